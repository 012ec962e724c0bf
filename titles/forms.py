from crispy_forms.helper import FormHelper
from crispy_forms.layout import Submit
from django import forms
from django.utils.translation import gettext_lazy as _

from lib.buttons import SecondarySubmit
from players.models import Title
from titles.regulations import EDITIONS
from tournaments.models import Tournament

RESULT_CHOICES = [("", "–"), ("1", "1"), ("0.5", "½"), ("0", "0")]
EDITION_CHOICES = [("", _("by the start date (1.53)")), *((name, name) for name in EDITIONS)]
TITLE_CHOICES = [("", "–"), *Title.choices]


class CalculatorEventForm(forms.Form):
    player_federation = forms.CharField(label=_("Your federation (FIDE code)"), max_length=3, initial="UKR")
    player_sex = forms.ChoiceField(label=_("You play as"), choices=[("M", _("man")), ("F", _("woman"))], initial="M")
    host_federation = forms.CharField(label=_("Host federation"), max_length=3, initial="UKR")
    start_date = forms.DateField(label=_("Start date"), widget=forms.DateInput(attrs={"type": "date"}))
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
            self.add_error("federation", _("Each opponent needs a federation (1.43)."))
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
    event_kind = forms.ChoiceField(label=_("Championship"))
    section = forms.ChoiceField(label=_("Section"), choices=[("OPEN", _("open")), ("WOMEN", _("women's"))])
    event_name = forms.CharField(label=_("Event"), max_length=200, required=False)
    event_end = forms.DateField(label=_("End date"), required=False, widget=forms.DateInput(attrs={"type": "date"}))
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
        from .regulations.championships import EventKind

        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = players
        self.fields["event_kind"].choices = [(kind.name, kind.value) for kind in EventKind]
        self.helper = FormHelper()
        self.helper.add_input(SecondarySubmit("check", _("What does it give?")))
        self.helper.add_input(Submit("record", _("Record the result")))
