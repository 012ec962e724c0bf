"""Who may see which certificate and form. Views fetch through these helpers, which 404 for everyone else.

A certificate is for the player, the officers of the player's federation and of the organising federation,
the tournament's chief arbiter and staff (000 §1.8 names the same recipients).
"""

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404

from tournaments.access import is_chief_arbiter, officer_federation_id, tournaments_overseen_by
from tournaments.models import Tournament

from .models import Certificate


def certificates_visible_to(user: AbstractBaseUser) -> QuerySet[Certificate]:
    if not user.is_authenticated:
        return Certificate.objects.none()
    if user.is_staff:
        return Certificate.objects.all()
    allowed = Q(norm_result__entry__player__user=user) | Q(
        norm_result__entry__upload__tournament__chief_arbiter__user=user
    )
    federation_id = officer_federation_id(user)
    if federation_id is not None:
        allowed |= (
            Q(norm_result__entry__player__federation_id=federation_id)
            | Q(norm_result__entry__federation_code=user.federation_officer.federation.code)
            | Q(norm_result__entry__upload__tournament__organising_federation_id=federation_id)
        )
    return Certificate.objects.filter(allowed)


def get_visible_certificate(user: AbstractBaseUser, pk: int) -> Certificate:
    return get_object_or_404(certificates_visible_to(user).select_related("norm_result__entry"), pk=pk)


def has_certificates_role(user: AbstractBaseUser) -> bool:
    """Chief arbiters, federation officers and staff: those who handle certificates for others."""
    return user.is_authenticated and (
        user.is_staff or is_chief_arbiter(user) or officer_federation_id(user) is not None
    )


def get_bundle_certificates(user: AbstractBaseUser, tournament_pk: int) -> list[Certificate]:
    """The tournament's current certificates this user may have all at once (the bundle), or 404."""
    if not has_certificates_role(user):
        raise Http404
    certificates = list(
        certificates_visible_to(user)
        .current()
        .filter(norm_result__entry__upload__tournament_id=tournament_pk)
        .select_related("norm_result__entry")
        .order_by("norm_result__entry__start_number", "norm_result__title")
    )
    if not certificates:
        raise Http404
    return certificates


def get_certificates_page_tournament(user: AbstractBaseUser, pk: int) -> Tournament:
    """A tournament's certificates page: for those who oversee it and those with a certificate in it."""
    visible = certificates_visible_to(user).filter(norm_result__entry__upload__tournament_id=pk)
    if not visible.exists() and not tournaments_overseen_by(user).filter(pk=pk).exists():
        raise Http404
    return get_object_or_404(Tournament, pk=pk)


def get_reported_tournament(user: AbstractBaseUser, pk: int) -> Tournament:
    """IT3: for the chief arbiter, officers of the host and organising federations, and staff."""
    return get_object_or_404(tournaments_overseen_by(user), pk=pk)
