"""Titles and norms from international championships: the tables of 000 §1.2 (edition 2009) as data.

A championship result (``ChampionshipResult``) is judged against every row of the tables that covers its
event, section and the player's sex; each row gives one verdict (``DirectTitleVerdict``) with itemised
checks citing ``1.2`` and the remark concerned, and, for a title gained, the 0.6.2 minimum-rating checks of
``applications.direct_title_checks`` (title outright or conditional).

A row (``TableRow``) is one condition of one cell: the event kinds of its line, the title column, the
condition (``PlacingCondition``, ``QualifyingCondition``, ``ScoreCondition``, ``PerformanceCondition``), the
outcome (``Award``: a title, a 9-game norm counting as if every requirement were met (remark a), a norm
counting as 20 games or a performance counting as 13 (1.24)), and the remarks that apply. The printed cell is
kept beside it. Pure Python, no Django.

Decisions (the glitches of digest §9.15 and other unclear cells)
---------------------------------------------------------------
1. **Edition.** The tables are 000's (edition 2009), whatever the event's date: 001's tables 1.24a/b are not
   in the seed and the 2024 Table for Direct Titles is not available. The 0.6.2 minimum ratings are 2024's,
   as a title is applied for under the edition in force (decisions.md item 58); only the Olympiad's CM/WCM
   titles are free of them, not those of the team championships. 1.23 (one third of the member federations
   taking part, eight participants) is not judged: it needs facts of the event this result does not carry.
2. **Remark letters of the FM/CM table are one behind.** Its zonal line cites "a to d" where the GM/IM and
   WGM/WIM tables cite "b to e" for the same events, and its Olympiad and Team lines cite "(d)", which is
   about zonals. Read with the shift, the zonal line cites b–e like the others and the Olympiad and Team
   lines cite (e): consecutive games, and 4½ points (3½ for CM/WCM) instead of 9 games (7 for CM/WCM). The
   numbers of (e) fit exactly those lines: 9 × 50 % = 4½ (zonal FM) and 7 × 50 % = 3½ (Olympiad and Team CM),
   and only the Olympiad and Team lines ask 7 games of a CM.
3. **Remark (e) applies to the score rows** ("≥ N games at ≥ P %"): the zonal IM/WIM, FM/WFM and CM/WCM rows
   and the Olympiad and Team FM/CM (WFM/WCM) rows. The games counted must run from the player's first game
   (the caller says so: ``counted_from_first_game``); with 4½ points (3½ for CM/WCM) fewer games than the
   row's minimum suffice, but the percentage must still hold over the games played. *Changed reading*: the
   points shortcut ("If a player achieves ≥4½ points (3½ points for CM/WCM), the title is awarded, even if
   the player does not play 9 games (7 games for CM/WCM)") applies only where it fits, the 50 % rows:
   4½ = 50 % of 9 (zonal FM/WFM), 3½ = 50 % of 7 (Olympiad and team CM/WCM); not the 66⅔ % rows (zonal
   IM/WIM, Olympiad and team FM/WFM) nor the 40 % zonal CM/WCM row: 4½/6 in a zonal is no IM title. Not applied to placings, nor to the performance rows, for which 1.21c names the
   rules (1.22, 1.42, 1.46–1.48: 1.42e may drop any win).
4. **Remark (d)** limits the zonal titles gained by score: one IM (WIM) by ≥ 66⅔ %, two FM (WFM) by ≥ 50 %.
   The caller counts the titles the zonal has already given that way (``im_titles_by_score_already_given``,
   ``fm_titles_by_score_already_given``); titles by placing do not count, CM/WCM titles are not limited.
   Not given: the check fails, as every fact not given does.
5. **Remarks (b), (c), (f).** (b) pooling is the caller's: the score given is over preliminaries and
   finals together. (c) is checked for sub-zonals (``subzonal_approved``). (f) defines "1st =": the placing
   check of such rows cites it.
6. **"GM"/"IM" in the WGM/WIM Olympiad line** read as WGM/WIM, the titles of those columns: the GM/IM table
   already gives GM and IM norms in the same four events to every player, and the female zonal line names
   its own title ("WIM Performance"). The line covers women in the Open Olympiad and the open Continental
   too ("Open Olympiad"); the other female lines cover the women's sections.
7. **"Continental" in the Olympiad line** ("Olympiad; Women's Olympiad; Continental; Continental Women's")
   is the continental **team** championship (changed reading): the line groups team events, and the
   continental individual championship has its own line ("Continental: Gold = 9 game norm (a)"). So a norm
   in a continental team championship over 9 games or more counts as 20 (a performance as 13), as the
   engine's 2009 edition counts it (``twenty_game_events``: Olympiad and continental team championship), and
   a continental individual norm counts its games.
8. **"ISCS" is ICSC** (International Committee of Silent Chess), as the FM/CM table spells it. The IM/WIM
   line "IBCA, ISCS, IPCA" means their world championships, whose silver and bronze the FM/CM table rewards
   (003 §1.22 likewise names the IBCA and ICSC world championships).
9. **Cells that state a condition** (World Cup "Reaching last 16" in the GM column and "Qualifying over the
   board" in the IM column, Women's World "Qualifying over the board" in the WIM column, World Senior "Gold"
   and "Silver" in the WGM and WIM columns, as "Gold = title" / "Silver = title" in the open table) award
   their column's title when the condition is recorded: the column is the outcome (changed reading).
10. **Placings.** Gold, silver and bronze are the places after tie-break. "1st =" is a shared first place
    before tie-break (remark f), the gold medallist included (his title row gives more). "1st, up to 3
    players" is first place, and when it is shared the best three after tie-break (as 001 §1.24 defines
    "equal 1st"). In a knockout the placing is the best place of the round lost: winner 1, finalist 2,
    the last 8 are 8th or better, the last 16 are 16th or better; a finalist includes the winner.
11. **The female "World U-20"** is the girls' section (World Girls' U-20). Its "Gold = 9 game IM Norm" and the
    GM/IM table's "World Girls' U-20: Gold = 9 game norm" are the same outcome printed twice, as are the
    Women's World GM and IM outcomes: both rows are kept, and both give a verdict.
12. **Sections.** The GM/IM and FM/CM tables cover the open sections and the women's events they name
    (Women's World, Women's Olympiad, Continental Women's, World Girls' U-20); the WGM/WIM and WFM/WCM tables
    the women's sections (decision 6 for the exception). The WFM/WCM table, printed identical to the FM/CM
    table (but for a comma: "1st =, or Silver"), is derived from it.
13. **Performances and norms** (the 13- and 20-game rows) are the norm engine's to judge: the caller passes
    them as ``TitlePerformance``s (``TitlePerformance.of`` takes the engine's verdict). The engine gives a
    performance without the mix only in Olympiad-type events; in a zonal the caller states it.
14. **1.22 (35 %)** is not checked on placings, which are no scores ("the result shown is the minimum
    required" is the cell itself); the score rows ask 40 % or more, and the performances carry 1.22 (1.21c).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from lib.scores import score_text

from .applications import RatingRecord, direct_title_checks
from .facts import NORM_TITLES
from .messages import Listing, Message, either, gettext_noop, message, pgettext_lazy
from .rules import OLYMPIAD_NORM_GAMES, OLYMPIAD_PERFORMANCE_GAMES
from .verdict import Check, NormVerdict

__all__ = [
    "DIRECT_TITLE_TABLES",
    "Award",
    "ChampionshipResult",
    "DirectTitleVerdict",
    "Event",
    "EventKind",
    "PerformanceCondition",
    "Placing",
    "PlacingCondition",
    "QualifyingCondition",
    "Remark",
    "ScoreCondition",
    "Section",
    "TABLES_RULE",
    "TableRow",
    "TitlePerformance",
    "TitleTable",
    "direct_titles",
]

TABLES_RULE = "1.2"  # the tables of direct titles from championships, in every edition since 2009
_SEXES = frozenset({"M", "F"})


class EventKind(enum.Enum):
    """Every championship the tables of 000 §1.2 name. Its women's section is a ``Section``, not a kind."""

    WORLD_CUP = "World Cup"
    WORLD_CHAMPIONSHIP = "World Championship"  # the tables name only its women's section
    WORLD_U20 = "World U-20 (junior)"
    WORLD_U18 = "World U-18"
    WORLD_U16 = "World U-16"
    WORLD_U14 = "World U-14"
    WORLD_U12 = "World U-12"
    WORLD_U10 = "World U-10"
    WORLD_U8 = "World U-8"
    WORLD_SENIOR = "World Senior"
    WORLD_AMATEUR = "World Amateur"
    WORLD_TEAM = "World Team Championship"
    OLYMPIAD = "Olympiad"
    CONTINENTAL = "Continental individual championship"
    CONTINENTAL_SENIOR = "Continental Senior"
    CONTINENTAL_TEAM = "Continental Team Championship"
    CONTINENTAL_U20 = "Continental U-20"
    CONTINENTAL_U18 = "Continental U-18"
    CONTINENTAL_U16 = "Continental U-16"
    CONTINENTAL_U14 = "Continental U-14"
    CONTINENTAL_U12 = "Continental U-12"
    CONTINENTAL_U10 = "Continental U-10"
    CONTINENTAL_U8 = "Continental U-8"
    ASEAN = "ASEAN individual championship"
    ASEAN_U20 = "ASEAN U-20"
    ASEAN_U18 = "ASEAN U-18"
    ASEAN_U16 = "ASEAN U-16"
    ASEAN_U14 = "ASEAN U-14"
    ASEAN_U12 = "ASEAN U-12"
    ASEAN_U10 = "ASEAN U-10"
    ASEAN_U8 = "ASEAN U-8"
    ARAB = "Arab individual championship"
    ARAB_U20 = "Arab U-20"
    ARAB_U18 = "Arab U-18"
    ARAB_U16 = "Arab U-16"
    ARAB_U14 = "Arab U-14"
    ARAB_U12 = "Arab U-12"
    ARAB_U10 = "Arab U-10"
    ARAB_U8 = "Arab U-8"
    CENTROAMERICAN_CARIBBEAN_U20 = "Centroamerican-Caribbean U-20"
    SOUTH_AMERICAN_U20 = "South American U-20"
    COMMONWEALTH = "Commonwealth Championship"
    IBCA_WORLD = "IBCA World Championship"
    IBCA_WORLD_U20 = "IBCA World U-20"
    ICSC_WORLD = "ICSC World Championship"
    ICSC_WORLD_U20 = "ICSC World U-20"
    IPCA_WORLD = "IPCA World Championship"
    IPCA_WORLD_U20 = "IPCA World U-20"
    AMERICAS_YOUTH_FESTIVAL_U18 = "America's Regional Youth Festival U-18"
    AMERICAS_YOUTH_FESTIVAL_U16 = "America's Regional Youth Festival U-16"
    AMERICAS_YOUTH_FESTIVAL_U14 = "America's Regional Youth Festival U-14"
    AMERICAS_YOUTH_FESTIVAL_U12 = "America's Regional Youth Festival U-12"
    AMERICAS_YOUTH_FESTIVAL_U10 = "America's Regional Youth Festival U-10"
    AMERICAS_YOUTH_FESTIVAL_U8 = "America's Regional Youth Festival U-8"
    ZONAL = "Zonal"
    SUBZONAL = "Sub-zonal"


