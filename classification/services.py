"""Business operations of the national classification: judging uploads, awards, the norm table, expiry."""

from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal
from fractions import Fraction

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Prefetch, prefetch_related_objects
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_noop

from lib.messages import stored
from lib.scores import score_text
from notifications.models import Notification
from notifications.services import notification_send
from players.models import FederationOfficer, Player
from titles.check_texts import text_of
from tournaments.models import Entry, Pairing, ResultUpload, Tournament
from tournaments.selectors import upload_current

from . import conf, inputs, selectors
from .models import (
    PERCENT_FIELDS,
    CandidatePoint,
    CategoryRecord,
    Failure,
    NationalCategory,
    NationalEvaluation,
    NationalResult,
    NormTable,
    NormTableRow,
    TournamentNationalFacts,
)
from .rules import (
    CATEGORY_OF_TARGET,
    REQUIREMENTS,
    Category,
    Change,
    ChangeKind,
    EventFacts,
    FailureVerdict,
    NormRow,
    NormVerdict,
    PlayerVerdict,
    Target,
    TournamentVerdict,
    add_years,
    evaluate_tournament,
    expiry_date,
    row_problems,
)
from .rules.conditions import AWARDS
from .rules.confirmation import CATEGORY_YEARS
from .text import stored_citation

# The steps the rules take by themselves from an event; awards (GAINED) are recorded by people.
AUTOMATIC_CHANGES = {
    ChangeKind.CONFIRMED: CategoryRecord.Change.CONFIRMED,
    ChangeKind.DEMOTED: CategoryRecord.Change.DEMOTED,
}


def upload_evaluate_national(*, upload: ResultUpload) -> NationalEvaluation:
    """Judge every participant of an evaluated upload by seed 004 and store the verdicts. Once every round is
    in, record what follows by itself for the tournament's newest version: confirmations, failures,
    demotions and candidate points lost. Running it twice changes nothing: every row is keyed by the upload,
    the entry, or the player and the event."""
    with transaction.atomic():
        upload = ResultUpload.objects.select_for_update().select_related("tournament").get(pk=upload.pk)
        if upload.status != ResultUpload.Status.EVALUATED:
            raise ValueError(f"upload {upload.pk} is {upload.status}, not evaluated")
        tournament = upload.tournament
        entries = list(upload.entries.select_related("player"))
        table = selectors.norm_table_in_force(day=tournament.start_date)
        event, verdict = _judge(tournament, upload, entries, table)
        evaluation = _store_evaluation(upload, event, verdict, table)
        _store_results(evaluation, entries, verdict)
        if evaluation.final and upload == upload_current(tournament=tournament):
            _record_consequences(tournament, entries, verdict)
    return evaluation


def _rounds_played(upload: ResultUpload) -> int:
    return upload.summary.get("rounds_played", 0)


def _judge(
    tournament: Tournament, upload: ResultUpload, entries: Sequence[Entry], table: NormTable | None
) -> tuple[EventFacts, TournamentVerdict]:
    """Every participant makes the event's coefficient; only the federation's own players are judged, since
    the classification is theirs: a big open abroad costs its handful of them, not its thousand entries."""
    player_ids = [entry.player_id for entry in entries]
    standings = selectors.standings_on(
        player_ids=player_ids, day=tournament.start_date, excluding_tournament=tournament
    )
    event = inputs.event_facts(
        tournament=tournament,
        facts=selectors.national_facts_of(tournament=tournament),
        entries=entries,
        standings=standings,
        rounds_played=_rounds_played(upload),
        last_round_kinds=dict(
            Pairing.objects.filter(entry__upload=upload, round_number=_rounds_played(upload)).values_list("entry_id", "kind")
        ),
        master_coefficient=conf.master_coefficient(),
        home_federation=conf.home_federation(),
    )
    own_players = [entry for entry in entries if entry.federation_code == event.home_federation]
    prefetch_related_objects(own_players, Prefetch("pairings", queryset=Pairing.objects.select_related("opponent")))
    records = inputs.player_records(
        entries=own_players,
        round_dates=dict(tournament.rounds.exclude(date=None).values_list("number", "date")),
        simultaneous=selectors.simultaneous_events(
            tournament=tournament, player_ids=[entry.player_id for entry in own_players]
        ),
    )
    return event, evaluate_tournament(event, records, selectors.norm_rows(table=table))


def _store_evaluation(
    upload: ResultUpload, event: EventFacts, verdict: TournamentVerdict, table: NormTable | None
) -> NationalEvaluation:
    evaluation, _created = NationalEvaluation.objects.update_or_create(
        upload=upload,
        defaults={
            "coefficient": verdict.coefficient,
            "norm_table": table if verdict.row else None,
            "norm_row": _row_as_dict(verdict.row),
            "master_coefficient": conf.master_coefficient(),
            "participants_without_category": sum(
                1 for person in event.participants if person.standing.category is Category.NONE
            ),
            "final": _rounds_played(upload) >= upload.tournament.rounds_scheduled,
        },
    )
    return evaluation


