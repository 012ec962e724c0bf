"""collectstatic with the production storage's manifest: every file a stylesheet or script names must be shipped.

The manifest storage is what refuses a missing reference; production's whitenoise storage adds only the compressed
copies (slow to make, and made for real by CI's deploy check, `.ci/deploy-check`)."""

from django.core.management import call_command
from django.test import override_settings

MANIFEST_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
}


def test_collectstatic_with_the_manifest_storage_succeeds(tmp_path):
    with override_settings(STORAGES=MANIFEST_STORAGES, STATIC_ROOT=tmp_path):
        call_command("collectstatic", interactive=False, verbosity=0)
    assert (tmp_path / "staticfiles.json").is_file()
    assert list(tmp_path.glob("vendor/bootstrap/bootstrap.bundle.min.*.js"))