class Section(enum.Enum):
    OPEN = "open"
    WOMEN = "women's"


# The women's events the tables call by a name of their own.
_WOMEN_EVENT_NAMES = {
    EventKind.WORLD_CHAMPIONSHIP: "Women's World Championship",
    EventKind.OLYMPIAD: "Women's Olympiad",
    EventKind.CONTINENTAL: "Continental Women's championship",
    EventKind.CONTINENTAL_SENIOR: "Continental Women's Senior",
    EventKind.WORLD_U20: "World Girls' U-20",
}


@dataclass(frozen=True)
class Event:
    """A championship and the section played: the open one, or the women's (girls') one."""

    kind: EventKind
    section: Section = Section.OPEN

    @property
    def label(self) -> str:
        if self.section is Section.OPEN:
            return self.kind.value
        return _WOMEN_EVENT_NAMES.get(self.kind, f"{self.kind.value} ({self.section.value} section)")


class TitleTable(enum.Enum):
    GM_IM = "GM/IM"
    WGM_WIM = "WGM/WIM"
    FM_CM = "FM/CM"
    WFM_WCM = "WFM/WCM"

    @property
    def women_only(self) -> bool:
        """The "Female Championships" tables: their rows are for women only."""
        return self in (TitleTable.WGM_WIM, TitleTable.WFM_WCM)


