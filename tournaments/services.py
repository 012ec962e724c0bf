"""Business operations on tournaments and their result uploads."""

import hashlib
import logging
from dataclasses import dataclass
from datetime import date, timedelta

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import transaction
from django.db.models import Max
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from config.bulk import insert_rows
from players.access import is_officer_of
from players.models import Federation
from players.services import RegisterDifference, players_for_trf
from titles.services import SYSTEMS
from titles.trf_inputs import infer_system, rounds_played

from . import signals
from .matching import HeaderMismatch, header_mismatches
from .models import Arbiter, Entry, Pairing, ResultUpload, Round, Tournament
from .reporting import REMIND_DAYS_BEFORE, REPORT_WITHIN, ReportingFacts, ReportingStatus, reporting_status
from .trf import TrfError, TrfTournament, parse_trf, summarize

logger = logging.getLogger(__name__)

INTERNAL_ERROR = _("The file could not be evaluated because of an error on our side; staff have been told.")
TIME_LIMIT_ERROR = _(
    "The evaluation took longer than the worker allows and was stopped; staff have been told. "
    "Upload the file again later or ask staff to raise the limit."
)

# The inverse of the one mapping from stored systems onto the engine's.
SYSTEM_FOR_ENGINE_SYSTEM = {engine: system for system, engine in SYSTEMS.items()}


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
    """Store a new version of the tournament's results and hand it to the worker once committed."""
    from .tasks import evaluate_upload

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
        transaction.on_commit(lambda: evaluate_upload.delay(upload.pk))
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


def upload_evaluate(*, upload_id: int) -> ResultUpload:
    """Parse, store and evaluate one upload. Safe to run twice: a finished upload is left alone.

    Each stage commits its marker so that the page watching the upload can show it; the results are stored
    in one transaction and judged in the next, and no page reads them before the upload is marked evaluated.
    """
    _claim_for_evaluation(upload_id)
    try:
        upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
        if upload.is_final:
            return upload
        document = parse_trf(bytes(upload.raw), max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
        upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.STORING)
        with transaction.atomic():
            upload = ResultUpload.objects.select_for_update().select_related("tournament").get(pk=upload_id)
            if upload.is_final:
                return upload
            entries = results_store(upload=upload, document=document)
            upload.save(update_fields=["warnings"])
        upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.NORMS)
        with transaction.atomic():
            upload = ResultUpload.objects.select_for_update().select_related("tournament").get(pk=upload_id)
            if upload.is_final:
                return upload
            results_judge(upload=upload, document=document, entries=entries)
            summary = {**summarize(document), "rounds_played": rounds_played(document)}
            _mark(upload, ResultUpload.Status.EVALUATED, summary=summary, warnings=[*document.warnings, *upload.warnings])
            _announce_outcome(upload.pk)
            _judge_nationally(upload.pk)
            _issue_certificates(upload.pk)
            return upload
    except TrfError as error:
        return _finish(upload_id, ResultUpload.Status.REJECTED, trf_error_as_dict(error))
    except SoftTimeLimitExceeded:
        logger.error("Evaluating upload %s hit the worker's time limit", upload_id)
        return _finish(upload_id, ResultUpload.Status.FAILED, {"line": 0, "column": 0, "message": str(TIME_LIMIT_ERROR)})
    except Exception:
        # Our fault, not the file's: keep the upload for staff to re-run, and show no half-written results.
        logger.exception("Evaluating upload %s failed", upload_id)
        return _finish(upload_id, ResultUpload.Status.FAILED, {"line": 0, "column": 0, "message": str(INTERNAL_ERROR)})


STAGE_ORDER = list(ResultUpload.Stage)


def upload_stage_reached(*, upload_id: int, stage: str) -> None:
    """Stages only move forward: a late or repeated task never takes the page back."""
    earlier = STAGE_ORDER[: STAGE_ORDER.index(stage)]
    ResultUpload.objects.filter(pk=upload_id, stage__in=earlier).update(stage=stage)


def _announce_outcome(upload_id: int) -> None:
    from notifications.tasks import notify_upload_outcome

    transaction.on_commit(lambda: notify_upload_outcome.delay(upload_id))


def _issue_certificates(upload_id: int) -> None:
    """IT1 certificates follow every evaluation, in their own task: rendering must never hold up the verdicts."""
    from certificates.tasks import issue_certificates

    transaction.on_commit(lambda: issue_certificates.delay(upload_id))


