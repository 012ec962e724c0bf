"""The public verification page: anyone (FIDE's office, another federation) checks a certificate by its code,
or a PDF by its signature and checksum."""

import hashlib

from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from certificates.verification import normalised, verified_document, verified_document_of_file
from printing.signing import signature_report

from .forms import SignedPdfForm, VerificationCodeForm


@require_GET
def verify(request, code: str = ""):
    typed = request.GET.get("code", "")
    if typed and not code:
        if normalised(typed):
            return redirect("verify", code=normalised(typed))
        # Nothing a code is made of ("---", a NUL byte): no address to send the reader to, and no such code.
        return render(request, "certificates/verify.html", _context(typed, None))
    return render(request, "certificates/verify.html", _context(code, verified_document(code) if code else None))


@require_POST
def verify_file(request):
    """A PDF dropped on the page: its signature as pyHanko finds it, its checksum and the document issued as it."""
    form = SignedPdfForm(request.POST, request.FILES)
    context = _context("", None, file_form=form)
    if form.is_valid():
        content = form.cleaned_data["document"]
        sha256 = hashlib.sha256(content).hexdigest()
        context.update(
            checked_file={"name": request.FILES["document"].name, "sha256": sha256},
            signature=signature_report(content),
            document=verified_document_of_file(sha256),
        )
    return render(request, "certificates/verify.html", context, status=200 if form.is_valid() else 400)


def _context(code: str, document, *, file_form: SignedPdfForm | None = None) -> dict:
    return {
        "code": code,
        "document": document,
        "form": VerificationCodeForm(initial={"code": code}),
        "file_form": file_form or SignedPdfForm(),
    }
