from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import content_disposition_header
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from certificates import access, selectors, services, sign_off_services
from certificates.models import ApplicationForm, SignOff
from certificates.tasks import enqueue_issue
from titles.access import player_applications_visible_to
from tournaments.access import get_managed_tournament, tournaments_managed_by, tournaments_overseen_by
from tournaments.selectors import upload_current

from .forms import SignOffForm

# The newest certificates a list page shows; staff looking for an older one have the admin's search.
LIST_LENGTH = 200


def _attachment(content: bytes, filename: str, content_type: str) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=filename)
    return response


@login_required
@require_safe
def certificate_list(request):
    certificates = selectors.certificates_with_details(certificates=access.certificates_visible_to(request.user))
    return render(request, "certificates/certificate_list.html", {"certificates": certificates[:LIST_LENGTH]})


@login_required
@require_safe
def tournament_certificates(request, pk: int):
    tournament = access.get_certificates_page_tournament(request.user, pk)
    certificates = selectors.certificates_with_details(
        certificates=access.certificates_visible_to(request.user).for_tournament(tournament)
    ).order_by("norm_result__entry__player__name", "norm_result__title", "-version")
    context = {
        "tournament": tournament,
        "certificates": certificates,
        "can_bundle": access.has_certificates_role(request.user) and any(not c.is_superseded for c in certificates),
        "can_issue": tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "can_report": tournaments_overseen_by(request.user).filter(pk=pk).exists(),
        "certification_failure": selectors.certification_failure(tournament=tournament),
        "can_sign_off": sign_off_services.sign_off_role(user=request.user, tournament=tournament) is not None,
    }
    return render(request, "certificates/tournament_certificates.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def tournament_sign_off(request, pk: int):
    """The chief arbiter's sign-off (or the host federation's countersignature) of what he or she checked: the
    certificates in force and the IT3 report, each downloadable from the page, confirmed with the password or a
    one-time code."""
    tournament = access.get_reported_tournament(request.user, pk)
    role = sign_off_services.sign_off_role(user=request.user, tournament=tournament)
    if role is None:
        raise Http404
    agenda = sign_off_services.sign_off_agenda(tournament=tournament, role=role)
    form = SignOffForm(request.POST if request.method == "POST" else None, agenda=agenda)
    if request.method == "POST" and form.is_valid():
        try:
            signed = sign_off_services.sign_off(
                tournament=tournament,
                actor=request.user,
                secret=form.cleaned_data["secret"],
                certificate_ids=form.cleaned_data.get("certificates", []),
                report_upload_id=form.report_upload_id(),
                request=request,
            )
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, _("Signed electronically: %(count)s documents.") % {"count": len(signed)})
            return redirect("certificates:sign_off", pk=pk)
    context = {
        "tournament": tournament,
        "agenda": agenda,
        "form": form,
        "role": SignOff.Role(role).label,
        "signed": selectors.sign_offs_of_tournament(tournament=tournament),
    }
    return render(request, "certificates/sign_off.html", context, status=400 if form.errors else 200)


@login_required
@require_safe
def certificate_download(request, pk: int):
    certificate = access.get_visible_certificate(request.user, pk)
    return _attachment(bytes(certificate.pdf), services.certificate_filename(certificate=certificate), "application/pdf")


@login_required
@require_safe
def tournament_bundle(request, pk: int):
    certificates = access.get_bundle_certificates(request.user, pk)
    content = services.certificates_bundle(certificates=certificates)
    return _attachment(content, f"tournament-{pk}-certificates.zip", "application/zip")


@login_required
@require_POST
def tournament_issue(request, pk: int):
    """On demand: certify every norm of the current results that has no certificate yet (in the worker)."""
    tournament = get_managed_tournament(request.user, pk)
    upload = upload_current(tournament=tournament)
    if upload is None:
        messages.error(request, _("The tournament has no evaluated results yet."))
    else:
        enqueue_issue(upload_id=upload.pk)
        messages.success(request, _("The certificates are being prepared; reload this page in a moment."))
    return redirect("certificates:tournament", pk=tournament.pk)


@login_required
@require_safe
def tournament_report(request, pk: int):
    tournament = access.get_reported_tournament(request.user, pk)
    content = services.tournament_report_render(tournament=tournament)
    return _attachment(content, f"tournament-{pk}-IT3-report.pdf", "application/pdf")


@login_required
@require_POST
def application_package_prepare(request, pk: int):
    """Issue the IT1 certificates the application lacks and its IT2 form: a POST by whoever may apply."""
    application = get_object_or_404(player_applications_visible_to(request.user), pk=pk)
    services.application_package_prepare(application=application, actor=request.user)
    messages.success(request, _("The IT2 form and the IT1 certificates are issued; the package is ready."))
    return redirect("titles:application_detail", pk=pk)


@login_required
@require_safe
def application_package(request, pk: int):
    """The package as issued; reading it issues nothing."""
    application = get_object_or_404(player_applications_visible_to(request.user).select_related("player"), pk=pk)
    if not application.forms.filter(superseded_at__isnull=True).exists():
        raise Http404
    content = services.application_package(application=application)
    name = services.safe_filename(f"{application.title} title application - {application.player.name}")
    return _attachment(content, f"{name}.zip", "application/zip")


@login_required
@require_safe
def application_form(request, pk: int, version: int):
    form = get_object_or_404(
        ApplicationForm.objects.filter(application__in=player_applications_visible_to(request.user)), application_id=pk, version=version
    )
    return _attachment(bytes(form.pdf), f"IT2-{form.application_id}-v{form.version}.pdf", "application/pdf")
