from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from classification.demo import demo_national_event
from titles.demo import demo_title_journey
from tournaments.demo import demo_load

PRODUCTION_SETTINGS = "config.settings.production"


# Here, in the app that depends on the others, so that the demo reaches every one of them.
class Command(BaseCommand):
    help = _("Load the demo tournaments, a title journey and one user per role (safe to run again).")

    def add_arguments(self, parser):
        parser.add_argument(
            "--allow-production",
            action="store_true",
            help=_("Load it under the production settings all the same (its passwords and one-time keys are published)."),
        )

    def handle(self, *args, allow_production=False, **options):
        # The demo's logins are printed in the README, their second factor's key too: on a real site they are
        # open doors, staff's included.
        if settings.SETTINGS_MODULE == PRODUCTION_SETTINGS and not allow_production:
            raise CommandError(
                _(
                    "Refused under the production settings: the demo's passwords and one-time keys are published. "
                    "Give --allow-production to load it all the same."
                )
            )
        demo_load(report=self.stdout.write)
        demo_title_journey(report=self.stdout.write)
        demo_national_event(report=self.stdout.write)
