from django import forms
from django.contrib.auth.forms import PasswordResetForm
from django.utils.translation import gettext_lazy as _
from django_otp import match_token

from accounts import services
from lib.client_address import client_address

TOKEN_FIELD = {
    "label": _("Code from your authenticator app"),
    "min_length": 6,
    "max_length": 6,
    "widget": forms.TextInput(attrs={"autocomplete": "one-time-code", "inputmode": "numeric", "autofocus": True}),
}


class SecondFactorForm(forms.Form):
    """The code of one of the user's devices; django-otp slows down repeated wrong codes per device."""

    token = forms.CharField(**TOKEN_FIELD)

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user
        self.device = None

    def clean_token(self) -> str:
        token = self.cleaned_data["token"].strip()
        self.device = match_token(self.user, token)
        if self.device is None:
            raise forms.ValidationError(_("That code is wrong or has expired. Enter the code your app shows now."))
        return token


class DeviceSetupForm(forms.Form):
    name = forms.CharField(label=_("Name of the device"), max_length=64, initial=_("Phone"))
    token = forms.CharField(**TOKEN_FIELD)


class EnrolmentCodeForm(forms.Form):
    code = forms.CharField(
        label=_("Code from the e-mail or from staff"), max_length=100, widget=forms.TextInput(attrs={"autocomplete": "off"})
    )

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_code(self) -> str:
        code = self.cleaned_data["code"].strip()
        if not services.enrolment_code_valid(user=self.user, code=code):
            raise forms.ValidationError(
                _("That code is not valid for your account, or it has expired. Ask for a new link or a new code.")
            )
        return code


class PasswordResetRequestForm(PasswordResetForm):
    """Django's reset form, whose mail the worker sends (accounts.services.password_reset_request): the page answers
    at once, the same whatever the address."""

    def save(self, *, request, **kwargs) -> None:
        services.password_reset_request(email=self.cleaned_data["email"], client=client_address(request))
