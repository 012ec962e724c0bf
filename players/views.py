import csv

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from . import selectors

ORDERS = {"report_due", "name"}


@login_required
def federation_desk(request):
    officer = getattr(request.user, "federation_officer", None)
    if officer is None:
        raise Http404
    federation = officer.federation
    order = request.GET.get("order") if request.GET.get("order") in ORDERS else "report_due"
    awaiting = selectors.desk_awaiting_reports(federation, order=order)
    if request.GET.get("overdue"):
        awaiting = [row for row in awaiting if row.overdue]
    sections = {
        "awaiting": awaiting,
        "rejected": list(selectors.desk_rejected_uploads(federation)),
        "norms": list(selectors.desk_new_norms(federation)),
        "candidates": selectors.desk_rating_title_candidates(federation),
    }
    export = request.GET.get("export")
    if export in sections:
        return _csv(export, sections[export])
    return render(request, "players/desk.html", {"federation": federation, "order": order, **sections})


def _csv(section: str, rows) -> HttpResponse:
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="desk-{section}.csv"'
    writer = csv.writer(response)
    header, line = CSV_COLUMNS[section]
    writer.writerow(header())
    writer.writerows(line(row) for row in rows)
    return response


CSV_COLUMNS = {
    "awaiting": (
        lambda: [_("tournament"), _("start"), _("end"), _("report due"), _("overdue"), _("last upload")],
        lambda row: [row.tournament.name, row.tournament.start_date, row.tournament.end_date, row.report_due, row.overdue, row.last_status or ""],
    ),
    "rejected": (
        lambda: [_("tournament"), _("version"), _("rejected at"), _("error")],
        lambda upload: [upload.tournament.name, upload.version, upload.status_changed_at, (upload.errors or [{}])[0].get("message", "")],
    ),
    "norms": (
        lambda: [_("player"), _("FIDE ID"), _("title"), _("tournament"), _("games"), _("score"), _("average"), _("performance"), _("edition")],
        lambda norm: [norm.entry.name, norm.entry.player.fide_id, norm.title, norm.entry.upload.tournament.name, norm.games, norm.score, norm.average_rating, norm.performance, norm.edition],
    ),
    "candidates": (
        lambda: [_("player"), _("FIDE ID"), _("title"), _("best rating")],
        lambda row: [row[0].name, row[0].fide_id, row[1], row[2]],
    ),
}
