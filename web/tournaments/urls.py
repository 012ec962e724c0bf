from django.urls import path

from web.tournaments import views

app_name = "tournaments"

urlpatterns = [
    path("", views.tournament_list, name="list"),
    path("new/", views.tournament_create, name="create"),
    path("new/from-file/", views.tournament_create_from_file, name="create_from_file"),
    path("<int:pk>/", views.tournament_detail, name="detail"),
    path("<int:pk>/edit/", views.tournament_update, name="update"),
    path("<int:pk>/withdraw/", views.tournament_withdraw, name="withdraw"),
    path("<int:pk>/history/", views.tournament_history, name="history"),
    path("<int:pk>/players/", views.tournament_starting_list, name="starting_list"),
    path("<int:pk>/rounds/<int:number>/", views.tournament_round, name="round"),
    path("<int:pk>/approvals/", views.tournament_approvals, name="approvals"),
    path("<int:pk>/honorary-rating/", views.tournament_honorary_rating, name="honorary_rating"),
    path("<int:pk>/upload/", views.upload_create, name="upload"),
    path("<int:pk>/uploads/", views.upload_versions, name="versions"),
    path("<int:pk>/uploads/<int:version>/", views.upload_detail, name="upload_detail"),
    path("<int:pk>/uploads/<int:version>/make-current/", views.upload_make_current, name="make_current"),
    path("<int:pk>/uploads/<int:version>/run-again/", views.upload_rerun, name="upload_rerun"),
    path("<int:pk>/uploads/<int:version>/status/", views.upload_status, name="upload_status"),
    path("<int:pk>/uploads/<int:version>/file/", views.upload_raw, name="upload_raw"),
]
