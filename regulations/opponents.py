"""Which games count (1.42a–d), what each opponent is rated for the norm (1.46c–e), the tally of a set of
counted games that every later rule reads, and the totals of the verdict's games for the certificate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from .editions import Edition, Rule
from .facts import NON_FIDE, TITLE_HOLDER_TITLES, GameFacts, GameKind, TournamentFacts, federation_known
from .messages import Message, gettext_noop, message
from .tables import rounded_ratio
from .verdict import TOTALS_TITLES, AssumedRating, DroppedRound, NormTotals, RaisedOpponent

__all__ = ["Classified", "CountedGame", "Tally", "classify", "norm_totals", "tally"]


@dataclass(frozen=True, slots=True)
class CountedGame:
    round: int
    opponent: Hashable  # opponent id, or the round when the id is unknown: one key per distinct opponent
    half_points: int  # 2, 1 or 0: sums stay in integers
    rated: bool
    rating: int  # the FIDE rating, or the value 1.46d/e assume for an unrated opponent
    assumed_by: Rule | None
    title: str
    federation: str | None  # None: a player of no federation (FID in 2024, 1.4.2a), or of a federation not given
    # The opponent's federation field is blank: missing data. The game counts (dropping a loss would help the
    # player), the opponent is of no known federation, and the verdict cannot confirm 1.42a (decisions.md).
    federation_unknown: bool = False

    @property
    def points(self) -> Fraction:
        return Fraction(self.half_points, 2)

    @property
    def won(self) -> bool:
        return self.half_points == 2


@dataclass(frozen=True)
class Classified:
    counted: tuple[CountedGame, ...]
    excluded: tuple[DroppedRound, ...]
    excluded_kinds: tuple[GameKind, ...]
    last_round_forfeit: CountedGame | None


def _exclusion(game: GameFacts, tournament: TournamentFacts, edition: Edition) -> Message | None:
    """Why a round does not count, naming the rule of 1.42a–d (None if it counts)."""
    if not game.kind.played_over_the_board:
        return message(
            gettext_noop("%(rule)s: %(kind)s, not played over the board"), rule=edition.rule(Rule.FORFEIT),
            kind=message(game.kind.value),
        )
    if game.opponent_is_computer:
        return message(gettext_noop("%(rule)s: opponent is a computer"), rule=edition.rule(Rule.COMPUTER))
    if game.opponent_federation == NON_FIDE or game.opponent_federation in tournament.excluded_federations:
        return message(
            gettext_noop("%(rule)s: opponent's federation (%(federation)s) is not a FIDE member or is excluded"),
            rule=edition.rule(Rule.NON_FIDE_OPPONENT), federation=game.opponent_federation,
        )
    if tournament.system.is_round_robin and game.opponent_rating is None and game.opponent_scored_zero_vs_rated:
        return message(
            gettext_noop("%(rule)s: unrated opponent scored 0 against rated opponents"),
            rule=edition.rule(Rule.UNRATED_ZERO_SCORER),
        )
    return None


def _counted(game: GameFacts, tournament: TournamentFacts, edition: Edition) -> CountedGame:
    rated = game.opponent_rating is not None
    if rated:
        rating, assumed_by = game.opponent_rating, None
    elif game.opponent_title in edition.unrated_titled_rating:
        rating, assumed_by = edition.unrated_titled_rating[game.opponent_title], Rule.UNRATED_TITLED
    else:
        rating, assumed_by = edition.unrated_rating(tournament), Rule.UNRATED_RATING
    unknown = not game.opponent_federation
    federationless = unknown or game.opponent_federation in edition.federationless
    federation = None if federationless else game.opponent_federation
    return CountedGame(
        round=game.round,
        opponent=game.opponent_id if game.opponent_id is not None else ("round", game.round),
        half_points=int(game.result * 2),
        rated=rated,
        rating=rating,
        assumed_by=assumed_by,
        title=game.opponent_title,
        federation=federation,
        federation_unknown=unknown,
    )


def _last_round_forfeit(game: GameFacts, tournament: TournamentFacts, edition: Edition) -> CountedGame | None:
    """1.42c (2009): a last-round forfeit win, turned into the loss the player could have afforded; only in
    the editions whose text has the rule (1990 §8.13 excludes every forfeit)."""
    if not edition.has(Rule.LAST_ROUND_FORFEIT):
        return None
    if game.kind is not GameKind.FORFEIT_WIN or game.round != tournament.rounds_scheduled:
        return None
    as_lost = replace(game, kind=GameKind.PLAYED, result=Fraction(0))
    if _exclusion(as_lost, tournament, edition) is not None:
        return None
    return _counted(as_lost, tournament, edition)


def classify(games: Sequence[GameFacts], tournament: TournamentFacts, edition: Edition) -> Classified:
    rounds = Counter(game.round for game in games)
    if rounds and rounds.most_common(1)[0][1] > 1:
        raise ValueError(f"round {rounds.most_common(1)[0][0]} appears more than once in the player's record")
    counted, excluded, excluded_kinds = [], [], []
    last_round_forfeit = None
    for game in sorted(games, key=lambda game: game.round):
        reason = _exclusion(game, tournament, edition)
        if reason is None:
            counted.append(_counted(game, tournament, edition))
            continue
        excluded.append(DroppedRound(game.round, reason))
        excluded_kinds.append(game.kind)
        last_round_forfeit = last_round_forfeit or _last_round_forfeit(game, tournament, edition)
    return Classified(tuple(counted), tuple(excluded), tuple(excluded_kinds), last_round_forfeit)


@dataclass(frozen=True)
class Tally:
    """Everything the rules read from one set of counted games, for one norm title."""

    games: int
    score: Fraction
    rating_sum: int  # after the 1.46c raise
    raised: tuple[CountedGame, ...]  # a game against each opponent raised to the floor (1.46c: one; 2001 §2.4: two)
    assumed: tuple[CountedGame, ...]  # unrated opponents rated by 1.46d/e
    opponents: int  # the basis of the 1.43–1.46 counts: games, or distinct opponents in a double round robin
    norm_title_weight: Fraction
    norm_title_counts: Counter[str]
    title_holders: int
    unrated: int
    other_federations: frozenset[str]
    own_federation: int
    largest_federation: tuple[str | None, int]  # (None, 0) when no opponent has a federation
    federationless: int  # opponents of no federation (FID in 2024): counted, but in no federation
    # Opponents whose federation is not given: in no known federation, so never foreign nor a federation of their
    # own; for the maxima (1.44a) they may be of the applicant's or of the largest federation.
    federation_unknown: int
    own_known: bool  # the applicant's federation is given (not blank, not NON): 1.43 and 1.44a are measured on it

    @property
    def average(self) -> int:
        return rounded_ratio(self.rating_sum, self.games)


def _raise_lowest(games: Sequence[CountedGame], floor: int) -> tuple[int, tuple[CountedGame, ...]]:
    """1.46c: only the lowest opponent below the floor is raised to it (in every game against them)."""
    total = sum(game.rating for game in games)
    lowest = min(games, key=lambda game: (game.rating, game.round))
    if lowest.rating >= floor:
        return total, ()
    raised_games = sum(1 for game in games if game.opponent == lowest.opponent)
    return total + raised_games * (floor - lowest.rating), (lowest,)


def tally(
    games: Sequence[CountedGame], title: str, edition: Edition, own_federation: str, distinct_opponents: bool
) -> Tally:
    if not games:
        raise ValueError("no counted games to tally")
    rating_sum, raised = _raise_lowest(games, edition.rating_floor[title])
    basis = list({game.opponent: game for game in games}.values()) if distinct_opponents else games
    weights = edition.title_weights[title]
    norm_titles = Counter(game.title for game in basis if game.title in weights)
    federations = Counter(game.federation for game in basis if game.federation is not None)
    unknown = sum(game.federation_unknown for game in basis)
    return Tally(
        games=len(games),
        score=Fraction(sum(game.half_points for game in games), 2),
        rating_sum=rating_sum,
        raised=raised,
        assumed=tuple(game for game in games if game.assumed_by is not None),
        opponents=len(basis),
        norm_title_weight=sum((weights[held] * count for held, count in norm_titles.items()), Fraction(0)),
        norm_title_counts=norm_titles,
        title_holders=sum(game.title in TITLE_HOLDER_TITLES for game in basis),
        unrated=sum(not game.rated for game in basis),
        other_federations=frozenset(federations) - {own_federation},
        own_federation=federations[own_federation],
        largest_federation=max(federations.items(), key=lambda item: (item[1], item[0]), default=(None, 0)),
        federationless=len(basis) - federations.total() - unknown,
        federation_unknown=unknown,
        own_known=federation_known(own_federation),
    )


def norm_totals(
    games: Sequence[CountedGame],
    counted: Tally | None,
    title: str,
    edition: Edition,
    distinct_opponents: bool,
) -> NormTotals:
    """The counted games as the certificate (IT1) lists them, counted like the rules count them (from their
    tally): over the games, or over the distinct opponents in a double round robin. Every game against a
    raised opponent is listed."""
    if counted is None:
        return NormTotals()
    basis = {game.opponent: game for game in games}.values() if distinct_opponents else games
    titles = Counter(game.title for game in basis)
    return NormTotals(
        opponents_by_title=tuple((held, titles.get(held, 0)) for held in TOTALS_TITLES),
        title_holders=counted.title_holders,
        rated=counted.opponents - counted.unrated,
        unrated=counted.unrated,
        foreigners=counted.opponents - counted.own_federation - counted.federationless - counted.federation_unknown,
        federations=len(counted.other_federations) + (counted.own_federation > 0),
        raised_opponents=_games_against_the_raised_opponents(games, counted.raised, title, edition),
        assumed_ratings=tuple(
            AssumedRating(game.round, game.rating, edition.rule(game.assumed_by)) for game in counted.assumed
        ),
    )


def _games_against_the_raised_opponents(
    games: Sequence[CountedGame], raised: Sequence[CountedGame], title: str, edition: Edition
) -> tuple[RaisedOpponent, ...]:
    if not raised:
        return ()  # 1990 has no floor, nor a rule for it
    opponents = {game.opponent for game in raised}
    floor, rule = edition.rating_floor[title], edition.rule(Rule.RATING_FLOOR)
    return tuple(RaisedOpponent(game.round, game.rating, floor, rule) for game in games if game.opponent in opponents)
