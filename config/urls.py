from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from web.certificates import public_views as certificate_public_views
from web.preferences.views import language_switch
from web.tournaments import views as tournament_views

urlpatterns = [
    path("", tournament_views.home, name="home"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/", include("web.accounts.urls")),
    path("i18n/setlang/", language_switch, name="set_language"),
    path("tournaments/", include("web.tournaments.urls")),
    path("federation/", include("web.players.urls")),
    path("players/", include("web.players.public_urls")),
    path("norms/", include("web.titles.urls")),
    path("certificates/", include("web.certificates.urls")),
    path("notifications/", include("web.notifications.urls")),
    path("classification/", include("web.classification.urls")),
    path("verify/", certificate_public_views.verify, name="verify_form"),
    # Before the codes' address: a code is letters and digits in groups of four, never "pdf".
    path("verify/pdf/", certificate_public_views.verify_file, name="verify_file"),
    path("verify/<str:code>/", certificate_public_views.verify, name="verify"),

    path("files/", include("web.privatefiles.urls")),
    path("api/", include("api.urls")),
    path("admin/", admin.site.urls),
]

handler404 = "api.errors.page_not_found"
