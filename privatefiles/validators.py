"""What an uploaded private document may be: a scan or photo, which no browser runs as a page, of bounded size.

Every upload that the privatefiles view serves goes through validate_document, so that evidence attached to one
form is held to the same rule as a certificate scan attached to another.
"""

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

DOCUMENT_EXTENSIONS = ("pdf", "jpg", "jpeg", "png")
DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
# For the file input's `accept`, so that the browser's picker offers only what the server takes.
DOCUMENT_ACCEPT = ",".join(f".{extension}" for extension in DOCUMENT_EXTENSIONS)


def validate_document(upload) -> None:
    extension = upload.name.rsplit(".", 1)[-1].lower() if "." in upload.name else ""
    if extension not in DOCUMENT_EXTENSIONS:
        raise ValidationError(gettext("The scan must be a PDF, JPEG or PNG file."))
    if upload.size > DOCUMENT_MAX_BYTES:
        raise ValidationError(gettext("The scan is larger than 10 MB."))
