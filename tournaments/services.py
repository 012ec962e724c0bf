"""Business operations on tournaments and their result uploads."""

import hashlib
import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta

from auditlog.models import LogEntry
from django.conf import settings
from django.db import connection, connections, transaction
from django.db.models import Max, Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from config.bulk import insert_values
from config.celery_app import TRANSIENT_ERRORS
from lib.messages import stored
from notifications.models import Notification
from notifications.services import notification_send
from players.models import Federation
from players.services import RegisterDifference, players_for_trf
from trf import TrfError, TrfOutline, TrfTournament, outline_trf
from trf.header import header_chief_arbiter, header_place
from trf.values import normalise_federation

from ._versions import version_store
from .events import tournament_facts_changed, upload_received, upload_refused
from .matching import HeaderMismatch, header_mismatches
from .models import Entry, Pairing, RefusedUpload, ResultUpload, Round, Tournament

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class UploadReceipt:
    """What became of a file sent to a registered tournament: a new version, the identical current one, held
    for the uploader's word (`mismatches`), or refused (`refused_upload`: its errors; nothing else stored)."""

    upload: ResultUpload | None  # the new version, or the identical current one
    created: bool
    mismatches: tuple[HeaderMismatch, ...] = ()
    refused_upload: RefusedUpload | None = None

    @property
    def refused(self) -> bool:
        return self.refused_upload is not None

    @property
    def held(self) -> bool:
        return self.upload is None and not self.refused


# Why a tournament takes no report now, from layers above this one (the reporting deadline is the titles app's):
# each returns the reason in words, or None. Every entrance meets them, since every entrance is `upload_receive`.
_UPLOAD_GATES: list[Callable[[Tournament], str | None]] = []


def upload_gate_add(*, gate: Callable[[Tournament], str | None]) -> None:
    if gate not in _UPLOAD_GATES:
        _UPLOAD_GATES.append(gate)


def upload_receive(
    *,
    tournament: Tournament,
    filename: str,
    data: bytes,
    entrance: str,
    user=None,
    confirmed: bool = False,
    reason: str = "",
    registered_from_it: bool = False,
) -> UploadReceipt:
    """The one way a results file reaches a tournament: the upload page, the REST API and `import_trf` alike.

    A file identical to the newest version makes no new version (a double click, a retried POST). A file that is
    not a TRF file, that is larger than the worker can finish (`limits.MAX_ROUND_BLOCKS`) or that the tournament
    takes no longer is refused with its line and column and leaves only a refused attempt. A file that names
    another event, contradicts the registration or would publish less than the current version is held with its
    differences until the uploader confirms it; the confirmation is kept with the version. Only the header and
    the counts are read here (`outline_trf`, within a second): the worker reads the rest.

    `registered_from_it`: the tournament was registered from this very file in the same transaction (`import_trf`
    without --tournament, staff importing a past event): its registration and its report are one act, so the
    reporting deadline (the gates) is no reason to refuse it; every other check applies."""
    digest = hashlib.sha256(data).hexdigest()
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).get()
        latest = tournament.uploads.order_by("-version").first()
        if latest is not None and latest.sha256 == digest:
            return UploadReceipt(upload=latest, created=False)
        try:
            outline = _refusal_of(tournament, data, gates=() if registered_from_it else tuple(_UPLOAD_GATES))
        except _Refused as refusal:
            attempt = RefusedUpload.objects.create(
                tournament=tournament, filename=filename[:255], size=len(data), sha256=digest, entrance=entrance,
                sent_by=user if user is not None and user.is_authenticated else None, errors=[refusal.error],
                kind=refusal.kind,
            )
            return UploadReceipt(upload=None, created=False, refused_upload=attempt)
        mismatches = (*header_mismatches(tournament, outline), *_shrinking(tournament, outline))
        if mismatches and not confirmed:
            return UploadReceipt(upload=None, created=False, mismatches=mismatches)
        upload = version_store(
            tournament=tournament,
            filename=filename,
            data=data,
            user=user,
            header_mismatches=[mismatch.as_dict() for mismatch in mismatches],
            mismatches_confirmed=bool(mismatches),
            reason=reason,
        )
    return UploadReceipt(upload=upload, created=True, mismatches=mismatches)


class _Refused(Exception):
    def __init__(self, error: dict, kind: str = RefusedUpload.Kind.INVALID) -> None:
        super().__init__(error["message"])
        self.error = error
        self.kind = kind


def _refusal_of(tournament: Tournament, data: bytes, *, gates) -> TrfOutline:
    """The file's outline, or `_Refused` with why the tournament takes no file now or why this one is refused."""
    for gate in gates:
        if reason := gate(tournament):
            raise _Refused({"line": 0, "column": 0, "message": str(reason)}, RefusedUpload.Kind.CLOSED)
    if len(data) > settings.TRF_MAX_UPLOAD_BYTES:
        raise _Refused({"line": 0, "column": 0, "message": _(
            "The file has %(size)d bytes; the limit is %(limit)d bytes.") % {
            "size": len(data), "limit": settings.TRF_MAX_UPLOAD_BYTES}})
    try:
        return outline_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
    except TrfError as error:
        raise _Refused(trf_error_as_dict(error)) from error