class Remark(enum.Enum):
    """The remarks under the tables of 000 §1.2, abridged."""

    A = "a 9-game norm counts as if it had met every requirement"
    B = "preliminaries and finals of a zonal or sub-zonal are pooled"
    C = "sub-zonals must be approved by the Presidential Board"
    D = "one IM/WIM title by ≥ 66⅔ % and two FM/WFM titles by ≥ 50 % per zonal or sub-zonal"
    E = "consecutive games from the player's first; 4½ points (3½ for CM/WCM) make the title without 9 (7) games"
    F = "1st = means shared first place"

    @property
    def rule(self) -> str:
        return f"{TABLES_RULE} ({self.name.lower()})"


class Award(enum.Enum):
    TITLE = "title"
    NINE_GAME_NORM = "9-game norm counting as if every requirement were met (remark a)"
    PERFORMANCE_COUNTING_13 = f"performance counting as {OLYMPIAD_PERFORMANCE_GAMES} games (1.24)"
    NORM_COUNTING_20 = f"norm counting as {OLYMPIAD_NORM_GAMES} games (1.24)"

    @property
    def counts_as_games(self) -> int | None:
        """The games the norm is worth towards a title application; None for a title or no outcome."""
        return _NORM_GAMES.get(self)


_NORM_GAMES = {
    Award.NINE_GAME_NORM: 9,
    Award.PERFORMANCE_COUNTING_13: OLYMPIAD_PERFORMANCE_GAMES,
    Award.NORM_COUNTING_20: OLYMPIAD_NORM_GAMES,
}


@dataclass(frozen=True)
class TitlePerformance:
    """The player's title performance in the event, over the games the norm engine counted: a full norm
    (1.21b: 1.42–1.49 met) or a performance alone (1.21c: 1.22, 1.42, 1.46–1.48 met, not the mix)."""

    title: str
    games: int
    full_norm: bool

    def __post_init__(self) -> None:
        if self.title not in NORM_TITLES:
            raise ValueError(f"performances are for {', '.join(NORM_TITLES)}, not {self.title!r}")

    @classmethod
    def of(cls, verdict: NormVerdict) -> TitlePerformance:
        """From the engine's verdict on the player's games in the event."""
        if not verdict.achieved:
            raise ValueError(f"the {verdict.title} verdict is neither a norm nor a performance")
        return cls(verdict.title, verdict.games, full_norm=not verdict.performance_only)


@dataclass(frozen=True)
class ChampionshipResult:
    """One player's result in one championship, as the federation's officer knows it.

    ``placing`` is the player's place, the best of a shared range (in a knockout, of the round lost: 1 won the
    final, 2 lost it, 5 lost in the quarter-finals). ``tied`` says the place is shared, and then
    ``rank_after_tie_break`` is needed: it decides the medals and "1st, up to 3 players".
    ``score`` and ``games`` are the points and games counted: in zonals, from the player's first game on
    (remark e, ``counted_from_first_game``), preliminaries and finals pooled (remark b).
    """

    event: EventKind
    sex: str  # "M" or "F"
    section: Section = Section.OPEN
    placing: int | None = None
    tied: bool = False
    rank_after_tie_break: int | None = None
    score: Fraction | None = None
    games: int | None = None
    counted_from_first_game: bool | None = None
    performances: tuple[TitlePerformance, ...] = ()
    qualified_over_the_board: bool | None = None
    subzonal_approved: bool | None = None  # by the Presidential Board (remark c)
    # Remark (d): titles the zonal has already given by score: IM (WIM) by ≥ 66⅔ %, FM (WFM) by ≥ 50 %.
    im_titles_by_score_already_given: int | None = None
    fm_titles_by_score_already_given: int | None = None
    rating: RatingRecord | None = None  # 0.6.2

    def __post_init__(self) -> None:
        if self.sex not in _SEXES:
            raise ValueError(f"sex is 'M' or 'F', not {self.sex!r}")
        if self.section is Section.WOMEN and self.sex != "F":
            raise ValueError("a women's section has women only")
        if self.placing is not None and self.placing < 1:
            raise ValueError(f"placing {self.placing}: places start at 1")
        if self.tied and (self.placing is None or self.rank_after_tie_break is None):
            raise ValueError("a shared place needs the placing and the rank after tie-break")
        if self.rank_after_tie_break is not None and not self.tied and self.rank_after_tie_break != self.placing:
            raise ValueError("a rank after tie-break differing from the placing needs a shared place")
        if self.tied and self.rank_after_tie_break < self.placing:
            raise ValueError("the rank after tie-break cannot be better than the shared place")
        if (self.score is None) != (self.games is None):
            raise ValueError("score and games go together")
        if self.games is not None and not 0 <= self.score <= self.games:
            raise ValueError(f"a score of {self.score} in {self.games} games")

    @property
    def event_played(self) -> Event:
        return Event(self.event, self.section)

    @property
    def final_rank(self) -> int | None:
        """The place after tie-break, which gives the medals."""
        return self.rank_after_tie_break if self.tied else self.placing

    def titles_by_score_already_given(self, title: str) -> int | None:
        return {
            "IM": self.im_titles_by_score_already_given,
            "WIM": self.im_titles_by_score_already_given,
            "FM": self.fm_titles_by_score_already_given,
            "WFM": self.fm_titles_by_score_already_given,
        }[title]


_YES_NO = {
    True: pgettext_lazy("fact given", "yes"),
    False: pgettext_lazy("fact given", "no"),
    None: pgettext_lazy("fact given", "not given"),
}
# English ordinals by their suffix; each language writes a place its own way.
_ORDINALS = {
    "st": pgettext_lazy("place", "%(number)sst"),
    "nd": pgettext_lazy("place", "%(number)snd"),
    "rd": pgettext_lazy("place", "%(number)srd"),
    "th": pgettext_lazy("place", "%(number)sth"),
}


