from django.urls import path

from .views import applications, calculator, championships, norms, official_titles, transitions

app_name = "titles"

urlpatterns = [
    path("calculator/", calculator.norm_calculator, name="calculator"),
    path("<int:pk>/", norms.norm_detail, name="norm_detail"),
    path("entry/<int:pk>/", norms.entry_norms, name="entry_norms"),
    path("direct-titles/", championships.championship_result, name="championship_result"),
    path("applications/", applications.application_list, name="application_list"),
    path("applications/<int:pk>/", applications.application_detail, name="application_detail"),
    path("applications/<int:pk>/transition/", transitions.application_transition, name="application_transition"),
    path("applications/<int:pk>/review/", applications.application_review, name="application_review"),
    path("applications/start/<int:player_pk>/<str:title>/", applications.application_start, name="application_start"),
    path("official-titles/", official_titles.candidate_list, name="official_candidates"),
    path("official-titles/candidates/<int:pk>/", official_titles.candidate_detail, name="official_candidate"),
    path("official-titles/candidates/<int:pk>/apply/", official_titles.application_start, name="official_application_start"),
    path("official-titles/applications/<int:pk>/", official_titles.application_detail, name="official_application"),
]
