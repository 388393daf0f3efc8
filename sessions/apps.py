from django.apps import AppConfig


class AssistSessionsConfig(AppConfig):
    """Engines, sessions, turns and AssistAnswer resources. Labelled ``assist_sessions`` because
    ``django.contrib.sessions`` owns the label ``sessions``."""

    name = "sessions"
    label = "assist_sessions"
    verbose_name = "Assist sessions"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from . import signals  # noqa: F401
        from .console.permissions import ensure_reviewer_group

        post_migrate.connect(ensure_reviewer_group, sender=self, dispatch_uid="assist_sessions_reviewers")
