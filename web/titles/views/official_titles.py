from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST, require_safe

from players.access import officer_federation_id
from players.models import Federation
from titles import application_services, official_titles
from titles.access import applications_visible_to
from titles.models import TitleApplication

from ..forms import ApplicationTransitionForm
from ..official_forms import CandidateForm, OfficialApplicationForm, QualifyingEventForm
from .workflow import transition_context

State = TitleApplication.State


def _official_applications_visible_to(user):
    return applications_visible_to(user).filter(candidate__isnull=False)


@login_required
def candidate_list(request):
    federation_id = officer_federation_id(request.user)
    form = CandidateForm(request.POST or None)
    if request.method == "POST":
        if federation_id is None:
            raise PermissionDenied
        if form.is_valid():
            candidate = official_titles.official_candidate_create(
                federation=get_object_or_404(Federation, pk=federation_id), actor=request.user, **form.cleaned_data
            )
            return redirect("titles:official_candidate", pk=candidate.pk)
    context = {
        "candidates": official_titles.candidates_visible_to(request.user).select_related("federation"),
        "applications": _official_applications_visible_to(request.user).select_related("candidate"),
        "form": form if federation_id else None,
    }
    return render(request, "titles/official_candidates.html", context)


@login_required
def candidate_detail(request, pk: int):
    candidate = get_object_or_404(official_titles.candidates_visible_to(request.user), pk=pk)
    form = QualifyingEventForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        official_titles.qualifying_event_record(candidate=candidate, actor=request.user, **form.cleaned_data)
        return redirect("titles:official_candidate", pk=pk)
    context = {
        "candidate": candidate,
        "events": candidate.events.all(),
        "own_events": official_titles.tournament_arbiter_events(candidate.arbiter) if candidate.arbiter_id else [],
        "event_form": form,
        "application_form": OfficialApplicationForm(),
        "applications": candidate.applications.all(),
        "titles_held": candidate.titles.all(),
    }
    return render(request, "titles/official_candidate.html", context)


@login_required
@require_POST
def application_start(request, pk: int):
    candidate = get_object_or_404(official_titles.candidates_visible_to(request.user), pk=pk)
    form = OfficialApplicationForm(request.POST)
    if not form.is_valid():
        messages.error(request, " ".join(str(error) for errors in form.errors.values() for error in errors))
        return redirect("titles:official_candidate", pk=pk)
    evidence = dict(form.cleaned_data)
    title = evidence.pop("title")
    application = application_services.official_application_start(
        candidate=candidate, title=title, actor=request.user, **evidence
    )
    return redirect("titles:official_application", pk=application.pk)


@login_required
@require_safe
def application_detail(request, pk: int):
    application = get_object_or_404(
        _official_applications_visible_to(request.user).select_related(
            "candidate__arbiter", "federation", "created_by", "submitted_by"
        ),
        pk=pk,
    )
    return render(request, "titles/official_application.html", official_application_context(request, application))


def official_application_context(request, application: TitleApplication, form: ApplicationTransitionForm | None = None) -> dict:
    return {
        "application": application,
        "events": application.events.select_related("actor"),
        **transition_context(application, request.user, form),
    }
