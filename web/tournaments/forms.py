from datetime import date

from crispy_forms.bootstrap import StrictButton
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Div, Field, Layout, Submit
from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils import timezone
from django.utils.formats import date_format, number_format
from django.utils.translation import gettext_lazy as _

from lib.buttons import SecondarySubmit
from lib.widgets import DateInput
from privatefiles.validators import DOCUMENT_ACCEPT, validate_document
from regulations import EDITIONS, Edition, Rule, edition_for
from titles.check_texts import citation
from titles.clock import ClockSettingError, parse_clock_setting
from titles.models import HonoraryRating
from tournaments.models import Tournament
from tournaments.services import tournament_has_results
from trf import TrfError, parse_trf

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


def exact_size(size: int) -> str:
    """"5,242,881 bytes (5.0 MB)": rounded sizes alone make a file one byte too large look like the limit."""
    return _("%(bytes)s bytes (%(rounded)s)") % {
        "bytes": number_format(size, force_grouping=True),
        "rounded": filesizeformat(size),
    }


class ResultUploadForm(forms.Form):
    file = forms.FileField(
        label=_("Results file (FIDE TRF)"),
        help_text=_("TRF16 or TRF26 as exported by the pairing program; a corrected file becomes a new version."),
    )
    confirm_mismatches = forms.BooleanField(
        label=_("I have checked: this file is the results of this tournament, despite the differences listed above."),
        required=False,
    )

    def __init__(self, *args, mismatches=(), **kwargs):
        super().__init__(*args, **kwargs)
        if not mismatches:
            self.fields["confirm_mismatches"].widget = forms.HiddenInput()
        self.helper = FormHelper()
        self.helper.attrs = {"data-submit-once": ""}
        self.helper.add_input(Submit("submit", _("Upload and evaluate")))

    def clean_file(self):
        uploaded = self.cleaned_data["file"]
        limit = settings.TRF_MAX_UPLOAD_BYTES
        if uploaded.size > limit:
            raise forms.ValidationError(
                _("The file is %(size)s; the limit is %(limit)s.")
                % {"size": exact_size(uploaded.size), "limit": exact_size(limit)}
            )
        if uploaded.size == 0:
            raise forms.ValidationError(_("The file is empty."))
        return uploaded


