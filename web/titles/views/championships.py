from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext as _

from players.access import officer_federation_id
from players.models import Player
from titles import direct_titles
from titles.championship_labels import award_label
from titles.models import ChampionshipResult

from ..forms import ChampionshipResultForm


@login_required
def championship_result(request):
    federation_id = officer_federation_id(request.user)
    if federation_id is None:
        raise Http404
    players = Player.objects.filter(federation_id=federation_id)
    form = ChampionshipResultForm(request.POST or None, players=players)
    verdicts = []
    if request.method == "POST" and form.is_valid():
        facts = {name: value for name, value in form.cleaned_data.items() if name not in {"player", "event_name", "event_end"}}
        player = form.cleaned_data["player"]
        try:
            if "record" in request.POST:
                recorded = direct_titles.championship_result_record(
                    player=player, actor=request.user, event_name=form.cleaned_data["event_name"],
                    event_end=form.cleaned_data["event_end"], **facts,
                )
                verdicts = recorded.verdicts
                messages.success(request, _("The result is recorded."))
            else:
                verdicts = [direct_titles.verdict_as_dict(verdict) for verdict in direct_titles.championship_judge(player=player, **facts)]
        except ValidationError as error:
            form.add_error(None, error)
    recent = ChampionshipResult.objects.filter(player__federation_id=federation_id).select_related("player")[:20]
    shown = [{**verdict, "award_label": award_label(verdict["award"])} for verdict in verdicts]
    return render(request, "titles/championship_result.html", {"form": form, "verdicts": shown, "recent": recent})
