"""{% player_link player %}: a player's name, linked to the player's page for whoever may open it."""

from django import template
from django.urls import reverse
from django.utils.html import format_html

from players.access import may_see_player

register = template.Library()


@register.simple_tag(takes_context=True)
def player_link(context, player, name: str = ""):
    """The name (by default the player's own) linked to the player's page; plain text for those who may not see it."""
    if player is None:
        return name
    label = name or player.name
    user = context.get("user")
    if may_see_player(user, player_id=player.pk, federation_id=player.federation_id, user_id=player.user_id):
        return format_html('<a href="{}">{}</a>', reverse("players:player", args=[player.pk]), label)
    return label
