"""What `evaluate_norm` itself decides before the rules of the norm: which titles have norms at all, and that a
title already held is refused in the verdict (not only by the check on its own)."""

import pytest

from regulations import evaluate_all, evaluate_norm

from .builders import GM_NORM_9, player, record, tournament


def test_1_45b_to_e_norms_exist_for_gm_im_wgm_wim_only():
    with pytest.raises(ValueError, match=r"^norms exist for GM, IM, WGM, WIM, not 'FM'$"):
        evaluate_norm(tournament(), player(), record(GM_NORM_9), "FM")


def test_0_43_a_gm_norm_made_by_a_gm_is_refused_by_the_verdict():
    """001 §0.43: a title counts in tournaments starting after its confirmation. The same games are a GM norm for
    an IM and none for a GM, who is refused by 0.43 alone."""
    games = record(GM_NORM_9)
    assert evaluate_norm(tournament(), player(title="IM"), games, "GM").achieved
    verdict = evaluate_norm(tournament(), player(title="GM"), games, "GM")
    assert not verdict.achieved
    assert [check.rule for check in verdict.checks if not check.ok] == ["general principle; decisions.md item 113"]
    assert verdict.counts_as_games == 0


def test_0_43_gm_covers_im_in_every_verdict():
    """0.43 with the titles a GM covers: the IM verdict of a GM is refused on 0.43, whatever else it meets."""
    gm, im = evaluate_all(tournament(), player(title="GM"), record(GM_NORM_9), ("GM", "IM"))
    assert "general principle; decisions.md item 113" in [check.rule for check in im.checks if not check.ok]
    assert not gm.achieved and not im.achieved
