from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_safe

from regulations.rules import WOMEN_TITLES
from titles.administration import tournament_excused_risks, tournament_risks
from titles.models import NormResult
from titles.selectors import edition_reason
from tournaments.models import Entry
from web.conditional import revalidated
from web.page_cache import render_kept


@require_safe
@revalidated
def norm_detail(request, pk: int):
    norm = get_object_or_404(NormResult.objects.select_related("entry__upload__tournament", "entry__player"), pk=pk)
    return render_kept(
        request, "titles/norm_detail.html", lambda: {"norms": [norm], "entry": norm.entry, **_games(norm.entry, [norm])}
    )


@require_safe
@revalidated
def entry_norms(request, pk: int):
    entry = get_object_or_404(Entry.objects.select_related("upload__tournament", "player"), pk=pk)

    def context() -> dict:
        norms = [norm for norm in entry.norm_results.order_by("title") if _applies(norm.title, entry)]
        return {"norms": norms, "entry": entry, **_games(entry, norms)}

    return render_kept(request, "titles/norm_detail.html", context)


def _applies(title: str, entry: Entry) -> bool:
    """A women's title applies to a woman and to a player whose sex neither the register nor the file gives."""
    return title not in WOMEN_TITLES or (entry.player.sex or entry.sex) != "m"


def _games(entry: Entry, norms: list[NormResult]) -> dict:
    return {
        "edition_reason": edition_reason(norms=norms, start_date=entry.upload.tournament.start_date),
        "pairings": entry.pairings.select_related("opponent__player").order_by("round_number"),
        "risks": tournament_risks(tournament=entry.upload.tournament),
        "excused": tournament_excused_risks(tournament=entry.upload.tournament),
    }
