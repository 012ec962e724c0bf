"""Business operations on tournaments and their result uploads."""

import hashlib
import logging
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Max
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from config.bulk import insert_values
from notifications.models import Notification
from notifications.services import notification_send
from players.models import Federation, FederationOfficer
from players.services import RegisterDifference, players_for_trf

from .events import tournament_facts_changed, upload_received, upload_refused
from .matching import HeaderMismatch, header_mismatches
from .models import Entry, Pairing, ResultUpload, Round, Tournament
from .trf import TrfError, TrfTournament, parse_trf

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class UploadReceipt:
    """What became of a file sent to a registered tournament."""

    upload: ResultUpload | None  # the new version, or the identical current one
    created: bool
    mismatches: tuple[HeaderMismatch, ...] = ()

    @property
    def refused(self) -> bool:
        return self.upload is None


def upload_receive(
    *, tournament: Tournament, filename: str, data: bytes, user=None, confirmed: bool = False, reason: str = ""
) -> UploadReceipt:
    """The way a results file reaches a registered tournament, from the web form and `import_trf` alike.

    A file identical to the newest version makes no new version (a double click, a second run of a script).
    A file whose header names another event is refused unless the uploader confirms it, and the
    confirmation is kept with the version.
    """
    digest = hashlib.sha256(data).hexdigest()
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).get()
        latest = tournament.uploads.order_by("-version").first()
        if latest is not None and latest.sha256 == digest:
            return UploadReceipt(upload=latest, created=False)
        mismatches = tuple(_header_mismatches(tournament, data))
        if mismatches and not confirmed:
            return UploadReceipt(upload=None, created=False, mismatches=mismatches)
        upload = upload_create(
            tournament=tournament,
            filename=filename,
            data=data,
            user=user,
            header_mismatches=[mismatch.as_dict() for mismatch in mismatches],
            mismatches_confirmed=bool(mismatches),
            reason=reason,
        )
    return UploadReceipt(upload=upload, created=True, mismatches=mismatches)


def _header_mismatches(tournament: Tournament, data: bytes) -> list[HeaderMismatch]:
    """A file that cannot be read has no header to compare: the worker rejects it with its line and column."""
    try:
        return header_mismatches(tournament, parse_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES))
    except TrfError:
        return []


def upload_create(*, tournament: Tournament, filename: str, data: bytes, user=None, **fields) -> ResultUpload:
    """Store a new version of the tournament's results and announce it once committed, for evaluation."""
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).get()
        last_version = tournament.uploads.aggregate(last=Max("version"))["last"] or 0
        upload = ResultUpload.objects.create(
            tournament=tournament,
            version=last_version + 1,
            filename=filename[:255],
            raw=data,
            size=len(data),
            sha256=hashlib.sha256(data).hexdigest(),
            uploaded_by=user if user is not None and user.is_authenticated else None,
            **fields,
        )
        upload_received.announce(upload.pk)
    return upload


def upload_make_current(*, upload: ResultUpload, user, reason: str) -> ResultUpload:
    """An earlier version becomes current again as a new version (a copy of its file), with the reason kept."""
    return upload_create(
        tournament=upload.tournament,
        filename=upload.filename,
        data=bytes(upload.raw),
        user=user,
        restored_from=upload,
        reason=reason[:300],
        header_mismatches=upload.header_mismatches,
        mismatches_confirmed=upload.mismatches_confirmed,
    )


STAGE_ORDER = list(ResultUpload.Stage)


def upload_stage_reached(*, upload_id: int, stage: str) -> None:
    """Stages only move forward: a late or repeated task never takes the page back."""
    earlier = STAGE_ORDER[: STAGE_ORDER.index(stage)]
    ResultUpload.objects.filter(pk=upload_id, stage__in=earlier).update(stage=stage)


