from crispy_forms.helper import FormHelper
from crispy_forms.layout import Submit
from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tournaments.models import Tournament

from .clock import ClockSettingError, parse_clock_setting
from .regulations import Edition, Rule, edition_for

# The rule each declaration answers to, numbered as in the edition the tournament falls under.
DECLARATION_RULES = {
    "exemption_approved_by_qc": Rule.EXEMPT_QC_APPROVED,
    "single_federation_subzonal_this_year": Rule.EXEMPT_NATIONAL_FINAL,
    "rated_by_fide": Rule.EVENTS_RATED,
    "ratings_of_day_of_play": Rule.LONG_EVENT_RATINGS,
    "programme_published": Rule.PROGRAMME_PUBLISHED,
    "games_public": Rule.PUBLIC_GAMES,
    "changed_to_favour_players": Rule.FAIR_SYSTEM,
    "format_approved": Rule.FORMATS,
    "length_approved": Rule.DURATION,
}


class ResultUploadForm(forms.Form):
    file = forms.FileField(
        label=_("Results file (FIDE TRF)"),
        help_text=_("TRF16 or TRF26 as exported by the pairing program; a corrected file becomes a new version."),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.add_input(Submit("submit", _("Upload and evaluate")))

    def clean_file(self):
        uploaded = self.cleaned_data["file"]
        limit = settings.TRF_MAX_UPLOAD_BYTES
        if uploaded.size > limit:
            raise forms.ValidationError(
                _("The file is %(size)s; the limit is %(limit)s.")
                % {"size": filesizeformat(uploaded.size), "limit": filesizeformat(limit)}
            )
        if uploaded.size == 0:
            raise forms.ValidationError(_("The file is empty."))
        return uploaded


class TournamentForm(forms.ModelForm):
    class Meta:
        model = Tournament
        fields = [
            "name",
            "city",
            "host_federation",
            "organising_federation",
            "fide_event_id",
            "start_date",
            "end_date",
            "system",
            "rounds_scheduled",
            "time_control",
            "clock_setting",
            "other_clock_setting",
            "event_kind",
            "exemption_approved_by_qc",
            "single_federation_subzonal_this_year",
            "registered_on",
            "registration_approved",
            "rated_by_fide",
            "rating_list",
            "ratings_of_day_of_play",
            "ia_or_fa_always_present",
            "an_arbiter_played",
            "programme_published",
            "games_public",
            "changed_to_favour_players",
            "format_approved",
            "length_approved",
        ]
        widgets = {
            "start_date": forms.DateInput(attrs={"type": "date"}),
            "end_date": forms.DateInput(attrs={"type": "date"}),
            "registered_on": forms.DateInput(attrs={"type": "date"}),
            "rating_list": forms.DateInput(attrs={"type": "date"}),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.add_input(Submit("check", _("Check against the regulations"), css_class="btn-outline-secondary"))
        self.helper.add_input(Submit("save", _("Save tournament")))
        self._cite_rules(edition_for(self.instance.start_date or timezone.localdate()))

    def _cite_rules(self, edition: Edition) -> None:
        for name, rule in DECLARATION_RULES.items():
            if name in self.fields and edition.has(rule):
                field = self.fields[name]
                field.help_text = " ".join(part for part in (str(field.help_text), f"({edition.rule(rule)})") if part)

    def _clean_clock(self, name: str) -> str:
        text = self.cleaned_data[name]
        if text:
            try:
                parse_clock_setting(text)
            except ClockSettingError as error:
                raise forms.ValidationError(str(error)) from error
        return text

    def clean_clock_setting(self):
        return self._clean_clock("clock_setting")

    def clean_other_clock_setting(self):
        return self._clean_clock("other_clock_setting")

    def clean(self):
        cleaned = super().clean()
        start, end = cleaned.get("start_date"), cleaned.get("end_date")
        if start and end and end < start:
            self.add_error("end_date", _("The tournament cannot end before it starts."))
        return cleaned
