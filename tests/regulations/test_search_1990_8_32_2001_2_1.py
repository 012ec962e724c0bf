"""The wins the older editions let a player leave out, wherever they are in the ratings.

1990 §8.32: "Un jugador puede ignorar su resultado(s) contra cualquier oponente al que haya derrotado, siempre que
esto le mantenga con, al menos, 9 partidas." 2001 §2.1: "Wenn ein Turnier mehr als 9 Runden hat, so können
unberücksichtigt bleiben: Gewinnpartien gegen Gegner deren Berücksichtigung die Norm verschlechtern würde."
Each record is built so that leaving out its lowest-rated win makes no norm and leaving out another one does."""

from datetime import date, timedelta

from regulations import TournamentSystem, evaluate_norm

from .builders import player, record, tournament

IN_1990_EDITION = date(1995, 3, 1)
IN_2001_EDITION = date(2005, 3, 1)


def _swiss(start, rows):
    """One round a day (1990 §5.4 asks the dates of every round for a GM result)."""
    dates = tuple(start + timedelta(days=day) for day in range(len(rows)))
    return tournament(rounds=len(rows), system=TournamentSystem.SWISS, start=start, round_dates=dates)


def _judged(start, rows, title="GM"):
    return evaluate_norm(_swiss(start, rows), player(), record(rows), title)


def _left_out(verdict):
    return [(dropped.round, dropped.reason) for dropped in verdict.dropped_rounds if dropped.by_choice]


def _check(verdict, rule):
    return [(check.ok, check.detail) for check in verdict.checks if check.rule == rule]


# 10 games, three against unrated opponents (8.31: 2000), one of them won; the lowest-rated win is the 1950.
UNRATED_WIN = [
    ("1", None, "", "GER"),
    ("1", 1950, "", "FRA"),
    ("½", None, "GM", "NED"),
    ("½", None, "GM", "GER"),
    ("1", 2700, "GM", "GER"),
    ("½", 2700, "GM", "FRA"),
    ("1", 2650, "IM", "NED"),
    ("½", 2700, "", "ENG"),
    ("1", 2600, "IM", "ENG"),
    ("½", 2650, "GM", "ENG"),
]


def test_8_32_8_3_the_win_left_out_is_the_unrated_one_that_breaks_the_rated_share():
    # 11 players with 3 unrated: 8 rated, 9 (80 %) needed. Without the unrated win, 8 of 10 are rated; without
    # the 1950 (the lowest-rated win), 7 of 10.
    verdict = _judged(IN_1990_EDITION, UNRATED_WIN)
    assert (verdict.achieved, verdict.games, verdict.score) == (True, 9, 6.5)
    assert _left_out(verdict) == [(1, "8.32: won game ignored")]
    assert _check(verdict, "8.3") == [
        (True, "8 of 10 players rated (the candidate and his opponents), 8 (80 %) needed")
    ]
    without_the_lowest = [UNRATED_WIN[0], *UNRATED_WIN[2:]]
    assert not _judged(IN_1990_EDITION, without_the_lowest).achieved


# 10 games: the candidate (an FM), the FM beaten at 2200 and 3 GMs are the 5 players titled or rated 2300+.
UNTITLED_WIN = [
    ("1", 2200, "FM", "GER"),
    ("1", 2250, "", "FRA"),
    ("1", 2290, "", "NED"),
    ("1", 2290, "", "GER"),
    ("1", 2290, "", "FRA"),
    ("1", 2290, "", "NED"),
    ("½", 2290, "", "GER"),
    ("½", 2750, "GM", "FRA"),
    ("½", 2750, "GM", "NED"),
    ("½", 2750, "GM", "GER"),
]


def test_8_32_8_4_the_win_left_out_is_the_untitled_one_that_breaks_the_titled_share_keeping_exactly_9():
    # 5 of 11 players titled or rated 2300+, 6 needed; without the untitled 2250, 5 of 10 (5 needed); without the
    # FM (the lowest-rated win), 4 of 10. One win may go: 9 games are kept, the fewest 8.32 allows.
    verdict = _judged(IN_1990_EDITION, UNTITLED_WIN)
    # The reported performance is the one the result was judged by: 9.2's average of the candidate and his nine
    # counted opponents, (2450 + 21,900) / 10 = 2435, and 7 of 9 (78 %) adds 220 (decisions.md item 121).
    assert (verdict.achieved, verdict.games, verdict.score, verdict.performance) == (True, 9, 7, 2655)
    assert _left_out(verdict) == [(2, "8.32: won game ignored")]
    assert _check(verdict, "8.4") == [
        (True, "5 of 10 players titled or rated 2300 or more, 5 (50 %) needed")
    ]
    assert _check(verdict, "8.32") == [(True, "9 games counted, 9 needed")]
    assert not _judged(IN_1990_EDITION, UNTITLED_WIN[1:]).achieved


