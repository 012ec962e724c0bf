from django.core.management.base import BaseCommand, CommandError

from classification.services import upload_evaluate_national
from tournaments.models import Tournament
from tournaments.selectors import upload_current


class Command(BaseCommand):
    help = "Judge a tournament's current results by the national classification again (e.g. after categories were entered)."

    def add_arguments(self, parser):
        parser.add_argument("tournament", type=int, help="tournament id")

    def handle(self, *args, tournament: int, **options):
        event = Tournament.objects.filter(pk=tournament).first()
        upload = upload_current(tournament=event) if event else None
        if upload is None:
            raise CommandError(f"tournament {tournament} has no evaluated results")
        evaluation = upload_evaluate_national(upload=upload)
        met = evaluation.results.exclude(best_norm="").count()
        failures = evaluation.results.filter(failure=True).count()
        self.stdout.write(f"K = {evaluation.coefficient}; {met} new norms, {failures} failures")
