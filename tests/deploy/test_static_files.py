"""collectstatic with the production storage: every file a stylesheet or script names must be shipped."""

from django.core.management import call_command
from django.test import override_settings

MANIFEST_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}


def test_collectstatic_with_the_manifest_storage_succeeds(tmp_path):
    with override_settings(STORAGES=MANIFEST_STORAGES, STATIC_ROOT=tmp_path):
        call_command("collectstatic", interactive=False, verbosity=0)
    assert (tmp_path / "staticfiles.json").is_file()
    assert list(tmp_path.glob("vendor/bootstrap/bootstrap.bundle.min.*.js"))
