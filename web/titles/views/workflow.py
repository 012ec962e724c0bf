"""What both application pages show of the one workflow: the moves a user may make, as buttons with the questions
that confirm them, who must act next and why, and the moves left to others."""

from titles import application_services
from titles.models import TitleApplication

from ..forms import ApplicationTransitionForm


def transition_context(application: TitleApplication, user, form: ApplicationTransitionForm | None = None) -> dict:
    """The moves this user may make, as buttons with their questions, who must act next and why, and the form
    (bound, with its errors beside its fields, after a refused move): the same on both application pages."""
    next_states = application_services.application_next_states(application=application, user=user)
    return {
        "actions": [
            (state, application_services.ACTIONS[(application.state, state)]) for state in next_states
        ],
        "waiting_for": application_services.application_waiting_for(application=application),
        "moves_left_to_others": moves_left_to_others(application, user),
        "transition_form": form or ApplicationTransitionForm(
            application=application,
            decision_needed=bool(set(next_states) & application_services.DECISIONS_ENTERED),
        ),
    }


def moves_left_to_others(application: TitleApplication, user) -> list[tuple[str, str]]:
    """Each move of the present state this user may not make, by its button's words, with who may and why: what
    the application pages show instead of a button the service would refuse."""
    return [
        (application_services.ACTIONS[(application.state, state)].button, who)
        for state, who in application_services.application_moves_left_to_others(application=application, user=user)
    ]

