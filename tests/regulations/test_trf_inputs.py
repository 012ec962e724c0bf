"""titles/trf_inputs.py: the entrants a parsed TRF file gives the Swiss exemption (1.4.3d in 2024), with their
ratings (1990 §8.8w counts foreign players rated 2300 or more with the titled)."""

from decimal import Decimal

from regulations import Participant
from titles.trf_inputs import participants
from trf import TrfPlayer, TrfTournament, make_game


def entrant(number, federation, games, rating=2300, title=""):
    return TrfPlayer(
        start_number=number,
        name=f"Player {number}",
        federation=federation,
        rating=rating,
        title=title,
        points=Decimal(0),
        games=tuple(
            make_game(round, opponent, "w" if opponent else None, code)
            for round, (opponent, code) in enumerate(games, 1)
        ),
    )


# Three rounds paired of four scheduled; round 4 holds a bye entered in advance.
DOCUMENT = TrfTournament(
    rounds=4,
    federation="ESP",
    players=(
        entrant(1, "GER", [(2, "1"), (3, "="), (None, "U"), (None, "H")], title="IM"),
        entrant(2, "FRA", [(1, "0"), (None, " "), (4, "-")]),
        entrant(3, "NED", [(None, "H"), (1, "="), (None, "Z")]),
        entrant(4, "FID", [(None, "F"), (None, "U"), (2, "+")], rating=None),
    ),
)


def test_2024_1_4_3d_rounds_missed_count_absences_requested_byes_and_forfeit_losses_not_pairing_byes():
    # Each entrant carries his rating at the start too (1990 §9.1 averages the whole field).
    assert participants(DOCUMENT) == (
        # A pairing-allocated bye is not missed, nor is a bye entered for a round not yet paired.
        Participant("GER", rated=True, title="IM", rounds_missed=0, rating=2300),
        # Absent in round 2, lost by forfeit in round 3.
        Participant("FRA", rated=True, rounds_missed=2, rating=2300),
        # Half-point and zero-point byes are requested.
        Participant("NED", rated=True, rounds_missed=2, rating=2300),
        # A full-point bye is requested; a forfeit win is not missed. Never at the board: no competitor (1.43e
        # "the competitors include"), though an entrant whose missed rounds are counted.
        Participant("FID", rated=False, rounds_missed=1, rating=None, played=False),
    )