def _yes_no(fact: bool | None) -> Message:
    return message(_YES_NO[fact])


def _ordinal(number: int) -> Message:
    # English: 11th, 12th and 13th of every hundred; otherwise by the last digit (21st, 112th, 121st).
    suffix = "th" if 11 <= number % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return message(_ORDINALS[suffix], number=number)


def _placing_found(result: ChampionshipResult) -> Message:
    if result.placing is None:
        return message(gettext_noop("placing not given"))
    if result.tied:
        return message(
            gettext_noop("shared %(placing)s, %(rank)s after tie-break"), placing=_ordinal(result.placing),
            rank=_ordinal(result.final_rank),
        )
    return _ordinal(result.placing)


def _within(result: ChampionshipResult, place: int) -> bool:
    return result.placing is not None and result.placing <= place


class Placing(enum.Enum):
    WINNER = gettext_noop("winner")
    FINALIST = gettext_noop("finalist")
    LAST_8 = gettext_noop("reaching the last 8")
    LAST_16 = gettext_noop("reaching the last 16")
    GOLD = gettext_noop("gold")
    SILVER = gettext_noop("silver")
    BRONZE = gettext_noop("bronze")
    SHARED_FIRST = gettext_noop("1st = (shared first place)")
    FIRST_UP_TO_THREE = gettext_noop("1st, up to 3 players on tie-break")

    def reached_by(self, result: ChampionshipResult) -> bool:
        return _PLACING_REACHED[self](result)


# "1st, up to 3 players": how many of those sharing first place may have the title, best on tie-break first.
_FIRST_PLACES_SHARED = 3
_PLACING_REACHED: dict[Placing, Callable[[ChampionshipResult], bool]] = {
    Placing.WINNER: lambda result: result.final_rank == 1,
    Placing.FINALIST: lambda result: _within(result, 2),
    Placing.LAST_8: lambda result: _within(result, 8),
    Placing.LAST_16: lambda result: _within(result, 16),
    Placing.GOLD: lambda result: result.final_rank == 1,
    Placing.SILVER: lambda result: result.final_rank == 2,
    Placing.BRONZE: lambda result: result.final_rank == 3,
    Placing.SHARED_FIRST: lambda result: result.placing == 1 and result.tied,
    Placing.FIRST_UP_TO_THREE: lambda result: result.placing == 1 and result.final_rank <= _FIRST_PLACES_SHARED,
}


@dataclass(frozen=True)
class PlacingCondition:
    """Any one of the placings."""

    placings: tuple[Placing, ...]

    @property
    def label(self) -> Message | str:
        return either([message(placing.value) for placing in self.placings])

    def checks(self, result: ChampionshipResult, row: TableRow) -> list[Check]:
        rule = Remark.F.rule if Placing.SHARED_FIRST in self.placings else TABLES_RULE
        reached = any(placing.reached_by(result) for placing in self.placings)
        return [Check(rule, reached, _needed_and_found(self.label, _placing_found(result)))]


def _needed_and_found(needed: Message | str, found: Message | str) -> Message:
    return message(gettext_noop("%(needed)s needed; found: %(found)s"), needed=needed, found=found)


@dataclass(frozen=True)
class QualifyingCondition:
    """Qualifying for the event over the board (not by rating or nomination)."""

    @property
    def label(self) -> Message:
        return message(gettext_noop("qualifying over the board"))

    def checks(self, result: ChampionshipResult, row: TableRow) -> list[Check]:
        found = _yes_no(result.qualified_over_the_board)
        text = message(gettext_noop("qualified over the board: %(found)s"), found=found)
        return [Check(TABLES_RULE, result.qualified_over_the_board is True, text)]


_VULGAR_FRACTIONS = {Fraction(1, 3): "⅓", Fraction(1, 2): "½", Fraction(2, 3): "⅔"}


def _percent(share: Fraction) -> str:
    """A required share as the tables print it: 66⅔ %, 50 %."""
    whole, rest = divmod(share * 100, 1)
    return f"{whole}{_VULGAR_FRACTIONS[rest] if rest else ''} %"


def _found_percent(score: Fraction, games: int) -> Message | str:
    return f"{float(score) / games * 100:.1f} %" if games else message(gettext_noop("no games"))


# Remark (e): the points that make the title without the row's games (4½; 3½ for CM/WCM).
_POINTS_INSTEAD_OF_GAMES = {title: Fraction(9, 2) for title in ("IM", "WIM", "FM", "WFM")} | {
    title: Fraction(7, 2) for title in ("CM", "WCM")
}


@dataclass(frozen=True)
class ScoreCondition:
    """At least ``games`` games at a score of at least ``share`` of them."""

    games: int
    share: Fraction

    @property
    def label(self) -> Message:
        return message(gettext_noop("≥ %(games)s games at ≥ %(percent)s"), games=self.games, percent=_percent(self.share))

    def checks(self, result: ChampionshipResult, row: TableRow) -> list[Check]:
        if result.score is None:
            text = message(gettext_noop("%(needed)s needed; score and games not given"), needed=self.label)
            return [Check(TABLES_RULE, False, text)]
        return [self._games_check(result, row), self._share_check(result)]

    def _games_check(self, result: ChampionshipResult, row: TableRow) -> Check:
        enough = result.games >= self.games
        instead = self.points_instead_of_games(row)
        if not enough and instead is not None and result.score >= instead:
            return Check(
                Remark.E.rule,
                True,
                message(
                    gettext_noop(
                        "%(score)s points from the first game: title without %(games)s games (%(played)s played, "
                        "%(instead)s points suffice)"
                    ),
                    score=score_text(result.score), games=self.games, played=result.games, instead=score_text(instead),
                ),
            )
        if instead is not None:
            text = message(
                gettext_noop("%(played)s games, %(games)s needed (or %(instead)s points, remark e)"), played=result.games,
                games=self.games, instead=score_text(instead),
            )
        else:
            text = message(gettext_noop("%(played)s games, %(games)s needed"), played=result.games, games=self.games)
        return Check(TABLES_RULE, enough, text)

    def points_instead_of_games(self, row: TableRow) -> Fraction | None:
        """Remark (e)'s 4½ points (3½ for CM/WCM) instead of the games, on the rows whose share of the games
        they are: 50 % of 9 (zonal FM/WFM) and of 7 (Olympiad and team CM/WCM); None elsewhere."""
        if Remark.E not in row.remarks:
            return None
        instead = _POINTS_INSTEAD_OF_GAMES[row.title]
        return instead if instead == self.share * self.games else None

    def _share_check(self, result: ChampionshipResult) -> Check:
        return Check(
            TABLES_RULE,
            result.score >= self.share * result.games,
            message(
                gettext_noop("%(score)s of %(games)s = %(found)s, %(needed)s needed"), score=score_text(result.score),
                games=result.games, found=_found_percent(result.score, result.games), needed=_percent(self.share),
            ),
        )


