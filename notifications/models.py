from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from lib.messages import translated


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
    # The subject and body in English (or, in notices made before they were kept as messages, in the language
    # recorded below): what the admin searches, and what a notice without a stored message shows.
    subject = models.CharField(_("subject"), max_length=200)
    body = models.TextField(_("message"))
    # The subject and body as messages with their values (lib.messages), put into words in the reader's language
    # whenever the notice is read; empty for a text that is no message (an officer's own words) and for old notices.
    subject_message = models.JSONField(_("subject as a message"), null=True, blank=True)
    body_message = models.JSONField(_("message as a message"), null=True, blank=True)
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

    @property
    def subject_text(self) -> str:
        """The subject in the active language (the reader's), or as stored when it is no message."""
        return translated(self.subject_message) if self.subject_message else self.subject

    @property
    def body_text(self) -> str:
        return translated(self.body_message) if self.body_message else self.body

    @property
    def stored_language(self) -> str:
        """The language a notice made before messages were kept was written in (for lang="…"); blank for the
        others, whose texts are in the reader's language (or, for an officer's own words, in his)."""
        return "" if self.subject_message else self.language
