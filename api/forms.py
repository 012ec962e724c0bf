from django import forms
from django.utils.translation import gettext_lazy as _

from .services import TOKEN_LIFETIME_DAYS


class ApiTokenForm(forms.Form):
    name = forms.CharField(
        label=_("Name"), max_length=80, help_text=_("Where the token is used, e.g. “Swiss-Manager on the venue laptop”.")
    )
    days = forms.TypedChoiceField(
        label=_("Valid for"),
        coerce=int,
        choices=[(days, _("%(days)d days") % {"days": days}) for days in TOKEN_LIFETIME_DAYS],
        initial=TOKEN_LIFETIME_DAYS[1],
    )
