from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from lib.messages import translated
from privatefiles.storage import PrivateUploadTo, private_storage
from regulations.non_player_titles import COMPETITION_TYPE_NAMES
from tournaments.models import Entry, Tournament

from .championship_labels import EVENT_KIND_CHOICES, SECTION_CHOICES

# A title held makes its own norm and the lower ones pointless (GM over IM, WGM and WIM; IM and WGM over WIM).
NORMS_COVERED_BY_TITLE = {
    "GM": frozenset({"GM", "IM", "WGM", "WIM"}),
    "IM": frozenset({"IM", "WIM"}),
    "WGM": frozenset({"WGM", "WIM"}),
    "WIM": frozenset({"WIM"}),
}


class NormResult(models.Model):
    """The stored verdict of the regulations engine for one entry and one title."""

    class Title(models.TextChoices):
        GM = "GM", _("GM norm")
        IM = "IM", _("IM norm")
        WGM = "WGM", _("WGM norm")
        WIM = "WIM", _("WIM norm")

    entry = models.ForeignKey(Entry, verbose_name=_("entry"), on_delete=models.CASCADE, related_name="norm_results")
    title = models.CharField(_("title"), max_length=3, choices=Title.choices)
    edition = models.CharField(_("edition of the regulations"), max_length=16)
    achieved = models.BooleanField(_("achieved"))
    games = models.PositiveSmallIntegerField(_("games counted"))
    counts_as_games = models.PositiveSmallIntegerField(_("counts as games"))
    score = models.DecimalField(_("score"), max_digits=5, decimal_places=1)
    average_rating = models.PositiveSmallIntegerField(_("average rating"), null=True, blank=True)
    performance = models.SmallIntegerField(_("performance"), null=True, blank=True)
    exemption_used = models.CharField(_("exemption used"), max_length=60, blank=True)
    counted_rounds = models.JSONField(_("rounds counted"), default=list)
    dropped_rounds = models.JSONField(_("rounds dropped"), default=list)
    checks = models.JSONField(_("checks"), default=list)
    # Opponent counts of the counted games and the ratings 1.46 raised or assumed; shape in docs/interfaces.md.
    totals = models.JSONField(_("totals"), default=dict, blank=True)
    # For a tournament still in progress: the engine's estimate of what the remaining rounds must bring.
    forecast = models.JSONField(_("forecast"), null=True, blank=True)
    evaluated_at = models.DateTimeField(_("evaluated at"), auto_now=True)

    class Meta:
        ordering = ["entry", "title"]
        verbose_name = _("norm result")
        verbose_name_plural = _("norm results")
        constraints = [models.UniqueConstraint(fields=["entry", "title"], name="unique_norm_result_per_title")]
        indexes = [models.Index(fields=["achieved", "title"])]

    def __str__(self) -> str:
        verdict = _("achieved") if self.achieved else _("not achieved")
        return f"{self.title} {self.entry.name}: {verdict}"

    @property
    def failed_checks(self) -> list[dict]:
        return [check for check in self.checks if not check["ok"]]

    @property
    def forecast_reachable(self) -> bool:
        return bool(self.forecast and self.forecast["reachable"])


