from decimal import Decimal
from fractions import Fraction

from django import template
from django.http import Http404

from ..access import certificates_visible_to, get_certificates_page_tournament

register = template.Library()


@register.filter
def points(value: Decimal | Fraction | int | None) -> str:
    """A score as chess writes it: 6, 5½, ½ (other fractions, which scores never are, as decimals)."""
    if value is None or value == "":
        return "–"
    value = Fraction(value)
    if (value * 2).denominator != 1:
        return str(float(value))
    sign = "−" if value < 0 else ""
    whole, half = divmod(int(abs(value) * 2), 2)
    return sign + (str(whole) if whole or not half else "") + ("½" if half else "")


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