def _shrinking(tournament: Tournament, outline: TrfOutline) -> list[HeaderMismatch]:
    """What the file would publish less of than the current version, and where it contradicts the registration
    (issue 30: a three-line file replaced ten players and 45 games). Each is held for the uploader's word."""
    current = tournament.uploads.filter(status=ResultUpload.Status.EVALUATED).order_by("-version").first()
    differences = []
    if outline.games == 0:
        differences.append(HeaderMismatch("games", str(current.summary.get("games", "")) if current else "", "0"))
    if outline.paired_rounds > tournament.rounds_scheduled:
        differences.append(HeaderMismatch("rounds_played", str(tournament.rounds_scheduled), str(outline.paired_rounds)))
    if outline.rounds_declared and outline.rounds_declared < outline.paired_rounds:
        differences.append(
            HeaderMismatch("rounds_declared", str(outline.rounds_declared), str(outline.paired_rounds))
        )
    differences.extend(_rounds_unplayed(tournament, outline))
    if current is None:
        return differences
    players = current.entries.count()
    if outline.players < players:
        differences.append(HeaderMismatch("players", str(players), str(outline.players)))
    played = _rounds_played(current)
    if outline.paired_rounds < played:
        differences.append(HeaderMismatch("rounds_paired", str(played), str(outline.paired_rounds)))
    return differences


def _rounds_unplayed(tournament: Tournament, outline: TrfOutline) -> list[HeaderMismatch]:
    """Rounds an event over by its registration (its end date before today) never played: fewer than registered,
    or fewer than the file's own plan (XXR, 142) where that differs from the registration (the "rounds" header
    mismatch shows that difference already). A file of a running event lacks the rounds still to come."""
    if tournament.end_date >= timezone.localdate():
        return []
    differences = []
    if outline.paired_rounds < tournament.rounds_scheduled:
        differences.append(
            HeaderMismatch("rounds_unplayed", str(tournament.rounds_scheduled), str(outline.paired_rounds))
        )
    declared = outline.rounds_declared
    if declared and declared != tournament.rounds_scheduled and outline.paired_rounds < declared:
        differences.append(HeaderMismatch("rounds_unplayed_declared", str(declared), str(outline.paired_rounds)))
    return differences


def _rounds_played(upload: ResultUpload) -> int:
    rounds = Pairing.objects.filter(entry__upload=upload).exclude(kind=Pairing.Kind.ABSENT)
    return rounds.aggregate(last=Max("round_number"))["last"] or 0


def upload_make_current(*, upload: ResultUpload, user, reason: str) -> ResultUpload:
    """An earlier version becomes current again as a new version (a copy of its file), with the reason kept."""
    return version_store(
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
    """The file is rejected (its error) or failed on our side; `upload_refused` is announced either way, and its
    follow-up (`upload_notify_refusal`) decides who hears of it: nobody for a rejected file, the uploader for a
    failed evaluation."""
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update().get(pk=upload_id)
        if not upload.is_final:
            upload.entries.all().delete()  # results stored before the failure are never shown half-judged
            status = ResultUpload.Status.FAILED if failed else ResultUpload.Status.REJECTED
            _mark(upload, status, errors=[error])  # the progress stops at the stage that failed (issue 30)
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
    start, end = _dates_from_trf(document)
    return Tournament.objects.create(
        name=(document.name or filename)[:200],
        city=city[:100],
        host_federation=host,
        organising_federation=host,
        start_date=start,
        end_date=end,
        system=system,
        rounds_scheduled=document.rounds,
        time_control=(document.time_control or "")[:100],
        chief_arbiter_as_reported=header_chief_arbiter(document)[:120],
    )


def _dates_from_trf(document: TrfTournament) -> tuple[date, date]:
    """Records 042 and 052 widened to the round dates (132): never narrower than the rounds played. A file with
    no date at all cannot register an event: no start is made up (today's would choose today's regulations)."""
    starts = [day for day in (document.start_date, *document.round_dates) if day] or [document.end_date]
    days = [day for day in (*starts, document.end_date) if day]
    if not days:
        raise TrfError(1, 1, "the file gives no date (records 042, 052 and 132 are blank); register the event first")
    return min(days), max(days)


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
    # A name ("Austria", "Lichess") is no code: cut to three letters it could name another federation (AUS).
    code = normalise_federation((code or "").strip()) or "NON"
    federation, _created = Federation.objects.get_or_create(code=code, defaults={"name": code, "is_fide_member": False})
    return federation


def upload_notify_refusal(*, upload_id: int) -> list[Notification]:
    """Who hears that the worker ended an upload without results.

    A rejected file (its lines disagree with one another, which the door leaves to the worker) mails nobody, as a
    file refused at the door does (issue 30): the upload page that the uploader was sent to says so with the
    line and column, the versions page lists it and the arbiter's home counts it; the officers have nothing to
    act on until a corrected file comes. A failed evaluation is our fault, not the file's: staff hear of it from
    the error the worker logged on the way here (mailed to ADMINS, with its traceback), and the uploader (the
    chief arbiter when the file came without one) hears once that his file is kept but not judged yet, so that
    he neither waits for norms nor sends it again."""
    upload = ResultUpload.objects.select_related("tournament__chief_arbiter__user", "uploaded_by").get(pk=upload_id)
    if upload.status != ResultUpload.Status.FAILED:
        return []
    uploader = upload.uploaded_by or getattr(upload.tournament.chief_arbiter, "user", None)
    if uploader is None:
        return []
    first_error = upload.errors[0] if upload.errors else {}
    note = notification_send(
        recipient=uploader,
        kind=Notification.Kind.UPLOAD_FAILED,
        key=f"upload-failed:{upload.pk}",
        subject=stored(gettext_noop("Results of %(tournament)s not judged yet"), tournament=upload.tournament.name),
        body=stored(gettext_noop("Version %(version)s is kept, but its evaluation failed: %(message)s"),
                    version=upload.version, message=first_error.get("message", "")),
        link=reverse("tournaments:upload_detail", args=[upload.tournament_id, upload.version]),
    )
    return [note] if note else []
