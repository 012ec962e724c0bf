"""The exact words of the 2001 edition's checks (the German excerpt, §2.1–2.5), as the certificate shows them,
and both sides of each of their limits."""

from collections import Counter
from datetime import date

import pytest

from regulations import EventFlag, TournamentSystem, evaluate_norm
from regulations.editions.edition_2001 import title_combination

from .builders import GM_NORM_9, game, player, record, replaced, tournament

START = date(2005, 3, 1)
RP_2616 = "Rp = 2491 +125 (dp at p = 67 %) = 2616, 2601 needed; before rounding the average 2616.11, 2600.50 needed"


def _event(**facts):
    return tournament(start=START, **facts)


def _checks(verdict):
    return [(check.rule, check.ok, check.detail) for check in verdict.checks]


def _rule(verdict, rule, starting=""):
    found = [(c.ok, c.detail) for c in verdict.checks if c.rule == rule and c.detail.startswith(starting)]
    assert len(found) == 1, _checks(verdict)
    return found[0]


def test_a_2001_gm_norm_every_check_in_words():
    """2.1 nine games; 2.2 two foreign nations and 40 % for the host's candidate; 2.3 half the players titled
    and 3 GM; 2.4 22 % unrated, the floor, the average; 2.5 2381 and 2601."""
    verdict = evaluate_norm(_event(), player(), record(GM_NORM_9), "GM")
    assert verdict.achieved and verdict.counts_as_games == 9
    assert verdict.exemption_used is None and verdict.performance_only is False
    assert _checks(verdict) == [
        ("2.1", True, "9 games counted, 9 needed"),
        ("2.2", True, "4 nations other than ENG (ESP, FRA, GER, NED), 2 needed"),
        ("2.2", True, "candidate of the host nation: 6 of 9 opponents from another nation, 4 (40 %) needed"),
        (
            "2.3", True,
            "6 title-holding opponents and the titled candidate = 7 of 10 players (opponents + candidate), 5 needed",
        ),
        ("2.3", True, "titled opponents: 4 GM, 1 IM, 1 FM; a GM norm needs 3 GM"),
        ("2.4", True, "0 unrated opponents (not raised to the floor), at most 1 (22 % of 9)"),
        ("2.4", True, "no opponent below the GM floor of 2250"),
        ("2.4", True, "22420 / 9 = 2491.11, rounded to 2491"),
        ("2.5", True, "average 2491, 2381 needed"),
        ("2.5", True, RP_2616),
    ]


def test_2_2_a_guest_in_words_with_an_unrated_and_a_low_opponent_raised():
    """2.2 for a guest: 33 % from a nation other than his, 22 % outside the largest; 2.4: an unrated opponent
    counts 1400 and, with the 2000, is raised to 2250."""
    rows = replaced(replaced(GM_NORM_9, 7, ("1", None, "", "ESP")), 8, ("0", 2000, "", "GER"))
    verdict = evaluate_norm(_event(), player(federation="GER", title=""), record(rows), "GM")
    assert _checks(verdict)[1:9] == [
        ("2.2", True, "4 nations other than GER (ENG, ESP, FRA, NED), 2 needed"),
        (
            "2.2", True,
            "guest candidate: 7 of 9 opponents from a nation other than GER, 3 (33 %) needed; 6 from outside the "
            "largest nation (ENG), 2 (22 %) needed",
        ),
        ("2.3", True, "6 title-holding opponents = 6 of 10 players (opponents + candidate), 5 needed"),
        ("2.3", True, "titled opponents: 4 GM, 1 IM, 1 FM; a GM norm needs 3 GM"),
        ("2.4", True, "0 unrated opponents (not raised to the floor), at most 1 (22 % of 9)"),
        (
            "2.4", True,
            "raised to the GM floor of 2250 (at most 2 opponents, the lowest): round 8 (unrated), round 9 (2000)",
        ),
        ("2.4", True, "unrated opponents counted as: round 8 (untitled) 1400"),
        ("2.4", True, "22100 / 9 = 2455.56, rounded to 2456"),
    ]
    assert verdict.totals.unrated == 0


