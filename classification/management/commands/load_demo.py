from django.core.management.base import BaseCommand
from django.utils.translation import gettext as _

from classification.demo import demo_national_event
from titles.demo import demo_title_journey
from tournaments.demo import demo_load


# Here, in the app that depends on the others, so that the demo reaches every one of them.
class Command(BaseCommand):
    help = _("Load the demo tournaments, a title journey and one user per role (safe to run again).")

    def handle(self, *args, **options):
        demo_load(report=self.stdout.write)
        demo_title_journey(report=self.stdout.write)
        demo_national_event(report=self.stdout.write)
