"""The exact English of checks that the app stores for FIDE: the exemptions without a known host (1.43b/e of 2009,
1.4.3b/d of 2024), games beyond the norm (1.41c), the multi-cycle rule (1.45f), and the lists they are built of."""

import re
from decimal import Decimal
from fractions import Fraction

import pytest

from regulations import EventFlag, GameFacts, Participant, TournamentSystem, UnknownEditionError, evaluate_norm, get_edition
from regulations.exemptions import (
    national_team_championship_for_its_own_players,
    swiss_with_strong_foreign_field,
    swiss_with_strong_foreign_field_every_round,
)
from regulations.messages import either, gettext_noop, message
from regulations.rules import GamesCount, check_double_round_robin, games_count_checks
from regulations.verdict import Check, unmet_checks

from .builders import GM_NORM_9, IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION, player, record, tournament
from .test_check_wording import checks_by_rule

UNKNOWN_HOSTS = ["", "NON"]


@pytest.mark.parametrize("host", UNKNOWN_HOSTS)
def test_2024_1_4_3b_a_team_championship_without_a_known_host_cannot_exempt_anybody(host):
    event = tournament(host=host, flags={EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}, start=IN_2024_EDITION)
    qualifies, why = national_team_championship_for_its_own_players(event, player("UKR"))
    assert not qualifies
    assert str(why) == (
        "national team championship, but the host federation is not known (no record 032, or a blank or NON "
        "one): the player's federation cannot be shown to be it"
    )


@pytest.mark.parametrize("host", UNKNOWN_HOSTS)
@pytest.mark.parametrize("swiss_exemption", [swiss_with_strong_foreign_field, swiss_with_strong_foreign_field_every_round])
def test_1_43e_a_swiss_without_a_known_host_has_no_foreign_field(host, swiss_exemption):
    entrants = tuple(Participant(federation=("GER", "FRA", "ESP")[index % 3], rated=True, title="GM") for index in range(30))
    event = tournament(host=host, system=TournamentSystem.SWISS, participants=entrants)
    qualifies, why = swiss_exemption(event, player("UKR"))
    assert not qualifies
    assert str(why) == (
        "the host federation is not known (no record 032, or a blank or NON one): no entrant can be shown to be "
        "foreign"
    )


@pytest.mark.parametrize(
    "edition, rule, note",
    [
        ("2009", "1.41c", ""),
        ("2014", "1.41d", ""),
        ("2024", "1.4.1d", " [2024, paraphrase: each full point above the norm requirement counts as one extra game]"),
    ],
)
def test_1_41c_each_full_point_above_the_norm_counts_as_one_more_game(edition, rule, note):
    """000 §1.41c: "Where a player exceeds the norm requirements by one or more full points, then the length of
    the tournament is considered to be extended by that number of games"."""
    count = GamesCount(total=11, games=9, required=Fraction(13, 2), extra=2)
    checks = games_count_checks(count, get_edition(edition))
    assert [(check.rule, check.ok, check.detail) for check in checks] == [
        (rule, True, "2 full point(s) above the 6½ the norm needed: counts as 2 more game(s)" + note),
    ]
    # Both forms are kept for the languages whose form the number chooses.
    text = "%(extra)s full point(s) above the %(required)s the norm needed: counts as %(extra)s more game(s)%(note)s"
    stored = checks[0].message.as_dict()
    assert (stored["message"], stored["plural"], stored["number"]) == (text, text, "extra")


@pytest.mark.parametrize("players, ok", [(5, False), (6, True)])
def test_1_45f_a_multi_cycle_event_names_its_players_and_how_opponents_are_counted(players, ok):
    check = check_double_round_robin(players, get_edition("2009"))
    assert (check.rule, check.ok, check.detail) == (
        "1.45f",
        ok,
        f"{players} players, 6 needed; opponents counted once each",
    )
    text = "%(players)s players, %(needed)s needed; opponents counted once each%(note)s"
    stored = check.message.as_dict()
    assert (stored["message"], stored["plural"], stored["number"]) == (text, text, "players")


def test_alternatives_are_joined_as_english_writes_them():
    assert str(either(["IA"])) == "IA"
    assert str(either(["IA", "FA"])) == "IA or FA"
    assert str(either(["IA", "FA", "IO"])) == "IA or FA or IO"


