"""Turns a parsed TRF file into the plain facts the regulations engine reads. No Django here.

One mapping serves the upload task and the `evaluate_norms` command, so that both judge a file alike.
"""

from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction

from regulations import GameFacts, GameKind, Participant, PlayerFacts, TournamentFacts, TournamentSystem, event_dates
from regulations.messages import Listing, Message, gettext_noop, message
from trf import GameKind as TrfKind
from trf import TrfPlayer, TrfTournament
from trf.consistency import same_people
from trf.values import normalise_federation

# W, D and L mark games that were played but not rated: not results a norm may use (1.42c).
GAME_KINDS = {
    TrfKind.PLAYED: GameKind.PLAYED,
    TrfKind.UNRATED_PLAYED: GameKind.ADJUDICATED,
    TrfKind.FORFEIT_WIN: GameKind.FORFEIT_WIN,
    TrfKind.FORFEIT_LOSS: GameKind.FORFEIT_LOSS,
    TrfKind.BYE_HALF: GameKind.BYE_HALF,
    TrfKind.BYE_FULL: GameKind.BYE_FULL,
    TrfKind.BYE_PAIRING: GameKind.BYE_PAIRING,
    TrfKind.BYE_ZERO: GameKind.BYE_ZERO,
    TrfKind.ABSENT: GameKind.ABSENT,
}


@dataclass(frozen=True)
class PlayerInput:
    player: PlayerFacts
    games: tuple[GameFacts, ...]


# Rounds an entrant missed, as 2024 §1.4.3d counts them: not there (absent, a forfeit loss) or asking not to
# be paired (H, F, Z). A pairing-allocated bye (U) is the pairing's doing, and a forfeit win the opponent's.
MISSED_ROUND_KINDS = frozenset(
    {TrfKind.ABSENT, TrfKind.FORFEIT_LOSS, TrfKind.BYE_HALF, TrfKind.BYE_FULL, TrfKind.BYE_ZERO}
)


# Games played at the board: an entrant with none of them (a no-show, or one who had only byes and forfeits)
# is no competitor (1.43e "the competitors include", 1.45f "six players").
_OVER_THE_BOARD = frozenset({TrfKind.PLAYED, TrfKind.UNRATED_PLAYED})


def participants(document: TrfTournament) -> tuple[Participant, ...]:
    """Every person entered, once each (two entries of one person are one participant: his entry with the most
    games at the board speaks for him), with the rounds played so far that he missed (later columns may hold
    byes entered in advance, which are not missed yet)."""
    played = rounds_played(document)
    entries: dict[int, list[TrfPlayer]] = defaultdict(list)
    person = same_people(document.players)
    for record in document.players:
        entries[person[record.start_number]].append(record)
    return tuple(_participant(records, played) for records in entries.values())


def _participant(records: list[TrfPlayer], played: int) -> Participant:
    at_the_board = [sum(game.kind in _OVER_THE_BOARD for game in record.games) for record in records]
    record = records[at_the_board.index(max(at_the_board))]
    return Participant(
        federation=record.federation,
        rated=record.rating is not None,
        title=record.title,
        rounds_missed=sum(game.kind in MISSED_ROUND_KINDS for game in record.games if game.round <= played),
        rating=record.rating,
        played=max(at_the_board) > 0,
    )


def player_inputs(document: TrfTournament) -> list[PlayerInput]:
    """Each entry's record; an opponent entered twice is one opponent (the first entry's start number), so that
    every count of opponents (titles, federations, unrated, met twice) counts him once."""
    by_number = {record.start_number: record for record in document.players}
    person = same_people(document.players)
    zero_scorers = _zero_scorers_against_rated(document, by_number, person)
    return [
        PlayerInput(
            player=PlayerFacts(
                id=record.start_number,
                federation=record.federation,
                sex=_sex(record),
                rating=record.rating,
                title=record.title,
            ),
            games=tuple(_game(game, by_number.get(game.opponent), zero_scorers, person) for game in record.games),
        )
        for record in document.players
    ]


# Titles only women hold (0.31): a holder's blank sex is known to be female.
_WOMEN_TITLES = frozenset({"WGM", "WIM", "WFM", "WCM"})


def _sex(record: TrfPlayer | None) -> str:
    """"F", "M", or "" when the file does not say (a blank sex is unknown, never a man's)."""
    if record is None:
        return ""
    if record.sex == "w" or (not record.sex and record.title in _WOMEN_TITLES):
        return "F"
    return "M" if record.sex == "m" else ""


def _game(game, opponent: TrfPlayer | None, zero_scorers: frozenset[int], person: dict[int, int]) -> GameFacts:
    return GameFacts(
        round=game.round,
        result=Fraction(game.points),
        kind=GAME_KINDS[game.kind],
        opponent_id=person[opponent.start_number] if opponent else None,
        opponent_rating=opponent.rating if opponent else None,
        opponent_title=opponent.title if opponent else "",
        opponent_federation=opponent.federation if opponent else "",
        opponent_sex=_sex(opponent),
        opponent_scored_zero_vs_rated=bool(opponent) and person[opponent.start_number] in zero_scorers,
    )


def _zero_scorers_against_rated(
    document: TrfTournament, by_number: dict[int, TrfPlayer], person: dict[int, int]
) -> frozenset[int]:
    """Players (each person over all his entries) who met rated opponents over the board and scored nothing
    against them (1.42d)."""
    points_against_rated: dict[int, list] = defaultdict(list)
    for record in document.players:
        for game in record.games:
            opponent = by_number.get(game.opponent)
            if game.kind is TrfKind.PLAYED and opponent is not None and opponent.rating is not None:
                points_against_rated[person[record.start_number]].append(game.points)
    return frozenset(number for number, points in points_against_rated.items() if not any(points))


