from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from . import services
from .models import Certificate


@admin.register(Certificate)
class CertificateAdmin(admin.ModelAdmin):
    list_display = ["reference", "player_name", "title", "tournament", "version", "created_at", "is_current"]
    list_filter = [("superseded_at", admin.EmptyFieldListFilter), "norm_result__title", "created_at"]
    search_fields = ["reference", "norm_result__entry__name", "norm_result__entry__player__fide_id", "sha256"]
    list_select_related = ["norm_result__entry__upload__tournament"]
    date_hierarchy = "created_at"
    # An issued certificate is a signed document: it is only read here, never edited.
    readonly_fields = [
        "norm_result",
        "version",
        "reference",
        "pdf_link",
        "sha256",
        "created_at",
        "superseded_by",
        "superseded_by_upload",
        "superseded_at",
    ]
    exclude = ["pdf"]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description=_("PDF"))
    def pdf_link(self, certificate: Certificate) -> str:
        url = reverse("certificates:download", args=[certificate.pk])
        return format_html('<a href="{}">{}</a>', url, services.certificate_filename(certificate=certificate))

    @admin.display(description=_("player"), ordering="norm_result__entry__name")
    def player_name(self, certificate: Certificate) -> str:
        return certificate.entry.name

    @admin.display(description=_("tournament"), ordering="norm_result__entry__upload__tournament__name")
    def tournament(self, certificate: Certificate):
        return certificate.tournament

    @admin.display(description=_("in force"), boolean=True, ordering="superseded_at")
    def is_current(self, certificate: Certificate) -> bool:
        return not certificate.is_superseded
