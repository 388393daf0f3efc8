"""assistsvc Django project. Importing it makes the Celery app available as ``assistsvc.celery_app``."""

from .celery import app as celery_app

__all__ = ("celery_app",)
