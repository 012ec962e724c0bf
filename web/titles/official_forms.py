"""Forms of the arbiter, organiser and instructor titles: they validate, the services in official_titles act."""

from django import forms

from lib.widgets import DateInput
from privatefiles.validators import DOCUMENT_ACCEPT, validate_document
from titles.models import OfficialCandidate, OfficialTitle, QualifyingEvent, TitleApplication
from tournaments.models import Arbiter


class CandidateForm(forms.ModelForm):
    class Meta:
        model = OfficialCandidate
        fields = ["name", "fide_id", "arbiter"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["arbiter"].queryset = Arbiter.objects.filter(official_candidate__isnull=True)


class QualifyingEventForm(forms.ModelForm):
    class Meta:
        model = QualifyingEvent
        fields = [
            "name",
            "start_date",
            "end_date",
            "role",
            "kind",
            "competition_type",
            "fide_rated",
            "fide_registered",
            "fide_competition",
            "participants",
            "evidence",
        ]
        widgets = {
            "start_date": DateInput(),
            "end_date": DateInput(),
            "evidence": forms.ClearableFileInput(attrs={"accept": DOCUMENT_ACCEPT}),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["evidence"].validators.append(validate_document)


class OfficialApplicationForm(forms.ModelForm):
    """An application for an official title and the evidence of its checklist; the titles of players start elsewhere."""

    title = forms.ChoiceField(label=TitleApplication._meta.get_field("title").verbose_name, choices=OfficialTitle.choices)

    class Meta:
        model = TitleApplication
        fields = [
            "title",
            "knows_laws_and_regulations",
            "objectivity_shown",
            "fide_language",
            "federation_organises_listed_events",
            "passed_arbiters_exam",
            "organising_experience",
            "presented_by_federation",
            "cv_with_practical_experience",
            "years_of_current_activity",
            "international_rating",
            "secondary_education",
            "seminars_attended",
            "evidence_note",
        ]
