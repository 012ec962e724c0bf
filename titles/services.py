"""Business operations on norms: evaluating an upload's results with the regulations engine.

`upload_evaluate` is the one place an upload goes from a stored file to judged norms: parse, store the
results (tournaments), judge every entry, then announce `upload_evaluated` for the follow-ups.
"""

import dataclasses
import logging
import os
import socket
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from fractions import Fraction

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext_lazy as _

from config.bulk import insert_rows, reserve_ids, update_rows
from config.celery_app import TRANSIENT_ERRORS
from lib.bulk_audit import UPDATE, RecordChange, audit_bulk_write
from lib.collector import collector_paused
from players.models import Federation, PlayerTitle
from players.services import fide_federation_codes
from regulations import EventFlag, NormVerdict, TournamentFacts, evaluate_all, event_dates, forecast
from regulations.facts import FIDE_FLAG
from regulations.figures import player_figures
from tournaments import services as tournament_services
from tournaments.models import Arbiter, Entry, ResultUpload, Tournament
from trf import TrfError, TrfTournament, parse_trf, summarize
from trf.header import header_chief_arbiter, header_place, looks_like_address

from . import trf_inputs
from .category_table import edition_judging
from .clock import clock_setting_from_trf
from .corrections import applications_follow_results
from .engine_facts import SYSTEM_FOR_ENGINE_SYSTEM, SYSTEMS, event_flags
from .events import upload_evaluated
from .honorary_ratings import tournament_honorary_fact
from .models import NormResult

logger = logging.getLogger(__name__)

INTERNAL_ERROR = _("The file could not be evaluated because of an error on our side; staff have been told.")
TIME_LIMIT_ERROR = _(
    "The evaluation took longer than the worker allows and was stopped; staff have been told. "
    "Upload the file again later or ask staff to raise the limit."
)
INTERRUPTED_ERROR = _(
    "The evaluation was cut off several times before it finished (the worker's time limit or a lost worker); "
    "staff have been told and can run it again."
)


def upload_evaluate(*, upload_id: int, owner: str = "") -> ResultUpload:
    """Parse, store and evaluate one upload, then announce it. Safe to run twice: a finished upload is left alone,
    and one whose evaluation another run holds (its lease) raises `UploadBusy`.

    `owner` names the run (a worker's task: its retries share the lease). Each stage commits its marker so that
    the page watching the upload can show it; the results are stored in one transaction and judged in the next,
    and no page reads them before the upload is marked evaluated. A transient error of the database or the
    broker is raised for the task to retry; the file's own defect rejects it; anything else is our bug and
    fails it, for staff to run again.
    """
    owner = owner or f"{socket.gethostname()}:{os.getpid()}"
    upload = tournament_services.upload_claim_for_evaluation(upload_id=upload_id, owner=owner)
    if upload.is_final:
        return upload
    if upload.interruptions >= settings.UPLOAD_EVALUATION_MAX_INTERRUPTIONS:
        logger.error("Evaluating upload %s was interrupted %s times; it is marked failed", upload_id, upload.interruptions)
        return tournament_services.upload_refuse(
            upload_id=upload_id, error={"line": 0, "column": 0, "message": str(INTERRUPTED_ERROR)}, failed=True
        )
    try:
        with tournament_services.upload_lease_kept(upload_id=upload_id, owner=owner), collector_paused():
            return _upload_evaluate_leased(upload=upload, owner=owner)
    except (*TRANSIENT_ERRORS, tournament_services.UploadBusy):
        raise
    except TrfError as error:
        return tournament_services.upload_refuse(upload_id=upload_id, error=tournament_services.trf_error_as_dict(error))
    except SoftTimeLimitExceeded:
        logger.error("Evaluating upload %s hit the worker's time limit", upload_id)
        return upload_stopped_by_time_limit(upload_id=upload_id)
    except Exception:
        # Our fault, not the file's: keep the upload for staff to re-run, and show no half-written results.
        logger.exception("Evaluating upload %s failed", upload_id)
        return tournament_services.upload_refuse(
            upload_id=upload_id, error={"line": 0, "column": 0, "message": str(INTERNAL_ERROR)}, failed=True
        )


