"""The words of the checks, which the norm pages and the IT1 print: every figure, name and note in its place, and
the same words however often the file is judged."""

from dataclasses import replace
from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag, TournamentSystem, evaluate_norm, get_edition
from regulations.rules import (
    check_opponent_federation_given,
    check_rating_list,
    check_title_not_held,
    check_women_only,
    count_games,
    games_rule,
    twenty_game_event,
)
from regulations.verdict import Check

from .builders import GM_NORM_9, IN_2024_EDITION, player, record, tournament

EDITION_2009 = get_edition("2009")


def checks_by_rule(verdict) -> dict[str, Check]:
    return {check.rule: check for check in verdict.checks}


# 2009 §1.16: "Which system is used must be stipulated prior to the event and mentioned in all publicity and
# indicated on all norm certificates IT1. (a) The Rating List at the start ... (b) The opponents' ratings at the
# date the game is played."
@pytest.mark.parametrize(
    ("stipulated", "day_of_play", "expected"),
    [
        (
            False,
            False,
            Check(
                "1.16",
                False,
                "the event lasted 96 days, more than 90: the rating method (the list at the start, or the day of "
                "play) must be stipulated before the event and shown on every IT1, and it is not said to have been",
            ),
        ),
        (
            True,
            False,
            Check("1.16", True, "the event lasted 96 days, more than 90: (a) the rating list at the start, as "
                  "stipulated before the event"),
        ),
        (
            True,
            True,
            Check("1.16", True, "the event lasted 96 days, more than 90: (b) the opponents' ratings on the day each "
                  "game was played, as stipulated before the event"),
        ),
    ],
    ids=["1_16_not_stipulated", "1_16_a_list_at_the_start", "1_16_b_day_of_play"],
)
def test_2009_1_16_the_check_names_the_stipulated_method(stipulated, day_of_play, expected):
    event = tournament(
        start=date(2011, 1, 3),
        end=date(2011, 4, 8),
        rating_method_stipulated=stipulated,
        ratings_of_day_of_play=day_of_play,
    )
    assert check_rating_list(event, EDITION_2009) == expected


def test_2009_1_16_an_event_whose_length_is_not_given_fails_under_1_16():
    """With no end date nor round dates the event may have lasted over 90 days, so which ratings count (1.16) is
    not known: the check fails and cites 1.16, never taking the event as one day."""
    event = replace(tournament(start=date(2011, 1, 3)), end_date=None)
    assert check_rating_list(event, EDITION_2009) == Check(
        "1.16",
        False,
        "the event's dates are not given (no end date nor round dates): it cannot be shown to have lasted 90 days "
        "or less, nor the opponents' ratings and titles to be those that count",
    )


def test_2024_1_4_2a_an_opponent_whose_federation_is_not_given_fails_and_says_the_round():
    """1.4.2a: games against players of no FIDE federation do not count; a blank field cannot confirm membership, so
    the check fails (decisions.md, missing facts) and names the round."""
    assert check_opponent_federation_given(3, get_edition("2024")) == Check(
        "1.4.2a",
        False,
        "federation of the round-3 opponent not given: the game counts, with the opponent in no known federation, "
        "but that he plays for a FIDE federation cannot be confirmed",
    )


def test_1_43_names_the_other_federations_met():
    verdict = evaluate_norm(tournament(), player(), record(GM_NORM_9), "GM")
    assert checks_by_rule(verdict)["1.43"] == Check(
        "1.43", True, "4 federations other than the player's (ESP, FRA, GER, NED), 2 needed"
    )


def test_1_43d_a_waived_federation_rule_says_what_was_not_met_otherwise():
    """1.43d: an event with the QC Chairman's approval is exempt from 1.43 and 1.44; the check still says which
    rules the field did not meet: here nine opponents of the player's own federation."""
    home = [(result, rating, title, "ENG") for result, rating, title, _federation in GM_NORM_9]
    verdict = evaluate_norm(tournament(flags=frozenset({EventFlag.QC_APPROVED_EXEMPTION})), player(), record(home), "GM")
    assert verdict.achieved
    assert checks_by_rule(verdict)["1.43d"] == Check(
        "1.43d",
        True,
        "federation rules waived (exemption approved beforehand by the QC Chairman); not met otherwise: 1.43: 0 "
        "federations other than the player's (none), 2 needed; 1.44a: 9 of 9 opponents from ENG, at most 5; most "
        "from one federation: 9 from ENG, at most 6",
    )


def test_2024_1_4_4_the_irrelevant_federation_rows_carry_the_editions_paraphrase():
    """Table 1.7 for 7 games: the federation rows are "Irrelevant"; 2024 is known from the digest's paraphrase
    of 1.4.1b, which the check shows."""
    rows = [("1", 2600, "GM", "GER")] * 4 + [("½", 2580, "GM", "FRA")] * 3
    event = tournament(
        rounds=7, start=IN_2024_EDITION, system=TournamentSystem.SWISS, flags=frozenset({EventFlag.WORLD_TEAM_CHAMPIONSHIP})
    )
    detail = checks_by_rule(evaluate_norm(event, player(), record(rows), "GM"))["1.4.4"].detail
    assert detail.startswith('7 games under 1.4.1b: the federation rows of table 1.7 are "Irrelevant"')
    assert detail.endswith("[2024, paraphrase: 7 games in 7- to 9-round world and continental team or club "
                           "championships; 8 in the World Cup and the Women's World Cup, which count as 9]")


def test_1_24_an_event_of_two_olympiad_kinds_is_named_the_same_way_every_time():
    """1.24: a norm in an Olympiad or a continental team championship counts as 20 games. Flags are a set, whose
    order changes from one process to the next; the check names the first kind in a fixed order."""
    both = frozenset({EventFlag.OLYMPIAD, EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP})
    event = tournament(rounds=9, flags=both)
    assert twenty_game_event(9, event, EDITION_2009) is EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP


