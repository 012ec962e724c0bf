"""Reads for certificates: which certificates exist and which norms they certify.

What each form prints is read in its own module: `it1_certificate`, `it2_title_application`,
`it3_tournament_report`.
"""

from django.db.models import Max, Q

from players.models import Player
from titles.models import NormResult
from tournaments.models import ResultUpload, Tournament
from tournaments.selectors import upload_current

from .models import Certificate, CertificationFailure, SignOff


def certifiable_norm_results(*, upload: ResultUpload) -> list[NormResult]:
    """The norms of an upload that call for a certificate: the achieved ones (a title already held is no norm)."""
    norms = NormResult.objects.filter(entry__upload=upload, achieved=True).select_related("entry")
    return list(norms.order_by("entry__start_number", "title"))


def certificate_current_for(*, tournament: Tournament, player: Player, title: str) -> Certificate | None:
    return (
        Certificate.objects.current()
        .for_tournament(tournament)
        .filter(norm_result__entry__player=player, norm_result__title=title)
        .select_related("norm_result__entry__upload")
        .first()
    )


def certificate_next_version(*, tournament: Tournament, player: Player, title: str) -> int:
    last = (
        Certificate.objects.for_tournament(tournament)
        .filter(norm_result__entry__player=player, norm_result__title=title)
        .aggregate(last=Max("version"))["last"]
    )
    return (last or 0) + 1


def certificates_with_details(*, certificates):
    """For lists: what a row shows, without the PDF bytes."""
    return (
        certificates.select_related(
            "norm_result__entry__player", "norm_result__entry__upload__tournament", "superseded_by"
        )
        .prefetch_related("sign_offs")
        .defer("pdf")
    )


def certificates_current_of_tournament(*, tournament: Tournament) -> list[Certificate]:
    """The tournament's certificates in force, PDF and signatures included, in start-number order."""
    return list(
        Certificate.objects.current()
        .for_tournament(tournament)
        .select_related("norm_result__entry")
        .prefetch_related("sign_offs")
        .order_by("norm_result__entry__start_number", "norm_result__title")
    )


def upload_is_current(*, upload: ResultUpload) -> bool:
    current = upload_current(tournament=upload.tournament)
    return current is not None and current.pk == upload.pk


def upload_is_complete(*, upload: ResultUpload) -> bool:
    """All scheduled rounds are in (an upload that does not say how many were played counts as complete)."""
    played = upload.summary.get("rounds_played")
    return played is None or played >= upload.tournament.rounds_scheduled


def norm_results_for_application(*, player: Player, title: str) -> list[NormResult]:
    """The player's norms of a title that a current certificate stands behind."""
    return list(
        NormResult.objects.filter(
            entry__player=player,
            title=title,
            achieved=True,
            certificate__isnull=False,
            certificate__superseded_at__isnull=True,
        ).select_related("entry__upload__tournament")
    )


def certification_failure(*, tournament: Tournament) -> CertificationFailure | None:
    """Why the certificates of the tournament's latest failed run were not all issued, if one failed."""
    return (
        CertificationFailure.objects.filter(upload__tournament=tournament)
        .select_related("upload")
        .order_by("-failed_at")
        .first()
    )


def certificates_in_force(*, norms, with_pdf: bool = False) -> dict[int, Certificate]:
    """The IT1 certificate in force for each of these norms from results here, by the norm's id: the current
    certificate of the player's result for that title in the tournament's newest certified version (after a
    corrected results file, the certificate of the current version), else the one issued on the norm itself. What
    the application page counts, the IT2 names and the package holds: two queries (the certificates, and their
    sign-offs, which decide what goes to FIDE), whatever the number of norms (given with their entries and
    uploads)."""
    keys = {norm.pk: (norm.entry.upload.tournament_id, norm.entry.player_id, norm.title) for norm in norms}
    if not keys:
        return {}
    current = Certificate.objects.current().filter(
        norm_result__entry__upload__tournament_id__in={key[0] for key in keys.values()},
        norm_result__entry__player_id__in={key[1] for key in keys.values()},
    ).select_related("norm_result__entry__upload").prefetch_related("sign_offs")
    newest: dict[tuple, Certificate] = {}
    direct: dict[int, Certificate] = {}
    for certificate in current if with_pdf else current.defer("pdf"):
        result = certificate.norm_result
        key = (result.entry.upload.tournament_id, result.entry.player_id, result.title)
        known = newest.get(key)
        if known is None or result.entry.upload.version > known.norm_result.entry.upload.version:
            newest[key] = certificate
        direct[result.pk] = certificate
    return {pk: certificate for pk, key in keys.items() if (certificate := newest.get(key) or direct.get(pk))}


def report_sign_offs(*, upload: ResultUpload | None) -> dict[str, SignOff]:
    """The signatures of the IT3 report of this results version, by role."""
    if upload is None:
        return {}
    return {sign_off.role: sign_off for sign_off in SignOff.objects.filter(report_upload=upload)}


def sign_offs_of_tournament(*, tournament: Tournament) -> list[SignOff]:
    """Every signature given for the tournament's certificates and reports, newest first."""
    return list(
        SignOff.objects.filter(
            Q(certificate__norm_result__entry__upload__tournament=tournament) | Q(report_upload__tournament=tournament)
        )
        .select_related("certificate", "report_upload")
        .order_by("-signed_at", "-pk")
    )
