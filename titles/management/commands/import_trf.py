import json
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils.translation import gettext as _

from titles.services import tournament_register_from_trf
from tournaments import services
from tournaments.matching import mismatch_label
from tournaments.models import RefusedUpload, ResultUpload, Tournament
from trf import TrfError, parse_trf


class Command(BaseCommand):
    help = _("Import a TRF file as a new tournament, or as a new results version of an existing one, and evaluate it.")

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--tournament", type=int, help=_("id of the tournament that gets a new version"))
        parser.add_argument(
            "--force",
            action="store_true",
            help=_("accept a file whose header differs from the registered tournament (the confirmation is recorded)"),
        )
        parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
        parser.add_argument("--timeout", type=float, default=300, help=_("seconds to wait for the worker"))

    def handle(self, *args, file: Path, tournament: int | None, force: bool, json: bool, timeout: float, **options):
        data = self._read(file)
        target = self._tournament(tournament)
        if target is None:
            with transaction.atomic():  # a file the upload refuses or holds registers no tournament either
                upload = self._receive(self._register(file, data), file, data, force, registered_from_it=True)
        else:
            upload = self._receive(target, file, data, force)
        if upload is None:
            return
        upload = self._wait_until_final(upload, timeout)
        self._report(upload, as_json=json)
        if upload.status == ResultUpload.Status.REJECTED:
            raise CommandError(_("The upload was rejected."))

    def _register(self, file: Path, data: bytes) -> Tournament:
        try:
            document = parse_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
            return tournament_register_from_trf(document=document, filename=file.name)
        except TrfError as error:  # a malformed file, or one with no date, registers no event
            raise CommandError(f"{file}: {error}") from error

    def _receive(
        self, tournament: Tournament, file: Path, data: bytes, force: bool, *, registered_from_it: bool = False
    ) -> ResultUpload | None:
        receipt = services.upload_receive(
            tournament=tournament, filename=file.name, data=data, entrance=RefusedUpload.Entrance.COMMAND,
            confirmed=force, registered_from_it=registered_from_it,
        )
        if receipt.refused:
            error = receipt.refused_upload.errors[0]
            where = f"line {error['line']}, column {error['column']}: " if error["line"] else ""
            raise CommandError(_("%(file)s is refused; nothing was stored: %(where)s%(message)s") % {
                "file": file, "where": where, "message": error["message"]})
        if receipt.held:
            for mismatch in receipt.mismatches:
                self.stderr.write(
                    _("  %(field)s: registered %(registered)s, the file %(in_file)s")
                    % {"field": mismatch_label(mismatch.field), "registered": mismatch.registered, "in_file": mismatch.in_file}
                )
            raise CommandError(
                _("%(file)s differs from tournament %(id)s or would publish less than its current results; correct "
                  "the registration or use --force.")
                % {"file": file, "id": tournament.pk}
            )
        if not receipt.created:
            self.stdout.write(
                _("The file is identical to version %(version)s of tournament %(id)s; no new version was made.")
                % {"version": receipt.upload.version, "id": tournament.pk}
            )
            return None
        if receipt.mismatches:
            self.stderr.write(_("The header differs from the registered tournament; accepted with --force (recorded)."))
        return receipt.upload

    def _read(self, file: Path) -> bytes:
        try:
            return file.read_bytes()
        except OSError as error:
            raise CommandError(f"{file}: {error.strerror}") from error

    def _tournament(self, tournament_id: int | None) -> Tournament | None:
        if tournament_id is None:
            return None
        try:
            return Tournament.objects.get(pk=tournament_id)
        except Tournament.DoesNotExist as error:
            raise CommandError(_("There is no tournament %(id)s.") % {"id": tournament_id}) from error

    def _wait_until_final(self, upload: ResultUpload, timeout: float) -> ResultUpload:
        deadline = time.monotonic() + timeout
        upload.refresh_from_db()
        while not upload.is_final:
            if time.monotonic() > deadline:
                raise CommandError(_("The worker has not finished within %(seconds)s s.") % {"seconds": timeout})
            time.sleep(0.2)
            upload.refresh_from_db()
        return upload

    def _report(self, upload: ResultUpload, *, as_json: bool) -> None:
        report = {
            "tournament": upload.tournament_id,
            "version": upload.version,
            "status": upload.status,
            **upload.summary,
            "errors": upload.errors,
        }
        if as_json:
            self.stdout.write(json.dumps(report, indent=2, default=str))
            return
        self.stdout.write(_("Tournament %(id)s, results version %(version)s: %(status)s") % {
            "id": upload.tournament_id, "version": upload.version, "status": upload.get_status_display()})
        for key in ("players", "rounds", "games", "forfeits"):
            if key in upload.summary:
                self.stdout.write(f"  {key}: {upload.summary[key]}")
        for kind, count in upload.summary.get("byes", {}).items():
            self.stdout.write(f"  byes {kind}: {count}")
        for error in upload.errors:
            self.stderr.write(f"  line {error['line']}, column {error['column']}: {error['message']}")
