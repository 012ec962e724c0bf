from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _

from players.models import Player
from tournaments.models import Entry, ResultUpload, Tournament

from .rules import Category, JudgeCategory, Target, TimeControl

PERCENT_VALIDATORS = [MinValueValidator(0), MaxValueValidator(100)]


class NationalCategory(models.TextChoices):
    NONE = Category.NONE.value, _("no category")
    YOUTH = Category.YOUTH.value, _("youth category")
    THIRD = Category.THIRD.value, _("III category")
    SECOND = Category.SECOND.value, _("II category")
    FIRST = Category.FIRST.value, _("I category")
    CANDIDATE_MASTER = Category.CANDIDATE_MASTER.value, _("candidate master of sport (КМС)")
    MASTER = Category.MASTER.value, _("master of sport of Ukraine (МСУ)")
    INTERNATIONAL_MASTER = Category.INTERNATIONAL_MASTER.value, _("master of sport of international class (МСМК)")


class NormTarget(models.TextChoices):
    MASTER = Target.MASTER.value, _("МСУ norm")
    CANDIDATE_MASTER = Target.CANDIDATE_MASTER.value, _("КМС norm")
    CANDIDATE_POINT = Target.CANDIDATE_POINT.value, _("candidate point")
    FIRST = Target.FIRST.value, _("I category norm")
    SECOND = Target.SECOND.value, _("II category norm")
    THIRD = Target.THIRD.value, _("III category norm")
    YOUTH = Target.YOUTH.value, _("youth category norm")


class TimeControlClass(models.TextChoices):
    MASTER = TimeControl.MASTER.value, _("2 h for 40 moves + 30 min, or 90 min + 30 s a move (Cond. 6)")
    TWO_HOURS = TimeControl.TWO_HOURS.value, _("2 hours to the end of the game (Cond. 8)")
    ONE_HOUR = TimeControl.ONE_HOUR.value, _("at least 1 hour per player per game (Cond. 9)")
    UNDER_ONE_HOUR = TimeControl.UNDER_ONE_HOUR.value, _("under 1 hour per player per game")


class JudgeCategoryChoice(models.TextChoices):
    OTHER = JudgeCategory.OTHER.value, _("below first category")
    FIRST = JudgeCategory.FIRST.value, _("first category")
    NATIONAL = JudgeCategory.NATIONAL.value, _("national category")
    INTERNATIONAL = JudgeCategory.INTERNATIONAL.value, _("international category")