def _upload_evaluate_leased(*, upload: ResultUpload, owner: str) -> ResultUpload:
    upload_id = upload.pk
    document = parse_trf(bytes(upload.raw), max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
    tournament_services.upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.STORING)
    with transaction.atomic():
        upload = tournament_services.upload_lock_for_evaluation(upload_id=upload_id, owner=owner)
        if upload.is_final:
            return upload
        entries = tournament_services.results_store(upload=upload, document=document)
        upload.save(update_fields=["warnings"])
    tournament_services.upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.NORMS)
    with transaction.atomic():
        entries_evaluate_norms(tournament=upload.tournament, document=document, entries=entries)
        # The row is locked only now, for a moment: renewing the lease writes it, and must not wait for the judging.
        upload = tournament_services.upload_lock_for_evaluation(upload_id=upload_id, owner=owner)
        if upload.is_final:
            raise tournament_services.UploadBusy(f"upload {upload_id} was finished by another run")
        tournament_services.upload_mark_evaluated(
            upload=upload,
            summary={**summarize(document), "rounds_played": trf_inputs.rounds_played(document)},
            warnings=[*document.warnings, *upload.warnings],
        )
        upload_evaluated.announce(upload.pk)
        return upload


def upload_stopped_by_time_limit(*, upload_id: int) -> ResultUpload:
    """The evaluation ran past the worker's time limit: the upload fails with that reason, for staff to run again."""
    return tournament_services.upload_refuse(
        upload_id=upload_id, error={"line": 0, "column": 0, "message": str(TIME_LIMIT_ERROR)}, failed=True
    )


def tournament_register_from_trf(*, document: TrfTournament, filename: str) -> Tournament:
    """A tournament registered from a file's header, its system guessed from the pairings when not given."""
    return tournament_services.tournament_create_from_trf(
        document=document, filename=filename, system=guess_system(document=document)
    )


def tournament_initial_from_trf(*, document: TrfTournament) -> tuple[dict, list[str]]:
    """The registration form's values from a file's header, and notes on what the arbiter must check himself."""
    city, code = header_place(document)
    host = Federation.objects.filter(code=code).first()
    deputies = list(Arbiter.objects.filter(name__in=document.deputy_arbiters))
    clock = clock_setting_from_trf(document.time_control)
    start, end = event_dates(document.start_date, document.end_date, document.round_dates)
    initial = {
        "name": document.name[:200],
        "city": city[:100],
        "host_federation": host,
        "organising_federation": host,
        "start_date": start,
        "end_date": end,
        "system": guess_system(document=document),
        "rounds_scheduled": document.rounds or None,
        "time_control": document.time_control[:100],
        "clock_setting": clock,
        "chief_arbiter_as_reported": header_chief_arbiter(document)[:120],
        "deputy_arbiters": deputies,
        "round_dates": ", ".join(day.isoformat() for day in known_round_dates(document.round_dates)),
    }
    notes = []
    if code and host is None:
        notes.append(_("The file names the host federation %(code)s, which is not a FIDE federation we know.") % {"code": code})
    if looks_like_address(document.city) or looks_like_address(document.chief_arbiter):
        notes.append(_("The file gives a web address instead of the city or the chief arbiter; they are left blank."))
    unknown_deputies = sorted(set(document.deputy_arbiters) - {deputy.name for deputy in deputies})
    if unknown_deputies:
        notes.append(_("Deputy arbiters in the file who are not registered arbiters: %(names)s.") % {"names": ", ".join(unknown_deputies)})
    if document.time_control and not clock:
        notes.append(_("Write the clock setting in the form's own notation; the file says “%(text)s”.") % {"text": document.time_control})
    return {key: value for key, value in initial.items() if value not in (None, "", [])}, notes


def known_round_dates(round_dates: Sequence[date | None]) -> list[date]:
    """The dates of rounds 1, 2, … up to the first round the file gives no date for: a gap would shift the rest."""
    known = []
    for day in round_dates:
        if day is None:
            break
        known.append(day)
    return known


# The records of teams (013 TRF16, 310 TRF26); national rating records (NRS lines) are kept beside them.
TEAM_RECORDS = frozenset({"013", "310"})


def guess_system(*, document: TrfTournament) -> str:
    """The system the file's records and pairings show (the strictest they name, if they disagree); a system the
    registration form does not offer (knockout, other) is left for the arbiter, as a Swiss."""
    return SYSTEM_FOR_ENGINE_SYSTEM.get(trf_inputs.system_reading(document).system, Tournament.System.SWISS)


