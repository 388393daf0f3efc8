"""The stateless Check Grounding API: ``POST /v1/projects/*/locations/*/groundingConfigs/*:check``
(also under /v1alpha and /v1beta). Validation and the proto3 JSON mapping live in
``grounding.engine.protojson``; the engine (and its model) loads once per process."""
from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from assistsvc.api.base import ApiView
from assistsvc.api.errors import InvalidArguments
from assistsvc.api.openapi import body, ref, responses

from .engine.core import get_engine
from .engine.protojson import InvalidArgument, parse_check_request, response_to_json


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
        try:
            check_request = parse_check_request(request.data)
        except InvalidArgument as exc:
            raise InvalidArguments([(field or "body", description) for field, description in exc.violations]) from None
        response = get_engine().check(check_request)
        return Response(response_to_json(response))
