"""Business operations on tournaments and their result uploads."""

import hashlib
import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta

from auditlog.models import LogEntry
from django.conf import settings
from django.db import connection, connections, transaction
from django.db.models import Max, Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from config.bulk import insert_values
from config.celery_app import TRANSIENT_ERRORS
from notifications.models import Notification
from notifications.services import notification_send
from players.models import Federation, FederationOfficer
from players.services import RegisterDifference, players_for_trf

from .events import tournament_facts_changed, upload_received, upload_refused
from .matching import HeaderMismatch, header_mismatches
from .models import Entry, Pairing, ResultUpload, Round, Tournament
from .trf import TrfError, TrfTournament, parse_trf
from .trf.header import header_chief_arbiter, header_place

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
    """Store a new version of the tournament's results and announce it once committed, for evaluation.
    The upload form and the API refuse a file above the upload limit, telling its size; below them no caller
    may store one either, or one evaluation would write and rewrite hundreds of megabytes."""
    if len(data) > settings.TRF_MAX_UPLOAD_BYTES:
        raise ValueError(f"{len(data)} bytes is above the upload limit of {settings.TRF_MAX_UPLOAD_BYTES}")
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


class UploadBusy(Exception):
    """Another run holds a live lease on the upload's evaluation: this one leaves it alone."""


def same_run(owner: str, other: str) -> bool:
    """Owners are "<worker>/<run>": a task's retries, on whichever worker, are one run (one task id)."""
    return owner.rsplit("/", 1)[-1] == other.rsplit("/", 1)[-1]


def upload_claim_for_evaluation(*, upload_id: int, owner: str) -> ResultUpload:
    """Take the evaluation's lease for `owner` ("<worker>/<run>": a task's retries are one run) and return the upload,
    which is final when there is nothing left to do. Raises UploadBusy while another's lease is live. A lease
    left by another run that ended without finishing counts as an interruption of the evaluation."""
    now = timezone.now()
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update(of=("self",)).select_related("tournament").get(pk=upload_id)
        if upload.is_final:
            return upload
        if upload.lease_until is not None and not same_run(upload.lease_owner, owner):
            if upload.lease_until >= now:
                raise UploadBusy(f"upload {upload_id} is evaluated by {upload.lease_owner} until {upload.lease_until}")
            upload.interruptions += 1
        upload.status = ResultUpload.Status.EVALUATING
        upload.status_changed_at = now
        upload.lease_owner = owner[:200]
        upload.lease_until = now + timedelta(seconds=settings.UPLOAD_LEASE_SECONDS)
        if upload.stage == ResultUpload.Stage.WAITING:
            upload.stage = ResultUpload.Stage.PARSING
        upload.save(update_fields=["status", "status_changed_at", "lease_owner", "lease_until", "interruptions", "stage"])
    return upload


def upload_lock_for_evaluation(*, upload_id: int, owner: str) -> ResultUpload:
    """In the caller's transaction, lock the upload's row (never its tournament's: uploading a new version never
    waits for an evaluation) and check the lease is still `owner`'s."""
    upload = ResultUpload.objects.select_for_update(of=("self",)).select_related("tournament").get(pk=upload_id)
    if not upload.is_final and not same_run(upload.lease_owner, owner):
        raise UploadBusy(f"upload {upload_id} was taken over by {upload.lease_owner}")
    return upload


@contextmanager
def upload_lease_kept(*, upload_id: int, owner: str) -> Iterator[None]:
    """Renew the evaluation's lease every third of UPLOAD_LEASE_SECONDS while the block runs, from a thread of
    its own (with its own database connection), so that only a run whose worker died lets its lease expire."""
    stop = threading.Event()

    def renew() -> None:
        try:
            while not stop.wait(settings.UPLOAD_LEASE_SECONDS / 3):
                until = timezone.now() + timedelta(seconds=settings.UPLOAD_LEASE_SECONDS)
                try:
                    ResultUpload.objects.filter(pk=upload_id, lease_owner=owner, lease_until__isnull=False).update(
                        lease_until=until
                    )
                except TRANSIENT_ERRORS as error:
                    logger.warning("The lease of upload %s was not renewed now (%s)", upload_id, error)
                    connections.close_all()  # the next renewal connects afresh
        finally:
            connections.close_all()

    keeper = threading.Thread(target=renew, name=f"lease-upload-{upload_id}", daemon=True)
    keeper.start()
    try:
        yield
    finally:
        stop.set()
        keeper.join()