class ExternalNorm(models.Model):
    """A norm from an event outside the system, entered by an officer from its signed certificate."""

    player = models.ForeignKey("players.Player", verbose_name=_("player"), on_delete=models.CASCADE, related_name="external_norms")
    title = models.CharField(_("title"), max_length=3, choices=NormResult.Title.choices)
    event_name = models.CharField(_("event"), max_length=200)
    event_place = models.CharField(_("place"), max_length=100, blank=True)
    event_start = models.DateField(_("start date"))
    event_end = models.DateField(_("end date"))
    edition = models.CharField(_("edition of the regulations"), max_length=16)
    games = models.PositiveSmallIntegerField(_("games"))
    counts_as_games = models.PositiveSmallIntegerField(_("counts as games"))
    score = models.DecimalField(_("score"), max_digits=5, decimal_places=1)
    average_rating = models.PositiveSmallIntegerField(_("average rating"))
    performance = models.SmallIntegerField(_("performance"))
    exemption_used = models.CharField(_("exemption used"), max_length=60, blank=True)
    round_dates = models.JSONField(_("round dates (as on the certificate)"), default=list, blank=True)
    # What the application rules ask of the event: its kind (1.4.3a–c exemptions, 1.5.6), its system and size.
    event_kind = models.CharField(
        _("kind of event"), max_length=40, choices=Tournament.EventKind.choices, default=Tournament.EventKind.ORDINARY
    )
    system = models.CharField(_("system"), max_length=20, choices=Tournament.System.choices, default=Tournament.System.SWISS)
    rounds = models.PositiveSmallIntegerField(_("rounds"), null=True, blank=True)
    host_federation = models.CharField(_("host federation (FIDE code)"), max_length=3, blank=True)
    chief_arbiter = models.CharField(_("chief arbiter"), max_length=120, blank=True)
    # The opponent figures the certificate prints (1.4.3–1.4.5; 1.43–1.45 before 2017).
    title_holders = models.PositiveSmallIntegerField(_("opponents holding a title (GM, IM, WGM, WIM, FM, WFM)"), null=True)
    norm_title_opponents = models.PositiveSmallIntegerField(_("opponents with a title counting for the norm"), null=True)
    other_federations = models.PositiveSmallIntegerField(_("federations other than the player's"), null=True)
    # 1.5.6a: the smallest field of any round of a Swiss and its average, as the certificate's remarks give them.
    smallest_round_field = models.PositiveSmallIntegerField(_("players in the smallest round (Swiss)"), null=True, blank=True)
    smallest_round_average = models.PositiveSmallIntegerField(_("lowest average rating of a round (Swiss)"), null=True, blank=True)
    checks = models.JSONField(_("checks"), default=list, blank=True)
    certificate_scan = models.FileField(_("scanned certificate"), upload_to="external-norms/")

    certificate_scan = models.FileField(
        _("scanned certificate"), upload_to=PrivateUploadTo("external-norms"), storage=private_storage
    )
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, verbose_name=_("entered by"), on_delete=models.PROTECT, related_name="+")
    entered_at = models.DateTimeField(_("entered at"), auto_now_add=True)

    class Meta:
        ordering = ["player", "event_start"]
        verbose_name = _("norm from another event")
        verbose_name_plural = _("norms from other events")

    def __str__(self) -> str:
        return f"{self.title} {self.player}: {self.event_name}"

    @property
    def passes_checks(self) -> bool:
        return all(check["ok"] for check in self.checks)


class OfficialTitle(models.TextChoices):
    """The titles of 1990 §2, not won at the board."""

    IA = "IA", _("International Arbiter")
    IO = "IO", _("International Organizer")
    FI = "FI", _("FIDE Instructor")


# What one may apply for: a norm title of a player, or an official title of a candidate.
APPLICATION_TITLE_CHOICES = NormResult.Title.choices + OfficialTitle.choices


