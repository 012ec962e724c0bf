from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _

from accounts import services


class Command(BaseCommand):
    help = _(
        "Issue the code with which an officer or staff member sets up their first authenticator app (the first "
        "administrator included); give it to them by a way other than their e-mail."
    )

    def add_arguments(self, parser):
        parser.add_argument("username")

    def handle(self, *args, username, **options):
        user = get_user_model()._default_manager.filter(username=username, is_active=True).first()
        if user is None:
            raise CommandError(_("No active user %(username)s.") % {"username": username})
        if not services.enrolment_grant_required(user):
            raise CommandError(_("%(username)s needs no code: not an officer or staff member, or an app is already set up.") % {"username": username})
        code = services.enrolment_code_issue(user=user)
        link = f"{settings.SITE_URL.rstrip('/')}{reverse('accounts:two_factor_setup')}?{urlencode({'code': code})}"
        self.stdout.write(code)
        self.stdout.write(_("or, signed in as %(username)s: %(link)s") % {"username": username, "link": link})
