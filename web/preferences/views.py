from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from preferences.middleware import SESSION_KEY
from preferences.services import preference_set_language

from .forms import LanguageSwitchForm


@require_POST
def language_switch(request):
    """Django's language switch; for a signed-in user the choice is also kept on the account."""
    response = set_language(request)
    form = LanguageSwitchForm(request.POST)
    if request.user.is_authenticated and form.is_valid():
        language = form.cleaned_data["language"]
        preference_set_language(user=request.user, language=language)
        request.session[SESSION_KEY] = language
    return response
