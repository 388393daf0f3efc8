"""Grounding: the engine (plain Python), the project's scorer, policy checks, and Celery tasks."""
