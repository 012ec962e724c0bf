from django.db import models
from django.utils.translation import gettext_lazy as _


class PasswordResetRequest(models.Model):
    """A reset link asked for, until the worker has mailed it (the outbox's object: the request survives a broker
    that is down). It holds the address asked for and the page's language, never a link or a token: the worker makes
    the link when it mails it, and deletes the row."""

    email = models.CharField(_("e-mail address asked for"), max_length=254)
    language = models.CharField(_("language"), max_length=10)
    requested_at = models.DateTimeField(_("requested at"), auto_now_add=True)

    class Meta:
        verbose_name = _("password reset request")
        verbose_name_plural = _("password reset requests")

    def __str__(self) -> str:
        return f"password reset request {self.pk}"
