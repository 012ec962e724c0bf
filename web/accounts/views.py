from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme, urlencode
from django.utils.translation import gettext as _
from django_otp import login as otp_login
from django_otp import user_has_device

from accounts import services

from .forms import DeviceSetupForm, SecondFactorForm

# The key being set up waits in the session until the user proves they scanned it.
PENDING_KEY_SESSION_KEY = "accounts_totp_pending_key"


def _next_url(request) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return target
    return "/"


@login_required
def two_factor(request):
    """The second step of signing in: the code of a device the user set up earlier."""
    if not user_has_device(request.user, confirmed=True):
        return redirect("accounts:two_factor_setup")
    form = SecondFactorForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        otp_login(request, form.device)
        return redirect(_next_url(request))
    return render(request, "accounts/two_factor.html", {"form": form, "next": _next_url(request)})


@login_required
def two_factor_setup(request):
    """Set up an authenticator app. Someone who already has one must give its code first, so that a stolen
    password alone can never add a device."""
    if user_has_device(request.user, confirmed=True) and not request.user.is_verified():
        return redirect(f"{reverse('accounts:two_factor')}?{urlencode({'next': _next_url(request)})}")
    key = request.session.get(PENDING_KEY_SESSION_KEY) or services.totp_new_key()
    request.session[PENDING_KEY_SESSION_KEY] = key
    form = DeviceSetupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        device = services.totp_device_confirm(
            request=request, key=key, token=form.cleaned_data["token"], name=form.cleaned_data["name"]
        )
        if device is not None:
            del request.session[PENDING_KEY_SESSION_KEY]
            messages.success(request, _("Your authenticator app is set up. You will be asked for its code at every sign-in."))
            return redirect(_next_url(request))
        form.add_error("token", _("That code does not match the key above. Check the app and enter the code it shows now."))
    context = {
        "form": form,
        "next": _next_url(request),
        "key": services.totp_key_as_base32(key),
        "qr_svg": services.totp_qr_svg(user=request.user, key=key),
    }
    return render(request, "accounts/two_factor_setup.html", context)
