import argparse
import json
from datetime import date
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from players import ratings
from players.rating_lists import RatingListError


class Command(BaseCommand):
    help = _(
        "Import FIDE's standard rating list (TXT or XML, plain or zipped as FIDE ships it): one published "
        "rating per player and month, for the players in the database."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument(
            "--period",
            type=first_of_month,
            help=_("the list's month as YYYY-MM-01; by default the file name or the rating column's label says"),
        )
        parser.add_argument(
            "--all-players",
            action="store_true",
            help=_("also create the listed players not in the database yet (those with a standard rating)"),
        )
        parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))

    def handle(self, *args, file: Path, period: date | None, all_players: bool, json: bool, **options):
        summary = self._import(file, period, all_players)
        if json:
            self.stdout.write(self._as_json(file, summary))
        else:
            self._print(file, summary)
        if summary.broken_off is not None:
            raise CommandError(
                _("%(file)s was refused after %(lines)s lines: %(problem)s")
                % {"file": file, "lines": summary.lines_read - 1, "problem": describe(summary.broken_off)}
            )

    def _import(self, file: Path, period: date | None, all_players: bool) -> ratings.RatingListImport:
        try:
            return ratings.rating_list_import(path=file, period=period, all_players=all_players)
        except OSError as error:
            raise CommandError(f"{file}: {error.strerror or error}") from error
        except RatingListError as error:
            raise CommandError(f"{file}: {describe(error)}") from error
        except ratings.RatingPeriodUnknown as error:
            raise CommandError(
                _(
                    "%(file)s: neither the file name nor the list says which month it is for; "
                    "give --period YYYY-MM-01 (or keep FIDE's name, such as standard_oct26frl.zip)."
                )
                % {"file": file}
            ) from error

    def _print(self, file: Path, summary: ratings.RatingListImport) -> None:
        self.stdout.write(_("FIDE rating list %(file)s for %(period)s") % {"file": file.name, "period": summary.period})
        figures = (
            (_("lines read"), summary.lines_read),
            (_("players matched"), summary.players_matched),
            (_("players created"), summary.players_created),
            (_("players whose blank details were filled in"), summary.players_completed),
            (_("rating entries created"), summary.entries_created),
            (_("rating entries updated"), summary.entries_updated),
            (_("rating entries unchanged"), summary.entries_unchanged),
            (_("skipped, not in the database"), summary.skipped_not_followed),
            (_("skipped, no standard rating"), summary.skipped_unrated),
            (_("errors"), summary.error_count),
        )
        for label, count in figures:
            self.stdout.write(f"  {label}: {count}")
        for error in summary.errors:
            self.stderr.write(f"  {describe(error)}")
        if summary.error_count > len(summary.errors):
            unshown = summary.error_count - len(summary.errors)
            self.stderr.write("  " + _("… and %(count)s more errors") % {"count": unshown})

    def _as_json(self, file: Path, summary: ratings.RatingListImport) -> str:
        report = {
            "file": str(file),
            **summary.counts(),
            "errors": [{"line": error.line, "message": error.describe(_)} for error in summary.errors],
        }
        return json.dumps(report, ensure_ascii=False, indent=2)


def first_of_month(value: str) -> date:
    try:
        period = date.fromisoformat(value)
    except ValueError:
        period = None
    if period is None or period.day != 1:
        raise argparse.ArgumentTypeError(_("%(value)s is not the first of a month (YYYY-MM-01)") % {"value": value})
    return period


def describe(error: RatingListError) -> str:
    if error.line is None:
        return error.describe(_)
    return _("line %(line)s: %(problem)s") % {"line": error.line, "problem": error.describe(_)}
