"""The grounding dashboard: its figures against a known set of answers, a fixed number of queries,
tolerant parameters, and the demo data it is looked at on."""

from __future__ import annotations

import io
import stat
from collections import Counter
from datetime import timedelta, timezone as dt_timezone

import pytest
from django.contrib import admin
from django.core.management import call_command
from django.db import connection
from django.http import Http404
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext
from django.urls import NoReverseMatch, reverse
from django.utils import timezone

from sessions import services
from sessions.console.dashboard import SCORE_BUCKETS, dashboard_view
from sessions.models import AssistAnswer, Session

UTC = dt_timezone.utc
RS = AssistAnswer.ReviewStatus


@pytest.fixture
def superuser(django_user_model):
    return django_user_model.objects.create_superuser("boss", "boss@example.invalid", "pw")


def dashboard_url() -> str | None:
    try:
        return reverse("admin:assist_sessions_assistanswer_dashboard")
    except NoReverseMatch:  # not wired into the admin yet: call the view itself
        return None


def logged_in(user):
    from django.test import Client

    c = Client()
    c.force_login(user)
    return c


def get_dashboard(user, params: dict | None = None, client=None):
    """The dashboard's TemplateResponse, through the admin URL when it is wired, else the view directly."""
    params = params or {}
    url = dashboard_url()
    if url is not None:
        response = (client or logged_in(user)).get(url, params)
        if response.status_code == 404:
            raise Http404
        assert response.status_code == 200, response.status_code
        return response
    request = RequestFactory().get("/admin/assist_sessions/assistanswer/dashboard/", params)
    request.user = user
    response = dashboard_view(request, admin.site._registry[AssistAnswer])
    response.render()
    return response


#: the answer page's score scale, written out independently of the view's queries
BOUNDS = [("0.0–0.3", 0.0, 0.3), ("0.3–0.6", 0.3, 0.6), ("0.6–0.8", 0.6, 0.8), ("0.8–1.0", 0.8, float("inf"))]


def bucket_of(score):
    if score is None:
        return "not grounded yet"
    (label,) = [label for label, lo, hi in BOUNDS if lo <= score < hi]
    return label


def make_answers(session: Session, specs: list[dict]) -> list[AssistAnswer]:
    rows = [
        AssistAnswer(
            session=session,
            answer_id=f"a{i}",
            create_time=s["time"],
            update_time=s["time"],
            state=s.get("state", "SUCCEEDED"),
            policy_verdict=s.get("verdict", ""),
            support_score=s.get("score"),
            review_status=s.get("review", RS.UNREVIEWED),
        )
        for i, s in enumerate(specs)
    ]
    return AssistAnswer.objects.bulk_create(rows)


def section_of(response, engine):
    (section,) = [s for s in response.context_data["sections"] if s["engine"].pk == engine.pk]
    return section


@pytest.fixture
def known(engine):
    """A small known set: spread over days, every score bucket, blocks, skips, review states and ages;
    plus answers outside the window and of another engine that must not be counted."""
    now = timezone.now()
    session = services.session_create(engine=engine, session_id="dash", values={})
    specs = [
        {"time": now - timedelta(minutes=5), "score": 0.95, "review": RS.APPROVED},
        {"time": now - timedelta(minutes=10), "score": 0.1, "verdict": "BLOCK", "state": "SKIPPED"},
        {"time": now - timedelta(hours=2), "score": None, "state": "SKIPPED"},
        {"time": now - timedelta(days=1, hours=3), "score": 0.3},
        {"time": now - timedelta(days=1, hours=4), "score": 0.59, "review": RS.NEEDS_FIX},
        {"time": now - timedelta(days=3), "score": 0.6, "verdict": "ALLOW"},
        {"time": now - timedelta(days=3, hours=1), "score": 0.8, "review": RS.REJECTED},
        {"time": now - timedelta(days=3, hours=2), "score": 0.79, "verdict": "BLOCK", "state": "SKIPPED"},
        {"time": now - timedelta(days=10), "score": 0.0},
        {"time": now - timedelta(days=12), "score": None, "review": RS.APPROVED},
        {"time": now - timedelta(days=40), "score": 0.9},  # outside the default 30-day window
    ]
    make_answers(session, specs)
    other = services.engine_create(
        project=engine.project, location="global", collection="default_collection", engine_id="other", values={"displayName": "Other <b>engine</b>"}
    )
    other_session = services.session_create(engine=other, session_id="x", values={})
    make_answers(other_session, [{"time": now - timedelta(hours=1), "score": 0.2, "verdict": "BLOCK"}])
    return now, specs, other


