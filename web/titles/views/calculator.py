from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from titles.norm_calculator import calculate

from ..forms import CalculatorEventForm, CalculatorOpponentFormSet

PREFIX = "opponent"


@require_safe
def norm_calculator(request):
    """A GET form, so that a finished calculation can be shared by its URL."""
    data = request.GET.copy() if request.GET else None
    if data is not None and "add_row" in data:
        # Without JavaScript, "Add a row" sends the form: the same entries come back with one empty row more.
        data[f"{PREFIX}-TOTAL_FORMS"] = str(int(data.get(f"{PREFIX}-TOTAL_FORMS") or 0) + 1)
    event_form = CalculatorEventForm(data)
    opponents = CalculatorOpponentFormSet(data, prefix=PREFIX)
    outcome, error = None, ""
    if data is not None and "add_row" not in data and event_form.is_valid() and opponents.is_valid():
        games = [form.cleaned_data for form in opponents if form.has_changed() and not form.cleaned_data.get("DELETE")]
        if games:
            outcome = calculate(event_form.cleaned_data, games)
        else:
            error = _("Enter at least one opponent with the result of the game.")
    context = {"event_form": event_form, "opponents": opponents, "outcome": outcome, "error": error}
    return render(request, "titles/calculator.html", context)
