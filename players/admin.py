from django.contrib import admin

from .events import player_facts_changed
from .models import Federation, FederationOfficer, Player, PlayerTitle, RatingEntry


class FactsChangedMixin:
    """A title, federation or rating changed by hand touches past evaluations: have the worker judge them again."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        player_facts_changed.announce(obj.pk if isinstance(obj, Player) else obj.player_id)

    def delete_model(self, request, obj):
        player_id = obj.pk if isinstance(obj, Player) else obj.player_id
        super().delete_model(request, obj)
        player_facts_changed.announce(player_id)


@admin.register(Federation)
class FederationAdmin(admin.ModelAdmin):
    list_display = ["code", "name", "is_fide_member", "is_temporarily_excluded"]
    list_filter = ["is_fide_member", "is_temporarily_excluded"]
    search_fields = ["code", "name"]


class PlayerTitleInline(admin.TabularInline):
    model = PlayerTitle
    extra = 0


class RatingEntryInline(admin.TabularInline):
    model = RatingEntry
    extra = 0
    ordering = ["-period"]


@admin.register(Player)
class PlayerAdmin(FactsChangedMixin, admin.ModelAdmin):
    list_display = ["name", "fide_id", "federation", "sex", "birth_year", "titles_held"]
    list_filter = ["sex", "titles__title", "federation"]
    search_fields = ["name", "fide_id"]
    list_select_related = ["federation"]
    autocomplete_fields = ["federation", "user"]
    inlines = [PlayerTitleInline, RatingEntryInline]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("titles")

    @admin.display(description="titles")
    def titles_held(self, player: Player) -> str:
        return ", ".join(title.title for title in player.titles.all())


@admin.register(PlayerTitle)
class PlayerTitleAdmin(FactsChangedMixin, admin.ModelAdmin):
    list_display = ["player", "title", "confirmed_on", "achieved_on"]
    list_filter = ["title"]
    search_fields = ["player__name", "player__fide_id"]
    autocomplete_fields = ["player"]
    date_hierarchy = "confirmed_on"


@admin.register(RatingEntry)
class RatingEntryAdmin(FactsChangedMixin, admin.ModelAdmin):
    list_display = ["player", "period", "rating", "games", "kind"]
    list_filter = ["kind", "period"]
    search_fields = ["player__name", "player__fide_id"]
    autocomplete_fields = ["player"]


@admin.register(FederationOfficer)
class FederationOfficerAdmin(admin.ModelAdmin):
    list_display = ["user", "federation"]
    list_filter = ["federation"]
    search_fields = ["user__username", "user__last_name", "federation__code"]
    autocomplete_fields = ["user", "federation"]
