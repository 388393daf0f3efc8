"""The base class of every API view."""

from __future__ import annotations

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import APIView

from .auth import AnonymousRateThrottle
from apiwire.status import invalid_argument
from .names import ID_RE, ID_RULE, MAX_NAME_LENGTH
from .parsers import StrictJSONParser
from apiwire.protojson import Reader

#: URL keyword arguments that are resource ids (validated with ID_RE)
NAME_KWARGS = ("project", "location", "collection", "engine", "session", "answer", "grounding_config")


class ApiView(APIView):
    """Base view: the API-key permission runs first (403 before 404), then the name is validated."""

    parser_classes = [StrictJSONParser]
    #: URL keyword arguments that may be the AIP-159 wildcard ``-`` ("any parent") in this view
    wildcard_kwargs: tuple[str, ...] = ()

    def perform_authentication(self, request):
        """Authenticate; a request without a valid key is first counted against its client address
        (``AnonymousRateThrottle``), so a missing or wrong key is 429 once that limit is reached."""
        try:
            request.user  # noqa: B018  (the property authenticates)
        except exceptions.AuthenticationFailed:
            self._throttle_anonymous(request)
            raise
        if request.auth is None:
            self._throttle_anonymous(request)

    def _throttle_anonymous(self, request):
        throttle = AnonymousRateThrottle()
        if not throttle.allow_request(request, self):
            self.throttled(request, throttle.wait())

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        name = request.path.split("/", 2)[-1].split(":")[0]
        if len(name) > MAX_NAME_LENGTH:
            raise invalid_argument("name", f"resource names are at most {MAX_NAME_LENGTH} characters (got {len(name)})")
        for key, value in kwargs.items():
            if value == "-" and key in self.wildcard_kwargs:
                continue
            if key in NAME_KWARGS and value is not None and not ID_RE.match(value):
                raise invalid_argument("name", f"{key} id {value!r} {ID_RULE}")
        if request.method in ("POST", "PATCH", "PUT"):
            request.data  # noqa: B018  parse every body now, so its rules hold even where the view ignores the body

    def bool_param(self, name: str, default: bool = False) -> bool:
        """A boolean query parameter (``true``/``false``, also ``1``/``0``); anything else is 400."""
        raw = self.request.query_params.get(name)
        if raw is None or raw == "":
            return default
        value = raw.lower()
        if value not in ("true", "false", "1", "0"):
            raise invalid_argument(name, "must be true or false")
        return value in ("true", "1")

    def reader(self) -> Reader:
        return Reader(self.request.data if isinstance(self.request.data, dict) else {})

    def list_response(self, key: str, items: list, token: str, render) -> Response:
        body = {key: [render(i) for i in items]}
        if token:
            body["nextPageToken"] = token
        return Response(body)
