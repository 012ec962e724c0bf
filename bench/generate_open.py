"""A realistic large Swiss open (by default 1,000 players, 11 rounds) as a `TrfTournament`, for benchmarks.

The field looks like a big European open: ratings roughly normal around 1900 with a tail up to ~2700,
some unrated juniors, titles by rating and sex, ~35 federations with the host holding ~40 %, ~15 % women.
Pairings are a simple but plausible Swiss (score groups, top half against bottom half, colour
alternation, no repeat pairings, a pairing-allocated bye for the odd player); results follow the Elo
expectation, with draws, a few forfeits, half-point byes and withdrawals. Same seed, same tournament.

    python bench/generate_open.py [--seed N] [--players N] [--rounds N] [--out FILE]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Iterator, Sequence  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from datetime import date, timedelta  # noqa: E402
from decimal import Decimal  # noqa: E402
from itertools import groupby  # noqa: E402

from trf import TrfGame, TrfPlayer, TrfTournament, make_game, render_trf, summarize  # noqa: E402

HOST_FEDERATION = "ESP"
GUEST_FEDERATIONS = (
    "FRA", "GER", "ENG", "NED", "ITA", "POR", "IND", "UKR", "POL", "USA", "ARG", "CUB",
    "SWE", "NOR", "DEN", "BEL", "SUI", "AUT", "CZE", "HUN", "ROU", "SRB", "CRO", "GRE",
    "TUR", "ISR", "IRI", "CHN", "PER", "COL", "MEX", "CAN", "IRL", "SCO",
)  # fmt: skip
# Neighbours send many players, distant federations a handful (a Zipf-like spread).
GUEST_WEIGHTS = tuple(1 / rank for rank in range(1, len(GUEST_FEDERATIONS) + 1))
HOST_SHARE = 0.40
WOMEN_SHARE = 0.15
UNRATED_SHARE = 0.07
# A rated player is from the bulk of the field, or from the strong tail that brings the titled players.
STRONG_TAIL_SHARE = 0.15
BULK_RATING_MEAN, BULK_RATING_SPREAD = 1850, 220
TAIL_RATING_MEAN, TAIL_RATING_SPREAD, TAIL_LOWEST_RATING = 2300, 200, 2150
LOWEST_RATING, HIGHEST_RATING = 1000, 2720
UNRATED_STRENGTH_MEAN, UNRATED_STRENGTH_SPREAD = 1450, 250

HALF_POINT_BYE_SHARE = 0.06  # players who take one half-point bye, never in the last two rounds
WITHDRAWAL_SHARE = 0.02  # players who leave before the end
FORFEIT_RATE = 0.003  # per game
NO_SHOW_WITHDRAWS = 0.5  # a player who forfeits is often withdrawn for the rest of the event
WHITE_ADVANTAGE = 35  # Elo points

# By rating band: the share of players holding each title. The first band the rating reaches applies.
OPEN_TITLES = (
    (2500, {"GM": 0.85, "IM": 0.15}),
    (2400, {"GM": 0.25, "IM": 0.60, "FM": 0.15}),
    (2300, {"GM": 0.03, "IM": 0.30, "FM": 0.55, "CM": 0.05}),
    (2200, {"IM": 0.04, "FM": 0.40, "CM": 0.25}),
    (2100, {"FM": 0.08, "CM": 0.20}),
    (2000, {"CM": 0.05}),
)
WOMEN_TITLES = (
    (2450, {"GM": 0.35, "IM": 0.35, "WGM": 0.30}),
    (2300, {"IM": 0.20, "WGM": 0.55, "WIM": 0.25}),
    (2200, {"WGM": 0.10, "WIM": 0.55, "WFM": 0.30}),
    (2100, {"WIM": 0.10, "WFM": 0.50, "WCM": 0.20}),
    (2000, {"WFM": 0.20, "WCM": 0.30}),
    (1900, {"WCM": 0.10}),
)
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM", "")

SURNAMES = (
    "Garcia", "Martinez", "Lopez", "Sanchez", "Perez", "Gomez", "Fernandez", "Moreno", "Jimenez", "Ruiz",
    "Muller", "Schmidt", "Schneider", "Fischer", "Weber", "Martin", "Bernard", "Dubois", "Thomas", "Robert",
    "Smith", "Jones", "Taylor", "Brown", "Williams", "de Jong", "Jansen", "de Vries", "Rossi", "Russo",
    "Ferrari", "Silva", "Santos", "Kumar", "Sharma", "Patel", "Kowalski", "Nowak", "Shevchenko", "Bondarenko",
    "Andersson", "Johansson", "Hansen", "Nielsen", "Novak", "Horvath", "Popescu", "Petrovic", "Kovac", "Papadopoulos",
    "Yilmaz", "Cohen", "Wang", "Li", "Zhang", "Rodriguez", "Gonzalez", "Hernandez", "Diaz", "Torres",
)  # fmt: skip
MEN_NAMES = (
    "Alejandro", "Pablo", "Javier", "David", "Daniel", "Carlos", "Jan", "Lukas", "Pierre", "Thomas",
    "James", "Oliver", "Marco", "Luca", "Joao", "Arjun", "Piotr", "Oleksandr", "Erik", "Lars",
    "Mihai", "Nikola", "Ahmet", "Yosef", "Wei", "Diego", "Andres", "Stefan", "Viktor", "Mateo",
)  # fmt: skip
WOMEN_NAMES = (
    "Lucia", "Maria", "Paula", "Laura", "Anna", "Sophie", "Marie", "Julia", "Emma", "Giulia",
    "Ana", "Priya", "Agnieszka", "Olena", "Ingrid", "Elena", "Ioana", "Milica", "Zeynep", "Noa",
    "Mei", "Valentina", "Camila", "Eva", "Katarina", "Sara", "Alice", "Irene", "Nina", "Clara",
)  # fmt: skip


@dataclass
class Entrant:
    """A player while the event is being played: profile, schedule and what happened so far."""

    start_number: int
    name: str
    sex: str
    title: str
    rating: int | None
    strength: int  # what results are drawn from: the rating, or a hidden one for unrated players
    federation: str
    fide_id: int
    birth_year: int
    half_point_bye_round: int | None = None
    last_round: int | None = None  # withdrawn after this round; None plays to the end
    games: list[TrfGame] = field(default_factory=list)
    half_points: int = 0
    opponents: set[int] = field(default_factory=set)
    colours: list[str] = field(default_factory=list)  # of games played over the board
    scored_without_playing: bool = False  # pairing bye or forfeit win: no pairing bye any more

    def plays(self, round_number: int) -> bool:
        withdrawn = self.last_round is not None and round_number > self.last_round
        return round_number != self.half_point_bye_round and not withdrawn

    def record(self, game: TrfGame) -> None:
        self.games.append(game)
        self.half_points += int(game.points * 2)

    @property
    def colour_difference(self) -> int:
        return self.colours.count("w") - self.colours.count("b")

    @property
    def colour_due(self) -> str | None:
        """The colour the player should get next, or None before the first game."""
        if self.colour_difference:
            return "b" if self.colour_difference > 0 else "w"
        return {"w": "b", "b": "w"}.get(self.colours[-1]) if self.colours else None

    @property
    def colour_is_absolute(self) -> bool:
        """FIDE's absolute preference: a colour difference of two, or the same colour twice running."""
        return abs(self.colour_difference) >= 2 or (len(self.colours) >= 2 and self.colours[-1] == self.colours[-2])


