from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Notification(models.Model):
    """One message to one user about one event; the key makes sending it a second time impossible."""

    class Kind(models.TextChoices):
        NORM_FOUND = "norm_found", _("norm found")
        NORM_LOST = "norm_lost", _("norm withdrawn")
        # Rejected files are no longer notified (issue 30); the notices sent before keep their kind.
        UPLOAD_REJECTED = "upload_rejected", _("upload rejected")
        UPLOAD_FAILED = "upload_failed", _("evaluation failed")
        REPORT_DUE = "report_due", _("report deadline near")
        DESK_ITEM = "desk_item", _("new item on the officer's desk")
        APPLICATION_CHANGED = "application_changed", _("application changed state")
        CERTIFICATE_ISSUED = "certificate_issued", _("certificate issued")
        CATEGORY_EXPIRED = "category_expired", _("national category expired")
        ACCOUNT_SECURITY = "account_security", _("sign-in of the account changed")

    recipient = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    kind = models.CharField(_("kind"), max_length=30, choices=Kind.choices)
    key = models.CharField(_("event key"), max_length=200)
    subject = models.CharField(_("subject"), max_length=200)
    body = models.TextField(_("message"))
    link = models.CharField(_("link"), max_length=300, blank=True)
    # The language the subject and body were written in, for the page to declare them in (lang="…").
    language = models.CharField(_("language"), max_length=10, blank=True)
    # Whom the notice is about (a player), and the page of theirs that the recipient may open.
    about = models.CharField(_("about"), max_length=200, blank=True)
    about_link = models.CharField(_("link to whom it is about"), max_length=300, blank=True)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    # The address the notice is owed to, as it was when the notice was made; blank: not to be e-mailed.
    email_to = models.EmailField(_("e-mail to"), blank=True)
    emailed_at = models.DateTimeField(_("e-mailed at"), null=True, blank=True)
    read_at = models.DateTimeField(_("read at"), null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("notification")
        verbose_name_plural = _("notifications")
        constraints = [models.UniqueConstraint(fields=["recipient", "key"], name="one_notification_per_event")]
        indexes = [models.Index(fields=["recipient", "read_at"]), models.Index(fields=["emailed_at", "created_at"])]

    def __str__(self) -> str:
        return f"{self.recipient}: {self.subject}"
