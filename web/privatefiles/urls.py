from django.urls import path

from . import views

app_name = "privatefiles"

urlpatterns = [
    path("<str:label>/<int:pk>/<str:field>/", views.private_file, name="file"),
]
