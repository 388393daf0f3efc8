from django.apps import AppConfig


class AssistSessionsConfig(AppConfig):
    """Engines, sessions, turns and AssistAnswer resources. Labelled ``assist_sessions`` because
    ``django.contrib.sessions`` owns the label ``sessions``."""

    name = "sessions"
    label = "assist_sessions"
    verbose_name = "Assist sessions"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import signals  # noqa: F401
