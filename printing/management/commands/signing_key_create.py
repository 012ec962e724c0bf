"""Create a self-signed key to sign the printed documents with: for the demo (bin/run) and trials only."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from printing.signing_keys import self_signed_key_create


class Command(BaseCommand):
    # The system checks would ask for the very key this command makes (printing.E003 when PDF_SIGNING_KEY_FILE
    # names it before it exists, as bin/run does on a fresh machine).
    requires_system_checks = []
    help = (
        "Write a self-signed PDF signing key (PKCS#12) and its certificate (PEM, beside it). "
        "Production signs with a key a certification authority vouches for (README, 'Signed documents')."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", help="the PKCS#12 file to write, e.g. .signing/demo-signing-key.p12")
        parser.add_argument("--passphrase", default="", help="the passphrase that protects the file")
        parser.add_argument("--name", default="TitleDesk demo federation", help="the signer named in the certificate")
        parser.add_argument("--days", type=int, default=3650, help="how long the certificate is valid")
        parser.add_argument("--keep", action="store_true", help="keep an existing file instead of refusing")

    def handle(self, *args, path, passphrase, name, days, keep, **options):
        target = Path(path)
        if target.exists():
            if keep:
                return
            raise CommandError(f"{target} exists: a key is never overwritten (give another path, or --keep)")
        certificate = self_signed_key_create(path=target, passphrase=passphrase, name=name, days=days)
        self.stdout.write(f"Signing key written to {target}, its certificate to {certificate}.")
