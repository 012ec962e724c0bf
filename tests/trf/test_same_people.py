"""Two entries of one person: the same FIDE ID, or the same name and full birth date (issue 29). The parser warns
with the later entry's line; `same_people` maps every entry onto the person's first one."""

from datetime import date

from trf import TrfPlayer, TrfTournament, make_game, parse_trf, render_trf
from trf.consistency import check_same_people, same_people

BORN = date(1990, 5, 17)


def entry(number: int, name: str = "", fide_id: int | None = None, born: date | None = None) -> TrfPlayer:
    return TrfPlayer(start_number=number, name=name or f"Player, {number}", fide_id=fide_id, birth_date=born,
                     line=number + 1)


def test_the_same_fide_id_is_one_person_whatever_the_names():
    players = [entry(1, fide_id=7), entry(2), entry(3, "Other, Name", fide_id=7)]
    assert same_people(players) == {1: 1, 2: 2, 3: 1}


def test_the_same_name_and_birth_date_is_one_person_case_commas_and_spaces_aside():
    players = [entry(1, "Smith, John", born=BORN), entry(2, "smith  john", born=BORN), entry(3, "Smith, John")]
    assert same_people(players) == {1: 1, 2: 1, 3: 3}


def test_a_name_with_another_birth_date_or_none_is_another_person():
    players = [entry(1, "Smith, John", born=BORN), entry(2, "Smith, John", born=date(1991, 5, 17)),
               entry(3, "Smith, John")]
    assert same_people(players) == {1: 1, 2: 2, 3: 3}


def test_entries_joined_through_a_third_are_one_person_with_the_lowest_number():
    players = [entry(1, "Smith, John", born=BORN), entry(2, fide_id=7), entry(3, "Smith, John", fide_id=7, born=BORN)]
    assert same_people(players) == {1: 1, 2: 1, 3: 1}
    warnings: list[str] = []
    check_same_people(players, warnings)
    assert warnings == [
        "line 3: player 2 is (through another entry) the same person as player 1: counted as one person",
        "line 4: player 3 has the name and birth date of player 1: counted as one person",
    ]


def test_an_entry_joined_through_a_third_is_not_said_to_share_its_own_name_and_birth_date():
    """Player 2 (Brown, with a birth date of his own) is player 1 only through player 3's FIDE ID and name."""
    players = [entry(1, "Smith, John", born=BORN), entry(2, "Brown, Ann", fide_id=7, born=date(1985, 1, 2)),
               entry(3, "Smith, John", fide_id=7, born=BORN)]
    warnings: list[str] = []
    check_same_people(players, warnings)
    assert warnings[0] == "line 3: player 2 is (through another entry) the same person as player 1: counted as one person"


def test_the_parser_warns_at_the_later_entry():
    players = (
        TrfPlayer(start_number=1, name="Smith, John", fide_id=1234567, games=(make_game(1, 2, "w", "1"),)),
        TrfPlayer(start_number=2, name="Brown, Bob", fide_id=7654321, games=(make_game(1, 1, "b", "0"),)),
        TrfPlayer(start_number=3, name="Smith, J.", fide_id=1234567, games=(make_game(1, None, None, "-"),)),
    )
    document = parse_trf(render_trf(TrfTournament(players=players, name="Event", rounds=1)).encode())
    line = document.players[2].line
    assert [warning for warning in document.warnings if "one person" in warning] == [
        f"line {line}: player 3 has the FIDE ID 1234567 of player 1: counted as one person"
    ]
