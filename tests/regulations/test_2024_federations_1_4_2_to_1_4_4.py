"""Edition 2024: 1.4.2a (non-FIDE and FID opponents), 1.4.3 federations and its exempt events a–d, 1.4.4."""

import pytest

from regulations import Check, EventFlag, GameKind, Participant, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, IN_2014_EDITION, IN_2024_EDITION, field, game, player, record, tournament
from .test_federations_1_43_1_44 import SIX_FROM_ENGLAND, with_federations


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def in_2024(**facts):
    return tournament(start=IN_2024_EDITION, **facts)


# Only GER besides the player's ENG, and one opponent under the FIDE flag: a GM rated 2560.
WITH_A_FID_OPPONENT = with_federations("GER", "GER", "FID", "GER", "ENG", "ENG", "ENG", "GER", "GER")


def test_2024_1_4_2a_a_fid_opponent_counts_in_the_games_but_not_as_a_federation():
    verdict = evaluate_norm(in_2024(), player(), record(WITH_A_FID_OPPONENT), "GM")
    assert (verdict.games, verdict.score, verdict.average_rating) == (9, 6, 2491)
    assert check(verdict, "1.4.5b").detail.startswith("4 GM opponents, 3 needed")
    assert check(verdict, "1.4.3") == Check(
        "1.4.3",
        False,
        "1 federations other than the player's (GER), 2 needed; 1 FID opponent(s) count as no federation (1.4.2a)",
    )
    assert not verdict.achieved
    # Before 2024 FID was a federation like any other.
    assert evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(WITH_A_FID_OPPONENT), "GM").achieved


def test_2024_1_4_2a_fid_opponents_are_never_too_many_from_one_federation():
    # Seven FID opponents of nine: as a federation they would break the 2/3 maximum (6).
    rows = with_federations("GER", "FRA", "FID", "FID", "FID", "FID", "FID", "FID", "FID")
    verdict = evaluate_norm(in_2024(), player(), record(rows), "GM")
    assert verdict.achieved
    assert check(verdict, "1.4.4").detail.startswith(
        "0 of 9 opponents from ENG, at most 5; most from one federation: 1 from GER, at most 6"
    )
    assert not check(evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(rows), "GM"), "1.44").ok


def test_2024_1_4_2a_an_opponent_of_no_fide_federation_is_excluded():
    games = record(GM_NORM_9) + [game(10, "1", 2300, federation="NON")]
    verdict = evaluate_norm(in_2024(rounds=10), player(), games, "GM")
    assert verdict.games == 9
    assert verdict.dropped_rounds[0].reason == (
        "1.4.2a: opponent's federation (NON) is not a FIDE member or is excluded"
    )