def _row_as_dict(row: NormRow | None) -> dict | None:
    if row is None:
        return None
    return {
        "coefficient_from": str(row.coefficient_from),
        "coefficient_to": str(row.coefficient_to),
        "percents": {target.value: str(percent) for target, percent in row.percents.items()},
    }


RESULT_FIELDS = (
    "evaluation",
    "player",
    "category",
    "counted_category",
    "candidate_points",
    "coefficient",
    "games",
    "score",
    "best_norm",
    "confirmed",
    "failure",
    "norms",
    "changes",
)


def _store_results(evaluation: NationalEvaluation, entries: Sequence[Entry], verdict: TournamentVerdict) -> None:
    """One statement writes every verdict (judging again updates them in place); players no longer judged lose theirs."""
    entry_by_number = {entry.start_number: entry for entry in entries}
    results = [_result(evaluation, entry_by_number[player.participant_id], player) for player in verdict.players]
    NationalResult.objects.bulk_create(
        results, update_conflicts=True, unique_fields=["entry"], update_fields=list(RESULT_FIELDS)
    )
    NationalResult.objects.filter(entry__upload=evaluation.upload_id).exclude(
        entry__in=[result.entry for result in results]
    ).delete()


def _result(evaluation: NationalEvaluation, entry: Entry, player: PlayerVerdict) -> NationalResult:
    best = player.best_new_norm
    return NationalResult(
        entry=entry,
        evaluation=evaluation,
        player=entry.player,
        category=player.standing.category.value,
        counted_category=player.counted_category.value,
        candidate_points=player.standing.candidate_points,
        coefficient=player.coefficient,
        games=player.games,
        score=_decimal(player.score),
        best_norm=best.target.value if best else "",
        confirmed=player.confirmed,
        failure=player.failure is not None,
        norms=[_norm_as_dict(norm) for norm in player.norms],
        changes=[_change_as_dict(change) for change in player.changes],
    )


def _norm_as_dict(norm: NormVerdict) -> dict:
    return {
        "target": norm.target.value,
        "status": norm.status.value,
        "percent": None if norm.percent is None else str(norm.percent),
        "required": None if norm.required is None else score_text(norm.required),
        "checks": [check.as_dict() for check in norm.checks],
    }


def _change_as_dict(change: Change) -> dict:
    return {
        "kind": change.kind.value,
        "category": change.category.value,
        "effective_on": change.effective_on.isoformat(),
        "expires_on": change.expires_on.isoformat() if change.expires_on else None,
        "rule": change.rule,
        "lifetime": change.lifetime,
        "candidate_points": change.candidate_points,
    }


def _decimal(value: Fraction) -> Decimal:
    return Decimal(value.numerator) / Decimal(value.denominator)


def _record_consequences(tournament: Tournament, entries: Sequence[Entry], verdict: TournamentVerdict) -> None:
    entry_by_number = {entry.start_number: entry for entry in entries}
    judged = set()
    for player_verdict in verdict.players:
        player = entry_by_number[player_verdict.participant_id].player
        judged.add(player.pk)
        _reconcile_failure(player, tournament, player_verdict.failure)
        _reconcile_changes(player, tournament, player_verdict.changes)
        _reconcile_points_removed(player, tournament, player_verdict)
    _forget_consequences(tournament, excluding_players=judged)


def _reconcile_failure(player: Player, tournament: Tournament, failure: FailureVerdict | None) -> None:
    if failure is None:
        Failure.objects.filter(player=player, tournament=tournament).delete()
        return
    Failure.objects.update_or_create(
        player=player,
        tournament=tournament,
        defaults={
            "category": failure.category.value,
            "occurred_on": tournament.end_date,
            "severe": failure.severe,
            "score": _decimal(failure.score),
            "threshold": _decimal(failure.threshold).quantize(Decimal("0.01")),
            "rule": failure.check.rule,
        },
    )


def _reconcile_changes(player: Player, tournament: Tournament, changes: Iterable[Change]) -> None:
    wanted = {AUTOMATIC_CHANGES[change.kind]: change for change in changes}
    CategoryRecord.objects.filter(player=player, tournament=tournament, change__in=AUTOMATIC_CHANGES.values()).exclude(
        change__in=wanted
    ).delete()
    for kind, change in wanted.items():
        CategoryRecord.objects.update_or_create(
            player=player,
            tournament=tournament,
            change=kind,
            defaults={
                "category": change.category.value,
                "effective_on": change.effective_on,
                "expires_on": change.expires_on,
                "lifetime": change.lifetime,
                "rule": change.rule,
            },
        )
    _reconcile_kept_points(player, tournament, wanted.get(CategoryRecord.Change.DEMOTED))


