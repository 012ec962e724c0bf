from django.contrib import admin

from .models import NormResult


@admin.register(NormResult)
class NormResultAdmin(admin.ModelAdmin):
    list_display = ["entry", "title", "achieved", "edition", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used"]
    list_filter = ["achieved", "title", "edition", "exemption_used"]
    search_fields = ["entry__name", "entry__player__fide_id", "entry__upload__tournament__name"]
    list_select_related = ["entry"]
    raw_id_fields = ["entry"]
