"""The public player pages: anyone may find a player and open his page.

A player with a FIDE ID is at /players/<FIDE ID>/; one without at /players/id/<own id>/ (the "id/" keeps the
two kinds of number apart: a register id is never read as a FIDE ID).
"""

from django.urls import path

from web.players import public_views

app_name = "public_players"

urlpatterns = [
    path("", public_views.player_search, name="search"),
    path("<int:fide_id>/", public_views.player_by_fide_id, name="player"),
    path("id/<int:pk>/", public_views.player_by_id, name="player_by_id"),
]
