from datetime import date

from crispy_forms.helper import FormHelper
from crispy_forms.layout import HTML, Div, Fieldset, Layout, Submit
from django import forms
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy as _

from lib.buttons import SecondarySubmit, WarningSubmit
from lib.widgets import DateInput
from players.models import Title
from privatefiles.validators import DOCUMENT_ACCEPT, validate_document
from regulations import EDITIONS, Edition, Rule, edition_for
from regulations.outside_norms import FIGURES_DECIDE_FROM, figures_decide
from titles.championship_labels import EVENT_KIND_CHOICES, SECTION_CHOICES
from titles.check_texts import citation
from titles.models import ExternalNorm
from tournaments.models import Tournament

RESULT_CHOICES = [("", "–"), ("1", "1"), ("0.5", "½"), ("0", "0")]
EDITION_CHOICES = [("", _("in force at the start date")), *((name, name) for name in EDITIONS)]
TITLE_CHOICES = [("", "–"), *Title.choices]


class CalculatorEventForm(forms.Form):
    player_federation = forms.CharField(label=_("Your federation (FIDE code)"), max_length=3, initial="UKR")
    player_sex = forms.ChoiceField(label=_("You play as"), choices=[("M", _("man")), ("F", _("woman"))], initial="M")
    host_federation = forms.CharField(label=_("Host federation"), max_length=3, initial="UKR")
    start_date = forms.DateField(label=_("Start date"), widget=DateInput())
    system = forms.ChoiceField(label=_("System"), choices=Tournament.System.choices, initial=Tournament.System.SWISS)
    rounds_scheduled = forms.IntegerField(label=_("Rounds scheduled"), min_value=7, max_value=30, initial=9)
    event_kind = forms.ChoiceField(
        label=_("Kind of event"), choices=Tournament.EventKind.choices, initial=Tournament.EventKind.ORDINARY
    )
    edition = forms.ChoiceField(label=_("Regulations"), choices=EDITION_CHOICES, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_tag = False
        # A calculation is shared by its URL: nothing secret may go into it.
        self.helper.form_method = "get"
        self.helper.disable_csrf = True

    def clean_player_federation(self):
        return self.cleaned_data["player_federation"].upper()

    def clean_host_federation(self):
        return self.cleaned_data["host_federation"].upper()


class CalculatorOpponentForm(forms.Form):
    rating = forms.IntegerField(label=_("Rating"), min_value=1000, max_value=3000, required=False)
    title = forms.ChoiceField(label=_("Title"), choices=TITLE_CHOICES, required=False)
    federation = forms.CharField(label=_("Federation"), max_length=3, required=False)
    result = forms.ChoiceField(label=_("Result"), choices=RESULT_CHOICES, required=False)

    def clean_federation(self):
        return self.cleaned_data["federation"].upper()

    def clean(self):
        cleaned = super().clean()
        if self.has_changed() and not cleaned.get("federation"):
            self.add_error("federation", _("Each opponent needs a federation: the regulations count opponents by federation."))
        if self.has_changed() and not cleaned.get("result"):
            self.add_error("result", _("Enter the result of this game."))
        return cleaned


# Nine rows to start with; rows are added (with or without JavaScript) and marked for removal as needed.
CALCULATOR_ROWS = 9
CalculatorOpponentFormSet = forms.formset_factory(
    CalculatorOpponentForm, extra=CALCULATOR_ROWS, max_num=30, validate_max=True, can_delete=True
)


class ChampionshipResultForm(forms.Form):
    """A player's result in a championship of the 1.2 tables; a fact left unknown never counts as met."""

    player = forms.ModelChoiceField(label=_("Player"), queryset=None)
    event_kind = forms.ChoiceField(label=_("Championship"), choices=EVENT_KIND_CHOICES)
    section = forms.ChoiceField(label=_("Section"), choices=SECTION_CHOICES)
    event_name = forms.CharField(label=_("Event"), max_length=200, required=False)
    event_end = forms.DateField(label=_("End date"), required=False, widget=DateInput())
    placing = forms.IntegerField(label=_("Place"), min_value=1, required=False)
    tied = forms.BooleanField(label=_("Place shared"), required=False)
    rank_after_tie_break = forms.IntegerField(label=_("Rank after tie-break"), min_value=1, required=False)
    score = forms.DecimalField(label=_("Points"), min_value=0, decimal_places=1, required=False)
    games = forms.IntegerField(label=_("Games"), min_value=1, required=False)
    counted_from_first_game = forms.NullBooleanField(label=_("Games counted from the player's first game (remark e)"), required=False)
    qualified_over_the_board = forms.NullBooleanField(label=_("Qualified over the board"), required=False)
    subzonal_approved = forms.NullBooleanField(label=_("Sub-zonal approved by the Presidential Board (remark c)"), required=False)
    im_titles_by_score_already_given = forms.IntegerField(label=_("IM/WIM titles by score already given in this zonal"), min_value=0, required=False)
    fm_titles_by_score_already_given = forms.IntegerField(label=_("FM/WFM titles by score already given in this zonal"), min_value=0, required=False)

    def __init__(self, *args, players=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = players
        self.helper = FormHelper()
        self.helper.add_input(SecondarySubmit("check", _("What does it give?")))
        self.helper.add_input(Submit("record", _("Record the result")))


class ExternalNormForm(forms.ModelForm):
    """A norm from an event outside the system, copied from its signed IT1 certificate with its scan."""

    round_dates_text = forms.CharField(
        label=_("Round dates (YYYY-MM-DD, one per round, comma-separated)"), required=False
    )

    class Meta:
        model = ExternalNorm
        fields = [
            "title", "event_name", "event_kind", "system", "host_federation", "event_place", "event_start", "event_end",
            "rounds", "chief_arbiter", "games", "score", "average_rating", "performance", "counts_as_games",
            "title_holders", "norm_title_opponents", "other_federations", "exemption_used", "smallest_round_field",
            "smallest_round_average", "certificate_scan",
        ]
        widgets = {"event_start": DateInput(), "event_end": DateInput()}
        help_texts = {"certificate_scan": _("The signed IT1 certificate: PDF, JPEG or PNG, at most 10 MB.")}

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("rounds", "title_holders", "norm_title_opponents", "other_federations", "host_federation"):
            self.fields[name].required = True
        self.fields["certificate_scan"].widget.attrs["accept"] = DOCUMENT_ACCEPT
        self.fields["certificate_scan"].validators.append(validate_document)
        self._explain_fields_by_rule(edition_for(timezone.localdate()))
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("record", _("Check and add the norm")))

    def clean_host_federation(self):
        return self.cleaned_data["host_federation"].upper()

    def clean_event_start(self):
        start = self.cleaned_data["event_start"]
        if not figures_decide(start):
            raise forms.ValidationError(
                _(
                    "A norm from an event that started before %(date)s cannot be checked from its certificate: the "
                    "1990 and 2001 regulations judge it by rules that need the tournament's full results."
                ),
                params={"date": date_format(FIGURES_DECIDE_FROM)},
            )
        return start

    def _explain_fields_by_rule(self, edition: Edition) -> None:
        """Help texts citing the rules an application is checked by today, not those of the norm's edition."""
        help_texts = {
            "event_kind": (
                _("A national championship final is exempt from the federation mix and is a listed event of %(rule)s."),
                Rule.MANDATORY_EVENT_TYPE,
            ),
            "norm_title_opponents": (
                _("GMs for a GM norm; IMs and GMs for an IM norm; and so on (%(rule)s)."), Rule.GM_OPPONENTS
            ),
            "exemption_used": (_("As the certificate names it, e.g. %(rule)s; leave blank for none."), Rule.EXEMPT_SWISS),
            "smallest_round_field": (
                _("For a Swiss: the fewest players in any round, for %(rule)s."), Rule.MANDATORY_EVENT_TYPE
            ),
        }
        for name, (text, rule) in help_texts.items():
            self.fields[name].help_text = text % {"rule": citation(edition.rule(rule))}

    def clean_round_dates_text(self):
        text = self.cleaned_data["round_dates_text"]
        try:
            return [date.fromisoformat(part.strip()).isoformat() for part in text.split(",") if part.strip()]
        except ValueError as error:
            raise forms.ValidationError(_("Write each date as YYYY-MM-DD.")) from error

    def clean(self):
        cleaned = super().clean()
        start, end = cleaned.get("event_start"), cleaned.get("event_end")
        if start and end and end < start:
            self.add_error("event_end", _("The event cannot end before it starts."))
        rounds, games = cleaned.get("rounds"), cleaned.get("games")
        if rounds and games and games > rounds:
            self.add_error("games", _("More games than rounds."))
        dates = cleaned.get("round_dates_text") or []
        if dates and rounds and len(dates) != rounds:
            self.add_error("round_dates_text", _("Give one date per round, or none."))
        if dates and start and end and not all(start.isoformat() <= day <= end.isoformat() for day in dates):
            self.add_error("round_dates_text", _("Every round date must fall between the start and the end."))
        score = cleaned.get("score")
        if score is not None and games and (score > games or (score * 2) % 1):
            self.add_error("score", _("A score is a number of half points, at most the number of games."))
        return cleaned


class ApplicationTransitionForm(forms.Form):
    """A move of a title application (the state is the pressed button's value) with its note and, where the move
    records one, FIDE's decision. Whether the user may make the move, and whether it needs the decision, the
    service judges."""

    decision_on = forms.DateField(
        label=_("Decision date"), required=False, widget=DateInput(attrs={"id": "decision-on"}),
        error_messages={"invalid": _("Write the decision date as YYYY-MM-DD.")},
    )
    decision_reference = forms.CharField(
        label=_("Council or Presidential Board reference"), required=False,
        widget=forms.TextInput(attrs={"id": "decision-reference", "placeholder": _("e.g. 2nd FIDE Council 2025, item 4.3")}),
    )
    reason = forms.CharField(
        label=_("Note or reason"), required=False,
        widget=forms.Textarea(
            attrs={"id": "transition-reason", "rows": 2, "placeholder": _("Note or reason (recorded in the audit trail)")}
        ),
    )
    # Given by the pressed button and by no field: titles/_transition_buttons.html.
    to_state = forms.CharField(required=False)
    refused_norms = forms.ModelMultipleChoiceField(queryset=None, required=False)

    def __init__(self, *args, application, decision_needed: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["refused_norms"].queryset = application.norms.all()
        self.helper = FormHelper()
        self.helper.form_action = reverse("titles:application_transition", args=[application.pk])
        self.helper.form_id = "transition"
        self.helper.form_class = "mt-3"
        decision = Fieldset(
            _("FIDE's decision, entered once and carried to the award"),
            Div(Div("decision_on", css_class="col-sm-5"), Div("decision_reference", css_class="col-sm-7"), css_class="row g-2"),
            css_class="border rounded p-2 mb-2",
        )
        self.helper.layout = Layout(
            *([decision] if decision_needed else []), "reason", HTML('{% include "titles/_transition_buttons.html" %}')
        )


class ApplicationReviewForm(forms.Form):
    """What an officer found on looking at a correction's effect on an application. A blank note is refused by the
    service, after it has judged whether the user may review at all; the browser asks for it first."""

    note = forms.CharField(
        label=_("What the review found"), required=False,
        widget=forms.TextInput(attrs={"id": "review-note", "required": True, "placeholder": _("What the review found")}),
    )

    def __init__(self, *args, application=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        if application is not None:
            self.helper.form_action = reverse("titles:application_review", args=[application.pk])
        self.helper.form_class = "row g-2"
        self.helper.label_class = "visually-hidden"
        self.helper.layout = Layout(
            Div("note", css_class="col-md-8"), Div(WarningSubmit("review", _("Mark as reviewed")), css_class="col-auto")
        )
