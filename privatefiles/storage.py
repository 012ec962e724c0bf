"""Where uploaded and generated private files are kept: a folder no web server serves, under names nobody can guess."""

import secrets
from pathlib import PurePath

from django.core.files.storage import FileSystemStorage, Storage, storages
from django.utils.deconstruct import deconstructible
from django.utils.text import get_valid_filename


class PrivateFileSystemStorage(FileSystemStorage):
    """A folder with no public address: its files are reached only through web.privatefiles.views."""

    def url(self, name):
        raise ValueError("A private file has no public address; link to privatefiles.registry.private_file_url")


def private_storage() -> Storage:
    """The "private" entry of settings.STORAGES (a callable, so that tests and deployments may swap it)."""
    return storages["private"]


@deconstructible
class PrivateUploadTo:
    """`prefix/<random>/<original name>`: the original name is kept for downloads, the random folder makes the
    path unguessable even to someone who knows the file's name."""

    def __init__(self, prefix: str):
        self.prefix = prefix

    def __call__(self, instance, filename: str) -> str:
        name = get_valid_filename(PurePath(filename).name)[-100:] or "file"
        return f"{self.prefix}/{secrets.token_urlsafe(18)}/{name}"

    def __eq__(self, other) -> bool:
        return isinstance(other, PrivateUploadTo) and other.prefix == self.prefix
