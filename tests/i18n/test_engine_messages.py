"""Every sentence the FIDE engine can write is translated in every catalogue.

The engine's messages are found twice: every literal it marks (gettext_noop, ngettext_lazy, pgettext_lazy in
regulations), and every message of the verdicts it gives on the shared sample files and on constructed
events, under each edition, nested messages included; a message built from text that is not marked shows up in
the second and not the first."""

import ast
from dataclasses import replace
from pathlib import Path

import polib
import pytest

from regulations import EDITIONS, EventFlag, GameKind, TournamentSystem, evaluate_all
from regulations.messages import Listing, Message
from tests.regulations.builders import GM_NORM_9, IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION, player, record, tournament
from tests.regulations.constructed_trf import facts
from tests.samples import DEMO_ROUND_ROBIN, SAMPLES_DIR
from titles import trf_inputs
from trf import parse_trf

from .catalogues import LANGUAGES, ROOT, catalogue_paths, entries

ENGINE = ROOT / "regulations"
MARKERS = {"gettext_noop": (None, 0), "ngettext_lazy": (None, 0), "pgettext_lazy": (0, 1)}


def marked_in(path: Path) -> set[tuple[str | None, str]]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            context, text = MARKERS[node.func.id]
            found.add((node.args[context].value if context is not None else None, node.args[text].value))
    return found


def catalogue(language: str) -> dict[tuple[str | None, str], polib.POEntry]:
    return {(entry.msgctxt, entry.msgid): entry for path in catalogue_paths(language) for entry in entries(path)}


def untranslated(keys, language: str) -> list:
    known = catalogue(language)
    return sorted(
        (key for key in keys if key not in known or not known[key].translated() or "fuzzy" in known[key].flags),
        key=str,
    )


def messages_within(value) -> set[tuple[str | None, str]]:
    if isinstance(value, Listing):
        return set().union(*(messages_within(item) for item in value.items))
    if not isinstance(value, Message):
        return set()
    nested = set().union(*(messages_within(param) for param in value.params.values()))
    return {(value.context, value.text)} | nested


def verdict_messages(verdicts) -> set[tuple[str | None, str]]:
    found = set()
    for verdict in verdicts:
        for item in (*verdict.checks, *verdict.dropped_rounds):
            assert item.message is not None, f"{item} has no message: its text would stay English"
            found |= messages_within(item.message)
    return found


def sample_verdicts():
    for path in [DEMO_ROUND_ROBIN, *sorted(SAMPLES_DIR.glob("*.trf"))]:
        document = parse_trf(path.read_bytes())
        for item in trf_inputs.player_inputs(document):
            for edition in EDITIONS:
                yield from evaluate_all(facts(document), item.player, list(item.games), edition=edition)


# Events that reach the rules the sample files do not: exemptions, cups, long events, forfeits, unrated opponents.
CONSTRUCTED_EVENTS = [
    {"flags": frozenset({EventFlag.ZONAL})},
    {"flags": frozenset({EventFlag.WORLD_CUP}), "rounds": 8},
    {"flags": frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP}), "rounds": 9},
    {"flags": frozenset({EventFlag.OLYMPIAD}), "rounds": 11},
    {"flags": frozenset({EventFlag.NATIONAL_TEAM_CHAMPIONSHIP})},
    {"flags": frozenset({EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION})},
    {"flags": frozenset({EventFlag.QC_APPROVED_EXEMPTION})},
    {"system": TournamentSystem.SWISS},
    {"rounds": 15},
]
CONSTRUCTED_RECORDS = [
    [(result, rating, title, "ENG") for result, rating, title, _federation in GM_NORM_9],
    [*GM_NORM_9[:8], ("1", None, "", "GER")],
    [*GM_NORM_9, ("1", 2100, "", "USA"), ("1", 2420, "IM", "NON"), ("1", 2400, "", "")],
]


def constructed_verdicts():
    for start in (IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION):
        for event in CONSTRUCTED_EVENTS:
            for rows in CONSTRUCTED_RECORDS:
                games = record(rows)
                forfeited = [*games[:-1], replace(games[-1], kind=GameKind.FORFEIT_WIN)]
                for played in (games, forfeited):
                    yield from evaluate_all(tournament(start=start, **event), player(title="GM"), played)
                    yield from evaluate_all(tournament(start=start, **event), player(sex="", title=""), played)


@pytest.fixture(scope="module")
def produced():
    return verdict_messages(sample_verdicts()) | verdict_messages(constructed_verdicts())


@pytest.fixture(scope="module")
def marked():
    return set().union(*(marked_in(path) for path in sorted(ENGINE.rglob("*.py"))))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_engine_message_is_translated(marked, language):
    assert untranslated(marked, language) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_of_the_verdicts_is_translated(produced, language):
    assert untranslated(produced, language) == []


def test_the_verdicts_use_only_marked_messages(produced, marked):
    """A message made from text nobody marked (an English value passed on) would never reach the catalogues."""
    assert sorted(produced - marked, key=str) == []
