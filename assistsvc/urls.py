from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularJSONAPIView, SpectacularRedocView

handler404 = "assistsvc.api.views.not_found"
handler500 = "assistsvc.api.views.server_error"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("openapi.json", SpectacularJSONAPIView.as_view(), name="openapi"),
    path("docs/", SpectacularRedocView.as_view(url_name="openapi"), name="docs"),
    path("", include("sessions.urls")),
    path("", include("grounding.urls")),
]
