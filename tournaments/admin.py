from django.contrib import admin

from .models import Arbiter, Entry, Pairing, ResultUpload, Round, Tournament


@admin.register(Arbiter)
class ArbiterAdmin(admin.ModelAdmin):
    list_display = ["name", "arbiter_title", "fide_id", "user"]
    list_filter = ["arbiter_title"]
    search_fields = ["name", "fide_id", "user__username"]
    autocomplete_fields = ["user"]


class RoundInline(admin.TabularInline):
    model = Round
    extra = 0


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["name", "city", "host_federation", "start_date", "end_date", "system", "rounds_scheduled", "event_kind", "chief_arbiter"]
    list_filter = ["system", "event_kind", "rated_by_fide", "host_federation", "start_date"]
    search_fields = ["name", "city", "fide_event_id", "chief_arbiter__name"]
    date_hierarchy = "start_date"
    list_select_related = ["host_federation", "chief_arbiter"]
    autocomplete_fields = ["host_federation", "organising_federation", "chief_arbiter", "deputy_arbiters"]
    inlines = [RoundInline]


@admin.register(ResultUpload)
class ResultUploadAdmin(admin.ModelAdmin):
    list_display = ["tournament", "version", "filename", "status", "uploaded_by", "uploaded_at"]
    list_filter = ["status", "uploaded_at"]
    search_fields = ["tournament__name", "filename", "sha256"]
    list_select_related = ["tournament", "uploaded_by"]
    readonly_fields = ["tournament", "version", "filename", "size", "sha256", "uploaded_by", "uploaded_at", "status_changed_at", "errors", "warnings", "summary"]
    exclude = ["raw"]


class PairingInline(admin.TabularInline):
    model = Pairing
    fk_name = "entry"
    extra = 0
    raw_id_fields = ["opponent"]


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ["name", "start_number", "title", "rating", "federation_code", "points", "rank", "performance", "upload"]
    list_filter = ["title", "federation_code", "upload__tournament"]
    search_fields = ["name", "player__fide_id", "upload__tournament__name"]
    list_select_related = ["upload__tournament"]
    raw_id_fields = ["upload", "player"]
    inlines = [PairingInline]
