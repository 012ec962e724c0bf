from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import BadRequest, ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from certificates.access import certificates_visible_to
from lib.audit import history_rows
from lib.spreadsheets import csv_response
from players.access import is_officer_of, players_visible_to
from players.models import Player
from players.ratings import rating_record_interim
from players.selectors import titles_held
from players.services import player_register_correct as player_register_correct_service
from titles import desk
from titles.outside_norms import external_norm_record
from titles.progress import desk_player_rows, player_applications, player_overview, title_rating_rule
from titles.selectors import player_forecasts
from tournaments.selectors import player_results
from web.conditional import revalidated
from web.page_cache import render_kept
from web.players.forms import InterimRatingForm, PlayerRegisterForm, PlayerSearchForm
from web.titles.forms import ExternalNormForm

# Players per page of the desk's player list.
DESK_PAGE_SIZE = 20


@login_required
@require_safe
@revalidated
def federation_desk(request):
    officer = getattr(request.user, "federation_officer", None)
    if officer is None:
        raise Http404
    order = request.GET.get("order") if request.GET.get("order") in desk.ORDERS else "report_due"

    def sections() -> dict:
        return desk.desk_sections(
            federation=officer.federation, user=request.user, order=order, overdue_only=bool(request.GET.get("overdue"))
        )

    export = request.GET.get("export")
    if export in desk.CSV_COLUMNS:
        header, line = desk.CSV_COLUMNS[export]
        return csv_response(filename=f"desk-{export}.csv", header=header(), rows=(line(row) for row in sections()[export]))

    search = PlayerSearchForm(request.GET)
    # The search fails only on a NUL byte, which no name or FIDE ID holds and PostgreSQL refuses in a query: a
    # request, not a server, error.
    if not search.is_valid():
        raise BadRequest("NUL byte in the search")
    query = search.cleaned_data["q"]

    def context() -> dict:
        players = desk.desk_player_search(federation=officer.federation, query=query)
        page = Paginator(players, DESK_PAGE_SIZE).get_page(request.GET.get("page"))
        # The other pages of the players keep the search and the order of the queues.
        kept = {name: request.GET[name] for name in ("q", "order", "overdue") if request.GET.get(name)}
        return {
            "federation": officer.federation, "order": order, "query": query, "page": page, "search_form": search,
            "page_query": urlencode(kept), "player_rows": desk_player_rows(list(page.object_list)), **sections(),
        }

    return render_kept(request, "players/desk.html", context, query=("q", "page", "order", "overdue"))


@login_required
@require_safe
@revalidated
def player_page(request, pk: int | None = None):
    player = _visible_player(request.user, pk)
    return render_kept(request, "players/player_page.html", lambda: _player_page_context(request, player))


def _player_page_context(request, player: Player, external_norm_form: ExternalNormForm | None = None) -> dict:
    overview = player_overview(player)
    is_officer = _is_officer_of(request.user, player)
    applications = list(player_applications(player))
    if is_officer and external_norm_form is None:
        external_norm_form = ExternalNormForm(action=reverse("players:external_norm", args=[player.pk]))
    return {
        "player": player,
        "titles_held": titles_held(player),
        "norms_made": overview.record,
        "results": player_results(player_id=player.pk),
        "certificates": certificates_visible_to(request.user)
        .current()
        .filter(norm_result__entry__player=player)
        .select_related("norm_result__entry__upload__tournament")
        .order_by("-created_at"),
        "progress": overview.progress,
        "chart": overview.chart,
        "applications": applications,
        "open_titles": {application.title for application in applications if application.is_open},
        "forecasts": player_forecasts(player=player),
        "may_start": is_officer,
        "may_request": player.user_id == request.user.pk and not is_officer,
        "title_rating_rule": title_rating_rule(),
        "interim_form": InterimRatingForm(action=reverse("players:interim_rating", args=[player.pk])) if is_officer else None,
        "external_norm_form": external_norm_form if is_officer else None,
        "register_form": PlayerRegisterForm(instance=player, action=reverse("players:register", args=[player.pk]))
        if _may_correct_register(request.user, player)
        else None,
    }


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
    form = ExternalNormForm(request.POST, request.FILES, action=reverse("players:external_norm", args=[player.pk]))
    if form.is_valid():
        facts = {name: value for name, value in form.cleaned_data.items() if name not in {"round_dates_text", "certificate_scan"}}
        try:
            external_norm_record(
                player=player, actor=request.user, scan=form.cleaned_data["certificate_scan"],
                round_dates=form.cleaned_data["round_dates_text"], **facts,
            )
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, _("The norm is checked and added to the player's record."))
            return redirect("players:player", pk=pk)
    return render(request, "players/player_page.html", _player_page_context(request, player, form), status=400)


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


# The newest changes a history page shows; older ones stay in the audit log (admin: "Log entries").
HISTORY_LENGTH = 500


@login_required
@require_safe
def player_history(request, pk: int):
    """Who changed what about the player, and when: for the officers of the player's federation and staff."""
    player = get_object_or_404(Player.objects.select_related("federation"), pk=pk)
    if not (request.user.is_staff or is_officer_of(request.user, player.federation_id)):
        raise Http404
    context = {
        "subject": player,
        "back": reverse("players:player", args=[pk]),
        "entries": history_rows(desk.player_history(player=player)[:HISTORY_LENGTH]),
    }
    return render(request, "audit/history.html", context)
