from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from privatefiles.storage import PrivateUploadTo, private_storage

from .federation_names import federation_name


class Sex(models.TextChoices):
    MALE = "m", _("male")
    FEMALE = "f", _("female")
    UNKNOWN = "", _("not stated")


class Title(models.TextChoices):
    GM = "GM", _("Grandmaster")
    IM = "IM", _("International Master")
    FM = "FM", _("FIDE Master")
    CM = "CM", _("Candidate Master")
    WGM = "WGM", _("Woman Grandmaster")
    WIM = "WIM", _("Woman International Master")
    WFM = "WFM", _("Woman FIDE Master")
    WCM = "WCM", _("Woman Candidate Master")


class Federation(models.Model):
    code = models.CharField(_("FIDE code"), max_length=3, unique=True)
    name = models.CharField(_("name"), max_length=100)
    is_fide_member = models.BooleanField(_("FIDE member"), default=True)
    is_temporarily_excluded = models.BooleanField(_("temporarily excluded"), default=False)

    class Meta:
        ordering = ["code"]
        verbose_name = _("federation")
        verbose_name_plural = _("federations")

    def __str__(self) -> str:
        return f"{self.code} – {self.display_name}"

    @property
    def display_name(self) -> str:
        """The name in the reader's language (`federation_names`); `name` keeps the one stored."""
        return federation_name(self.code, self.name)

    @property
    def counts_for_norms(self) -> bool:
        """1.42a: games against players of non-member or excluded federations are not counted."""
        return self.is_fide_member and not self.is_temporarily_excluded


class Player(models.Model):
    fide_id = models.PositiveBigIntegerField(_("FIDE ID"), unique=True, null=True, blank=True)
    name = models.CharField(_("name"), max_length=120)
    sex = models.CharField(_("sex"), max_length=1, choices=Sex.choices, blank=True)
    birth_date = models.DateField(_("birth date"), null=True, blank=True)
    birth_year = models.PositiveSmallIntegerField(_("birth year"), null=True, blank=True)
    birth_place = models.CharField(_("place of birth"), max_length=120, blank=True)
    federation = models.ForeignKey(
        Federation, verbose_name=_("federation"), on_delete=models.PROTECT, null=True, blank=True, related_name="players"
    )
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        verbose_name=_("user account"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="player",
    )

    class Meta:
        ordering = ["name"]
        verbose_name = _("player")
        verbose_name_plural = _("players")
        indexes = [models.Index(fields=["name"])]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("players:player", args=[self.pk])

    @property
    def public_url(self) -> str:
        return public_page_url(pk=self.pk, fide_id=self.fide_id)


def public_page_url(*, pk: int, fide_id: int | None) -> str:
    """The page anyone may open: /players/<FIDE ID>/, or /players/id/<own id>/ for a player without a FIDE ID."""
    if fide_id:
        return reverse("public_players:player", args=[fide_id])
    return reverse("public_players:player_by_id", args=[pk])


class PlayerTitle(models.Model):
    """A title held. 0.43: it counts for opponents only in tournaments starting after confirmation."""

    player = models.ForeignKey(Player, verbose_name=_("player"), on_delete=models.CASCADE, related_name="titles")
    title = models.CharField(_("title"), max_length=3, choices=Title.choices)
    confirmed_on = models.DateField(_("confirmation date"), null=True, blank=True)
    achieved_on = models.DateField(_("achievement date"), null=True, blank=True, help_text=_("the day the last norm or the title rating was reached"))

    class Meta:
        verbose_name = _("title held")
        verbose_name_plural = _("titles held")
        constraints = [models.UniqueConstraint(fields=["player", "title"], name="unique_title_per_player")]

    def __str__(self) -> str:
        return f"{self.title} {self.player}"


class RatingEntry(models.Model):
    class Kind(models.TextChoices):
        PUBLISHED = "published", _("published list")
        INTERIM = "interim", _("interim")

    player = models.ForeignKey(Player, verbose_name=_("player"), on_delete=models.CASCADE, related_name="ratings")
    period = models.DateField(_("list date or date reached"))
    rating = models.PositiveSmallIntegerField(_("standard rating"))
    games = models.PositiveIntegerField(_("rated games"), null=True, blank=True)
    kind = models.CharField(_("kind"), max_length=10, choices=Kind.choices, default=Kind.PUBLISHED)
    # 1.52a: an interim rating needs proof; the federation bears the burden of it.
    evidence = models.FileField(
        _("evidence"), upload_to=PrivateUploadTo("ratings/evidence"), storage=private_storage, blank=True
    )
    evidence_note = models.TextField(_("evidence note"), blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name=_("recorded by"), on_delete=models.SET_NULL, null=True, blank=True,
        related_name="+",
    )
    recorded_at = models.DateTimeField(_("recorded at"), null=True, blank=True)

    class Meta:
        ordering = ["player", "-period"]
        verbose_name = _("rating entry")
        verbose_name_plural = _("rating entries")
        constraints = [
            models.UniqueConstraint(fields=["player", "period", "kind"], name="unique_rating_per_period_and_kind")
        ]

    def __str__(self) -> str:
        return f"{self.player} {self.rating} ({self.period:%Y-%m})"


class FederationOfficer(models.Model):
    """The federation officer role: a user who acts for exactly one federation."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="federation_officer")
    federation = models.ForeignKey(Federation, on_delete=models.PROTECT, related_name="officers")

    class Meta:
        verbose_name = _("federation officer")
        verbose_name_plural = _("federation officers")

    def __str__(self) -> str:
        return f"{self.user} ({self.federation.code})"
