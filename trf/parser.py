"""`parse_trf`: bytes of a TRF16 / TRF26 / TRF06 (or Krause .tab) file to a `TrfTournament`."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from .consistency import (
    check_bye_records,
    check_declared_points,
    check_opponents_exist,
    check_pairings_agree,
    check_same_people,
)
from .decoding import decode_trf_bytes, split_lines
from .limits import (
    MAX_BYE_RECORD_CHARACTERS,
    MAX_LINE_CHARACTERS,
    MAX_LINES,
    MAX_PLAYERS,
    MAX_ROUND_BLOCKS,
    MAX_ROUNDS,
    MAX_WARNINGS,
    WORKER_MAX_PLAYERS,
    WORKER_MAX_ROUND_BLOCKS,
)
from .players import (
    FIRST_ROUND_COLUMN,
    GAME_BLOCK,
    ROUND_WIDTH,
    START_NUMBER,
    check_player_line,
    parse_player_line,
    round_column,
    rounds_in_line,
    uses_trf06_title,
)
from .records import TEAM_RECORD_CODES, TrfByeRecord, TrfError, TrfOutline, TrfPlayer, TrfTournament
from .values import date_readings

# A record code is three digits followed by a blank or the end of the line; anything else
# (e.g. the ruler "0123456789..." some files carry) is not a record.
_RECORD_CODE = re.compile(r"(\d{3})(?: |$)")
_JAVAFO_EXTENSION = re.compile(r"XX[A-Z](?: |$)")
# National Rating Support record: a federation code instead of 001, then a start number.
_NATIONAL_RATING = re.compile(r"[A-Z]{3} {1,4}\d{1,4}(?: |$)")
_TOKEN = re.compile(r"\S+")

_TEXT_HEADERS = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "082": "rated_teams",
    "092": "tournament_type",
    "102": "chief_arbiter",
    "122": "time_control",
    "192": "pairing_system",
}
_DATE_HEADERS = {"042": "start_date", "052": "end_date"}
_COUNT_HEADERS = {"062": "players_count_declared", "072": "rated_count_declared"}
# Kept verbatim: the team section and pairing-engine records have no meaning for individual results.
_RAW_RECORDS = frozenset({"013", "250", "260", "299", "300", "310", "320", "330", "801", "802"})
_TEAM_RECORDS = TEAM_RECORD_CODES
# Header records defined by the spec that the parser has no field for.
_KNOWN_EXTRA_HEADERS = frozenset({"162", "172", "182", "202", "212", "222", "352", "362"})
# Lines that are no record but that the TRF16 spec itself prints over the player section, and that exports
# copy: the column guide ("DDD SSSS sTTT NNNN...") and a ruler of digits ("0123456789012..."). They are
# skipped with a warning; any other line that is no record refuses the file, for a file that is not what its
# sender meant to send (a pasted letter, a cut-off export) must never replace a tournament's results.
_COLUMN_GUIDE = re.compile(r"DDD SSSS ")
_RULER = re.compile(r"\d{10,}")
_TRF26_ONLY = frozenset(
    {"142", "152", "162", "172", "182", "192", "202", "212", "222", "240", "352", "362"}
    | (_RAW_RECORDS - {"013"})
)
_INITIAL_COLOURS = {"w": "w", "b": "b", "white1": "w", "black1": "b"}
_BYE_RECORD_KINDS = frozenset("FHZ")


@dataclass
class _Sections:
    """What the line pass collects before the player lines can be read as a whole."""

    headers: dict[str, object] = field(default_factory=dict)
    deputy_arbiters: list[str] = field(default_factory=list)
    round_dates: dict[int, date | None] = field(default_factory=dict)
    # Dates as written, (line, column, text), read once every date of the file is known (``_resolve_dates``).
    date_texts: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    round_date_texts: dict[int, tuple[int, int, str]] = field(default_factory=dict)
    scheduled_rounds: dict[str, int] = field(default_factory=dict)  # by source: "142" or "XXR"
    initial_colour: str | None = None
    extra_headers: dict[str, list[str]] = field(default_factory=dict)
    raw_records: list[str] = field(default_factory=list)
    byes: list[TrfByeRecord] = field(default_factory=list)
    player_lines: list[tuple[int, str]] = field(default_factory=list)
    codes_seen: set[str] = field(default_factory=set)
    national_ratings_seen: bool = False
    warnings: list[str] = field(default_factory=list)


def parse_trf(data: bytes, *, max_bytes: int | None = None) -> TrfTournament:
    """Parse a whole TRF file. Raises `TrfError` (line, column, message) for anything unusable;
    oddities that do not change the results (unknown lines, junk dates, ...) become `warnings`.

    `max_bytes` is the largest file the caller accepts (the upload limit); every count in the file is
    bounded by `limits` whatever the size."""
    sections = _sections_of(data, max_bytes=max_bytes)
    players = _read_players(sections)
    by_number = {player.start_number: player for player in players}
    check_opponents_exist(players, by_number)
    check_pairings_agree(players, by_number)
    check_declared_points(players, sections.warnings)
    check_same_people(players, sections.warnings)
    if not _is_team_event(sections):  # in team files, 240 records name teams, not players
        check_bye_records(sections.byes, by_number, sections.warnings)
    return _assemble(sections, players)


def outline_trf(data: bytes, *, max_bytes: int | None = None) -> TrfOutline:
    """What `parse_trf` refuses line by line, refused alike with its line and column, and the header and counts
    an upload is judged on, without building a game: a 5 MiB file within a second, where `parse_trf` takes
    seconds. Whether the lines agree with one another (opponents, replies, totals) is left to `parse_trf`.
    Beyond that, it refuses what one evaluation is not sure to finish (`limits.WORKER_MAX_*`)."""
    sections = _sections_of(data, max_bytes=max_bytes)
    _check_player_count(sections.player_lines)
    paired_rounds = max(rounds_in_line(line) for _, line in sections.player_lines)
    _check_round_blocks(sections.player_lines, paired_rounds)
    _check_worker_bounds(sections.player_lines, paired_rounds)
    seen: dict[int, int] = {}
    for number, line in sections.player_lines:
        start_number = check_player_line(number, line)
        _check_start_number_once(seen, start_number, number)
    declared = sections.scheduled_rounds.get("142") or sections.scheduled_rounds.get("XXR")
    return TrfOutline(
        **{key: sections.headers.get(key) or "" for key in ("name", "city", "federation")},
        start_date=sections.headers.get("start_date"),
        end_date=sections.headers.get("end_date"),
        rounds=_scheduled_rounds(sections, paired_rounds),
        rounds_declared=declared,
        players=len(sections.player_lines),
        paired_rounds=paired_rounds,
        games=sum(len(GAME_BLOCK.findall(line, FIRST_ROUND_COLUMN - 1)) for _, line in sections.player_lines) // 2,
    )


def read_deputy_arbiters(data: bytes) -> tuple[str, ...]:
    """The deputy arbiters a file names (record 112), without reading its players: a 1,000-player file takes
    half a second to parse whole, and each certificate of the event prints only these. Raises `TrfError` for a
    file that cannot be decoded."""
    names = []
    for line in split_lines(decode_trf_bytes(data)):
        line = line.rstrip()
        if (match := _RECORD_CODE.match(line)) and match[1] == "112" and (name := _value(line)):
            names.append(name)
    return tuple(names)


def _sections_of(data: bytes, *, max_bytes: int | None) -> _Sections:
    lines = split_lines(decode_trf_bytes(data, max_bytes=max_bytes))
    if len(lines) > MAX_LINES:
        raise TrfError(
            MAX_LINES + 1, 1, f"the file has {len(lines):,} lines; expected at most {MAX_LINES:,} for one event"
        )
    sections = _Sections()
    for number, line in enumerate(lines, start=1):
        _read_line(sections, number, line.rstrip())
    if not sections.player_lines:
        raise TrfError(
            1,
            1,
            "not a TRF file: there is no 001 player record; expected lines such as "
            "'012 Tournament name' and '001    1 m    Surname, Name ...'",
        )
    _resolve_dates(sections)
    return sections


def _read_line(sections: _Sections, number: int, line: str) -> None:
    if not line or line.startswith("###"):
        return
    _check_line_length(number, line)
    if match := _RECORD_CODE.match(line):
        code = match[1]
        sections.codes_seen.add(code)
        _RECORD_READERS.get(code, _read_unknown_record)(sections, number, line)
    elif _JAVAFO_EXTENSION.match(line):
        _read_javafo_extension(sections, number, line)
    elif _NATIONAL_RATING.match(line):
        sections.national_ratings_seen = True
        sections.raw_records.append(line)
    elif line.lstrip().startswith("001 "):
        # Skipping it would lose a player and blame his opponents' lines instead.
        raise TrfError(number, 1, "player record does not start in column 1; expected '001' in columns 1-3")
    elif _COLUMN_GUIDE.match(line) or _RULER.fullmatch(line):
        sections.warnings.append(f"line {number}: the spec's column guide, not a record, ignored: {_excerpt(line)}")
    else:
        raise TrfError(
            number,
            1,
            f"{_excerpt(line)} is not a TRF record; expected a record code in columns 1-3 "
            "(001 for a player, 012 to 362 for the tournament, 013 and 240 to 802, XXR and the like)",
        )


def _check_line_length(number: int, line: str) -> None:
    if line.startswith("001") and rounds_in_line(line) > MAX_ROUNDS:
        raise TrfError(
            number,
            round_column(MAX_ROUNDS + 1),
            f"round {MAX_ROUNDS + 1}: expected at most {MAX_ROUNDS} rounds in a player record",
        )
    longest = MAX_BYE_RECORD_CHARACTERS if line.startswith("240") else MAX_LINE_CHARACTERS
    if len(line) > longest:
        raise TrfError(
            number,
            longest + 1,
            f"the line is {len(line):,} characters long; expected at most {longest:,}",
        )


def _check_round_number(number: int, column: int, round_number: int, what: str) -> None:
    if not 1 <= round_number <= MAX_ROUNDS:
        raise TrfError(number, column, f"{what}: round {round_number}; expected a round from 1 to {MAX_ROUNDS}")


def _value(line: str) -> str:
    return line[4:].strip()


def _read_text_header(sections: _Sections, number: int, line: str) -> None:
    attribute = _TEXT_HEADERS[line[:3]]
    if attribute in sections.headers:
        sections.warnings.append(f"line {number}: second {line[:3]} record ignored")
        return
    sections.headers[attribute] = _value(line)


def _read_date_header(sections: _Sections, number: int, line: str) -> None:
    text, attribute = _value(line), _DATE_HEADERS[line[:3]]
    sections.headers[attribute] = None
    sections.date_texts.pop(attribute, None)
    if text and not date_readings(text):
        sections.warnings.append(f"line {number}: date '{text}' is not a date (YYYY/MM/DD); left blank")
    elif text:
        sections.date_texts[attribute] = (number, line.index(text, 3) + 1, text)


def _read_count_header(sections: _Sections, number: int, line: str) -> None:
    count = _whole_number(sections, number, line[:3], _value(line))
    sections.headers[_COUNT_HEADERS[line[:3]]] = count


def _read_deputy_arbiter(sections: _Sections, number: int, line: str) -> None:
    if name := _value(line):
        sections.deputy_arbiters.append(name)


def _read_round_dates(sections: _Sections, number: int, line: str) -> None:
    """A date belongs to the round whose block it stands over; some files are off by a column or two,
    and some list the dates one after another right after the record code."""
    words = list(_TOKEN.finditer(line, 3))
    if words and _round_under(words[0].start() + 1) < 1:
        sections.warnings.append(f"line {number}: round dates are not over the round columns; read in order")
        placed = list(enumerate(words, start=1))
    else:
        placed = [(_round_under(word.start() + 1), word) for word in words]
    for round_number, word in placed:
        _check_round_number(number, word.start() + 1, round_number, "132 round date")
        if round_number in sections.round_dates:
            sections.warnings.append(
                f"line {number}: second date '{word[0]}' for round {round_number} ignored"
            )
            continue
        sections.round_dates[round_number] = None
        if date_readings(word[0]):
            sections.round_date_texts[round_number] = (number, word.start() + 1, word[0])
        else:
            sections.warnings.append(
                f"line {number}: round {round_number} date '{word[0]}' is not YY/MM/DD; left blank"
            )


# The layouts of ``date_readings``, the most usual first.
_DATE_LAYOUTS = ("Y/M/D", "D/M/Y", "M/D/Y", "y/m/d", "d/m/y", "y/d/m", "m/d/y", "words")
_SPEC_LAYOUTS = frozenset({"Y/M/D", "y/m/d"})


def _resolve_dates(sections: _Sections) -> None:
    """Reads the dates as the file writes them all: the round dates in the spec's layout (YY/MM/DD) if every one is a
    date in it, or else in the one layout under which they all are and follow each other; records 042 and 052 in
    their reading nearest to the rounds. A date whose readings are years apart with nothing to tell them apart is
    refused with its line and column: read the wrong way, it would move the event by years, and into other
    regulations."""
    rounds = _round_dates_read(sections.round_date_texts)
    sections.round_dates.update(rounds)
    played = sorted(rounds.values())
    single = {
        attribute: readings[0]
        for attribute, (_, _, text) in sections.date_texts.items()
        if len(readings := _distinct_readings(text)) == 1
    }
    for attribute, (number, column, text) in sections.date_texts.items():
        anchors = played or [day for other, day in single.items() if other != attribute]
        sections.headers[attribute] = _header_date(number, column, text, anchors)


def _distinct_readings(text: str) -> list[date]:
    return list(dict.fromkeys(date_readings(text).values()))


def _round_dates_read(texts: dict[int, tuple[int, int, str]]) -> dict[int, date]:
    readings = {round_number: date_readings(text) for round_number, (_, _, text) in texts.items()}
    fitting = [layout for layout in _DATE_LAYOUTS if all(layout in reading for reading in readings.values())]
    for layout in fitting:
        days = [readings[round_number][layout] for round_number in sorted(readings)]
        # The spec's own layout is taken as written, even for a round played out of order (a postponed round).
        if layout in _SPEC_LAYOUTS or days == sorted(days):
            return {round_number: reading[layout] for round_number, reading in readings.items()}
    if fitting:
        return {round_number: reading[fitting[0]] for round_number, reading in readings.items()}
    return {round_number: next(iter(reading.values())) for round_number, reading in readings.items()}


def _header_date(number: int, column: int, text: str, anchors: list[date]) -> date:
    readings = _distinct_readings(text)
    if len(readings) == 1:
        return readings[0]
    if anchors:
        first, last = min(anchors), max(anchors)
        return min(readings, key=lambda day: max((first - day).days, (day - last).days, 0))
    if len({day.year for day in readings}) == 1:
        return readings[0]  # day and month swapped within the year: the usual reading, day first
    raise TrfError(
        number,
        column,
        f"date '{text}' reads as {' or '.join(str(day) for day in readings)}, years apart; write it as "
        "YYYY/MM/DD, or give the round dates (record 132)",
    )


def _round_under(column: int) -> int:
    """The round whose block is nearest to `column` (0 or less: left of the round section)."""
    return (column - FIRST_ROUND_COLUMN + ROUND_WIDTH // 2) // ROUND_WIDTH + 1


def _read_round_count(sections: _Sections, number: int, line: str) -> None:
    count = _whole_number(sections, number, line[:3], _value(line))
    if count is not None and count > MAX_ROUNDS:
        column = line.index(_value(line)) + 1
        raise TrfError(number, column, f"{line[:3]} schedules {count} rounds; expected at most {MAX_ROUNDS}")
    if count is not None:
        sections.scheduled_rounds[line[:3]] = count


def _read_initial_colour(sections: _Sections, number: int, line: str) -> None:
    words = _value(line).lower().split()
    colour = next((_INITIAL_COLOURS[word] for word in words if word in _INITIAL_COLOURS), None)
    if colour is None:
        sections.warnings.append(f"line {number}: initial colour '{_value(line)}' is not W or B; ignored")
    sections.initial_colour = sections.initial_colour or colour


def _read_bye_record(sections: _Sections, number: int, line: str) -> None:
    """240 T RRR PPPP PPPP ...; read by words, since real files pad with tabs and varying blanks."""
    words = [(match.start() + 1, match[0]) for match in _TOKEN.finditer(line, 3)]
    if not words or words[0][1].upper() not in _BYE_RECORD_KINDS:
        column = words[0][0] if words else 5
        raise TrfError(number, column, "240 bye record: expected the bye type F, H or Z in column 5")
    if len(words) < 3:
        raise TrfError(
            number, len(line) + 1, "240 bye record: expected a round number and at least one start number"
        )
    for column, word in words[1:]:
        if not (word.isascii() and word.isdigit() and word.strip("0")):
            raise TrfError(
                number, column, f"240 bye record: '{word}' is not a round or start number; expected digits"
            )
        # A bye record may be as long as a start number for every player, longer than the most digits Python's
        # int() reads (0: no limit), so such a word is refused before it is read as a number.
        if 0 < sys.get_int_max_str_digits() < len(word):
            raise TrfError(
                number,
                column,
                f"240 bye record: a number of {len(word)} digits; expected a round from 1 to {MAX_ROUNDS} or a"
                f" start number from 1 to {MAX_PLAYERS}",
            )
    _check_round_number(number, words[1][0], int(words[1][1]), "240 bye record")
    for column, word in words[2:]:
        if int(word) > MAX_PLAYERS:
            raise TrfError(
                number, column, f"240 bye record: start number {word}; expected a start number from 1 to {MAX_PLAYERS}"
            )
    sections.byes.append(
        TrfByeRecord(
            kind=words[0][1].upper(),
            round=int(words[1][1]),
            numbers=tuple(int(word) for _, word in words[2:]),
            line=number,
        )
    )


def _read_player(sections: _Sections, number: int, line: str) -> None:
    sections.player_lines.append((number, line))


def _read_raw_record(sections: _Sections, number: int, line: str) -> None:
    sections.raw_records.append(line)


def _read_extra_header(sections: _Sections, number: int, line: str) -> None:
    sections.extra_headers.setdefault(line[:3], []).append(_value(line))


def _read_unknown_record(sections: _Sections, number: int, line: str) -> None:
    raise TrfError(
        number,
        1,
        f"record {line[:3]} does not exist in TRF06, TRF16 or TRF26; expected a record code such as 001, 012 or 132",
    )


def _read_javafo_extension(sections: _Sections, number: int, line: str) -> None:
    code = line[:3]
    if code == "XXR":
        _read_round_count(sections, number, line)
    elif code == "XXC":
        _read_initial_colour(sections, number, line)
    else:
        _read_extra_header(sections, number, line)


_RECORD_READERS: dict[str, Callable[[_Sections, int, str], None]] = {
    **{code: _read_text_header for code in _TEXT_HEADERS},
    **{code: _read_date_header for code in _DATE_HEADERS},
    **{code: _read_count_header for code in _COUNT_HEADERS},
    **{code: _read_raw_record for code in _RAW_RECORDS},
    **{code: _read_extra_header for code in _KNOWN_EXTRA_HEADERS},
    "001": _read_player,
    "112": _read_deputy_arbiter,
    "132": _read_round_dates,
    "142": _read_round_count,
    "152": _read_initial_colour,
    "240": _read_bye_record,
}


def _whole_number(sections: _Sections, number: int, code: str, text: str) -> int | None:
    if not text:
        return None
    if text.isascii() and text.isdigit():
        return int(text)
    sections.warnings.append(f"line {number}: {code} value '{text}' is not a number; ignored")
    return None


def _read_players(sections: _Sections) -> tuple[TrfPlayer, ...]:
    _check_player_count(sections.player_lines)
    paired_rounds = max(rounds_in_line(line) for _, line in sections.player_lines)
    _check_round_blocks(sections.player_lines, paired_rounds)
    players: list[TrfPlayer] = []
    seen: dict[int, int] = {}
    for number, line in sections.player_lines:
        player = parse_player_line(number, line, paired_rounds, sections.warnings)
        _check_start_number_once(seen, player.start_number, number)
        players.append(player)
    return tuple(players)


def _check_start_number_once(seen: dict[int, int], start_number: int, number: int) -> None:
    if start_number in seen:
        raise TrfError(
            number,
            START_NUMBER.first,
            f"start number {start_number} is already used on line {seen[start_number]}; expected each player once",
        )
    seen[start_number] = number


def _check_player_count(player_lines: list[tuple[int, str]]) -> None:
    if len(player_lines) > MAX_PLAYERS:
        number, _line = player_lines[MAX_PLAYERS]
        raise TrfError(number, 1, f"player record number {MAX_PLAYERS + 1}; expected at most {MAX_PLAYERS} players")


def _check_round_blocks(player_lines: list[tuple[int, str]], paired_rounds: int) -> None:
    """Every player gets a round block for every paired round: one long line multiplies the whole field."""
    blocks = len(player_lines) * paired_rounds
    if blocks <= MAX_ROUND_BLOCKS:
        return
    number = next(number for number, line in player_lines if rounds_in_line(line) == paired_rounds)
    raise TrfError(
        number,
        round_column(paired_rounds),
        f"round {paired_rounds}: {len(player_lines):,} players over {paired_rounds} rounds make {blocks:,} "
        f"round blocks; expected at most {MAX_ROUND_BLOCKS:,} in one event",
    )


def _check_worker_bounds(player_lines: list[tuple[int, str]], paired_rounds: int) -> None:
    """What one evaluation is sure to finish (limits.WORKER_MAX_*): players, and players times rounds."""
    players, blocks = len(player_lines), len(player_lines) * paired_rounds
    if players > WORKER_MAX_PLAYERS:
        raise TrfError(
            player_lines[WORKER_MAX_PLAYERS][0],
            1,
            f"player record number {WORKER_MAX_PLAYERS + 1:,}: expected at most {WORKER_MAX_PLAYERS:,} players in "
            "one upload, what one evaluation is sure to finish; send each section as a tournament of its own",
        )
    if blocks > WORKER_MAX_ROUND_BLOCKS:
        number = next(number for number, line in player_lines if rounds_in_line(line) == paired_rounds)
        raise TrfError(
            number,
            round_column(paired_rounds),
            f"round {paired_rounds}: {players:,} players over {paired_rounds} rounds make {blocks:,} round blocks; "
            f"expected at most {WORKER_MAX_ROUND_BLOCKS:,} (players times rounds) in one upload, what one "
            "evaluation is sure to finish",
        )


def _is_team_event(sections: _Sections) -> bool:
    return bool(sections.codes_seen & _TEAM_RECORDS)


def _scheduled_rounds(sections: _Sections, paired_rounds: int) -> int:
    declared = sections.scheduled_rounds.get("142") or sections.scheduled_rounds.get("XXR")
    rounds = declared or max(sections.round_dates, default=0) or paired_rounds
    if rounds < paired_rounds:
        sections.warnings.append(f"the file has results for {paired_rounds} rounds but schedules {rounds}")
    return rounds


def _round_dates(sections: _Sections, rounds: int) -> tuple[date | None, ...]:
    count = max(rounds, max(sections.round_dates, default=0))
    return tuple(sections.round_dates.get(round_number) for round_number in range(1, count + 1))


def _guess_format(sections: _Sections) -> str:
    if sections.codes_seen & _TRF26_ONLY or sections.national_ratings_seen:
        return "TRF26"
    if any(uses_trf06_title(line) for _, line in sections.player_lines):
        return "TRF06"
    return "TRF16"


def _assemble(sections: _Sections, players: tuple[TrfPlayer, ...]) -> TrfTournament:
    paired_rounds = len(players[0].games)
    rounds = _scheduled_rounds(sections, paired_rounds)
    declared_players = sections.headers.get("players_count_declared")
    if declared_players is not None and declared_players != len(players):
        sections.warnings.append(f"062 declares {declared_players} players, the file has {len(players)}")
    return TrfTournament(
        format=_guess_format(sections),
        **sections.headers,
        deputy_arbiters=tuple(sections.deputy_arbiters),
        round_dates=_round_dates(sections, rounds),
        rounds=rounds,
        initial_colour=sections.initial_colour,
        extra_headers={code: tuple(values) for code, values in sections.extra_headers.items()},
        team_records=tuple(sections.raw_records),
        byes_240=tuple(sections.byes),
        players=players,
        warnings=_bounded(sections.warnings),
    )


def _bounded(warnings: list[str]) -> tuple[str, ...]:
    if len(warnings) <= MAX_WARNINGS:
        return tuple(warnings)
    left_out = len(warnings) - MAX_WARNINGS
    return (*warnings[:MAX_WARNINGS], f"... and {left_out:,} more warnings")


def _excerpt(line: str, width: int = 40) -> str:
    return repr(line if len(line) <= width else line[:width] + "...")