class TitleApplication(models.Model):
    """An application for a title, followed from the request to the award: a norm title of a player (1.5, 1.10) or
    an arbiter's, organiser's or instructor's title of an official candidate (1990 §2).

    Every title moves through the same states, permissions, decisions, award and audit trail
    (``application_services``); only the checklist differs, and the regulations give it by title. The applicant is
    the player or the candidate, exactly one of them, as the title requires: a candidate for an official title is
    often nobody's player (an organiser, an instructor), so neither can stand for the other.
    """

    class State(models.TextChoices):
        REQUESTED = "requested", _("requested by the player")
        DECLINED = "declined", _("declined by the federation")
        DRAFT = "draft", _("draft")
        SUBMITTED = "submitted", _("submitted by the federation")
        SENT = "sent", _("sent to FIDE")
        APPROVED = "approved", _("approved")
        REJECTED = "rejected", _("rejected")
        AWARDED = "awarded", _("title awarded")

    # An application in any other state is still open: a player has at most one per title.
    CLOSED_STATES = (State.REJECTED, State.AWARDED)

    player = models.ForeignKey(
        "players.Player", verbose_name=_("player"), on_delete=models.PROTECT, null=True, blank=True,
        related_name="title_applications",
    )
    candidate = models.ForeignKey(
        "OfficialCandidate", verbose_name=_("candidate"), on_delete=models.PROTECT, null=True, blank=True,
        related_name="applications",
    )
    title = models.CharField(_("title"), max_length=3, choices=APPLICATION_TITLE_CHOICES)
    federation = models.ForeignKey("players.Federation", verbose_name=_("federation"), on_delete=models.PROTECT, related_name="title_applications")
    # 1.10.2: when the federation refuses, the player may apply (and pay) directly.
    applied_by_player = models.BooleanField(_("applied by the player (federation refused)"), default=False)
    state = models.CharField(_("state"), max_length=10, choices=State.choices, default=State.DRAFT)
    norms = models.ManyToManyField(NormResult, verbose_name=_("norms"), blank=True, related_name="applications")
    external_norms = models.ManyToManyField(
        ExternalNorm, verbose_name=_("norms from other events"), blank=True, related_name="applications"
    )
    championship_results = models.ManyToManyField(
        "ChampionshipResult", verbose_name=_("championship results giving a direct title or a norm"), blank=True, related_name="applications"
    )
    title_rating = models.PositiveSmallIntegerField(_("title rating"), null=True, blank=True)
    title_rating_reached_on = models.DateField(_("title rating reached on"), null=True, blank=True)
    checks = models.JSONField(_("checks"), default=list, blank=True)
    submitted_on = models.DateField(_("application date"), null=True, blank=True)
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name=_("submitted by"), on_delete=models.PROTECT, null=True, blank=True,
        related_name="+",
    )
    # FIDE's decisions: the date and the Council or Presidential Board reference of each (0.4).
    decision_on = models.DateField(_("FIDE decision date"), null=True, blank=True)
    decision_reference = models.CharField(_("decision reference (Council or Presidential Board)"), max_length=120, blank=True)
    decision_reason = models.TextField(_("reason"), blank=True)
    awarded_on = models.DateField(_("award date"), null=True, blank=True)
    award_reference = models.CharField(_("award reference (Council or Presidential Board)"), max_length=120, blank=True)
    refused_norms = models.ManyToManyField(NormResult, blank=True, related_name="+", verbose_name=_("norms refused"))
    # A corrected results file took away or changed a norm the application relies on.
    needs_review = models.BooleanField(_("needs review after a correction"), default=False)
    # What the corrections changed, each a message (lib.messages) read in the reader's language.
    review_reasons = models.JSONField(_("why it needs review"), default=list, blank=True)
    # The evidence of an official title's checklist items that are not events (1990 §2.11–2.13, 2.14e, 2.21–2.22,
    # 2.31–2.32); a player's application leaves them at their defaults, which no check of a player title reads.
    knows_laws_and_regulations = models.BooleanField(_("full knowledge of the Laws of Chess and FIDE regulations"), default=False)
    objectivity_shown = models.BooleanField(_("absolute objectivity shown as an arbiter"), default=False)
    fide_language = models.CharField(_("official FIDE language known"), max_length=30, blank=True)
    federation_organises_listed_events = models.BooleanField(
        _("the federation organises events of kinds (a)–(d)"), default=True
    )
    passed_arbiters_exam = models.BooleanField(_("passed the exam before the Arbiters' Commission"), default=False)
    organising_experience = models.BooleanField(_("experience organising chess competitions"), default=False)
    presented_by_federation = models.BooleanField(_("presented by the national federation"), default=False)
    cv_with_practical_experience = models.BooleanField(_("curriculum vitae with practical experience"), default=False)
    years_of_current_activity = models.PositiveSmallIntegerField(_("years of current activity certified"), default=0)
    international_rating = models.BooleanField(_("holds an international rating"), default=False)
    secondary_education = models.BooleanField(_("secondary education"), default=False)
    seminars_attended = models.PositiveSmallIntegerField(_("FIDE seminars or congresses attended"), default=0)
    evidence_note = models.TextField(_("evidence (documents, references)"), blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, verbose_name=_("created by"), on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("title application")
        verbose_name_plural = _("title applications")
        indexes = [models.Index(fields=["federation", "state"])]
        constraints = [
            models.UniqueConstraint(
                fields=["player", "title"],
                condition=~models.Q(state__in=["rejected", "awarded"]),
                name="one_open_application_per_player_and_title",
            ),
            models.CheckConstraint(
                condition=(
                    models.Q(player__isnull=False, candidate__isnull=True, title__in=NormResult.Title.values)
                    | models.Q(player__isnull=True, candidate__isnull=False, title__in=OfficialTitle.values)
                ),
                name="application_applicant_fits_its_title",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} {self.applicant_name} ({self.get_state_display()})"

    def get_absolute_url(self) -> str:
        if self.is_official:
            return reverse("titles:official_application", args=[self.pk])
        return reverse("titles:application_detail", args=[self.pk])

    @property
    def is_official(self) -> bool:
        """An arbiter's, organiser's or instructor's title, applied for by a candidate rather than a player."""
        return self.candidate_id is not None

    @property
    def applicant_name(self) -> str:
        return self.candidate.name if self.is_official else self.player.name

    @property
    def applicant_link(self) -> str:
        if self.is_official:
            return reverse("titles:official_candidate", args=[self.candidate_id])
        return self.player.get_absolute_url()

    @property
    def applicant_user_id(self) -> int | None:
        """The account of the person the application is for: the player's, or the candidate's as an arbiter here."""
        if self.is_official:
            arbiter = self.candidate.arbiter
            return arbiter.user_id if arbiter is not None else None
        return self.player.user_id

    @property
    def passes_checks(self) -> bool:
        return not self.needs_review and bool(self.checks) and all(check["ok"] for check in self.checks)

    @property
    def is_open(self) -> bool:
        return self.state not in self.CLOSED_STATES


class ApplicationEvent(models.Model):
    """The audit trail: every state change with who, when and why."""

    application = models.ForeignKey(TitleApplication, on_delete=models.CASCADE, related_name="events")
    from_state = models.CharField(_("from"), max_length=10, blank=True, choices=TitleApplication.State.choices)
    to_state = models.CharField(_("to"), max_length=10, choices=TitleApplication.State.choices)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(_("at"), auto_now_add=True)
    note = models.TextField(_("note"), blank=True)
    # A note of ours as a message with its values (lib.messages), read in the reader's language; `note` keeps its
    # English words, or an officer's own words (which have no message), or a note written before messages were.
    note_message = models.JSONField(_("note as a message"), null=True, blank=True)

    class Meta:
        ordering = ["application", "at", "pk"]
        verbose_name = _("application event")
        verbose_name_plural = _("application events")

    def __str__(self) -> str:
        return f"{self.application}: {self.from_state or '–'} → {self.to_state}"

    @property
    def note_text(self) -> str:
        return translated(self.note_message) if self.note_message else self.note


class ChampionshipResult(models.Model):
    """A player's result in a championship, recorded by an officer, with what the 1.2 tables give for it."""

    player = models.ForeignKey("players.Player", verbose_name=_("player"), on_delete=models.CASCADE, related_name="championship_results")
    event_kind = models.CharField(_("championship"), max_length=60, choices=EVENT_KIND_CHOICES)
    section = models.CharField(_("section"), max_length=10, choices=SECTION_CHOICES, default="OPEN")
    event_name = models.CharField(_("event"), max_length=200, blank=True)
    event_end = models.DateField(_("end date"), null=True, blank=True)
    placing = models.PositiveSmallIntegerField(_("place"), null=True, blank=True)
    tied = models.BooleanField(_("place shared"), default=False)
    rank_after_tie_break = models.PositiveSmallIntegerField(_("rank after tie-break"), null=True, blank=True)
    score = models.DecimalField(_("points"), max_digits=4, decimal_places=1, null=True, blank=True)
    games = models.PositiveSmallIntegerField(_("games"), null=True, blank=True)
    verdicts = models.JSONField(_("what the tables give"), default=list)
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, verbose_name=_("entered by"), on_delete=models.PROTECT, related_name="+")
    entered_at = models.DateTimeField(_("entered at"), auto_now_add=True)

    class Meta:
        ordering = ["-entered_at"]
        verbose_name = _("championship result")
        verbose_name_plural = _("championship results")

    def __str__(self) -> str:
        return f"{self.player}: {self.event_name or self.get_event_kind_display()}"


class NormCategory(models.Model):
    """One row of the category table of the 1990 regulations (§11), which their text does not carry: the
    averages of the category and the score a title result needs there, entered by the federation. Until
    the table is entered, 1990 results are judged by the performance route of 9.21 and no category is shown."""

    number = models.PositiveSmallIntegerField(_("category"), unique=True)
    lowest_average = models.PositiveSmallIntegerField(_("lowest average"))
    highest_average = models.PositiveSmallIntegerField(_("highest average"))
    # xgettext:no-python-format (a per cent sign, not a placeholder)
    gm_percent = models.DecimalField(_("GM result, % of the games"), max_digits=4, decimal_places=1, null=True, blank=True)
    # xgettext:no-python-format (a per cent sign, not a placeholder)
    im_percent = models.DecimalField(_("IM result, % of the games"), max_digits=4, decimal_places=1, null=True, blank=True)
    # xgettext:no-python-format (a per cent sign, not a placeholder)
    wgm_percent = models.DecimalField(_("WGM result, % of the games"), max_digits=4, decimal_places=1, null=True, blank=True)
    # xgettext:no-python-format (a per cent sign, not a placeholder)
    wim_percent = models.DecimalField(_("WIM result, % of the games"), max_digits=4, decimal_places=1, null=True, blank=True)
    source = models.CharField(_("source"), max_length=200, blank=True)
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    entered_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["number"]
        verbose_name = _("category of the 1990 regulations")
        verbose_name_plural = _("categories of the 1990 regulations")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(lowest_average__lte=models.F("highest_average")), name="category_averages_in_order"
            )
        ]

    def __str__(self) -> str:
        return f"{self.number}: {self.lowest_average}–{self.highest_average}"