def test_2024_1_4_2c_a_last_round_forfeit_the_player_needed_counts_as_a_loss():
    # 10 rounds (so not 1.4.1c): 8 games, a requested bye, and the last-round opponent did not come.
    bye = game(9, "½", None, kind=GameKind.BYE_HALF)
    games = record(GM_NORM_9[:8]) + [bye, game(10, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(in_2024(rounds=10), player(), games, "GM")
    assert verdict.achieved and (verdict.games, verdict.score) == (9, 6)
    assert check(verdict, "1.4.2c").detail.startswith(
        "round 10: the opponent forfeited the last round, which the player needed for 9 games; counted as the loss "
        "the player could afford [2024, paraphrase:"
    )


def test_2024_1_4_3a_a_national_final_is_exempt_except_in_a_single_federation_subzonal_year():
    final = in_2024(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL})
    verdict = evaluate_norm(final, player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved and verdict.exemption_used == "1.4.3a"
    subzonal_year = in_2024(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION})
    refused = check(evaluate_norm(subzonal_year, player(), record(SIX_FROM_ENGLAND), "GM"), "1.4.3a")
    assert not refused.ok
    assert "[2024, paraphrase: final stage of the national open/men's and women's championships" in refused.detail


def test_2024_1_4_3b_a_national_team_championship_is_exempt_only_for_players_of_the_registering_federation():
    championship = in_2024(flags={EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}, host="ENG")
    all_from_england = with_federations(*["ENG"] * 9)
    own = evaluate_norm(championship, player(federation="ENG"), record(all_from_england), "GM")
    assert own.achieved and own.exemption_used == "1.4.3b"
    guest = evaluate_norm(championship, player(federation="SCO"), record(all_from_england), "GM")
    assert not guest.achieved and guest.exemption_used is None
    assert check(guest, "1.4.3b").detail.startswith(
        "not exempt: national team championship, but the player's federation (SCO) is not the registering "
        "federation (ENG)"
    )


@pytest.mark.parametrize("flag", [EventFlag.ZONAL, EventFlag.SUBZONAL])
def test_2024_1_4_3c_zonals_and_subzonals_are_exempt(flag):
    verdict = evaluate_norm(in_2024(flags={flag}), player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved and verdict.exemption_used == "1.4.3c"


def test_2024_1_4_3_an_approval_by_the_qc_chairman_is_no_longer_an_exemption():
    approved = {EventFlag.QC_APPROVED_EXEMPTION}
    assert evaluate_norm(tournament(start=IN_2014_EDITION, flags=approved), player(), record(SIX_FROM_ENGLAND), "GM")
    verdict = evaluate_norm(in_2024(flags=approved), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved and verdict.exemption_used is None
    refusals = [check for check in verdict.checks if check.detail.startswith("not exempt:")]
    assert refusals == [
        Check(
            "1.4.3",
            False,
            "not exempt: exemption approved beforehand by the QC Chairman: not one of the exempt events [2024: "
            "1.4.3 exempts only the events of 1.4.3a-d; a prior approval by the QC Chairman (1.43d of 2009 and "
            "2014) is no longer an exemption]",
        )
    ]


def _swiss(participants, start=IN_2024_EDITION):
    return tournament(rounds=9, system=TournamentSystem.SWISS, host="ESP", participants=participants, start=start)


def test_2024_1_4_3d_entrants_who_missed_one_round_still_count():
    verdict = evaluate_norm(_swiss(field(20, 3, 10, missed=1)), player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved and verdict.exemption_used == "1.4.3d"
    assert check(verdict, "1.4.3d").detail.startswith(
        "federation rules waived (20 rated players not from ESP who missed at most one round (20 needed), from 3 "
        "federations (3 needed), 10 of them GM/IM/WGM/WIM (10 needed)) [2024, paraphrase: players are counted only "
        "if they miss at most one round (pairing-allocated byes excepted); FID players are not counted"
    )


def test_2024_1_4_3d_swiss_exemption_lost_because_too_few_foreigners_played_every_round():
    # One of the twenty foreigners missed two rounds: 19 count. 2014 counted every entrant.
    participants = field(19, 3, 10) + (Participant("ITA", rated=True, rounds_missed=2),)
    verdict = evaluate_norm(_swiss(participants), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved and verdict.exemption_used is None
    refusal = check(verdict, "1.4.3d")
    assert not refusal.ok
    assert refusal.detail.startswith(
        "not exempt: 19 rated players not from ESP who missed at most one round (20 needed)"
    )
    assert evaluate_norm(_swiss(participants, IN_2014_EDITION), player(), record(SIX_FROM_ENGLAND), "GM").achieved


def test_2024_1_4_3d_fid_entrants_belong_to_no_federation_and_do_not_count():
    participants = field(19, 2, 10) + (Participant("FID", rated=True, title="GM"),)
    verdict = evaluate_norm(_swiss(participants), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved
    assert "19 rated players not from ESP who missed at most one round (20 needed), from 2 federations" in (
        check(verdict, "1.4.3d").detail
    )
    assert evaluate_norm(_swiss(participants, IN_2014_EDITION), player(), record(SIX_FROM_ENGLAND), "GM").achieved


def test_2024_1_4_4_maximums_round_down_and_say_it_is_a_paraphrase():
    verdict = evaluate_norm(in_2024(), player(), record(SIX_FROM_ENGLAND), "GM")
    assert check(verdict, "1.4.4") == Check(
        "1.4.4",
        False,
        "6 of 9 opponents from ENG, at most 5; most from one federation: 6 from ENG, at most 6 [2024, paraphrase: "
        "minimum counts round up, maximum counts round down]",
    )
