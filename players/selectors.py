"""Reads of the register: finding players by name or FIDE ID, and the titles a player holds, newest first."""

from django.db.models import Q, QuerySet

from .models import Player, PlayerTitle, Title

TITLE_ORDER = list(Title.values)


def players_matching(players: QuerySet[Player], query: str) -> QuerySet[Player]:
    """The players whose name holds every word of the query (a comma is a space), or whose FIDE ID it is."""
    words = query.replace(",", " ").split()
    if words:
        by_name = Q()
        for word in words:
            by_name &= Q(name__icontains=word)
        # isdecimal, not isdigit: int() refuses a superscript "²" that isdigit() accepts.
        is_fide_id = query.isascii() and query.isdecimal()
        players = players.filter(by_name | Q(fide_id=int(query)) if is_fide_id else by_name)
    return players.order_by("name", "pk")


def titles_held(player: Player) -> list[PlayerTitle]:
    """The player's titles, the one confirmed last first ("GM (2026), FM before"); titles without a confirmation
    date come after the dated ones."""
    return sorted(
        player.titles.all(),
        key=lambda held: (held.confirmed_on is None, -(held.confirmed_on.toordinal() if held.confirmed_on else 0),
                          TITLE_ORDER.index(held.title)),
    )
