"""Read and import a synthetic FIDE combined rating list of 500,000 players, as the monthly job does.

Writes the list (and with --xml the XML list) to a temporary folder, builds a temporary SQLite database
holding the players the federation follows, then measures, each run in a fresh process so that its max
RSS is its own: reading the list alone (`open_rating_list`), the first import of the month
(`rating_list_import`, on a fresh copy of the database) and importing the same list again.

    python bench/rating_list.py [--players N] [--followed N] [--runs N] [--seed N] [--xml] [--all-players] [--keep]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import csv  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from datetime import date  # noqa: E402

import measure  # noqa: E402

from players.rating_lists import open_rating_list  # noqa: E402

REPOSITORY = Path(__file__).resolve().parents[1]
FEDERATION_CODES = [row["code"] for row in csv.DictReader((REPOSITORY / "players/data/federations.csv").open())]
PERIOD = date(2026, 10, 1)
COMBINED_COLUMNS = (
    ("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5), ("OTit", 15), ("FOA", 4),
    ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3), ("BRtng", 6), ("BGm", 4), ("BK", 3),
    ("B-day", 6), ("Flag", 4),
)  # fmt: skip
SURNAME_PARTS = ("Ka", "Mor", "Ben", "Sil", "Van", "Ro", "Dra", "Pet", "Lin", "Gar", "Kov", "Nie", "Tor", "Ul", "Zha")
SURNAME_ENDINGS = ("ov", "son", "ez", "ski", "enko", "escu", "ić", "ner", "ová", "ini", "sen", "", "a", "ø", "ü")
GIVEN_NAMES = ("Anna", "Jan", "María", "Oleksandr", "Li", "Søren", "José", "Ewa", "Arjun", "Zoë", "Mehmet", "Ivan")
STANDARD_RATED_SHARE = 0.75  # the rest appear for their rapid or blitz rating only
WOMEN_SHARE = 0.12
TITLES = ((2500, "GM"), (2400, "IM"), (2300, "FM"), (2200, "CM"))
UNKNOWN_BIRTH_SHARE = 0.03  # written 0000 or left blank
BLANK_DETAILS_SHARE = 0.05  # followed players whose birth year is not known yet


def generate_players(count: int, seed: int) -> list[dict]:
    """Deterministic for a seed: ratings roughly normal around 1700 from the 1400 floor up, ~12 % women,
    names partly outside ASCII, a quarter rated only in rapid or blitz."""
    rng = random.Random(seed)
    fide_ids = rng.sample(range(100_000, 999_999_999), count)
    players = []
    for fide_id in fide_ids:
        rated = rng.random() < STANDARD_RATED_SHARE
        rating = min(2850, max(1400, round(rng.gauss(1700, 260)))) if rated else None
        players.append(
            {
                "fide_id": fide_id,
                "name": f"{rng.choice(SURNAME_PARTS)}{rng.choice(SURNAME_PARTS).lower()}{rng.choice(SURNAME_ENDINGS)}, "
                f"{rng.choice(GIVEN_NAMES)}",
                "federation": rng.choice(FEDERATION_CODES),
                "sex": "F" if rng.random() < WOMEN_SHARE else "M",
                "title": next((title for floor, title in TITLES if rating and rating >= floor), ""),
                "rating": rating,
                "games": rng.choice((0, 0, 0, 0, 3, 5, 9, 12)) if rated else None,
                "k": (40 if rating < 1800 else 20 if rating < 2400 else 10) if rated else None,
                "rapid": rng.randint(1400, 2400) if rng.random() < 0.5 else None,
                "born": rng.randint(1935, 2019) if rng.random() > UNKNOWN_BIRTH_SHARE else rng.choice(("0000", "")),
                "inactive": rng.random() < 0.4,
            }
        )
    return players


def combined_txt(players: list[dict]) -> str:
    lines = ["".join(label.ljust(width) for label, width in COMBINED_COLUMNS)]
    for person in players:
        values = {
            "ID Number": person["fide_id"], "Name": person["name"], "Fed": person["federation"], "Sex": person["sex"],
            "Tit": person["title"], "SRtng": person["rating"], "SGm": person["games"], "SK": person["k"],
            "RRtng": person["rapid"], "RGm": 0 if person["rapid"] else None, "Rk": 20 if person["rapid"] else None,
            "B-day": person["born"],
            "Flag": ("w" if person["sex"] == "F" else "") + ("i" if person["inactive"] else ""),
        }  # fmt: skip
        lines.append("".join(_text(values.get(label)).ljust(width) for label, width in COMBINED_COLUMNS))
    return "\r\n".join(lines) + "\r\n"


def full_xml(players: list[dict]) -> str:
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n']
    for person in players:
        fields = (
            ("fideid", person["fide_id"]), ("name", person["name"]), ("country", person["federation"]),
            ("sex", person["sex"]), ("title", person["title"]), ("w_title", ""), ("o_title", ""), ("foa_title", ""),
            ("rating", person["rating"]), ("games", person["games"]), ("k", person["k"]),
            ("rapid_rating", person["rapid"]), ("rapid_games", ""), ("rapid_k", ""),
            ("blitz_rating", ""), ("blitz_games", ""), ("blitz_k", ""), ("birthday", person["born"]),
            ("flag", "i" if person["inactive"] else ""),
        )  # fmt: skip
        children = "".join(f"<{tag}>{_text(value)}</{tag}>\n" for tag, value in fields)
        parts.append(f"<player>\n{children}</player>\n")
    parts.append("</playerslist>\n")
    return "".join(parts)


def _text(value) -> str:
    return "" if value is None else str(value)


def setup_django(database: Path) -> None:
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    os.environ["DATABASE_URL"] = f"sqlite:///{database}"
    import django

    django.setup()


def build_template_database(database: Path, players: list[dict], followed: int, seed: int) -> None:
    """The database every import run starts from: migrated, with `followed` of the listed players in it."""
    setup_django(database)
    from django.core.management import call_command

    from players.models import Federation, Player

    call_command("migrate", verbosity=0)
    federation_ids = dict(Federation.objects.values_list("code", "pk"))
    rng = random.Random(seed + 1)
    Player.objects.bulk_create(
        (
            Player(
                fide_id=person["fide_id"],
                name=person["name"],
                sex="f" if person["sex"] == "F" else "m",
                birth_year=None if rng.random() < BLANK_DETAILS_SHARE else int(person["born"] or 0) or None,
                federation_id=federation_ids[person["federation"]],
            )
            for person in rng.sample(players, followed)
        ),
        batch_size=2000,
    )


def peak_rss() -> int:
    """This process's own peak resident set size in bytes. Not measure.max_rss(): on Linux ru_maxrss
    survives exec, so each child would report the parent's peak, and the parent holds the generated list."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return measure.max_rss()


