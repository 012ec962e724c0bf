from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from tournaments import services
from tournaments.models import ResultUpload


class Command(BaseCommand):
    help = _("Run the failed evaluation of uploads again (once the bug is fixed or the limit raised); audited.")

    def add_arguments(self, parser):
        parser.add_argument("uploads", nargs="+", type=int, help=_("ids of the failed uploads"))
        parser.add_argument("--by", required=True, help=_("the staff user's name recorded in the audit log"))

    def handle(self, *args, uploads: list[int], by: str, **options):
        staff = get_user_model().objects.filter(username=by, is_staff=True).first()
        if staff is None:
            raise CommandError(_("%(name)s is no staff user.") % {"name": by})
        found = {upload.pk: upload for upload in ResultUpload.objects.filter(pk__in=uploads)}
        not_failed = [str(pk) for pk in uploads if pk not in found or found[pk].status != ResultUpload.Status.FAILED]
        if not_failed:
            raise CommandError(_("Not failed uploads, nothing run again: %(ids)s.") % {"ids": ", ".join(not_failed)})
        for pk in uploads:
            services.upload_rerun(upload=found[pk], user=staff)
            self.stdout.write(_("Upload %(id)s waits for the worker again.") % {"id": pk})
