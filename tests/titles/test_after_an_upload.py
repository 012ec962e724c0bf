"""What the chief arbiter reads after an upload: what changed against the version current before, the pairings
and tie-breaks of the results, his tournaments on his home page, and the notices a correction sends."""

import datetime
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from notifications.models import Notification
from players.models import Player
from tests.samples import DEMO_ROUND_ROBIN
from titles.administration import tournament_excused_risks, tournament_risks
from titles.models import NormResult
from titles.notices import upload_announce_norm_changes
from titles.services import upload_evaluate
from tournaments import _versions, selectors, services
from tournaments.models import ResultUpload, Tournament

ORIGINAL = DEMO_ROUND_ROBIN.read_bytes()


def corrected(data: bytes = ORIGINAL) -> bytes:
    """Round 9 of Kovalenko (1) against Shevchenko (8), a draw, corrected to a win for White; totals follow."""
    lines = data.decode().splitlines()
    for index, line in enumerate(lines):
        if line.startswith("001    1 "):
            lines[index] = line.replace("  4.0 ", "  4.5 ", 1)[:-1] + "1"
        elif line.startswith("001    8 "):
            lines[index] = line.replace("  4.0 ", "  3.5 ", 1)[:-1] + "0"
    return ("\n".join(lines) + "\n").encode()


@pytest.fixture
def round_robin(cast) -> Tournament:
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        name="Kyiv Autumn Grandmaster Round Robin 2023", system=Tournament.System.ROUND_ROBIN,
        start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13), rounds_scheduled=9,
    )
    cast.tournament.refresh_from_db()
    return cast.tournament


def evaluated(tournament, data: bytes, user=None) -> ResultUpload:
    upload = _versions.version_store(tournament=tournament, filename="rr.trf", data=data, user=user)
    return upload_evaluate(upload_id=upload.pk)


def test_the_result_page_says_what_changed_against_the_version_current_before(client, cast, round_robin):
    evaluated(round_robin, ORIGINAL)
    second = evaluated(round_robin, corrected())
    assert second.status == ResultUpload.Status.EVALUATED
    client.force_login(cast.arbiter)
    first_page = client.get(reverse("tournaments:upload_detail", args=[round_robin.pk, 1])).content.decode()
    assert 'id="upload-changes"' not in first_page  # nothing was current before version 1
    page = client.get(reverse("tournaments:upload_detail", args=[round_robin.pk, 2])).content.decode()
    assert "Against version 1" in page and "2 results changed; norms unchanged." in page
    assert f"{reverse('tournaments:versions', args=[round_robin.pk])}?older=1&amp;newer=2#comparison" in page


def test_the_summary_names_players_and_norms_gained_or_lost(round_robin):
    from web.tournaments.views import change_summary

    first = evaluated(round_robin, ORIGINAL)
    second = evaluated(round_robin, ORIGINAL + b"\n")  # another file, the same results
    comparison = selectors.uploads_compare(older=first, newer=second)
    comparison.added.append("Somebody, New")
    comparison.norms_lost.append(("Bondar, Dmytro", "GM"))
    assert change_summary(comparison) == "results unchanged; 1 player added; 1 norm lost"


def test_the_compare_form_orders_older_to_newer_whichever_is_picked(client, cast, round_robin):
    evaluated(round_robin, ORIGINAL)
    evaluated(round_robin, corrected())
    client.force_login(cast.arbiter)
    url = reverse("tournaments:versions", args=[round_robin.pk])
    page = client.get(url, {"older": 2, "newer": 1}).content.decode()
    assert "From version 1 to version 2" in page
    # Before the correction the draw, after it the win: not the other way round.
    assert "<td>9</td><td>½ w – Shevchenko, Anna</td><td>1 w – Shevchenko, Anna</td>" in page