def rounds_played(document: TrfTournament) -> int:
    """The last round with a pairing; later columns may hold byes entered in advance (JaVaFo files)."""
    return max(
        (game.round for record in document.players for game in record.games if game.opponent is not None), default=0
    )


# Record 092 is free text; these words name the systems, in the order they are tried ("Team Swiss" is a team
# event, "double round robin" a double one).
_SYSTEM_WORDS = (
    (("team", "mannschaft"), TournamentSystem.TEAM),
    (("double round", "double-round", "doppelrunden"), TournamentSystem.DOUBLE_ROUND_ROBIN),
    (("round robin", "round-robin", "roundrobin", "berger", "rundenturnier", "jeder gegen jeden", "all-play-all",
      "all play all"), TournamentSystem.ROUND_ROBIN),
    (("knock", "k.o."), TournamentSystem.KNOCKOUT),
    (("swiss", "schweizer"), TournamentSystem.SWISS),
)
# The systems the pairings of individual games can confirm; a team event's board pairings cannot.
_PAIRED_SYSTEMS = frozenset(
    {TournamentSystem.SWISS, TournamentSystem.ROUND_ROBIN, TournamentSystem.DOUBLE_ROUND_ROBIN}
)
# When the sources disagree, the event is judged as the strictest system they name: anything but a Swiss is
# denied the Swiss exemption, a round robin restricts leaving games out, a double one counts opponents once.
_STRICTEST_FIRST = (
    TournamentSystem.TEAM,
    TournamentSystem.KNOCKOUT,
    TournamentSystem.OTHER,
    TournamentSystem.DOUBLE_ROUND_ROBIN,
    TournamentSystem.ROUND_ROBIN,
    TournamentSystem.SWISS,
)


@dataclass(frozen=True)
class SystemReading:
    """The system an event is judged as, and why it is in doubt (None when every source agrees)."""

    system: TournamentSystem
    disputed: Message | None = None


def declared_system(document: TrfTournament) -> TournamentSystem | None:
    """What the file says the event is: a team section (013, 310, ...) makes it a team event; otherwise record
    092's words, or None when it names no system we know."""
    if document.is_team_event:
        return TournamentSystem.TEAM
    words = document.tournament_type.casefold()
    return next((system for names, system in _SYSTEM_WORDS if any(name in words for name in names)), None)


def infer_system(document: TrfTournament) -> TournamentSystem:
    """What the pairings show. A round robin of n players needs n - 1 rounds a cycle (n when n is odd, for the
    bye); an event of at least that many scheduled rounds in which no pair met more often than its cycles allow
    is a round robin, even when a withdrawn player's later games are left blank (2024 §1.4.1e "all scheduled
    rounds"; 2014 §1.42e(C)). Only entrants who were paired count, each person once."""
    person = same_people(document.players)
    meetings: Counter[tuple[int, int]] = Counter()
    for record in document.players:
        for game in record.games:
            if game.opponent is None or record.start_number > game.opponent:
                continue
            pair = tuple(sorted((person[record.start_number], person[game.opponent])))
            if pair[0] != pair[1]:
                meetings[pair] += 1
    players = len({number for pair in meetings for number in pair})
    if players < 3:
        return TournamentSystem.SWISS
    cycles = document.rounds // (players if players % 2 else players - 1)
    if cycles == 0 or max(meetings.values()) > cycles:
        return TournamentSystem.SWISS
    return TournamentSystem.ROUND_ROBIN if cycles == 1 else TournamentSystem.DOUBLE_ROUND_ROBIN


def system_reading(document: TrfTournament, registered: TournamentSystem | None = None) -> SystemReading:
    """The event's system from its record (the registration, and the file's 092/013/310), confirmed by the
    pairings where they can show it. Where the sources disagree, the strictest system named is used and the
    dispute is given for the verdict to say."""
    claims = [
        (gettext_noop("the registration"), registered),
        (gettext_noop("the file's records 092/013/310"), declared_system(document)),
    ]
    claims = [(source, system) for source, system in claims if system is not None]
    if all(system in _PAIRED_SYSTEMS for _, system in claims):
        claims.append((gettext_noop("the pairings"), infer_system(document)))
    systems = {system for _, system in claims}
    chosen = next(system for system in _STRICTEST_FIRST if system in systems)
    if len(systems) == 1:
        return SystemReading(chosen)
    disputed = Listing(
        tuple(
            message(gettext_noop("%(source)s: %(system)s"), source=message(source), system=message(system.value))
            for source, system in claims
        )
    )
    return SystemReading(chosen, message(gettext_noop("the sources disagree (%(sources)s)"), sources=disputed))


def tournament_facts_from_header(document: TrfTournament) -> TournamentFacts:
    """Facts for a file judged on its own (no registered tournament): dates, host and system from the file.

    The dates are records 042 and 052 widened to the round dates (132), and None where the file gives none:
    a file with no date is never judged as if it started today (decisions.md, missing facts)."""
    start, end = event_dates(document.start_date, document.end_date, document.round_dates)
    reading = system_reading(document)
    return TournamentFacts(
        start_date=start,
        end_date=end,
        system=reading.system,
        system_disputed=reading.disputed,
        rounds_scheduled=max(document.rounds, 1),
        host_federation=federation_code(document.federation),
        round_dates=tuple(day for day in document.round_dates if day),
        participants=participants(document),
    )


def federation_code(text: str | None) -> str:
    """Record 032 read as a code: "ger" is GER; a name ("Germany", "Lichess") is no code, and so no host known
    (""), never a federation no player belongs to."""
    return normalise_federation((text or "").strip()) or ""