def read_list(path: Path) -> tuple[int, int]:
    players = errors = 0
    with open_rating_list(path) as rating_list:
        for row in rating_list.rows:
            if hasattr(row, "fide_id"):
                players += 1
            else:
                errors += 1
    return players, errors


def run_child(args: argparse.Namespace) -> None:
    """One measured run in this fresh process; prints its figures as JSON for the parent."""
    work = child_work(args)
    if args.traced:
        print(json.dumps({"peak": measure.traced_peak(work)}))
        return
    rss_before = peak_rss()
    seconds, cpu, outcome = timed(work)
    figures = {"seconds": seconds, "cpu": cpu, "rss_before": rss_before, "rss": peak_rss()}
    if args.child == "import":
        figures["again"] = timed(work)[0]  # the same list a second time: nothing to change
        figures["counts"] = outcome.counts()
    else:
        figures["counts"] = {"players": outcome[0], "errors": outcome[1]}
    print(json.dumps(figures))


def child_work(args: argparse.Namespace) -> Callable[[], object]:
    if args.child == "parse":
        return lambda: read_list(args.list)
    setup_django(args.database)
    from players.ratings import rating_list_import

    return lambda: rating_list_import(path=args.list, period=PERIOD, all_players=args.all_players)


def timed(work: Callable[[], object]) -> tuple[float, float, object]:
    """Wall seconds, CPU seconds of this process, and what the work returned."""
    started, cpu_started = time.perf_counter(), time.process_time()
    outcome = work()
    return time.perf_counter() - started, time.process_time() - cpu_started, outcome


def measured(args: argparse.Namespace, child: str, path: Path, template: Path, traced: bool = False) -> dict:
    command = [sys.executable, __file__, "--child", child, "--list", str(path)]
    if child == "import":
        database = template.with_name("run.sqlite3")
        shutil.copyfile(template, database)
        command += ["--database", str(database)] + (["--all-players"] if args.all_players else [])
    if traced:
        command.append("--traced")
    result = subprocess.run(command, capture_output=True, text=True, check=True, cwd=REPOSITORY)
    return json.loads(result.stdout.strip().splitlines()[-1])


def report(args: argparse.Namespace, child: str, path: Path, template: Path) -> None:
    runs = [measured(args, child, path, template) for _ in range(args.runs)]
    peak = measured(args, child, path, template, traced=True)["peak"]
    label = f"{'read' if child == 'parse' else 'import'} {path.suffix[1:].upper()}"
    print(f"{label}: {measure.milliseconds([run['seconds'] for run in runs])}")
    # On a shared machine the CPU time is the steadier figure: other processes stretch the wall time.
    print(f"  CPU time of the process: {measure.milliseconds([run['cpu'] for run in runs])}")
    print(f"  peak traced memory (tracemalloc): {measure.mebibytes(peak)}")
    rss = max(run["rss"] for run in runs)
    start = max(run["rss_before"] for run in runs)
    print(f"  max RSS of the process: {measure.mebibytes(rss)} ({measure.mebibytes(start)} before the run)")
    if child == "import":
        print(f"  same list again (nothing changes): {measure.milliseconds([run['again'] for run in runs])}")
    print(f"  {runs[-1]['counts']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=500_000)
    parser.add_argument("--followed", type=int, default=20_000, help="players already in the database")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--xml", action="store_true", help="also measure the XML list")
    parser.add_argument("--all-players", action="store_true", help="import with all_players (creates every player)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print its path")
    parser.add_argument("--child", choices=("parse", "import"), help=argparse.SUPPRESS)
    parser.add_argument("--list", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--database", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--traced", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        run_child(args)
        return

    folder = Path(tempfile.mkdtemp(prefix="titledesk-rating-list-"))
    try:
        players = generate_players(args.players, args.seed)
        lists = [folder / "players_list_foa.txt"]
        lists[0].write_text(combined_txt(players), encoding="utf-8")
        if args.xml:
            lists.append(folder / "players_list_xml_foa.xml")
            lists[-1].write_text(full_xml(players), encoding="utf-8")
        template = folder / "template.sqlite3"
        build_template_database(template, players, args.followed, args.seed)
        rated = sum(person["rating"] is not None for person in players)
        print(f"list: {len(players):,} players, {rated:,} with a standard rating, seed {args.seed}; "
              f"{args.followed:,} of them in the database; period {PERIOD}")  # fmt: skip
        for path in lists:
            print(f"{path.name}: {path.stat().st_size / measure.MIB:.1f} MiB")
        for path in lists:
            report(args, "parse", path, template)
            report(args, "import", path, template)
    finally:
        if args.keep:
            print(f"files kept in {folder}")
        else:
            shutil.rmtree(folder)


if __name__ == "__main__":
    main()
