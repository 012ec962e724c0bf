from json import dumps

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone
from django.utils.translation import gettext as _

from lib.scores import score_text
from regulations import (
    NORM_TITLES,
    Edition,
    Rule,
    UnknownEditionError,
    edition_for,
    get_edition,
    norm_table,
    opponent_requirements,
)
from regulations.editions.edition_1990 import EDITION_1990, minimum_category_score
from titles.category_table import category_table

# Table 1.7 prints its federation rows as "Irrelevant" for 7 and 8 games (1.41b's events).
FEDERATION_ROWS_FROM_GAMES = 9


class Command(BaseCommand):
    help = _(
        "Print an edition's table of minimum scores for a number of games: the averages each score makes a norm with."
    )

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, required=True)
        parser.add_argument("--edition", help=_("edition of the regulations (default: the one in force today)"))
        parser.add_argument("--json", action="store_true")
        parser.add_argument(
            "--requirements",
            action="store_true",
            help=_("print the opponents a norm needs instead of the minimum scores"),
        )

    def handle(self, *args, games: int, edition: str | None, json: bool, requirements: bool, **options):
        if not 1 <= games <= 40:
            raise CommandError(_("--games must lie between 1 and 40."))
        try:
            chosen = get_edition(edition) if edition else edition_for(timezone.localdate())
        except UnknownEditionError as error:
            raise CommandError(str(error)) from error
        if requirements:
            if chosen is EDITION_1990:
                raise CommandError(_("The 1990 regulations have no table of opponents: they judge results by categories."))
            self._requirements(games, chosen, json)
            return
        if chosen is EDITION_1990:
            self._categories(games, json)
            return
        table = norm_table(games, chosen)
        if json:
            self.stdout.write(self._json(table))
        else:
            self._print(table)

    def _requirements(self, games: int, edition, as_json: bool) -> None:
        """Table 1.7 for ``games`` opponents: the minimums and maximums of 1.43–1.46 under the edition."""
        need = opponent_requirements(games, edition)
        federations = games >= FEDERATION_ROWS_FROM_GAMES
        rows = {
            "title_holders": need.title_holders,
            "norm_title_opponents": dict.fromkeys(NORM_TITLES, need.norm_title_opponents),
            "min_other_federations": need.min_other_federations if federations else None,
            "min_foreigners": games - need.max_own_federation if federations else None,
            "max_own_federation": need.max_own_federation if federations else None,
            "max_one_federation": need.max_one_federation if federations else None,
            "max_unrated": need.max_unrated if edition.has(Rule.UNRATED_MAXIMUM) else None,
        }
        if as_json:
            self.stdout.write(dumps({"games": games, "edition": edition.name, "requirements": rows}))
            return
        self.stdout.write(
            _("Opponents a norm of %(games)s games needs (%(rule)s), edition %(edition)s")
            % {"games": games, "rule": _rule_cited(edition, Rule.OPPONENTS_TABLE), "edition": edition.name}
        )
        irrelevant, no_maximum = _("irrelevant"), _("no maximum")
        norm_title_rules = (Rule.GM_OPPONENTS, Rule.IM_OPPONENTS, Rule.WGM_OPPONENTS, Rule.WIM_OPPONENTS)
        lines = [
            (_("title-holders, at least (%(rule)s)") % {"rule": edition.rule(Rule.TITLE_HOLDERS)}, rows["title_holders"]),
            *(
                (_("%(title)s opponents, at least (%(rule)s)") % {"title": title, "rule": edition.rule(rule)}, count)
                for title, rule, count in zip(NORM_TITLES, norm_title_rules, rows["norm_title_opponents"].values(), strict=False)
            ),
            (
                _("other federations, at least (%(rule)s)") % {"rule": edition.rule(Rule.FOREIGN_FEDERATIONS)},
                rows["min_other_federations"],
            ),
            (_("foreigners, at least (%(rule)s)") % {"rule": edition.rule(Rule.FEDERATION_MAXIMA)}, rows["min_foreigners"]),
            (
                _("from the player's federation, at most (%(rule)s)") % {"rule": edition.rule(Rule.FEDERATION_MAXIMA)},
                rows["max_own_federation"],
            ),
            (
                _("from any one federation, at most (%(rule)s)") % {"rule": edition.rule(Rule.FEDERATION_MAXIMA)},
                rows["max_one_federation"],
            ),
        ]
        for label, count in lines:
            self.stdout.write(f"{label:<48} {irrelevant if count is None else count}")
        unrated = rows["max_unrated"]
        if unrated is None:
            self.stdout.write(f"{_('unrated, at most'):<48} {no_maximum}")
        else:
            label = _("unrated, at most (%(rule)s)") % {"rule": edition.rule(Rule.UNRATED_MAXIMUM)}
            self.stdout.write(f"{label:<48} {unrated}")

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
                f"{title} {score_text(row[title])}" for title in ("GM", "IM", "WGM", "WIM") if title in row
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
            _("Minimum scores for %(games)s games (%(rule)s), edition %(edition)s")
            % {"games": table.games, "rule": _rule_cited(get_edition(table.edition), Rule.MINIMUM_SCORE), "edition": table.edition}
        )
        self.stdout.write(f"{'score':>6}  " + "  ".join(f"{title:>11}" for title in table.titles))
        for row in table.rows:
            cells = [self._cell(r) for r in row.ranges]
            self.stdout.write(f"{score_text(row.score):>6}  " + "  ".join(f"{cell:>11}" for cell in cells))
        for note in table.notes:
            self.stdout.write("")
            self.stdout.write(note)

    @staticmethod
    def _cell(average_range) -> str:
        if average_range.high is None:
            return f"≥ {average_range.low}"
        return f"{average_range.low}–{average_range.high}"


def _rule_cited(edition: Edition, rule: Rule) -> str:
    """The edition's number for the rule, or what the rule is about where the edition does not number it."""
    return edition.rule(rule) if edition.has(rule) else rule.value
