"""The stateless Check Grounding API: ``POST /v1/projects/*/locations/*/groundingConfigs/*:check``
(also under /v1alpha and /v1beta). Validation and the proto3 JSON mapping live in
``grounding.engine.protojson``; the engine (and its model, ``settings.GROUNDING_MODEL``, the same one the
background workers use: :func:`grounding.services.get_engine`) loads once per process. The response headers
``X-Assistsvc-Engine-Version`` (engine + model name + model version) and, for checkers without a contradiction
output, ``X-Assistsvc-Contradiction: unavailable`` say which model answered."""
from __future__ import annotations

import logging

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from assistsvc.api.base import ApiView
from assistsvc.api.errors import ApiError, InvalidArguments

from .engine.protojson import InvalidArgument, parse_check_request, response_to_json

log = logging.getLogger(__name__)


class CheckGroundingView(ApiView):
    @extend_schema(
        request=OpenApiTypes.OBJECT,
        responses=OpenApiTypes.OBJECT,
        operation_id="groundingConfigs_check",
        summary="Check how well an answer candidate is grounded in the given facts",
        description=(
            "Body: {answerCandidate, facts: [{factText, attributes}], groundingSpec: {citationThreshold, "
            "enableAntiCitations, antiCitationThreshold, enableClaimLevelScore}, userLabels}. Returns supportScore, "
            "contradictionScore, citedChunks, citedFacts and claims with UTF-8 byte offsets."
        ),
    )
    def post(self, request, **kwargs):
        try:
            check_request = parse_check_request(request.data)
        except InvalidArgument as exc:
            raise InvalidArguments([(field or "body", description) for field, description in exc.violations]) from None
        from . import services

        try:
            engine = services.get_engine()
        except Exception:  # a misconfigured GROUNDING_MODEL: the server's fault, never served by another model
            log.exception("the grounding model (GROUNDING_MODEL) could not be loaded")
            raise ApiError(503, "The grounding model could not be loaded; see the server log.",
                           reason="GROUNDING_MODEL_UNAVAILABLE") from None
        response = engine.check(check_request)
        return Response(response_to_json(response), headers=services.engine_headers(engine))
