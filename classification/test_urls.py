# TEMPORARY (deleted before hand-over).
from django.urls import include, path

from config.urls import urlpatterns as project_urlpatterns

urlpatterns = [*project_urlpatterns, path("classification/", include("classification.urls"))]
