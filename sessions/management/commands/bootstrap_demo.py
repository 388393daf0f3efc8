"""Set up the embedded default's demo: a project, an engine, an admin user, a reviewer, an API key and
the demo conversations (idempotent: a second run keeps what exists and only prints a fresh key).

On the first load the demo answers are dated over the last 14 days (deterministically, in file order),
so the console's dashboard has a time axis; nothing else is moved and later runs change no dates.
"""

from __future__ import annotations

import json
import os
import secrets
from datetime import datetime, time, timedelta, timezone as dt_timezone
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from sessions import services
from sessions.console.permissions import make_reviewer
from sessions.models import AssistAnswer, Engine, Reply, Session

DEMO_FILE = Path(__file__).resolve().parents[2] / "demo" / "conversations.jsonl"
ENGINE = ("demo", "global", "default_collection", "demo-engine")
DEMO_DAYS = 14


def write_secret(path: Path, text: str) -> None:
    """Write ``text`` to a file only its owner can read (0600 from the start)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text + "\n")
    path.chmod(0o600)


def date_demo_rows(engine: Engine, lines: list[str], now=None) -> int:
    """Spread the freshly loaded demo sessions over the last ``DEMO_DAYS`` UTC days (today and the
    ``DEMO_DAYS - 1`` before, the dashboard's window of that many days) in file order: the first line
    starts an hour into the window, the last an hour before ``now``, the others evenly between (less a
    deterministic jitter under half a step, so the file order is kept); a session's answers (and their
    replies) follow its start a minute apart. Only the demo file's own sessions are touched. Returns
    the number of answers dated."""
    now = now or timezone.now()
    order = []
    for line in lines:
        if line.strip():
            try:
                order.append(json.loads(line).get("sessionId"))
            except ValueError:
                order.append(None)
    sessions = {s.session_id: s for s in engine.sessions.filter(session_id__in=[i for i in order if i])}
    answers = list(AssistAnswer.objects.filter(session__in=list(sessions.values())).select_related("turn").order_by("session_id", "turn__position", "pk"))
    by_session: dict[int, list[AssistAnswer]] = {}
    for a in answers:
        by_session.setdefault(a.session_id, []).append(a)
    n = len(order)
    window_start = datetime.combine(now.astimezone(dt_timezone.utc).date() - timedelta(days=DEMO_DAYS - 1), time.min, tzinfo=dt_timezone.utc)
    step = max((now - window_start) - timedelta(hours=2), timedelta(0)) / max(n - 1, 1)
    changed_sessions, reply_times = [], {}
    for i, session_id in enumerate(order):
        session = sessions.get(session_id)
        if session is None:
            continue
        jitter = step * ((i * 37) % 40) / 100
        start = now - timedelta(hours=1) - step * (n - 1 - i) - jitter
        session.create_time = session.start_time = start
        last = start
        for k, answer in enumerate(by_session.get(session.pk, [])):
            last = answer.create_time = answer.update_time = start + timedelta(minutes=k + 1, seconds=(i * 13 + k * 7) % 60)
            reply_times[answer.pk] = last
        session.update_time = last
        changed_sessions.append(session)
    Session.objects.bulk_update(changed_sessions, ["create_time", "start_time", "update_time"])
    AssistAnswer.objects.bulk_update(answers, ["create_time", "update_time"])
    replies = list(Reply.objects.filter(answer_id__in=list(reply_times)))
    for r in replies:
        r.create_time = reply_times[r.answer_id]
    Reply.objects.bulk_update(replies, ["create_time"])
    return len(answers)


class Command(BaseCommand):
    help = (
        "Create the demo project, engine, admin user, reviewer user and API key, and load the demo "
        f"conversations. On the first load the demo answers are dated over the last {DEMO_DAYS} days "
        "(deterministically, in file order) so the dashboard has a time axis; later runs keep what exists."
    )

    def add_arguments(self, parser):
        parser.add_argument("--base-url", default=settings.ASSISTSVC_BASE_URL)

    def handle(self, *args, base_url, **options):
        project_id, location, collection, engine_id = ENGINE
        project = services.project_get_or_create(project_id=project_id, display_name="Demo project")
        engine = Engine.objects.filter(project=project, location=location, collection=collection, engine_id=engine_id).first()
        if engine is None:
            engine = services.engine_create(
                project=project,
                location=location,
                collection=collection,
                engine_id=engine_id,
                values={"displayName": "Demo engine", "policyConfig.bannedPhrases": ["Project Nightingale"]},
            )
        if not engine.sessions.exists():
            lines = DEMO_FILE.read_text(encoding="utf-8").splitlines()
            with transaction.atomic():  # the worker is told to ground them once they carry their dates
                ok, failed, errors = services.import_lines(engine=engine, lines=enumerate(lines, start=1))
                dated = date_demo_rows(engine, lines)
            self.stdout.write(f"loaded {ok} demo conversation(s)" + (f", {failed} failed: {errors}" if failed else ""))
            self.stdout.write(f"demo answers are dated over the last {DEMO_DAYS} days ({dated} answers)")

        User = get_user_model()
        password_file = settings.VAR_DIR / "admin-password.txt"
        if not User.objects.filter(username="admin").exists():
            password = settings.ASSISTSVC_ADMIN_PASSWORD or secrets.token_urlsafe(12)
            User.objects.create_superuser("admin", "admin@example.invalid", password)
            write_secret(password_file, password)
        password = password_file.read_text().strip() if password_file.exists() else "(set earlier)"

        reviewer_file = settings.VAR_DIR / "reviewer-password.txt"
        if not User.objects.filter(username="reviewer").exists():
            reviewer_password = settings.ASSISTSVC_REVIEWER_PASSWORD or secrets.token_urlsafe(12)
            make_reviewer("reviewer", reviewer_password, email="reviewer@example.invalid")
            write_secret(reviewer_file, reviewer_password)
        else:
            make_reviewer("reviewer")  # keeps the password; makes sure it is still in the Reviewers group
        reviewer_password = reviewer_file.read_text().strip() if reviewer_file.exists() else "(set earlier)"

        _, key = services.api_key_create(project=project, display_name="demo")
        key_file = settings.VAR_DIR / "demo-api-key.txt"
        write_secret(key_file, key)
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
                    f"  Review console (reviewer): {base_url}/admin/   user: reviewer   password: {reviewer_password}",
                    f"  Grounding dashboard: {base_url}/admin/assist_sessions/assistanswer/dashboard/",
                    f"  API docs:       {base_url}/docs/    OpenAPI: {base_url}/openapi.json",
                    "  Read the first demo answer:",
                    f"    curl -s -H 'Authorization: Bearer {key}' '{answer_url}'",
                    "  List the demo sessions:",
                    f"    curl -s -H 'x-goog-api-key: {key}' '{base_url}/v1/{engine.name}/sessions'",
                    "",
                ]
            )
        )
