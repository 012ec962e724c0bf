"""The event's shape and who took part come from the file, checked (issue 29).

System: records 092 (and the team section, 013/310) say what the event is, the pairings confirm it. A round robin
whose withdrawn player's later games are blank is still a round robin; a team event is never a Swiss for the
Swiss exemption; where the record and the pairings disagree the verdict says so. Competitors: an entrant who
never played a game is neither one of "the competitors" of the Swiss exemption nor one of the "six players" of
1.45f. One person: two entries with the same FIDE ID (or name and birth date) are one opponent for every count.

Every case is judged through the pure engine and through a TRF file written out and read back."""

import dataclasses
from datetime import date

import pytest

from regulations import Participant, TournamentFacts, TournamentSystem, evaluate_norm
from regulations.facts import ForeignField
from regulations.messages import gettext_noop, message
from titles import trf_inputs
from trf import parse_trf, render_trf

from .builders import GM_NORM_9, field, player, record, tournament
from .constructed_trf import Entrant, build, check, cycles, parse, verdicts, withdrawing
from .test_event_shape_properties import split

# The judging edition follows the start date; the Swiss exemption's rule number and the 1.45f rule's in each.
STARTS = {
    "1990": date(1998, 3, 1),
    "2001": date(2005, 3, 1),
    "2009": date(2012, 3, 1),
    "2014": date(2016, 3, 1),
    "2024": date(2025, 3, 1),
}
# 2014's 001 lost 1.43e and 1.45f in translation; 2024 keeps them, so 2014 applies them as a general principle
# (decisions.md item 115).
LOST_IN_2014 = "general principle; decisions.md item 115"
SWISS_RULE = {"1990": "8.8", "2001": "2.2", "2009": "1.43e", "2014": LOST_IN_2014, "2024": "1.4.3d"}
DOUBLE_ROUND_ROBIN_RULE = {"2009": "1.45f", "2014": LOST_IN_2014, "2024": "1.4.5"}
FEDERATIONS_RULE = {"2001": "2.2", "2009": "1.43", "2014": "1.43", "2024": "1.4.3"}
ZERO_SCORER_RULE = {"2009": "1.42d", "2014": "1.42c", "2024": "1.4.2b"}


def with_header(text: str, *lines: str) -> str:
    first, rest = text.split("\n", 1)
    return "\n".join([first, *lines, rest])


def judged(text: str, edition: str, number: int = 1):
    """The verdicts of one entrant as `evaluate_norms` gives them, the event moved into the edition's period."""
    document = parse(text)
    start = STARTS[edition]
    return verdicts(document, number, start_date=start, end_date=start.replace(day=9))


# --- System ------------------------------------------------------------------------------------------------

TEN = tuple(
    Entrant(f"Player, {number}", fed, rating, title)
    for number, (fed, rating, title) in enumerate(
        [("ENG", 2450, "IM"), ("GER", 2600, "GM"), ("FRA", 2600, "GM"), ("NED", 2600, "GM"), ("ITA", 2500, "IM"),
         ("USA", 2500, "IM"), ("POL", 2500, "IM"), ("HUN", 2500, "IM"), ("CZE", 2500, "IM"), ("AUT", None, "")],
        1,
    )
)


def _one_beats_all_and_ten_loses_all(white: int, black: int, round: int) -> str:
    if 1 in (white, black):
        return "1" if white == 1 else "0"
    if 10 in (white, black):
        return "0" if white == 10 else "1"
    return "="


def test_2024_1_4_1e_a_round_robin_with_a_withdrawal_left_blank_is_still_a_round_robin():
    """2024 §1.4.1e: "For tournaments with predetermined pairings ... all scheduled rounds"; 2014 §1.42e(C): a
    round robin stays one when a player withdraws. The withdrawn player's later games are blank, not every pair
    met: the pairings are still a round robin's."""
    document = parse(build(TEN, cycles(10, 1), withdrawing(10, 4)))
    assert not all(game.opponent for game in document.players[9].games)
    assert trf_inputs.infer_system(document) is TournamentSystem.ROUND_ROBIN
    assert trf_inputs.system_reading(document) == trf_inputs.SystemReading(TournamentSystem.ROUND_ROBIN)


