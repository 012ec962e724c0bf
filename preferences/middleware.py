from django.utils import translation

SESSION_KEY = "account_language"


class AccountLanguageMiddleware:
    """A signed-in user gets the language saved on their account, on any device, over the browser's guess.

    The language is copied into the session when the user signs in or switches, so no request pays a query for it.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = request.session.get(SESSION_KEY) if request.user.is_authenticated else None
        if not language:
            return self.get_response(request)
        request.LANGUAGE_CODE = language
        with translation.override(language):
            return self.get_response(request)
