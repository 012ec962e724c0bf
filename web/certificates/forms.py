"""The public verification page's form."""

from crispy_forms.bootstrap import StrictButton
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Div, Layout
from django import forms
from django.urls import reverse
from django.utils.translation import gettext_lazy as _


class VerificationCodeForm(forms.Form):
    """A code as printed on an IT1 certificate or an IT2 form; the view reads it however it was typed."""

    code = forms.CharField(
        label=_("Verification code"), widget=forms.TextInput(attrs={"id": "verification-code", "autocomplete": "off"})
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.form_action = reverse("verify_form")
        self.helper.disable_csrf = True
        self.helper.form_class = "row g-2 align-items-end mb-4 col-lg-8"
        self.helper.layout = Layout(
            Div("code", css_class="col-sm-8"),
            Div(StrictButton(_("Verify"), type="submit", css_class="btn-primary w-100 mb-3"), css_class="col-sm-4"),
        )
