"""Who must sign in with a second factor, the TOTP devices that give it (django-otp), and what ends an account's
API tokens."""

import logging
import time
from base64 import b32encode
from binascii import unhexlify

import segno
from django.conf import settings
from django.contrib.auth import authenticate
from django.core.cache import cache
from django.db import transaction
from django.utils import translation
from django.utils.translation import gettext as _
from django_otp import login as otp_login
from django_otp import match_token, user_has_device
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice
from django_otp.util import random_hex
from knox.models import AuthToken

from config.celery_app import send_after_commit
from notifications.models import Notification
from notifications.services import notification_send
from players.access import officer_federation_id

from .codes import enrolment_codes
from .events import password_reset_requested
from .models import PasswordResetRequest
from .tasks import mail_enrolment_link

logger = logging.getLogger(__name__)

# The name of the devices the demo creates: their keys are printed, so they are never a real second factor.
DEMO_DEVICE_NAME = "demo"


def second_factor_required(user) -> bool:
    """Officers and staff decide on titles and see private files: a password alone is not enough for them.

    Anyone who has set up a device must use it too, so that setting one up cannot lower anybody's protection.
    """
    if not user.is_authenticated:
        return False
    return user.is_staff or officer_federation_id(user) is not None or user_has_device(user, confirmed=True)


def session_shorten_for_privileged(sender, request, user, **kwargs) -> None:
    """Receiver of user_logged_in: an officer's or staff member's session lasts a working day, not two weeks."""
    if user.is_staff or officer_federation_id(user) is not None:
        request.session.set_expiry(settings.PRIVILEGED_SESSION_AGE)


def totp_new_key() -> str:
    return random_hex(20)


def totp_key_as_base32(key: str) -> str:
    """The form authenticator apps accept when the key is typed in rather than scanned."""
    return b32encode(unhexlify(key)).decode()


def totp_provisioning_uri(*, user, key: str) -> str:
    return TOTPDevice(user=user, key=key).config_url


def totp_qr_svg(*, user, key: str) -> str:
    """The key as a QR code for the authenticator app to scan, as inline SVG (no image request, no script)."""
    return segno.make(totp_provisioning_uri(user=user, key=key), error="m").svg_inline(scale=4, dark="#212529")


def totp_device_confirm(*, request, key: str, token: str, name: str) -> TOTPDevice | None:
    """Register the device whose key the user has just scanned, if the code it shows proves it; log it in."""
    totp = TOTP(unhexlify(key), drift=0)
    totp.time = time.time()
    try:
        verified = totp.verify(int(token), tolerance=1)
    except ValueError:
        verified = False
    if not verified:
        return None
    with transaction.atomic():
        device = TOTPDevice.objects.create(user=request.user, key=key, name=name, confirmed=True, last_t=totp.t())
    second_factor_given(request=request, device=device)
    return device


def second_factor_given(*, request, device) -> None:
    """Mark the session as having passed the second step, under a new session id: an id learnt before the code
    was given (on a shared computer, from a log) must not become a verified session."""
    otp_login(request, device)
    request.session.cycle_key()


def demo_device_ensure(*, user, key: str) -> TOTPDevice:
    """A confirmed device with a published key, for the demo's officer and staff logins on a laptop."""
    device, _created = TOTPDevice.objects.update_or_create(
        user=user, name=DEMO_DEVICE_NAME, defaults={"key": key, "confirmed": True}
    )
    return device


def totp_current_code(device: TOTPDevice) -> str:
    totp = TOTP(device.bin_key, device.step, device.t0, device.digits, device.drift)
    totp.time = time.time()
    return f"{totp.token():0{device.digits}d}"


def is_privileged(user) -> bool:
    return user.is_staff or officer_federation_id(user) is not None


# What ends an account's API tokens. A token outlives the session that made it, so whatever makes the account's
# credentials suspect (a new password, a device taken away) ends its tokens too.


def api_tokens_revoke(*, user) -> int:
    _total, deleted = AuthToken.objects.filter(user=user).delete()
    return deleted.get(AuthToken._meta.label, 0)


def password_changed_revoke_tokens(sender, instance, created=False, **kwargs) -> None:
    """Receiver of the user's post_save: a new password, through whichever door (the change and reset pages, the
    admin, `changepassword`), ends the user's API tokens. `set_password` keeps the new password in `_password`
    until `save` has told the password validators, after post_save; a hash merely upgraded at sign-in is saved
    without it, and is no new password."""
    if not created and getattr(instance, "_password", None) is not None:
        revoked = api_tokens_revoke(user=instance)
        if revoked:
            logger.info("password changed: %d API tokens of user %s revoked", revoked, instance.pk)


