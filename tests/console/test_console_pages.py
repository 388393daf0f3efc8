"""The review console without a browser: SQL queries per page, filters, permissions, the review
workflow and its history, bulk actions, navigation through the filtered list, the job history."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from sessions import services
from sessions.console.benchmark import bulk_answers
from sessions.console.filters import SCORE_BUCKETS
from sessions.console.permissions import REVIEWERS_GROUP, make_reviewer
from grounding.models import GroundingAttempt, GroundingJob
from sessions.models import AssistAnswer, ReviewEvent
from sessions.protojson import answer_to_json

from .conftest import store_answer

LIST = "/admin/assist_sessions/assistanswer/"
RS = AssistAnswer.ReviewStatus


def change_url(answer) -> str:
    return reverse("admin:assist_sessions_assistanswer_change", args=[answer.pk])


@pytest.fixture
def reviewer_client(db):
    c = Client()
    c.force_login(make_reviewer("rita", "pw"))
    return c


@pytest.fixture
def admin_client_(db, django_user_model):
    c = Client()
    c.force_login(django_user_model.objects.create_superuser("ada", "ada@example.invalid", "pw"))
    return c


def verdict_post(answer, username: str, verdict: str, note: str = "", **extra) -> dict:
    """The answer page's form as the reviewer's browser would post it: the verdict, the note, and the
    version and grounding stamp the page showed (the current ones)."""
    from review import grounding
    from review.models import Verdict

    current = Verdict.objects.filter(answer_id=answer.pk, reviewer=username).first()
    fresh = AssistAnswer.objects.select_related("grounding_job").get(pk=answer.pk)
    return {"verdict": verdict, "note": note, "version": current.version if current else 0, "stamp": grounding.grounding_stamp(fresh), **extra}


def count_queries(client, url, params=None) -> int:
    client.get(url, params or {})  # warm: the login session's first read is not the page's cost
    with CaptureQueriesContext(connection) as q:
        response = client.get(url, params or {})
    assert response.status_code == 200, response.status_code
    return len(q)


# --- list ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("params", [{}, {"ungrounded": "any"}, {"support": "lt30", "o": "6"}, {"q": "question"}])
def test_list_page_queries_do_not_grow_with_answers(reviewer_client, project, params):
    small = services.engine_create(project=project, location="global", collection="default_collection", engine_id="small", values={})
    bulk_answers(small, 20, sessions=4)
    counts = {20: count_queries(reviewer_client, LIST, params)}
    big = services.engine_create(project=project, location="global", collection="default_collection", engine_id="big", values={})
    bulk_answers(big, 1980, sessions=40)  # 2000 answers in all
    counts[2000] = count_queries(reviewer_client, LIST, params)
    assert counts[20] == counts[2000], counts
    assert counts[2000] <= 12, counts


def test_list_is_least_grounded_first_and_filters_by_bucket(reviewer_client, engine):
    answers = bulk_answers(engine, 60, sessions=3)
    response = reviewer_client.get(LIST, {"all": ""})
    shown = [a.support_score for a in response.context["cl"].result_list]
    graded = sorted(a.support_score for a in answers if a.support_score is not None)
    assert shown[: len(graded)] == graded  # ascending scores first ...
    assert all(s is None for s in shown[len(graded) :])  # ... answers not grounded yet last
    for slug, _, lo, hi in SCORE_BUCKETS:
        response = reviewer_client.get(LIST, {"support": slug, "all": ""})
        got = sorted(a.pk for a in response.context["cl"].result_list)
        want = sorted(a.pk for a in answers if a.support_score is not None and (lo is None or a.support_score >= lo) and (hi is None or a.support_score < hi))
        assert got == want, slug
    response = reviewer_client.get(LIST, {"support": "none", "all": ""})
    assert sorted(a.pk for a in response.context["cl"].result_list) == sorted(a.pk for a in answers if a.support_score is None)
    response = reviewer_client.get(LIST, {"contradicted": "any", "skipped": "CUSTOMER_POLICY_VIOLATION", "all": ""})
    assert sorted(a.pk for a in response.context["cl"].result_list) == sorted(
        a.pk for a in answers if (a.contradicted_claims or 0) >= 1 and a.assist_skipped_reasons
    )


def test_search_covers_query_and_reply_text(reviewer_client, engine):
    a = store_answer(engine, "s-search", "what is the boiling point of water", "Water boils at 100 degrees Celsius.")
    b = store_answer(engine, "s-other", "who wrote Hamlet", "Shakespeare wrote Hamlet.")
    for q, want in (("boiling point", [a.pk]), ("Shakespeare", [b.pk]), ("nothing like this", [])):
        response = reviewer_client.get(LIST, {"q": q})
        assert [x.pk for x in response.context["cl"].result_list] == want, q


# --- answer page -----------------------------------------------------------------------------------


def test_answer_page_queries_do_not_grow_with_replies(reviewer_client, engine):
    from apiwire.protojson import Reader
    from sessions.models import Segment
    from sessions.protojson import parse_assist_answer

    def answer_with(n_replies: int, sid: str):
        session = services.session_create(engine=engine, session_id=sid, values={})
        body = {
            "replies": [
                {
                    "groundedContent": {
                        "content": {"text": f"Reply {i}. It has two claims."},
                        "textGroundingMetadata": {"references": [{"content": f"Reference text {i}.", "documentMetadata": {"title": f"t{i}"}}]},
                    }
                }
                for i in range(n_replies)
            ]
        }
        answer, _ = services.answer_create(session=session, query=services.QueryInput("", "q"), answer_input=parse_assist_answer(Reader(body)))
        for reply in answer.replies.all():
            Segment.objects.create(
                reply=reply,
                position=0,
                start_index=0,
                end_index=len(reply.text.split(".")[0]) + 1,
                text=reply.text.split(".")[0] + ".",
                grounding_score=0.9,
                reference_indices=[0],
                evidence=[{"reference": 0, "start": 0, "end": 5, "kind": "support"}],
            )
        services.answer_review(answer=answer, status=RS.NEEDS_FIX, reviewer="x", note="check")
        return answer

    one, many = answer_with(1, "one"), answer_with(25, "many")
    counts = [count_queries(reviewer_client, change_url(a)) for a in (one, many)]
    assert counts[0] == counts[1], counts
    page = reviewer_client.get(change_url(many)).content.decode()
    assert page.count('class="seg ') == 25 and "Reference text 24." in page


def test_answer_page_shows_evidence_policy_job_history_and_review_history(reviewer_client, grounded_answers):
    supported = grounded_answers[0]
    page = reviewer_client.get(change_url(supported)).content.decode()
    seg = supported.replies.get().segments.filter(grounding_check_required=True).first()
    ref = supported.replies.get().references.get(position=seg.reference_indices[0])
    ev = seg.evidence[0]
    assert ev["kind"] == "support" and f"<mark>{ref.content[ev['start'] : ev['end']]}</mark>" in page
    assert "SUCCEEDED" in page and supported.grounding_job.engine_version in page
    assert "Not reviewed yet." in page


def test_answer_page_escapes_reply_and_reference_text(reviewer_client, engine):
    a = store_answer(engine, "xss", "<b>q</b>", "<script>alert(1)</script> is text.", references=("<img src=x onerror=alert(2)>",))
    page = reviewer_client.get(change_url(a)).content.decode()
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<img src=x" not in page


def test_unknown_answer_is_a_redirect_with_message_not_a_crash(reviewer_client):
    response = reviewer_client.get("/admin/assist_sessions/assistanswer/999999/change/")
    assert response.status_code == 302


# --- review workflow ------------------------------------------------------------------------------


def test_review_from_the_answer_page_keeps_history_and_goes_to_next(reviewer_client, engine):
    answers = bulk_answers(engine, 5, sessions=1)
    ordered = sorted(answers, key=lambda a: (a.support_score is None, a.support_score or 0, -a.create_time.timestamp()))
    first, second = ordered[0], ordered[1]
    response = reviewer_client.post(change_url(first), verdict_post(first, "rita", "REJECTED", "wrong year", _savenext="1"))
    assert response.status_code == 302 and response["Location"].startswith(change_url(second))
    first.refresh_from_db()
    assert (first.review_status, first.review_note, first.reviewed_by) == (RS.REJECTED, "wrong year", "rita")
    # the same again changes nothing and records nothing
    reviewer_client.post(change_url(first), verdict_post(first, "rita", "REJECTED", "wrong year", _save="1"))
    reviewer_client.post(change_url(first), verdict_post(first, "rita", "APPROVED", "wrong year", _save="1"))
    events = list(ReviewEvent.objects.filter(answer=first).order_by("time", "id").values_list("from_status", "to_status", "note"))
    assert events == [("UNREVIEWED", "REJECTED", "wrong year"), ("REJECTED", "APPROVED", "")]
    page = reviewer_client.get(change_url(first)).content.decode()
    assert "rejected &rarr; approved" in page


def test_review_form_only_changes_review_fields(reviewer_client, grounded_answers):
    a = grounded_answers[0]
    before = answer_to_json(AssistAnswer.objects.get(pk=a.pk))
    reviewer_client.post(change_url(a), verdict_post(a, "rita", "APPROVED", state="FAILED", answer_id="x", _save="1"))
    a.refresh_from_db()
    assert a.review_status == RS.APPROVED and a.state == AssistAnswer.State.SUCCEEDED
    assert answer_to_json(AssistAnswer.objects.get(pk=a.pk)) == before


def test_navigation_stays_inside_the_filtered_list(reviewer_client, engine):
    answers = bulk_answers(engine, 40, sessions=2)
    low = sorted((a for a in answers if a.support_score is not None and a.support_score < 0.3), key=lambda a: (a.support_score, -a.create_time.timestamp()))
    nav = reviewer_client.get(change_url(low[1]), {"_changelist_filters": "support=lt30"}).context["nav"]
    assert (nav.position, nav.total) == (2, len(low))
    assert nav.previous_url.startswith(change_url(low[0])) and nav.next_url.startswith(change_url(low[2]))
    assert "support%3Dlt30" in nav.next_url


# --- bulk actions ---------------------------------------------------------------------------------


def test_bulk_review_reground_and_export(reviewer_client, grounded_answers):
    ids = [str(a.pk) for a in grounded_answers[:2]]
    response = reviewer_client.post(LIST, {"action": "needs_fix", "_selected_action": ids})
    assert response.status_code == 302
    assert set(AssistAnswer.objects.filter(pk__in=ids).values_list("review_status", flat=True)) == {RS.NEEDS_FIX}
    assert ReviewEvent.objects.filter(answer_id__in=ids, to_status=RS.NEEDS_FIX).count() == 2

    generations = dict(GroundingJob.objects.filter(answer_id__in=ids).values_list("answer_id", "generation"))
    reviewer_client.post(LIST, {"action": "reground", "_selected_action": ids})
    for job in GroundingJob.objects.filter(answer_id__in=ids):
        assert job.status == GroundingJob.Status.PENDING and job.generation == generations[job.answer_id] + 1

    response = reviewer_client.post(LIST, {"action": "export_json", "_selected_action": ids})
    assert response.status_code == 200 and response["Content-Type"].startswith("application/json")
    assert "attachment" in response["Content-Disposition"]
    body = json.loads(response.content)
    expected = [answer_to_json(AssistAnswer.objects.get(pk=int(i))) for i in sorted(ids, key=int)]
    assert body == {"assistAnswers": json.loads(json.dumps(expected))}


# --- permissions ----------------------------------------------------------------------------------


def test_reviewers_group_has_only_what_reviewing_needs(reviewer_client, django_user_model):
    from django.contrib.auth.models import Group

    perms = set(Group.objects.get(name=REVIEWERS_GROUP).permissions.values_list("codename", flat=True))
    assert perms == {"view_project", "view_engine", "view_session", "view_assistanswer", "review_assistanswer", "reground_assistanswer"}


def test_reviewer_cannot_change_engines_sessions_keys_or_delete_answers(reviewer_client, engine, grounded_answers):
    url = reverse("admin:assist_sessions_engine_change", args=[engine.pk])
    page = reviewer_client.get(url)
    assert page.status_code == 200 and b'name="citation_threshold"' not in page.content
    response = reviewer_client.post(url, {"citation_threshold": "0.1", "display_name": "hacked"})
    assert response.status_code == 403
    engine.refresh_from_db()
    assert engine.citation_threshold == 0.6 and engine.display_name != "hacked"
    assert reviewer_client.get(reverse("admin:assist_sessions_apikey_changelist")).status_code == 403
    a = grounded_answers[0]
    assert reviewer_client.post(reverse("admin:assist_sessions_assistanswer_delete", args=[a.pk]), {"post": "yes"}).status_code == 403
    assert AssistAnswer.objects.filter(pk=a.pk).exists()
    session_url = reverse("admin:assist_sessions_session_change", args=[a.session_id])
    assert reviewer_client.post(session_url, {"display_name": "x"}).status_code == 403


def test_user_outside_the_group_cannot_review(db, django_user_model, engine):
    a = store_answer(engine, "s", "q", "Some text.")
    user = django_user_model.objects.create_user("staff", password="pw", is_staff=True)
    c = Client()
    c.force_login(user)
    assert c.get(LIST).status_code == 403
    assert c.post(change_url(a), {"review_status": "APPROVED", "_save": "1"}).status_code == 403
    a.refresh_from_db()
    assert a.review_status == RS.UNREVIEWED


def test_admin_changes_engine_through_the_api_rules(admin_client_, engine):
    url = reverse("admin:assist_sessions_engine_change", args=[engine.pk])
    form = admin_client_.get(url).context["adminform"].form
    data = {k: v for k, v in form.initial.items() if v is not None and k in form.fields}
    data.update(banned_phrases=json.dumps(["secret project"]), blocked_domains="[]")
    bad = admin_client_.post(url, {**data, "citation_threshold": "1.5"})
    assert bad.status_code == 200 and "citationThreshold" in bad.content.decode()
    engine.refresh_from_db()
    assert engine.citation_threshold == 0.6
    ok = admin_client_.post(url, {**data, "citation_threshold": "0.7"})
    assert ok.status_code == 302, ok.content.decode()[:2000]
    engine.refresh_from_db()
    assert engine.citation_threshold == 0.7 and engine.banned_phrases == ["secret project"]


# --- session page and job history -----------------------------------------------------------------


def test_session_page_shows_the_conversation_in_order(reviewer_client, engine):
    from apiwire.protojson import Reader
    from sessions.protojson import parse_assist_answer

    session = services.session_create(engine=engine, session_id="conv", values={})
    for i in range(3):
        body = {"replies": [{"groundedContent": {"content": {"text": f"Answer number {i}."}}}]}
        services.answer_create(session=session, query=services.QueryInput("", f"Question number {i}"), answer_input=parse_assist_answer(Reader(body)))
    page = reviewer_client.get(reverse("admin:assist_sessions_session_change", args=[session.pk])).content.decode()
    positions = [page.index(f"Question number {i}") for i in range(3)] + [page.index(f"Answer number {i}") for i in range(3)]
    assert positions[:3] == sorted(positions[:3]) and all(positions[i] < positions[3 + i] for i in range(3))
    for a in session.answers.all():
        assert change_url(a) in page
    # its answers, as a filtered list (so previous / next walk this conversation)
    assert f"?session={session.pk}" in page
    listed = reviewer_client.get(LIST, {"session": str(session.pk)}).context["cl"].result_list
    assert sorted(a.pk for a in listed) == sorted(session.answers.values_list("pk", flat=True))


def test_job_history_records_success_and_lost_attempts(grounded_answers):
    from grounding.jobs import claim as claim_jobs

    a = grounded_answers[0]
    assert list(GroundingAttempt.objects.filter(job__answer=a).values_list("attempt", "outcome")) == [(1, "SUCCEEDED")]
    succeeded = GroundingAttempt.objects.get(job__answer=a)
    assert succeeded.engine_version and succeeded.duration_ms is not None and "engineMs" in succeeded.timings
    # a run that died: its lease expired while RUNNING; the next claim records the lost attempt
    GroundingJob.objects.filter(answer=a).update(status=GroundingJob.Status.RUNNING, lease_token="dead", lease_expires=timezone.now() - timedelta(seconds=5))
    claimed = claim_jobs(answer_ids=[a.pk], token="new", top_up=0)
    assert [c.answer_id for c in claimed] == [a.pk]
    assert GroundingAttempt.objects.filter(job__answer=a).order_by("-id").first().outcome == "LOST"


def test_create_reviewer_command(db, django_user_model):
    from django.contrib.auth.models import Group
    from django.core.management import CommandError, call_command

    call_command("create_reviewer", "alice", "--password", "pw-a")
    alice = django_user_model.objects.get(username="alice")
    assert alice.is_staff and not alice.is_superuser and alice.check_password("pw-a")
    assert list(alice.groups.values_list("name", flat=True)) == [REVIEWERS_GROUP]
    assert alice.has_perm("assist_sessions.review_assistanswer") and not alice.has_perm("assist_sessions.change_engine")
    with pytest.raises(CommandError):
        call_command("create_reviewer", " ", "--password", "x")
    assert Group.objects.get(name=REVIEWERS_GROUP).user_set.count() == 1


def test_admin_changes_session_fields_through_the_service(admin_client_, session):
    url = reverse("admin:assist_sessions_session_change", args=[session.pk])
    form = admin_client_.get(url).context["adminform"].form
    data = {k: v for k, v in form.initial.items() if v is not None and k in form.fields}
    data.update(
        {
            "display_name": "renamed by an admin",
            "is_pinned": "on",
            "state": "IN_PROGRESS",
            "start_time_0": "2026-11-01",
            "start_time_1": "10:00:00",
            "end_time_0": "",
            "end_time_1": "",
        }
    )
    data.pop("start_time", None)
    data.pop("end_time", None)
    before = session.update_time
    response = admin_client_.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]
    session.refresh_from_db()
    assert (session.display_name, session.is_pinned, session.state) == ("renamed by an admin", True, "IN_PROGRESS")
    assert session.start_time.isoformat().startswith("2026-11-01T10:00:00") and session.update_time > before


@pytest.mark.parametrize("filters", ["support__gte=abc", "nonexistent_field=1", "o=99", "session=x", "engine=%00"])
def test_answer_page_survives_bad_list_filters(reviewer_client, engine, filters):
    a = bulk_answers(engine, 3, sessions=1)[0]
    response = reviewer_client.get(change_url(a), {"_changelist_filters": filters})
    assert response.status_code == 200
    assert response.context["nav"].total >= 1


def test_save_and_next_in_a_list_filtered_by_review_status(reviewer_client, engine):
    """Approving an answer takes it out of an "unreviewed" list; "Save and next" still goes to the
    answer that followed it there."""
    answers = bulk_answers(engine, 4, sessions=1)
    ordered = sorted(answers, key=lambda a: (a.support_score is None, a.support_score or 0, -a.create_time.timestamp()))
    first, second = ordered[0], ordered[1]
    filters = "consensus=UNREVIEWED"
    response = reviewer_client.post(
        change_url(first) + "?" + "_changelist_filters=" + filters.replace("=", "%3D"), verdict_post(first, "rita", "APPROVED", _savenext="1")
    )
    assert response.status_code == 302 and response["Location"].startswith(change_url(second)), response["Location"]