def tournament_facts(*, tournament: Tournament, document: TrfTournament) -> TournamentFacts:
    """The registered tournament's facts; the file adds who took part, and its records and pairings confirm the
    registered system (a dispute is carried for the verdict to say)."""
    flags = set(event_flags(tournament.event_kind))
    if tournament.exemption_approved_by_qc:
        flags.add(EventFlag.QC_APPROVED_EXEMPTION)
    if tournament.single_federation_subzonal_this_year:
        flags.add(EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION)
    round_dates = tuple(day for day in tournament.rounds.values_list("date", flat=True) if day)
    # The registered dates widened to the rounds played: the judged start is never later than the first round.
    start, end = event_dates(tournament.start_date, tournament.end_date, round_dates)
    reading = trf_inputs.system_reading(document, registered=SYSTEMS[tournament.system])
    return TournamentFacts(
        start_date=start,
        end_date=end,
        system=reading.system,
        system_disputed=reading.disputed,
        rounds_scheduled=max(tournament.rounds_scheduled, 1),
        host_federation=_host_federation_code(tournament),
        flags=frozenset(flags),
        round_dates=round_dates,
        participants=trf_inputs.participants(document),
        excluded_federations=_excluded_federation_codes(document),
        ratings_of_day_of_play=tournament.ratings_of_day_of_play,
        rating_method_stipulated=tournament.rating_method_stipulated,
        honorary=tournament_honorary_fact(tournament=tournament, document=document),
        length_approved=tournament.length_approved,
    )


def _host_federation_code(tournament: Tournament) -> str:
    """The registered host federation; "" (not known) for a placeholder such as NON, which is no member and
    would make every entrant foreign (1.43e, 1.4.3d)."""
    host = tournament.host_federation
    return host.code if host.is_fide_member else ""


def _excluded_federation_codes(document: TrfTournament) -> frozenset[str]:
    """1.42a: federation codes that are no FIDE member in good standing: non-members and temporarily excluded
    federations of the register, and the file's codes that neither the register nor the shipped FIDE list knows
    as a member. FID (a player under the FIDE flag) is the edition's to judge."""
    not_in_good_standing = Federation.objects.exclude(is_fide_member=True, is_temporarily_excluded=False)
    members = set(fide_federation_codes()) | set(
        Federation.objects.filter(is_fide_member=True).values_list("code", flat=True)
    )
    used = {record.federation for record in document.players if record.federation}
    return frozenset(set(not_in_good_standing.values_list("code", flat=True)) | (used - members - {FIDE_FLAG}))


def entries_evaluate_norms(*, tournament: Tournament, document: TrfTournament, entries: Sequence[Entry]) -> list[NormResult]:
    """Judge every entry for every norm title, store the verdicts and each entry's figures (1.42, 1.47, 1.48)."""
    document = document_with_titles_at_start(document=document, tournament=tournament, entries=entries)
    facts = tournament_facts(tournament=tournament, document=document)
    played = trf_inputs.rounds_played(document)
    in_progress = played < facts.rounds_scheduled
    edition = edition_judging(facts.start_date)
    entry_by_number = {entry.start_number: entry for entry in entries}
    results: list[NormResult] = []
    for item in trf_inputs.player_inputs(document):
        entry = entry_by_number[item.player.id]
        games = list(item.games)
        _store_figures(entry, player_figures(games))
        estimates = _forecasts(facts, item.player, games, played) if in_progress else {}
        for verdict in evaluate_all(facts, item.player, games, edition=edition):
            results.append(NormResult(entry=entry, forecast=estimates.get(verdict.title), **verdict_fields(verdict)))
    update_rows(Entry, entries, ["games_counted", "score_counted", "average_rating", "performance"])
    stored = _store_verdicts(results)
    if entries:
        applications_follow_results(upload=entries[0].upload)
    return stored


