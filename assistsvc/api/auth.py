"""Per-project API keys: authentication, the project permission check and per-key rate limits.

Keys look like ``asv_<12 hex prefix>_<secret>``; only the prefix and a SHA-256 of the whole key are
stored. A key is sent as ``Authorization: Bearer KEY`` or ``x-goog-api-key: KEY``. A key of project A
gets 403 PERMISSION_DENIED for every name under project B, before anything is looked up, so the answer
does not reveal whether the resource exists.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

from django.utils import timezone
from rest_framework import authentication, exceptions, permissions, throttling

from .errors import permission_denied

KEY_PREFIX = "asv"


def generate_key() -> tuple[str, str, str]:
    """Return (key, lookup prefix, sha256 hex) for a new API key."""
    prefix = secrets.token_hex(6)
    key = f"{KEY_PREFIX}_{prefix}_{secrets.token_urlsafe(32)}"
    return key, prefix, hash_key(key)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _key_from_request(request) -> str | None:
    header = request.META.get("HTTP_AUTHORIZATION", "")
    if header:
        scheme, _, value = header.partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            raise exceptions.AuthenticationFailed("Authorization header must be 'Bearer <API key>'.")
        return value.strip()
    key = request.META.get("HTTP_X_GOOG_API_KEY", "")
    return key.strip() or None


class ApiKeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        from sessions.models import ApiKey

        key = _key_from_request(request)
        if key is None:
            return None
        parts = key.split("_", 2)
        if len(parts) != 3 or parts[0] != KEY_PREFIX:
            raise exceptions.AuthenticationFailed("API key not valid. Please pass a valid API key.")
        api_key = ApiKey.objects.select_related("project").filter(prefix=parts[1]).first()
        if api_key is None or not hmac.compare_digest(api_key.key_hash, hash_key(key)):
            raise exceptions.AuthenticationFailed("API key not valid. Please pass a valid API key.")
        if api_key.revoke_time is not None and api_key.revoke_time <= timezone.now():
            raise exceptions.AuthenticationFailed("API key has been revoked.")
        return (api_key.project, api_key)

    def authenticate_header(self, request):
        return 'Bearer realm="assistsvc"'


class HasProjectKey(permissions.BasePermission):
    """The caller's key must belong to the ``project`` of the URL (checked before any lookup)."""

    def has_permission(self, request, view):
        if request.auth is None:
            raise exceptions.NotAuthenticated("Request is missing an API key (Authorization: Bearer KEY or x-goog-api-key).")
        project = view.kwargs.get("project")
        if project is not None and project != request.auth.project.project_id:
            raise permission_denied(request.path.split("/", 2)[-1].split(":")[0])
        return True


class ApiKeyRateThrottle(throttling.SimpleRateThrottle):
    """Fixed-window rate limit per API key, counted in the shared cache (Redis in production)."""

    scope = "api_key"

    def get_rate(self):
        from django.conf import settings

        return settings.API_RATE_LIMIT  # read per request so deployments (and tests) can change it

    def get_cache_key(self, request, view):
        if request.auth is None:
            return None
        return self.cache_format % {"scope": self.scope, "ident": request.auth.prefix}
