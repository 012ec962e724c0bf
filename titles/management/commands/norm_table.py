import json

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone
from django.utils.translation import gettext as _

from titles.regulations import UnknownEditionError, edition_for, get_edition, norm_table


class Command(BaseCommand):
    help = _("Print the minimum-score table of 1.49a for a number of games: the averages each score makes a norm with.")

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, required=True)
        parser.add_argument("--edition", help=_("edition of the regulations (default: the one in force today)"))
        parser.add_argument("--json", action="store_true")

    def handle(self, *args, games: int, edition: str | None, json: bool, **options):
        if not 1 <= games <= 40:
            raise CommandError(_("--games must lie between 1 and 40."))
        try:
            table = norm_table(games, get_edition(edition) if edition else edition_for(timezone.localdate()))
        except UnknownEditionError as error:
            raise CommandError(str(error)) from error
        if json:
            self.stdout.write(self._json(table))
        else:
            self._print(table)

    def _json(self, table) -> str:
        rows = [
            {
                "score": float(row.score),
                **{average_range.title: [average_range.low, average_range.high] for average_range in row.ranges},
            }
            for row in table.rows
        ]
        return json.dumps({"games": table.games, "edition": table.edition, "rows": rows, "notes": list(table.notes)})

    def _print(self, table) -> None:
        self.stdout.write(
            _("Minimum scores for %(games)s games (the table of 1.49a), %(edition)s regulations")
            % {"games": table.games, "edition": table.edition}
        )
        self.stdout.write(f"{'score':>6}  " + "  ".join(f"{title:>11}" for title in table.titles))
        for row in table.rows:
            cells = [self._cell(r) for r in row.ranges]
            self.stdout.write(f"{format_points(row.score):>6}  " + "  ".join(f"{cell:>11}" for cell in cells))
        for note in table.notes:
            self.stdout.write("")
            self.stdout.write(note)

    @staticmethod
    def _cell(average_range) -> str:
        if average_range.high is None:
            return f"≥ {average_range.low}"
        return f"{average_range.low}–{average_range.high}"


def format_points(score) -> str:
    """6½ rather than 6.5, as the regulations print scores."""
    whole, half = divmod(score * 2, 2)
    return f"{int(whole) or ''}½" if half else str(int(whole))
