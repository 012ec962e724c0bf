"""{% player_link player %}: a player's name, linked to the player's page for whoever may open it;
{% player_record_link player %}: a small link to that page beside a name that links to the public page."""

from django import template
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _

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


@register.simple_tag(takes_context=True)
def player_record_link(context, player):
    """A small link to the player's full record (the private page) for whoever may open it; nothing for others."""
    user = context.get("user")
    if player is None or not may_see_player(user, player_id=player.pk, federation_id=player.federation_id, user_id=player.user_id):
        return ""
    return format_html(' <a class="small" href="{}" title="{}">↗</a>', reverse("players:player", args=[player.pk]), _("Player's page"))
