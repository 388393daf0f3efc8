from django.apps import AppConfig
from django.core.signals import setting_changed


def configure_engine(**_kwargs) -> None:
    """Hand the grounding engine (plain Python, :mod:`grounding.engine.config`) its settings, as
    ``assistsvc/settings.py`` declares them; again whenever a setting changes (tests)."""
    from django.conf import settings

    from .engine import config as engine_config

    engine_config.configure(**{field: getattr(settings, env) for field, env in engine_config.ENV_NAMES.items()})


class GroundingConfig(AppConfig):
    """Check Grounding API, policy checks, and the background grounding of stored answers (its job
    tables, the Celery tasks that run them and the reconciler)."""

    name = "grounding"
    verbose_name = "Grounding"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import receivers  # noqa: F401  (connects answers_stored)

        configure_engine()
        setting_changed.connect(configure_engine, dispatch_uid="grounding.configure_engine")
