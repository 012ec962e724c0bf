from django.urls import path

from . import views

app_name = "certificates"

urlpatterns = [
    path("", views.certificate_list, name="list"),
    path("<int:pk>/pdf/", views.certificate_download, name="download"),
    path("tournaments/<int:pk>/", views.tournament_certificates, name="tournament"),
    path("tournaments/<int:pk>/bundle.zip", views.tournament_bundle, name="bundle"),
    path("tournaments/<int:pk>/issue/", views.tournament_issue, name="issue"),
    path("tournaments/<int:pk>/sign-off/", views.tournament_sign_off, name="sign_off"),
    path("tournaments/<int:pk>/it3.pdf", views.tournament_report, name="tournament_report"),
    path("applications/<int:pk>/package/", views.application_package_prepare, name="application_package_prepare"),
    path("applications/<int:pk>/package.zip", views.application_package, name="application_package"),
    path("applications/<int:pk>/it2-v<int:version>.pdf", views.application_form, name="application_form"),
]