def test_an_unknown_edition_is_refused_with_the_known_ones():
    with pytest.raises(UnknownEditionError, match=r"^no edition '1999'; known: 1990, 2001, 2009, 2014, 2024$"):
        get_edition("1999")


def test_the_list_of_unmet_checks_keeps_each_checks_message_to_translate():
    unmet = unmet_checks(
        [
            Check("1.41a", False, message(gettext_noop("%(games)s games, %(needed)s needed"), games=8, needed=9)),
            Check("1.46a", True, "met"),
            Check("1.44a", False, "plain text"),
        ]
    )
    assert str(unmet) == "1.41a: 8 games, 9 needed; 1.44a: plain text"
    first, second = (item.as_dict() for item in unmet.items)
    assert first["params"]["detail"] == {"message": "%(games)s games, %(needed)s needed", "params": {"games": 8, "needed": 9}}
    assert second["params"]["detail"] == "plain text"


FEDERATIONS = "%(count)s federations other than the player's (%(found)s), %(needed)s needed"
FID_COUNTED_AS_NONE = "; %(federationless)s %(codes)s opponent(s) count as no federation (%(rule)s)"


@pytest.mark.parametrize(
    "start, rule", [(IN_2009_EDITION, "1.43"), (IN_2014_EDITION, "1.43"), (IN_2024_EDITION, "1.4.3")]
)
def test_1_43_the_other_federations_are_named_with_how_many_are_needed(start, rule):
    check = checks_by_rule(evaluate_norm(tournament(start=start), player(), record(GM_NORM_9), "GM"))[rule]
    assert (check.ok, check.detail) == (True, "4 federations other than the player's (ESP, FRA, GER, NED), 2 needed")
    stored = check.message.as_dict()
    assert (stored["message"], stored["plural"], stored["number"]) == (FEDERATIONS, FEDERATIONS, "count")


def test_2024_1_4_2a_fid_opponents_are_named_as_counting_for_no_federation():
    """2024 §1.4.2a: players under the FIDE flag count for games, titles and ratings, but as no federation."""
    rows = [(result, rating, title, "FID" if index in (2, 3) else federation)
            for index, (result, rating, title, federation) in enumerate(GM_NORM_9)]
    check = checks_by_rule(evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(rows), "GM"))["1.4.3"]
    assert (check.ok, check.detail) == (
        True,
        "3 federations other than the player's (ESP, FRA, GER), 2 needed; 2 FID opponent(s) count as no federation "
        "(1.4.2a)",
    )
    stored = check.message.as_dict()
    assert (stored["message"], stored["plural"]) == (FEDERATIONS + FID_COUNTED_AS_NONE, FEDERATIONS + FID_COUNTED_AS_NONE)


@pytest.mark.parametrize(
    "start, rule, note",
    [
        (IN_2009_EDITION, "1.46c", ""),
        (IN_2014_EDITION, "1.46b-c", " [2014: the text lists only the IM and WIM floors; the GM floor 2200 is the 2009 one]"),
        (IN_2024_EDITION, "1.4.6b-c", ""),
    ],
)
def test_1_46c_a_field_without_anybody_below_the_floor_says_so_with_the_floor(start, rule, note):
    check = checks_by_rule(evaluate_norm(tournament(start=start), player(), record(GM_NORM_9), "GM"))[rule]
    assert (check.ok, check.detail) == (True, "no opponent below the GM floor of 2200" + note)
    assert check.message.params["floor"] == 2200 and check.message.params["title"] == "GM"


def test_a_game_keeps_its_result_as_a_fraction_whatever_it_was_given_as():
    for given in (1, Decimal("0.5"), "1/2", Fraction(0)):
        result = GameFacts(round=1, result=given).result
        assert type(result) is Fraction and result == Fraction(given)


@pytest.mark.parametrize(
    "facts, error",
    [
        ({"result": Fraction(1, 4)}, "round 3: result must be 0, 1/2 or 1, not 1/4"),
        ({"opponent_title": "NM"}, "round 3: unknown opponent title 'NM'"),
        ({"opponent_rating": -1}, "round 3: negative rating -1"),
    ],
)
def test_a_game_the_regulations_cannot_have_is_refused_with_its_round(facts, error):
    with pytest.raises(ValueError, match=f"^{re.escape(error)}$"):
        GameFacts(round=3, **facts)