@dataclass(frozen=True)
class PerformanceCondition:
    """A title performance (1.21c) or a full norm (1.21b) over at least 9 games."""

    title: str
    full_norm: bool
    games: int = 9

    @property
    def label(self) -> Message:
        text = gettext_noop("≥ %(games)s games %(title)s norm") if self.full_norm else gettext_noop(
            "≥ %(games)s games %(title)s performance"
        )
        return message(text, games=self.games, title=self.title)

    def checks(self, result: ChampionshipResult, row: TableRow) -> list[Check]:
        found = [performance for performance in result.performances if performance.title == self.title]
        met = any(
            performance.games >= self.games and (performance.full_norm or not self.full_norm) for performance in found
        )
        described = Listing(tuple(self._described(performance) for performance in found))
        return [Check(TABLES_RULE, met, _needed_and_found(self.label, described or message(gettext_noop("none"))))]

    def _described(self, performance: TitlePerformance) -> Message:
        if performance.full_norm:
            text = gettext_noop("%(title)s norm over %(games)s games")
        else:
            text = gettext_noop("%(title)s performance over %(games)s games")
        return message(text, title=self.title, games=performance.games)


Condition = PlacingCondition | QualifyingCondition | ScoreCondition | PerformanceCondition


@dataclass(frozen=True)
class TableRow:
    """One condition of one cell of the tables of 000 §1.2, with its outcome."""

    table: TitleTable
    events_printed: str  # the first column as printed
    events: tuple[Event, ...]
    column: str  # the title column the cell is in
    printed: str  # the cell's line as printed
    condition: Condition
    award: Award
    title: str  # the title awarded or normed: the column's, unless the cell names another
    remarks: frozenset[Remark] = frozenset()

    @property
    def name(self) -> str:
        return f"{self.table.value} | {self.events_printed} | {self.column}: {self.printed}"

    def covers(self, result: ChampionshipResult) -> bool:
        return result.event_played in self.events and (result.sex == "F" or not self.table.women_only)


def _open(*kinds: EventKind) -> tuple[Event, ...]:
    return tuple(Event(kind) for kind in kinds)


def _women(*kinds: EventKind) -> tuple[Event, ...]:
    return tuple(Event(kind, Section.WOMEN) for kind in kinds)


@dataclass(frozen=True)
class _Cell:
    """One condition of a cell, as written in the table data below."""

    column: str
    printed: str
    condition: Condition
    award: Award = Award.TITLE
    title: str | None = None  # when the cell names a title other than its column's
    remarks: str = ""  # the letters of the remarks that apply


def _line(table: TitleTable, events_printed: str, events: tuple[Event, ...], *cells: _Cell) -> tuple[TableRow, ...]:
    """The rows of one line of a table: its events, and each condition of its cells."""
    return tuple(
        TableRow(
            table=table,
            events_printed=events_printed,
            events=events,
            column=cell.column,
            printed=cell.printed,
            condition=cell.condition,
            award=cell.award,
            title=cell.title or cell.column,
            remarks=frozenset(Remark[letter.upper()] for letter in cell.remarks),
        )
        for cell in cells
    )


_K = EventKind
_NORM_9 = Award.NINE_GAME_NORM
_COUNTS_13 = Award.PERFORMANCE_COUNTING_13
_COUNTS_20 = Award.NORM_COUNTING_20
_WINNER = PlacingCondition((Placing.WINNER,))
_FINALIST = PlacingCondition((Placing.FINALIST,))
_LAST_8 = PlacingCondition((Placing.LAST_8,))
_LAST_16 = PlacingCondition((Placing.LAST_16,))
_GOLD = PlacingCondition((Placing.GOLD,))
_SILVER = PlacingCondition((Placing.SILVER,))
_BRONZE = PlacingCondition((Placing.BRONZE,))
_SILVER_OR_BRONZE = PlacingCondition((Placing.SILVER, Placing.BRONZE))
_SHARED_FIRST = PlacingCondition((Placing.SHARED_FIRST,))
_SHARED_FIRST_OR_SILVER = PlacingCondition((Placing.SHARED_FIRST, Placing.SILVER))
_FIRST_UP_TO_THREE = PlacingCondition((Placing.FIRST_UP_TO_THREE,))
_QUALIFYING = QualifyingCondition()
_TWO_THIRDS = Fraction(2, 3)
_HALF = Fraction(1, 2)
_TWO_FIFTHS = Fraction(2, 5)

