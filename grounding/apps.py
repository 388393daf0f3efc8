from django.apps import AppConfig


class GroundingConfig(AppConfig):
    """Check Grounding API, policy checks and the Celery tasks that ground stored answers."""

    name = "grounding"
    verbose_name = "Grounding"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import receivers  # noqa: F401  (connects answers_stored)
