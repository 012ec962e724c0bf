"""The chief arbiter signs off the certificates and the IT3 report in the application; the host federation
countersigns; what is not signed off says so everywhere and stays out of the package for FIDE."""

import io
import zipfile

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.test import RequestFactory
from django.urls import reverse

from certificates import sign_off_services
from certificates.models import Certificate, SignOff
from certificates.services import certificate_filename
from tests.factories import PASSWORD, FederationFactory
from tests.fixtures.accounts import current_code

from .documents import demo_trf
from .test_supersession import LAST_ROUND_DRAWN, bondar


def signer_request():
    """The request a secret comes with (the sign-in lock counts wrong passwords by its client address)."""
    return RequestFactory().post("/")


pytestmark = pytest.mark.django_db(transaction=True)


def sign(client, tournament, secret, **data):
    return client.post(reverse("certificates:sign_off", args=[tournament.pk]), {"secret": secret, **data})


def test_the_arbiter_signs_off_what_the_page_lists_after_giving_his_password_again(bondar_gm, client, cast):
    client.force_login(cast.arbiter)
    page = client.get(reverse("certificates:sign_off", args=[cast.tournament.pk])).content.decode()
    current = list(Certificate.objects.current().order_by("pk"))
    assert len(current) == 2 and all(certificate.reference in page for certificate in current)
    assert "IT3 tournament report (results version 1)" in page

    wrong = sign(client, cast.tournament, "not my password", certificates=[c.pk for c in current], report="on")
    assert wrong.status_code == 400 and "nothing was signed" in wrong.content.decode()
    assert not SignOff.objects.exists()

    response = sign(client, cast.tournament, PASSWORD, certificates=[bondar_gm.pk], report="on")
    assert response.status_code == 302
    bondar_gm.refresh_from_db()
    sign_off = bondar_gm.arbiter_sign_off
    assert (sign_off.signer, sign_off.signer_name) == (cast.arbiter, f"IA {cast.tournament.chief_arbiter.name}")
    assert SignOff.objects.filter(report_upload__tournament=cast.tournament, role="chief_arbiter").exists()
    # Printed again with the signature in the arbiter's box; the code stays.
    printed = bytes(bondar_gm.pdf).decode()
    assert f"Signed electronically by IA {cast.tournament.chief_arbiter.name}, {sign_off.signed_at:%Y-%m-%d}" in printed
    assert bondar_gm.verification_code in printed
    assert sign_off.checked_sha256 != bondar_gm.sha256

    rows = client.get(reverse("certificates:tournament", args=[cast.tournament.pk])).content.decode()
    assert rows.count("not yet signed off") == 1 and "signed off by IA" in rows
    page = client.get(reverse("certificates:sign_off", args=[cast.tournament.pk])).content.decode()
    assert bondar_gm.reference in page.split("Signatures given")[1]
    assert "IT3 tournament report (results version" not in page


def test_a_one_time_code_confirms_a_sign_off_too(bondar_gm, cast):
    signed = sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=current_code(cast.arbiter),
        certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request(),
    )
    assert [s.certificate for s in signed] == [bondar_gm]


def test_the_host_federation_countersigns_what_the_arbiter_signed_off(bondar_gm, cast):
    officer_agenda = sign_off_services.sign_off_agenda(tournament=cast.tournament, role=SignOff.Role.FEDERATION)
    assert officer_agenda.is_empty  # nothing to countersign before the arbiter signs off
    with pytest.raises(ValidationError):
        sign_off_services.sign_off(
            tournament=cast.tournament, actor=cast.officer, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
        )
    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
    )
    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.officer, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
    )
    bondar_gm.refresh_from_db()
    countersignature = bondar_gm.federation_sign_off
    assert countersignature.signer_name == f"{cast.officer.get_full_name() or 'officer'} (UKR)"
    assert f"Signed electronically by {countersignature.signer_name}" in bytes(bondar_gm.pdf).decode()
    for outsider in (cast.other_officer, cast.other_arbiter, cast.player_user):
        with pytest.raises(PermissionDenied):
            sign_off_services.sign_off(
                tournament=cast.tournament, actor=outsider, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
            )


def test_a_certificate_not_signed_off_says_so_everywhere_and_stays_out_of_the_package(bondar_gm, client, cast):
    assert certificate_filename(certificate=bondar_gm).endswith("-NOT-SIGNED-OFF.pdf")
    verify = client.get(reverse("verify", args=[bondar_gm.verification_code])).content.decode()
    assert "not yet signed off" in verify
    client.force_login(cast.arbiter)
    assert "not yet signed off" in client.get(reverse("certificates:list")).content.decode()
    api = reverse("api:certificate-detail", args=[bondar_gm.pk])
    assert client.get(api).json()["signed_off"] is False

    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
    )
    bondar_gm.refresh_from_db()
    assert "NOT-SIGNED-OFF" not in certificate_filename(certificate=bondar_gm)
    verify = client.get(reverse("verify", args=[bondar_gm.verification_code])).content.decode()
    assert "not yet signed off" not in verify and "Signed electronically by IA" in verify
    stated = client.get(api).json()
    assert stated["signed_off"] is True and stated["sign_offs"][0]["role"] == "chief_arbiter"


