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


def env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    return float(value) if value not in (None, "") else default


DEBUG = env_bool("DJANGO_DEBUG", False)
#: signs sessions, CSRF tokens and page tokens. Outside DEBUG the service refuses to start without it;
#: ``scripts/serve.sh`` (the embedded default) generates one once and keeps it in ``$ASSISTSVC_VAR_DIR/secret-key``
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        from django.core.exceptions import ImproperlyConfigured

        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY is not set: set it to a long random string (scripts/serve.sh keeps one in "
            "var/secret-key), or set DJANGO_DEBUG=true for a development-only key"
        )
    SECRET_KEY = "insecure-debug-only-key"
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
    "review.apps.ReviewConfig",  # after sessions: its admin replaces the plain answer admin
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
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "assistsvc"),
        }
    }
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
#: queues of the grounding tasks, of the policy re-checks alone (no model; default: with grounding) and
#: of the import tasks
GROUNDING_QUEUE = os.environ.get("GROUNDING_QUEUE") or "grounding"
POLICY_QUEUE = os.environ.get("POLICY_QUEUE") or GROUNDING_QUEUE
SESSIONS_QUEUE = os.environ.get("SESSIONS_QUEUE") or "default"
CELERY_TASK_ROUTES = {
    "grounding.tasks.check_policy": {"queue": POLICY_QUEUE},
    "grounding.tasks.*": {"queue": GROUNDING_QUEUE},
    "sessions.tasks.*": {"queue": SESSIONS_QUEUE},
}
#: RabbitMQ: deliveries of one message before the quorum queue drops it (a poison message)
GROUNDING_DELIVERY_LIMIT = env_int("GROUNDING_DELIVERY_LIMIT", 10)
if _broker.kind(CELERY_BROKER_URL) == "amqp":
    # RabbitMQ: quorum queues, delivery limit, publisher confirms, topic exchanges (assistsvc/broker.py)
    globals().update(_broker.amqp_settings([GROUNDING_QUEUE, POLICY_QUEUE, SESSIONS_QUEUE, CELERY_TASK_DEFAULT_QUEUE], delivery_limit=GROUNDING_DELIVERY_LIMIT))

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
        "theme": {
            "typography": {
                "fontFamily": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
                "headings": {"fontFamily": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"},
                "code": {"fontFamily": "ui-monospace, 'DejaVu Sans Mono', monospace"},
            }
        },
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
#: intra-op threads of the project's ONNX scorer (0: one; more where cores are free)
GROUNDING_THREADS = env_int("GROUNDING_THREADS", 0)
#: how many pairs of one request the ONNX scorer runs at once, one core each (0: as many as the process may
#: use, at most 4; 1: one after another). Same results either way; faster where cores are free
GROUNDING_PAIR_THREADS = env_int("GROUNDING_PAIR_THREADS", 0)
if GROUNDING_PAIR_THREADS < 0:
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured(f"GROUNDING_PAIR_THREADS must be 0 (automatic) or a positive number, not {GROUNDING_PAIR_THREADS}")
#: the ONNX scorer's int8 weights: signed where the CPU multiplies them exactly (VNNI / AMX: about twice as
#: fast), unsigned elsewhere (``auto``); or ``uint8`` / ``int8`` (grounding.scorer.int8)
GROUNDING_INT8_WEIGHTS = os.environ.get("GROUNDING_INT8_WEIGHTS", "auto").strip().lower() or "auto"
if GROUNDING_INT8_WEIGHTS not in ("auto", "uint8", "int8"):
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured(f"GROUNDING_INT8_WEIGHTS must be auto, uint8 or int8, not {GROUNDING_INT8_WEIGHTS!r}")
#: Hugging Face checkers (README, "Use a stronger checker"): CPU threads (0: torch's), device, dtype on
#: a GPU, tokens per pair and pairs per pass (0: the model's / 16), calibration, binary checkers' input
#: format, and the model folder of a bare ``hf:`` spec
GROUNDING_HF_THREADS = env_int("GROUNDING_HF_THREADS", 0)
GROUNDING_HF_DEVICE = os.environ.get("GROUNDING_HF_DEVICE", "auto")
GROUNDING_HF_DTYPE = os.environ.get("GROUNDING_HF_DTYPE", "")
GROUNDING_HF_MAX_LENGTH = env_int("GROUNDING_HF_MAX_LENGTH", 0)
GROUNDING_HF_BATCH_SIZE = env_int("GROUNDING_HF_BATCH_SIZE", 0)
GROUNDING_HF_CALIBRATION = os.environ.get("GROUNDING_HF_CALIBRATION", "on").strip().lower() not in ("0", "off", "false", "no")
GROUNDING_HF_INPUT = os.environ.get("GROUNDING_HF_INPUT", "joined")
GROUNDING_HF_MODEL_DIR = os.environ.get("GROUNDING_HF_MODEL_DIR", "")
#: publish the grounding of stored answers when their transaction commits (off: the reconciler does)
GROUNDING_ON_COMMIT = env_bool("GROUNDING_ON_COMMIT", True)
#: each worker process loads the checker at start (off on workers that only take policy checks)
GROUNDING_WARM_UP = env_bool("GROUNDING_WARM_UP", True)
#: load the checker once in the worker's main process before the pool forks, so a killed pool process is
#: replaced by a warm one; default on for the shipped scorer and ``lexical``, off for the ``hf*`` checkers
#: (torch's OpenMP thread pool, once used, is not safe to fork)
GROUNDING_PRELOAD = env_bool("GROUNDING_PRELOAD", not GROUNDING_MODEL.startswith("hf"))
#: answers per grounding message, and per batched model call
GROUNDING_BATCH_SIZE = env_int("GROUNDING_BATCH_SIZE", 16)
#: attempts of one job before it is FAILED
GROUNDING_MAX_ATTEMPTS = env_int("GROUNDING_MAX_ATTEMPTS", 5)
#: how long a claim holds without a heartbeat (a dead worker's jobs are free this long after it died)
GROUNDING_LEASE_SECONDS = env_float("GROUNDING_LEASE_SECONDS", 8.0)
#: interval of lease renewals (at most a third of the lease is used)
GROUNDING_HEARTBEAT_SECONDS = env_float("GROUNDING_HEARTBEAT_SECONDS", 2.0)
#: seconds between two passes of each worker's watchdog thread (0: no watchdog)
GROUNDING_WATCHDOG_INTERVAL = env_float("GROUNDING_WATCHDOG_INTERVAL", 1.0)
#: seconds between two runs of the reconciler (Celery beat)
GROUNDING_RECONCILE_INTERVAL = env_float("GROUNDING_RECONCILE_INTERVAL", 15.0)
#: a PENDING job published longer ago than this is published again (its message may be lost)
GROUNDING_REQUEUE_AFTER_SECONDS = env_float("GROUNDING_REQUEUE_AFTER_SECONDS", 120.0)
#: the same when the grounding queue is empty (nothing can be waiting for the job)
GROUNDING_REQUEUE_IDLE_SECONDS = env_float("GROUNDING_REQUEUE_IDLE_SECONDS", 5.0)
#: first retry delay after a failed attempt (doubles each attempt) and its cap
GROUNDING_RETRY_BACKOFF_SECONDS = env_float("GROUNDING_RETRY_BACKOFF_SECONDS", 5.0)
GROUNDING_RETRY_BACKOFF_MAX_SECONDS = env_float("GROUNDING_RETRY_BACKOFF_MAX_SECONDS", 300.0)
#: an import that made no progress for this long is resumed by the reconciler
GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS = env_float("GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS", 60.0)
#: test-only: a worker sleeps this long holding its jobs (widens the window to kill it mid-job)
GROUNDING_TEST_SLEEP_SECONDS = env_float("GROUNDING_TEST_SLEEP_SECONDS", 0.0)
# the reconciler of background grounding (re-queues pending jobs and expired leases); see grounding/celery_schedule.py
from grounding.celery_schedule import beat_schedule  # noqa: E402

CELERY_BEAT_SCHEDULE = beat_schedule(GROUNDING_RECONCILE_INTERVAL)

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATIC_ROOT = os.environ.get("DJANGO_STATIC_ROOT", str(VAR_DIR / "static"))
LOGIN_URL = "/admin/login/"
#: the demo (``manage.py bootstrap_demo``, run by scripts/serve.sh): the URL it prints, and the admin's
#: and reviewer's first passwords (unset: generated, written to var/*-password.txt)
ASSISTSVC_BASE_URL = os.environ.get("ASSISTSVC_BASE_URL", "http://127.0.0.1:8000")
ASSISTSVC_ADMIN_PASSWORD = os.environ.get("ASSISTSVC_ADMIN_PASSWORD", "")
ASSISTSVC_REVIEWER_PASSWORD = os.environ.get("ASSISTSVC_REVIEWER_PASSWORD", "")
#: serve /static/ from the app server (the embedded default; behind a real web server leave it off)
SERVE_STATIC = env_bool("DJANGO_SERVE_STATIC", False)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"one_line_403": {"()": "assistsvc.logfilters.OneLineForbidden"}},
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {"django.request": {"filters": ["one_line_403"]}},
}