def test_round_pairings_show_the_points_before_the_round(client, round_robin):
    upload = evaluated(round_robin, ORIGINAL)
    first = selectors.round_pairings(upload=upload, number=1)
    assert {board.white_before for board in first} == {Decimal(0)}
    second = selectors.round_pairings(upload=upload, number=2)
    kovalenko = next(board for board in second if 1 in (board.white.start_number, getattr(board.black, "start_number", 0)))
    before = kovalenko.white_before if kovalenko.white.start_number == 1 else kovalenko.black_before
    assert before == Decimal("0.5")  # a draw with García Pérez in round 1; he finished with 4
    page = client.get(reverse("tournaments:round", args=[round_robin.pk, 1])).content.decode()
    assert "Points are those each player had before the round." in page
    assert "4.0" not in page.split('id="pairings"')[1].split("</table>")[0]  # no final score in round 1


def test_the_crosstable_states_its_tie_break_order_and_shows_those_columns(client, round_robin):
    evaluated(round_robin, ORIGINAL)
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    assert 'id="tie-break-order"' in page
    table = page.split('id="crosstable"')[1].split("</thead>")[0]
    assert [label for label in ("Buchholz", "Sonneborn-Berger", "Progressive score") if label in table] == [
        "Buchholz", "Sonneborn-Berger", "Progressive score",
    ]
    assert table.index("Buchholz") < table.index("Sonneborn-Berger") < table.index("Progressive score")


def test_the_arbiters_home_page_lists_the_state_of_each_of_his_tournaments(client, cast, round_robin):
    evaluated(round_robin, ORIGINAL)
    services.upload_refuse(
        upload_id=_versions.version_store(tournament=round_robin, filename="bad.trf", data=b"%PDF").pk,
        error={"line": 1, "column": 1, "message": "not a TRF file"},
    )
    assert services.upload_receive(tournament=round_robin, filename="cut.trf", data=b"012 x\n001    1", entrance="web").refused
    norms = NormResult.objects.filter(entry__upload__tournament=round_robin, entry__upload__version=1, achieved=True).count()
    client.force_login(cast.arbiter)
    page = client.get(reverse("home")).content.decode()
    item = page.split(f'id="managed-{round_robin.pk}"')[1].split("</li>")[0]
    assert "report was due by Dec. 13, 2023" in item  # 1.92: thirty days after the last round, 13 November
    assert "current version 1 (9 of 9 rounds)" in item
    assert "2 files refused" in item  # one by the worker, one at the door
    assert f"{norms} norm" in item and norms > 0


@pytest.fixture
def bondar_hears(cast):
    """Bondar (FIDE 14100040) is the cast's player, who hears of his own norms."""
    def notes() -> list[str]:
        return sorted(
            Notification.objects.filter(recipient=cast.player_user, kind=Notification.Kind.NORM_FOUND).values_list(
                "key", flat=True
            )
        )

    return notes


def link_bondar(cast):
    Player.objects.filter(user=cast.player_user).update(user=None)
    Player.objects.filter(fide_id=14100040).update(user=cast.player_user)


def test_a_correction_announces_only_the_verdicts_it_changed(cast, round_robin, bondar_hears):
    first = evaluated(round_robin, ORIGINAL)
    link_bondar(cast)
    upload_announce_norm_changes(upload_id=first.pk)
    announced = bondar_hears()
    assert len(announced) == 2  # his GM and IM norms
    second = evaluated(round_robin, corrected())  # a game of others: his norms unchanged
    assert upload_announce_norm_changes(upload_id=second.pk) == []
    assert bondar_hears() == announced


def test_a_norm_lost_and_found_again_is_announced_again(cast, round_robin, bondar_hears):
    first = evaluated(round_robin, ORIGINAL)
    link_bondar(cast)
    upload_announce_norm_changes(upload_id=first.pk)
    bondar = first.entries.get(player__fide_id=14100040)
    lost = evaluated(round_robin, corrected())
    NormResult.objects.filter(entry__upload=lost, entry__player=bondar.player).update(achieved=False)
    upload_announce_norm_changes(upload_id=lost.pk)
    found = evaluated(round_robin, ORIGINAL)
    upload_announce_norm_changes(upload_id=found.pk)
    keys = bondar_hears()
    assert len(keys) == 4
    assert sorted(key.rsplit(":", 1)[1] for key in keys) == ["v1", "v1", f"v{found.version}", f"v{found.version}"]


