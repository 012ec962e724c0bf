from django.urls import path

from web.players import views

app_name = "players"

urlpatterns = [
    path("desk/", views.federation_desk, name="desk"),
    path("me/", views.player_page, name="me"),
    path("players/<int:pk>/", views.player_page, name="player"),
    path("players/<int:pk>/history/", views.player_history, name="history"),
    path("players/<int:pk>/register/", views.player_register_correct, name="register"),
    path("players/<int:pk>/interim-rating/", views.interim_rating_record, name="interim_rating"),
    path("players/<int:pk>/external-norm/", views.external_norm_add, name="external_norm"),
]