def test_figures_match_the_answers_created(superuser, engine, known):
    now, specs, other = known
    response = get_dashboard(superuser)
    ctx = response.context_data
    assert ctx["days"] == 30 and ctx["title"] == "Grounding dashboard"
    first_day = ctx["first_day"]
    in_window = [s for s in specs if s["time"].astimezone(UTC).date() >= first_day]
    assert len(in_window) == len(specs) - 1

    section = section_of(response, engine)
    # totals and score buckets over the window
    assert section["totals"]["total"] == len(in_window)
    assert section["totals"]["blocked"] == sum(s.get("verdict") == "BLOCK" for s in in_window)
    assert section["totals"]["skipped"] == sum(s.get("state") == "SKIPPED" for s in in_window)
    expected_buckets = Counter(bucket_of(s["score"]) for s in in_window)
    assert {b["label"]: b["count"] for b in section["buckets"]} == {b.label: expected_buckets.get(b.label, 0) for b in SCORE_BUCKETS}
    grounded = [s["score"] for s in in_window if s["score"] is not None]
    assert section["grounded"] == len(grounded)
    assert section["mean_support"] == pytest.approx(sum(grounded) / len(grounded))

    # per-day rows (UTC days)
    per_day = {}
    for s in in_window:
        per_day.setdefault(s["time"].astimezone(UTC).date(), []).append(s)
    assert [row["day"] for row in section["table"]] == sorted(per_day)
    for row in section["table"]:
        day_specs = per_day[row["day"]]
        assert row["total"] == len(day_specs)
        assert row["buckets"] == [sum(bucket_of(s["score"]) == b.label for s in day_specs) for b in SCORE_BUCKETS]
        assert row["blocked"] == sum(s.get("verdict") == "BLOCK" for s in day_specs)
        assert row["skipped_pct"] == pytest.approx(100.0 * sum(s.get("state") == "SKIPPED" for s in day_specs) / len(day_specs))

    # review backlog: all time, by status and (unreviewed) by age
    statuses = Counter(s.get("review", RS.UNREVIEWED) for s in specs)
    assert {x["value"]: x["value_count"] for x in section["statuses"]} == {v: statuses.get(v, 0) for v in RS.values}
    unreviewed_ages = [now - s["time"] for s in specs if s.get("review", RS.UNREVIEWED) == RS.UNREVIEWED]
    assert [a["value_count"] for a in section["ages"]] == [
        sum(age < timedelta(days=1) for age in unreviewed_ages),
        sum(timedelta(days=1) <= age < timedelta(days=7) for age in unreviewed_ages),
        sum(age >= timedelta(days=7) for age in unreviewed_ages),
    ]
    assert section["all_time_total"] == len(specs)

    # the other engine has its own section with only its answer
    other_section = section_of(response, other)
    assert other_section["totals"] == {"total": 1, "blocked": 1, "skipped": 0, "blocked_or_skipped": 1}

    # the charts are inline SVG with tooltips, legends and escaped labels
    html = response.content.decode()
    main = html.split('id="content-main"', 1)[1].split("<!-- END Content -->", 1)[0]
    today = now.astimezone(UTC).date()
    today_specs = per_day[today]
    top_bucket = [s for s in today_specs if bucket_of(s["score"]) == "0.8–1.0"]
    assert f"<title>{today.isoformat()} · support 0.8–1.0: {len(top_bucket)} of {len(today_specs)} answers — open these answers</title>" in html
    assert main.count("<svg") == 4 * 2  # four charts per engine section
    assert "Grounding dashboard" in html and "Unreviewed backlog by age" in main
    assert "Other &lt;b&gt;engine&lt;/b&gt;" in main and "Other <b>engine</b>" not in html
    assert "<script" not in main  # no JS, and nothing fetched from elsewhere (the machine is offline)
    assert "http" not in main.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_one_engine_and_window(superuser, engine, known):
    now, specs, other = known
    response = get_dashboard(superuser, {"engine": str(engine.pk), "days": "2"})
    ctx = response.context_data
    assert [s["engine"].pk for s in ctx["sections"]] == [engine.pk]
    assert ctx["first_day"] == now.astimezone(UTC).date() - timedelta(days=1)
    in_window = [s for s in specs if s["time"].astimezone(UTC).date() >= ctx["first_day"]]
    assert ctx["sections"][0]["totals"]["total"] == len(in_window)
    assert len(ctx["sections"][0]["charts"][0].xlabels) >= 1


