from rest_framework.renderers import BaseRenderer


class PdfRenderer(BaseRenderer):
    """Lets a client say Accept: application/pdf to the endpoint that answers with a PDF (else 406)."""

    media_type = "application/pdf"
    format = "pdf"
    charset = None
    render_style = "binary"

    def render(self, data, accepted_media_type=None, renderer_context=None) -> bytes:
        return data
