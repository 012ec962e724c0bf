"""Signing off in the application: the chief arbiter signs off the tournament's IT1 certificates and its IT3
report after checking them; the host federation's officer countersigns them (the forms' federation box).

Each signature is a `SignOff`, kept for good and in the audit trail. A certificate is printed again with its
signatures in the boxes ("Signed electronically by ..."), and the new print keeps its verification code; the
IT3 report prints the signatures of the results version it reports. A correction issues a new certificate or
report, which nobody has signed: it asks for a new sign-off.
"""

import hashlib
from dataclasses import dataclass, field

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils.translation import gettext_lazy as _

from accounts.services import identity_reconfirmed
from players.access import officer_federation_id
from tournaments.models import ResultUpload, Tournament
from tournaments.selectors import upload_current

from . import selectors
from .models import Certificate, SignOff
from .services import certificate_render


@dataclass
class SignOffAgenda:
    """What a signer has still to sign for a tournament: the certificates in force and the current report."""

    role: str
    certificates: list[Certificate] = field(default_factory=list)
    report_upload: ResultUpload | None = None

    @property
    def is_empty(self) -> bool:
        return not self.certificates and self.report_upload is None


def sign_off_role(*, user, tournament: Tournament) -> str | None:
    """As what this user signs the tournament's forms: its chief arbiter, or an officer of the host federation
    who is not its chief arbiter (four eyes); None for everybody else."""
    if not user.is_authenticated:
        return None
    if tournament.chief_arbiter_id and tournament.chief_arbiter.user_id == user.pk:
        return SignOff.Role.CHIEF_ARBITER
    if officer_federation_id(user) == tournament.host_federation_id:
        return SignOff.Role.FEDERATION
    return None


def sign_off_agenda(*, tournament: Tournament, role: str) -> SignOffAgenda:
    """What is still to sign in this role. The federation countersigns what the chief arbiter signed off."""
    certificates = [
        certificate
        for certificate in selectors.certificates_current_of_tournament(tournament=tournament)
        if certificate.sign_off_by(role) is None
        and (role == SignOff.Role.CHIEF_ARBITER or certificate.is_signed_off)
    ]
    upload = upload_current(tournament=tournament)
    signed = set(SignOff.objects.filter(report_upload=upload).values_list("role", flat=True)) if upload else set()
    report_due = upload is not None and role not in signed and (
        role == SignOff.Role.CHIEF_ARBITER or SignOff.Role.CHIEF_ARBITER in signed
    )
    return SignOffAgenda(role=role, certificates=certificates, report_upload=upload if report_due else None)


def sign_off(
    *, tournament: Tournament, actor, secret: str, certificate_ids: list[int], report_upload_id: int | None, request
) -> list[SignOff]:
    """Sign what the signer checked, after they proved who they are again (password or one-time code).

    ``request`` is the one the secret came with: a wrong password counts towards the sign-in lock of its sender.
    Everything named must still be on the signer's agenda: a certificate superseded or a results version
    replaced since the page was opened is refused, and nothing is signed.
    """
    role = sign_off_role(user=actor, tournament=tournament)
    if role is None:
        raise PermissionDenied
    if not identity_reconfirmed(user=actor, secret=secret, request=request):
        raise ValidationError(_("The password or one-time code is not right; nothing was signed."), code="identity")
    if not certificate_ids and report_upload_id is None:
        raise ValidationError(_("Choose what you sign."), code="empty")
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).get()
        agenda = sign_off_agenda(tournament=tournament, role=role)
        due = {certificate.pk: certificate for certificate in agenda.certificates}
        report_due = agenda.report_upload.pk if agenda.report_upload else None
        if not set(certificate_ids) <= set(due) or (report_upload_id is not None and report_upload_id != report_due):
            raise ValidationError(
                _("What you were asked to sign changed meanwhile (a correction, or another signature); nothing was "
                  "signed. Check the list again."),
                code="stale",
            )
        name = signer_name(user=actor, tournament=tournament, role=role)
        signed = []
        for pk in certificate_ids:
            certificate = due[pk]
            signed.append(
                SignOff.objects.create(
                    certificate=certificate, role=role, signer=actor, signer_name=name, checked_sha256=certificate.sha256
                )
            )
            _reprint(certificate)
        if report_upload_id is not None:
            signed.append(SignOff.objects.create(report_upload_id=report_upload_id, role=role, signer=actor, signer_name=name))
    return signed


def signer_name(*, user, tournament: Tournament, role: str) -> str:
    """The name the box prints: the chief arbiter's title and name, or the officer's name and federation."""
    if role == SignOff.Role.CHIEF_ARBITER:
        arbiter = tournament.chief_arbiter
        return f"{arbiter.arbiter_title} {arbiter.name}"
    federation = user.federation_officer.federation
    return f"{user.get_full_name() or user.username} ({federation.code})"


def _reprint(certificate: Certificate) -> None:
    """The certificate printed again with every signature it has now."""
    replaces = Certificate.objects.filter(superseded_by=certificate).first()
    certificate.pdf = certificate_render(certificate=certificate, replaces=replaces)
    certificate.sha256 = hashlib.sha256(certificate.pdf).hexdigest()
    certificate.save(update_fields=["pdf", "sha256"])
