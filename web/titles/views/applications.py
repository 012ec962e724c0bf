from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from players.access import players_visible_to
from regulations import edition_for
from titles import application_services
from titles.access import applications_visible_to, may_act
from titles.application_checks import application_date
from titles.models import NormResult, TitleApplication

from ..forms import ApplicationReviewForm, ApplicationTransitionForm

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
    decision_needed = bool(set(next_states) & application_services.DECISIONS)
    context = {
        "application": application,
        "norms": application.norms.select_related("entry__upload__tournament"),
        "external_norms": application.external_norms.all(),
        "championship_results": application.championship_results.all(),
        "events": application.events.select_related("actor"),
        "application_date": application_date(application),
        "application_edition": edition_for(application_date(application)),
        "next_states": [(state, State(state).label) for state in next_states],
        "moves_left_to_others": moves_left_to_others(application, request.user),
        "transition_form": ApplicationTransitionForm(application=application, decision_needed=decision_needed),
        "review_form": ApplicationReviewForm(application=application),
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
    form = ApplicationTransitionForm(request.POST, application=application)
    if not form.is_valid():
        messages.error(request, " ".join(message for messages_ in form.errors.values() for message in messages_))
        return redirect("titles:application_detail", pk=pk)
    data = form.cleaned_data
    decision = application_services.Decision(
        on=data["decision_on"], reference=data["decision_reference"], reason=data["reason"],
        refused_norm_ids=tuple(norm.pk for norm in data["refused_norms"]),
    )
    try:
        application_services.application_transition(
            application=application, to_state=data["to_state"], actor=request.user, decision=decision,
        )
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    return redirect(application)


@login_required
@require_POST
def application_review(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    form = ApplicationReviewForm(request.POST)
    note = form.cleaned_data["note"] if form.is_valid() else ""
    try:
        application_services.application_review_done(application=application, actor=request.user, note=note)
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

