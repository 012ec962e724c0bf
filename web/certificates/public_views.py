"""The public verification page: anyone (FIDE's office, another federation) checks a certificate by its code."""

from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from certificates.verification import normalised, verified_document

from .forms import VerificationCodeForm


@require_GET
def verify(request, code: str = ""):
    typed = request.GET.get("code", "")
    if typed and not code:
        if normalised(typed):
            return redirect("verify", code=normalised(typed))
        # Nothing a code is made of ("---", a NUL byte): no address to send the reader to, and no such code.
        return render(request, "certificates/verify.html", _context(typed, None))
    return render(request, "certificates/verify.html", _context(code, verified_document(code) if code else None))


def _context(code: str, document) -> dict:
    return {"code": code, "document": document, "form": VerificationCodeForm(initial={"code": code})}
