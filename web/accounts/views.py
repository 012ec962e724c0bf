from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme, urlencode
from django.utils.translation import gettext as _
from django_otp import user_has_device

from accounts import services

from .forms import DeviceSetupForm, EnrolmentCodeForm, SecondFactorForm

# The key being set up waits in the session until the user proves they scanned it.
PENDING_KEY_SESSION_KEY = "accounts_totp_pending_key"
# The officer or staff member whose enrolment code this session gave (accounts.services.enrolment_grant_required).
GRANT_SESSION_KEY = "accounts_enrolment_granted"


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
        services.second_factor_given(request=request, device=form.device)
        return redirect(_next_url(request))
    return render(request, "accounts/two_factor.html", {"form": form, "next": _next_url(request)})


@login_required
def two_factor_setup(request):
    """Set up an authenticator app. Someone who already has one must give its code first, so that a stolen
    password alone can never add a device."""
    if user_has_device(request.user, confirmed=True) and not request.user.is_verified():
        return redirect(f"{reverse('accounts:two_factor')}?{urlencode({'next': _next_url(request)})}")
    if services.enrolment_grant_required(request.user) and request.session.get(GRANT_SESSION_KEY) != request.user.pk:
        return _enrolment_grant(request)
    key = request.session.get(PENDING_KEY_SESSION_KEY) or services.totp_new_key()
    request.session[PENDING_KEY_SESSION_KEY] = key
    form = DeviceSetupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        device = services.totp_device_confirm(
            request=request, key=key, token=form.cleaned_data["token"], name=form.cleaned_data["name"]
        )
        if device is not None:
            del request.session[PENDING_KEY_SESSION_KEY]
            request.session.pop(GRANT_SESSION_KEY, None)
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


def _enrolment_grant(request):
    """Before an officer's or staff member's first device: the code of the link mailed to their address, or
    one staff issued. Sending the link is a POST; the link itself only fills in the code."""
    setup_url = f"{reverse('accounts:two_factor_setup')}?{urlencode({'next': _next_url(request)})}"
    if request.method == "POST" and "send_link" in request.POST:
        if services.enrolment_link_send(user=request.user):
            messages.success(request, _("A link to set up your app is on its way to the e-mail address of your account."))
        else:
            messages.error(request, _("Too many links were asked for within the hour. Use the last one, or ask staff for a code."))
        return redirect(setup_url)
    form = EnrolmentCodeForm(request.POST or None, user=request.user, initial={"code": request.GET.get("code", "")})
    if request.method == "POST" and form.is_valid():
        request.session[GRANT_SESSION_KEY] = request.user.pk
        return redirect(setup_url)
    context = {"form": form, "next": _next_url(request), "has_email": bool(request.user.email)}
    return render(request, "accounts/enrolment_grant.html", context)
