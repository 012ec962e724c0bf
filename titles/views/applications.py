import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from players.access import players_visible_to

from .. import application_services
from ..access import applications_visible_to, may_act
from ..application_checks import application_date
from ..models import NormResult, TitleApplication
from ..regulations import edition_for

State = TitleApplication.State


@login_required
@require_safe
def application_list(request):
    visible = applications_visible_to(request.user).select_related("player", "candidate", "federation")
    state = request.GET.get("state")
    if state in State.values:
        visible = visible.filter(state=state)
    return render(request, "titles/application_list.html", {"applications": visible, "states": State.choices})


@login_required
@require_safe
def application_detail(request, pk: int):
    application = get_object_or_404(
        applications_visible_to(request.user).select_related("player__federation", "federation", "submitted_by"), pk=pk
    )
    if application.is_official:
        # Its checklist and evidence have their own page; the workflow behind both is the same.
        return redirect(application)
    next_states = application_services.application_next_states(application=application, user=request.user)
    context = {
        "application": application,
        "norms": application.norms.select_related("entry__upload__tournament"),
        "external_norms": application.external_norms.all(),
        "championship_results": application.championship_results.all(),
        "events": application.events.select_related("actor"),
        "application_date": application_date(application),
        "application_edition": edition_for(application_date(application)),
        "next_states": [(state, State(state).label) for state in next_states],
        "decision_needed": bool(set(next_states) & application_services.DECISIONS),
        "moves_left_to_others": moves_left_to_others(application, request.user),
        "may_review": application.needs_review and request.user.is_authenticated
        and may_act(request.user, application, "federation"),
        "may_prepare_package": may_act(request.user, application, "applicant")
        and application.state not in {State.REQUESTED, State.DECLINED},
    }
    return render(request, "titles/application_detail.html", context)


@login_required
@require_POST
def application_start(request, player_pk: int, title: str):
    """An officer starts a draft; the player asks the federation. An open application is shown instead of a second."""
    player = get_object_or_404(players_visible_to(request.user), pk=player_pk)
    if title not in NormResult.Title.values:
        raise Http404
    try:
        application, created = application_services.application_start(player=player, title=title, actor=request.user)
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
        return redirect("players:player", pk=player.pk)
    if not created:
        messages.info(request, _("An application for this title is open already; here it is."))
    elif application.state == State.REQUESTED:
        messages.success(request, _("Your request is with your federation, which applies to FIDE."))
    return redirect("titles:application_detail", pk=application.pk)


@login_required
@require_POST
def application_transition(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    try:
        decision = application_services.Decision(
            on=_date(request.POST.get("decision_on", "")),
            reference=request.POST.get("decision_reference", ""),
            reason=request.POST.get("reason", ""),
            refused_norm_ids=tuple(int(value) for value in request.POST.getlist("refused_norms") if value.isascii() and value.isdecimal()),
        )
        application_services.application_transition(
            application=application, to_state=request.POST.get("to_state", ""), actor=request.user,
            note=request.POST.get("note", ""), decision=decision,
        )
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    return redirect(application)


@login_required
@require_POST
def application_review(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    try:
        application_services.application_review_done(application=application, actor=request.user, note=request.POST.get("note", ""))
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    return redirect("titles:application_detail", pk=pk)


def moves_left_to_others(application: TitleApplication, user) -> list[tuple[str, str]]:
    """Each move of the present state this user may not make, by its label, with who may: what the application
    pages show instead of a button the service would refuse."""
    return [
        (State(state).label, who)
        for state, who in application_services.application_moves_left_to_others(application=application, user=user)
    ]


def _date(text: str) -> datetime.date | None:
    if not text:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as error:
        raise ValidationError(_("Write the decision date as YYYY-MM-DD.")) from error