def upload_rerun(*, upload: ResultUpload, user) -> ResultUpload:
    """Staff run a failed evaluation again (the bug fixed, the limit raised): the upload waits for the worker
    as if just received, and the audit log keeps who did it and the errors it had."""
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update(of=("self",)).select_related("tournament").get(pk=upload.pk)
        if upload.status != ResultUpload.Status.FAILED:
            raise ValueError(f"upload {upload.pk} is {upload.status}, not failed: there is nothing to run again")
        errors = upload.errors
        _mark(
            upload, ResultUpload.Status.RECEIVED, errors=[], stage=ResultUpload.Stage.WAITING, interruptions=0, lease_owner=""
        )
        LogEntry.objects.log_create(
            upload,
            action=LogEntry.Action.UPDATE,
            changes={"status": [ResultUpload.Status.FAILED.value, ResultUpload.Status.RECEIVED.value]},
            actor=user if user is not None and user.is_authenticated else None,
            additional_data={"run_again": True, "errors": errors},
        )
        upload_received.announce(upload.pk)
    return upload


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
    upload.lease_until = None  # a run that ends releases the lease; its owner stays on record
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
    _lock_rounds_of(tournament)
    newer_stored = Q(status=ResultUpload.Status.EVALUATED) | Q(entries__isnull=False)
    if tournament.uploads.filter(newer_stored, version__gt=upload.version).exists():
        return
    tournament.rounds.all().delete()
    Round.objects.bulk_create(
        Round(tournament=tournament, number=number, date=day) for number, day in enumerate(document.round_dates, start=1)
    )


# The first key of the advisory locks that serialise replacing a tournament's rounds (the second is its id).
ROUNDS_LOCK_NAMESPACE = 7301


def _lock_rounds_of(tournament: Tournament) -> None:
    """Two versions stored at once replace the rounds one after the other, so that the newer one's stay. A lock
    of its own, not the tournament's row, which an upload locks: uploading never waits on evaluating. SQLite
    writes one transaction at a time anyway."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [ROUNDS_LOCK_NAMESPACE, tournament.pk])


def tournament_create_from_trf(*, document: TrfTournament, filename: str, system: str) -> Tournament:
    """A tournament registered from a file's header, for imports of events not registered beforehand."""
    city, code = header_place(document)
    host = federation_for_code(code=code)
    start = document.start_date or document.end_date or timezone.localdate()
    return Tournament.objects.create(
        name=(document.name or filename)[:200],
        city=city[:100],
        host_federation=host,
        organising_federation=host,
        start_date=start,
        end_date=document.end_date or start,
        system=system,
        rounds_scheduled=document.rounds,
        time_control=(document.time_control or "")[:100],
        chief_arbiter_as_reported=header_chief_arbiter(document)[:120],
    )


def tournament_has_results(*, tournament: Tournament) -> bool:
    """Results were stored for it: an evaluated version, or one being evaluated."""
    return tournament.uploads.filter(Q(status=ResultUpload.Status.EVALUATED) | Q(entries__isnull=False)).exists()


def tournament_round_dates_set(*, tournament: Tournament, dates: list) -> bool:
    """The round dates the arbiter registers by hand, until a results file gives them (`_replace_rounds`).
    Once results are stored, the file's dates stand and these are not written: returns whether they were."""
    with transaction.atomic():
        _lock_rounds_of(tournament)
        if tournament_has_results(tournament=tournament):
            return False
        tournament.rounds.all().delete()
        Round.objects.bulk_create(
            Round(tournament=tournament, number=number, date=day) for number, day in enumerate(dates, start=1)
        )
    return True


class RegistrationHasResults(Exception):
    """A registration that has a results file, even a refused one, is a report: it is corrected, not withdrawn."""


def tournament_withdraw(*, tournament: Tournament) -> None:
    """The chief arbiter withdraws a registration that has no results file (the audit log records the deletion
    with the request's user). Locked as an upload locks it, so that no file arrives while it goes."""
    with transaction.atomic():
        locked = Tournament.objects.select_for_update().get(pk=tournament.pk)
        if locked.uploads.exists():
            raise RegistrationHasResults(locked.pk)
        locked.delete()


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
