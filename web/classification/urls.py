from django.urls import path

from . import views

app_name = "classification"

urlpatterns = [
    path("tournaments/<int:pk>/", views.tournament_results, name="tournament"),
    path("tournaments/<int:pk>/facts/", views.tournament_facts, name="tournament_facts"),
    path("results/<int:pk>/award/", views.record_award, name="record_award"),
    path("players/<int:pk>/", views.player_record, name="player"),
    path("players/<int:pk>/book.pdf", views.qualification_book, name="qualification_book"),
    path("norm-tables/", views.norm_tables, name="norm_tables"),
    path("norm-tables/new/", views.norm_table_edit, name="norm_table_new"),
    path("norm-tables/import/", views.norm_table_import, name="norm_table_import"),
    path("norm-tables/<int:pk>/", views.norm_table_edit, name="norm_table_edit"),
    path("norm-tables/<int:pk>/csv/", views.norm_table_csv, name="norm_table_csv"),
]
