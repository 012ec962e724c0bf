"""1.42e (2009): won games may be left out only if the mix still holds; the search must find the drops that keep
1.44a (at most 3/5 of the opponents from the player's federation, at most 2/3 from any one) and must not apply
1.44a where 1.43a waives it. Each record is built so that exactly one set of drops makes the norm."""

from regulations import EventFlag, TournamentSystem, evaluate_norm

from .builders import IN_2024_EDITION, player, record, tournament

# 9 games of 6 points against an average of 2491 (Rp 2616): 4 GMs, 6 title-holders, 6 from ENG, the player's.
SIX_FROM_ENG = [
    ("1", 2600, "GM", "GER"),
    ("½", 2580, "GM", "FRA"),
    ("½", 2560, "GM", "NED"),
    ("½", 2500, "GM", "ENG"),
    ("½", 2480, "IM", "ENG"),
    ("1", 2450, "FM", "ENG"),
    ("1", 2430, "", "ENG"),
    ("1", 2420, "", "ENG"),
    ("0", 2400, "", "ENG"),
]
# The same 9 games with 6 from GER and 3 GMs: 6 of 9 is 2/3 exactly, the 1.44a maximum for one federation.
SIX_FROM_GER = [
    ("1", 2600, "GM", "GER"),
    ("½", 2580, "GM", "FRA"),
    ("½", 2560, "GM", "GER"),
    ("½", 2500, "IM", "GER"),
    ("½", 2480, "IM", "ENG"),
    ("1", 2450, "FM", "ENG"),
    ("1", 2430, "", "GER"),
    ("1", 2420, "", "GER"),
    ("0", 2400, "", "GER"),
]


def chosen(verdict):
    return [(dropped.round, dropped.reason) for dropped in verdict.dropped_rounds if dropped.by_choice]


def check(verdict, rule):
    return next(check.detail for check in verdict.checks if check.rule == rule)


