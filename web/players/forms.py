from crispy_forms.bootstrap import StrictButton
from crispy_forms.helper import FormHelper
from crispy_forms.layout import HTML, Div, Layout, Submit
from django import forms
from django.urls import reverse
from django.utils.html import escape
from django.utils.translation import gettext_lazy as _

from lib.widgets import DateInput
from players.models import Player
from privatefiles.validators import DOCUMENT_ACCEPT, validate_document


class InterimRatingForm(forms.Form):
    """1.52a: a rating reached between lists or during an event, with the evidence the federation holds."""

    reached_on = forms.DateField(label=_("Reached on"), widget=DateInput())
    rating = forms.IntegerField(label=_("Rating"), min_value=1000, max_value=3000)
    games = forms.IntegerField(label=_("Rated games by then"), min_value=0, required=False)
    evidence = forms.FileField(
        label=_("Evidence (e.g. the chief arbiter's certificate with game dates)"),
        validators=[validate_document],
        widget=forms.ClearableFileInput(attrs={"accept": DOCUMENT_ACCEPT}),
    )
    evidence_note = forms.CharField(label=_("Note"), widget=forms.Textarea(attrs={"rows": 2}), required=False)

    def __init__(self, *args, action: str = "", **kwargs):
        # The player page shows this form next to the outside-norm form, which has fields of the same names.
        kwargs.setdefault("auto_id", "id_interim_%s")
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("record", _("Record the interim rating"), css_id="submit-interim-rating"))


class PlayerRegisterForm(forms.ModelForm):
    """The register's facts on a player, corrected by an officer of his federation or staff (never by a file)."""

    class Meta:
        model = Player
        fields = ["name", "sex", "birth_date", "federation"]
        widgets = {"birth_date": DateInput()}

    def __init__(self, *args, action: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = action
        self.helper.add_input(Submit("correct", _("Correct the register")))


class PlayerSearchForm(forms.Form):
    """The officer's desk: a federation's players found by name or FIDE ID."""

    q = forms.CharField(
        label=_("Name or FIDE ID"), required=False,
        widget=forms.SearchInput(attrs={"id": "player-search", "placeholder": _("Name or FIDE ID")}),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.form_action = reverse("players:desk")
        self.helper.disable_csrf = True
        self.helper.form_class = "row g-2 mb-2"
        self.helper.attrs = {"role": "search"}
        self.helper.label_class = "visually-hidden"
        # In the request's language, through gettext: makemessages reads no template written in a Python string.
        all_players = escape(_("all players"))
        self.helper.layout = Layout(
            Div("q", css_class="col-sm-8 col-lg-5"),
            Div(
                StrictButton(_("Find"), type="submit", css_class="btn-primary"),
                HTML(
                    '{% if query %}<a class="btn btn-link" href="{% url \'players:desk\' %}">'
                    f"{all_players}</a>{{% endif %}}"
                ),
                css_class="col-auto",
            ),
        )


class PublicPlayerSearchForm(forms.Form):
    """Anyone's search of the register, by name or FIDE ID (/players/?q=)."""

    q = forms.CharField(
        label=_("Name or FIDE ID"), required=False, max_length=100,
        widget=forms.SearchInput(attrs={"placeholder": _("Name or FIDE ID")}),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.form_action = reverse("public_players:search")
        self.helper.disable_csrf = True
        self.helper.form_id = "player-search-form"
        self.helper.form_class = "row g-2 align-items-end mb-3"
        self.helper.attrs = {"role": "search"}
        self.helper.layout = Layout(
            Div("q", css_class="col-12 col-md-6"),
            Div(StrictButton(_("Search"), type="submit", css_class="btn-outline-primary mb-3"), css_class="col-auto"),
        )