Pair = tuple[Entrant, Entrant]  # the higher-ranked player first


def generate_open(seed: int = 1, players: int = 1000, rounds: int = 11) -> TrfTournament:
    rng = random.Random(seed)
    entrants = _draw_field(rng, players)
    _schedule_absences(rng, entrants, rounds)
    for round_number in range(1, rounds + 1):
        _play_round(rng, entrants, round_number)
    round_dates = _round_dates(rng, rounds)
    return TrfTournament(
        name=f"TitleDesk Benchmark Open {round_dates[0].year}",
        city="Sitges",
        federation=HOST_FEDERATION,
        start_date=round_dates[0],
        end_date=round_dates[-1],
        players_count_declared=players,
        rated_count_declared=sum(entrant.rating is not None for entrant in entrants),
        tournament_type="Individual: Swiss-System",
        chief_arbiter="Arbiter, Chief",
        deputy_arbiters=("Arbiter, Deputy",),
        time_control="90'/40+30'+30\"",
        round_dates=round_dates,
        rounds=rounds,
        initial_colour="w",
        players=_final_records(entrants),
    )


# The field


def _draw_field(rng: random.Random, count: int) -> list[Entrant]:
    fide_ids = rng.sample(range(1_000_000, 40_000_000), count)
    entrants = [_draw_entrant(rng, fide_id) for fide_id in fide_ids]
    # Start numbers follow FIDE's initial ranking: rating, then title, then name; unrated players last.
    entrants.sort(key=lambda e: (e.rating is None, -(e.rating or 0), TITLE_ORDER.index(e.title), e.name))
    for number, entrant in enumerate(entrants, start=1):
        entrant.start_number = number
    return entrants


