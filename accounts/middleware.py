from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import urlencode
from django_otp import user_has_device

from .services import second_factor_required

# What a signed-in user may reach before giving the second factor: the steps that give it, and the way out.
OPEN_BEFORE_SECOND_FACTOR = {"logout", "set_language", "accounts:two_factor", "accounts:two_factor_setup"}


class SecondFactorMiddleware:
    """Sends officers and staff who have not given their second factor in this session to give it (or set it up).

    Runs after django-otp's OTPMiddleware, which tells whether the session was verified.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        user = request.user
        if not second_factor_required(user) or user.is_verified():
            return None
        if request.resolver_match.view_name in OPEN_BEFORE_SECOND_FACTOR:
            return None
        step = "accounts:two_factor" if user_has_device(user, confirmed=True) else "accounts:two_factor_setup"
        return redirect(f"{reverse(step)}?{urlencode({'next': request.get_full_path()})}")