def test_1_42e_1_44a_the_win_left_out_must_be_against_the_player_s_own_federation():
    # 11 games, 7 from ENG: 1.44a allows 6 of 10 (3/5). Leaving out the 1900 of GER keeps 7 from ENG; leaving out
    # the 1850 of ENG keeps 6, and 7/10 against 2462 (the 1900 raised to the floor, 1.46c) gives Rp 2611.
    games = record([("1", 1900, "", "GER"), ("1", 1850, "", "ENG")] + SIX_FROM_ENG)
    verdict = evaluate_norm(tournament(rounds=11, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (True, 10, 2462, 2611)
    assert chosen(verdict) == [(2, "1.42e: won game ignored")]
    assert check(verdict, "1.44a") == "6 of 10 opponents from ENG, at most 6; most from one federation: 6 from ENG, at most 6"


def test_1_42e_1_43a_a_national_final_leaves_out_the_lowest_win_whatever_its_federation():
    # The same, the 1850 now from GER: in a national championship final 1.43a waives 1.44a, so the lowest win
    # goes although 7 of the 10 opponents left are from ENG.
    games = record([("1", 1850, "", "GER"), ("1", 1900, "", "ENG")] + SIX_FROM_ENG)
    final = tournament(rounds=11, flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL})
    verdict = evaluate_norm(final, player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (True, 10, 2462, 2611)
    assert chosen(verdict) == [(1, "1.42e: won game ignored")]
    assert check(verdict, "1.43a") == (
        "federation rules waived (final of a national men's or open championship); not met otherwise: 1.44a: 7 of 10 "
        "opponents from ENG, at most 6; most from one federation: 7 from ENG, at most 6"
    )


def test_1_42e_1_44a_two_thirds_from_one_foreign_federation_is_allowed_after_the_drops():
    # Two weak wins must go (3 GMs: 10 games would need 4, 1.45b); the 9 left have 6 from GER, 2/3 exactly, which
    # 1.44a allows for a federation other than the player's (3/5 is the limit for his own).
    games = record([("1", 1900, "", "ITA"), ("1", 1850, "", "ITA")] + SIX_FROM_GER)
    verdict = evaluate_norm(tournament(rounds=11, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.score, verdict.performance) == (True, 9, 6, 2616)
    assert chosen(verdict) == [(1, "1.42e: won game ignored"), (2, "1.42e: won game ignored")]
    assert check(verdict, "1.44a") == "2 of 9 opponents from ENG, at most 5; most from one federation: 6 from GER, at most 6"


# 9 games of 6 points against 2491 (Rp 2616) with exactly the title-holders 9 games need (1.45a: 5 of 9) and 3 GMs
# (1.45b: 3 of 9, but 4 of 10), 5 from ENG (1.44a: at most 5 of 9), and a won game against an IM of ENG.
FIVE_HOLDERS_FIVE_FROM_ENG = [
    ("1", 2600, "GM", "GER"),
    ("½", 2580, "GM", "FRA"),
    ("½", 2560, "GM", "NED"),
    ("½", 2500, "IM", "ENG"),
    ("1", 2480, "IM", "ENG"),
    ("½", 2450, "", "ENG"),
    ("1", 2430, "", "ENG"),
    ("1", 2420, "", "ENG"),
    ("0", 2400, "", "GER"),
]


def test_1_42e_1_44a_1_45a_two_untitled_wins_of_the_own_federation_go_and_every_title_holder_stays():
    # 11 games, 7 from ENG: two ENG wins must go (1.44a, and 1.45b: 3 GMs are enough only for 9 games). Two untitled
    # ENG wins can go, so no title-holder has to: the 5 title-holders left are the 5 that 1.45a asks of 9 games.
    games = record([("1", 1850, "", "ENG"), ("1", 1800, "", "ENG")] + FIVE_HOLDERS_FIVE_FROM_ENG)
    verdict = evaluate_norm(tournament(rounds=11, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.score, verdict.performance) == (True, 9, 6, 2616)
    assert chosen(verdict) == [(1, "1.42e: won game ignored"), (2, "1.42e: won game ignored")]
    assert check(verdict, "1.45a") == "5 title-holders (GM, IM, WGM, WIM, FM, WFM), 5 needed (half of 9, rounded up)"
    assert check(verdict, "1.44a") == "5 of 9 opponents from ENG, at most 5; most from one federation: 5 from ENG, at most 6"


def test_1_4_1f_1_4_3b_2024_a_national_team_championship_waives_the_federation_rules_for_its_own_players():
    # 2024: the lowest win (1850, GER) goes although 7 of the 10 opponents left are from ENG, the player's and the
    # host's federation.
    games = record([("1", 1850, "", "GER"), ("1", 1900, "", "ENG")] + SIX_FROM_ENG)
    event = tournament(
        rounds=11, start=IN_2024_EDITION, system=TournamentSystem.TEAM, flags={EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}
    )
    verdict = evaluate_norm(event, player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (True, 10, 2462, 2611)
    assert chosen(verdict) == [(1, "1.4.1f: won game ignored")]
    assert check(verdict, "1.4.3b").startswith("federation rules waived (national team championship)")


def test_1_42e_1_46a_the_win_left_out_is_the_unrated_one_over_the_maximum():
    # 10 games with 3 unrated opponents, 1.46a allows 2 (20 % of 11). Two of them are GMs, rated 2300 by title
    # (1.46e), and with the 2700 GM beaten they are the 5 title-holders 9 games need (1.45a): only the win against
    # the untitled unrated opponent can go, and 4½ of the 9 left against 2600 give Rp 2600.
    games = record(
        [
            ("1", None, "", "GER"),
            ("½", None, "GM", "FRA"),
            ("½", None, "GM", "NED"),
            ("1", 2700, "GM", "GER"),
            ("½", 2690, "GM", "ESP"),
            ("½", 2680, "IM", "ENG"),
            ("½", 2690, "", "ENG"),
            ("½", 2690, "", "ESP"),
            ("½", 2680, "", "ENG"),
            ("0", 2670, "", "GER"),
        ]
    )
    verdict = evaluate_norm(tournament(rounds=10, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (True, 9, 2600, 2600)
    assert chosen(verdict) == [(1, "1.42e: won game ignored")]
    assert check(verdict, "1.46a") == "2 unrated opponents, at most 2 (20 % of 9 + 1); 7 rated, 7 needed"
    assert check(verdict, "1.45a") == "5 title-holders (GM, IM, WGM, WIM, FM, WFM), 5 needed (half of 9, rounded up)"


def test_1_42e_1_46a_the_only_win_left_out_is_against_an_unrated_opponent():
    # 13 games, 3 of them against unrated opponents: 1.46a allows 2 of 12 or 13 (20 % + 1, with 10 rated for 12,
    # 11 for 13). The only win is against an unrated player, so leaving it out is the one way to the norm: 6/12
    # against 2333 (the two unrated WIMs counted as 2000, 1.46e) gives Rp 2333, 2250 needed (1.48).
    unrated_win = [("1", None, "", "ITA")]
    draws = [("½", 2400, "GM", fed) for fed in ("GER", "NED", "ESP", "NED", "ITA", "GER", "FRA", "ESP", "GER", "NED")]
    rows = unrated_win + draws[:1] + [("½", None, "WIM", "FRA")] + draws[1:3] + [("½", None, "WIM", "FRA")] + draws[3:]
    event = tournament(rounds=13, system=TournamentSystem.SWISS)
    verdict = evaluate_norm(event, player(sex="F", rating=2200), record(rows), "WIM")
    assert (verdict.achieved, verdict.games, verdict.score, verdict.average_rating) == (True, 12, 6, 2333)
    assert chosen(verdict) == [(1, "1.42e: won game ignored")]
    assert check(verdict, "1.46a") == "2 unrated opponents, at most 2 (20 % of 12 + 1); 10 rated, 10 needed"
