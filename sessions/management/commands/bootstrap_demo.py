"""Set up the embedded default's demo: a project, an engine, an admin user, an API key and a few
conversations (idempotent: a second run keeps what exists and only prints a fresh key)."""
from __future__ import annotations

import os
import secrets
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from sessions import services
from sessions.models import Engine

DEMO_FILE = Path(__file__).resolve().parents[2] / "demo" / "conversations.jsonl"
ENGINE = ("demo", "global", "default_collection", "demo-engine")


class Command(BaseCommand):
    help = "Create the demo project, engine, admin user and API key, and load the demo conversations."

    def add_arguments(self, parser):
        parser.add_argument("--base-url", default=os.environ.get("ASSISTSVC_BASE_URL", "http://127.0.0.1:8000"))

    def handle(self, *args, base_url, **options):
        project_id, location, collection, engine_id = ENGINE
        project = services.project_get_or_create(project_id=project_id, display_name="Demo project")
        engine = Engine.objects.filter(project=project, location=location, collection=collection, engine_id=engine_id).first()
        if engine is None:
            engine = services.engine_create(
                project=project, location=location, collection=collection, engine_id=engine_id,
                values={"displayName": "Demo engine", "policyConfig.bannedPhrases": ["Project Nightingale"]},
            )
        if not engine.sessions.exists():
            lines = DEMO_FILE.read_text(encoding="utf-8").splitlines()
            ok, failed, errors = services.import_lines(engine=engine, lines=enumerate(lines, start=1))
            self.stdout.write(f"loaded {ok} demo conversation(s)" + (f", {failed} failed: {errors}" if failed else ""))

        User = get_user_model()
        password_file = settings.VAR_DIR / "admin-password.txt"
        if not User.objects.filter(username="admin").exists():
            password = os.environ.get("ASSISTSVC_ADMIN_PASSWORD") or secrets.token_urlsafe(12)
            User.objects.create_superuser("admin", "admin@example.invalid", password)
            password_file.parent.mkdir(parents=True, exist_ok=True)
            password_file.write_text(password + "\n")
            password_file.chmod(0o600)
        password = password_file.read_text().strip() if password_file.exists() else "(set earlier)"

        _, key = services.api_key_create(project=project, display_name="demo")
        key_file = settings.VAR_DIR / "demo-api-key.txt"
        key_file.write_text(key + "\n")
        key_file.chmod(0o600)
        session = engine.sessions.order_by("create_time").first()
        answer = session.answers.order_by("create_time").first() if session else None
        answer_url = f"{base_url}/v1/{engine.name}/sessions/{session.session_id}/assistAnswers/{answer.answer_id}" if answer else ""
        self.stdout.write(
            "\n".join(
                [
                    "",
                    "assistsvc is ready.",
                    f"  API key (project 'demo', also in {key_file}):",
                    f"    {key}",
                    f"  Review console: {base_url}/admin/   user: admin   password: {password}",
                    f"  API docs:       {base_url}/docs/    OpenAPI: {base_url}/openapi.json",
                    "  Read the first demo answer:",
                    f"    curl -s -H 'Authorization: Bearer {key}' '{answer_url}'",
                    "  List the demo sessions:",
                    f"    curl -s -H 'x-goog-api-key: {key}' '{base_url}/v1/{engine.name}/sessions'",
                    "",
                ]
            )
        )
