"""The navigation bar's language menu."""

from crispy_forms.bootstrap import StrictButton
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Field, Layout
from django import forms
from django.conf import settings
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class LanguageSwitchForm(forms.Form):
    """The language a user chooses and the page to go back to. Django's set_language switches; for a signed-in
    user the valid choice is also kept on the account.

    The language changes when the form is sent with its button, never on choosing in the menu: a keyboard user
    walking through the languages with the arrow keys would otherwise switch (and save) the first one reached.

    A visitor's menu carries no CSRF token: his choice is a cookie of his own browser and nothing more, and a page
    without a token is the same for every visitor, so a shared cache may keep it (``web.conditional``). A signed-in
    user's choice is written to the account, and his menu carries the token the switch then asks for."""

    language = forms.ChoiceField(
        label=_("Language"), choices=settings.LANGUAGES,
        widget=forms.Select(attrs={"class": "form-select form-select-sm"}),
    )
    next = forms.CharField(required=False, widget=forms.HiddenInput)

    def __init__(self, *args, signed_in: bool = False, **kwargs):
        # On every page, beside the page's own forms: ids of its own.
        kwargs.setdefault("auto_id", "language-switch-%s")
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.disable_csrf = not signed_in
        self.helper.form_action = reverse("set_language")
        self.helper.form_class = "d-flex me-3 my-2 my-xl-0"
        self.helper.layout = Layout(
            "next",
            Field("language", template="forms/compact_field.html"),
            StrictButton(
                pgettext_lazy("the language menu's button", "Switch"), type="submit",
                css_class="btn-outline-light btn-sm ms-1", css_id="language-switch-submit",
            ),
        )
