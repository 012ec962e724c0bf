from django.urls import path

from . import application_views, championship_views, views

app_name = "titles"

urlpatterns = [
    path("calculator/", views.norm_calculator, name="calculator"),
    path("<int:pk>/", views.norm_detail, name="norm_detail"),
    path("entry/<int:pk>/", views.entry_norms, name="entry_norms"),
    path("direct-titles/", championship_views.championship_result, name="championship_result"),
    path("applications/", application_views.application_list, name="application_list"),
    path("applications/<int:pk>/", application_views.application_detail, name="application_detail"),
    path("applications/<int:pk>/transition/", application_views.application_transition, name="application_transition"),
    path("applications/<int:pk>/package.zip", application_views.application_package, name="application_package"),
    path("applications/start/<int:player_pk>/<str:title>/", application_views.application_start, name="application_start"),
]