@pytest.mark.parametrize("edition", ZERO_SCORER_RULE)
def test_1_42d_the_unrated_zero_scorer_of_a_round_robin_with_a_withdrawal_is_left_out(edition):
    """2009 §1.42d: "In a round robin tournament ... games against unrated opponents who score zero against rated
    opponents shall be disregarded." Player 10 (unrated) lost every game, then withdrew after round 4."""
    text = build(TEN, cycles(10, 1), withdrawing(10, 4, _one_beats_all_and_ten_loses_all))
    round_against_ten = next(game.round for game in parse(text).players[0].games if game.opponent == 10)
    gm = judged(text, edition)["GM"]
    dropped = {item.round: item.reason for item in gm.dropped_rounds}
    assert dropped[round_against_ten].startswith(f"{ZERO_SCORER_RULE[edition]}: unrated opponent scored 0")


# 1.43e (2009): "Swiss System tournaments in which participants include at least 20 FIDE rated players, not from
# the host federation, from at least 3 federations, at least 10 of whom hold GM, IM, WGM or WIM titles."
def swiss_of_home_players(*, guests_playing: int = 20, guests_absent: int = 0) -> str:
    """Player 1 (ESP, the host) meets nine Spanish GMs; the foreign IMs from three federations play each other,
    and ``guests_absent`` more foreign IMs are entered but never play."""
    entrants = [Entrant("Player, One", "ESP", 2500, "IM")]
    entrants += [Entrant(f"Home, Gm {index}", "ESP", 2600, "GM") for index in range(9)]
    guests = guests_playing + guests_absent
    entrants += [Entrant(f"Guest, {index}", ("GER", "FRA", "NED")[index % 3], 2450, "IM") for index in range(guests)]
    schedule = [
        [(1, round + 2), *[(11 + 2 * pair, 12 + 2 * pair) for pair in range(guests_playing // 2)]]
        for round in range(9)
    ]
    absent = frozenset(range(11 + guests_playing, 11 + guests))

    def result(white: int, black: int, round: int) -> str:
        return "1" if white == 1 else "="

    result.withdrawn = absent
    return build(entrants, schedule, result, federation="ESP")


@pytest.mark.parametrize("edition", ["2001", "2009", "2014"])
def test_the_strong_swiss_uses_its_exemption(edition):
    gm = judged(swiss_of_home_players(), edition)["GM"]
    assert gm.achieved and gm.exemption_used == SWISS_RULE[edition]


TEAMS = (
    "013 Spain                            " + "".join(f"{number:>5}" for number in range(1, 11)),
    "013 Guests                           " + "".join(f"{number:>5}" for number in range(11, 31)),
)


@pytest.mark.parametrize("edition", ["2001", "2009", "2014"])
@pytest.mark.parametrize("header", [TEAMS, ("092 Team Swiss",), ("092 Team Round Robin",)])
def test_a_team_event_is_never_a_swiss_for_the_swiss_exemption(edition, header):
    """1.43e and 2001 §2.2 exempt "Swiss System tournaments"; a team Swiss or team round robin is a team event
    (1.43b is its exemption). The same games in a file with a team section, or whose 092 names a team event,
    make no norm: the federation rule stands."""
    text = with_header(swiss_of_home_players(), *header)
    assert trf_inputs.system_reading(parse(text)) == trf_inputs.SystemReading(TournamentSystem.TEAM)
    gm = judged(text, edition)["GM"]
    assert not gm.achieved and gm.exemption_used is None
    # Not a Swiss at all: the exemption is not weighed, and the federation rules fail.
    assert not any("rated players not from" in item.detail for item in gm.checks)
    assert any(item.rule.startswith(FEDERATIONS_RULE[edition]) and not item.ok for item in gm.checks)


@pytest.mark.parametrize("edition", ["2009", "2014", "2024"])
def test_a_file_whose_092_says_swiss_over_round_robin_pairings_says_so_and_makes_no_norm(edition):
    """The record says Swiss, the pairings are a complete round robin's: the verdict names both, judges the event
    as the round robin (the stricter: no Swiss exemption, 1.42d/1.4.1f apply) and confirms no norm."""
    text = with_header(build(TEN[:9] + (Entrant("Player, 10", "AUT", 2500, "IM"),), cycles(10, 1),
                             _one_beats_all_and_ten_loses_all), "092 Individual: Swiss-System")
    reading = trf_inputs.system_reading(parse(text))
    assert reading.system is TournamentSystem.ROUND_ROBIN
    assert str(reading.disputed) == (
        "the sources disagree (the file's records 092/013/310: Swiss; the pairings: round robin)"
    )
    gm = judged(text, edition)["GM"]
    assert not gm.achieved
    disputed = next(item for item in gm.checks if "the system is in doubt" in item.detail)
    assert disputed.ok is False and disputed.rule.startswith(SWISS_RULE[edition])
    assert disputed.detail.endswith("judged as a round robin event until it is settled")
    # Without the contradicting record the same games make the norm.
    assert judged(text.replace("092 Individual: Swiss-System\n", ""), edition)["GM"].achieved


@pytest.mark.parametrize(
    ("record", "system"),
    [
        ("Individual: Swiss-System Dutch (JaVaFo)", TournamentSystem.SWISS),
        ("Individual: Round-Robin", TournamentSystem.ROUND_ROBIN),
        ("Berger", TournamentSystem.ROUND_ROBIN),
        ("Double Round Robin", TournamentSystem.DOUBLE_ROUND_ROBIN),
        ("Team Swiss", TournamentSystem.TEAM),
        ("Team League", TournamentSystem.TEAM),
        ("Knock-out", TournamentSystem.KNOCKOUT),
        ("Individual: Standard", None),
        ("", None),
    ],
)
def test_record_092_names_the_system(record, system):
    document = dataclasses.replace(parse(build(TEN, cycles(10, 1))), tournament_type=record)
    assert trf_inputs.declared_system(document) is system


def test_the_registered_system_is_confirmed_by_the_pairings():
    """The stored tournament's path: the registration is the record; the pairings confirm or dispute it."""
    document = parse(build(TEN, cycles(10, 1), withdrawing(10, 4)))
    agreed = trf_inputs.system_reading(document, registered=TournamentSystem.ROUND_ROBIN)
    assert agreed == trf_inputs.SystemReading(TournamentSystem.ROUND_ROBIN)
    swiss = trf_inputs.system_reading(document, registered=TournamentSystem.SWISS)
    assert swiss.system is TournamentSystem.ROUND_ROBIN
    assert str(swiss.disputed) == "the sources disagree (the registration: Swiss; the pairings: round robin)"
    # A team registration is a team event whatever the board pairings look like.
    assert trf_inputs.system_reading(document, registered=TournamentSystem.TEAM).system is TournamentSystem.TEAM


def test_a_swiss_is_not_taken_for_a_round_robin():
    """Thirty players in nine rounds cannot be a round robin (29 rounds a cycle)."""
    document = parse(swiss_of_home_players())
    assert trf_inputs.system_reading(document) == trf_inputs.SystemReading(TournamentSystem.SWISS)


# --- Who is a competitor --------------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", ["2001", "2009", "2014", "2024"])
def test_entrants_who_never_played_are_not_competitors_of_the_swiss_exemption(edition):
    """1.43e "participants include at least 20 FIDE rated players, not from the host federation"; 2001 §2.2 and
    2024 §1.4.3d alike: eighteen foreign IMs played, two more were entered and never came. Eighteen count."""
    text = swiss_of_home_players(guests_playing=18, guests_absent=2)
    gm = judged(text, edition)["GM"]
    assert not gm.achieved and gm.exemption_used is None
    exemption = next(item for item in gm.checks if "rated players not from" in item.detail)
    assert exemption.rule == SWISS_RULE[edition] and not exemption.ok
    assert "18 rated players not from ESP" in exemption.detail


def test_1990_8_8_counts_only_foreign_players_who_played():
    """1990 §8.8: "at least 20 foreign FIDE-rated players" of a Swiss; the two who never came are not among them."""
    playing = judged(swiss_of_home_players(), "1990")["GM"]
    assert playing.exemption_used == "8.8"
    assert "(20 foreign FIDE-rated players" in check(playing, "8.8").detail
    absent = judged(swiss_of_home_players(guests_playing=18, guests_absent=2), "1990")["GM"]
    assert absent.exemption_used is None
    assert "18 foreign FIDE-rated players" in check(absent, "8.8").detail


FIVE_AND_A_NO_SHOW = (
    Entrant("Player, One", "ENG", 2480, "IM"),
    Entrant("Gm, Anna", "GER", 2650, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2650, "GM"),
    Entrant("Gm, Carl", "NED", 2650, "GM"),
    Entrant("Gm, Dora", "USA", 2650, "GM", sex="w"),
    Entrant("Never, Came", "ITA", 2650, "GM"),
)


@pytest.mark.parametrize("edition", DOUBLE_ROUND_ROBIN_RULE)
def test_1_45f_a_no_show_is_not_one_of_the_six_players(edition):
    """1.45f: "Double round-robin tournaments need a minimum of six players." Five played two cycles; the sixth
    entrant never played a game."""
    text = build(FIVE_AND_A_NO_SHOW, cycles(5, 2), withdrawing(6, 0))
    document = parse(text)
    assert len(document.players) == 6
    assert trf_inputs.infer_system(document) is TournamentSystem.DOUBLE_ROUND_ROBIN
    for verdict in judged(text, edition).values():
        assert not verdict.achieved
        assert check(verdict, DOUBLE_ROUND_ROBIN_RULE[edition]).detail.startswith("5 players, 6 needed")


def _field(*, absent: int) -> TournamentFacts:
    guests = [Participant(("GER", "FRA", "NED")[index % 3], rated=True, title="IM") for index in range(20)]
    no_shows = [Participant("ITA", rated=True, title="GM", played=False) for _ in range(absent)]
    return TournamentFacts(
        start_date=date(2012, 3, 1), end_date=date(2012, 3, 9), system=TournamentSystem.SWISS, rounds_scheduled=9,
        host_federation="ESP", participants=(*guests[: 20 - absent], *no_shows),
    )


def test_the_engine_counts_only_competitors_in_the_foreign_field():
    assert _field(absent=0).foreign_field == ForeignField(players=20, federations=3, holding_norm_titles=20)
    assert _field(absent=2).foreign_field == ForeignField(players=18, federations=3, holding_norm_titles=18)
    assert len(_field(absent=2).competitors) == 18 and len(_field(absent=2).participants) == 20


def test_an_entrant_with_only_byes_and_forfeits_never_played():
    document = parse(build(FIVE_AND_A_NO_SHOW, cycles(5, 2), withdrawing(6, 0)))
    assert [entrant.played for entrant in trf_inputs.participants(document)] == [True] * 5 + [False]


# --- One person, one opponent -------------------------------------------------------------------------------

NINE_OPPONENTS = (
    Entrant("Player, One", "ENG", 2480, "IM"),
    Entrant("Gm, Anna", "GER", 2650, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2650, "GM"),
    *(Entrant(f"Im, {index}", fed, 2560, "IM") for index, fed in enumerate(["NED", "ITA", "USA", "POL", "HUN", "CZE"])),
    Entrant("Gm, Anna", "GER", 2650, "GM", sex="w"),  # 10: Anna entered twice
    *(Entrant(f"Other, {index}", "ESP", 2300, "") for index in range(8)),
)


def _player_one_meets_everybody_once() -> str:
    """Player 1 meets entries 2..10 in rounds 1..9; the others pair among themselves."""
    schedule = []
    for round in range(9):
        opponent = round + 2
        rest = [number for number in range(2, 19) if number != opponent]
        schedule.append([(1, opponent), *zip(rest[::2], rest[1::2], strict=False)])
    return build(NINE_OPPONENTS, schedule, lambda white, black, round: "1" if white == 1 else "0" if black == 1 else "=")


def _with_fide_ids(text: str, ids: dict[int, int]) -> str:
    document = parse(text)
    players = tuple(
        dataclasses.replace(player, fide_id=ids.get(player.start_number, 1_000 + player.start_number))
        for player in document.players
    )
    return render_trf(dataclasses.replace(document, players=players))


@pytest.mark.parametrize("edition", ["2009", "2014", "2024"])
def test_two_entries_with_one_fide_id_are_one_gm_opponent(edition):
    """1.45b: "at least 3 GMs" among the opponents; 1.45f "An opponent's title ... shall be counted only once".
    Anna, entered twice under one FIDE ID, is one GM: with Boris two, not three."""
    text = _with_fide_ids(_player_one_meets_everybody_once(), {10: 1_002})
    gm = judged(text, edition)["GM"]
    assert not gm.achieved
    assert any(item.detail.startswith("2 GM opponents") and not item.ok for item in gm.checks)
    assert gm.totals.opponents_by_title[0] == ("GM", 2)
    # Under FIDE IDs of their own, the same games would count three GMs.
    distinct = judged(_with_fide_ids(_player_one_meets_everybody_once(), {}), edition)["GM"]
    assert distinct.totals.opponents_by_title[0] == ("GM", 3)


def test_the_parser_warns_of_one_person_entered_twice():
    text = _with_fide_ids(_player_one_meets_everybody_once(), {10: 1_002})
    document = parse_trf(text.encode())
    line = document.players[9].line
    assert f"line {line}: player 10 has the FIDE ID 1002 of player 2: counted as one person" in document.warnings


def test_the_same_name_and_birth_date_are_one_person():
    document = parse(_player_one_meets_everybody_once())
    born = date(1990, 5, 17)
    players = tuple(
        dataclasses.replace(player, birth_date=born if player.start_number in (2, 10) else None)
        for player in document.players
    )
    document = parse_trf(render_trf(dataclasses.replace(document, players=players)).encode())
    assert any("player 10 has the name and birth date of player 2" in warning for warning in document.warnings)
    games = next(item for item in trf_inputs.player_inputs(document) if item.player.id == 1).games
    assert [game.opponent_id for game in games] == [2, 3, 4, 5, 6, 7, 8, 9, 2]
    assert len(trf_inputs.participants(document)) == len(document.players) - 1


def test_one_fide_id_different_names_birth_dates_unknown_are_still_one_person():
    """The FIDE ID is the person's; without one, a name alone (no birth date) proves nothing."""
    document = parse(_player_one_meets_everybody_once())
    assert not any("one person" in warning for warning in document.warnings)
    assert len(trf_inputs.participants(document)) == len(document.players)


def test_1_42d_a_zero_scorer_is_judged_over_all_the_entries_of_the_person():
    """2009 §1.42d disregards games against unrated opponents "who score zero against rated opponents". Player 10
    (unrated) lost his first four games and drew later ones under a second entry: as one person he scored, so
    player 1's win over him in round 1 counts, as it does when he is entered once."""
    def result(white: int, black: int, round: int) -> str:
        if 10 in (white, black) and round > 4:
            return "="
        return _one_beats_all_and_ten_loses_all(white, black, round)

    once = parse(_with_fide_ids(build(TEN, cycles(10, 1), result), {}))
    twice = split(once, 10, 4)
    assert trf_inputs.system_reading(twice).system is TournamentSystem.ROUND_ROBIN
    for document in (once, twice):
        gm = verdicts(document, 1)["GM"]
        assert gm.games == 9 and gm.dropped_rounds == ()


# --- The same through the pure engine -----------------------------------------------------------------------

# GM_NORM_9 with every opponent from the player's (and the host's) federation: a norm only by an exemption.
ALL_HOME = [(result, rating, title, "ENG") for result, rating, title, _ in GM_NORM_9]


def _judged(event: TournamentFacts):
    return evaluate_norm(event, player(), record(ALL_HOME), "GM")


def test_engine_the_strong_swiss_exempts_and_the_same_team_event_does_not():
    """1.43e exempts "Swiss System tournaments" with the strong foreign field; a team event with the same field
    is not one (1.43b is its exemption)."""
    swiss = _judged(tournament(system=TournamentSystem.SWISS, host="ENG", participants=field(20, 3, 10, host="ENG")))
    assert swiss.achieved and swiss.exemption_used == "1.43e"
    team = _judged(tournament(system=TournamentSystem.TEAM, host="ENG", participants=field(20, 3, 10, host="ENG")))
    assert not team.achieved and team.exemption_used is None


def test_engine_entrants_who_never_played_do_not_make_the_field():
    entrants = field(20, 3, 10, host="ENG")
    absent = tuple(dataclasses.replace(entrant, played=False) if index < 2 else entrant
                   for index, entrant in enumerate(entrants))
    verdict = _judged(tournament(system=TournamentSystem.SWISS, host="ENG", participants=absent))
    assert not verdict.achieved
    assert "18 rated players not from ENG" in check(verdict, "1.43e").detail


def test_engine_a_disputed_system_fails_under_the_rules_that_turn_on_it():
    dispute = message(gettext_noop("the sources disagree (%(sources)s)"), sources="record: Swiss; pairings: team")
    event = tournament(system=TournamentSystem.TEAM, system_disputed=dispute)
    verdict = evaluate_norm(event, player(), record(GM_NORM_9), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.43e, 1.42d").detail == (
        "the system is in doubt: the sources disagree (record: Swiss; pairings: team); judged as a team event until it "
        "is settled"
    )
    assert evaluate_norm(dataclasses.replace(event, system_disputed=None), player(), record(GM_NORM_9), "GM").achieved
