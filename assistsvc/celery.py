"""The Celery application. Broker and reliability settings come from Django settings (``CELERY_*``)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "assistsvc.settings")

app = Celery("assistsvc")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
