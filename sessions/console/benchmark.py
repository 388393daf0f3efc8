"""How the review console's pages scale: SQL queries and wall time per page with N answers.

    DATABASE_URL=postgres://... python -m sessions.console.benchmark --answers 20 2000 20000

Creates a throw-away project ``console-benchmark`` in the configured database (removed afterwards, also
on failure), fills it with answers in bulk, and renders the answer list (plain, filtered, searched,
sorted), an answer page, a session page and the dashboard through Django's test client as a reviewer.
Times are medians of ``--repeat`` runs on a warm connection; they depend on the machine, so compare
the rows with each other rather than with another machine's.
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import time


def bulk_answers(engine, n: int, *, sessions: int = 10):
    """``n`` answers with graded summaries, spread over ``sessions`` sessions (bulk inserts: the
    list's cost must not depend on how they were made)."""
    from datetime import timedelta

    from django.utils import timezone

    from grounding.interface import record_job_statuses
    from sessions.models import AssistAnswer, Session, Turn

    now = timezone.now()
    ss = Session.objects.bulk_create([Session(engine=engine, session_id=f"bulk-{engine.pk}-{i}") for i in range(sessions)])
    answers = AssistAnswer.objects.bulk_create(
        [
            AssistAnswer(
                session=ss[i % sessions],
                answer_id=f"a{i}",
                state=AssistAnswer.State.SUCCEEDED,
                create_time=now - timedelta(minutes=i),
                support_score=None if i % 7 == 0 else (i % 100) / 100,
                min_claim_score=None if i % 7 == 0 else (i % 50) / 100,
                ungrounded_claims=None if i % 7 == 0 else i % 3,
                contradicted_claims=None if i % 7 == 0 else i % 2,
                policy_verdict="BLOCK" if i % 11 == 0 else "",
                assist_skipped_reasons=["CUSTOMER_POLICY_VIOLATION"] if i % 11 == 0 else [],
            )
            for i in range(n)
        ]
    )
    Turn.objects.bulk_create([Turn(session=a.session, position=i, query_text=f"question {i}", answer=a) for i, a in enumerate(answers)])
    record_job_statuses((a.pk, "PENDING" if a.support_score is None else "SUCCEEDED") for a in answers)
    return answers


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--answers", type=int, nargs="+", default=[20, 2000, 20000])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "assistsvc.settings")
    # a local measurement on its own rows: without a key of the operator's, a throwaway one
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-" + secrets.token_urlsafe(40))
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, setup_test_environment
    from django.urls import reverse

    from sessions import services
    from sessions.console.permissions import make_reviewer
    from sessions.models import AssistAnswer, Project

    setup_test_environment()  # the test client's template capture; ALLOWED_HOSTS gains 'testserver'
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "testserver"]
    Project.objects.filter(project_id="console-benchmark").delete()
    project = services.project_get_or_create(project_id="console-benchmark")
    user = make_reviewer("console-benchmark-reviewer", "x")
    client = Client()
    client.force_login(user)
    lst = reverse("admin:assist_sessions_assistanswer_changelist")
    pages = {
        "list": (lst, {}),
        "list ungrounded": (lst, {"ungrounded": "any"}),
        "list support<0.3 by date": (lst, {"support": "lt30", "o": "4"}),
        "list search": (lst, {"q": "question 1"}),
        "dashboard": (reverse("admin:assist_sessions_assistanswer_dashboard"), {}),
    }
    made = 0
    print(f"database: {connection.vendor}; repeat {args.repeat}; median ms / SQL queries per page")
    header = f"{'answers':>8}  " + "  ".join(f"{name:>26}" for name in [*pages, "answer page", "session page"])
    print(header)
    try:
        for i, n in enumerate(sorted(args.answers)):
            engine = services.engine_create(project=project, location="global", collection="default_collection", engine_id=f"bench-{i}", values={})
            bulk_answers(engine, n - made, sessions=max(1, (n - made) // 20))
            made = n
            a = AssistAnswer.objects.filter(session__engine__project=project).order_by("pk").first()
            all_pages = dict(pages)
            all_pages["answer page"] = (reverse("admin:assist_sessions_assistanswer_change", args=[a.pk]), {})
            all_pages["session page"] = (reverse("admin:assist_sessions_session_change", args=[a.session_id]), {})
            cells = []
            for url, params in all_pages.values():
                client.get(url, params)
                times, queries = [], 0
                for _ in range(args.repeat):
                    with CaptureQueriesContext(connection) as q:
                        t0 = time.perf_counter()
                        response = client.get(url, params)
                        times.append((time.perf_counter() - t0) * 1000)
                    assert response.status_code == 200, (url, response.status_code)
                    queries = len(q)
                cells.append(f"{statistics.median(times):>10.1f} ms / {queries:>2} queries")
            print(f"{n:>8}  " + "  ".join(f"{c:>26}" for c in cells), flush=True)
    finally:
        Project.objects.filter(project_id="console-benchmark").delete()
        user.delete()


if __name__ == "__main__":
    main()
