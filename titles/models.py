from django.db import models
from django.utils.translation import gettext_lazy as _

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