class TrfHeaderForm(forms.Form):
    """A results file read only for its header, to fill the registration form."""

    file = forms.FileField(label=_("TRF file"), help_text=_("The form is filled from the header; nothing is saved yet."))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = "tournaments:create_from_file"
        self.helper.attrs = {"data-submit-once": ""}
        # Submit carries btn-primary already: an added outline class made its text blue on the blue button.
        self.helper.add_input(Submit("read", _("Fill the form from this file")))

    def clean_file(self):
        uploaded = self.cleaned_data["file"]
        if uploaded.size > settings.TRF_MAX_UPLOAD_BYTES:
            raise forms.ValidationError(
                _("The file is %(size)s; the limit is %(limit)s.")
                % {"size": exact_size(uploaded.size), "limit": exact_size(settings.TRF_MAX_UPLOAD_BYTES)}
            )
        try:
            self.cleaned_data["document"] = parse_trf(uploaded.read(), max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
        except TrfError as error:
            raise forms.ValidationError(
                _("Line %(line)s, column %(column)s: %(message)s")
                % {"line": error.line, "column": error.column, "message": error.message}
            ) from error
        return uploaded


class TournamentForm(forms.ModelForm):
    round_dates = forms.CharField(
        label=_("Round dates"),
        required=False,
        help_text=_("YYYY-MM-DD, one per round in order, comma-separated; a later results file replaces them."),
    )

    class Meta:
        model = Tournament
        fields = [
            "name",
            "city",
            "host_federation",
            "organising_federation",
            "organiser_contact",
            "fide_event_id",
            "start_date",
            "end_date",
            "system",
            "rounds_scheduled",
            "round_dates",
            "time_control",
            "chief_arbiter_as_reported",
            "deputy_arbiters",
            "clock_setting",
            "other_clock_setting",
            "event_kind",
            "single_federation_subzonal_this_year",
            "registered_on",
            "rating_list",
            "ratings_of_day_of_play",
            "rating_method_stipulated",
            "ia_or_fa_always_present",
            "an_arbiter_played",
            "programme_published",
            "games_public",
            "changed_to_favour_players",
        ]
        widgets = {
            "start_date": DateInput(),
            "end_date": DateInput(),
            "registered_on": DateInput(),
            "rating_list": DateInput(),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk and "round_dates" not in self.initial:
            self.initial["round_dates"] = ", ".join(
                day.isoformat() for day in self.instance.rounds.order_by("number").values_list("date", flat=True) if day
            )
        if self.instance.pk and tournament_has_results(tournament=self.instance):
            # The results file's dates stand (tournaments.services._replace_rounds): a corrected file changes them.
            self.fields["round_dates"].disabled = True
            self.fields["round_dates"].help_text = _("Taken from the results file; upload a corrected file to change them.")
        self.helper = FormHelper()
        self.helper.add_input(SecondarySubmit("check", _("Check against the regulations")))
        self.helper.add_input(Submit("save", _("Save tournament")))
        self._cite_rules(edition_for(self.instance.start_date or timezone.localdate()))
        self._explain_rating_method()

    def _cite_rules(self, edition: Edition) -> None:
        for name, rule in DECLARATION_RULES.items():
            if name in self.fields and edition.has(rule):
                field = self.fields[name]
                field.help_text = " ".join(part for part in (str(field.help_text), f"({citation(edition.rule(rule))})") if part)

    def _explain_rating_method(self) -> None:
        """Say which events the stipulated rating method matters for (2009 §1.16), whatever the dates entered."""
        field = self.fields["rating_method_stipulated"]
        notes = [
            _(
                "Asked of events longer than %(days)s days that start from %(first)s to %(last)s (%(rule)s): without "
                "it, their norms cannot be confirmed."
            )
            % {
                "days": edition.day_of_play_ratings_beyond_days,
                "first": date_format(edition.valid_from),
                "last": date_format(edition.valid_until),
                "rule": edition.rule(Rule.DAY_OF_PLAY_RATINGS),
            }
            for edition in EDITIONS.values()
            if edition.long_event_method_stipulated
        ]
        field.help_text = " ".join([str(field.help_text), *notes])

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

    def clean_round_dates(self) -> list[date]:
        text = self.cleaned_data["round_dates"]
        try:
            return [date.fromisoformat(part.strip()) for part in text.split(",") if part.strip()]
        except ValueError as error:
            raise forms.ValidationError(_("Write each date as YYYY-MM-DD.")) from error

    def clean(self):
        cleaned = super().clean()
        start, end = cleaned.get("start_date"), cleaned.get("end_date")
        if start and end and end < start:
            self.add_error("end_date", _("The tournament cannot end before it starts."))
        self._check_round_dates(cleaned)
        return cleaned

    def _check_round_dates(self, cleaned: dict) -> None:
        dates = cleaned.get("round_dates") or []
        start, end, rounds = cleaned.get("start_date"), cleaned.get("end_date"), cleaned.get("rounds_scheduled")
        if rounds and len(dates) > rounds:
            self.add_error("round_dates", _("More dates than rounds scheduled."))
        elif dates and start and end and not all(start <= day <= end for day in dates):
            self.add_error("round_dates", _("Every round date must fall between the start and the end."))
        elif dates != sorted(dates):
            self.add_error("round_dates", _("Give the dates in the order of the rounds."))

    @property
    def regulated_facts_changed(self) -> bool:
        """Facts the stored verdicts were judged on: changing one means judging them again."""
        return bool(set(self.changed_data) & REGULATED_FACTS)


# The registration facts that stored verdicts and certificates depend on.
REGULATED_FACTS = frozenset(
    {
        "start_date",
        "end_date",
        "system",
        "rounds_scheduled",
        "round_dates",
        "event_kind",
        "single_federation_subzonal_this_year",
        "ratings_of_day_of_play",
        "rating_method_stipulated",
        "host_federation",
        *Tournament.APPROVAL_FIELDS,
    }
)


class TournamentApprovalsForm(forms.ModelForm):
    """What others approve for the tournament: the host federation's officer or staff records it, never the arbiter."""

    class Meta:
        model = Tournament
        fields = [*Tournament.APPROVAL_FIELDS, *Tournament.LATE_REPORT_FIELDS]
        widgets = {
            "late_report_agreed_on": DateInput(),
            "late_report_scan": forms.ClearableFileInput(attrs={"accept": DOCUMENT_ACCEPT}),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["late_report_scan"].validators.append(validate_document)
        self.helper = FormHelper()
        self.helper.attrs = {"data-submit-once": ""}
        self.helper.add_input(Submit("save", _("Record the approvals")))

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("late_report_approved") and not cleaned.get("late_report_agreed_on"):
            rule = citation(edition_for(self.instance.start_date).reporting.too_late_rule)
            self.add_error(
                "late_report_agreed_on", _("Give the date of the QC chairman's agreement (%(rule)s).") % {"rule": rule}
            )
        return cleaned

    @property
    def regulated_facts_changed(self) -> bool:
        return bool(set(self.changed_data) & REGULATED_FACTS)


class VersionCompareForm(forms.Form):
    older = forms.TypedChoiceField(label=_("Compare version"), coerce=int)
    newer = forms.TypedChoiceField(label=_("with version"), coerce=int)

    def __init__(self, *args, versions=(), **kwargs):
        super().__init__(*args, **kwargs)
        # Named as the list above names them ("v2", "V. 2"): one way per language.
        choices = [(version, _("v%(version)s") % {"version": version}) for version in versions]
        self.fields["older"].choices = self.fields["newer"].choices = choices
        newest = sorted(versions, reverse=True)[:2]
        if len(newest) == 2:  # offered first: what the newest version changed
            self.fields["newer"].initial, self.fields["older"].initial = newest
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.disable_csrf = True
        self.helper.form_id = "compare-form"
        self.helper.form_class = "row g-2 align-items-end col-lg-6"
        self.helper.layout = Layout(
            Div("older", css_class="col"),
            Div("newer", css_class="col"),
            Div(StrictButton(_("Compare"), type="submit", css_class="btn-outline-secondary mb-3"), css_class="col-auto"),
        )

    def clean(self):
        """Older to newer, whichever way round the two were picked."""
        cleaned = super().clean()
        older, newer = cleaned.get("older"), cleaned.get("newer")
        if older is not None and older == newer:
            raise forms.ValidationError(_("Choose two different versions."))
        if older is not None and newer is not None and older > newer:
            cleaned["older"], cleaned["newer"] = newer, older
        return cleaned


class MakeCurrentForm(forms.Form):
    reason = forms.CharField(
        label=_("Reason"), max_length=300, help_text=_("Kept with the new version, e.g. “version 3 had the wrong round 5”."),
        widget=forms.TextInput(attrs={"class": "form-control form-control-sm", "placeholder": _("Reason"), "aria-label": _("Reason")}),
    )

    def __init__(self, *args, **kwargs):
        # One form per version in the versions' table: no ids that would repeat, and the page writes each form's
        # tag and address.
        kwargs.setdefault("auto_id", False)
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_tag = False
        self.helper.layout = Layout(Field("reason", template="forms/compact_field.html"))


class TournamentSearchForm(forms.Form):
    q = forms.CharField(label=_("Name or city"), required=False, max_length=100, widget=forms.SearchInput())
    federation = forms.CharField(
        label=_("Federation"), required=False, max_length=3, widget=forms.TextInput(attrs={"placeholder": _("FIDE code")})
    )
    year = forms.IntegerField(label=_("Year"), required=False, min_value=1900, max_value=2100)
    system = forms.ChoiceField(label=_("System"), required=False, choices=[("", _("any"))] + list(Tournament.System.choices))
    with_results = forms.BooleanField(label=_("with results only"), required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.disable_csrf = True
        self.helper.form_id = "tournament-search"
        self.helper.form_class = "row g-2 align-items-end mb-3"
        self.helper.attrs = {"role": "search"}
        self.helper.layout = Layout(
            Div("q", css_class="col-12 col-md-4"),
            Div("federation", css_class="col-4 col-md-2"),
            Div("year", css_class="col-4 col-md-2"),
            Div("system", css_class="col-4 col-md-2"),
            Div(
                "with_results",
                StrictButton(_("Search"), type="submit", css_class="btn-outline-primary btn-sm mb-3"),
                css_class="col-12 col-md-2",
            ),
        )


class HonoraryRatingForm(forms.ModelForm):
    """The participant entitled to the honorary rating (1990 edition); the service checks the condition."""

    class Meta:
        model = HonoraryRating
        fields = ["start_number", "age", "candidates_semifinal", "reason"]
        widgets = {"reason": forms.Textarea(attrs={"rows": 3})}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["candidates_semifinal"].required = False
        self.helper = FormHelper()
        self.helper.attrs = {"data-submit-once": ""}
        self.helper.add_input(Submit("save", _("Mark as entitled")))
        if self.instance.pk:
            self.helper.add_input(SecondarySubmit("remove", _("Remove the mark")))


class SiteSearchForm(forms.Form):
    """The home page's search: players by name or FIDE ID and tournaments by name or city, at once."""

    q = forms.CharField(
        label=_("Find a player or a tournament"), required=False, max_length=100,
        widget=forms.SearchInput(attrs={"placeholder": _("Name, FIDE ID or city")}),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.disable_csrf = True
        self.helper.form_id = "site-search"
        self.helper.form_class = "row g-2 align-items-end mb-3"
        self.helper.attrs = {"role": "search"}
        self.helper.layout = Layout(
            Div("q", css_class="col-12 col-md-6"),
            Div(StrictButton(_("Search"), type="submit", css_class="btn-primary mb-3"), css_class="col-auto"),
        )