def _reconcile_kept_points(player: Player, tournament: Tournament, demotion: Change | None) -> None:
    """Conf. 4: a КМС lowered after failures keeps two candidate points, from the day of the demotion."""
    kept = CandidatePoint.objects.filter(player=player, tournament=tournament, origin=CandidatePoint.Origin.DEMOTION)
    wanted = demotion.candidate_points if demotion else 0
    if kept.count() == wanted:
        return
    kept.delete()
    _create_kept_points(player, demotion, tournament)


def _create_kept_points(player: Player, change: Change | None, tournament: Tournament | None) -> None:
    if change is None or not change.candidate_points:
        return
    CandidatePoint.objects.bulk_create(
        CandidatePoint(
            player=player,
            earned_on=change.effective_on,
            expires_on=add_years(change.effective_on, CATEGORY_YEARS),
            origin=CandidatePoint.Origin.DEMOTION,
            tournament=tournament,
        )
        for _number in range(change.candidate_points)
    )


def _reconcile_points_removed(player: Player, tournament: Tournament, verdict: PlayerVerdict) -> None:
    """Conf. 5: each failure of a first-category player takes a candidate point, the oldest one."""
    removed = CandidatePoint.objects.filter(player=player, removed_by_tournament=tournament)
    if removed.count() == verdict.points_removed:
        return
    removed.update(removed_on=None, removed_by_tournament=None)
    end = tournament.end_date
    oldest = (
        CandidatePoint.objects.filter(
            player=player,
            removed_on__isnull=True,
            earned_on__gte=verdict.standing.held_since or end,
            earned_on__lte=end,
            expires_on__gt=end,
        )
        .exclude(tournament=tournament)
        .order_by("earned_on", "pk")
        .values_list("pk", flat=True)[: verdict.points_removed]
    )
    CandidatePoint.objects.filter(pk__in=list(oldest)).update(removed_on=end, removed_by_tournament=tournament)


def _forget_consequences(tournament: Tournament, excluding_players: set[int]) -> None:
    """A corrected file may drop a player: what the rules recorded for him from this event goes too."""
    Failure.objects.filter(tournament=tournament).exclude(player_id__in=excluding_players).delete()
    CategoryRecord.objects.filter(tournament=tournament, change__in=AUTOMATIC_CHANGES.values()).exclude(
        player_id__in=excluding_players
    ).delete()
    CandidatePoint.objects.filter(tournament=tournament, origin=CandidatePoint.Origin.DEMOTION).exclude(
        player_id__in=excluding_players
    ).delete()
    CandidatePoint.objects.filter(removed_by_tournament=tournament).exclude(player_id__in=excluding_players).update(
        removed_on=None, removed_by_tournament=None
    )


def tournament_national_facts_update(*, tournament: Tournament, user, **fields) -> TournamentNationalFacts:
    """Store what the arbiter or officer states about the event, and judge its current results again."""
    facts, _created = TournamentNationalFacts.objects.update_or_create(
        tournament=tournament, defaults={**fields, "updated_by": user}
    )
    upload = upload_current(tournament=tournament)
    if upload is not None:
        upload_evaluate_national(upload=upload)
    return facts


def national_result_record_award(*, result: NationalResult, user) -> CategoryRecord | CandidatePoint:
    """Record that the body of Cond. 10, 11, 16 or 17 awarded the result's best new norm. Recording it twice
    keeps one record."""
    if not result.best_norm:
        raise ValueError(f"national result {result.pk} has no new norm to award")
    tournament = result.evaluation.upload.tournament
    target = Target(result.best_norm)
    end = tournament.end_date
    if target is Target.CANDIDATE_POINT:
        point, _created = CandidatePoint.objects.get_or_create(
            player=result.player,
            tournament=tournament,
            origin=CandidatePoint.Origin.NORM,
            defaults={"earned_on": end, "expires_on": add_years(end, CATEGORY_YEARS), "recorded_by": user},
        )
        return point
    category = CATEGORY_OF_TARGET[target]
    event_format = inputs.event_format(tournament, selectors.national_facts_of(tournament=tournament))
    record, _created = CategoryRecord.objects.get_or_create(
        player=result.player,
        tournament=tournament,
        change=CategoryRecord.Change.GAINED,
        defaults={
            "category": category.value,
            "effective_on": end,
            "expires_on": expiry_date(
                category, end, result.games, tournament.rounds_scheduled, event_format, confirming=False
            ),
            "rule": AWARDS[REQUIREMENTS[target].awarded_by][0],
            "recorded_by": user,
        },
    )
    return record


