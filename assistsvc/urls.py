from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.static import serve
from drf_spectacular.views import SpectacularJSONAPIView

from assistsvc.api.docs import RedocView, redoc_bundle

handler404 = "assistsvc.api.views.not_found"
handler500 = "assistsvc.api.views.server_error"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("openapi.json", SpectacularJSONAPIView.as_view(), name="openapi"),
    path("docs/", RedocView.as_view(url_name="openapi"), name="docs"),
    path("docs/redoc.standalone.js", redoc_bundle, name="docs-redoc-bundle"),
    path("", include("sessions.urls")),
    path("", include("grounding.urls")),
]

if settings.SERVE_STATIC:
    urlpatterns.insert(0, re_path(r"^static/(?P<path>.*)$", serve, {"document_root": settings.STATIC_ROOT}))
