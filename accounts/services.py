"""Who must sign in with a second factor, and the TOTP devices that give it (django-otp)."""

import time
from base64 import b32encode
from binascii import unhexlify

import segno
from django.conf import settings
from django.db import transaction
from django_otp import login as otp_login
from django_otp import match_token, user_has_device
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice
from django_otp.util import random_hex

from players.access import officer_federation_id

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
    otp_login(request, device)
    return device


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


def identity_reconfirmed(*, user, secret: str) -> bool:
    """Whether the signed-in user proved again who they are, before an act they answer for (a sign-off): with
    their password, or with a one-time code of one of their confirmed devices."""
    secret = secret.strip()
    if not secret:
        return False
    if secret.isdigit() and match_token(user, secret) is not None:
        return True
    return user.check_password(secret)
