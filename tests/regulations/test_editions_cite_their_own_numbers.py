"""Messages cite the judging edition's numbers (issue 29): a 2005 event must not cite "0.43 (2014)", a 2014
certificate not "1.8 (2009)". Where an edition's text has no such rule, the check says what the reading rests
on ("general principle; decisions.md item N"). Every edition judges representative files, real and
constructed, and every rule its verdicts cite must be its own or such a citation."""

import re
from datetime import date
from pathlib import Path

import pytest

from regulations import EDITIONS, GameKind, NormVerdict, evaluate_all, evaluate_norm
from regulations.editions import GENERAL_PRINCIPLE, reading_item
from regulations.messages import Listing, Message
from titles import trf_inputs
from trf import parse_trf

from .builders import GM_NORM_9, game, player, record, replaced, tournament
from .constructed_trf import Entrant, build, cycles, facts, parse, wins_for

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT.parent / "shared" / "data" / "trf"
DECISIONS = (ROOT / "regulations" / "decisions.md").read_text(encoding="utf-8")
# The text each edition is implemented from.
SOURCES = {
    "1990": ROOT.parent / "shared" / "seeds" / "003_e7b3b2304c06c620.txt",
    "2001": ROOT.parent / "shared" / "seeds" / "002_04c041bef3420484.txt",
    "2009": ROOT.parent / "shared" / "seeds" / "000_24b7318707867abc.txt",
    "2014": ROOT.parent / "shared" / "seeds" / "001_7b9bf7c0eea214a8.txt",
    "2024": ROOT.parent / "shared" / "docs" / "regulations-2024.md",
}
STARTS = {"1990": date(1995, 3, 1), "2001": date(2005, 3, 1), "2009": date(2012, 3, 1), "2014": date(2016, 3, 1),
          "2024": date(2025, 3, 1)}
# Another edition's number, marked with its year: "1.46d (2009)", "0.43 (2014)".
MARKED_AS_ANOTHER_EDITION = re.compile(r"\((?:19|20)\d\d\)")
NUMBER_IN_TEXT = re.compile(r"(?<![\d.])\d{1,2}\.\d+(?:\.\d+)*[a-z]?(?![\d])")


def _stems(number: str) -> list[str]:
    """The numbers a citation names ("1.46b-c" → 1.46; "1.42e(c)/1.42f" → 1.42, 1.42; "9.1/2/3" → 9.1)."""
    return re.findall(r"\d{1,2}(?:\.\d+)+", number)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_number_an_edition_declares_is_in_its_own_text(edition):
    text = SOURCES[edition].read_text(encoding="utf-8")
    for number in EDITIONS[edition].own_numbers:
        assert not MARKED_AS_ANOTHER_EDITION.search(number), number
        for stem in _stems(number) or [number]:
            assert re.search(rf"(?<![\d.]){re.escape(stem)}(?![\d])", text), (edition, number)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_general_principle_rests_on_an_item_of_decisions_md(edition):
    for rule, item in EDITIONS[edition].readings.items():
        assert re.search(rf"^{re.escape(item)}\. ", DECISIONS, re.M), (edition, rule, item)
        assert reading_item(EDITIONS[edition].rule(rule)) == item


def _rules_in(value, found: set[str]) -> None:
    """Every value of a message named as a rule ("rule", "rules", "in_time_rule"), through nested messages."""
    if isinstance(value, Listing):
        for item in value.items:
            _rules_in(item, found)
    if not isinstance(value, Message):
        return
    for name, param in value.params.items():
        if "rule" in name and isinstance(param, str):
            found.add(param)
        _rules_in(param, found)


def _cited(verdict: NormVerdict) -> set[str]:
    found = {check.rule for check in verdict.checks}
    found |= {dropped.reason.split(":")[0] for dropped in verdict.dropped_rounds}
    found |= {raised.rule for raised in verdict.totals.raised_opponents}
    found |= {assumed.rule for assumed in verdict.totals.assumed_ratings}
    if verdict.exemption_used:
        found.add(verdict.exemption_used)
    for item in (*verdict.checks, *verdict.dropped_rounds):
        _rules_in(item.message, found)
    return found


def _numbers_in_texts(verdict: NormVerdict) -> set[str]:
    """Numbers written into the English texts themselves, values apart."""
    found: set[str] = set()

    def walk(value):
        if isinstance(value, Listing):
            for item in value.items:
                walk(item)
        if isinstance(value, Message):
            found.update(NUMBER_IN_TEXT.findall(value.text))
            for param in value.params.values():
                walk(param)

    for item in (*verdict.checks, *verdict.dropped_rounds):
        walk(item.message)
    return found


