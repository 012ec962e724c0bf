"""Mutated inputs for the fuzz campaigns, and the judgement of one run.

Shared by the short campaigns in the test suite and the full ones in bench/: a seeded mutator turns the
sample TRF files (and small FIDE rating lists) into damaged and hostile variants, and each run is judged
as accepted, rejected (with where, and nothing written), crashed (any other exception) or slow."""

from __future__ import annotations

import io
import random
import time
import traceback
import zipfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from players.rating_lists import RatingListBrokenOff, RatingListError, RatingListPlayer, open_rating_list

SAMPLES_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "trf"
SLOW_SECONDS = 5.0

# Tokens that mean something to a TRF reader: record codes, round blocks, counts at and beyond the limits.
TRF_TOKENS = (
    b"001", b"012 ", b"132 ", b"142 ", b"XXR ", b"XXC white1", b"240 H ", b"240 Z 3000 1", b"013 ", b"310 ",
    b"0000 - H", b"0000 - +", b"  12 w 1", b"   1 b 0", b"9999", b"0000", b"99999999999", b"999999999999",
    b"40000", b"3000", b"-1", b"2.5", b"999.9", b"1/2", b"\t", b"###", b"\xef\xbb\xbf", b"\xff\xfe", b"\r",
    b"\xc3\xa9", b"\xe9", b"99/99/99", b"2026/02/30", b"0000/00/00",
)  # fmt: skip


def trf_samples() -> list[tuple[str, bytes]]:
    return [(path.name, path.read_bytes()) for path in sorted(SAMPLES_DIR.glob("[0-9][0-9]_*")) if path.is_file()]


def _flip_byte(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    at = rng.randrange(len(data))
    return data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]


