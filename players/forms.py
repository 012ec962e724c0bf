from datetime import date

from crispy_forms.helper import FormHelper
from crispy_forms.layout import Submit
from django import forms
from django.utils.translation import gettext_lazy as _

from titles.models import ExternalNorm

from .models import Player


class InterimRatingForm(forms.Form):
    """1.52a: a rating reached between lists or during an event, with the evidence the federation holds."""

    reached_on = forms.DateField(label=_("Reached on"), widget=forms.DateInput(attrs={"type": "date"}))
    rating = forms.IntegerField(label=_("Rating"), min_value=1000, max_value=3000)
    games = forms.IntegerField(label=_("Rated games by then"), min_value=0, required=False)
    evidence = forms.FileField(label=_("Evidence (e.g. the chief arbiter's certificate with game dates)"))
    evidence_note = forms.CharField(label=_("Note"), widget=forms.Textarea(attrs={"rows": 2}), required=False)

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("record", _("Record the interim rating")))


class ExternalNormForm(forms.ModelForm):
    """A norm from an event outside the system, copied from its signed IT1 certificate."""

    round_dates_text = forms.CharField(
        label=_("Round dates (YYYY-MM-DD, one per round, comma-separated)"), required=False
    )

    class Meta:
        model = ExternalNorm
        fields = [
            "title", "event_name", "event_place", "event_start", "event_end", "edition", "games", "counts_as_games",
            "score", "average_rating", "performance", "exemption_used", "certificate_scan",
        ]
        widgets = {"event_start": forms.DateInput(attrs={"type": "date"}), "event_end": forms.DateInput(attrs={"type": "date"})}

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("record", _("Add the norm")))

    def clean_round_dates_text(self):
        text = self.cleaned_data["round_dates_text"]
        try:
            return [date.fromisoformat(part.strip()).isoformat() for part in text.split(",") if part.strip()]
        except ValueError as error:
            raise forms.ValidationError(_("Write each date as YYYY-MM-DD.")) from error

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("counts_as_games") and cleaned.get("games") and cleaned["counts_as_games"] < cleaned["games"] - 1:
            self.add_error("counts_as_games", _("A norm counts for at least its games (8 of 9 excepted)."))
        return cleaned


class PlayerRegisterForm(forms.ModelForm):
    """The register's facts on a player, corrected by an officer of his federation or staff (never by a file)."""

    class Meta:
        model = Player
        fields = ["name", "sex", "birth_date", "federation"]
        widgets = {"birth_date": forms.DateInput(attrs={"type": "date"})}

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("correct", _("Correct the register")))
