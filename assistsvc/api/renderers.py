"""The API's JSON renderer: proto3 JSON as built by the views, enums as numbers when the request
carries ``$alt=json;enum-encoding=int`` (see :mod:`assistsvc.api.enums`)."""

from __future__ import annotations

from rest_framework.renderers import JSONRenderer

from .enums import enums_as_numbers, wants_int_enums


class ProtoJSONRenderer(JSONRenderer):
    def render(self, data, accepted_media_type=None, renderer_context=None):
        request = (renderer_context or {}).get("request")
        response = (renderer_context or {}).get("response")
        ok = response is None or response.status_code < 400  # a google.rpc.Status has no enums to rewrite
        if request is not None and ok and data is not None and wants_int_enums(request.query_params):
            data = enums_as_numbers(data)
        return super().render(data, accepted_media_type, renderer_context)