def _insert_token(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + rng.choice(TRF_TOKENS) + data[at:]


def _overwrite_token(data: bytes, rng: random.Random) -> bytes:
    token = rng.choice(TRF_TOKENS)
    at = rng.randrange(len(data) + 1)
    return data[:at] + token + data[at + len(token) :]


def _delete_range(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    start = rng.randrange(len(data))
    return data[:start] + data[start + rng.randint(1, 40) :]


def _lines_op(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
    operation = rng.choice(("duplicate", "delete", "swap", "repeat"))
    if operation == "duplicate":
        lines.insert(second, lines[first])
    elif operation == "delete":
        del lines[first]
    elif operation == "swap":
        lines[first], lines[second] = lines[second], lines[first]
    else:
        lines[first:first] = [lines[first]] * rng.choice((10, 1000, 40_000))
    return b"\n".join(lines)


def _long_run(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    run = rng.choice((b" ", b"9", b"0000 - H  ", b"x", b"\n")) * rng.choice((100, 1000, 30_000, 300_000))
    return data[:at] + run + data[at:]


def _round_block_far_out(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    players = [number for number, line in enumerate(lines) if line.startswith(b"001")]
    if not players:
        return data
    number = rng.choice(players)
    lines[number] = lines[number].ljust(91 + 10 * rng.choice((20, 98, 99, 100, 3000))) + b"0000 - H"
    return b"\n".join(lines)


def _shift_column(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    number = rng.randrange(len(lines))
    column = rng.randrange(len(lines[number]) + 1)
    lines[number] = lines[number][:column] + b" " * rng.randint(1, 3) + lines[number][column:]
    return b"\n".join(lines)


def _splice(data: bytes, rng: random.Random, donors: list[bytes]) -> bytes:
    donor = rng.choice(donors)
    cut, donor_cut = rng.randrange(len(data) + 1), rng.randrange(len(donor) + 1)
    return data[:cut] + donor[donor_cut:]


def _line_endings(data: bytes, rng: random.Random) -> bytes:
    return data.replace(b"\r\n", b"\n").replace(b"\n", rng.choice((b"\r\n", b"\r", b"\n\n")))


MUTATIONS: tuple[Callable[[bytes, random.Random], bytes], ...] = (
    _flip_byte, _flip_byte, _insert_token, _insert_token, _overwrite_token, _overwrite_token, _delete_range,
    _lines_op, _long_run, _round_block_far_out, _shift_column, _line_endings,
)  # fmt: skip


def mutate(data: bytes, rng: random.Random, donors: list[bytes] | None = None) -> bytes:
    """One to four mutations of `data`; sometimes a splice with another sample."""
    for _ in range(rng.randint(1, 4)):
        if donors and rng.random() < 0.05:
            data = _splice(data, rng, donors)
        else:
            data = rng.choice(MUTATIONS)(data, rng)
    return data


def mutated_inputs(count: int, seed: int, samples: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """`count` mutated inputs, deterministic for `seed`, each named after its sample and number."""
    rng = random.Random(seed)
    donors = [data for _name, data in samples]
    inputs = []
    for number in range(count):
        name, data = rng.choice(samples)
        inputs.append((f"{name}#{number}", mutate(data, rng, donors)))
    return inputs


@dataclass
class Campaign:
    """The tally of a campaign: every input is accepted, rejected, crashed or (also) slow. Slow means CPU time
    of this process, since the machines that run campaigns are shared and wall time says more about the
    neighbours than about the input."""

    outcomes: Counter = field(default_factory=Counter)
    crashes: list[str] = field(default_factory=list)
    slow: list[tuple[str, float]] = field(default_factory=list)
    slowest: float = 0.0

    @property
    def inputs(self) -> int:
        return sum(self.outcomes.values())

    def run(self, name: str, attempt: Callable[[], str]) -> str:
        """`attempt` returns "accepted" or "rejected" (having checked its own rules); anything it raises is a
        crash, recorded with the input's name and traceback."""
        started = time.process_time()
        try:
            outcome = attempt()
        except Exception:  # noqa: BLE001 - a campaign records every crash instead of stopping at the first
            outcome = "crashed"
            self.crashes.append(f"{name}:\n{traceback.format_exc()}")
        elapsed = time.process_time() - started
        self.slowest = max(self.slowest, elapsed)
        if elapsed > SLOW_SECONDS:
            self.slow.append((name, elapsed))
        self.outcomes[outcome] += 1
        return outcome

    def figures(self) -> str:
        return (
            f"inputs {self.inputs:,}, accepted {self.outcomes['accepted']:,}, rejections {self.outcomes['rejected']:,}, "
            f"crashes {self.outcomes['crashed']:,}, slow inputs (> {SLOW_SECONDS:.0f} s CPU) {len(self.slow)}, "
            f"slowest {self.slowest:.2f} s CPU"
        )


def rating_list_seeds() -> list[tuple[str, bytes]]:
    """Small lists in every shape FIDE ships: combined TXT, XML, and both zipped."""
    header = (
        "ID Number      Name                                                         Fed Sex Tit  WTit OTit           "
        "FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
    )
    widths = (15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4)
    rows = [
        (100001 + n, f"Player, Number{n}", "ESP", "M" if n % 3 else "F", "", "", "", "", 1500 + 13 * n, n % 9, 20,
         "", "", "", "", "", "", 1980 + n % 30, "i" if n % 7 == 0 else "")
        for n in range(40)
    ]  # fmt: skip
    txt = "\r\n".join([header, *("".join(str(value).ljust(width) for value, width in zip(row, widths, strict=True)) for row in rows)])
    players = "".join(
        f"<player><fideid>{row[0]}</fideid><name>{row[1]}</name><country>{row[2]}</country><sex>{row[3]}</sex>"
        f"<rating>{row[8]}</rating><games>{row[9]}</games><birthday>{row[17]}</birthday></player>\n"
        for row in rows
    )
    xml = f'<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n{players}</playerslist>\n'
    return [
        ("players_list_foa.txt", txt.encode("utf-8")),
        ("players_list_xml_foa.xml", xml.encode("utf-8")),
        ("standard_oct26frl.zip", _zipped("standard_oct26frl.txt", txt.encode("utf-8"))),
        ("players_list_xml.zip", _zipped("players_list_xml_foa.xml", xml.encode("utf-8"))),
    ]


def _zipped(member: str, data: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(member, data)
    return buffer.getvalue()


def rating_list_outcome(path: Path) -> str:
    """Read a whole list: "accepted" if every row is a player or a located error, "rejected" if the list was
    refused or broken off; anything else raised is the campaign's crash."""
    try:
        with open_rating_list(path) as rating_list:
            for row in rating_list.rows:
                assert isinstance(row, RatingListPlayer | RatingListError), row
                if isinstance(row, RatingListError):
                    assert row.line is None or row.line >= 1, row
                    assert row.describe(), row
                if isinstance(row, RatingListBrokenOff):
                    return "rejected"
    except RatingListError as error:
        assert error.describe(), error
        return "rejected"
    return "accepted"


def mutate_rating_list(name: str, data: bytes, rng: random.Random) -> bytes:
    """A zipped list is damaged either inside (then packed again, so the archive is sound) or as an archive."""
    if name.endswith(".zip") and rng.random() < 0.6:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            (member,) = archive.infolist()
            inner = archive.read(member)
        return _zipped(member.filename, mutate(inner, rng))
    return mutate(data, rng)
