"""Turns a stored upload and the national records into the plain facts the rules of seed 004 read."""

from collections.abc import Mapping, Sequence
from datetime import date
from decimal import Decimal
from fractions import Fraction

from tournaments.models import Entry, Pairing, Tournament

from .models import TournamentNationalFacts
from .rules import EventFacts, EventFormat, Game, JudgeCategory, Participant, PlayerRecord, Standing, TimeControl

FORMATS = {
    Tournament.System.ROUND_ROBIN: EventFormat.ROUND_ROBIN,
    Tournament.System.DOUBLE_ROUND_ROBIN: EventFormat.ROUND_ROBIN,
    Tournament.System.SWISS: EventFormat.SWISS,
    Tournament.System.TEAM: EventFormat.TEAM,
}
# A player whose last round played was one of these had left the event (Cond. 14).
LEFT_THE_EVENT = frozenset({Pairing.Kind.ABSENT, Pairing.Kind.FORFEIT_LOSS, Pairing.Kind.BYE_ZERO})


def event_format(tournament: Tournament, facts: TournamentNationalFacts) -> EventFormat:
    return EventFormat.TEAM if facts.team_event else FORMATS[tournament.system]


def event_facts(
    *,
    tournament: Tournament,
    facts: TournamentNationalFacts,
    entries: Sequence[Entry],
    standings: Mapping[int, Standing],
    rounds_played: int,
    last_round_kinds: Mapping[int, str],
    master_coefficient: Decimal,
    home_federation: str,
) -> EventFacts:
    """``last_round_kinds``: the kind of each entry's pairing (by entry id) in the last round played."""
    return EventFacts(
        start_date=tournament.start_date,
        end_date=max(tournament.end_date, tournament.start_date),
        format=event_format(tournament, facts),
        participants=tuple(
            participant(entry, standings[entry.player_id], rounds_played, last_round_kinds.get(entry.pk))
            for entry in entries
        ),
        rounds=tournament.rounds_scheduled,
        time_control=TimeControl(facts.time_control) if facts.time_control else None,
        judges=facts.judges,
        highest_judge=JudgeCategory(facts.highest_judge_category) if facts.highest_judge_category else None,
        international=facts.international_event,
        womens_event=facts.womens_event,
        clocks_and_scoresheets=facts.clocks_and_scoresheets,
        master_norm_points=Fraction(facts.master_norm_points) if facts.master_norm_points is not None else None,
        declared_games_per_day=facts.games_per_day,
        master_coefficient=master_coefficient,
        home_federation=home_federation,
    )


def participant(entry: Entry, standing: Standing, rounds_played: int, last_round_kind: str | None) -> Participant:
    return Participant(
        id=entry.start_number,
        standing=standing,
        sex=entry.sex or entry.player.sex,
        federation=entry.federation_code,
        fide_title=entry.title,
        fide_rating=entry.rating,
        birth_date=entry.player.birth_date,
        birth_year=entry.player.birth_year,
        withdrew=rounds_played > 0 and (last_round_kind is None or last_round_kind in LEFT_THE_EVENT),
    )


def player_records(
    *, entries: Sequence[Entry], round_dates: Mapping[int, date], simultaneous: Mapping[int, tuple[str, ...]]
) -> list[PlayerRecord]:
    return [
        PlayerRecord(
            participant_id=entry.start_number,
            games=tuple(_game(pairing, round_dates) for pairing in entry.pairings.all()),
            simultaneous_events=simultaneous.get(entry.player_id, ()),
        )
        for entry in entries
    ]


def _game(pairing: Pairing, round_dates: Mapping[int, date]) -> Game:
    return Game(
        round=pairing.round_number,
        opponent_id=pairing.opponent.start_number if pairing.opponent_id else None,
        result=Fraction(pairing.points),
        # Forfeits, byes and games of W/D/L (played but not rated) are not games over the board.
        played=pairing.kind == Pairing.Kind.PLAYED,
        day=round_dates.get(pairing.round_number),
    )
