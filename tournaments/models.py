from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from players.models import Federation, Player, Sex, Title
from privatefiles.storage import PrivateUploadTo, private_storage


class Arbiter(models.Model):
    """The chief arbiter role. 1.17: the chief arbiter of a title event is an IA or, failing that, an FA."""

    class ArbiterTitle(models.TextChoices):
        IA = "IA", _("International Arbiter")
        FA = "FA", _("FIDE Arbiter")
        NA = "NA", _("National Arbiter")

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, null=True, blank=True, related_name="arbiter"
    )
    name = models.CharField(_("name"), max_length=120)
    arbiter_title = models.CharField(_("arbiter title"), max_length=2, choices=ArbiterTitle.choices)
    fide_id = models.PositiveBigIntegerField(_("FIDE ID"), null=True, blank=True)

    class Meta:
        ordering = ["name"]
        verbose_name = _("arbiter")
        verbose_name_plural = _("arbiters")

    def __str__(self) -> str:
        return f"{self.arbiter_title} {self.name}"


class Tournament(models.Model):
    class System(models.TextChoices):
        ROUND_ROBIN = "round_robin", _("round robin")
        DOUBLE_ROUND_ROBIN = "double_round_robin", _("double round robin")
        SWISS = "swiss", _("Swiss system")
        TEAM = "team", _("team tournament")

    class EventKind(models.TextChoices):
        """The kinds of event that title norms depend on (1.41, 1.43, 1.24, 1.49)."""

        ORDINARY = "ordinary", _("ordinary title tournament")
        NATIONAL_CHAMPIONSHIP_FINAL = "national_championship_final", _("national championship final")
        NATIONAL_WOMEN_CHAMPIONSHIP_FINAL = "national_women_championship_final", _(
            "national women's championship final"
        )
        NATIONAL_TEAM_CHAMPIONSHIP = "national_team_championship", _("national team championship")
        ZONAL = "zonal", _("zonal")
        SUBZONAL = "subzonal", _("sub-zonal")
        CONTINENTAL_CHAMPIONSHIP = "continental_championship", _("continental individual championship")
        CONTINENTAL_TEAM_CHAMPIONSHIP = "continental_team_championship", _("continental team championship")
        WORLD_CHAMPIONSHIP = "world_championship", _("world championship")
        WORLD_TEAM_CHAMPIONSHIP = "world_team_championship", _("world team championship")
        OLYMPIAD = "olympiad", _("Olympiad")
        WORLD_CUP = "world_cup", _("World Cup")
        WOMENS_WORLD_CHAMPIONSHIP = "womens_world_championship", _("Women's World Championship")
        LEAGUE = "league", _("league")

    name = models.CharField(_("name"), max_length=200)
    city = models.CharField(_("city"), max_length=100, blank=True)
    host_federation = models.ForeignKey(
        Federation, verbose_name=_("host federation"), on_delete=models.PROTECT, related_name="hosted_tournaments"
    )
    organising_federation = models.ForeignKey(
        Federation,
        verbose_name=_("organising federation"),
        on_delete=models.PROTECT,
        related_name="organised_tournaments",
    )
    fide_event_id = models.CharField(_("FIDE event id"), max_length=20, blank=True)
    start_date = models.DateField(_("start date"))
    end_date = models.DateField(_("end date"))
    system = models.CharField(_("system"), max_length=20, choices=System.choices, default=System.SWISS)
    rounds_scheduled = models.PositiveSmallIntegerField(_("rounds scheduled"))
    time_control = models.CharField(_("time control"), max_length=100, blank=True)
    clock_setting = models.CharField(
        _("clock setting"), max_length=60, blank=True, help_text=_('e.g. "90/40 + 30 + 30s" or "120/40 + 60"')
    )
    other_clock_setting = models.CharField(
        _("another clock setting used in the event"),
        max_length=60,
        blank=True,
        help_text=_("leave blank when every game was played with the same setting"),
    )
    ia_or_fa_always_present = models.BooleanField(_("an IA or FA always in the playing venue"), null=True, blank=True)
    an_arbiter_played = models.BooleanField(_("an appointed arbiter played in the event"), default=False)
    programme_published = models.BooleanField(
        _("programme and pairing system published at registration"), null=True, blank=True
    )
    games_public = models.BooleanField(
        _("games available during and after the event"), null=True, blank=True
    )
    changed_to_favour_players = models.BooleanField(
        _("composition, rounds or pairings changed without approval"), default=False
    )
    registration_approved = models.BooleanField(_("a late registration was approved"), default=False)
    format_approved = models.BooleanField(_("a format outside the permitted ones approved beforehand"), default=False)
    length_approved = models.BooleanField(_("a longer event approved beforehand by the QC chairman"), default=False)
    event_kind = models.CharField(
        _("kind of event"), max_length=40, choices=EventKind.choices, default=EventKind.ORDINARY
    )
    exemption_approved_by_qc = models.BooleanField(
        _("federation-mix exemption approved by the QC chairman"), default=False
    )
    single_federation_subzonal_this_year = models.BooleanField(
        _("a single-federation sub-zonal is held this year"), default=False
    )
    chief_arbiter = models.ForeignKey(
        Arbiter,
        verbose_name=_("chief arbiter"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="tournaments_as_chief",
    )
    organiser_contact = models.CharField(
        _("organiser's contact"), max_length=300, blank=True,
        help_text=_("the person responsible for information: name, address, phone, e-mail (printed on the IT3 report)"),
    )
    chief_arbiter_as_reported = models.CharField(_("chief arbiter as named in the file"), max_length=120, blank=True)
    deputy_arbiters = models.ManyToManyField(
        Arbiter, verbose_name=_("deputy arbiters"), blank=True, related_name="tournaments_as_deputy"
    )
    registered_on = models.DateField(_("registration date"), null=True, blank=True)
    rated_by_fide = models.BooleanField(
        _("rated by FIDE"), default=False, help_text=_("a tournament's norms count once it is rated")
    )
    late_report_approved = models.BooleanField(
        _("late report accepted by the QC chairman"), default=False
    )
    late_report_agreed_on = models.DateField(_("date of the QC chairman's agreement"), null=True, blank=True)
    late_report_reference = models.CharField(_("reference of the agreement"), max_length=100, blank=True)
    late_report_scan = models.FileField(
        _("scan of the agreement"), upload_to=PrivateUploadTo("tournaments/late-reports"), storage=private_storage,
        blank=True,
    )
    approvals_recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("approvals recorded by"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    approvals_recorded_at = models.DateTimeField(_("approvals recorded at"), null=True, blank=True)
    rating_list = models.DateField(_("rating list used"), null=True, blank=True)
    ratings_of_day_of_play = models.BooleanField(
        _("the file gives each game's ratings and titles of the day it was played"),
        default=False,
        help_text=_("needed for long events"),
    )
    rating_method_stipulated = models.BooleanField(
        _("the rating method was fixed before the event and announced"),
        default=False,
        help_text=_(
            "which ratings count (those of the list at the start, or those of the day of play as in the box above) "
            "was stipulated before the event and mentioned in its publicity"
        ),
    )
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    # Set by an officer of the host federation or staff, never by the chief arbiter: they feed the norm checks.
    APPROVAL_FIELDS = (
        "registration_approved",
        "format_approved",
        "length_approved",
        "exemption_approved_by_qc",
        "rated_by_fide",
    )
    LATE_REPORT_FIELDS = ("late_report_approved", "late_report_agreed_on", "late_report_reference", "late_report_scan")

    class Meta:
        ordering = ["-start_date", "name"]
        verbose_name = _("tournament")
        verbose_name_plural = _("tournaments")

    def __str__(self) -> str:
        return f"{self.name} ({self.start_date:%Y})"


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField(_("round"))
    date = models.DateField(_("date"), null=True, blank=True)

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [models.UniqueConstraint(fields=["tournament", "number"], name="unique_round_number")]

    def __str__(self) -> str:
        return f"{self.tournament} R{self.number}"


class ResultUpload(models.Model):
    """One version of a tournament's results file; the raw bytes are kept forever."""

    class Status(models.TextChoices):
        RECEIVED = "received", _("received")
        EVALUATING = "evaluating", _("evaluating")
        EVALUATED = "evaluated", _("evaluated")
        REJECTED = "rejected", _("rejected")
        FAILED = "failed", _("evaluation failed")

    tournament = models.ForeignKey(Tournament, on_delete=models.PROTECT, related_name="uploads")
    version = models.PositiveIntegerField(_("version"))
    filename = models.CharField(_("file name"), max_length=255)
    raw = models.BinaryField(_("file as uploaded"))
    size = models.PositiveIntegerField(_("size in bytes"))
    sha256 = models.CharField(_("SHA-256"), max_length=64)
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="result_uploads"
    )
    uploaded_at = models.DateTimeField(_("uploaded at"), auto_now_add=True)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.RECEIVED)
    status_changed_at = models.DateTimeField(_("status changed at"), auto_now_add=True)
    class Stage(models.TextChoices):
        """Where the evaluation is, for the page that watches it."""

        WAITING = "waiting", _("waiting for the worker")
        PARSING = "parsing", _("reading the file")
        STORING = "storing", _("storing the results")
        NORMS = "norms", _("judging title norms")
        CLASSIFICATION = "classification", _("national classification")
        CERTIFICATES = "certificates", _("certificates")
        DONE = "done", _("done")

    stage = models.CharField(_("stage"), max_length=16, choices=Stage.choices, default=Stage.WAITING)
    errors = models.JSONField(_("errors"), default=list, blank=True)
    warnings = models.JSONField(_("warnings"), default=list, blank=True)
    summary = models.JSONField(_("summary"), default=dict, blank=True)
    header_mismatches = models.JSONField(
        _("differences between the file's header and the registered tournament"), default=list, blank=True
    )
    mismatches_confirmed = models.BooleanField(
        _("the uploader confirmed that the file belongs to this tournament despite the differences"), default=False
    )
    restored_from = models.ForeignKey(
        "self", verbose_name=_("copy of version"), on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    reason = models.CharField(_("reason"), max_length=300, blank=True)
    # The evaluation's lease: which worker's task evaluates it, until when (renewed while it runs). A lease still
    # held by a run that ended, finished or not, marks an interrupted run (a killed worker, the hard time limit).
    lease_owner = models.CharField(_("evaluated by"), max_length=200, blank=True)
    lease_until = models.DateTimeField(_("evaluation lease until"), null=True, blank=True)
    interruptions = models.PositiveSmallIntegerField(_("evaluations interrupted"), default=0)

    class Meta:
        ordering = ["tournament", "-version"]
        verbose_name = _("result upload")
        verbose_name_plural = _("result uploads")
        constraints = [models.UniqueConstraint(fields=["tournament", "version"], name="unique_upload_version")]
        indexes = [models.Index(fields=["status", "status_changed_at"])]

    def __str__(self) -> str:
        return f"{self.tournament} v{self.version} ({self.status})"

    FINAL_STATUSES = (Status.EVALUATED, Status.REJECTED, Status.FAILED)

    @property
    def is_final(self) -> bool:
        return self.status in self.FINAL_STATUSES

    @property
    def stopped(self) -> bool:
        """Rejected or failed: its stage is the one it stopped at, which is never shown as passed."""
        return self.status in (self.Status.REJECTED, self.Status.FAILED)


class RefusedUpload(models.Model):
    """A file refused when it was sent (not a TRF file, too big for the worker, a late report): no version, no
    results, no mail; kept apart from the versions so that the arbiter sees what was refused and why."""

    class Kind(models.TextChoices):
        INVALID = "invalid", _("the file cannot be accepted")
        CLOSED = "closed", _("the tournament takes no report now")

    class Entrance(models.TextChoices):
        WEB = "web", _("upload page")
        API = "api", _("REST API")
        COMMAND = "command", _("import command")

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="refused_uploads")
    filename = models.CharField(_("file name"), max_length=255)
    size = models.PositiveIntegerField(_("size in bytes"))
    sha256 = models.CharField(_("SHA-256"), max_length=64)
    sent_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    sent_at = models.DateTimeField(_("sent at"), auto_now_add=True)
    entrance = models.CharField(_("sent through"), max_length=8, choices=Entrance.choices)
    kind = models.CharField(_("refused because"), max_length=8, choices=Kind.choices, default=Kind.INVALID)
    errors = models.JSONField(_("errors"), default=list, blank=True)  # [{line, column, message}]; 0 when not located

    class Meta:
        ordering = ["tournament", "-sent_at"]
        verbose_name = _("refused upload")
        verbose_name_plural = _("refused uploads")

    def __str__(self) -> str:
        return f"{self.tournament}: {self.filename} refused"


