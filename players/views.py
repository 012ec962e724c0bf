import csv

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from titles.charts import rating_chart
from titles.progress import player_title_progress

from . import selectors
from .access import is_officer_of, players_visible_to
from .forms import ExternalNormForm, InterimRatingForm, PlayerRegisterForm
from .models import Player
from .ratings import rating_record_interim
from .services import player_register_correct as player_register_correct_service

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
        "differences": list(selectors.desk_register_differences(federation)),
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
    "differences": (
        lambda: [_("player"), _("FIDE ID"), _("tournament"), _("name in the file"), _("federation in the file"), _("federation in the register")],
        lambda entry: [entry.player.name, entry.player.fide_id, entry.upload.tournament.name, entry.name, entry.federation_code, entry.player.federation.code],
    ),
    "candidates": (
        lambda: [_("player"), _("FIDE ID"), _("title"), _("best rating")],
        lambda row: [row[0].name, row[0].fide_id, row[1], row[2]],
    ),
}


@login_required
def player_page(request, pk: int | None = None):
    player = _visible_player(request.user, pk)
    progress = player_title_progress(player)
    history = list(player.ratings.order_by("period").values_list("period", "rating"))
    norm_dates = [
        (norm.entry.upload.tournament.end_date, f"{norm.title}: {norm.entry.upload.tournament.name}")
        for item in progress
        for norm in item.norms
    ]
    context = {
        "player": player,
        "progress": progress,
        "chart": rating_chart(history, {item.title: item.rating_needed for item in progress}, norm_dates),
        "forecasts": selectors.player_forecasts(player),
        "may_apply": _may_apply(request.user, player),
        "interim_form": InterimRatingForm(action=reverse("players:interim_rating", args=[player.pk]))
        if _is_officer_of(request.user, player)
        else None,
        "external_norm_form": ExternalNormForm(action=reverse("players:external_norm", args=[player.pk]))
        if _is_officer_of(request.user, player)
        else None,
        "register_form": PlayerRegisterForm(instance=player, action=reverse("players:register", args=[player.pk]))
        if _may_correct_register(request.user, player)
        else None,
    }
    return render(request, "players/player_page.html", context)


@login_required
@require_POST
def interim_rating_record(request, pk: int):
    player = get_object_or_404(Player, pk=pk)
    if not _is_officer_of(request.user, player):
        raise Http404
    form = InterimRatingForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            rating_record_interim(player=player, recorded_by=request.user, **form.cleaned_data)
            messages.success(request, _("The interim rating is recorded."))
        except ValidationError as error:
            messages.error(request, " ".join(error.messages))
    else:
        messages.error(request, _("The interim rating was not recorded: %(errors)s") % {"errors": form.errors.as_text()})
    return redirect("players:player", pk=pk)


@login_required
@require_POST
def external_norm_add(request, pk: int):
    player = get_object_or_404(Player, pk=pk)
    if not _is_officer_of(request.user, player):
        raise Http404
    form = ExternalNormForm(request.POST, request.FILES)
    if form.is_valid():
        norm = form.save(commit=False)
        norm.player, norm.entered_by, norm.round_dates = player, request.user, form.cleaned_data["round_dates_text"]
        norm.save()
        messages.success(request, _("The norm is added to the player's record."))
    else:
        messages.error(request, _("The norm was not added: %(errors)s") % {"errors": form.errors.as_text()})
    return redirect("players:player", pk=pk)


@login_required
@require_POST
def player_register_correct(request, pk: int):
    player = get_object_or_404(Player, pk=pk)
    if not _may_correct_register(request.user, player):
        raise Http404
    form = PlayerRegisterForm(request.POST, instance=player)
    if form.is_valid():
        player_register_correct_service(form=form, changed_by=request.user)
        messages.success(request, _("The register is corrected; the player's norms are being judged again."))
    else:
        messages.error(request, _("The register was not changed: %(errors)s") % {"errors": form.errors.as_text()})
    return redirect("players:player", pk=pk)


def _may_correct_register(user, player: Player) -> bool:
    """The register belongs to the player's federation: its officers and staff correct it."""
    return user.is_staff or _is_officer_of(user, player)


def _is_officer_of(user, player: Player) -> bool:
    return is_officer_of(user, player.federation_id)


def _visible_player(user, pk: int | None) -> Player:
    """The player's own page, or a player of the officer's federation; staff see everyone."""
    if pk is None:
        player = getattr(user, "player", None)
        if player is None:
            raise Http404
        return player
    return get_object_or_404(players_visible_to(user), pk=pk)


def _may_apply(user, player: Player) -> bool:
    return _is_officer_of(user, player) or player.user_id == user.pk
