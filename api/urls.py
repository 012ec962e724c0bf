from csp.constants import SELF
from csp.decorators import csp_replace
from django.urls import include, path, register_converter
from django.views.decorators.http import require_safe
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import DefaultRouter

from . import token_views, views
from .converters import DatabaseIdConverter
from .docs import ApiDocsView, redoc_bundle

app_name = "api"

# Ids in paths are database keys or nothing (404): the viewsets name the converter as lookup_value_converter.
register_converter(DatabaseIdConverter, "dbid")
router = DefaultRouter(use_regex_path=False)
router.register("tournaments", views.TournamentViewSet, basename="tournament")
router.register("norm-results", views.NormResultViewSet, basename="norm-result")
router.register("players", views.PlayerViewSet, basename="player")
router.register("applications", views.ApplicationViewSet, basename="application")
router.register("certificates", views.CertificateViewSet, basename="certificate")

urlpatterns = [
    path("v1/", include(router.urls)),
    path(
        "v1/tournaments/<dbid:tournament_pk>/uploads/<dbid:version>/",
        views.UploadViewSet.as_view({"get": "retrieve"}),
        name="upload-detail",
    ),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    # Redoc starts itself with an inline script and renders in a blob: worker.
    path(
        "docs/",
        csp_replace({"script-src": [SELF, "'unsafe-inline'"], "worker-src": [SELF, "blob:"]})(
            ApiDocsView.as_view(url_name="api:schema")
        ),
        name="docs",
    ),
    path("docs/redoc.standalone.js", require_safe(redoc_bundle), name="docs_bundle"),
    path("tokens/", token_views.token_list, name="tokens"),
    path("tokens/<str:token_key>/revoke/", token_views.token_revoke, name="token_revoke"),
]