# 1.49: "more than 13 games": a 13-game norm counts its games (and full points above), and says nothing of the cap.
@pytest.mark.parametrize(("games", "capped", "total"), [(13, False, 17), (14, True, 18)])
def test_1_49_only_more_than_13_games_are_capped(games, capped, total):
    event = tournament(rounds=games)
    count = count_games(games, Fraction(games), 2500, "GM", games_rule(event, EDITION_2009), event, EDITION_2009)
    assert (count.capped, count.total) == (capped, total)


# 0.43 (001): "a title counts in tournaments starting after its confirmation": GM covers IM, WGM and WIM.
@pytest.mark.parametrize(
    ("held", "title", "edition", "expected"),
    [
        ("GM", "GM", "2009", Check("general principle; decisions.md item 113", False, "already holds GM at the start of the event: a result for a "
                                   "title held is no norm")),
        ("IM", "WIM", "2014", Check("0.43", False, "already holds IM, which covers WIM at the start of the event: a "
                                    "result for a title held is no norm")),
        ("IM", "GM", "2014", None),
        ("", "IM", "2024", None),
    ],
    ids=["0_43_gm_holds_gm", "0_43_im_covers_wim", "0_43_im_may_make_gm", "0_43_untitled"],
)
def test_0_43_a_title_held_or_covered_is_no_norm(held, title, edition, expected):
    assert check_title_not_held(title, player(title=held, sex="F"), get_edition(edition)) == expected


def test_0_31_a_womens_title_names_a_missing_sex():
    assert check_women_only("WGM", player(sex=""), EDITION_2009) == Check(
        "0.31", False, "WGM is a women's title; the player's sex is given as 'unknown'"
    )


# 1.41b: 7 games in 7- to 9-round world and continental team championships; 8 in the World Cup.
@pytest.mark.parametrize(("rounds", "minimum", "reason"), [(9, 7, "9-round continental team championship"), (10, 9, "")])
def test_1_41b_the_seven_game_team_rule_stops_at_nine_rounds(rounds, minimum, reason):
    """Two team kinds flagged at once (a set: no order of its own): the reason names the first in a fixed order."""
    both = frozenset({EventFlag.WORLD_TEAM_CHAMPIONSHIP, EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP})
    rule = games_rule(tournament(rounds=rounds, flags=both), EDITION_2009)
    assert (rule.minimum, rule.reason) == (minimum, reason)


def test_1_41b_a_world_cup_flagged_twice_is_named_the_same_way_every_time():
    both = frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP})
    rule = games_rule(tournament(rounds=9, flags=both), EDITION_2009)
    assert (rule.minimum, rule.reason, rule.counted_as_nine) == (8, "World Cup", True)


def with_federations(*federations: str) -> list:
    rows = zip(GM_NORM_9, federations, strict=True)
    return record([(result, rating, title, federation) for (result, rating, title, _), federation in rows])


# 1.44a: "a maximum of 3/5 of the opponents may come from the applicant's federation and a maximum of 2/3 from
# one federation" (9 opponents: 5 and 6), both limits included.
@pytest.mark.parametrize(
    ("federations", "ok", "detail"),
    [
        (("ENG",) * 5 + ("GER", "FRA", "NED", "ESP"), True,
         "5 of 9 opponents from ENG, at most 5; most from one federation: 5 from ENG, at most 6"),
        (("ENG",) * 6 + ("GER", "FRA", "NED"), False,
         "6 of 9 opponents from ENG, at most 5; most from one federation: 6 from ENG, at most 6"),
        (("GER",) * 6 + ("FRA", "ENG", "ENG"), True,
         "2 of 9 opponents from ENG, at most 5; most from one federation: 6 from GER, at most 6"),
        (("GER",) * 7 + ("FRA", "ENG"), False,
         "1 of 9 opponents from ENG, at most 5; most from one federation: 7 from GER, at most 6"),
    ],
    ids=["1_44a_five_own", "1_44a_six_own", "1_44a_six_from_one", "1_44a_seven_from_one"],
)
def test_1_44a_federation_maxima_include_their_limits(federations, ok, detail):
    verdict = evaluate_norm(tournament(), player(), with_federations(*federations), "GM")
    assert checks_by_rule(verdict)["1.44a"] == Check("1.44a", ok, detail)


def test_2024_1_4_4_a_field_of_fid_players_has_no_largest_federation():
    verdict = evaluate_norm(tournament(start=IN_2024_EDITION), player(), with_federations(*["FID"] * 9), "GM")
    assert checks_by_rule(verdict)["1.4.4"].detail.startswith(
        "0 of 9 opponents from ENG, at most 5; most from one federation: 0 from none, at most 6"
    )


def test_2024_1_4_5a_the_title_holder_count_carries_the_editions_paraphrase():
    verdict = evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(GM_NORM_9), "GM")
    assert checks_by_rule(verdict)["1.4.5a"].detail == (
        "6 title-holders (GM, IM, WGM, WIM, FM, WFM), 5 needed (half of 9, rounded up) [2024, paraphrase: minimum "
        "counts round up, maximum counts round down]"
    )


def test_1_46d_every_unrated_opponent_is_listed_with_the_rating_given():
    rows = [*GM_NORM_9[:6], ("1", None, "", "ENG"), ("1", None, "", "ESP"), GM_NORM_9[8]]
    verdict = evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(rows), "IM")
    assert checks_by_rule(verdict)["1.4.6d"].detail.startswith(
        "unrated opponents counted as: round 7 (untitled) 1400, round 8 (untitled) 1400"
    )