@pytest.mark.parametrize("raw, days", [("abc", 30), ("", 30), ("0", 1), ("-4", 1), ("9999", 365), ("7", 7), (" 14 ", 14), ("1.5", 30)])
def test_bad_days_fall_back(superuser, engine, known, raw, days):
    response = get_dashboard(superuser, {"days": raw})
    assert response.context_data["days"] == days
    assert len(response.context_data["sections"][0]["charts"][0].grid) >= 2


@pytest.mark.parametrize("raw", ["abc", "999999", "-1", "1;drop"])
def test_unknown_engine_is_404(superuser, engine, raw):
    with pytest.raises(Http404):
        get_dashboard(superuser, {"engine": raw})


def test_no_answers_no_engines(superuser, db):
    response = get_dashboard(superuser)
    assert response.context_data["sections"] == []
    assert "No engines yet." in response.content.decode()


def _count_queries(user, engine, n: int) -> tuple[int, list[str]]:
    AssistAnswer.objects.all().delete()
    now = timezone.now()
    session, _ = Session.objects.get_or_create(engine=engine, session_id="bulk")
    verdicts, states, reviews = ["", "ALLOW", "BLOCK"], ["SUCCEEDED", "SKIPPED"], list(RS.values)
    make_answers(
        session,
        [
            {
                "time": now - timedelta(hours=7 * i % (24 * 45)),
                "score": None if i % 6 == 0 else (i % 97) / 96,
                "verdict": verdicts[i % 3],
                "state": states[i % 5 == 0],
                "review": reviews[i % 4],
            }
            for i in range(n)
        ],
    )
    assert AssistAnswer.objects.count() == n
    client = logged_in(user)
    get_dashboard(user, client=client)  # warm caches (content types, site), as a page view after the first would be
    with CaptureQueriesContext(connection) as ctx:
        response = get_dashboard(user, client=client)
    assert response.context_data["sections"][0]["all_time_total"] == n
    return len(ctx.captured_queries), [q["sql"] for q in ctx.captured_queries]


def test_query_count_does_not_grow_with_answers(superuser, engine):
    other = services.engine_create(project=engine.project, location="global", collection="default_collection", engine_id="two", values={})
    services.session_create(engine=other, session_id="o", values={})
    small, small_sql = _count_queries(superuser, engine, 20)
    large, large_sql = _count_queries(superuser, engine, 500)
    assert small == large, (small_sql, large_sql)
    review_queries = [q for q in large_sql if '"review_verdict"' in q or '"review_claimlabel"' in q]
    answer_queries = [q for q in large_sql if "assist_sessions_assistanswer" in q and q not in review_queries]
    assert len(answer_queries) == 2  # the per-day aggregate and the review backlog aggregate
    assert len(review_queries) == 2  # the review app's sections: verdicts (agreement), claim labels (scorer)
    print(f"dashboard queries: {small} with 20 answers, {large} with 500 ({len(answer_queries)} over answers)")


