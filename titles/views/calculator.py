from django.shortcuts import render

from ..forms import CalculatorEventForm, CalculatorOpponentFormSet
from ..norm_calculator import calculate


def norm_calculator(request):
    event_form = CalculatorEventForm(request.GET or None)
    opponents = CalculatorOpponentFormSet(request.GET or None, prefix="opponent")
    outcome = None
    if request.GET and event_form.is_valid() and opponents.is_valid():
        outcome = calculate(event_form.cleaned_data, [form.cleaned_data for form in opponents if form.has_changed()])
    return render(
        request, "titles/calculator.html", {"event_form": event_form, "opponents": opponents, "outcome": outcome}
    )
