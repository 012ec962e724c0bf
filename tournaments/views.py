from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from . import access, administration, results_html, selectors, services
from .forms import ResultUploadForm, TournamentForm
from .models import Tournament


def home(request):
    context = {
        "recent": Tournament.objects.select_related("host_federation").order_by("-start_date")[:10],
        "managed": access.tournaments_managed_by(request.user)[:20] if request.user.is_authenticated else [],
    }
    return render(request, "home.html", context)


def tournament_list(request):
    tournaments = Tournament.objects.select_related("host_federation").order_by("-start_date", "name")
    return render(request, "tournaments/tournament_list.html", {"tournaments": tournaments})


# A results version never changes; verdicts judged again or a changed system give the table a new version.
RESULTS_TABLE_SECONDS = 7 * 24 * 3600


def tournament_detail(request, pk: int):
    tournament = get_object_or_404(
        Tournament.objects.select_related("host_federation", "organising_federation", "chief_arbiter"), pk=pk
    )
    upload = selectors.upload_current(tournament)
    rounds_played = upload.summary.get("rounds_played", 0) if upload else 0
    in_progress = bool(upload) and rounds_played < tournament.rounds_scheduled
    context = {
        "rounds_played": rounds_played,
        "in_progress": in_progress,
        "tournament": tournament,
        "upload": upload,
        # Read and rendered only when the table kept for this results version is missing.
        "table_version": selectors.results_table_version(upload) if upload else "",
        "table_seconds": RESULTS_TABLE_SECONDS,
        "round_numbers": (lambda: range(1, selectors.tournament_round_count(upload) + 1)) if upload else [],
        "table_body": (lambda: results_html.table_body(selectors.crosstable(upload), in_progress=in_progress))
        if upload
        else "",
        "can_upload": access.tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "uploads": tournament.uploads.order_by("-version") if _oversees(request.user, pk) else [],
        "reporting": services.tournament_reporting_status(tournament) if _oversees(request.user, pk) else None,
        "risks": administration.tournament_risks(tournament),
    }
    return render(request, "tournaments/tournament_detail.html", context)


def _oversees(user, pk: int) -> bool:
    return access.tournaments_overseen_by(user).filter(pk=pk).exists()


@login_required
@require_http_methods(["GET", "POST"])
def tournament_create(request):
    arbiter = getattr(request.user, "arbiter", None)
    if arbiter is None and not request.user.is_staff:
        raise PermissionDenied
    return _tournament_form(request, Tournament(chief_arbiter=arbiter))


@login_required
@require_http_methods(["GET", "POST"])
def tournament_update(request, pk: int):
    return _tournament_form(request, access.get_managed_tournament(request.user, pk))


def _tournament_form(request, tournament: Tournament):
    """Save, or only check: either way the arbiter sees every administration check of the edition."""
    form = TournamentForm(request.POST or None, instance=tournament)
    if request.method == "POST" and form.is_valid():
        if "save" in request.POST:
            tournament = form.save()
            messages.success(request, _("The tournament is saved."))
            return redirect("tournaments:detail", pk=tournament.pk)
        tournament = form.instance
    checks = administration.tournament_administration_checks(tournament) if request.method == "POST" or tournament.pk else []
    return render(request, "tournaments/tournament_form.html", {"form": form, "tournament": tournament, "checks": checks})


@login_required
@require_http_methods(["GET", "POST"])
def upload_create(request, pk: int):
    tournament = access.get_managed_tournament(request.user, pk)
    reporting = services.tournament_reporting_status(tournament)
    form = ResultUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and not reporting.accepts_upload:
        messages.error(request, _("This report is more than six months late (1.96); it needs the QC chairman's agreement first."))
    elif request.method == "POST" and form.is_valid():
        uploaded = form.cleaned_data["file"]
        upload = services.upload_create(
            tournament=tournament, filename=uploaded.name, data=uploaded.read(), user=request.user
        )
        return redirect("tournaments:upload_detail", pk=tournament.pk, version=upload.version)
    context = {"tournament": tournament, "form": form, "reporting": reporting}
    return render(request, "tournaments/upload_form.html", context)


@login_required
def upload_detail(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    return render(request, "tournaments/upload_detail.html", {"upload": upload, "tournament": upload.tournament})


@login_required
def upload_status(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    return JsonResponse(
        {"status": upload.status, "final": upload.is_final, "errors": upload.errors, "summary": upload.summary}
    )


@login_required
def upload_raw(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    response = HttpResponse(bytes(upload.raw), content_type="application/octet-stream")
    response["Content-Disposition"] = f'attachment; filename="{upload.filename}"'
    return response
