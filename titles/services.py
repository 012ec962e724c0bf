"""Business operations on norms: evaluating a tournament's entries with the regulations engine."""

import dataclasses
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from fractions import Fraction

from config.bulk import insert_rows, update_rows
from players.models import Federation, PlayerTitle
from players.services import fide_federation_codes
from tournaments.models import Entry, Tournament
from tournaments.trf import TrfTournament

from . import trf_inputs
from .category_table import edition_judging
from .corrections import applications_follow_results
from .models import NormResult
from .regulations import EventFlag, NormVerdict, TournamentFacts, TournamentSystem, evaluate_all, forecast
from .regulations.facts import FIDE_FLAG
from .regulations.figures import player_figures

SYSTEMS = {
    Tournament.System.ROUND_ROBIN: TournamentSystem.ROUND_ROBIN,
    Tournament.System.DOUBLE_ROUND_ROBIN: TournamentSystem.DOUBLE_ROUND_ROBIN,
    Tournament.System.SWISS: TournamentSystem.SWISS,
    Tournament.System.TEAM: TournamentSystem.TEAM,
}
EVENT_FLAGS = {kind: EventFlag[kind.name] for kind in Tournament.EventKind if kind.name in EventFlag.__members__}


def event_flags(event_kind: str) -> frozenset[EventFlag]:
    """The engine's flag for a kind of event; an ordinary tournament has none."""
    return frozenset({EVENT_FLAGS[event_kind]}) if event_kind in EVENT_FLAGS else frozenset()


def tournament_facts(tournament: Tournament, document: TrfTournament) -> TournamentFacts:
    """The registered tournament's facts; the file adds only who took part."""
    flags = set(event_flags(tournament.event_kind))
    if tournament.exemption_approved_by_qc:
        flags.add(EventFlag.QC_APPROVED_EXEMPTION)
    if tournament.single_federation_subzonal_this_year:
        flags.add(EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION)
    return TournamentFacts(
        start_date=tournament.start_date,
        end_date=max(tournament.end_date, tournament.start_date),
        system=SYSTEMS[tournament.system],
        rounds_scheduled=max(tournament.rounds_scheduled, 1),
        host_federation=host_federation_code(tournament),
        flags=frozenset(flags),
        round_dates=tuple(day for day in tournament.rounds.values_list("date", flat=True) if day),
        participants=trf_inputs.participants(document),
        excluded_federations=excluded_federation_codes(document),
        ratings_of_day_of_play=tournament.ratings_of_day_of_play,
    )


def host_federation_code(tournament: Tournament) -> str:
    """The registered host federation; "" (not known) for a placeholder such as NON, which is no member and
    would make every entrant foreign (1.43e, 1.4.3d)."""
    host = tournament.host_federation
    return host.code if host.is_fide_member else ""


def excluded_federation_codes(document: TrfTournament) -> frozenset[str]:
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
    document = document_with_titles_at_start(document, tournament, entries)
    facts = tournament_facts(tournament, document)
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


def _store_verdicts(results: list[NormResult]) -> list[NormResult]:
    """Judging again updates each entry's verdicts in place: certificates and applications point at them.
    A new upload's verdicts are written in one statement, and only their ids are read back."""
    entry_ids = {result.entry_id for result in results}
    stored = dict(_verdict_ids(entry_ids))
    fields = [field.name for field in NormResult._meta.concrete_fields if field.name not in {"id", "entry", "title", "evaluated_at"}]
    for result in results:
        result.pk = stored.get((result.entry_id, result.title))
    NormResult.objects.bulk_update([result for result in results if result.pk], fields)
    new = [result for result in results if not result.pk]
    if new:
        insert_rows(NormResult, new)
        written = dict(_verdict_ids(entry_ids))
        for result in new:
            result.pk = written[(result.entry_id, result.title)]
    return results


def _verdict_ids(entry_ids: set[int]):
    for entry_id, title, pk in NormResult.objects.filter(entry_id__in=entry_ids).values_list("entry_id", "title", "pk"):
        yield (entry_id, title), pk


# Titles from the highest down, for finding what a player held before a later confirmation.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")


def document_with_titles_at_start(document: TrfTournament, tournament: Tournament, entries: Sequence[Entry]) -> TrfTournament:
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
        }
        for estimate in forecast(facts, player, games, rounds_remaining=remaining)
    }


def _optional_float(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def verdict_fields(verdict: NormVerdict) -> dict:
    """A verdict as plain values: the stored norm result and the JSON of `evaluate_norms` share it."""
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
        "dropped_rounds": [_flat_dict(dropped) for dropped in verdict.dropped_rounds],
        "checks": [_flat_dict(check) for check in verdict.checks],
        "totals": verdict.totals.as_dict(),
    }


def _flat_dict(item) -> dict:
    """`dataclasses.asdict` for a dataclass of plain values, without its deep copy (4,000 verdicts an upload)."""
    return {field.name: getattr(item, field.name) for field in dataclasses.fields(item)}


def points_decimal(score: Fraction) -> Decimal:
    return Decimal(score.numerator) / Decimal(score.denominator)