class CategoryRecord(models.Model):
    """One step of a player's national history. The latest step on a day is the category held that day."""

    class Change(models.TextChoices):
        ENTERED = "entered", _("entered from the commission's records")
        GAINED = "gained", _("gained")
        CONFIRMED = "confirmed", _("confirmed")
        DEMOTED = "demoted", _("lowered after failures")
        EXPIRED = "expired", _("lowered on expiry")

    player = models.ForeignKey(Player, verbose_name=_("player"), on_delete=models.CASCADE, related_name="national_categories")
    category = models.CharField(_("category"), max_length=5, choices=NationalCategory.choices)
    change = models.CharField(_("change"), max_length=10, choices=Change.choices)
    effective_on = models.DateField(_("effective from"))
    expires_on = models.DateField(_("expires on"), null=True, blank=True, help_text=_("Empty: does not expire."))
    lifetime = models.BooleanField(_("kept for life"), default=False, help_text=_("Conf. 7"))
    correspondence = models.BooleanField(
        _("gained in correspondence play"), default=False, help_text=_("Cond. 1 and 15")
    )
    tournament = models.ForeignKey(
        Tournament,
        verbose_name=_("event it came from"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="national_category_records",
    )
    rule = models.CharField(_("rule"), max_length=20, blank=True)
    note = models.TextField(_("note"), blank=True)
    # Empty for the steps the rules take by themselves (confirmation, demotion, expiry).
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("recorded by"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    recorded_at = models.DateTimeField(_("recorded at"), auto_now_add=True)
    # For a lapse written by the daily job: when the player and the officers were told.
    notified_at = models.DateTimeField(_("notified at"), null=True, blank=True)

    class Meta:
        ordering = ["player", "effective_on", "pk"]
        verbose_name = _("national category record")
        verbose_name_plural = _("national category records")
        constraints = [
            models.UniqueConstraint(
                fields=["player", "tournament", "change"],
                condition=models.Q(tournament__isnull=False) & ~models.Q(change="entered"),
                name="one_category_step_per_event_and_change",
            )
        ]
        indexes = [models.Index(fields=["expires_on"])]
        permissions = [
            ("award_organiser_categories", _("Can record II, III and youth categories (Cond. 11)")),
            ("award_regional_categories", _("Can record candidate points and the I category (Cond. 10, 17)")),
            ("award_candidate_master", _("Can record КМС (Cond. 16)")),
            ("award_master", _("Can record МСУ (Cond. 16)")),
        ]

    def __str__(self) -> str:
        return f"{self.player}: {self.get_category_display()} ({self.get_change_display()} {self.effective_on})"


class CandidatePoint(models.Model):
    """Conf. 5: a first-category player holds at most two, each valid three years; a failure removes one."""

    class Origin(models.TextChoices):
        NORM = "norm", _("candidate-point norm")
        DEMOTION = "demotion", _("kept when lowered from КМС (Conf. 4)")
        ENTERED = "entered", _("entered from the commission's records")

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="candidate_points")
    earned_on = models.DateField(_("earned on"))
    expires_on = models.DateField(_("expires on"))
    origin = models.CharField(_("origin"), max_length=10, choices=Origin.choices)
    tournament = models.ForeignKey(
        Tournament, verbose_name=_("event"), on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    removed_on = models.DateField(_("removed on"), null=True, blank=True)
    removed_by_tournament = models.ForeignKey(
        Tournament,
        verbose_name=_("removed by the failure in"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
    )
    expiry_notified_at = models.DateTimeField(_("expiry notified at"), null=True, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("recorded by"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    recorded_at = models.DateTimeField(_("recorded at"), auto_now_add=True)

    class Meta:
        ordering = ["player", "earned_on", "pk"]
        verbose_name = _("candidate point")
        verbose_name_plural = _("candidate points")
        indexes = [models.Index(fields=["expires_on", "expiry_notified_at"])]

    def __str__(self) -> str:
        return f"{self.player}: {self.earned_on} – {self.expires_on}"


class Failure(models.Model):
    """A failure ("неуспіх", Conf. 4–6): a score short of the player's own norm in an event that could confirm it."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="national_failures")
    tournament = models.ForeignKey(Tournament, verbose_name=_("event"), on_delete=models.PROTECT, related_name="+")
    category = models.CharField(_("category held"), max_length=5, choices=NationalCategory.choices)
    occurred_on = models.DateField(_("date"))
    severe = models.BooleanField(_("short of the next lower norm too"), default=False, help_text=_("Conf. 6"))
    score = models.DecimalField(_("score"), max_digits=4, decimal_places=1)
    threshold = models.DecimalField(_("needed to avoid it"), max_digits=5, decimal_places=2)
    rule = models.CharField(_("rule"), max_length=20)

    class Meta:
        ordering = ["player", "occurred_on"]
        verbose_name = _("failure")
        verbose_name_plural = _("failures")
        constraints = [models.UniqueConstraint(fields=["player", "tournament"], name="one_failure_per_event")]

    def __str__(self) -> str:
        return f"{self.player}: {self.tournament} ({self.occurred_on})"


class NationalRating(models.Model):
    """The Ukrainian individual coefficient ("ІК") on the qualification commission's records (Cond. 5, 15, Conf. 3)."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="national_ratings")
    rating = models.PositiveSmallIntegerField(_("ІК"))
    published_on = models.DateField(_("published on"))

    class Meta:
        ordering = ["player", "-published_on"]
        verbose_name = _("national rating (ІК)")
        verbose_name_plural = _("national ratings (ІК)")
        constraints = [models.UniqueConstraint(fields=["player", "published_on"], name="one_national_rating_per_date")]

    def __str__(self) -> str:
        return f"{self.player}: {self.rating} ({self.published_on})"


class TournamentNationalFacts(models.Model):
    """What the results file does not say but the national conditions need, stated by the arbiter or officer."""

    tournament = models.OneToOneField(Tournament, on_delete=models.CASCADE, related_name="national_facts")
    team_event = models.BooleanField(_("team event"), default=False, help_text=_("Cond. 7, 8, 20"))
    international_event = models.BooleanField(
        _("international event in Ukraine"), default=False, help_text=_("Cond. 5")
    )
    womens_event = models.BooleanField(
        _("women's event with the women's master of sport norm"), default=False, help_text=_("Cond. 2")
    )
    time_control = models.CharField(
        _("time control class"),
        max_length=20,
        choices=TimeControlClass.choices,
        blank=True,
        help_text=_("Cond. 6, 8, 9"),
    )
    judges = models.PositiveSmallIntegerField(_("judges on the panel"), default=0, help_text=_("Cond. 12, 13"))
    highest_judge_category = models.CharField(
        _("highest judge's category"), max_length=15, choices=JudgeCategoryChoice.choices, blank=True
    )
    clocks_and_scoresheets = models.BooleanField(
        _("clocks used and games recorded"), default=True, help_text=_("Cond. 21")
    )
    games_per_day = models.PositiveSmallIntegerField(
        _("most games a day"),
        null=True,
        blank=True,
        help_text=_("Cond. 9; needed only when the results file gives no round dates."),
    )
    master_norm_points = models.DecimalField(
        _("МСУ norm in points"),
        max_digits=4,
        decimal_places=1,
        null=True,
        blank=True,
        help_text=_("Cond. 4: set for this event by the federation's qualification commission."),
    )
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("updated by"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("tournament's national facts")
        verbose_name_plural = _("tournaments' national facts")

    def __str__(self) -> str:
        return str(self.tournament)


class NormTable(models.Model):
    """One version of the coefficient → percentage table, in force from its date until the next version's."""

    effective_from = models.DateField(_("in force from"), unique=True)
    source = models.CharField(_("source"), max_length=200, blank=True)
    note = models.TextField(_("note"), blank=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("updated by"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        ordering = ["-effective_from"]
        verbose_name = _("norm table")
        verbose_name_plural = _("norm tables")

    def __str__(self) -> str:
        return f"{self.effective_from} ({self.source})" if self.source else str(self.effective_from)


class NormTableRow(models.Model):
    """The percentages required at a range of K (both ends included, two decimals). Empty: no such norm."""

    table = models.ForeignKey(NormTable, verbose_name=_("table"), on_delete=models.CASCADE, related_name="rows")
    coefficient_from = models.DecimalField(_("K from"), max_digits=4, decimal_places=2)
    coefficient_to = models.DecimalField(_("K to"), max_digits=4, decimal_places=2)
    candidate_master_percent = models.DecimalField(
        _("КМС, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )
    candidate_point_percent = models.DecimalField(
        _("candidate point, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )
    first_percent = models.DecimalField(
        _("I, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )
    second_percent = models.DecimalField(
        _("II, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )
    third_percent = models.DecimalField(
        _("III, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )
    youth_percent = models.DecimalField(
        _("youth, %"), max_digits=5, decimal_places=2, null=True, blank=True, validators=PERCENT_VALIDATORS
    )

    class Meta:
        ordering = ["table", "coefficient_from"]
        verbose_name = _("norm table row")
        verbose_name_plural = _("norm table rows")

    def __str__(self) -> str:
        return f"K {self.coefficient_from}–{self.coefficient_to}"


# The column of the table for each norm it gives; also the CSV header.
PERCENT_FIELDS = {
    Target.CANDIDATE_MASTER: "candidate_master_percent",
    Target.CANDIDATE_POINT: "candidate_point_percent",
    Target.FIRST: "first_percent",
    Target.SECOND: "second_percent",
    Target.THIRD: "third_percent",
    Target.YOUTH: "youth_percent",
}


class NationalEvaluation(models.Model):
    """One upload judged by seed 004: K, the table row used, and whether the results were final."""

    upload = models.OneToOneField(ResultUpload, on_delete=models.CASCADE, related_name="national_evaluation")
    coefficient = models.DecimalField(_("tournament coefficient K"), max_digits=4, decimal_places=2)
    norm_table = models.ForeignKey(
        NormTable, verbose_name=_("norm table"), on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    # The row as it was when judged, so that a later edit of the table does not rewrite old verdicts.
    norm_row = models.JSONField(_("norm row used"), null=True, blank=True)
    master_coefficient = models.DecimalField(_("coefficient of МСУ and МСМК"), max_digits=4, decimal_places=2)
    participants_without_category = models.PositiveIntegerField(_("participants without a category"), default=0)
    # Failures, confirmations and demotions are recorded only once every scheduled round is in.
    final = models.BooleanField(_("all rounds played"), default=False)
    evaluated_at = models.DateTimeField(_("evaluated at"), auto_now=True)

    class Meta:
        verbose_name = _("national evaluation")
        verbose_name_plural = _("national evaluations")

    def __str__(self) -> str:
        return f"{self.upload}: K {self.coefficient}"


class NationalResult(models.Model):
    """One participant's national verdict in one upload."""

    evaluation = models.ForeignKey(NationalEvaluation, on_delete=models.CASCADE, related_name="results")
    entry = models.OneToOneField(Entry, on_delete=models.CASCADE, related_name="national_result")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="national_results")
    category = models.CharField(_("category at the start"), max_length=5, choices=NationalCategory.choices)
    counted_category = models.CharField(_("counts as"), max_length=5, choices=NationalCategory.choices)
    candidate_points = models.PositiveSmallIntegerField(_("candidate points at the start"), default=0)
    coefficient = models.DecimalField(_("coefficient"), max_digits=4, decimal_places=2)
    games = models.PositiveSmallIntegerField(_("games counted"))
    score = models.DecimalField(_("score"), max_digits=4, decimal_places=1)
    best_norm = models.CharField(_("best new norm"), max_length=5, choices=NormTarget.choices, blank=True)
    confirmed = models.BooleanField(_("category confirmed"), default=False)
    failure = models.BooleanField(_("failure"), default=False)
    # Every norm's verdict: target, status, percent, required, checks (rule, ok, detail, message, params).
    norms = models.JSONField(_("norms"), default=list)
    changes = models.JSONField(_("changes by the rules"), default=list, blank=True)

    class Meta:
        ordering = ["evaluation", "entry__start_number"]
        verbose_name = _("national result")
        verbose_name_plural = _("national results")
        indexes = [models.Index(fields=["player", "best_norm"])]

    def __str__(self) -> str:
        return f"{self.entry.name}: {self.get_category_display()}"