def _judge_nationally(upload_id: int) -> None:
    """The national classification runs as its own task, so that its failure never fails the FIDE evaluation."""
    from classification.tasks import evaluate_national_results

    transaction.on_commit(lambda: evaluate_national_results.delay(upload_id))


def _claim_for_evaluation(upload_id: int) -> None:
    ResultUpload.objects.filter(pk=upload_id, status=ResultUpload.Status.RECEIVED).update(
        status=ResultUpload.Status.EVALUATING, status_changed_at=timezone.now(), stage=ResultUpload.Stage.PARSING
    )


def _finish(upload_id: int, status: str, error: dict) -> ResultUpload:
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update().get(pk=upload_id)
        if not upload.is_final:
            upload.entries.all().delete()  # results stored before the failure are never shown half-judged
            _mark(upload, status, errors=[error], stage=ResultUpload.Stage.DONE)
            _announce_outcome(upload.pk)
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
    players_by_start_number, differences = players_for_trf(document.players)
    upload.warnings = [register_difference_warning(difference) for difference in differences]
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
    entry_by_start_number = {entry.start_number: entry for entry in entries}
    insert_rows(
        Pairing,
        (
            Pairing(
                entry=entry_by_start_number[record.start_number],
                round_number=game.round,
                opponent=entry_by_start_number.get(game.opponent) if game.opponent else None,
                colour=game.colour or "",
                result_code=game.code.strip(),
                kind=Pairing.Kind[game.kind.name],
                points=game.points,
            )
            for record in document.players
            for game in record.games
        ),
    )
    _replace_rounds(upload, document)
    return entries


def results_judge(*, upload: ResultUpload, document: TrfTournament, entries: list[Entry]) -> None:
    from titles.services import entries_evaluate_norms

    entries_evaluate_norms(tournament=upload.tournament, document=document, entries=entries)


REGISTER_FIELD_LABELS = {
    "name": _("name"),
    "sex": _("sex"),
    "birth_date": _("birth date"),
    "federation": _("federation"),
}


def register_difference_warning(difference: RegisterDifference) -> str:
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


def tournament_create_from_trf(*, document: TrfTournament, filename: str) -> Tournament:
    """A tournament registered from a file's header, for imports of events not registered beforehand."""
    host = federation_for_code(document.federation)
    start = document.start_date or document.end_date or timezone.localdate()
    return Tournament.objects.create(
        name=(document.name or filename)[:200],
        city=(document.city or "")[:100],
        host_federation=host,
        organising_federation=host,
        start_date=start,
        end_date=document.end_date or start,
        system=guess_system(document),
        rounds_scheduled=document.rounds,
        time_control=(document.time_control or "")[:100],
        chief_arbiter_as_reported=(document.chief_arbiter or "")[:120],
    )


def tournament_initial_from_trf(*, document: TrfTournament) -> tuple[dict, list[str]]:
    """The registration form's values from a file's header, and notes on what the arbiter must check himself."""
    host = Federation.objects.filter(code=(document.federation or "").strip().upper()).first()
    deputies = list(Arbiter.objects.filter(name__in=document.deputy_arbiters))
    initial = {
        "name": document.name[:200],
        "city": document.city[:100],
        "host_federation": host,
        "organising_federation": host,
        "start_date": document.start_date,
        "end_date": document.end_date,
        "system": guess_system(document),
        "rounds_scheduled": document.rounds or None,
        "time_control": document.time_control[:100],
        "chief_arbiter_as_reported": document.chief_arbiter[:120],
        "deputy_arbiters": deputies,
    }
    notes = []
    if document.federation and host is None:
        notes.append(_("The file names the host federation %(code)s, which is not a FIDE federation we know.") % {"code": document.federation})
    unknown_deputies = sorted(set(document.deputy_arbiters) - {deputy.name for deputy in deputies})
    if unknown_deputies:
        notes.append(_("Deputy arbiters in the file who are not registered arbiters: %(names)s.") % {"names": ", ".join(unknown_deputies)})
    if document.time_control:
        notes.append(_("Write the clock setting in the form's own notation; the file says “%(text)s”.") % {"text": document.time_control})
    return {key: value for key, value in initial.items() if value not in (None, "", [])}, notes


def tournament_record_approvals(*, form, user) -> Tournament:
    """Save what the host federation's officer or staff approved, with who and when; judge again if it matters."""
    tournament = form.save(commit=False)
    tournament.approvals_recorded_by = user
    tournament.approvals_recorded_at = timezone.now()
    with transaction.atomic():
        tournament.save()
        if form.regulated_facts_changed:
            tournament_facts_changed(tournament=tournament)
    return tournament


