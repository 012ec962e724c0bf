"""Object-level access for the national pages: each helper 404s for people who may not see the object."""

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from players import access as player_access
from players.models import Player
from tournaments.access import (
    get_managed_tournament,
    officer_federation_id,
    tournaments_managed_by,
    tournaments_overseen_by,
)
from tournaments.models import Tournament

from .models import NationalResult
from .rules import REQUIREMENTS, AwardingBody

AWARD_PERMISSIONS = {
    AwardingBody.ORGANISERS: "classification.award_organiser_categories",
    AwardingBody.REGIONAL: "classification.award_regional_categories",
    AwardingBody.FEDERATION_COMMISSION: "classification.award_candidate_master",
    AwardingBody.STATE: "classification.award_master",
}
NORM_TABLE_PERMISSION = "classification.change_normtablerow"
VIEW_ALL_PLAYERS_PERMISSION = "classification.view_categoryrecord"


def get_tournament_for_national_facts(user: AbstractBaseUser, pk: int) -> Tournament:
    """The chief arbiter's own tournaments; for a federation officer, also the federation's events."""
    if officer_federation_id(user) is None:
        return get_managed_tournament(user, pk)
    return get_object_or_404(tournaments_overseen_by(user), pk=pk)


def may_edit_national_facts(user: AbstractBaseUser, tournament: Tournament) -> bool:
    return user.is_authenticated and tournaments_overseen_by(user).filter(pk=tournament.pk).exists()


def awardable_norms(user: AbstractBaseUser, tournament: Tournament) -> frozenset[str]:
    """The norms (target codes) whose awards this user may record for this tournament, by the body that awards
    them. Cond. 11: II and lower are set by the event's own organisers, so its chief arbiter may record them."""
    if not user.is_authenticated:
        return frozenset()
    bodies = {body for body, permission in AWARD_PERMISSIONS.items() if user.has_perm(permission)}
    if tournaments_managed_by(user).filter(pk=tournament.pk).exists():
        bodies.add(AwardingBody.ORGANISERS)
    return frozenset(target.value for target, requirements in REQUIREMENTS.items() if requirements.awarded_by in bodies)


def get_overseen_result(user: AbstractBaseUser, pk: int) -> NationalResult:
    return get_object_or_404(
        NationalResult.objects.select_related("evaluation__upload__tournament", "player", "entry"),
        evaluation__upload__tournament__in=tournaments_overseen_by(user),
        pk=pk,
    )


def players_visible_to(user: AbstractBaseUser) -> QuerySet[Player]:
    """A player's national record: whoever may see the player, and the commission's staff, who see everyone."""
    if user.is_authenticated and user.has_perm(VIEW_ALL_PLAYERS_PERMISSION):
        return Player.objects.all()
    return player_access.players_visible_to(user)


def get_visible_player(user: AbstractBaseUser, pk: int) -> Player:
    return get_object_or_404(players_visible_to(user).select_related("federation", "user"), pk=pk)
