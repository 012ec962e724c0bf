from json import dumps

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone
from django.utils.translation import gettext as _

from titles.category_table import category_table
from titles.regulations import UnknownEditionError, edition_for, get_edition, norm_table
from titles.regulations.edition_1990 import EDITION_1990, minimum_category_score


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
            chosen = get_edition(edition) if edition else edition_for(timezone.localdate())
        except UnknownEditionError as error:
            raise CommandError(str(error)) from error
        if chosen is EDITION_1990:
            self._categories(games, json)
            return
        table = norm_table(games, chosen)
        if json:
            self.stdout.write(self._json(table))
        else:
            self._print(table)

    def _categories(self, games: int, json: bool) -> None:
        """1990 §11: the category table the federation entered, with the scores each category needs."""
        table = category_table()
        if table is None:
            raise CommandError(
                _(
                    "The 1990 regulations judge results by their category table (§11), which their text does not "
                    "carry and which has not been entered (import_category_table); GM results are judged by the "
                    "performance route of 9.21."
                )
            )
        rows = [
            {
                "category": category.number,
                "averages": [category.lowest_average, category.highest_average],
                **{title: float(minimum_category_score(category, title, games)) for title in category.percent},
            }
            for category in table.categories
        ]
        if json:
            self.stdout.write(dumps({"games": games, "edition": EDITION_1990.name, "categories": rows}))
            return
        self.stdout.write(
            _("Scores needed for %(games)s games by category (§11), 1990 regulations") % {"games": games}
        )
        for row in rows:
            needed = "  ".join(
                f"{title} {format_points(row[title])}" for title in ("GM", "IM", "WGM", "WIM") if title in row
            )
            low, high = row["averages"]
            self.stdout.write(f"{row['category']:>3}  {low}–{high}  {needed}")

    def _json(self, table) -> str:
        rows = [
            {
                "score": float(row.score),
                **{average_range.title: [average_range.low, average_range.high] for average_range in row.ranges},
            }
            for row in table.rows
        ]
        return dumps({"games": table.games, "edition": table.edition, "rows": rows, "notes": list(table.notes)})

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
