
from django import template
from django.http import Http404

from certificates.access import certificates_visible_to, get_certificates_page_tournament
from certificates.models import ApplicationForm
from certificates.selectors import certificates_in_force

register = template.Library()


@register.simple_tag(takes_context=True)
def may_see_certificates(context, tournament) -> bool:
    """Whether the tournament's certificates page would open for this user: a link is shown only then."""
    user = context["request"].user
    if not user.is_authenticated:
        return False
    try:
        get_certificates_page_tournament(user, tournament.pk)
    except Http404:
        return False
    return True


@register.filter
def downloadable_by(certificate, user) -> bool:
    """Whether this user may download the certificate: a link to it is shown only then."""
    return bool(certificate) and certificates_visible_to(user).filter(pk=certificate.pk).exists()


@register.simple_tag
def application_documents(application) -> dict:
    """For the application page: its IT2 form in force, the norms whose IT1 certificate is still to be issued and
    the certificates not yet signed off, judged by the certificates the package holds
    (certificates.selectors.certificates_in_force; the package leaves out what is not signed off)."""
    norms = list(application.norms.select_related("entry__upload"))
    certified = certificates_in_force(norms=norms)
    form = ApplicationForm.objects.filter(application=application, superseded_at__isnull=True).order_by("-version").first()
    missing = [norm for norm in norms if norm.achieved and norm.pk not in certified]
    unsigned = [certificate for certificate in certified.values() if not certificate.is_signed_off]
    return {
        "form": form,
        "missing_certificates": missing,
        "unsigned_certificates": unsigned,
        "ready": form is not None and not missing and not unsigned,
    }
