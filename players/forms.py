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


SCAN_EXTENSIONS = ("pdf", "jpg", "jpeg", "png")
SCAN_MAX_BYTES = 10 * 1024 * 1024


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
        widgets = {"event_start": forms.DateInput(attrs={"type": "date"}), "event_end": forms.DateInput(attrs={"type": "date"})}
        help_texts = {
            "event_kind": _("A national championship final is exempt from the federation mix and is a listed event of 1.5.6."),
            "norm_title_opponents": _("GMs for a GM norm; IMs and GMs for an IM norm; and so on (1.4.5b–e)."),
            "exemption_used": _("As the certificate names it, e.g. 1.4.3d; leave blank for none."),
            "smallest_round_field": _("For a Swiss: the fewest players in any round, for 1.5.6a."),
            "certificate_scan": _("The signed IT1 certificate: PDF, JPEG or PNG, at most 10 MB."),
        }

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("rounds", "title_holders", "norm_title_opponents", "other_federations", "host_federation"):
            self.fields[name].required = True
        self.fields["certificate_scan"].widget.attrs["accept"] = ",".join(f".{ext}" for ext in SCAN_EXTENSIONS)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("record", _("Check and add the norm")))

    def clean_host_federation(self):
        return self.cleaned_data["host_federation"].upper()

    def clean_certificate_scan(self):
        scan = self.cleaned_data["certificate_scan"]
        extension = scan.name.rsplit(".", 1)[-1].lower() if "." in scan.name else ""
        if extension not in SCAN_EXTENSIONS:
            raise forms.ValidationError(_("The scan must be a PDF, JPEG or PNG file."))
        if scan.size > SCAN_MAX_BYTES:
            raise forms.ValidationError(_("The scan is larger than 10 MB."))
        return scan

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