class Entry(models.Model):
    """A player as the file of one upload version describes him: name, sex, birth date, title, rating and
    federation at the start. Norms are judged on these; the register of players is never rewritten from them."""

    upload = models.ForeignKey(ResultUpload, on_delete=models.CASCADE, related_name="entries")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="entries")
    start_number = models.PositiveIntegerField(_("start number"))
    name = models.CharField(_("name"), max_length=120)
    sex = models.CharField(_("sex"), max_length=1, choices=Sex.choices, blank=True)
    birth_date = models.DateField(_("birth date"), null=True, blank=True)
    title = models.CharField(_("title"), max_length=3, choices=Title.choices, blank=True)
    rating = models.PositiveSmallIntegerField(_("rating"), null=True, blank=True)
    federation_code = models.CharField(_("federation"), max_length=3, blank=True)
    points = models.DecimalField(_("points"), max_digits=5, decimal_places=1)
    rank = models.PositiveIntegerField(_("rank"), null=True, blank=True)
    games_counted = models.PositiveSmallIntegerField(_("games counted"), default=0)
    score_counted = models.DecimalField(_("score in counted games"), max_digits=5, decimal_places=1, default=0)
    average_rating = models.PositiveSmallIntegerField(_("average rating of opponents"), null=True, blank=True)
    performance = models.SmallIntegerField(_("performance rating"), null=True, blank=True)

    class Meta:
        ordering = ["upload", "start_number"]
        verbose_name = _("entry")
        verbose_name_plural = _("entries")
        constraints = [models.UniqueConstraint(fields=["upload", "start_number"], name="unique_start_number")]

    def __str__(self) -> str:
        return f"{self.start_number}. {self.name}"


