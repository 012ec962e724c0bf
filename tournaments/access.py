"""Object-level access: every view fetches its object through one of these, which 404 for outsiders."""

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet
from django.shortcuts import get_object_or_404

from players.access import officer_federation_id
from players.models import FederationOfficer

from .models import ResultUpload, Tournament


def is_chief_arbiter(user: AbstractBaseUser) -> bool:
    return getattr(user, "arbiter", None) is not None


def tournaments_managed_by(user: AbstractBaseUser) -> QuerySet[Tournament]:
    """Tournaments whose results this user may upload: the chief arbiter's own (staff: all)."""
    if not user.is_authenticated:
        return Tournament.objects.none()
    if user.is_staff:
        return Tournament.objects.all()
    return Tournament.objects.filter(chief_arbiter__user=user)


def tournaments_overseen_by(user: AbstractBaseUser) -> QuerySet[Tournament]:
    """Tournaments whose uploads this user may follow: managed ones and their federation's events."""
    federation_id = officer_federation_id(user) if user.is_authenticated else None
    if federation_id is None:
        return tournaments_managed_by(user)
    return Tournament.objects.filter(
        Q(pk__in=tournaments_managed_by(user).values("pk"))
        | Q(host_federation_id=federation_id)
        | Q(organising_federation_id=federation_id)
    )


def get_managed_tournament(user: AbstractBaseUser, pk: int) -> Tournament:
    return get_object_or_404(tournaments_managed_by(user), pk=pk)


def get_overseen_upload(user: AbstractBaseUser, tournament_pk: int, version: int) -> ResultUpload:
    return get_object_or_404(
        ResultUpload.objects.select_related("tournament", "uploaded_by"),
        tournament__in=tournaments_overseen_by(user),
        tournament_id=tournament_pk,
        version=version,
    )


def tournaments_approvable_by(user: AbstractBaseUser) -> QuerySet[Tournament]:
    """Tournaments whose approvals this user records: an officer of the host federation, or staff.

    Never the event's own chief arbiter, even one who is also an officer or staff: approvals are others' word on
    the event, and the arbiter chooses the host federation when registering it."""
    if not user.is_authenticated:
        return Tournament.objects.none()
    if user.is_staff:
        approvable = Tournament.objects.all()
    else:
        federation_id = officer_federation_id(user)
        if federation_id is None:
            return Tournament.objects.none()
        approvable = Tournament.objects.filter(host_federation_id=federation_id)
    return approvable.exclude(chief_arbiter__user=user)


def get_approvable_tournament(user: AbstractBaseUser, pk: int) -> Tournament:
    return get_object_or_404(tournaments_approvable_by(user), pk=pk)


def approvers_of(tournament: Tournament) -> list[str]:
    """Who can record the tournament's approvals, named for the arbiter who needs one."""
    return [
        officer.user.get_full_name() or officer.user.username
        for officer in FederationOfficer.objects.filter(federation_id=tournament.host_federation_id).select_related("user")
    ]