def bondar_loses_round_1() -> bytes:
    """Bondar (9) won round 1 against Nowak (2); corrected, he lost it: 5 points of 9 instead of 6."""
    lines = ORIGINAL.decode().splitlines()
    for index, line in enumerate(lines):
        if line.startswith("001    9 "):
            lines[index] = line.replace("  6.0 ", "  5.0 ", 1).replace("     2 b 1", "     2 b 0", 1)
        elif line.startswith("001    2 "):
            lines[index] = line.replace("  5.5 ", "  6.5 ", 1).replace("     9 w 0", "     9 w 1", 1)
    return ("\n".join(lines) + "\n").encode()


def test_a_norm_a_correction_takes_away_is_told_once_with_the_rule_it_now_fails(cast, round_robin):
    first = evaluated(round_robin, ORIGINAL)
    link_bondar(cast)
    upload_announce_norm_changes(upload_id=first.pk)
    lost = evaluated(round_robin, bondar_loses_round_1())
    bondar = lost.entries.get(player__fide_id=14100040)
    verdicts = {norm.title: norm for norm in bondar.norm_results.all()}
    assert not verdicts["GM"].achieved and verdicts["IM"].achieved  # the IM norm stays, and is not news
    upload_announce_norm_changes(upload_id=lost.pk)
    upload_announce_norm_changes(upload_id=lost.pk)  # the task run again
    notes = Notification.objects.filter(kind=Notification.Kind.NORM_LOST)
    assert sorted(note.recipient.username for note in notes) == sorted([cast.player_user.username, cast.officer.username])
    note = notes.get(recipient=cast.player_user)
    assert note.subject == f"GM norm withdrawn: Bondar, Dmytro in {round_robin.name}"
    failing = verdicts["GM"].failed_checks[0]
    assert note.body.startswith(
        f"The GM norm is no longer achieved after the corrected results of version {lost.version}. It fails {failing['rule']}: "
    )
    assert note.link == reverse("titles:norm_detail", args=[verdicts["GM"].pk])
    assert note.key == f"norm-lost:{round_robin.pk}:{bondar.player_id}:GM:v{lost.version}"


def test_a_norm_of_a_player_the_correction_no_longer_lists_is_told_as_withdrawn(cast, round_robin):
    first = evaluated(round_robin, ORIGINAL)
    link_bondar(cast)
    upload_announce_norm_changes(upload_id=first.pk)
    second = evaluated(round_robin, corrected())
    NormResult.objects.filter(entry__upload=second, entry__player__fide_id=14100040).delete()
    upload_announce_norm_changes(upload_id=second.pk)
    notes = Notification.objects.filter(kind=Notification.Kind.NORM_LOST, recipient=cast.player_user)
    assert sorted(note.subject.split()[0] for note in notes) == ["GM", "IM"]
    assert all(note.body.endswith("The corrected results give the player no verdict on this norm.") for note in notes)
    assert {note.link for note in notes} == {reverse("tournaments:detail", args=[round_robin.pk])}


def late_reported(round_robin, **agreement) -> Tournament:
    """Reported more than six months after its last round (13 November 2023)."""
    Tournament.objects.filter(pk=round_robin.pk).update(
        registered_on=datetime.date(2023, 9, 1), **{"late_report_approved": False, **agreement}
    )
    upload = evaluated(round_robin, ORIGINAL)
    ResultUpload.objects.filter(pk=upload.pk).update(uploaded_at=datetime.datetime(2024, 9, 1, tzinfo=datetime.UTC))
    round_robin.refresh_from_db()
    return round_robin


# A 2023 event is judged by the 2014 edition, whose text (001) has no reporting deadlines: 2009's 1.92–1.96 apply
# as a general principle, every one cited by the same words (decisions.md item 122).
PRINCIPLE = "general principle; decisions.md item 122"


def test_a_late_report_puts_the_norms_at_risk_under_1_92(round_robin):
    event = late_reported(round_robin)
    assert PRINCIPLE in {check.rule for check in tournament_risks(tournament=event)}
    assert tournament_excused_risks(tournament=event) == []