def test_8_32_two_wins_may_go_when_9_games_are_kept_but_not_when_8_would_be():
    # A fourth unrated opponent, beaten in round 11: both unrated wins go and 9 games are kept (8 of 10 rated).
    eleven = [*UNRATED_WIN, ("1", None, "", "NED")]
    verdict = _judged(IN_1990_EDITION, eleven)
    assert (verdict.achieved, verdict.games) == (True, 9)
    assert _left_out(verdict) == [(1, "8.32: won game ignored"), (11, "8.32: won game ignored")]
    # The same in 10 games (the round-8 draw gone): the two wins would leave 8, fewer than 8.32 keeps.
    ten = [*UNRATED_WIN[:7], *UNRATED_WIN[8:], ("1", None, "", "NED")]
    short = _judged(IN_1990_EDITION, ten)
    assert not short.achieved and _left_out(short) == []
    assert (False, "7 of 11 players rated (the candidate and his opponents), 9 (80 %) needed") in _check(short, "8.3")


# 10 rounds (more than 9): 3 GMs and the FM beaten at 2260 hold titles; with the titled candidate, 5 of 11.
UNTITLED_WIN_2001 = [
    ("1", 2260, "FM", "GER"),
    ("1", 2400, "", "FRA"),
    ("1", 2520, "", "NED"),
    ("1", 2520, "", "GER"),
    ("½", 2520, "", "FRA"),
    ("½", 2520, "", "NED"),
    ("½", 2520, "", "GER"),
    ("½", 2650, "GM", "FRA"),
    ("½", 2650, "GM", "NED"),
    ("0", 2650, "GM", "GER"),
]


def test_2_1_2_3_the_win_left_out_is_the_untitled_one_that_breaks_the_title_holders_share():
    # 2.3: half of the players (opponents + candidate) title-holders: 5 of 11, 6 needed; without the untitled
    # 2400, 5 of 10; without the FM (the lowest-rated win), 4 of 10.
    verdict = _judged(IN_2001_EDITION, UNTITLED_WIN_2001)
    assert (verdict.achieved, verdict.games, verdict.score, verdict.performance) == (True, 9, 5.5, 2614)
    assert _left_out(verdict) == [(2, "2.1: won game ignored")]
    assert (
        True,
        "4 title-holding opponents and the titled candidate = 5 of 10 players (opponents + candidate), 5 needed",
    ) in _check(verdict, "2.3")
    assert not _judged(IN_2001_EDITION, UNTITLED_WIN_2001[1:]).achieved


# 11 rounds: 4 opponents from other nations, 7 from ENG (the candidate's and the host's); the lowest win is a
# foreigner's.
HOME_WIN_2001 = [
    ("1", 2260, "FM", "GER"),
    ("1", 2400, "", "ENG"),
    ("1", 2520, "", "ENG"),
    ("1", 2520, "IM", "ENG"),
    ("½", 2520, "IM", "ENG"),
    ("½", 2520, "", "ENG"),
    ("½", 2520, "", "ENG"),
    ("½", 2650, "GM", "FRA"),
    ("½", 2650, "GM", "NED"),
    ("0", 2650, "GM", "GER"),
    ("½", 2520, "", "ENG"),
]


def test_2_1_2_2_the_win_left_out_is_against_the_candidate_s_own_nation():
    # 2.2, a candidate of the host nation: 40 % of the opponents from another nation, 4 of 11 and 5 needed; without
    # a win against ENG, 4 of 10 (4 needed); without the GER FM (the lowest-rated win), 3 of 10.
    verdict = _judged(IN_2001_EDITION, HOME_WIN_2001)
    assert (verdict.achieved, verdict.games, verdict.score) == (True, 10, 6)
    assert _left_out(verdict) == [(2, "2.1: won game ignored")]
    assert (
        True,
        "candidate of the host nation: 4 of 10 opponents from another nation, 4 (40 %) needed",
    ) in _check(verdict, "2.2")
    assert not _judged(IN_2001_EDITION, HOME_WIN_2001[1:]).achieved
