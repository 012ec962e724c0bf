from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from certificates import selectors, services
from tournaments.models import Tournament
from tournaments.selectors import upload_current


class Command(BaseCommand):
    help = _(
        "Write the IT1 certificate of every norm achieved in a tournament's current results to a folder, "
        "issuing those not issued yet, and print the files' paths."
    )

    def add_arguments(self, parser):
        parser.add_argument("tournament_id", type=int)
        parser.add_argument("--out", type=Path, required=True, help=_("folder to write the PDF files to"))

    def handle(self, *args, tournament_id: int, out: Path, **options):
        try:
            tournament = Tournament.objects.get(pk=tournament_id)
        except Tournament.DoesNotExist as error:
            raise CommandError(_("There is no tournament %(id)s.") % {"id": tournament_id}) from error
        upload = upload_current(tournament=tournament)
        if upload is None:
            raise CommandError(_("The tournament has no evaluated results."))
        services.certificates_issue_for_upload(upload=upload)
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CommandError(f"{out}: {error.strerror}") from error
        for certificate in selectors.certificates_current_of_tournament(tournament=tournament):
            path = out / services.certificate_filename(certificate=certificate)
            path.write_bytes(bytes(certificate.pdf))
            self.stdout.write(str(path))
