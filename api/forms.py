from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .services import TOKEN_LIFETIME_DAYS


class ApiTokenForm(forms.Form):
    name = forms.CharField(
        label=_("Name"), max_length=80, help_text=_("Where the token is used, e.g. “Swiss-Manager on the venue laptop”.")
    )
    days = forms.TypedChoiceField(
        label=_("Valid for"),
        coerce=int,
        initial=TOKEN_LIFETIME_DAYS[1],
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Built per form: a plural formatted at import would stay in the language of the process.
        self.fields["days"].choices = [
            (days, ngettext("%(days)d day", "%(days)d days", days) % {"days": days}) for days in TOKEN_LIFETIME_DAYS
        ]
