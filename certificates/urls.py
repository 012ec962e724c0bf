from django.urls import path

app_name = "certificates"

urlpatterns: list = []