def test_demo_data_fills_the_dashboard(superuser, settings, tmp_path, monkeypatch):
    """The README's demo: answers dated over the last 14 days, a reviewer account, idempotent."""
    settings.VAR_DIR = tmp_path
    monkeypatch.delenv("ASSISTSVC_REVIEWER_PASSWORD", raising=False)
    monkeypatch.delenv("ASSISTSVC_ADMIN_PASSWORD", raising=False)
    call_command("bootstrap_demo", stdout=(out := io.StringIO()))
    text = out.getvalue()
    assert "failed" not in text
    loaded = int(text.split("loaded ", 1)[1].split(" ", 1)[0])
    assert loaded >= 20
    assert "demo answers are dated over the last 14 days" in text
    password = (tmp_path / "reviewer-password.txt").read_text().strip()
    assert stat.S_IMODE((tmp_path / "reviewer-password.txt").stat().st_mode) == 0o600
    assert f"user: reviewer   password: {password}" in text

    from django.contrib.auth import authenticate, get_user_model

    reviewer = authenticate(username="reviewer", password=password)
    assert reviewer is not None and reviewer.is_staff and not reviewer.is_superuser
    assert reviewer.groups.filter(name="Reviewers").exists()

    now = timezone.now()
    times = list(AssistAnswer.objects.values_list("create_time", flat=True))
    assert all(now - timedelta(days=14) <= t <= now for t in times)
    assert len({t.astimezone(UTC).date() for t in times}) >= 10
    for session in Session.objects.prefetch_related("answers"):
        answer_times = [a.create_time for a in session.answers.all()]
        assert session.create_time == session.start_time
        assert all(t >= session.create_time for t in answer_times)

    response = get_dashboard(superuser, {"days": "14"})
    (section,) = response.context_data["sections"]
    assert section["totals"]["total"] == len(times)
    assert len(section["table"]) >= 10

    # a second run keeps what exists: same dates, same reviewer password
    call_command("bootstrap_demo", stdout=(out2 := io.StringIO()))
    assert "loaded" not in out2.getvalue()
    assert sorted(AssistAnswer.objects.values_list("create_time", flat=True)) == sorted(times)
    assert f"user: reviewer   password: {password}" in out2.getvalue()
    assert get_user_model().objects.filter(username="reviewer").count() == 1


def test_answers_without_text_are_not_counted_as_waiting(superuser, engine):
    """An answer grounded with nothing to score (no text reply) is "no text to ground", not "not
    grounded yet"; only answers whose job has not succeeded wait."""
    from grounding.models import GroundingJob

    session = services.session_create(engine=engine, session_id="notext", values={})
    now = timezone.now()
    done, waiting, scored = make_answers(session, [{"time": now, "score": None}, {"time": now, "score": None}, {"time": now, "score": 0.7}])
    GroundingJob.objects.create(answer=done, status=GroundingJob.Status.SUCCEEDED)
    GroundingJob.objects.create(answer=waiting, status=GroundingJob.Status.PENDING)
    section = section_of(get_dashboard(superuser), engine)
    counts = {b["label"]: b["count"] for b in section["buckets"]}
    assert counts["no text to ground"] == 1 and counts["not grounded yet"] == 1 and counts["0.6–0.8"] == 1
    assert section["grounded"] == 1


def test_bars_link_to_the_answers_they_count(superuser, engine, known):
    """Each bar of the score chart opens the answer list filtered to exactly the answers it counts."""
    import re
    from html import unescape

    from django.test import Client

    c = Client()
    c.force_login(superuser)
    page = c.get(reverse("admin:assist_sessions_assistanswer_dashboard")).content.decode()
    links = [unescape(h) for h in re.findall(r'<a href="([^"]+)" class="gd-drill">', page)]
    assert links
    for link in links:
        title = re.search(re.escape(link.replace("&", "&amp;")) + r'" class="gd-drill"><rect[^>]*><title>([^<]*)</title>', page)
        response = c.get(link)
        assert response.status_code == 200, link
        shown = len(response.context["cl"].result_list)
        m = re.search(r": (\d+)(?: of \d+ answers)?", unescape(title.group(1)))
        assert shown == int(m.group(1)), (link, title.group(1))