class FideCongress(models.Model):
    """A FIDE Congress: applications for arbiter and organiser titles are due by the second one after the
    candidate's last event (1990 §2.15, §2.24)."""

    held_on = models.DateField(_("date"), unique=True)
    place = models.CharField(_("place"), max_length=100, blank=True)

    class Meta:
        ordering = ["held_on"]
        verbose_name = _("FIDE Congress")
        verbose_name_plural = _("FIDE Congresses")

    def __str__(self) -> str:
        return f"{self.held_on} {self.place}".strip()


class OfficialCandidate(models.Model):
    """A person seeking an arbiter, organiser or instructor title, with the record of their qualifying events.
    Linked to an arbiter of the app's own tournaments, whose chief and deputy appointments count by themselves."""

    name = models.CharField(_("name"), max_length=120)
    federation = models.ForeignKey("players.Federation", on_delete=models.PROTECT, related_name="official_candidates")
    fide_id = models.PositiveBigIntegerField(_("FIDE ID"), null=True, blank=True)
    arbiter = models.OneToOneField(
        "tournaments.Arbiter", verbose_name=_("arbiter in this system"), on_delete=models.SET_NULL, null=True,
        blank=True, related_name="official_candidate",
    )
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        verbose_name = _("candidate for an official title")
        verbose_name_plural = _("candidates for official titles")

    def __str__(self) -> str:
        return self.name


