from django import forms
from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from .models import FideCongress, NormCategory, NormResult


@admin.register(NormResult)
class NormResultAdmin(admin.ModelAdmin):
    list_display = ["entry", "title", "achieved", "edition", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used"]
    list_filter = ["achieved", "title", "edition", "exemption_used"]
    search_fields = ["entry__name", "entry__player__fide_id", "entry__upload__tournament__name"]
    list_select_related = ["entry"]
    raw_id_fields = ["entry"]


class NormCategoryForm(forms.ModelForm):
    """§11.31/11.32 state a share of the games: a percentage above 100 is a result nobody can make."""

    class Meta:
        model = NormCategory
        fields = "__all__"

    def clean(self):
        cleaned = super().clean()
        for field in ("gm_percent", "im_percent", "wgm_percent", "wim_percent"):
            value = cleaned.get(field)
            if value is not None and not 0 < value <= 100:
                self.add_error(field, _("A share of the games lies above 0 and at most 100 per cent."))
        return cleaned


@admin.register(NormCategory)
class NormCategoryAdmin(admin.ModelAdmin):
    form = NormCategoryForm
    list_display = ["number", "lowest_average", "highest_average", "gm_percent", "im_percent", "wgm_percent", "wim_percent", "source"]

    def save_model(self, request, obj, form, change):
        obj.entered_by = request.user
        super().save_model(request, obj, form, change)


@admin.register(FideCongress)
class FideCongressAdmin(admin.ModelAdmin):
    list_display = ["held_on", "place"]
