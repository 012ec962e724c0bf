from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from privatefiles.storage import PrivateUploadTo, private_storage
from tournaments.models import Entry


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

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="norm_results")
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

    @property
    def is_new_title(self) -> bool:
        """False when the player already holds this title or a higher one, so the norm changes nothing."""
        return self.title not in NORMS_COVERED_BY_TITLE.get(self.entry.title, frozenset())


class ExternalNorm(models.Model):
    """A norm from an event outside the system, entered by an officer from its signed certificate."""

    player = models.ForeignKey("players.Player", on_delete=models.CASCADE, related_name="external_norms")
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
    certificate_scan = models.FileField(
        _("scanned certificate"), upload_to=PrivateUploadTo("external-norms"), storage=private_storage
    )
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    entered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["player", "event_start"]
        verbose_name = _("norm from another event")
        verbose_name_plural = _("norms from other events")

    def __str__(self) -> str:
        return f"{self.title} {self.player}: {self.event_name}"


class TitleApplication(models.Model):
    """An application for a norm title (1.5, 1.10.2), followed from draft to the award."""

    class State(models.TextChoices):
        DRAFT = "draft", _("draft")
        SUBMITTED = "submitted", _("submitted by the federation")
        SENT = "sent", _("sent to FIDE")
        APPROVED = "approved", _("approved")
        REJECTED = "rejected", _("rejected")
        AWARDED = "awarded", _("title awarded")

    player = models.ForeignKey("players.Player", on_delete=models.PROTECT, related_name="title_applications")
    title = models.CharField(_("title"), max_length=3, choices=NormResult.Title.choices)
    federation = models.ForeignKey("players.Federation", on_delete=models.PROTECT, related_name="title_applications")
    # 1.10.2: when the federation refuses, the player may apply (and pay) directly.
    applied_by_player = models.BooleanField(_("applied by the player (federation refused)"), default=False)
    state = models.CharField(_("state"), max_length=10, choices=State.choices, default=State.DRAFT)
    norms = models.ManyToManyField(NormResult, verbose_name=_("norms"), blank=True, related_name="applications")
    external_norms = models.ManyToManyField(ExternalNorm, verbose_name=_("norms from other events"), blank=True)
    title_rating = models.PositiveSmallIntegerField(_("title rating"), null=True, blank=True)
    title_rating_reached_on = models.DateField(_("title rating reached on"), null=True, blank=True)
    checks = models.JSONField(_("checks"), default=list, blank=True)
    decision_on = models.DateField(_("decision date"), null=True, blank=True)
    decision_reason = models.TextField(_("reason"), blank=True)
    refused_norms = models.ManyToManyField(NormResult, blank=True, related_name="+", verbose_name=_("norms refused"))
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("title application")
        verbose_name_plural = _("title applications")
        indexes = [models.Index(fields=["federation", "state"])]

    def __str__(self) -> str:
        return f"{self.title} {self.player} ({self.get_state_display()})"

    @property
    def passes_checks(self) -> bool:
        return bool(self.checks) and all(check["ok"] for check in self.checks)


class ApplicationEvent(models.Model):
    """The audit trail: every state change with who, when and why."""

    application = models.ForeignKey(TitleApplication, on_delete=models.CASCADE, related_name="events")
    from_state = models.CharField(_("from"), max_length=10, blank=True)
    to_state = models.CharField(_("to"), max_length=10)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(_("at"), auto_now_add=True)
    note = models.TextField(_("note"), blank=True)

    class Meta:
        ordering = ["application", "at", "pk"]
        verbose_name = _("application event")
        verbose_name_plural = _("application events")

    def __str__(self) -> str:
        return f"{self.application}: {self.from_state or '–'} → {self.to_state}"


class ChampionshipResult(models.Model):
    """A player's result in a championship, recorded by an officer, with what the 1.2 tables give for it."""

    player = models.ForeignKey("players.Player", on_delete=models.CASCADE, related_name="championship_results")
    event_kind = models.CharField(_("championship"), max_length=60)
    section = models.CharField(_("section"), max_length=10, default="OPEN")
    event_name = models.CharField(_("event"), max_length=200, blank=True)
    event_end = models.DateField(_("end date"), null=True, blank=True)
    placing = models.PositiveSmallIntegerField(_("place"), null=True, blank=True)
    tied = models.BooleanField(_("place shared"), default=False)
    rank_after_tie_break = models.PositiveSmallIntegerField(_("rank after tie-break"), null=True, blank=True)
    score = models.DecimalField(_("points"), max_digits=4, decimal_places=1, null=True, blank=True)
    games = models.PositiveSmallIntegerField(_("games"), null=True, blank=True)
    verdicts = models.JSONField(_("what the tables give"), default=list)
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    entered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-entered_at"]
        verbose_name = _("championship result")
        verbose_name_plural = _("championship results")

    def __str__(self) -> str:
        return f"{self.player}: {self.event_name or self.event_kind}"