class QualifyingEvent(models.Model):
    """An event the candidate arbitrated (1990 §2.14) or organised (§2.23) outside this system, entered with
    its evidence."""

    class Kind(models.TextChoices):
        NATIONAL_FINAL = "a", _("(a) final of the national individual championship")
        FIDE_OFFICIAL = "b", _("(b) official FIDE tournament or match")
        INTERNATIONAL_TITLE = "c", _("(c) international title tournament or match")
        FESTIVAL = "d", _("(d) international festival")
        OTHER = "-", _("other")

    class Role(models.TextChoices):
        CHIEF = "chief", pgettext_lazy("arbiter", "chief arbiter")
        DEPUTY = "deputy", pgettext_lazy("arbiter", "deputy arbiter")
        ORGANISER = "organiser", _("organiser")

    candidate = models.ForeignKey(OfficialCandidate, on_delete=models.CASCADE, related_name="events")
    name = models.CharField(_("event"), max_length=200)
    start_date = models.DateField(_("start date"))
    end_date = models.DateField(_("end date"))
    role = models.CharField(_("role"), max_length=10, choices=Role.choices)
    kind = models.CharField(_("kind of event (2.14)"), max_length=1, choices=Kind.choices, default=Kind.OTHER)
    # 2.23's types, a closed list; a value stored before the list (which the migration could not map) is kept
    # for the record and counts as no type.
    competition_type = models.CharField(
        _("type of competition (2.23)"), max_length=60, blank=True,
        choices=[(kind.value, pgettext_lazy(name.context, name.text)) for kind, name in COMPETITION_TYPE_NAMES.items()],
    )
    fide_rated = models.BooleanField(_("rated by FIDE"), default=False)
    fide_registered = models.BooleanField(_("registered by FIDE (B.03)"), default=False)
    fide_competition = models.BooleanField(_("an official FIDE competition"), default=False)
    participants = models.PositiveIntegerField(_("participants"), default=0)
    evidence = models.FileField(
        _("evidence"), upload_to=PrivateUploadTo("official-titles"), storage=private_storage, blank=True
    )
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    entered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["candidate", "start_date"]
        verbose_name = _("qualifying event")
        verbose_name_plural = _("qualifying events")
        constraints = [
            models.CheckConstraint(condition=models.Q(start_date__lte=models.F("end_date")), name="qualifying_event_dates")
        ]

    def __str__(self) -> str:
        return f"{self.candidate}: {self.name}"


