"""The one web door of an application's moves, for both application pages."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from titles import application_services

from ..forms import ApplicationTransitionForm
from .applications import application_detail_context, visible_application
from .official_titles import official_application_context


@login_required
@require_POST
def application_transition(request, pk: int):
    """One door for both application pages: a refused move shows the page again with the form's errors beside
    its fields; a move made is followed by its message."""
    application = visible_application(request.user, pk)
    # The decision's fields are shown again, with their errors, for any move that records FIDE's decision.
    form = ApplicationTransitionForm(
        request.POST, application=application,
        decision_needed=request.POST.get("to_state") in application_services.DECISIONS,
    )
    if form.is_valid():
        data = form.cleaned_data
        decision = application_services.Decision(
            on=data["decision_on"], reference=data["decision_reference"], reason=data["reason"],
            refused_norm_ids=tuple(norm.pk for norm in data["refused_norms"]),
        )
        action = application_services.ACTIONS.get((application.state, data["to_state"]))
        try:
            application_services.application_transition(
                application=application, to_state=data["to_state"], actor=request.user, decision=decision,
            )
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, action.done)
            return redirect(application)
    messages.error(request, " ".join(form.non_field_errors()) or _("The application was not moved: see the form below."))
    if application.is_official:
        context, template = official_application_context(request, application, form), "titles/official_application.html"
    else:
        context, template = application_detail_context(request, application, form), "titles/application_detail.html"
    return render(request, template, context)
