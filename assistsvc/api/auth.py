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
import logging
import time

from django.utils import timezone
from rest_framework import authentication, exceptions, permissions, throttling

from apiwire.status import permission_denied

KEY_PREFIX = "asv"
log = logging.getLogger(__name__)


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


_WINDOW_SCRIPT = """
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n
"""


def _count_in_window(key: str, ttl: int) -> int:
    """Add one to ``key``'s counter (created with a ``ttl`` s expiry) and return the new count, atomically.

    On Redis this is one Lua script (INCR, then EXPIRE on the first hit), so N concurrent requests get the
    N distinct counts 1..N and a limit of L lets exactly L through. Other caches (the embedded file cache)
    use ``add`` + ``incr``, which are atomic within one process only.
    """
    from django.core.cache import caches
    from django.core.cache.backends.redis import RedisCache

    cache = caches["default"]
    if isinstance(cache, RedisCache):
        full_key = cache.make_and_validate_key(key)
        client = cache._cache.get_client(full_key, write=True)
        return int(client.eval(_WINDOW_SCRIPT, 1, full_key, ttl))
    cache.add(key, 0, ttl)
    try:
        return cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.add(key, 1, ttl)
        return 1


class FixedWindowThrottle(throttling.BaseThrottle):
    """``N/s``, ``N/min``, ``N/hour`` per identity in fixed windows, counted atomically in the cache."""

    scope = ""
    message = "Quota exceeded."

    def rate(self) -> str:
        raise NotImplementedError

    def ident(self, request) -> str | None:
        raise NotImplementedError

    def allow_request(self, request, view) -> bool:
        ident = self.ident(request)
        if ident is None:
            return True
        num, duration = throttling.SimpleRateThrottle.parse_rate(None, self.rate())
        now = time.time()
        window = int(now // duration)
        try:
            count = _count_in_window(f"throttle:{self.scope}:{ident}:{window}", int(duration) + 1)
        except Exception:  # the cache (Redis) is down: serve rather than fail every request
            log.warning("rate limit not counted: the cache is unavailable", exc_info=True)
            return True
        self._wait = max(1.0, (window + 1) * duration - now)
        return count <= num

    def wait(self):
        return getattr(self, "_wait", None)


class ApiKeyRateThrottle(FixedWindowThrottle):
    """Per API key (``API_RATE_LIMIT``)."""

    scope = "api_key"

    def rate(self) -> str:
        from django.conf import settings

        return settings.API_RATE_LIMIT  # read per request so deployments (and tests) can change it

    def ident(self, request) -> str | None:
        return None if request.auth is None else request.auth.prefix


class AnonymousRateThrottle(FixedWindowThrottle):
    """Per client address for requests without a valid key (``API_ANON_RATE_LIMIT``): missing, malformed,
    wrong and revoked keys are all counted, so keys cannot be guessed at full speed."""

    scope = "anonymous"

    def rate(self) -> str:
        from django.conf import settings

        return settings.API_ANON_RATE_LIMIT

    def ident(self, request) -> str | None:
        return self.get_ident(request)  # REMOTE_ADDR, or X-Forwarded-For behind NUM_PROXIES proxies
