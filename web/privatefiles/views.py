from pathlib import PurePath

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.http import content_disposition_header
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from privatefiles.registry import registration


@never_cache
@login_required
@require_safe
def private_file(request, label: str, pk: int, field: str):
    """Serve a private file to whom its app's rule allows; everyone else learns nothing (404)."""
    entry = registration(label, field)
    if entry is None:
        raise Http404
    instance = get_object_or_404(entry.model, pk=pk)
    stored = getattr(instance, field)
    if not stored or not entry.may_read(request.user, instance):
        raise Http404
    filename = PurePath(stored.name).name
    disposition = content_disposition_header(as_attachment=True, filename=filename)
    if settings.PRIVATE_FILES_X_ACCEL_REDIRECT:
        # The web server sends the bytes from its internal location; Django only decides who may have them.
        response = HttpResponse(content_type="application/octet-stream")
        response["X-Accel-Redirect"] = settings.PRIVATE_FILES_X_ACCEL_REDIRECT.rstrip("/") + "/" + stored.name
        response["Content-Disposition"] = disposition
        return response
    try:
        handle = stored.open("rb")
    except FileNotFoundError:
        raise Http404 from None
    response = FileResponse(handle, as_attachment=True, filename=filename)
    return response