def upload_claim_for_evaluation(*, upload_id: int) -> None:
    ResultUpload.objects.filter(pk=upload_id, status=ResultUpload.Status.RECEIVED).update(
        status=ResultUpload.Status.EVALUATING, status_changed_at=timezone.now(), stage=ResultUpload.Stage.PARSING
    )


def upload_mark_evaluated(*, upload: ResultUpload, summary: dict, warnings: list) -> None:
    _mark(upload, ResultUpload.Status.EVALUATED, summary=summary, warnings=warnings)


def upload_refuse(*, upload_id: int, error: dict, failed: bool = False) -> ResultUpload:
    """The file is rejected (its error) or failed on our side; the uploader and the federations hear of it."""
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update().get(pk=upload_id)
        if not upload.is_final:
            upload.entries.all().delete()  # results stored before the failure are never shown half-judged
            status = ResultUpload.Status.FAILED if failed else ResultUpload.Status.REJECTED
            _mark(upload, status, errors=[error], stage=ResultUpload.Stage.DONE)
            upload_refused.announce(upload.pk)
    return upload


def _mark(upload: ResultUpload, status: str, **fields) -> None:
    upload.status = status
    upload.status_changed_at = timezone.now()
    for name, value in fields.items():
        setattr(upload, name, value)
    upload.save()


def trf_error_as_dict(error: TrfError) -> dict:
    return {"line": error.line, "column": error.column, "message": error.message}


def results_store(*, upload: ResultUpload, document: TrfTournament) -> list[Entry]:
    """Write new players, the entries and every pairing of the file (again, if an earlier run was cut short)."""
    upload.entries.all().delete()
    players_by_start_number, differences = players_for_trf(records=document.players)
    upload.warnings = [_register_difference_warning(difference) for difference in differences]
    entries = Entry.objects.bulk_create(
        Entry(
            upload=upload,
            player=players_by_start_number[record.start_number],
            start_number=record.start_number,
            name=record.name,
            sex=record.sex.replace("w", "f"),
            birth_date=record.birth_date,
            title=record.title,
            rating=record.rating,
            federation_code=record.federation,
            points=record.points if record.points is not None else sum(game.points for game in record.games),
            rank=record.rank,
        )
        for record in document.players
    )
    entry_id_by_start_number = {entry.start_number: entry.pk for entry in entries}
    insert_values(
        Pairing,
        ("entry_id", "round_number", "opponent_id", "colour", "result_code", "kind", "points"),
        (
            (
                entry_id_by_start_number[record.start_number],
                game.round,
                entry_id_by_start_number.get(game.opponent) if game.opponent else None,
                game.colour or "",
                game.code.strip(),
                Pairing.Kind[game.kind.name].value,
                game.points,
            )
            for record in document.players
            for game in record.games
        ),
    )
    _replace_rounds(upload, document)
    return entries


REGISTER_FIELD_LABELS = {
    "name": gettext_lazy("name"),
    "sex": gettext_lazy("sex"),
    "birth_date": gettext_lazy("birth date"),
    "federation": gettext_lazy("federation"),
}


def _register_difference_warning(difference: RegisterDifference) -> str:
    """E.g. "No. 12 Bondar, Dmytro (FIDE ID 14100040): federation: the file says POL, the register says UKR"."""
    return str(
        _(
            "No. %(number)s %(player)s (FIDE ID %(fide_id)s): %(field)s: the file says %(in_file)s, the register says "
            "%(in_register)s. The entry keeps what the file says; the register is unchanged."
        )
        % {
            "number": difference.start_number,
            "player": difference.player.name,
            "fide_id": difference.player.fide_id or "–",
            "field": REGISTER_FIELD_LABELS[difference.field],
            "in_file": difference.in_file,
            "in_register": difference.in_register or "–",
        }
    )


