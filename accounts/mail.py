"""The account mails the worker sends: a password reset link, an enrolment link. What the mail tasks do, apart
from the services that send them, so that a task never imports the service that sends it."""

from urllib.parse import urlencode, urlsplit

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext as _

from .codes import enrolment_codes
from .models import PasswordResetRequest


def password_reset_request_mail(*, request_id: int) -> int:
    """Mail the links of a reset request and forget the request; 0 for one already mailed (the outbox may send
    it twice)."""
    request = PasswordResetRequest.objects.filter(pk=request_id).first()
    if request is None:
        return 0
    with translation.override(request.language):
        mailed = _password_reset_mail(request.email)
    request.delete()
    return mailed


def _password_reset_mail(email: str) -> int:
    """Mail a reset link to each active account with this address and a usable password (in the active language,
    that of the page the reset was asked on); how many were mailed."""
    site = urlsplit(settings.SITE_URL)
    users = get_user_model()._default_manager.filter(email__iexact=email.strip(), is_active=True)
    mailed = 0
    for user in users:
        if not user.has_usable_password() or not user.email:
            continue
        context = {
            "email": user.email, "domain": site.netloc, "site_name": site.netloc, "protocol": site.scheme,
            "uid": urlsafe_base64_encode(force_bytes(user.pk)), "user": user,
            "token": default_token_generator.make_token(user),
        }
        subject = "".join(render_to_string("registration/password_reset_subject.txt", context).splitlines())
        send_mail(subject, render_to_string("registration/password_reset_email.html", context), None, [user.email])
        mailed += 1
    return mailed


def enrolment_link_mail(*, user_id: int) -> bool:
    user = get_user_model()._default_manager.filter(pk=user_id, is_active=True).exclude(email="").first()
    if user is None:
        return False
    query = urlencode({"code": enrolment_codes.make_token(user)})
    link = f"{settings.SITE_URL.rstrip('/')}{reverse('accounts:two_factor_setup')}?{query}"
    body = render_to_string("accounts/enrolment_email.txt", {"user": user, "link": link})
    send_mail(_("Set up your authenticator app for TitleDesk"), body, None, [user.email])
    return True
