from django.core.management.base import BaseCommand
from django.utils.translation import gettext as _

from titles.demo import demo_title_journey
from tournaments.demo import demo_load


class Command(BaseCommand):
    help = _("Load the demo tournaments, a title journey and one user per role (safe to run again).")

    def handle(self, *args, **options):
        demo_load(report=self.stdout.write)
        demo_title_journey(report=self.stdout.write)