def device_added_tell(sender, instance, created=False, **kwargs) -> None:
    """Receiver of a device's post_save: its owner hears of every device added, so that one they did not add is
    noticed. The audit trail records it (AUDITLOG_INCLUDE_TRACKING_MODELS)."""
    if created:
        _tell_owner(instance, "added", _("An authenticator app was added to your account"), _(
            "The authenticator app “%(name)s” can now give the one-time code of your account. If you did not "
            "add it, change your password and ask staff to remove it."
        ) % {"name": instance.name})


def device_removed_revoke_tokens(sender, instance, **kwargs) -> None:
    """Receiver of a device's post_delete (a lost phone removed by staff): the tokens made while it was the
    account's second factor end with it, and the owner hears of it."""
    api_tokens_revoke(user=instance.user)
    _tell_owner(instance, "removed", _("An authenticator app was removed from your account"), _(
        "The authenticator app “%(name)s” no longer gives the one-time code of your account, and your API tokens "
        "were revoked. If you did not expect this, tell staff."
    ) % {"name": instance.name})


def _tell_owner(device, what: str, subject: str, body: str) -> None:
    notification_send(
        recipient=device.user, kind=Notification.Kind.ACCOUNT_SECURITY, key=f"device-{what}:{device.pk}",
        subject=subject, body=body,
    )


# The first device of an officer or staff member. A stolen password must not let the thief set up their own
# phone as the account's second factor: that first enrolment takes a grant, the code of a one-time link mailed
# to the account's address or a code staff issue (`manage.py enrolment_code`). The code is void once a device is
# set up or the password changes, and after PASSWORD_RESET_TIMEOUT.


def enrolment_grant_required(user) -> bool:
    return is_privileged(user) and not user_has_device(user, confirmed=True)


def enrolment_code_issue(*, user) -> str:
    return enrolment_codes.make_token(user)


def enrolment_code_valid(*, user, code: str) -> bool:
    return enrolment_codes.check_token(user, code.strip())


def enrolment_link_send(*, user) -> bool:
    """Mail the account's own address a link that carries an enrolment code, from the worker; False when the
    account asked for too many within the hour."""
    if not _counted(f"accounts:enrolment-link:{user.pk}", settings.PASSWORD_RESET_PER_ACCOUNT_HOURLY, 3600):
        return False
    send_after_commit(mail_enrolment_link, user.pk)
    return True


# Password reset: the page answers at once and the same whatever the address; the worker looks the address up
# and mails the link, so a slow mail server holds no web worker and the time taken tells nobody who has an
# account. The request goes through the outbox (follow_ups), so a broker that is down delays the mail but does not
# lose it. Requests are limited per client address and per address asked for.


def password_reset_request(*, email: str, client: str) -> bool:
    """Have a reset link mailed to every active account with this address; False when a limit held it back."""
    hour = 3600
    within = _counted(f"accounts:reset:client:{client}", settings.PASSWORD_RESET_PER_CLIENT_HOURLY, hour) and _counted(
        f"accounts:reset:account:{email.strip().lower()}", settings.PASSWORD_RESET_PER_ACCOUNT_HOURLY, hour
    )
    if not within:
        logger.warning("password reset held back by its rate limit (client %s)", client)
        return False
    with transaction.atomic():
        request = PasswordResetRequest.objects.create(
            email=email.strip(), language=translation.get_language() or settings.LANGUAGE_CODE
        )
        password_reset_requested.announce(request.pk)
    return True


def _counted(key: str, limit: int, seconds: int) -> bool:
    cache.add(key, 0, seconds)
    try:
        return cache.incr(key) <= limit
    except ValueError:  # expired between add and incr: this is the first request of a new period
        cache.set(key, 1, seconds)
        return True


def identity_reconfirmed(*, user, secret: str, request) -> bool:
    """Whether the signed-in user proved again who they are, before an act they answer for (a sign-off): with
    their password, or with a one-time code of one of their confirmed devices.

    The password goes through ``authenticate`` as at the login page, so a wrong one counts towards the sign-in lock
    (django-axes, username and client address) and a locked account cannot confirm with its password; one-time
    codes are throttled by their device."""
    secret = secret.strip()
    if not secret:
        return False
    if secret.isdigit() and match_token(user, secret) is not None:
        return True
    return authenticate(request, username=user.get_username(), password=secret) == user
