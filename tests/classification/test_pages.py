"""The national pages, as each role sees them: results, facts, awards, players and their qualification book."""

import io
from decimal import Decimal

import pytest
from django.contrib.auth.models import Permission
from django.core.files.uploadedfile import SimpleUploadedFile
from django.template import Context, Template
from django.urls import reverse
from pypdf import PdfReader

from classification.models import CategoryRecord, NationalResult, NormTable, TournamentNationalFacts
from tests import factories

from .round_robin import judged, seed_table  # noqa: F401

pytestmark = pytest.mark.django_db


def grant(user, codename: str):
    user.user_permissions.add(Permission.objects.get(codename=codename, content_type__app_label="classification"))


def result_of(number: int) -> NationalResult:
    return NationalResult.objects.get(entry__start_number=number)


def test_anybody_sees_k_the_row_and_the_verdicts(client, judged):
    page = client.get(reverse("classification:tournament", args=[judged.tournament.pk])).content.decode()
    assert "Tournament coefficient K = 2.81" in page
    assert "row K 2.81–2.81" in page and "II category norm 73 %" in page
    assert "CLASSIFICATION_MASTER_COEFFICIENT" in page
    assert page.count('<tr id="national-') == 16
    assert "Record award" not in page and "Edit national facts" not in page


def test_the_summary_for_the_tournament_page_names_norms_and_failures(judged):
    html = Template("{% load classification_tags %}{% national_results_summary tournament %}").render(
        Context({"tournament": judged.tournament})
    )
    assert "K = 2.81" in html and html.count("badge bg-warning") == 5 and html.count("badge bg-success") == 4


@pytest.mark.parametrize("role", ["arbiter", "officer"])
def test_the_chief_arbiter_and_the_federations_officer_state_the_facts_and_the_results_are_judged_again(
    client, cast, judged, role
):
    client.force_login(getattr(cast, role))
    url = reverse("classification:tournament_facts", args=[judged.tournament.pk])
    assert client.get(url).status_code == 200
    response = client.post(
        url,
        {
            "time_control": "under_one_hour",
            "judges": 3,
            "highest_judge_category": "national",
            "clocks_and_scoresheets": "on",
        },
    )
    assert response.status_code == 302
    facts = TournamentNationalFacts.objects.get(tournament=judged.tournament)
    assert facts.time_control == "under_one_hour" and facts.updated_by == getattr(cast, role)
    # Cond. 9: at K 2.81 an hour a game is needed, so no norm holds any more.
    assert not NationalResult.objects.exclude(best_norm="").exists()


@pytest.mark.parametrize("role", ["other_arbiter", "other_officer", "player_user"])
def test_others_do_not_find_the_facts_form(client, cast, judged, role):
    client.force_login(getattr(cast, role))
    assert client.get(reverse("classification:tournament_facts", args=[judged.tournament.pk])).status_code == 404


def test_an_anonymous_visitor_is_sent_to_log_in_for_the_facts(client, judged):
    response = client.get(reverse("classification:tournament_facts", args=[judged.tournament.pk]))
    assert response.status_code == 302 and reverse("login") in response["Location"]


def test_the_chief_arbiter_records_a_second_category_as_organiser_cond_11(client, cast, judged):
    client.force_login(cast.arbiter)
    assert (
        "Record award" in client.get(reverse("classification:tournament", args=[judged.tournament.pk])).content.decode()
    )
    response = client.post(reverse("classification:record_award", args=[result_of(2).pk]))
    assert response.status_code == 302
    record = CategoryRecord.objects.get(change=CategoryRecord.Change.GAINED)
    assert (
        record.player,
        record.category,
        record.effective_on.isoformat(),
        record.expires_on.isoformat(),
        record.rule,
    ) == (judged.players[1], "II", "2019-07-15", "2022-07-15", "Cond. 11")
    client.post(reverse("classification:record_award", args=[result_of(2).pk]))
    assert CategoryRecord.objects.filter(change=CategoryRecord.Change.GAINED).count() == 1


def test_an_officer_needs_the_permission_to_record_an_award(client, cast, judged):
    client.force_login(cast.officer)
    url = reverse("classification:record_award", args=[result_of(2).pk])
    assert client.post(url).status_code == 403
    grant(cast.officer, "award_organiser_categories")
    assert client.post(url).status_code == 302
    assert CategoryRecord.objects.filter(change=CategoryRecord.Change.GAINED).exists()


def test_a_result_without_a_new_norm_cannot_be_awarded(client, cast, judged):
    client.force_login(cast.staff)
    assert client.post(reverse("classification:record_award", args=[result_of(1).pk])).status_code == 403


def test_an_arbiter_of_another_event_does_not_find_the_result(client, cast, judged):
    client.force_login(cast.other_arbiter)
    assert client.post(reverse("classification:record_award", args=[result_of(2).pk])).status_code == 404


def test_awards_are_recorded_by_post_only(client, cast, judged):
    client.force_login(cast.arbiter)
    assert client.get(reverse("classification:record_award", args=[result_of(2).pk])).status_code == 405


@pytest.mark.parametrize(
    ("role", "status"), [("officer", 200), ("staff", 200), ("other_officer", 404), ("other_arbiter", 404)]
)
def test_a_players_record_is_for_his_federations_officers_and_staff(client, cast, judged, role, status):
    client.force_login(getattr(cast, role))
    assert client.get(reverse("classification:player", args=[judged.players[9].pk])).status_code == status


