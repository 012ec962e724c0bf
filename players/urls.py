from django.urls import path

from . import views

app_name = "players"

urlpatterns = [
    path("desk/", views.federation_desk, name="desk"),
]