def _own_or_general_principle(edition: str, cited: set[str]) -> list[str]:
    own = EDITIONS[edition].own_numbers
    return sorted(number for number in cited if number not in own and not GENERAL_PRINCIPLE.fullmatch(number))


FIELD = (
    Entrant("Home, Ivan", "ENG", 2480, "FM"),
    Entrant("Gm, Anna", "GER", 2640, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2620, "GM"),
    Entrant("Gm, Carl", "NED", 2600, "GM"),
    Entrant("Im, Dan", "ITA", 2500, "IM"),
    Entrant("Im, Emil", "USA", 2480, "IM"),
    Entrant("Wgm, Fay", "ESP", 2400, "WGM", sex="w"),
    Entrant("Fm, Gus", "ENG", 2350, "FM"),
    Entrant("Low, Hal", "ENG", 2100, ""),
    Entrant("New, Ian", "SWE", None, ""),
)


def _representative_verdicts(edition: str) -> list[NormVerdict]:
    """A constructed round robin (one winner, the rest drawn), the same as a double round robin, the
    engine's standard records (a norm, a floor raised, an unrated opponent, a last-round forfeit, a title
    held), and two real files (02: Frankfurt 2005, 03: Gros 2010) judged by this edition."""
    start = STARTS[edition]
    judged = []
    for schedule in (cycles(10, 1), cycles(10, 2)):
        document = parse(build(FIELD, schedule, wins_for(1), start=start))
        for item in trf_inputs.player_inputs(document)[:3]:
            judged += evaluate_all(facts(document), item.player, list(item.games), edition=edition)
    in_edition = tournament(start=start, rounds=10)
    low = replaced(replaced(GM_NORM_9, 7, ("1", 1500, "", "ESP")), 8, ("0", None, "", "GER"))
    forfeit = [*record(GM_NORM_9[:8]), game(9, "0", None, kind=GameKind.BYE_ZERO),
               game(10, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    for games, facts_of_player in ((record(GM_NORM_9), player()), (record(low), player()), (forfeit, player()),
                                   (record(GM_NORM_9), player(title="GM"))):
        judged += evaluate_all(in_edition, facts_of_player, games, edition=edition)
    judged += [evaluate_norm(tournament(start=date(2013, 3, 1)), player(), record(GM_NORM_9), "GM", edition)]
    for prefix in ("02", "03"):
        (path,) = SAMPLES.glob(f"{prefix}_*")
        document = parse_trf(path.read_bytes())
        for item in trf_inputs.player_inputs(document)[:12]:
            judged += evaluate_all(facts(document), item.player, list(item.games), edition=edition)
    return judged


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_rule_a_verdict_cites_is_the_editions_own_or_a_general_principle(edition):
    judged = _representative_verdicts(edition)
    assert any(verdict.achieved for verdict in judged)
    strays = {}
    for verdict in judged:
        for number in _own_or_general_principle(edition, _cited(verdict)):
            strays.setdefault(number, verdict.title)
    assert strays == {}


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_verdict_text_writes_in_a_number_of_another_edition(edition):
    own_stems = {stem for number in EDITIONS[edition].own_numbers for stem in _stems(number)}
    text = SOURCES[edition].read_text(encoding="utf-8")
    strays = set()
    for verdict in _representative_verdicts(edition):
        for number in _numbers_in_texts(verdict):
            stem = _stems(number)[0]
            if stem not in own_stems and not re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", text):
                strays.add(number)
    assert strays == set()


def test_a_2005_event_cites_no_2014_rule_and_a_2014_one_no_2009_rule():
    held = evaluate_norm(tournament(start=date(2005, 3, 1)), player(title="GM"), record(GM_NORM_9), "GM")
    assert [check.rule for check in held.failures] == ["general principle; decisions.md item 113"]
    unrated = replaced(GM_NORM_9, 8, ("0", None, "", "GER"))
    in_2014 = evaluate_norm(tournament(start=date(2016, 3, 1)), player(), record(unrated), "GM")
    assert [assumed.rule for assumed in in_2014.totals.assumed_ratings] == ["general principle; decisions.md item 115"]
    assert not any(MARKED_AS_ANOTHER_EDITION.search(number) for number in _cited(in_2014))