class CandidateTitle(models.Model):
    """An official title held, recorded on its award as a player's title is: the date FIDE confirmed it and the
    Council or Presidential Board reference of the award."""

    candidate = models.ForeignKey(OfficialCandidate, verbose_name=_("candidate"), on_delete=models.CASCADE, related_name="titles")
    title = models.CharField(_("title"), max_length=3, choices=OfficialTitle.choices)
    confirmed_on = models.DateField(_("confirmation date"))
    reference = models.CharField(_("award reference (Council or Presidential Board)"), max_length=120)

    class Meta:
        ordering = ["candidate", "title"]
        verbose_name = _("official title held")
        verbose_name_plural = _("official titles held")
        constraints = [models.UniqueConstraint(fields=["candidate", "title"], name="unique_title_per_candidate")]

    def __str__(self) -> str:
        return f"{self.title} {self.candidate}"


class HonoraryRating(models.Model):
    """1990 §9.4: the one participant of a tournament marked entitled to the temporary honorary rating (a GM aged
    55 or more who qualified in the past at least for the Candidates semi-finals), with what the mark rests on.
    The engine checks the condition again and rates him at the average of the other participants."""

    tournament = models.OneToOneField(
        Tournament, verbose_name=_("tournament"), on_delete=models.CASCADE, related_name="honorary_rating"
    )
    start_number = models.PositiveIntegerField(_("start number"))
    age = models.PositiveSmallIntegerField(_("age at the start of the event"))
    candidates_semifinal = models.BooleanField(_("qualified in the past at least for the Candidates semi-finals"))
    reason = models.TextField(_("reason"), help_text=_("The Candidates cycle or event the entitlement rests on."))
    marked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name=_("marked by"), on_delete=models.PROTECT, related_name="+"
    )
    marked_at = models.DateTimeField(_("marked at"), auto_now=True)

    class Meta:
        verbose_name = _("honorary rating")
        verbose_name_plural = _("honorary ratings")

    def __str__(self) -> str:
        return f"{self.tournament}: {self.start_number}"