def tournament_facts_changed(*, tournament: Tournament) -> None:
    """Stored verdicts and certificates were judged on the old facts: whoever judges them hears of it after commit."""
    transaction.on_commit(
        lambda: signals.tournament_facts_changed.send(sender=Tournament, tournament_id=tournament.pk)
    )


def federation_for_code(code: str) -> Federation:
    """The federation of a code in the file; an unknown code becomes a non-member so it never counts as one."""
    code = (code or "").strip().upper() or "NON"
    federation, _created = Federation.objects.get_or_create(
        code=code[:3], defaults={"name": code, "is_fide_member": False}
    )
    return federation


def guess_system(document: TrfTournament) -> str:
    return SYSTEM_FOR_ENGINE_SYSTEM.get(infer_system(document), Tournament.System.SWISS)


def tournament_reporting_status(tournament: Tournament, today: date | None = None) -> ReportingStatus:
    """The deadlines of 1.92–1.96 for this tournament as things stand today."""
    today = today or timezone.localdate()
    uploads = list(tournament.uploads.order_by("version").only("status", "uploaded_at", "status_changed_at", "uploaded_by_id"))
    reported = next((upload for upload in uploads if upload.status == ResultUpload.Status.EVALUATED), None)
    last = uploads[-1] if uploads else None
    returned = last if last and last.status == ResultUpload.Status.REJECTED and reported is None else None
    last_round = max((day for day in tournament.rounds.values_list("date", flat=True) if day), default=tournament.end_date)
    facts = ReportingFacts(
        last_round=last_round,
        reported_on=timezone.localdate(reported.uploaded_at) if reported else None,
        returned_on=timezone.localdate(returned.status_changed_at) if returned else None,
        registered=tournament.registered_on is not None,
        late_report_approved=tournament.late_report_approved,
        submitted_by_host_federation=_submitted_by_host(tournament, reported or last),
    )
    return reporting_status(facts, today)


def _submitted_by_host(tournament: Tournament, upload: ResultUpload | None) -> bool:
    uploader = upload.uploaded_by if upload else None
    return bool(uploader and (uploader.is_staff or is_officer_of(uploader, tournament.host_federation_id)))


def tournaments_remind_report_due(today: date | None = None) -> list:
    """Remind chief arbiters whose report falls due within a week and who have not reported yet."""
    from notifications.models import Notification
    from notifications.services import notification_send

    today = today or timezone.localdate()
    reminder_window = (today, today + timedelta(days=REMIND_DAYS_BEFORE))
    candidates = (
        Tournament.objects.filter(
            end_date__range=(reminder_window[0] - REPORT_WITHIN, reminder_window[1] - REPORT_WITHIN),
            chief_arbiter__user__isnull=False,
        )
        .exclude(uploads__status=ResultUpload.Status.EVALUATED)
        .select_related("chief_arbiter__user")
    )
    sent = []
    for tournament in candidates:
        status = tournament_reporting_status(tournament, today)
        if not reminder_window[0] <= status.report_due <= reminder_window[1]:
            continue
        note = notification_send(
            recipient=tournament.chief_arbiter.user,
            kind=Notification.Kind.REPORT_DUE,
            key=f"report-due:{tournament.pk}",
            subject=_("Report of %(tournament)s due by %(date)s") % {"tournament": tournament.name, "date": status.report_due},
            body=_("Upload the results file within 30 days of the last round (1.92)."),
            link=reverse("tournaments:upload", args=[tournament.pk]),
        )
        if note:
            sent.append(note)
    return sent


def uploads_requeue_stale() -> list[int]:
    """Uploads the worker has not finished after a while are sent again (a lost message or worker)."""
    from .tasks import evaluate_upload

    cutoff = timezone.now() - timedelta(seconds=settings.UPLOAD_REQUEUE_AFTER_SECONDS)
    stale = list(
        ResultUpload.objects.filter(
            status__in=[ResultUpload.Status.RECEIVED, ResultUpload.Status.EVALUATING], status_changed_at__lt=cutoff
        ).values_list("pk", flat=True)
    )
    for upload_id in stale:
        logger.warning("Upload %s is still unevaluated; sending it to the worker again", upload_id)
        evaluate_upload.delay(upload_id)
    return stale
