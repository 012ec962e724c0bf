"""Python's cycle collector paused while a big piece of work allocates.

Judging a 1,000-player open, building its results table or printing a certificate allocates hundreds of
thousands of short-lived objects, which set the collector scanning the process's long-lived ones again and
again: a fifth of a verdicts run, a third of a certificate, half of a big table's first render. Nearly all
of those objects are freed as soon as they are dropped; the few cycles among them wait for the next
collection after the work.
"""

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
