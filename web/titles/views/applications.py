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
from .workflow import transition_context

State = TitleApplication.State


@login_required
@require_safe
def application_list(request):
    visible = applications_visible_to(request.user).select_related("player", "candidate", "federation")
    state = request.GET.get("state")
    if state in State.values:
        visible = visible.filter(state=state)
    return render(request, "titles/application_list.html", {"applications": visible, "states": State.choices})


def visible_application(user, pk: int) -> TitleApplication:
    return get_object_or_404(
        applications_visible_to(user).select_related(
            "player__federation", "candidate__arbiter", "federation", "created_by", "submitted_by"
        ),
        pk=pk,
    )


@login_required
@require_safe
def application_detail(request, pk: int):
    application = visible_application(request.user, pk)
    if application.is_official:
        # Its checklist and evidence have their own page; the workflow behind both is the same.
        return redirect(application)
    return render(request, "titles/application_detail.html", application_detail_context(request, application))


def application_detail_context(request, application: TitleApplication, form: ApplicationTransitionForm | None = None) -> dict:
    return {
        "application": application,
        "norms": application.norms.select_related("entry__upload__tournament"),
        "external_norms": application.external_norms.all(),
        "championship_results": application.championship_results.all(),
        "events": application.events.select_related("actor"),
        "application_date": application_date(application),
        "application_edition": edition_for(application_date(application)),
        **transition_context(application, request.user, form),
        "review_form": ApplicationReviewForm(application=application),
        "may_review": application.needs_review and request.user.is_authenticated
        and may_act(request.user, application, "federation"),
        "may_prepare_package": may_act(request.user, application, "applicant")
        and application.state not in {State.REQUESTED, State.DECLINED},
    }


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
def application_review(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    form = ApplicationReviewForm(request.POST)
    note = form.cleaned_data["note"] if form.is_valid() else ""
    try:
        application_services.application_review_done(application=application, actor=request.user, note=note)
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    return redirect("titles:application_detail", pk=pk)
