from django.core.management.base import BaseCommand, CommandError
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.services import DEMO_DEVICE_NAME, totp_current_code


class Command(BaseCommand):
    help = (
        "Print the code a demo login's authenticator would show now. Only the demo's devices, whose keys "
        "load_demo publishes, are read: a real device's code is never printed."
    )

    def add_arguments(self, parser):
        parser.add_argument("username")

    def handle(self, *args, username, **options):
        device = TOTPDevice.objects.filter(user__username=username, name=DEMO_DEVICE_NAME, confirmed=True).first()
        if device is None:
            raise CommandError(f"{username} has no demo device (only the demo's officer and staff logins have one)")
        self.stdout.write(totp_current_code(device))
