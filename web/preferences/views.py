from django.views.decorators.csrf import csrf_exempt, csrf_protect
from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from preferences.middleware import SESSION_KEY
from preferences.services import preference_set_language

from .forms import LanguageSwitchForm


@csrf_exempt
@require_POST
def language_switch(request):
    """Django's language switch. A visitor's choice is only his browser's language cookie, and his menu carries no
    CSRF token (``LanguageSwitchForm``); a signed-in user's choice is also kept on the account, so it is taken only
    with the token."""
    if request.user.is_authenticated:
        return _account_language_switch(request)
    return set_language(request)


@csrf_protect
def _account_language_switch(request):
    response = set_language(request)
    form = LanguageSwitchForm(request.POST)
    if form.is_valid():
        language = form.cleaned_data["language"]
        preference_set_language(user=request.user, language=language)
        request.session[SESSION_KEY] = language
    return response
