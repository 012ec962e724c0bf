from crispy_forms.helper import FormHelper
from crispy_forms.layout import Submit
from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from classification.models import PERCENT_FIELDS, NormTable, NormTableRow, TournamentNationalFacts
from classification.norm_csv import HEADER, NormCsvError, parse_norm_csv
from classification.rules import NormRow
from lib.widgets import DateInput

NORM_CSV_MAX_BYTES = 256 * 1024


class TournamentNationalFactsForm(forms.ModelForm):
    class Meta:
        model = TournamentNationalFacts
        fields = [
            "time_control",
            "judges",
            "highest_judge_category",
            "team_event",
            "international_event",
            "womens_event",
            "clocks_and_scoresheets",
            "games_per_day",
            "master_norm_points",
        ]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.add_input(Submit("submit", _("Save and judge again")))


class NormTableForm(forms.ModelForm):
    class Meta:
        model = NormTable
        fields = ["effective_from", "source", "note"]
        widgets = {"effective_from": DateInput(), "note": forms.Textarea(attrs={"rows": 2})}


class BaseNormRowFormSet(forms.BaseInlineFormSet):
    def rows(self) -> list[NormRow]:
        """The rows kept, as the rules read them."""
        return [
            NormRow(
                form.cleaned_data["coefficient_from"],
                form.cleaned_data["coefficient_to"],
                {
                    target: form.cleaned_data[name]
                    for target, name in PERCENT_FIELDS.items()
                    if form.cleaned_data.get(name) is not None
                },
            )
            # Untouched extra forms have no cleaned data.
            for form in self.forms
            if form.cleaned_data and not form.cleaned_data.get("DELETE")
        ]


NormRowFormSet = forms.inlineformset_factory(
    NormTable,
    NormTableRow,
    formset=BaseNormRowFormSet,
    fields=["coefficient_from", "coefficient_to", *PERCENT_FIELDS.values()],
    extra=3,
    can_delete=True,
)


class NormTableImportForm(forms.Form):
    file = forms.FileField(label=_("CSV file"))
    effective_from = forms.DateField(label=_("in force from"), widget=DateInput())
    source = forms.CharField(label=_("source"), max_length=200, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["file"].help_text = gettext("Header: %(header)s") % {"header": HEADER}
        self.helper = FormHelper()
        self.helper.add_input(Submit("submit", _("Import")))

    def clean_file(self) -> list[NormRow]:
        uploaded = self.cleaned_data["file"]
        if uploaded.size > NORM_CSV_MAX_BYTES:
            raise forms.ValidationError(_("The file is too large for a norm table."))
        try:
            return parse_norm_csv(uploaded.read().decode("utf-8-sig"))
        except UnicodeDecodeError:
            raise forms.ValidationError(_("The file is not UTF-8 text.")) from None
        except NormCsvError as error:
            raise forms.ValidationError(
                _("Line %(line)s: %(message)s") % {"line": error.line, "message": error.message}
            ) from None
