"""What the IT2 title application form prints: every norm of the application (from results here, entered from outside
certificates, from championships) with its games and the total toward 27, the title rating, and the titles the
player held on the application date, numbered as the edition in force on that date numbers its rules."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path

from django.db.models import Q
from django.utils.translation import gettext as _

from players.models import Player, PlayerTitle, RatingEntry
from regulations import Rule, edition_for
from regulations.applications import NORMS_COUNTING_FOR, TITLE_RATING, TOTAL_GAMES
from titles.application_checks import application_date
from titles.models import NormResult, TitleApplication

from .it1_certificate import split_name
from .models import Certificate
from .selectors import certificates_in_force


@dataclass(frozen=True)
class ApplicationNorm:
    """One line of the form's table of norms, whatever its kind."""

    kind: str  # "engine", "outside" or "championship"
    title: str
    event: str
    place: str
    start: date | None
    end: date | None
    edition: str
    games: int | None
    counts_as_games: int
    score: Decimal | None
    average_rating: int | None
    performance: int | None
    exemption: str
    evidence: str  # the IT1 issued here, named by its number, or the file of the outside certificate
    # The number of the IT1 issued here, printed unbroken after the words of `evidence`.
    certificate_reference: str = ""


@dataclass(frozen=True)
class TitleApplicationSheet:
    application: TitleApplication
    player: Player
    title: str
    application_date: date
    edition: str
    norms: list[ApplicationNorm]
    title_rating: int
    rating_reached: RatingEntry | None
    highest_rating: RatingEntry | None
    titles_held: list[PlayerTitle]
    total_games_rule: str
    title_rating_rule: str
    minimum_games: int = TOTAL_GAMES
    version: int | None = None
    missing_certificates: list[str] = field(default_factory=list)

    @property
    def total_games(self) -> int:
        return sum(item.counts_as_games for item in self.norms)

    @property
    def surname(self) -> str:
        return split_name(self.player.name)[0]

    @property
    def first_name(self) -> str:
        return split_name(self.player.name)[1]

    @property
    def norm_titles(self) -> list[str]:
        return list(NormResult.Title.values)

    @property
    def reference(self) -> str:
        return f"IT2-{self.application.pk}-{self.title}-{self.version}" if self.version else ""

    def facts(self) -> dict:
        """What the verification page shows of this form: nothing private."""
        return {
            "reference": self.reference,
            "player": self.player.name,
            "federation": self.player.federation.code if self.player.federation else "",
            "title": self.title,
            "application_date": self.application_date.isoformat(),
            "norms": [
                {"event": norm.event, "end": norm.end.isoformat() if norm.end else "", "counts_as_games": norm.counts_as_games}
                for norm in self.norms
            ],
            "total_games": self.total_games,
        }


def title_application_sheet(*, application: TitleApplication, version: int | None = None) -> TitleApplicationSheet:
    player = application.player
    day = application_date(application)
    edition = edition_for(day)
    norms = _engine_norms(application) + _outside_norms(application) + _championship_norms(application)
    norms.sort(key=lambda norm: norm.end or date.max)
    ratings = player.ratings.filter(period__lte=day).order_by("period")
    needed = TITLE_RATING[application.title]
    return TitleApplicationSheet(
        application=application,
        player=player,
        title=application.title,
        application_date=day,
        edition=edition.name,
        norms=norms,
        title_rating=needed,
        rating_reached=ratings.filter(rating__gte=needed).first(),
        highest_rating=ratings.order_by("-rating", "period").first(),
        titles_held=list(
            player.titles.filter(Q(confirmed_on__lte=day) | Q(confirmed_on__isnull=True))
            .exclude(title=application.title)
            .order_by("confirmed_on")
        ),
        total_games_rule=edition.rule(Rule.TOTAL_GAMES) if edition.has(Rule.TOTAL_GAMES) else "",
        title_rating_rule=edition.rule(Rule.TITLE_RATING) if edition.has(Rule.TITLE_RATING) else "",
        version=version,
        missing_certificates=[
            norm.event for norm in norms if norm.kind == "engine" and not norm.evidence
        ],
    )


def _engine_norms(application: TitleApplication) -> list[ApplicationNorm]:
    norms = list(application.norms.select_related("entry__upload__tournament__host_federation"))
    certificates = certificates_in_force(norms=norms)
    return [
        ApplicationNorm(
            kind="engine", title=norm.title, event=norm.entry.upload.tournament.name,
            place=", ".join(filter(None, [norm.entry.upload.tournament.city, norm.entry.upload.tournament.host_federation.code])),
            start=norm.entry.upload.tournament.start_date, end=norm.entry.upload.tournament.end_date, edition=norm.edition,
            games=norm.games, counts_as_games=norm.counts_as_games, score=norm.score, average_rating=norm.average_rating,
            performance=norm.performance, exemption=norm.exemption_used, evidence=_it1_named(certificates.get(norm.pk)),
            certificate_reference=certificates[norm.pk].reference if norm.pk in certificates else "",
        )
        for norm in norms
    ]


def _it1_named(certificate: Certificate | None) -> str:
    """The evidence column names the IT1 issued here by its number; blank while none is (the form says so)."""
    return _("IT1 certificate %(reference)s") % {"reference": certificate.reference} if certificate else ""


def _outside_norms(application: TitleApplication) -> list[ApplicationNorm]:
    return [
        ApplicationNorm(
            kind="outside", title=norm.title, event=norm.event_name,
            place=", ".join(filter(None, [norm.event_place, norm.host_federation])), start=norm.event_start,
            end=norm.event_end, edition=norm.edition, games=norm.games, counts_as_games=norm.counts_as_games,
            score=norm.score, average_rating=norm.average_rating, performance=norm.performance,
            exemption=norm.exemption_used,
            evidence=_("IT1 certificate of the event (scan %(file)s)") % {"file": Path(norm.certificate_scan.name).name},
        )
        for norm in application.external_norms.all()
    ]


def _championship_norms(application: TitleApplication) -> list[ApplicationNorm]:
    counting = NORMS_COUNTING_FOR[application.title]
    lines = []
    for result in application.championship_results.all():
        verdicts = [v for v in result.verdicts if v["achieved"] and v["counts_as_games"] and v["title"] in counting]
        if not verdicts:
            continue
        verdict = min(verdicts, key=lambda v: counting.index(v["title"]))
        lines.append(
            ApplicationNorm(
                kind="championship", title=verdict["title"], event=result.event_name or result.event_kind,
                place="",
                start=None, end=result.event_end, edition="", games=result.games,
                counts_as_games=verdict["counts_as_games"], score=result.score, average_rating=None, performance=None,
                exemption="", evidence=_("championship result: %(award)s") % {"award": verdict["award"]},
            )
        )
    return lines
