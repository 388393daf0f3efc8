"""Routes of the grounding app: the Check Grounding API and the grounding custom methods."""

from django.urls import re_path

from . import check_api

V = r"^(?P<version>v1|v1alpha|v1beta)/"
ID = r"[^/:]+"

urlpatterns = [
    re_path(
        V + rf"projects/(?P<project>{ID})/locations/(?P<location>{ID})/groundingConfigs/(?P<grounding_config>{ID}):check$",
        check_api.CheckGroundingView.as_view(),
        name="check-grounding",
    ),
]

# background grounding custom methods (:ground, :groundAnswers), defined in grounding/api.py
from .api import urlpatterns as _ground_urlpatterns  # noqa: E402

urlpatterns += _ground_urlpatterns
