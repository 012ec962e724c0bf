from django.contrib import admin

from .models import (
    CandidatePoint,
    CategoryRecord,
    Failure,
    NationalEvaluation,
    NationalRating,
    NationalResult,
    NormTable,
    NormTableRow,
    TournamentNationalFacts,
)


@admin.register(CategoryRecord)
class CategoryRecordAdmin(admin.ModelAdmin):
    list_display = [
        "player",
        "category",
        "change",
        "effective_on",
        "expires_on",
        "lifetime",
        "tournament",
        "rule",
        "recorded_by",
    ]
    list_filter = ["category", "change", "lifetime", "correspondence", "effective_on"]
    search_fields = ["player__name", "player__fide_id", "tournament__name", "note"]
    date_hierarchy = "effective_on"
    list_select_related = ["player", "tournament", "recorded_by"]
    raw_id_fields = ["player", "tournament"]
    readonly_fields = ["recorded_by", "recorded_at", "notified_at"]

    def save_model(self, request, obj, form, change):
        if not change:
            obj.recorded_by = request.user
        super().save_model(request, obj, form, change)


@admin.register(CandidatePoint)
class CandidatePointAdmin(admin.ModelAdmin):
    list_display = ["player", "earned_on", "expires_on", "origin", "tournament", "removed_on", "removed_by_tournament"]
    list_filter = ["origin", "earned_on", "expires_on"]
    search_fields = ["player__name", "player__fide_id", "tournament__name"]
    list_select_related = ["player", "tournament", "removed_by_tournament"]
    raw_id_fields = ["player", "tournament", "removed_by_tournament"]
    readonly_fields = ["recorded_by", "recorded_at", "expiry_notified_at"]

    def save_model(self, request, obj, form, change):
        if not change:
            obj.recorded_by = request.user
        super().save_model(request, obj, form, change)


@admin.register(Failure)
class FailureAdmin(admin.ModelAdmin):
    list_display = ["player", "tournament", "category", "occurred_on", "severe", "score", "threshold", "rule"]
    list_filter = ["category", "severe", "occurred_on"]
    search_fields = ["player__name", "player__fide_id", "tournament__name"]
    list_select_related = ["player", "tournament"]
    raw_id_fields = ["player", "tournament"]


@admin.register(NationalRating)
class NationalRatingAdmin(admin.ModelAdmin):
    list_display = ["player", "rating", "published_on"]
    list_filter = ["published_on"]
    search_fields = ["player__name", "player__fide_id"]
    list_select_related = ["player"]
    raw_id_fields = ["player"]


@admin.register(TournamentNationalFacts)
class TournamentNationalFactsAdmin(admin.ModelAdmin):
    list_display = [
        "tournament",
        "time_control",
        "judges",
        "highest_judge_category",
        "team_event",
        "international_event",
        "womens_event",
        "master_norm_points",
        "updated_by",
        "updated_at",
    ]
    list_filter = ["time_control", "highest_judge_category", "team_event", "international_event", "womens_event"]
    search_fields = ["tournament__name", "tournament__city"]
    list_select_related = ["tournament", "updated_by"]
    raw_id_fields = ["tournament"]
    readonly_fields = ["updated_by", "updated_at"]


class NormTableRowInline(admin.TabularInline):
    model = NormTableRow
    extra = 0


@admin.register(NormTable)
class NormTableAdmin(admin.ModelAdmin):
    list_display = ["effective_from", "source", "updated_by", "updated_at"]
    list_filter = ["effective_from"]
    search_fields = ["source", "note"]
    readonly_fields = ["updated_by", "updated_at"]
    inlines = [NormTableRowInline]


@admin.register(NormTableRow)
class NormTableRowAdmin(admin.ModelAdmin):
    list_display = [
        "table",
        "coefficient_from",
        "coefficient_to",
        "candidate_master_percent",
        "candidate_point_percent",
        "first_percent",
        "second_percent",
        "third_percent",
        "youth_percent",
    ]
    list_filter = ["table"]
    search_fields = ["table__source"]
    list_select_related = ["table"]


class NationalResultInline(admin.TabularInline):
    model = NationalResult
    extra = 0
    fields = ["entry", "category", "coefficient", "games", "score", "best_norm", "confirmed", "failure"]
    readonly_fields = fields
    can_delete = False


@admin.register(NationalEvaluation)
class NationalEvaluationAdmin(admin.ModelAdmin):
    list_display = ["upload", "coefficient", "norm_table", "participants_without_category", "final", "evaluated_at"]
    list_filter = ["final", "evaluated_at"]
    search_fields = ["upload__tournament__name"]
    list_select_related = ["upload__tournament", "norm_table"]
    raw_id_fields = ["upload"]
    inlines = [NationalResultInline]


@admin.register(NationalResult)
class NationalResultAdmin(admin.ModelAdmin):
    list_display = [
        "entry",
        "player",
        "category",
        "counted_category",
        "coefficient",
        "games",
        "score",
        "best_norm",
        "confirmed",
        "failure",
    ]
    list_filter = ["category", "best_norm", "confirmed", "failure"]
    search_fields = ["player__name", "player__fide_id", "evaluation__upload__tournament__name"]
    list_select_related = ["entry", "player"]
    raw_id_fields = ["evaluation", "entry", "player"]
