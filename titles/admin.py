from django.contrib import admin

from .models import FideCongress, NormCategory, NormResult


@admin.register(NormResult)
class NormResultAdmin(admin.ModelAdmin):
    list_display = ["entry", "title", "achieved", "edition", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used"]
    list_filter = ["achieved", "title", "edition", "exemption_used"]
    search_fields = ["entry__name", "entry__player__fide_id", "entry__upload__tournament__name"]
    list_select_related = ["entry"]
    raw_id_fields = ["entry"]


@admin.register(NormCategory)
class NormCategoryAdmin(admin.ModelAdmin):
    list_display = ["number", "lowest_average", "highest_average", "gm_percent", "im_percent", "wgm_percent", "wim_percent", "source"]

    def save_model(self, request, obj, form, change):
        obj.entered_by = request.user
        super().save_model(request, obj, form, change)


@admin.register(FideCongress)
class FideCongressAdmin(admin.ModelAdmin):
    list_display = ["held_on", "place"]
