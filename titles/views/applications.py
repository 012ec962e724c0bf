from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from players.models import Player

from .. import application_services
from ..access import applications_visible_to, may_act
from ..application_checks import application_date
from ..models import NormResult, TitleApplication
from ..regulations import edition_for


@login_required
def application_list(request):
    visible = applications_visible_to(request.user).select_related("player", "federation")
    state = request.GET.get("state")
    if state in TitleApplication.State.values:
        visible = visible.filter(state=state)
    return render(request, "titles/application_list.html", {"applications": visible, "states": TitleApplication.State.choices})


@login_required
def application_detail(request, pk: int):
    application = get_object_or_404(
        applications_visible_to(request.user).select_related("player", "federation"), pk=pk
    )
    context = {
        "application": application,
        "norms": application.norms.select_related("entry__upload__tournament"),
        "external_norms": application.external_norms.all(),
        "events": application.events.select_related("actor"),
        "application_date": application_date(application),
        "application_edition": edition_for(application_date(application)),
        "next_states": [
            (to_state, TitleApplication.State(to_state).label)
            for (from_state, to_state), role in application_services.TRANSITIONS.items()
            if from_state == application.state and may_act(request.user, application, role)
        ],
    }
    return render(request, "titles/application_detail.html", context)


@login_required
@require_POST
def application_start(request, player_pk: int, title: str):
    player = get_object_or_404(Player, pk=player_pk)
    if title not in NormResult.Title.values:
        raise Http404
    application = application_services.application_start(
        player=player, title=title, actor=request.user, applied_by_player=player.user_id == request.user.pk
    )
    return redirect("titles:application_detail", pk=application.pk)


@login_required
@require_POST
def application_transition(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    decision = application_services.Decision(
        reason=request.POST.get("reason", ""),
        refused_norm_ids=tuple(int(value) for value in request.POST.getlist("refused_norms") if value.isdigit()),
    )
    try:
        application_services.application_transition(
            application=application, to_state=request.POST.get("to_state", ""), actor=request.user,
            note=request.POST.get("note", ""), decision=decision,
        )
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    return redirect("titles:application_detail", pk=pk)


@login_required
def application_package(request, pk: int):
    application = get_object_or_404(applications_visible_to(request.user), pk=pk)
    response = HttpResponse(application_services.application_package(application=application), content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="title-application-{application.pk}.zip"'
    return response
