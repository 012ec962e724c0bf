"""1990 §8.8w: "Para aplicaciones de títulos femeninos, los torneos por sistema suizo estarán exentos de los
requisitos de las secciones 8.5, 8.6 y 8.7 siempre que haya en el torneo al menos 20 jugadores extranjeros
clasificados por la FIDE, de al menos tres federaciones diferentes, 10 de los cuales deberán tener títulos FIDE
(o tener clasificación igual o superior a 2300)." The entrants carry their ratings into the facts."""

from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction

from regulations import Participant, TournamentSystem, evaluate_norm
from regulations.editions.edition_1990 import Category, CategoryTable, with_category_table
from titles.trf_inputs import participants
from trf import TrfPlayer, TrfTournament

from .builders import GM_NORM_9, player, record, tournament

START = date(1995, 3, 1)
# A WGM result needs the §11 table, which the text lacks: one category, as a federation would enter it.
WITH_TABLE = with_category_table(CategoryTable((Category(10, 2476, 2500, {"WGM": Fraction(50)}),)))
# Every opponent from ENG, the host and the candidate's federation: 8.5 and 8.6 fail unless waived.
ALL_FROM_ENG = [(result, rating, title, "ENG") for result, rating, title, _federation in GM_NORM_9]
WOMAN = player(sex="F")


def _foreign(count, title="", rating=None, federations=("FRA", "GER", "NED")):
    return tuple(
        Participant(federations[index % len(federations)], rated=True, title=title, rating=rating)
        for index in range(count)
    )


def _swiss(field):
    dates = tuple(START + timedelta(days=day) for day in range(9))
    return tournament(system=TournamentSystem.SWISS, start=START, round_dates=dates, participants=field)


def _judged(field, title="WGM", candidate=WOMAN):
    return evaluate_norm(_swiss(field), candidate, record(ALL_FROM_ENG), title, WITH_TABLE)


def _check(verdict, rule):
    return [(check.ok, check.detail) for check in verdict.checks if check.rule == rule]


def test_8_8w_an_untitled_foreigner_rated_2300_counts_with_the_titled():
    # 9 WFMs and one untitled player rated 2300, among 20 foreign rated players: 10, the number 8.8w asks.
    verdict = _judged(_foreign(9, "WFM", 2250) + _foreign(1, rating=2300) + _foreign(10, rating=2200))
    assert verdict.achieved and verdict.exemption_used == "8.8w"
    assert _check(verdict, "8.8w") == [
        (
            True,
            "8.5–8.7 waived (20 foreign FIDE-rated players (20 needed) from 3 federations (3 needed), 10 of them with a "
            "FIDE title or rated 2300 or more (10 needed)); not met otherwise: 8.5: 0 opponents not of ENG, 4 (a "
            "third of 10 players) needed; 8.6: 1 federations among the players (ENG), 3 needed",
        )
    ]


def test_8_8w_rated_2299_is_one_short():
    verdict = _judged(_foreign(9, "WFM", 2250) + _foreign(1, rating=2299) + _foreign(10, rating=2200))
    assert not verdict.achieved and verdict.exemption_used is None
    assert (
        False,
        "not exempt: 20 foreign FIDE-rated players (20 needed) from 3 federations (3 needed), 9 of them with a FIDE "
        "title or rated 2300 or more (10 needed)",
    ) in _check(verdict, "8.8w")


def test_8_8w_host_players_and_unrated_entrants_do_not_count_however_strong():
    host = tuple(Participant("ENG", rated=True, rating=2500) for _ in range(5))
    unrated = tuple(Participant("ITA", rated=False, title="WIM") for _ in range(5))
    verdict = _judged(_foreign(9, "WFM", 2250) + _foreign(11, rating=2200) + host + unrated)
    assert not verdict.achieved
    assert "20 foreign FIDE-rated players (20 needed) from 3 federations (3 needed), 9 of them" in (
        _check(verdict, "8.8w")[-1][1]
    )


def test_8_8_a_rating_of_2300_is_no_gm_or_im_for_men_s_titles():
    verdict = evaluate_norm(_swiss(_foreign(20, rating=2600)), player(), record(ALL_FROM_ENG), "GM")
    assert not verdict.achieved and verdict.exemption_used is None
    assert "0 of them GM or IM (10 needed)" in _check(verdict, "8.8")[-1][1]


def test_the_entrants_of_a_trf_file_carry_their_ratings():
    document = TrfTournament(
        rounds=0,
        federation="ESP",
        players=(
            TrfPlayer(start_number=1, name="A", federation="GER", rating=2310, title="", points=Decimal(0), games=()),
            TrfPlayer(start_number=2, name="B", federation="FRA", rating=None, title="", points=Decimal(0), games=()),
        ),
    )
    assert [(entrant.rated, entrant.rating) for entrant in participants(document)] == [(True, 2310), (False, None)]
