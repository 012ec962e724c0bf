"""The enrolment code of an officer's or staff member's first device (see accounts.services)."""

from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django_otp.plugins.otp_totp.models import TOTPDevice


class EnrolmentCodes(PasswordResetTokenGenerator):
    """Signed like a password reset link, with its own salt; void once any device is added or the password
    changes (both are in the hash), and after PASSWORD_RESET_TIMEOUT."""

    key_salt = "accounts.codes.EnrolmentCodes"

    def _make_hash_value(self, user, timestamp) -> str:
        devices = ",".join(str(pk) for pk in TOTPDevice.objects.filter(user=user).order_by("pk").values_list("pk", flat=True))
        return f"{user.pk}{user.password}{timestamp}{devices}"


enrolment_codes = EnrolmentCodes()