_OLYMPIAD_TYPE = (*_open(_K.OLYMPIAD, _K.CONTINENTAL_TEAM), *_women(_K.OLYMPIAD, _K.CONTINENTAL_TEAM))
_ZONALS = (_K.ZONAL, _K.SUBZONAL)
_JUNIOR_AND_REGIONAL = (
    *(_K.CONTINENTAL_U20, _K.ASEAN, _K.ASEAN_U20, _K.ARAB, _K.ARAB_U20),
    *(_K.CENTROAMERICAN_CARIBBEAN_U20, _K.SOUTH_AMERICAN_U20, _K.WORLD_U18),
)
_DISABLED_WORLD = (_K.IBCA_WORLD, _K.ICSC_WORLD, _K.IPCA_WORLD)
_DISABLED_WORLD_U20 = (_K.IBCA_WORLD_U20, _K.ICSC_WORLD_U20, _K.IPCA_WORLD_U20)
_WORLD_YOUTH = (_K.WORLD_U16, _K.WORLD_U14, _K.WORLD_U12, _K.WORLD_U10, _K.WORLD_U8)
_REGIONAL_YOUTH = (
    *(_K.CONTINENTAL_U18, _K.CONTINENTAL_U16, _K.CONTINENTAL_U14),
    *(_K.CONTINENTAL_U12, _K.CONTINENTAL_U10, _K.CONTINENTAL_U8),
    *(_K.ASEAN_U18, _K.ASEAN_U16, _K.ASEAN_U14, _K.ASEAN_U12, _K.ASEAN_U10, _K.ASEAN_U8),
    *(_K.ARAB_U18, _K.ARAB_U16, _K.ARAB_U14, _K.ARAB_U12, _K.ARAB_U10, _K.ARAB_U8),
)
_AMERICAS_YOUTH = (
    *(_K.AMERICAS_YOUTH_FESTIVAL_U18, _K.AMERICAS_YOUTH_FESTIVAL_U16, _K.AMERICAS_YOUTH_FESTIVAL_U14),
    *(_K.AMERICAS_YOUTH_FESTIVAL_U12, _K.AMERICAS_YOUTH_FESTIVAL_U10, _K.AMERICAS_YOUTH_FESTIVAL_U8),
)
_JUNIOR_AND_REGIONAL_PRINTED = (
    "Continental U-20; ASEAN; ASEAN U-20; Arab; {arab_u20}; Centroamerican-Caribbean U-20; Southern American U-20; "
    "World U-18"
)
_FIRST_UP_TO_THREE_TITLE = "1st, up to 3 players = title"
_ZONAL_REMARKS = "bc"  # "See Note b to e": (d) and (e) only where their text bites

