from datetime import date

from django.core.management.base import BaseCommand
from django.utils import timezone

from classification.services import categories_expire


class Command(BaseCommand):
    help = "Lower every national category whose period has ended and notify once (what the daily task does)."

    def add_arguments(self, parser):
        parser.add_argument("--today", type=date.fromisoformat, default=None, help="YYYY-MM-DD; default: today")

    def handle(self, *args, today: date | None, **options):
        records = categories_expire(today=today or timezone.localdate())
        for record in records:
            self.stdout.write(
                f"{record.player}: {record.get_category_display()} from {record.effective_on} ({record.rule})"
            )
        self.stdout.write(f"{len(records)} lapses written")
