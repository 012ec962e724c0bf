from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import content_disposition_header
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from titles.models import NormResult
from tournaments.access import get_managed_tournament, tournaments_managed_by, tournaments_overseen_by
from tournaments.selectors import upload_current

from . import access, selectors, services
from .tasks import issue_certificates

# The newest certificates a list page shows; staff looking for an older one have the admin's search.
LIST_LENGTH = 200


def _attachment(content: bytes, filename: str, content_type: str) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=filename)
    return response


@login_required
def certificate_list(request):
    certificates = selectors.certificates_with_details(access.certificates_visible_to(request.user))
    return render(request, "certificates/certificate_list.html", {"certificates": certificates[:LIST_LENGTH]})


@login_required
def tournament_certificates(request, pk: int):
    tournament = access.get_certificates_page_tournament(request.user, pk)
    certificates = selectors.certificates_with_details(
        access.certificates_visible_to(request.user).for_tournament(tournament)
    ).order_by("norm_result__entry__player__name", "norm_result__title", "-version")
    context = {
        "tournament": tournament,
        "certificates": certificates,
        "can_bundle": access.has_certificates_role(request.user) and any(not c.is_superseded for c in certificates),
        "can_issue": tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "can_report": tournaments_overseen_by(request.user).filter(pk=pk).exists(),
        "certification_failure": selectors.certification_failure(tournament=tournament),
    }
    return render(request, "certificates/tournament_certificates.html", context)


@login_required
def certificate_download(request, pk: int):
    certificate = access.get_visible_certificate(request.user, pk)
    return _attachment(bytes(certificate.pdf), services.certificate_filename(certificate), "application/pdf")


@login_required
def tournament_bundle(request, pk: int):
    certificates = access.get_bundle_certificates(request.user, pk)
    content = services.certificates_bundle(certificates=certificates)
    return _attachment(content, f"tournament-{pk}-certificates.zip", "application/zip")


@login_required
@require_POST
def tournament_issue(request, pk: int):
    """On demand: certify every norm of the current results that has no certificate yet (in the worker)."""
    tournament = get_managed_tournament(request.user, pk)
    upload = upload_current(tournament)
    if upload is None:
        messages.error(request, _("The tournament has no evaluated results yet."))
    else:
        transaction.on_commit(lambda: issue_certificates.delay(upload.pk))
        messages.success(request, _("The certificates are being prepared; reload this page in a moment."))
    return redirect("certificates:tournament", pk=tournament.pk)


@login_required
def tournament_report(request, pk: int):
    tournament = access.get_reported_tournament(request.user, pk)
    content = services.tournament_report_render(tournament=tournament)
    return _attachment(content, f"tournament-{pk}-IT3-report.pdf", "application/pdf")


@login_required
def title_application(request, player_pk: int, title: str):
    player = access.get_applicant(request.user, player_pk)
    if title not in NormResult.Title.values:
        raise Http404
    norms = selectors.norm_results_for_application(player=player, title=title)
    content = services.title_application_render(player=player, title=title, norm_results=norms)
    return _attachment(content, f"player-{player_pk}-IT2-{title}-application.pdf", "application/pdf")
