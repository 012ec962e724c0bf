"""The forms of the certificates' pages: the public verification page's, and the sign-off's."""

from crispy_forms.bootstrap import StrictButton
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Div, Layout, Submit
from django import forms
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

# The largest PDF the verification page reads: an IT1 of four copies is well under a megabyte.
MAX_PDF_BYTES = 10_000_000


class VerificationCodeForm(forms.Form):
    """A code as printed on an IT1 certificate or an IT2 form; the view reads it however it was typed."""

    code = forms.CharField(
        label=_("Verification code"), widget=forms.TextInput(attrs={"id": "verification-code", "autocomplete": "off"})
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_method = "get"
        self.helper.form_action = reverse("verify_form")
        self.helper.disable_csrf = True
        self.helper.form_class = "row g-2 align-items-end mb-4 col-lg-8"
        self.helper.layout = Layout(
            Div("code", css_class="col-sm-8"),
            Div(StrictButton(_("Verify"), type="submit", css_class="btn-primary w-100 mb-3"), css_class="col-sm-4"),
        )


class SignOffForm(forms.Form):
    """What the signer checked and signs, confirmed with their password or a one-time code."""

    certificates = forms.TypedMultipleChoiceField(
        label=_("IT1 certificates"), coerce=int, required=False, widget=forms.CheckboxSelectMultiple
    )
    report = forms.BooleanField(label=_("The IT3 tournament report"), required=False)
    secret = forms.CharField(
        label=_("Your password or a one-time code from your authenticator app"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
    )

    def __init__(self, *args, agenda, **kwargs):
        super().__init__(*args, **kwargs)
        self.agenda = agenda
        self.fields["certificates"].choices = [
            (certificate.pk, f"{certificate.reference} · {certificate.entry.name} · {certificate.title}")
            for certificate in agenda.certificates
        ]
        self.initial.setdefault("certificates", [certificate.pk for certificate in agenda.certificates])
        self.initial.setdefault("report", agenda.report_upload is not None)
        if agenda.report_upload is None:
            del self.fields["report"]
        else:
            self.fields["report"].label = _("The IT3 tournament report of results version %(version)s") % {
                "version": agenda.report_upload.version
            }
        if not agenda.certificates:
            del self.fields["certificates"]
        self.helper = FormHelper()
        self.helper.add_input(Submit("sign", _("Sign electronically"), css_class="btn-primary"))

    def report_upload_id(self) -> int | None:
        if self.cleaned_data.get("report"):
            return self.agenda.report_upload.pk
        return None


class SignedPdfForm(forms.Form):
    """A PDF dropped on the verification page, to check its signature and find what was issued as it."""

    document = forms.FileField(
        label=_("PDF file"),
        widget=forms.ClearableFileInput(attrs={"accept": "application/pdf,.pdf", "id": "signed-pdf"}),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.helper = FormHelper()
        self.helper.form_action = reverse("verify_file")
        self.helper.form_class = "col-lg-8 mb-4 p-3 border border-2 rounded drop-zone"
        self.helper.attrs = {"enctype": "multipart/form-data"}
        self.helper.add_input(Submit("check", _("Check the file"), css_class="btn-outline-primary"))

    def clean_document(self):
        document = self.cleaned_data["document"]
        if document.size > MAX_PDF_BYTES:
            raise forms.ValidationError(
                _("The file is larger than %(megabytes)s MB: no document issued here is that large.")
                % {"megabytes": MAX_PDF_BYTES // 1_000_000}
            )
        return document.read()