# What the audit log records of a verdict judged again: the verdict, its figures, and the rules it fails.
AUDITED_VERDICT_FIELDS = ("edition", "achieved", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used")


def _store_verdicts(results: list[NormResult]) -> list[NormResult]:
    """Judging again updates each entry's verdicts in place: certificates and applications point at them, and
    the audit log records each verdict that changed. A new upload's verdicts are written in one statement, with
    ids drawn beforehand (PostgreSQL) or read back."""
    entry_ids = {result.entry_id for result in results}
    stored = dict(_verdict_ids(entry_ids))
    fields = [field.name for field in NormResult._meta.concrete_fields if field.name not in {"id", "entry", "title", "evaluated_at"}]
    for result in results:
        result.pk = stored.get((result.entry_id, result.title))
    judged_again = [result for result in results if result.pk]
    before = NormResult.objects.in_bulk([result.pk for result in judged_again]) if judged_again else {}
    NormResult.objects.bulk_update(judged_again, fields)
    audit_bulk_write(
        model=NormResult,
        action=UPDATE,
        records=[_verdict_change(before[result.pk], result) for result in judged_again],
        source={"source": "judged_again"},
    )
    new = [result for result in results if not result.pk]
    if new:
        ids = reserve_ids(NormResult, len(new))
        if ids is not None:
            for result, pk in zip(new, ids, strict=True):
                result.pk = pk
        insert_rows(NormResult, new)
        if ids is None:
            written = dict(_verdict_ids(entry_ids))
            for result in new:
                result.pk = written[(result.entry_id, result.title)]
    return results


def _verdict_change(before: NormResult, after: NormResult) -> RecordChange:
    def failed_rules(result: NormResult) -> str:
        return ", ".join(check["rule"] for check in result.failed_checks)

    changes = {
        name: [_json_value(getattr(before, name)), _json_value(getattr(after, name))]
        for name in AUDITED_VERDICT_FIELDS
        if getattr(before, name) != getattr(after, name)
    }
    if failed_rules(before) != failed_rules(after):
        changes["failed_rules"] = [failed_rules(before), failed_rules(after)]
    return RecordChange(pk=after.pk, label=str(after), changes=changes)


def _json_value(value):
    return str(value) if isinstance(value, Decimal) else value


def _verdict_ids(entry_ids: set[int]):
    for entry_id, title, pk in NormResult.objects.filter(entry_id__in=entry_ids).values_list("entry_id", "title", "pk"):
        yield (entry_id, title), pk


# Titles from the highest down, for finding what a player held before a later confirmation.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")


def document_with_titles_at_start(*, document: TrfTournament, tournament: Tournament, entries: Sequence[Entry]) -> TrfTournament:
    """0.43: a title counts only in tournaments that start after its confirmation; the file may be ahead of it."""
    player_ids = {entry.start_number: entry.player_id for entry in entries}
    confirmations: dict[int, dict[str, date | None]] = {}
    for held in PlayerTitle.objects.filter(player_id__in=player_ids.values()):
        confirmations.setdefault(held.player_id, {})[held.title] = held.confirmed_on
    records = tuple(
        _title_at_start(record, confirmations.get(player_ids.get(record.start_number), {}), tournament.start_date)
        for record in document.players
    )
    return dataclasses.replace(document, players=records)


def _title_at_start(record, confirmed: dict, start: date):
    confirmed_on = confirmed.get(record.title)
    if not record.title or confirmed_on is None or confirmed_on < start:
        return record
    earlier = [title for title in TITLE_ORDER if confirmed.get(title) and confirmed[title] < start]
    return dataclasses.replace(record, title=earlier[0] if earlier else "")


def _store_figures(entry: Entry, figures) -> None:
    entry.games_counted = figures.games
    entry.score_counted = points_decimal(figures.score)
    entry.average_rating = figures.average_rating
    entry.performance = figures.performance


def _forecasts(facts: TournamentFacts, player, games, rounds_played: int) -> dict[str, dict]:
    """Estimates per title for a tournament still in progress, as plain values for the page."""
    remaining = facts.rounds_scheduled - rounds_played
    return {
        estimate.title: {
            "games_played": estimate.games_played,
            "score": float(estimate.score),
            "average_rating": estimate.average_rating,
            "rounds_remaining": estimate.rounds_remaining,
            "needed_from_remaining": _optional_float(estimate.needed_from_remaining),
            "score_needed": _optional_float(estimate.score_needed),
            "reachable": estimate.reachable,
            "note": estimate.note,
            **(estimate.message.as_dict() if estimate.message else {}),
        }
        for estimate in forecast(facts, player, games, rounds_remaining=remaining)
    }


def _optional_float(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def verdict_fields(verdict: NormVerdict, *, checks: bool = True) -> dict:
    """A verdict as plain values: the stored norm result and the JSON of `evaluate_norms` share it. Without
    ``checks``, the checks and the rounds left out are left to the caller, which writes them otherwise."""
    return {
        "title": verdict.title,
        "edition": verdict.edition,
        "achieved": verdict.achieved,
        "games": verdict.games,
        "counts_as_games": verdict.counts_as_games,
        "score": points_decimal(verdict.score),
        "average_rating": verdict.average_rating,
        "performance": verdict.performance,
        "exemption_used": verdict.exemption_used or "",
        "counted_rounds": list(verdict.counted_rounds),
        "dropped_rounds": [dropped.as_dict() for dropped in verdict.dropped_rounds] if checks else [],
        "checks": [check.as_dict() for check in verdict.checks] if checks else [],
        "totals": verdict.totals.as_dict(),
    }


def points_decimal(score: Fraction) -> Decimal:
    return Decimal(score.numerator) / Decimal(score.denominator)
