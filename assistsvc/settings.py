"""Settings, all from environment variables (see README "Configuration").

Without any variable set this is the *embedded default*: SQLite under ``var/`` and a Celery broker on
the local filesystem (kombu's ``filesystem://`` transport), so nothing but Python is needed. Production
and the test suite set ``DATABASE_URL`` (PostgreSQL) and ``REDIS_URL`` (broker and cache).
"""
from __future__ import annotations

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("ASSISTSVC_VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else default


DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or "insecure-embedded-default-change-me"
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver").split(",") if h.strip()]
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "sessions.apps.AssistSessionsConfig",
    "grounding.apps.GroundingConfig",
]

MIDDLEWARE = [
    "assistsvc.api.middleware.ApiBodyLimitMiddleware",
    "assistsvc.api.middleware.ConsoleSecurityHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "assistsvc.urls"
WSGI_APPLICATION = "assistsvc.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        # assistsvc/templates: the API docs page (drf_spectacular/redoc.html without web fonts)
        "DIRS": [BASE_DIR / "assistsvc" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- database -----------------------------------------------------------------------------------
DATABASE_URL = os.environ.get("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'assistsvc.sqlite3'}"
DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60))}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # WAL lets the web server and the worker read while the other writes.
    DATABASES["default"]["OPTIONS"] = {"init_command": "PRAGMA journal_mode=WAL;", "timeout": 30, "transaction_mode": "IMMEDIATE"}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: broker and cache ---------------------------------------------------------------------
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL, "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "assistsvc")}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(VAR_DIR / "cache")}}

# --- Celery (reliability rules of DESIGN.md) -------------------------------------------------------
from assistsvc import broker as _broker  # noqa: E402

_broker_dir = VAR_DIR / "broker"
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL") or REDIS_URL or "filesystem://"
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
#: Redis redelivers an unacknowledged task after this long; every time limit stays well under it.
CELERY_VISIBILITY_TIMEOUT = env_int("CELERY_VISIBILITY_TIMEOUT", 3600)
CELERY_TASK_SOFT_TIME_LIMIT = env_int("CELERY_TASK_SOFT_TIME_LIMIT", 300)
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 360)
#: each pool process loads the grounding model at start (worker_process_init) before it reports "up";
#: Celery's default of 4 s would kill and restart a process that loads slowly on a busy host
CELERY_WORKER_PROC_ALIVE_TIMEOUT = env_int("CELERY_WORKER_PROC_ALIVE_TIMEOUT", 120)
if CELERY_BROKER_URL.startswith("filesystem://"):
    for _d in ("queue", "processed", "control"):  # the transport expects them to exist
        try:
            (_broker_dir / _d).mkdir(parents=True, exist_ok=True)
        except OSError:  # a read-only install: the serve script creates them
            pass
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(_broker_dir / "queue"),
        "data_folder_out": str(_broker_dir / "queue"),
        "processed_folder": str(_broker_dir / "processed"),
        "store_processed": False,
        # fanout exchanges (worker control) — kombu's default is ./control, in whatever the cwd is
        "control_folder": str(_broker_dir / "control"),
    }
else:
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": CELERY_VISIBILITY_TIMEOUT}
CELERY_TASK_DEFAULT_QUEUE = "default"
_grounding_queue = os.environ.get("GROUNDING_QUEUE") or "grounding"
_policy_queue = os.environ.get("POLICY_QUEUE") or _grounding_queue
_sessions_queue = os.environ.get("SESSIONS_QUEUE") or CELERY_TASK_DEFAULT_QUEUE
CELERY_TASK_ROUTES = {
    # policy re-checks alone (no model) can go to their own queue and workers; default: with grounding
    "grounding.tasks.check_policy": {"queue": _policy_queue},
    "grounding.tasks.*": {"queue": _grounding_queue},
    "sessions.tasks.*": {"queue": _sessions_queue},
}
if _broker.kind(CELERY_BROKER_URL) == "amqp":
    # RabbitMQ: quorum queues, delivery limit, publisher confirms, topic exchanges (assistsvc/broker.py)
    globals().update(_broker.amqp_settings([_grounding_queue, _policy_queue, _sessions_queue, CELERY_TASK_DEFAULT_QUEUE],
                                           delivery_limit=env_int("GROUNDING_DELIVERY_LIMIT", 10)))

