from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from titles.models import NormResult, TitleApplication
from tournaments.models import ResultUpload


class CertificateQuerySet(models.QuerySet):
    def current(self) -> "CertificateQuerySet":
        return self.filter(superseded_at__isnull=True)

    def for_tournament(self, tournament) -> "CertificateQuerySet":
        return self.filter(norm_result__entry__upload__tournament=tournament)


class Certificate(models.Model):
    """An issued IT1 certificate of a title result (000 §1.8): the four copies as one PDF, kept unchanged."""

    norm_result = models.OneToOneField(
        # PROTECT: an issued official document must never lose the verdict it certifies.
        NormResult,
        verbose_name=_("norm result"),
        on_delete=models.PROTECT,
        related_name="certificate",
    )
    version = models.PositiveSmallIntegerField(
        _("version"),
        help_text=_("1 for the first certificate of this player, title and tournament; a correction adds one"),
    )
    reference = models.CharField(_("reference number"), max_length=60, unique=True)
    pdf = models.BinaryField(_("PDF"))
    sha256 = models.CharField(_("SHA-256 of the PDF"), max_length=64)
    # Printed with a QR code on every copy; anyone may look it up on the public verification page.
    verification_code = models.CharField(_("verification code"), max_length=20, unique=True, null=True, blank=True)
    # The facts the certificate states, as issued: what the verification page shows.
    facts = models.JSONField(_("facts stated"), default=dict, blank=True)
    created_at = models.DateTimeField(_("issued at"), default=timezone.now, editable=False)
    superseded_by = models.OneToOneField(
        "self",
        verbose_name=_("superseded by"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="supersedes",
    )
    superseded_by_upload = models.ForeignKey(
        ResultUpload,
        verbose_name=_("superseded by the results version"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="superseded_certificates",
    )
    superseded_at = models.DateTimeField(_("superseded at"), null=True, blank=True)

    objects = CertificateQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("certificate of title result")
        verbose_name_plural = _("certificates of title results")
        indexes = [models.Index(fields=["superseded_at"])]

    def __str__(self) -> str:
        return self.reference

    @property
    def is_superseded(self) -> bool:
        return self.superseded_at is not None

    @property
    def title(self) -> str:
        return self.norm_result.title

    @property
    def entry(self):
        return self.norm_result.entry

    @property
    def tournament(self):
        return self.norm_result.entry.upload.tournament

    def sign_off_by(self, role: str) -> "SignOff | None":
        """The signature of this role, read from the prefetched sign-offs when a list fetched them."""
        return next((sign_off for sign_off in self.sign_offs.all() if sign_off.role == role), None)

    @property
    def arbiter_sign_off(self) -> "SignOff | None":
        return self.sign_off_by(SignOff.Role.CHIEF_ARBITER)

    @property
    def federation_sign_off(self) -> "SignOff | None":
        return self.sign_off_by(SignOff.Role.FEDERATION)

    @property
    def is_signed_off(self) -> bool:
        """Signed off by the chief arbiter: only then does the certificate go to FIDE."""
        return self.arbiter_sign_off is not None


class ApplicationForm(models.Model):
    """An issued IT2 title application form, kept unchanged; a changed application gets a new version."""

    application = models.ForeignKey(
        TitleApplication, verbose_name=_("application"), on_delete=models.PROTECT, related_name="forms"
    )
    version = models.PositiveSmallIntegerField(_("version"))
    pdf = models.BinaryField(_("PDF"))
    sha256 = models.CharField(_("SHA-256 of the PDF"), max_length=64)
    verification_code = models.CharField(_("verification code"), max_length=20, unique=True)
    # The facts the form states and the verification page shows: player, title, norms, total games.
    facts = models.JSONField(_("facts stated"), default=dict)
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name=_("issued by"), on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(_("issued at"), default=timezone.now, editable=False)
    superseded_at = models.DateTimeField(_("superseded at"), null=True, blank=True)

    class Meta:
        ordering = ["application", "-version"]
        verbose_name = _("title application form (IT2)")
        verbose_name_plural = _("title application forms (IT2)")
        constraints = [
            models.UniqueConstraint(fields=["application", "version"], name="unique_application_form_version")
        ]

    def __str__(self) -> str:
        return f"IT2 {self.application} v{self.version}"

    @property
    def is_superseded(self) -> bool:
        return self.superseded_at is not None

class CertificationFailure(models.Model):
    """Why the certificates of a results version were not all issued; removed by the next complete run."""

    upload = models.OneToOneField(
        ResultUpload,
        verbose_name=_("results version"),
        on_delete=models.CASCADE,
        related_name="certification_failure",
    )
    reason = models.CharField(_("reason"), max_length=300)
    failed_at = models.DateTimeField(_("failed at"), default=timezone.now)

    class Meta:
        verbose_name = _("certificates not issued")
        verbose_name_plural = _("certificates not issued")

    def __str__(self) -> str:
        return f"{self.upload}: {self.reason}"


class SignOff(models.Model):
    """A signature given in the application: the chief arbiter's sign-off of an IT1 certificate or of the IT3
    report of a results version, after checking it, or the host federation's officer's countersignature of one.

    Kept for good: who signed what and when. A correction issues a new certificate (or a new results version,
    a new report), which nobody has signed yet.
    """

    class Role(models.TextChoices):
        CHIEF_ARBITER = "chief_arbiter", _("chief arbiter")
        FEDERATION = "federation", _("host federation")

    certificate = models.ForeignKey(
        Certificate,
        verbose_name=_("certificate"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="sign_offs",
    )
    # The IT3 report: of the tournament's results as this version stated them.
    report_upload = models.ForeignKey(
        ResultUpload,
        verbose_name=_("tournament report of the results version"),
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="report_sign_offs",
    )
    role = models.CharField(_("signed as"), max_length=20, choices=Role.choices)
    signer = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name=_("signed by"), on_delete=models.PROTECT, related_name="+"
    )
    # The name the form prints, as it was when signed, e.g. "IA Melnyk, Oksana".
    signer_name = models.CharField(_("name printed"), max_length=160)
    # The document as the signer checked it (IT1): the certificate is printed again with the signature.
    checked_sha256 = models.CharField(_("SHA-256 of the PDF checked"), max_length=64, blank=True)
    signed_at = models.DateTimeField(_("signed at"), default=timezone.now, editable=False)

    class Meta:
        ordering = ["signed_at"]
        verbose_name = _("sign-off")
        verbose_name_plural = _("sign-offs")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(certificate__isnull=True) ^ models.Q(report_upload__isnull=True),
                name="sign_off_of_one_document",
            ),
            models.UniqueConstraint(
                fields=["certificate", "role"], condition=models.Q(certificate__isnull=False), name="one_sign_off_per_certificate_and_role"
            ),
            models.UniqueConstraint(
                fields=["report_upload", "role"], condition=models.Q(report_upload__isnull=False), name="one_sign_off_per_report_and_role"
            ),
        ]

    def __str__(self) -> str:
        document = self.certificate or f"IT3 {self.report_upload}"
        return f"{document}: {self.get_role_display()} {self.signer_name}"