def test_2_2_a_guest_at_the_limits_of_33_and_22_percent():
    """9 opponents: 33 % is 2.97, so 3 of another nation; 22 % is 1.98, so 2 outside the largest nation."""
    three = [(r, rating, title, "GER" if index < 6 else "ENG" if index < 7 else "FRA")
             for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    two = [(r, rating, title, "GER" if index < 7 else "ENG" if index < 8 else "FRA")
           for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    assert _rule(evaluate_norm(_event(), player(federation="GER"), record(three), "GM"), "2.2", "guest") == (
        True,
        "guest candidate: 3 of 9 opponents from a nation other than GER, 3 (33 %) needed; 3 from outside the largest "
        "nation (GER), 2 (22 %) needed",
    )
    assert _rule(evaluate_norm(_event(), player(federation="GER"), record(two), "GM"), "2.2", "guest") == (
        False,
        "guest candidate: 2 of 9 opponents from a nation other than GER, 3 (33 %) needed; 2 from outside the largest "
        "nation (GER), 2 (22 %) needed",
    )


def test_2_2_a_host_candidate_at_the_limit_of_40_percent():
    four = [(r, rating, title, "ENG" if index < 5 else "FRA") for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    three = [(r, rating, title, "ENG" if index < 6 else "FRA") for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    assert _rule(evaluate_norm(_event(), player(), record(four), "GM"), "2.2", "candidate") == (
        True, "candidate of the host nation: 4 of 9 opponents from another nation, 4 (40 %) needed"
    )
    assert not _rule(evaluate_norm(_event(), player(), record(three), "GM"), "2.2", "candidate")[0]


def test_2_2_two_foreign_nations_at_least():
    one = [(r, rating, title, "ENG" if index < 4 else "FRA") for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    two = [(r, rating, title, "ENG" if index < 4 else "FRA" if index < 8 else "ESP")
           for index, (r, rating, title, _f) in enumerate(GM_NORM_9)]
    assert _rule(evaluate_norm(_event(), player(), record(one), "GM"), "2.2", "1 nation") == (
        False, "1 nations other than ENG (FRA), 2 needed"
    )
    assert _rule(evaluate_norm(_event(), player(), record(two), "GM"), "2.2", "2 nations") == (
        True, "2 nations other than ENG (ESP, FRA), 2 needed"
    )
    none = [(r, rating, title, "ENG") for r, rating, title, _f in GM_NORM_9]
    assert _rule(evaluate_norm(_event(), player(), record(none), "GM"), "2.2", "0 nations") == (
        False, "0 nations other than ENG (none), 2 needed"
    )


def test_2_2_a_national_team_championship_waives_the_federation_rules_in_words():
    rows = [(r, rating, title, "ENG") for r, rating, title, _f in GM_NORM_9]
    event = _event(flags={EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}, system=TournamentSystem.TEAM)
    verdict = evaluate_norm(event, player(), record(rows), "GM")
    assert verdict.achieved and verdict.exemption_used == "2.2"
    assert _checks(verdict)[1] == (
        "2.2", True,
        "federation rules waived (national team championship); not met otherwise: 2.2: 0 nations other than ENG "
        "(none), 2 needed; 2.2: candidate of the host nation: 0 of 9 opponents from another nation, 4 (40 %) needed",
    )


def test_2_2_a_swiss_without_a_participant_list_is_not_exempt():
    rows = [(r, rating, title, "ENG") for r, rating, title, _f in GM_NORM_9]
    verdict = evaluate_norm(_event(system=TournamentSystem.SWISS), player(), record(rows), "GM")
    assert not verdict.achieved
    assert _rule(verdict, "2.2", "not exempt") == (False, "not exempt: no participant list to count the foreign field from")


def test_2_3_an_untitled_candidate_among_untitled_opponents():
    rows = [(r, rating, "", fed) for r, rating, _t, fed in GM_NORM_9]
    verdict = evaluate_norm(_event(), player(title=""), record(rows), "GM")
    assert _checks(verdict)[3:5] == [
        ("2.3", False, "0 title-holding opponents = 0 of 10 players (opponents + candidate), 5 needed"),
        ("2.3", False, "titled opponents: none; a GM norm needs 3 GM"),
    ]


def test_2_3_half_the_players_at_the_limit_and_a_cm_is_no_title_holder():
    """2.3: FM, WFM, IM, WIM, GM or WGM; 5 of 10 players suffice, 4 do not."""
    rows = [(r, rating, title if index < 4 else "", fed) for index, (r, rating, title, fed) in enumerate(GM_NORM_9)]
    titled = evaluate_norm(_event(), player(title="WFM", sex="F"), record(rows), "WGM")
    cm = evaluate_norm(_event(), player(title="CM"), record(rows), "GM")
    assert _rule(titled, "2.3", "4 title") == (
        True, "4 title-holding opponents and the titled candidate = 5 of 10 players (opponents + candidate), 5 needed"
    )
    assert _rule(cm, "2.3", "4 title") == (
        False, "4 title-holding opponents = 4 of 10 players (opponents + candidate), 5 needed"
    )


@pytest.mark.parametrize(
    ("title", "sex", "needs"),
    [
        ("IM", "M", "3 IM, 2 IM + 1 GM, or 2 GM"),
        ("WGM", "F", "2 GM, or 3 of GM, IM, WGM, FM"),
        ("WIM", "F", "3 WIM, or 2 of GM, IM, WGM, FM"),
    ],
)
def test_2_3_the_combinations_each_title_needs_in_words(title, sex, needs):
    verdict = evaluate_norm(_event(), player(sex=sex), record(GM_NORM_9), title)
    assert _rule(verdict, "2.3", "titled") == (True, f"titled opponents: 4 GM, 1 IM, 1 FM; a {title} norm needs {needs}")


def test_2_3_every_title_is_listed_in_its_order():
    rows = [
        (r, rating, title, fed)
        for (r, rating, _t, fed), title in zip(GM_NORM_9, ("FM", "WIM", "WGM", "IM", "GM", "", "WFM", "CM", "FM"),
                                               strict=True)
    ]
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.3", "titled") == (
        False, "titled opponents: 1 GM, 1 IM, 1 WGM, 1 WIM, 2 FM; a GM norm needs 3 GM"
    )


@pytest.mark.parametrize(
    ("title", "held", "ok"),
    [
        ("IM", {"IM": 2, "GM": 1}, True),
        ("IM", {"IM": 2}, False),
        ("IM", {"IM": 1, "GM": 1}, False),
        ("IM", {"GM": 1, "WGM": 5}, False),
        ("GM", {"GM": 2}, False),
        ("WGM", {"GM": 1, "FM": 1, "IM": 1}, True),
        ("WGM", {"GM": 1, "IM": 1}, False),
        ("WGM", {"WIM": 3, "GM": 1}, False),
        ("WIM", {"WIM": 2, "WGM": 1}, False),
        ("WIM", {"IM": 2}, True),
        ("WIM", {"WIM": 3}, True),
    ],
)
def test_2_3_combinations_on_both_sides(title, held, ok):
    assert title_combination(title, Counter(held)) is ok


def test_2_3_in_a_double_round_robin_an_opponent_and_his_title_count_once():
    """2.3: five opponents met twice are five players with the candidate's six; 2.2 and 2.4 count them once too."""
    rows = GM_NORM_9 + GM_NORM_9[:1]
    games = [game(index + 1, *row, opponent_id=200 + index % 5) for index, row in enumerate(rows)]
    event = _event(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    verdict = evaluate_norm(event, player(), games, "GM")
    assert not verdict.achieved
    assert _checks(verdict)[2:6] == [
        ("2.2", True, "candidate of the host nation: 3 of 5 opponents from another nation, 2 (40 %) needed"),
        (
            "2.3", True,
            "2 title-holding opponents and the titled candidate = 3 of 6 players (opponents + candidate), 3 needed",
        ),
        ("2.3", False, "titled opponents: 1 GM, 1 FM; a GM norm needs 3 GM"),
        ("2.4", True, "0 unrated opponents (not raised to the floor), at most 1 (22 % of 5)"),
    ]
    assert verdict.totals.opponents_by_title[0] == ("GM", 1) and verdict.totals.title_holders == 2


def test_2_4_the_two_lowest_are_raised_and_the_earlier_round_first_among_equals():
    """2.4: at most two opponents, the lowest; three at 2000, those of rounds 7 and 8 are raised."""
    rows = replaced(replaced(replaced(GM_NORM_9, 6, ("1", 2000, "", "ENG")), 7, ("1", 2000, "", "ESP")), 8,
                    ("0", 2000, "", "GER"))
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.4", "raised") == (
        True, "raised to the GM floor of 2250 (at most 2 opponents, the lowest): round 7 (2000), round 8 (2000)"
    )
    others = 2600 + 2580 + 2560 + 2500 + 2480 + 2450
    assert verdict.average_rating == round((others + 2250 + 2250 + 2000) / 9)
    assert [item.round for item in verdict.totals.raised_opponents] == [7, 8]


def test_2_4_the_lowest_are_raised_not_the_first_below_the_floor():
    rows = replaced(replaced(replaced(GM_NORM_9, 6, ("1", 2000, "", "ENG")), 7, ("1", 2100, "", "ESP")), 8,
                    ("0", 2000, "", "GER"))
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.4", "raised") == (
        True, "raised to the GM floor of 2250 (at most 2 opponents, the lowest): round 7 (2000), round 9 (2000)"
    )
    assert _rule(verdict, "2.4", "21770") == (True, "21770 / 9 = 2418.89, rounded to 2419")


def test_2_4_an_opponent_at_the_floor_is_not_raised():
    rows = replaced(GM_NORM_9, 8, ("0", 2250, "", "GER"))
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.4", "no opponent") == (True, "no opponent below the GM floor of 2250")
    just_below = evaluate_norm(_event(), player(), record(replaced(GM_NORM_9, 8, ("0", 2249, "", "GER"))), "GM")
    assert _rule(just_below, "2.4", "raised") == (
        True, "raised to the GM floor of 2250 (at most 2 opponents, the lowest): round 9 (2249)"
    )


def test_2_4_an_opponent_met_twice_is_raised_in_both_games():
    rows = [*GM_NORM_9, ("1", 2000, "", "GER")]
    games = [game(index + 1, *row, opponent_id=109 if index == 9 else None) for index, row in enumerate(rows)]
    games[8] = game(9, "0", 2000, "", "GER", opponent_id=109)
    verdict = evaluate_norm(_event(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN), player(), games, "GM")
    assert _rule(verdict, "2.4", "raised") == (
        True, "raised to the GM floor of 2250 (at most 2 opponents, the lowest): round 9 (2000), round 10 (2000)"
    )


def test_2_4_more_than_22_percent_unrated_in_words():
    """22 % of 9 is 1.98: one unrated opponent at most, besides the two raised."""
    rows = list(GM_NORM_9)
    for index in (4, 6, 7, 8):
        result, _rating, title, federation = rows[index]
        rows[index] = (result, None, title, federation)
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.4", "2 unrated") == (
        False, "2 unrated opponents (not raised to the floor), at most 1 (22 % of 9)"
    )
    assert verdict.totals.unrated == 2


def test_2_1_one_more_game_for_each_full_point_above_the_requirement():
    """2.1: the excess, rounded down, is added: 7 of 9 where 6 were needed is one more game."""
    rows = replaced(GM_NORM_9, 8, ("1", 2400, "", "GER"))
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert verdict.achieved and verdict.counts_as_games == 10
    assert _checks(verdict)[-1] == ("2.1", True, "1 full point(s) above the 6 the norm needed: counts as 1 more game(s)")
    half_more = replaced(GM_NORM_9, 8, ("½", 2400, "", "GER"))
    assert evaluate_norm(_event(), player(), record(half_more), "GM").counts_as_games == 9


def test_2_4_an_unrated_opponent_counts_1400_when_not_raised():
    """2.4: "the FIDE minimum rating (currently 1400)"; the two lowest (1300, 1350) are raised, the unrated
    one not."""
    rows = replaced(replaced(replaced(GM_NORM_9, 6, ("1", None, "", "ENG")), 7, ("1", 1300, "", "ESP")), 8,
                    ("0", 1350, "", "GER"))
    verdict = evaluate_norm(_event(), player(), record(rows), "GM")
    assert _rule(verdict, "2.4", "unrated opponents counted") == (
        True, "unrated opponents counted as: round 7 (untitled) 1400"
    )
    others = 2600 + 2580 + 2560 + 2500 + 2480 + 2450
    assert verdict.average_rating == round((others + 1400 + 2250 + 2250) / 9)
    assert _rule(verdict, "2.4", "1 unrated") == (True, "1 unrated opponents (not raised to the floor), at most 1 (22 % of 9)")
