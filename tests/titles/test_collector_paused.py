"""The cycle collector paused while a verdicts run or a certificate allocates, and always given back."""

import gc

import pytest

from lib.collector import collector_paused


def test_the_collector_runs_again_after_the_work_even_when_it_fails():
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector_paused():
        assert not gc.isenabled()
        raise RuntimeError("the work failed")
    assert gc.isenabled()


def test_work_inside_other_paused_work_leaves_the_collector_to_the_outer_one():
    with collector_paused():
        with collector_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()