# --- Django REST framework -----------------------------------------------------------------------
API_RATE_LIMIT = os.environ.get("API_RATE_LIMIT", "1200/min")
#: requests without a valid API key (missing, wrong, revoked), per client address
API_ANON_RATE_LIMIT = os.environ.get("API_ANON_RATE_LIMIT", "60/min")
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["assistsvc.api.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["assistsvc.api.auth.HasProjectKey"],
    "DEFAULT_THROTTLE_CLASSES": ["assistsvc.api.auth.ApiKeyRateThrottle"],
    "DEFAULT_THROTTLE_RATES": {"api_key": API_RATE_LIMIT},
    "DEFAULT_RENDERER_CLASSES": ["assistsvc.api.renderers.ProtoJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["assistsvc.api.parsers.StrictJSONParser"],
    "EXCEPTION_HANDLER": "assistsvc.api.errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": None,
    # the client address of the anonymous rate limit: REMOTE_ADDR, unless API_NUM_PROXIES trusted proxies
    # in front append to X-Forwarded-For (a client could otherwise pick its own address in that header)
    "NUM_PROXIES": env_int("API_NUM_PROXIES", 0),
}
SPECTACULAR_SETTINGS = {
    "TITLE": "assistsvc API",
    "DESCRIPTION": "Grounded assistant conversations: engines, sessions, AssistAnswer resources and the Check Grounding API.",
    "VERSION": "v1",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    # component schemas are declared with the views (assistsvc/api/openapi.py, sessions/openapi.py, grounding/openapi.py)
    "PREPROCESSING_HOOKS": ["assistsvc.api.openapi.publish_v1"],
    "POSTPROCESSING_HOOKS": ["assistsvc.api.openapi.add_components"],
    "ENUM_NAME_OVERRIDES": {},
    # /docs/ serves Redoc from the drf-spectacular-sidecar package: no CDN, works offline
    "REDOC_DIST": "SIDECAR",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_UI_SETTINGS": {
        "theme": {"typography": {"fontFamily": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
                                 "headings": {"fontFamily": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"},
                                 "code": {"fontFamily": "ui-monospace, 'DejaVu Sans Mono', monospace"}}},
    },
}

# --- request size caps (bytes); requests over them get 413 ----------------------------------------
API_MAX_BODY_BYTES = env_int("API_MAX_BODY_BYTES", 10 * 1024 * 1024)
API_MAX_IMPORT_BYTES = env_int("API_MAX_IMPORT_BYTES", 100 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = API_MAX_IMPORT_BYTES + 1
#: secret used to sign page tokens (defaults to SECRET_KEY)
PAGE_TOKEN_SALT = "assistsvc.page-token"

# --- grounding -----------------------------------------------------------------------------------
GROUNDING_MODEL = os.environ.get("GROUNDING_MODEL", "assistsvc")
#: let ``hf-remote:`` / ``hf:`` load models that bring their own Python code (trust_remote_code, e.g.
#: HHEM-2.1-open). Off: that code runs with the service's privileges (README, "Use a stronger checker")
GROUNDING_ALLOW_REMOTE_CODE = env_bool("GROUNDING_ALLOW_REMOTE_CODE", False)
GROUNDING_ON_COMMIT = env_bool("GROUNDING_ON_COMMIT", True)
# the reconciler of background grounding (re-queues pending jobs and expired leases); see grounding/celery_schedule.py
from grounding.celery_schedule import BEAT_SCHEDULE as CELERY_BEAT_SCHEDULE  # noqa: E402

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATIC_ROOT = os.environ.get("DJANGO_STATIC_ROOT", str(VAR_DIR / "static"))
LOGIN_URL = "/admin/login/"
#: serve /static/ from the app server (the embedded default; behind a real web server leave it off)
SERVE_STATIC = env_bool("DJANGO_SERVE_STATIC", False)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