def _draw_entrant(rng: random.Random, fide_id: int) -> Entrant:
    sex = "w" if rng.random() < WOMEN_SHARE else "m"
    given_names = WOMEN_NAMES if sex == "w" else MEN_NAMES
    rating = _draw_rating(rng) if rng.random() >= UNRATED_SHARE else None
    return Entrant(
        start_number=0,  # given once the whole field is known
        name=f"{rng.choice(SURNAMES)}, {rng.choice(given_names)}",
        sex=sex,
        title=_draw_title(rng, rating, sex),
        rating=rating,
        strength=rating or _draw_between(rng, UNRATED_STRENGTH_MEAN, UNRATED_STRENGTH_SPREAD, LOWEST_RATING),
        federation=_draw_federation(rng),
        fide_id=fide_id,
        # Unrated entrants of an open are mostly juniors.
        birth_year=rng.randint(2004, 2012) if rating is None else rng.randint(1950, 2008),
    )


def _draw_rating(rng: random.Random) -> int:
    if rng.random() < STRONG_TAIL_SHARE:
        return _draw_between(rng, TAIL_RATING_MEAN, TAIL_RATING_SPREAD, TAIL_LOWEST_RATING)
    return _draw_between(rng, BULK_RATING_MEAN, BULK_RATING_SPREAD, LOWEST_RATING)


def _draw_between(rng: random.Random, mean: int, spread: int, lowest: int) -> int:
    """A normal draw, drawn again until it lies between `lowest` and the highest rating."""
    while True:
        value = round(rng.gauss(mean, spread))
        if lowest <= value <= HIGHEST_RATING:
            return value


def _draw_title(rng: random.Random, rating: int | None, sex: str) -> str:
    if rating is None:
        return ""
    bands = WOMEN_TITLES if sex == "w" else OPEN_TITLES
    shares = next((shares for lowest, shares in bands if rating >= lowest), {})
    draw = rng.random()
    for title, share in shares.items():
        if draw < share:
            return title
        draw -= share
    return ""


def _draw_federation(rng: random.Random) -> str:
    if rng.random() < HOST_SHARE:
        return HOST_FEDERATION
    return rng.choices(GUEST_FEDERATIONS, GUEST_WEIGHTS)[0]


def _schedule_absences(rng: random.Random, entrants: Sequence[Entrant], rounds: int) -> None:
    for entrant in entrants:
        if rng.random() < HALF_POINT_BYE_SHARE:
            entrant.half_point_bye_round = rng.randint(1, rounds - 2)
        if rng.random() < WITHDRAWAL_SHARE:
            entrant.last_round = rng.randint(2, rounds - 2)


def _round_dates(rng: random.Random, rounds: int) -> tuple[date, ...]:
    """One round a day, starting on a day in 2019, with one double-round day."""
    start = date(2019, 1, 1) + timedelta(days=rng.randrange(365 - rounds))
    double_round = rng.randint(2, rounds - 2)  # this round and the next are played on the same day
    days = [number - 1 - (number > double_round) for number in range(1, rounds + 1)]
    return tuple(start + timedelta(days=day) for day in days)


# One round


def _play_round(rng: random.Random, entrants: Sequence[Entrant], round_number: int) -> None:
    present = [entrant for entrant in entrants if entrant.plays(round_number)]
    for entrant in entrants:
        if round_number == entrant.half_point_bye_round:
            entrant.record(make_game(round_number, None, None, "H"))
        elif not entrant.plays(round_number):
            entrant.record(make_game(round_number, None, None, " "))
    ordered = sorted(present, key=_ranking)
    if len(ordered) % 2:
        _give_pairing_bye(ordered, round_number)
    for board, (higher, lower) in enumerate(_pair_round(ordered), start=1):
        white, black = _allocate_colours(higher, lower, board)
        _play_game(rng, white, black, round_number)


def _ranking(entrant: Entrant) -> tuple[int, int]:
    # Start numbers already follow rating order.
    return -entrant.half_points, entrant.start_number


def _give_pairing_bye(ordered: list[Entrant], round_number: int) -> None:
    """To the lowest-ranked player who has not yet scored a point without playing (removed from `ordered`);
    in a small field where all have, to the lowest-ranked player."""
    receiver = next((entrant for entrant in reversed(ordered) if not entrant.scored_without_playing), ordered[-1])
    ordered.remove(receiver)
    receiver.record(make_game(round_number, None, None, "U"))
    receiver.scored_without_playing = True