def norm_table_save(
    *,
    effective_from: date,
    rows: Sequence[NormRow],
    user,
    source: str = "",
    note: str = "",
    table: NormTable | None = None,
) -> NormTable:
    """Store one version of the coefficient table: a new date makes a new version, a known date replaces its rows."""
    problems = row_problems(rows)
    if problems:
        raise ValidationError([text_of(problem) for problem in problems])
    with transaction.atomic():
        if table is None:
            table = NormTable.objects.filter(effective_from=effective_from).first() or NormTable(
                effective_from=effective_from
            )
        table.effective_from = effective_from
        table.source = source
        table.note = note
        table.updated_by = user
        table.save()
        table.rows.all().delete()
        NormTableRow.objects.bulk_create(
            NormTableRow(
                table=table,
                coefficient_from=row.coefficient_from,
                coefficient_to=row.coefficient_to,
                **{name: row.percents.get(target) for target, name in PERCENT_FIELDS.items()},
            )
            for row in rows
        )
    return table


def categories_expire(*, today: date) -> list[CategoryRecord]:
    """Write every lapse up to ``today`` (Conf. 2, 4, 6), then tell the players and their federation's officers,
    each once. Safe to run twice or at once: each player is locked, and each notice has its own key."""
    written = []
    for player_id in selectors.players_due_to_lapse(today=today).values_list("pk", flat=True):
        written.extend(_write_lapses(player_id, today))
    lapses_notify()
    candidate_points_notify_expired(today=today)
    return written


def _write_lapses(player_id: int, today: date) -> list[CategoryRecord]:
    with transaction.atomic():
        player = Player.objects.select_for_update().get(pk=player_id)
        records = []
        for change in selectors.lapses_due(player_id=player_id, day=today):
            records.append(
                CategoryRecord.objects.create(
                    player=player,
                    category=change.category.value,
                    change=CategoryRecord.Change.EXPIRED,
                    effective_on=change.effective_on,
                    expires_on=change.expires_on,
                    rule=change.rule,
                )
            )
            _create_kept_points(player, change, None)
        return records


def lapses_notify() -> int:
    """Tell each lapse not yet told; the notice is sent before it is marked, and a notice is sent once per key."""
    told = 0
    for record in selectors.lapses_unnotified():
        _notify(
            record.player,
            key=f"national-lapse:{record.pk}",
            subject=stored(gettext_noop("National category of %(player)s lapsed"), player=record.player.name),
            body=_lapse_text(record),
        )
        CategoryRecord.objects.filter(pk=record.pk).update(notified_at=timezone.now())
        told += 1
    return told


def _lapse_text(record: CategoryRecord) -> dict:
    values = {
        "player": record.player.name,
        "date": record.effective_on,
        "category": NationalCategory(record.category).label,
        "rule": stored_citation(record.rule),
    }
    if record.expires_on is None:
        return stored(
            gettext_noop(
                "%(player)s's category was not confirmed in time and lapsed on %(date)s (%(rule)s); the category held now is %(category)s."
            ),
            **values,
        )
    return stored(
        gettext_noop(
            "%(player)s's category was not confirmed in time and lapsed on %(date)s (%(rule)s); the category held now is %(category)s, valid until %(expires)s."
        ),
        **values, expires=record.expires_on,
    )


def candidate_points_notify_expired(*, today: date) -> int:
    """Conf. 5: a candidate point lasts three years; its holder and the officers hear when it ends."""
    told = 0
    for point in selectors.points_expired_unnotified(today=today):
        _notify(
            point.player,
            key=f"national-point-expired:{point.pk}",
            subject=stored(gettext_noop("Candidate point of %(player)s expired"), player=point.player.name),
            body=stored(gettext_noop("The candidate point earned on %(earned)s expired on %(expired)s (Conf. 5)."),
                        earned=point.earned_on, expired=point.expires_on),
        )
        CandidatePoint.objects.filter(pk=point.pk).update(expiry_notified_at=timezone.now())
        told += 1
    return told


def _notify(player: Player, *, key: str, subject: dict, body: dict) -> None:
    recipients = [
        officer.user
        for officer in FederationOfficer.objects.filter(federation=player.federation_id).select_related("user")
    ]
    if player.user_id:
        recipients.append(player.user)
    link = reverse("classification:player", args=[player.pk])
    for recipient in recipients:
        notification_send(
            recipient=recipient, kind=Notification.Kind.CATEGORY_EXPIRED, key=key, subject=subject, body=body, link=link,
            about=player.name, about_link=player.get_absolute_url(),
        )
