"""The public player pages: the search of the register and a player's page, open to anonymous visitors.

A page shows what results files and FIDE publish anyway: the name, the federation, the titles held, the
tournaments played here and the norms made. Nothing of the register's private facts (sex, birth date, place of
birth, the user account) and no scanned document.
"""

from urllib.parse import urlencode

from django.core.exceptions import BadRequest
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe

from players.access import may_see_player
from players.models import Player
from players.selectors import players_matching, titles_held
from titles.progress import player_norms_made
from tournaments.selectors import player_results
from web.page_cache import render_kept
from web.players.forms import PublicPlayerSearchForm

PLAYERS_PER_PAGE = 25


@require_safe
def player_search(request):
    form = PublicPlayerSearchForm(request.GET)
    # Only a NUL byte (which PostgreSQL refuses) or over 100 characters make the search invalid: no name or FIDE
    # ID is like that, so it is a bad request.
    if not form.is_valid():
        raise BadRequest("invalid player search")
    query = form.cleaned_data["q"].strip()
    players = players_matching(Player.objects.select_related("federation").prefetch_related("titles"), query)
    page = Paginator(players, PLAYERS_PER_PAGE).get_page(request.GET.get("page")) if query else None
    context = {"form": form, "query": query, "page": page, "page_query": urlencode({"q": query})}
    return render(request, "players/player_search.html", context)


@require_safe
def player_by_fide_id(request, fide_id: int):
    player = get_object_or_404(Player.objects.select_related("federation"), fide_id=fide_id)
    return _player_page(request, player)


@require_safe
def player_by_id(request, pk: int):
    player = get_object_or_404(Player.objects.select_related("federation"), pk=pk)
    if player.fide_id:
        return redirect(player.public_url, permanent=True)
    return _player_page(request, player)


def _player_page(request, player: Player):
    def context() -> dict:
        made = player_norms_made(player)
        norms_by_entry: dict[int, list] = {}
        for norm in made:
            if norm.result is not None:
                norms_by_entry.setdefault(norm.result.entry_id, []).append(norm.result)
        results = [(entry, norms_by_entry.get(entry.pk, [])) for entry in player_results(player_id=player.pk)]
        return {
            "player": player,
            "titles_held": titles_held(player),
            "results": results,
            "norms_made": made,
            "may_see_record": may_see_player(
                request.user, player_id=player.pk, federation_id=player.federation_id, user_id=player.user_id
            ),
        }

    return render_kept(request, "players/public_player.html", context)