def test_the_package_for_fide_holds_only_signed_off_certificates_and_names_the_others(bondar_gm, client, cast):
    from players.models import Player
    from titles.application_services import application_start

    application, _created = application_start(player=Player.objects.get(fide_id=14100040), title="GM", actor=cast.officer)
    client.force_login(cast.officer)
    client.post(reverse("certificates:application_package_prepare", args=[application.pk]))

    def package() -> dict[str, bytes]:
        content = client.get(reverse("certificates:application_package", args=[application.pk])).content
        archive = zipfile.ZipFile(io.BytesIO(content))
        return {name: archive.read(name) for name in archive.namelist()}

    files = package()
    assert not any(" IT1 GM norm - " in name for name in files)
    (note,) = [content for name, content in files.items() if name.endswith("IT1 certificates not yet signed off.txt")]
    assert bondar_gm.reference in note.decode()

    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
    )
    bondar_gm.refresh_from_db()
    files = package()
    (certificate,) = [content for name, content in files.items() if " IT1 GM norm - " in name]
    assert certificate == bytes(bondar_gm.pdf)
    assert not any("not yet signed off" in name for name in files)


def test_a_correction_asks_for_a_new_sign_off(import_results, cast):
    import_results(demo_trf())
    old_im = bondar("IM").get()
    upload = old_im.norm_result.entry.upload
    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD,
        certificate_ids=list(Certificate.objects.values_list("pk", flat=True)), report_upload_id=upload.pk, request=signer_request(),
    )
    assert sign_off_services.sign_off_agenda(tournament=cast.tournament, role=SignOff.Role.CHIEF_ARBITER).is_empty

    corrected = import_results(demo_trf(**LAST_ROUND_DRAWN))

    new_im = bondar("IM").current().get()
    agenda = sign_off_services.sign_off_agenda(tournament=cast.tournament, role=SignOff.Role.CHIEF_ARBITER)
    assert [certificate.pk for certificate in agenda.certificates] == [new_im.pk]
    assert agenda.report_upload == corrected
    assert not new_im.is_signed_off
    # The old certificate's sign-off is kept: who signed what stays on record.
    assert Certificate.objects.get(pk=old_im.pk).is_signed_off


def test_a_page_left_open_over_a_correction_signs_nothing(import_results, cast):
    import_results(demo_trf())
    old_im = bondar("IM").get()
    import_results(demo_trf(**LAST_ROUND_DRAWN))
    with pytest.raises(ValidationError, match="changed meanwhile"):
        sign_off_services.sign_off(
            tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[old_im.pk], report_upload_id=None, request=signer_request()
        )
    assert not SignOff.objects.exists()


def test_the_signed_off_report_prints_the_signature(bondar_gm, client, cast):
    upload = bondar_gm.norm_result.entry.upload
    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[], report_upload_id=upload.pk, request=signer_request()
    )
    client.force_login(cast.arbiter)
    report = client.get(reverse("certificates:tournament_report", args=[cast.tournament.pk])).content.decode()
    assert f"Signed electronically by IA {cast.tournament.chief_arbiter.name}" in report


def test_wrong_passwords_on_the_sign_off_page_count_towards_the_sign_in_lock(bondar_gm, client, cast, settings):
    """Someone at an open session cannot guess the password on the sign-off page more often than at the login page:
    the wrong ones are counted (django-axes), and once locked neither the page nor the login takes the password."""
    client.force_login(cast.arbiter)
    for _attempt in range(settings.AXES_FAILURE_LIMIT - 1):
        assert sign(client, cast.tournament, "a guess", certificates=[bondar_gm.pk]).status_code == 400
    assert sign(client, cast.tournament, "a guess", certificates=[bondar_gm.pk]).status_code == 429  # the lock page
    assert sign(client, cast.tournament, PASSWORD, certificates=[bondar_gm.pk]).status_code == 429
    assert not SignOff.objects.exists()
    client.logout()
    login = client.post(reverse("login"), {"username": cast.arbiter.username, "password": PASSWORD})
    assert login.status_code == 429  # django-axes' lockout answer


def test_the_box_the_host_federation_countersigns_names_the_host_not_the_organiser(bondar_gm, cast):
    """Host and organiser may differ (an event organised from abroad); the officer who countersigns is the host
    federation's, so the box he signs names the host federation."""
    cast.tournament.organising_federation = FederationFactory(code="ESP", name="Spain")
    cast.tournament.save(update_fields=["organising_federation"])
    for signer in (cast.arbiter, cast.officer):
        sign_off_services.sign_off(
            tournament=cast.tournament, actor=signer, secret=PASSWORD, certificate_ids=[bondar_gm.pk],
            report_upload_id=None, request=signer_request(),
        )
    bondar_gm.refresh_from_db()
    box = bytes(bondar_gm.pdf).decode().split("Federation confirming the result", 1)[1].split("</td>", 1)[0]
    assert "UKR – " in box and "ESP" not in box
    assert f"Signed electronically by {bondar_gm.federation_sign_off.signer_name}" in box