def test_the_qc_chairmans_agreement_stops_the_flag_and_is_cited_instead(client, round_robin):
    event = late_reported(
        round_robin, late_report_approved=True, late_report_agreed_on=datetime.date(2024, 8, 20),
        late_report_reference="QC-12/24",
    )
    assert PRINCIPLE not in {check.rule for check in tournament_risks(tournament=event)}
    assert [check.rule for check in tournament_excused_risks(tournament=event)] == [PRINCIPLE, PRINCIPLE]
    norm = NormResult.objects.filter(entry__upload__tournament=event, achieved=True).first()
    for url in (reverse("tournaments:detail", args=[event.pk]), reverse("titles:norm_detail", args=[norm.pk])):
        page = client.get(url).content.decode()
        assert 'id="late-report-agreed"' in page
        assert "2024-08-20 (reference QC-12/24)" in page


def test_the_it1_cites_the_agreement_instead_of_flagging_the_late_report(round_robin):
    from certificates.it1_certificate import certificate_sheet

    event = late_reported(round_robin)
    norm = NormResult.objects.filter(entry__upload__tournament=event, achieved=True).first()
    assert PRINCIPLE in {check.rule for check in certificate_sheet(norm_result=norm).risks}
    Tournament.objects.filter(pk=event.pk).update(late_report_approved=True, late_report_agreed_on=datetime.date(2024, 8, 20))
    sheet = certificate_sheet(norm_result=norm)
    assert PRINCIPLE not in {check.rule for check in sheet.risks}
    assert [check.rule for check in sheet.excused] == [PRINCIPLE, PRINCIPLE]


def test_a_deadline_moved_by_the_files_last_round_says_why(client, cast, round_robin):
    Tournament.objects.filter(pk=round_robin.pk).update(end_date=datetime.date(2023, 11, 20))
    round_robin.refresh_from_db()
    evaluated(round_robin, ORIGINAL)  # its last round (132) is on 13 November
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    note = page.split('id="deadline-moved">')[1].split("</div>")[0]
    assert "Nov. 13, 2023 according to the results file" in note and "Nov. 20, 2023" in note and f"({PRINCIPLE})" in note


def test_the_compare_form_offers_the_newest_version_against_the_one_before():
    from web.tournaments.forms import VersionCompareForm

    form = VersionCompareForm(versions=[3, 2, 1])
    assert (form["older"].value(), form["newer"].value()) == (2, 3)
    reversed_pick = VersionCompareForm({"older": "3", "newer": "1"}, versions=[3, 2, 1])
    assert reversed_pick.is_valid() and (reversed_pick.cleaned_data["older"], reversed_pick.cleaned_data["newer"]) == (1, 3)


def test_the_summary_is_kept_and_not_compared_again_each_time_the_page_is_shown(client, cast, round_robin, monkeypatch):
    evaluated(round_robin, ORIGINAL)
    evaluated(round_robin, corrected())
    client.force_login(cast.arbiter)
    url = reverse("tournaments:upload_detail", args=[round_robin.pk, 2])
    assert "2 results changed" in client.get(url).content.decode()

    def compared_again(**versions):
        raise AssertionError("compared again")

    monkeypatch.setattr(selectors, "uploads_compare", compared_again)
    assert "2 results changed" in client.get(url).content.decode()
    NormResult.objects.filter(entry__upload__version=2).update(evaluated_at=datetime.datetime(2030, 1, 1, tzinfo=datetime.UTC))
    with pytest.raises(AssertionError, match="compared again"):
        client.get(url)  # verdicts judged again: the summary is made afresh


def test_announcing_reads_whole_only_the_verdicts_it_announces(cast, round_robin):
    """A verdict's checks are kilobytes: reading every verdict of a 3,500-player open whole took gigabytes (bench
    load.py, 7 December 2026). Whole rows are read for the norms achieved and the lost ones' new verdicts only."""
    first = evaluated(round_robin, ORIGINAL)
    assert NormResult.objects.filter(entry__upload=first, achieved=False).exists()
    with CaptureQueriesContext(connection) as queries:
        upload_announce_norm_changes(upload_id=first.pk)
    whole_reads = [query["sql"] for query in queries if '"titles_normresult"."checks"' in query["sql"]]
    assert whole_reads and all(
        '"titles_normresult"."achieved"' in sql.split("WHERE", 1)[1] or "player_id\" IN" in sql for sql in whole_reads
    ), whole_reads
