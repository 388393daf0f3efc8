"""The stateless Check Grounding API: ``POST /v1/projects/*/locations/*/groundingConfigs/*:check``
(also under /v1alpha and /v1beta). Validation and the proto3 JSON mapping live in
``grounding.engine.protojson``; the engine (and its model, ``settings.GROUNDING_MODEL``, the same one the
background workers use: :func:`grounding.runner.grounding_engine`) loads once per process. The response headers
``X-Assistsvc-Engine-Version`` (engine + model name + model version) and, for checkers without a contradiction
output, ``X-Assistsvc-Contradiction: unavailable`` say which model answered.

Grounding configs: ``default_grounding_config`` exists in every location (any well-formed location id,
as everywhere in this API: engines too are created under any location); any other id is 404
``NOT_FOUND`` naming the config. A ``groundingConfig`` (or ``name``) in the body must be the resource
name of the URL (``projects/{p}/locations/{l}/groundingConfigs/{g}``): another one is 400
``INVALID_ARGUMENT`` naming the field."""

from __future__ import annotations

import logging

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from apiwire.status import ApiError, invalid_argument, not_found
from assistsvc.api.base import ApiView
from assistsvc.api.openapi import body, ref, responses

from .engine.protojson import parse_check_request, response_to_json

log = logging.getLogger(__name__)


#: the one grounding config of every project and location (the guide's)
DEFAULT_GROUNDING_CONFIG = "default_grounding_config"


def grounding_config_name(project: str, location: str, config: str) -> str:
    return f"projects/{project}/locations/{location}/groundingConfigs/{config}"


class CheckGroundingView(ApiView):
    @extend_schema(
        request=body("CheckGroundingRequest"),
        responses=responses(ref("CheckGroundingResponse")),
        operation_id="groundingConfigs_check",
        summary="Check grounding",
        description=(
            "Checks how well an answer candidate is grounded in the given facts: splits it into claims (UTF-8 byte "
            "offsets), cites the facts that support each claim and, when asked, the facts that contradict it, and "
            "scores the whole answer (supportScore) and each claim."
        ),
    )
    def post(self, request, **kwargs):
        name = grounding_config_name(kwargs["project"], kwargs["location"], kwargs["grounding_config"])
        if kwargs["grounding_config"] != DEFAULT_GROUNDING_CONFIG:
            raise not_found(name)
        data = request.data if isinstance(request.data, dict) else {}
        for key in ("groundingConfig", "grounding_config", "name"):
            given = data.get(key)
            if given is not None and given != name:
                field = "groundingConfig" if key != "name" else "name"
                raise invalid_argument(field, f"must be the grounding config of the URL, {name!r}, or be left out; got {given!r}")
        check_request = parse_check_request(request.data)  # 400 INVALID_ARGUMENT naming every bad field
        from . import runner

        try:
            grounder = runner.grounding_engine()
        except Exception:  # a misconfigured GROUNDING_MODEL: the server's fault, never served by another model
            log.exception("the grounding model (GROUNDING_MODEL) could not be loaded")
            raise ApiError(503, "The grounding model could not be loaded; see the server log.", reason="GROUNDING_MODEL_UNAVAILABLE") from None
        response = grounder.check(check_request)
        return Response(response_to_json(response), headers=runner.engine_headers(grounder))