# Pairing


def _pair_round(ordered: list[Entrant]) -> list[Pair]:
    """Score groups from the top; who cannot be paired in a group floats down to the next one."""
    pairs: list[Pair] = []
    floaters: list[Entrant] = []
    for _, group in groupby(ordered, key=lambda entrant: entrant.half_points):
        bracket_pairs, floaters = _pair_bracket([*floaters, *group])
        pairs += bracket_pairs
    return _repair_bottom(pairs, floaters) if floaters else pairs


def _pair_bracket(bracket: list[Entrant]) -> tuple[list[Pair], list[Entrant]]:
    """Top half against bottom half, each player with the first of the other half who fits him."""
    half = len(bracket) // 2
    pairs = []
    unmatched, available = [], bracket[half:]
    for player in bracket[:half]:
        opponent = next((candidate for candidate in available if _can_meet(player, candidate)), None)
        if opponent is None:
            unmatched.append(player)
        else:
            available.remove(opponent)
            pairs.append((player, opponent))
    more_pairs, floaters = _pair_in_order(sorted([*unmatched, *available], key=_ranking))
    return pairs + more_pairs, floaters


def _pair_in_order(players: list[Entrant]) -> tuple[list[Pair], list[Entrant]]:
    """Each player, from the top, with the next one below who fits him."""
    pairs, unpaired = [], list(players)
    floaters = []
    while unpaired:
        player = unpaired.pop(0)
        opponent = next((other for other in unpaired if _can_meet(player, other)), None)
        if opponent is None:
            floaters.append(player)
        else:
            unpaired.remove(opponent)
            pairs.append((player, opponent))
    return pairs, floaters


def _repair_bottom(pairs: list[Pair], stuck: list[Entrant]) -> list[Pair]:
    """The players left over cannot meet each other: pair them again with ever more of the lowest boards."""
    window = 1
    while True:
        window = min(2 * window, len(pairs))
        reopened = [player for pair in pairs[len(pairs) - window :] for player in pair]
        repaired = _pair_completely(sorted([*stuck, *reopened], key=_ranking))
        if repaired is not None:
            return pairs[: len(pairs) - window] + repaired
        if window == len(pairs):
            raise RuntimeError("no pairing without a repeat game exists for this round")


def _pair_completely(players: list[Entrant]) -> list[Pair] | None:
    """Everybody with somebody they have not met, by backtracking; colours give way before a repeat
    pairing does. None when there is no such pairing."""
    if not players:
        return []
    player, rest = players[0], players[1:]
    candidates = [other for other in rest if other.start_number not in player.opponents]
    candidates.sort(key=lambda other: not _can_meet(player, other))  # colour-fitting partners first
    for opponent in candidates:
        pairs = _pair_completely([other for other in rest if other is not opponent])
        if pairs is not None:
            return [(player, opponent), *pairs]
    return None


def _can_meet(player: Entrant, other: Entrant) -> bool:
    """Not met yet, and not both bound to the same colour."""
    if other.start_number in player.opponents:
        return False
    return not (player.colour_is_absolute and other.colour_is_absolute and player.colour_due == other.colour_due)


def _allocate_colours(higher: Entrant, lower: Entrant, board: int) -> tuple[Entrant, Entrant]:
    """(white, black): both get their due colour if they can; otherwise the stronger preference wins,
    then the higher-ranked player's. In round one, the higher-ranked player is white on odd boards."""
    due_higher, due_lower = higher.colour_due, lower.colour_due
    if due_higher is None and due_lower is None:
        due_higher = "w" if board % 2 else "b"
    elif due_higher is None or (due_higher == due_lower and _stronger_preference(lower, higher)):
        due_higher = "b" if due_lower == "w" else "w"
    return (higher, lower) if due_higher == "w" else (lower, higher)


def _stronger_preference(player: Entrant, other: Entrant) -> bool:
    return (player.colour_is_absolute, abs(player.colour_difference)) > (
        other.colour_is_absolute,
        abs(other.colour_difference),
    )


# Results


def _play_game(rng: random.Random, white: Entrant, black: Entrant, round_number: int) -> None:
    white.opponents.add(black.start_number)
    black.opponents.add(white.start_number)
    if rng.random() < FORFEIT_RATE:
        _forfeit(rng, white, black, round_number)
        return
    white_code = _draw_result(rng, white.strength + WHITE_ADVANTAGE, black.strength)
    black_code = {"1": "0", "0": "1", "=": "="}[white_code]
    white.record(make_game(round_number, black.start_number, "w", white_code))
    black.record(make_game(round_number, white.start_number, "b", black_code))
    white.colours.append("w")
    black.colours.append("b")