def _replace_rounds(upload: ResultUpload, document: TrfTournament) -> None:
    """The tournament's rounds and their dates are those of its newest evaluated file: a corrected file replaces
    what an earlier one said, and an older version evaluated late changes nothing."""
    tournament = upload.tournament
    if tournament.uploads.filter(version__gt=upload.version, status=ResultUpload.Status.EVALUATED).exists():
        return
    tournament.rounds.all().delete()
    Round.objects.bulk_create(
        Round(tournament=tournament, number=number, date=day) for number, day in enumerate(document.round_dates, start=1)
    )


def tournament_create_from_trf(*, document: TrfTournament, filename: str, system: str) -> Tournament:
    """A tournament registered from a file's header, for imports of events not registered beforehand."""
    host = federation_for_code(code=document.federation)
    start = document.start_date or document.end_date or timezone.localdate()
    return Tournament.objects.create(
        name=(document.name or filename)[:200],
        city=(document.city or "")[:100],
        host_federation=host,
        organising_federation=host,
        start_date=start,
        end_date=document.end_date or start,
        system=system,
        rounds_scheduled=document.rounds,
        time_control=(document.time_control or "")[:100],
        chief_arbiter_as_reported=(document.chief_arbiter or "")[:120],
    )


def tournament_record_approvals(*, form, user) -> Tournament:
    """Save what the host federation's officer or staff approved, with who and when; judge again if it matters."""
    tournament = form.save(commit=False)
    tournament.approvals_recorded_by = user
    tournament.approvals_recorded_at = timezone.now()
    with transaction.atomic():
        tournament.save()
        if form.regulated_facts_changed:
            tournament_facts_changed.announce(tournament.pk)
    return tournament


def federation_for_code(*, code: str) -> Federation:
    """The federation of a code in the file; an unknown code becomes a non-member so it never counts as one."""
    code = (code or "").strip().upper() or "NON"
    federation, _created = Federation.objects.get_or_create(
        code=code[:3], defaults={"name": code, "is_fide_member": False}
    )
    return federation


def uploads_requeue_stale() -> list[int]:
    """Uploads the worker has not finished after a while are announced again (a lost message or worker)."""
    cutoff = timezone.now() - timedelta(seconds=settings.UPLOAD_REQUEUE_AFTER_SECONDS)
    stale = list(
        ResultUpload.objects.filter(
            status__in=[ResultUpload.Status.RECEIVED, ResultUpload.Status.EVALUATING], status_changed_at__lt=cutoff
        ).values_list("pk", flat=True)
    )
    for upload_id in stale:
        logger.warning("Upload %s is still unevaluated; announcing it again", upload_id)
        upload_received.announce_again(upload_id)
    return stale


def upload_notify_refusal(*, upload_id: int) -> list[Notification]:
    """The uploader must correct the file; the officers of the host and organising federations see it waiting."""
    upload = ResultUpload.objects.select_related("tournament__chief_arbiter__user", "uploaded_by").get(pk=upload_id)
    tournament = upload.tournament
    uploader = upload.uploaded_by or getattr(tournament.chief_arbiter, "user", None)
    officers = FederationOfficer.objects.filter(
        federation_id__in={tournament.host_federation_id, tournament.organising_federation_id}
    ).select_related("user")
    recipients = {user.pk: user for user in [uploader, *(officer.user for officer in officers)] if user is not None}
    notes = [_notify_refusal_to(upload, recipient) for recipient in recipients.values()]
    return [note for note in notes if note]


def _notify_refusal_to(upload: ResultUpload, recipient) -> Notification | None:
    first_error = upload.errors[0] if upload.errors else {}
    return notification_send(
        recipient=recipient,
        kind=Notification.Kind.UPLOAD_REJECTED,
        key=f"upload-rejected:{upload.pk}",
        subject=_("Results of %(tournament)s rejected") % {"tournament": upload.tournament.name},
        body=_("Version %(version)s was not imported: line %(line)s, column %(column)s: %(message)s")
        % {"version": upload.version, "line": first_error.get("line"), "column": first_error.get("column"),
           "message": first_error.get("message", "")},
        link=reverse("tournaments:upload_detail", args=[upload.tournament_id, upload.version]),
    )