class Pairing(models.Model):
    """One round of one entry, seen from that entry: a game, a forfeit, a bye or an absence."""

    class Kind(models.TextChoices):
        PLAYED = "played", _("played")
        UNRATED_PLAYED = "unrated_played", _("played, not rated")
        FORFEIT_WIN = "forfeit_win", _("won by forfeit")
        FORFEIT_LOSS = "forfeit_loss", _("lost by forfeit")
        BYE_HALF = "bye_half", _("half-point bye")
        BYE_FULL = "bye_full", _("full-point bye")
        BYE_PAIRING = "bye_pairing", _("pairing-allocated bye")
        BYE_ZERO = "bye_zero", _("zero-point bye")
        ABSENT = "absent", _("absent")

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="pairings")
    round_number = models.PositiveSmallIntegerField(_("round"))
    opponent = models.ForeignKey(Entry, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    colour = models.CharField(_("colour"), max_length=1, blank=True)
    result_code = models.CharField(_("result code"), max_length=1, blank=True)
    kind = models.CharField(_("kind"), max_length=16, choices=Kind.choices)
    points = models.DecimalField(_("points"), max_digits=3, decimal_places=1)

    class Meta:
        ordering = ["entry", "round_number"]
        constraints = [models.UniqueConstraint(fields=["entry", "round_number"], name="unique_pairing_per_round")]

    def __str__(self) -> str:
        return f"{self.entry} R{self.round_number}: {self.kind}"