def _draw_result(rng: random.Random, strength: int, opponent_strength: int) -> str:
    """The Elo expectation, with draws commoner between strong players and between equals."""
    expected = 1 / (1 + 10 ** ((opponent_strength - strength) / 400))
    draw_propensity = min(max(0.10 + (strength + opponent_strength - 3200) / 5000, 0.10), 0.50)
    draw = min(draw_propensity, 2 * min(expected, 1 - expected))
    win = expected - draw / 2  # keeps the expected score at `expected`
    roll = rng.random()
    return "1" if roll < win else "=" if roll < win + draw else "0"


def _forfeit(rng: random.Random, white: Entrant, black: Entrant, round_number: int) -> None:
    no_show, present = (white, black) if rng.random() < 0.5 else (black, white)
    colour = {white.start_number: "w", black.start_number: "b"}
    no_show.record(make_game(round_number, present.start_number, colour[no_show.start_number], "-"))
    present.record(make_game(round_number, no_show.start_number, colour[present.start_number], "+"))
    present.scored_without_playing = True
    if no_show.last_round is None and rng.random() < NO_SHOW_WITHDRAWS:
        no_show.last_round = round_number


# The final table


def _final_records(entrants: Sequence[Entrant]) -> tuple[TrfPlayer, ...]:
    ranks = _final_ranks(entrants)
    return tuple(
        TrfPlayer(
            start_number=entrant.start_number,
            name=entrant.name,
            sex=entrant.sex,
            title=entrant.title,
            rating=entrant.rating,
            federation=entrant.federation,
            fide_id=entrant.fide_id,
            birth_year=entrant.birth_year,
            points=Decimal(entrant.half_points) / 2,
            rank=ranks[entrant.start_number],
            games=tuple(entrant.games),
        )
        for entrant in entrants
    )


def _final_ranks(entrants: Sequence[Entrant]) -> dict[int, int]:
    """Points, then Buchholz (the opponents' points), then start number."""
    half_points = {entrant.start_number: entrant.half_points for entrant in entrants}

    def buchholz(entrant: Entrant) -> int:
        return sum(half_points[game.opponent] for game in entrant.games if game.opponent is not None)

    table = sorted(entrants, key=lambda entrant: (-entrant.half_points, -buchholz(entrant), entrant.start_number))
    return {entrant.start_number: rank for rank, entrant in enumerate(table, start=1)}


# Command line


def describe(tournament: TrfTournament) -> Iterator[str]:
    players = tournament.players
    rated = sorted((player.rating for player in players if player.rating is not None), reverse=True)
    federations = Counter(player.federation for player in players)
    titles = Counter(player.title for player in players if player.title)
    top_share = len(rated) * 3 // 100
    gms_at_top = sum(player.title == "GM" for player in players[:top_share])
    counts = summarize(tournament)
    yield f"{tournament.name}, {tournament.start_date} to {tournament.end_date}, {tournament.rounds} rounds"
    yield (
        f"players {len(players)}: rated {len(rated)}, women {sum(p.sex == 'w' for p in players)}, "
        f"federations {len(federations)} (host {tournament.federation} {federations[tournament.federation]})"
    )
    yield (
        f"ratings: top {rated[0]}, 97th percentile {rated[top_share]}, median {statistics.median(rated):.0f}, "
        f"lowest {rated[-1]}; GMs among the top 3 %: {gms_at_top} of {top_share}"
    )
    yield "titles: " + ", ".join(f"{title} {titles[title]}" for title in TITLE_ORDER if titles[title])
    yield f"games {counts['games']}, forfeits {counts['forfeits']}, byes {counts['byes']}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--out", type=Path, help="write the TRF text to this file")
    args = parser.parse_args()
    started = time.perf_counter()
    tournament = generate_open(args.seed, args.players, args.rounds)
    text = render_trf(tournament)
    elapsed = time.perf_counter() - started
    for line in describe(tournament):
        print(line)
    print(f"generated in {elapsed:.2f} s: {len(text.encode()) / 1024:.0f} KiB of TRF")
    if args.out:
        args.out.write_text(text, encoding="utf-8")
        print(f"written to {args.out}")


if __name__ == "__main__":
    main()