_GM_IM = TitleTable.GM_IM
_GM_IM_ROWS = (
    *_line(
        _GM_IM,
        "World Cup",
        _open(_K.WORLD_CUP),
        _Cell("GM", "Reaching last 16", _LAST_16),
        _Cell("IM", "Qualifying over the board", _QUALIFYING),
    ),
    *_line(
        _GM_IM,
        "Women's World",
        _women(_K.WORLD_CHAMPIONSHIP),
        _Cell("GM", "Winner = title", _WINNER),
        _Cell("GM", "Finalist = 9 game norm (a)", _FINALIST, _NORM_9, remarks="a"),
        _Cell("IM", "Finalist = title", _FINALIST),
    ),
    *_line(
        _GM_IM,
        "World U-20",
        _open(_K.WORLD_U20),
        _Cell("GM", "Gold = title.", _GOLD),
        _Cell("GM", "1st = 9 game norm (a)", _SHARED_FIRST, _NORM_9, remarks="af"),
        _Cell("IM", "Silver, bronze = title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _GM_IM,
        "World Senior",
        _open(_K.WORLD_SENIOR),
        _Cell("GM", "Gold = title", _GOLD),
        _Cell("IM", "Silver = title", _SILVER),
    ),
    *_line(
        _GM_IM,
        "Olympiad; Women's Olympiad; Continental; Continental Women's",
        _OLYMPIAD_TYPE,
        _Cell("GM", "≥9 games GM Performance counts as 13 games.", PerformanceCondition("GM", False), _COUNTS_13),
        _Cell("GM", "≥9 games GM Norm counts as 20 games.", PerformanceCondition("GM", True), _COUNTS_20),
        _Cell("IM", "≥9 games IM Performance counts as 13 games.", PerformanceCondition("IM", False), _COUNTS_13),
        _Cell("IM", "≥9 games IM Norm counts as 20 games.", PerformanceCondition("IM", True), _COUNTS_20),
    ),
    *_line(
        _GM_IM,
        "Continental",
        _open(_K.CONTINENTAL),
        _Cell("GM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
        _Cell("IM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
    ),
    *_line(
        _GM_IM,
        "Continental Senior",
        _open(_K.CONTINENTAL_SENIOR),
        _Cell("GM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
        _Cell("IM", "Gold = title", _GOLD),
        _Cell("IM", "Silver, bronze = 9 game norm (a)", _SILVER_OR_BRONZE, _NORM_9, remarks="a"),
    ),
    *_line(
        _GM_IM,
        _JUNIOR_AND_REGIONAL_PRINTED.format(arab_u20="Arab U-20"),
        _open(*_JUNIOR_AND_REGIONAL),
        _Cell("GM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
        _Cell("IM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
    ),
    *_line(
        _GM_IM,
        "World U-16; Continental U-18, 16; World Girls' U-20",
        (*_open(_K.WORLD_U16, _K.CONTINENTAL_U18, _K.CONTINENTAL_U16), *_women(_K.WORLD_U20)),
        _Cell("IM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
    ),
    *_line(
        _GM_IM,
        "Commonwealth; IBCA, ISCS, IPCA",
        _open(_K.COMMONWEALTH, *_DISABLED_WORLD),
        _Cell("IM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE),
    ),
    *_line(
        _GM_IM,
        "Zonals and Sub-Zonals (see note b to e)",
        _open(*_ZONALS),
        _Cell("IM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE, remarks=_ZONAL_REMARKS),
        _Cell("IM", "≥ 9 games ≥ 66 2/3% = title", ScoreCondition(9, _TWO_THIRDS), remarks=_ZONAL_REMARKS + "de"),
        _Cell(
            "IM",
            "≥ 9 games IM Performance counts as 13 games.",
            PerformanceCondition("IM", False),
            _COUNTS_13,
            remarks=_ZONAL_REMARKS,
        ),
    ),
)

_WGM_WIM = TitleTable.WGM_WIM
_WGM_WIM_ROWS = (
    *_line(
        _WGM_WIM,
        "Women's World",
        _women(_K.WORLD_CHAMPIONSHIP),
        _Cell("WGM", "Winner = GM title.", _WINNER, title="GM"),
        _Cell("WGM", "Finalist = 9 game GM norm (a)", _FINALIST, _NORM_9, title="GM", remarks="a"),
        _Cell("WGM", "Finalist = IM title.", _FINALIST, title="IM"),
        _Cell("WGM", "Reaching last 8= WGM title", _LAST_8),
        _Cell("WIM", "Qualifying over the board", _QUALIFYING),
    ),
    *_line(
        _WGM_WIM,
        "World U-20",
        _women(_K.WORLD_U20),
        _Cell("WGM", "Gold = WGM title.", _GOLD),
        _Cell("WGM", "Gold = 9 game IM Norm (a)", _GOLD, _NORM_9, title="IM", remarks="a"),
        _Cell("WGM", "1st = 9 game WGM norm (a)", _SHARED_FIRST, _NORM_9, remarks="af"),
        _Cell("WIM", "Silver, Bronze = WIM title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _WGM_WIM,
        "World Senior",
        _women(_K.WORLD_SENIOR),
        _Cell("WGM", "Gold", _GOLD),
        _Cell("WIM", "Silver", _SILVER),
    ),
    # Printed "GM"/"IM" in the WGM/WIM columns, read as WGM/WIM (decision 6).
    *_line(
        _WGM_WIM,
        "Open Olympiad; Women's Olympiad; Continental; Continental Women's",
        _OLYMPIAD_TYPE,
        _Cell("WGM", "≥9 games GM Perform-ance counts as 13 games.", PerformanceCondition("WGM", False), _COUNTS_13),
        _Cell("WGM", "≥9 games GM Norm counts as 20 games.", PerformanceCondition("WGM", True), _COUNTS_20),
        _Cell("WIM", "≥9 games IM Performance counts as 13 games.", PerformanceCondition("WIM", False), _COUNTS_13),
        _Cell("WIM", "≥9 games IM Norm counts as 20 games", PerformanceCondition("WIM", True), _COUNTS_20),
    ),
    *_line(
        _WGM_WIM,
        "Continental Women's",
        _women(_K.CONTINENTAL),
        _Cell("WGM", "Gold = Title", _GOLD),
        _Cell("WIM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE),
    ),
    *_line(
        _WGM_WIM,
        "Continental Women's Senior",
        _women(_K.CONTINENTAL_SENIOR),
        _Cell("WGM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
        _Cell("WIM", "Gold = title", _GOLD),
        _Cell("WIM", "Silver, bronze = 9 game norm (a)", _SILVER_OR_BRONZE, _NORM_9, remarks="a"),
    ),
    *_line(
        _WGM_WIM,
        _JUNIOR_AND_REGIONAL_PRINTED.format(arab_u20="U-20 Arab"),
        _women(*_JUNIOR_AND_REGIONAL),
        _Cell("WGM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
        _Cell("WIM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE),
    ),
    *_line(
        _WGM_WIM,
        "Commonwealth; IBCA, ISCS, IPCA",
        _women(_K.COMMONWEALTH, *_DISABLED_WORLD),
        _Cell("WIM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE),
    ),
    *_line(
        _WGM_WIM,
        "World U-16; Continental U-18, U-16",
        _women(_K.WORLD_U16, _K.CONTINENTAL_U18, _K.CONTINENTAL_U16),
        _Cell("WIM", "Gold = 9 game norm (a)", _GOLD, _NORM_9, remarks="a"),
    ),
    *_line(
        _WGM_WIM,
        "Zonals and Sub-Zonals (see note b to e)",
        _women(*_ZONALS),
        _Cell("WIM", _FIRST_UP_TO_THREE_TITLE + ".", _FIRST_UP_TO_THREE, remarks=_ZONAL_REMARKS),
        _Cell("WIM", "≥ 9 games ≥ 66 2/3% = title", ScoreCondition(9, _TWO_THIRDS), remarks=_ZONAL_REMARKS + "de"),
        _Cell(
            "WIM",
            "≥ 9 games WIM Performance counts as 13 games.",
            PerformanceCondition("WIM", False),
            _COUNTS_13,
            remarks=_ZONAL_REMARKS,
        ),
    ),
)

# This table's remark letters are read one letter on (decision 2): its "(d)" is (e), its "a to d" is b to e.
_FM_CM = TitleTable.FM_CM
_FM_CM_ROWS = (
    *_line(
        _FM_CM,
        "Olympiad (d)",
        _open(_K.OLYMPIAD),
        _Cell("FM", "≥9 game ≥ 66 2/3% = title", ScoreCondition(9, _TWO_THIRDS), remarks="e"),
        _Cell("CM", "≥7 game ≥ 50 % = title", ScoreCondition(7, _HALF), remarks="e"),
    ),
    *_line(
        _FM_CM,
        "World, Continental Team (d)",
        _open(_K.WORLD_TEAM, _K.CONTINENTAL_TEAM),
        _Cell("FM", "≥7 game ≥ 66 2/3% = title", ScoreCondition(7, _TWO_THIRDS), remarks="e"),
        _Cell("CM", "≥7 game ≥ 50 % = title", ScoreCondition(7, _HALF), remarks="e"),
    ),
    *_line(_FM_CM, "World U-18", _open(_K.WORLD_U18), _Cell("FM", "Silver, Bronze = title", _SILVER_OR_BRONZE)),
    *_line(
        _FM_CM,
        "World U16, 14, 12, 10, 8",
        _open(*_WORLD_YOUTH),
        _Cell("FM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
        _Cell("CM", "Silver, Bronze = title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _FM_CM,
        "IBCA, ICSC, IPCA World",
        _open(*_DISABLED_WORLD),
        _Cell("FM", "Silver = title", _SILVER),
        _Cell("CM", "Bronze = title", _BRONZE),
    ),
    *_line(
        _FM_CM,
        "IBCA, ICSC, IPCA World U-20",
        _open(*_DISABLED_WORLD_U20),
        _Cell("FM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
        _Cell("CM", "Silver, Bronze = title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _FM_CM,
        "U-20 Continental, ASEAN, or Arab.",
        _open(_K.CONTINENTAL_U20, _K.ASEAN_U20, _K.ARAB_U20),
        _Cell("FM", "Silver, Bronze = title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _FM_CM,
        "Continental, ASEAN or Arab U-18, 16, 14, 12, 10, 8",
        _open(*_REGIONAL_YOUTH),
        _Cell("FM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
        _Cell("CM", "Silver, Bronze = title", _SILVER_OR_BRONZE),
    ),
    *_line(
        _FM_CM,
        "America's Regional Youth Festival U-18, 16, 14, 12, 10, 8",
        _open(*_AMERICAS_YOUTH),
        _Cell("CM", _FIRST_UP_TO_THREE_TITLE, _FIRST_UP_TO_THREE),
    ),
    *_line(
        _FM_CM,
        "Zonals and Sub-Zonals (see note a to d)",
        _open(*_ZONALS),
        _Cell("FM", "≥9 games ≥ 50 % = title", ScoreCondition(9, _HALF), remarks=_ZONAL_REMARKS + "de"),
        _Cell("CM", "≥9 game ≥ 40% = title", ScoreCondition(9, _TWO_FIFTHS), remarks=_ZONAL_REMARKS + "e"),
    ),
    *_line(
        _FM_CM,
        "World Amateur",
        _open(_K.WORLD_AMATEUR),
        _Cell("FM", "Gold = title", _GOLD),
        _Cell("CM", "1st = or Silver = title", _SHARED_FIRST_OR_SILVER, remarks="f"),
    ),
)

_WOMEN_TITLE = {"FM": "WFM", "CM": "WCM"}


def _in_the_womens_table(row: TableRow) -> TableRow:
    """The WFM/WCM table, printed identical to the FM/CM table, for the women's sections."""
    return replace(
        row,
        table=TitleTable.WFM_WCM,
        events=_women(*(event.kind for event in row.events)),
        column=_WOMEN_TITLE[row.column],
        title=_WOMEN_TITLE[row.title],
    )


DIRECT_TITLE_TABLES: tuple[TableRow, ...] = (
    *_GM_IM_ROWS,
    *_WGM_WIM_ROWS,
    *_FM_CM_ROWS,
    *(_in_the_womens_table(row) for row in _FM_CM_ROWS),
)


# Remark (d): titles by score a zonal may give.
_ZONAL_TITLES_BY_SCORE = {"IM": 1, "WIM": 1, "FM": 2, "WFM": 2}


def _nine_game_norm_check(row: TableRow, result: ChampionshipResult) -> list[Check]:
    return [
        Check(
            Remark.A.rule,
            True,
            message(
                gettext_noop(
                    "the result counts as a 9-game %(title)s norm that met every requirement (1.42–1.49 are not judged)"
                ),
                title=row.title,
            ),
        )
    ]


def _subzonal_approval_check(row: TableRow, result: ChampionshipResult) -> list[Check]:
    if result.event is not EventKind.SUBZONAL:
        return []
    found = _yes_no(result.subzonal_approved)
    text = message(gettext_noop("approved by the Presidential Board: %(found)s"), found=found)
    return [Check(Remark.C.rule, result.subzonal_approved is True, text)]


def _zonal_limit_check(row: TableRow, result: ChampionshipResult) -> list[Check]:
    limit = _ZONAL_TITLES_BY_SCORE[row.title]
    given = result.titles_by_score_already_given(row.title)
    found = _yes_no(None) if given is None else given
    return [
        Check(
            Remark.D.rule,
            given is not None and given < limit,
            message(
                gettext_noop("%(title)s titles this zonal has already given by score: %(found)s; it may give %(limit)s"),
                title=row.title, found=found, limit=limit,
            ),
        )
    ]


def _first_game_check(row: TableRow, result: ChampionshipResult) -> list[Check]:
    found = _yes_no(result.counted_from_first_game)
    return [
        Check(
            Remark.E.rule,
            result.counted_from_first_game is True,
            message(gettext_noop("games counted from the player's first game: %(found)s"), found=found),
        )
    ]


# The remarks that are requirements or outcomes; (b) and (f) are the caller's and the placing check's.
_REMARK_CHECKS: dict[Remark, Callable[[TableRow, ChampionshipResult], list[Check]]] = {
    Remark.A: _nine_game_norm_check,
    Remark.C: _subzonal_approval_check,
    Remark.D: _zonal_limit_check,
    Remark.E: _first_game_check,
}


@dataclass(frozen=True)
class DirectTitleVerdict:
    """What one row of the tables gives the player."""

    row: TableRow
    condition_met: bool  # the cell's condition and its remarks, whether or not the cell states an outcome
    checks: tuple[Check, ...]  # 1.2 and its remarks
    rating_checks: tuple[Check, ...] = ()  # 0.6.2, for a title gained

    @property
    def title(self) -> str:
        return self.row.title

    @property
    def award(self) -> Award:
        return self.row.award

    @property
    def counts_as_games(self) -> int | None:
        return self.row.award.counts_as_games

    @property
    def achieved(self) -> bool:
        return all(check.ok for check in self.checks)

    @property
    def conditional(self) -> bool:
        """A title gained below the 0.6.2 minimum rating: awarded conditionally."""
        return self.achieved and not all(check.ok for check in self.rating_checks)

    @property
    def failures(self) -> tuple[Check, ...]:
        return tuple(check for check in self.checks if not check.ok)


def _judge(row: TableRow, result: ChampionshipResult) -> DirectTitleVerdict:
    checks = row.condition.checks(result, row)
    for remark in Remark:  # in letter order
        if remark in row.remarks and remark in _REMARK_CHECKS:
            checks += _REMARK_CHECKS[remark](row, result)
    condition_met = all(check.ok for check in checks)
    rating_checks = ()
    if condition_met and row.award is Award.TITLE:
        from_olympiad = result.event is EventKind.OLYMPIAD
        rating_checks = tuple(direct_title_checks(row.title, result.rating, from_olympiad=from_olympiad))
    return DirectTitleVerdict(row, condition_met, tuple(checks), rating_checks)


def direct_titles(result: ChampionshipResult) -> list[DirectTitleVerdict]:
    """A verdict for every row of the tables that covers the player's event, section and sex, in table order."""
    return [_judge(row, result) for row in DIRECT_TITLE_TABLES if row.covers(result)]
