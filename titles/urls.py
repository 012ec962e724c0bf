from django.urls import path

from . import views

app_name = "titles"

urlpatterns = [
    path("calculator/", views.norm_calculator, name="calculator"),
    path("<int:pk>/", views.norm_detail, name="norm_detail"),
    path("entry/<int:pk>/", views.entry_norms, name="entry_norms"),
]