def test_a_player_sees_his_own_record_and_history(client, judged):
    player = judged.players[9]
    player.user = factories.UserFactory(username="player-ten")
    player.save()
    client.force_login(player.user)
    page = client.get(reverse("classification:player", args=[player.pk])).content.decode()
    assert "lowered after failures" in page and "III category" in page and "Conf. 6" in page


def test_cond_18_the_qualification_book_is_a_pdf_in_the_readers_language(client, cast, judged):
    client.force_login(cast.officer)
    response = client.get(
        reverse("classification:qualification_book", args=[judged.players[2].pk]), HTTP_ACCEPT_LANGUAGE="uk"
    )
    assert response["Content-Type"] == "application/pdf"
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    assert "Кваліфікаційний квиток" in text and "умова 18" in text
    assert "Player, Number 03" in text and "підтверджено" in text


def test_the_norm_tables_are_public_and_hold_the_seeds_row(client, judged):
    page = client.get(reverse("classification:norm_tables")).content.decode()
    assert "2.81" in page and "<td>73</td>" in page and "<td>48</td>" in page


@pytest.mark.parametrize("name", ["classification:norm_table_new", "classification:norm_table_import"])
def test_editing_the_table_needs_the_permission(client, cast, name):
    client.force_login(cast.officer)
    assert client.get(reverse(name)).status_code == 403
    grant(cast.officer, "change_normtablerow")
    assert client.get(reverse(name)).status_code == 200


def row_post(effective_from: str, rows: list[dict]) -> dict:
    data = {
        "effective_from": effective_from,
        "source": "QC decision 3/2024",
        "note": "",
        "rows-TOTAL_FORMS": len(rows),
        "rows-INITIAL_FORMS": 0,
    }
    for index, row in enumerate(rows):
        data.update({f"rows-{index}-{name}": value for name, value in row.items()})
    return data


def test_an_officer_with_the_permission_files_a_new_version(client, cast):
    grant(cast.officer, "change_normtablerow")
    client.force_login(cast.officer)
    rows = [
        {"coefficient_from": "2.76", "coefficient_to": "2.85", "second_percent": "73", "third_percent": "48"},
        {"coefficient_from": "2.86", "coefficient_to": "2.95", "second_percent": "75", "third_percent": "50"},
    ]
    response = client.post(reverse("classification:norm_table_new"), row_post("2024-01-01", rows))
    assert response.status_code == 302
    table = NormTable.objects.get(effective_from="2024-01-01")
    assert [(str(row.coefficient_from), str(row.second_percent)) for row in table.rows.all()] == [
        ("2.76", "73.00"),
        ("2.86", "75.00"),
    ]
    assert table.updated_by == cast.officer


def test_overlapping_rows_are_refused_and_nothing_is_saved(client, cast):
    grant(cast.officer, "change_normtablerow")
    client.force_login(cast.officer)
    rows = [
        {"coefficient_from": "2.70", "coefficient_to": "2.85"},
        {"coefficient_from": "2.80", "coefficient_to": "2.90"},
    ]
    page = client.post(reverse("classification:norm_table_new"), row_post("2024-01-01", rows)).content.decode()
    assert "overlap" in page
    assert not NormTable.objects.filter(effective_from="2024-01-01").exists()


def test_an_officer_imports_a_version_from_csv(client, cast):
    grant(cast.officer, "change_normtablerow")
    client.force_login(cast.officer)
    csv_file = SimpleUploadedFile("table.csv", b"K_from;K_to;II;III\n2,76;2,85;73;48\n")
    response = client.post(
        reverse("classification:norm_table_import"),
        {"file": csv_file, "effective_from": "2024-01-01", "source": "QC 3/2024"},
    )
    assert response.status_code == 302
    (row,) = NormTable.objects.get(effective_from="2024-01-01").rows.all()
    assert (row.coefficient_from, row.second_percent) == (Decimal("2.76"), Decimal("73"))


def test_a_damaged_csv_names_its_line(client, cast):
    grant(cast.officer, "change_normtablerow")
    client.force_login(cast.officer)
    csv_file = SimpleUploadedFile("table.csv", b"K_from,K_to,II\n2.76,2.85,73\n2.86,,75\n")
    page = client.post(reverse("classification:norm_table_import"), {"file": csv_file, "effective_from": "2024-01-01"})
    assert "Line 3: Both ends of the range of K are needed." in page.content.decode()


def test_a_version_is_edited_in_place_and_can_be_downloaded(client, cast, seed_table):
    grant(cast.officer, "change_normtablerow")
    client.force_login(cast.officer)
    url = reverse("classification:norm_table_edit", args=[seed_table.pk])
    assert 'value="2.81"' in client.get(url).content.decode()
    row = seed_table.rows.get()
    data = row_post("2000-01-01", [])
    data.update(
        {
            "rows-TOTAL_FORMS": 1,
            "rows-INITIAL_FORMS": 1,
            "rows-0-id": row.pk,
            "rows-0-coefficient_from": "2.76",
            "rows-0-coefficient_to": "2.85",
            "rows-0-second_percent": "73",
            "rows-0-third_percent": "48",
        }
    )
    assert client.post(url, data).status_code == 302
    csv_text = client.get(reverse("classification:norm_table_csv", args=[seed_table.pk])).content.decode()
    assert csv_text == "K_from,K_to,KMS,point,I,II,III,youth\n2.76,2.85,,,,73,48,\n"
