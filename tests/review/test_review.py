"""The team review without a browser: per-reviewer verdicts and their optimistic concurrency, consensus,
claim labels and staleness after re-grounding, agreement and the scorer's figures, queues and assignment,
exports (CSV, JSON Lines, the evaluation command's rows run through ``python -m grounding.evaluate``), the
data migration of the old single verdict, and the console fixes (query counts, 403 log lines, View site)."""

from __future__ import annotations

import csv
import io
import json
import logging
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from review import grounding, selectors, services
from review.models import AnswerReview, Assignment, ClaimLabel, Consensus, Queue, QueueItem, Verdict
from sessions import services as session_services
from sessions.console.benchmark import bulk_answers
from sessions.models import AssistAnswer, ReviewEvent

from .conftest import reground

LIST = "/admin/assist_sessions/assistanswer/"
ROOT = Path(__file__).resolve().parents[2]


def change_url(answer) -> str:
    return reverse("admin:assist_sessions_assistanswer_change", args=[answer.pk])


def client_for(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


def page_form(client, answer) -> dict:
    """The hidden fields of the answer page as the reviewer's browser holds them."""
    form = client.get(change_url(answer)).context["adminform"].form
    return {"version": form["version"].value(), "stamp": form["stamp"].value() or ""}


def claims_of(answer) -> list:
    from sessions.models import Segment

    return list(Segment.objects.filter(reply__answer=answer).select_related("reply").order_by("reply__position", "position"))


# --- verdicts ----------------------------------------------------------------------------------------


def test_each_reviewer_has_a_verdict_and_the_consensus_follows(reviewer, second_reviewer, grounded_answers):
    a = grounded_answers[0]
    rita, sam = client_for(reviewer), client_for(second_reviewer)
    assert rita.post(change_url(a), {**page_form(rita, a), "verdict": "APPROVED", "note": "fine", "_continue": "1"}).status_code == 302
    assert AnswerReview.objects.get(answer=a).consensus == Consensus.APPROVED
    assert sam.post(change_url(a), {**page_form(sam, a), "verdict": "APPROVED", "_continue": "1"}).status_code == 302
    summary = AnswerReview.objects.get(answer=a)
    assert (summary.consensus, summary.verdict_count) == (Consensus.APPROVED, 2)
    assert sam.post(change_url(a), {**page_form(sam, a), "verdict": "REJECTED", "note": "wrong", "_continue": "1"}).status_code == 302
    assert AnswerReview.objects.get(answer=a).consensus == Consensus.DISPUTED
    # each keeps their own verdict; sam's has version 2
    assert dict(Verdict.objects.filter(answer=a).values_list("reviewer", "status")) == {"rita": "APPROVED", "sam": "REJECTED"}
    assert Verdict.objects.get(answer=a, reviewer="sam").version == 2
    # a disputed answer has no agreed verdict: the answer's own column says unreviewed
    a.refresh_from_db()
    assert a.review_status == AssistAnswer.ReviewStatus.UNREVIEWED
    # the list: consensus, reviewers, and filters on both
    page = rita.get(LIST, {"consensus": "DISPUTED"})
    assert [r.pk for r in page.context["cl"].result_list] == [a.pk]
    html = page.content.decode()
    assert "disputed (2)" in html and "rita, sam" in html
    assert [r.pk for r in rita.get(LIST, {"reviewer": "sam"}).context["cl"].result_list] == [a.pk]
    assert a.pk not in [r.pk for r in rita.get(LIST, {"reviewer": "-me"}).context["cl"].result_list]
    assert sorted(r.pk for r in rita.get(LIST, {"reviewer": "-none"}).context["cl"].result_list) == sorted(x.pk for x in grounded_answers[1:])
    # the answer page lists both verdicts
    html = rita.get(change_url(a)).content.decode()
    assert "wrong" in html and "fine" in html and 'id="asv-consensus">disputed' in html
    # the dashboard's review-backlog bar of "unreviewed" (no agreed verdict) opens a list that holds it
    assert a.pk in [r.pk for r in rita.get(LIST, {"review_status__exact": "UNREVIEWED"}).context["cl"].result_list]
    # history keeps every change
    assert ReviewEvent.objects.filter(answer=a).count() == 3


def test_stale_form_is_refused_and_shows_the_newer_verdict(reviewer, grounded_answers):
    a = grounded_answers[1]
    tab1, tab2 = client_for(reviewer), client_for(reviewer)
    old = page_form(tab1, a)  # tab 1 loaded the page before tab 2 saved
    assert tab2.post(change_url(a), {**page_form(tab2, a), "verdict": "APPROVED", "_continue": "1"}).status_code == 302
    response = tab1.post(change_url(a), {**old, "verdict": "REJECTED", "note": "stale", "_continue": "1"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Not saved" in html and "“approved”" in html and "version 1" in html
    v = Verdict.objects.get(answer=a, reviewer="rita")
    assert (v.status, v.note, v.version) == ("APPROVED", "", 1)
    form = response.context["adminform"].form
    assert form["verdict"].value() == "APPROVED" and str(form["version"].value()) == "1"
    # saving again from the refreshed form is a deliberate change and goes through
    assert tab1.post(change_url(a), {"version": "1", "stamp": old["stamp"], "verdict": "REJECTED", "_continue": "1"}).status_code == 302
    assert Verdict.objects.get(answer=a, reviewer="rita").status == "REJECTED"


def test_two_saves_of_the_same_version_at_once_one_wins(transactional_db, grounded_answers):
    """Real concurrency on PostgreSQL: two threads save the same reviewer's verdict against version 0."""
    a = grounded_answers[2]
    stamp = grounding.grounding_stamp(AssistAnswer.objects.select_related("grounding_job").get(pk=a.pk))
    barrier, outcomes = threading.Barrier(2), []

    def save(status):
        from django.db import connection as conn

        try:
            barrier.wait()
            services.record_review(answer_id=a.pk, reviewer="rita", status=status, expected_version=0, seen_stamp=stamp)
            outcomes.append("saved")
        except services.StaleVerdict:
            outcomes.append("stale")
        finally:
            conn.close()

    threads = [threading.Thread(target=save, args=(s,)) for s in ("APPROVED", "REJECTED")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["saved", "stale"]
    assert Verdict.objects.filter(answer=a).count() == 1 and Verdict.objects.get(answer=a).version == 1


def test_bad_claim_label_is_a_form_error_not_a_500(reviewer, grounded_answers):
    a = grounded_answers[0]
    c = client_for(reviewer)
    for bad in ({"label-0-0": "MAYBE"}, {"label-x-0": "SUPPORTED"}, {"label-9-9": "SUPPORTED"}):
        response = c.post(change_url(a), {**page_form(c, a), **bad, "_continue": "1"})
        assert response.status_code in (200, 400), response.status_code
        assert not ClaimLabel.objects.filter(answer=a).exists()


# --- claim labels and staleness ------------------------------------------------------------------------


def test_claim_labels_keep_the_scorer_decision_and_go_stale_after_regrounding(reviewer, grounded_answers):
    cast = grounded_answers[1]
    c = client_for(reviewer)
    segs = [s for s in claims_of(cast) if s.grounding_check_required]
    assert len(segs) >= 2
    labels = {f"label-{s.reply.position}-{s.position}": ("SUPPORTED" if s.reference_indices else "CONTRADICTED") for s in segs}
    response = c.post(change_url(cast), {**page_form(c, cast), **labels, "verdict": "NEEDS_FIX", "_continue": "1"})
    assert response.status_code == 302
    stored = {(x.reply_position, x.segment_position): x for x in ClaimLabel.objects.filter(answer=cast)}
    assert len(stored) == len(segs)
    for s in segs:
        x = stored[(s.reply.position, s.position)]
        assert x.claim_text == s.text and x.scorer_score == s.grounding_score
        assert x.scorer_decision == ("CONTRADICTED" if s.anti_reference_indices else "SUPPORTED" if s.reference_indices else "UNSUPPORTED")
        assert x.engine_version and x.engine_version == cast.grounding_job.engine_version
    html = c.get(change_url(cast)).content.decode()
    assert "stale" not in html
    assert html.count("checked>") >= len(segs)

    reground(cast)
    html = c.get(change_url(cast)).content.decode()
    assert 'class="asv-stale"' in html and 'id="asv-my-stale"' in html and "stale: was" in html
    assert [r.pk for r in c.get(LIST, {"consensus": "stale"}).context["cl"].result_list] == [cast.pk]
    # a page loaded before the re-grounding cannot save against the new claims
    old = {"version": "1", "stamp": stored[(segs[0].reply.position, segs[0].position)].grounding_stamp}
    response = c.post(change_url(cast), {**old, "verdict": "APPROVED", "_continue": "1"})
    assert response.status_code == 200 and "grounded again" in response.content.decode()
    assert Verdict.objects.get(answer=cast).status == "NEEDS_FIX"


# --- agreement and the scorer ----------------------------------------------------------------------------


def test_agreement_percent_and_kappa_per_pair_and_engine(db, engine):
    answers = bulk_answers(engine, 4, sessions=1)
    pairs = [("APPROVED", "APPROVED"), ("APPROVED", "REJECTED"), ("REJECTED", "REJECTED"), ("NEEDS_FIX", "NEEDS_FIX")]
    for a, (x, y) in zip(answers, pairs):
        services.record_review(answer_id=a.pk, reviewer="rita", status=x, expected_version=0)
        services.record_review(answer_id=a.pk, reviewer="sam", status=y, expected_version=0)
    (p,) = selectors.agreement()
    # by hand: p_o = 3/4; rita A 2/4, R 1/4, N 1/4; sam A 1/4, R 2/4, N 1/4; p_e = 5/16; kappa = 7/11
    assert (p.a, p.b, p.n, p.agree, p.engine_id) == ("rita", "sam", 4, 3, engine.pk)
    assert p.percent == pytest.approx(0.75) and p.kappa == pytest.approx(7 / 11)


def test_dashboard_shows_agreement_and_scorer_figures(admin_user, reviewer, grounded_answers):
    c = client_for(admin_user)
    for a in grounded_answers:
        stamp = grounding.grounding_stamp(AssistAnswer.objects.select_related("grounding_job").get(pk=a.pk))
        labels = {
            (s.reply.position, s.position): ("SUPPORTED" if a is grounded_answers[0] else "UNSUPPORTED") for s in claims_of(a) if s.grounding_check_required
        }
        services.record_review(answer_id=a.pk, reviewer="rita", status="APPROVED", expected_version=0, seen_stamp=stamp, labels=labels)
        services.record_review(answer_id=a.pk, reviewer="ada", status="APPROVED", expected_version=0, seen_stamp=stamp)
    figures, suggestions = selectors.scorer_figures()
    # the same figures from the labels and the segments, counted independently
    rows = [(x.label == "SUPPORTED", x.scorer_decision == "SUPPORTED") for x in ClaimLabel.objects.all()]
    tp = sum(g and p for g, p in rows)
    (f,) = figures
    assert f.labels == len(rows) and f.precision == pytest.approx(tp / sum(p for _, p in rows))
    assert f.recall == pytest.approx(tp / sum(g for g, _ in rows))
    (s,) = suggestions
    assert s.suggested is not None and 0.0 <= s.suggested <= 1.0 and s.bacc_suggested >= s.bacc_current
    html = c.get(reverse("admin:assist_sessions_assistanswer_dashboard")).content.decode()
    assert "Agreement between reviewers" in html and "ada · rita" in html and "100.0 %" in html
    assert "Suggested citationThreshold" in html and f"<b>{s.suggested:.2f}</b>" in html


# --- queues ------------------------------------------------------------------------------------------------


def test_round_robin_queue_gives_each_answer_one_reviewer_and_my_queue_walks_it(admin_user, reviewer, second_reviewer, engine):
    bulk_answers(engine, 6, sessions=1)
    admin_c = client_for(admin_user)
    low = [a.pk for a in AssistAnswer.objects.filter(support_score__lt=0.3)]
    url = reverse("admin:review_queue_new") + f"?support=lt30&engine={engine.pk}"
    page = admin_c.get(url)
    assert page.status_code == 200 and f"{len(low)} answer" in page.content.decode()
    users = {u.username: u.pk for u in (reviewer, second_reviewer)}
    response = admin_c.post(
        url,
        {"_filter": f"support=lt30&engine={engine.pk}", "name": "low support", "mode": "ROUND_ROBIN", "reviewers": list(users.values()), "reviews_per_item": 1},
    )
    assert response.status_code == 302, response.content.decode()[-2000:]
    queue = Queue.objects.get(name="low support")
    items = list(QueueItem.objects.filter(queue=queue).order_by("position"))
    assert sorted(i.answer_id for i in items) == sorted(low)
    per_item = [list(i.assignments.values_list("reviewer", flat=True)) for i in items]
    assert all(len(r) == 1 for r in per_item)
    assert [r[0] for r in per_item] == (["rita", "sam"] * len(items))[: len(items)]
    # by hand, a second reviewer on an item is refused: the queue does not ask for double review
    assert services.queue_assign(queue=queue, item_ids=[items[0].pk], reviewer="sam") == (0, 1)
    # rita's queue opens her first item; a verdict there moves her on to the next
    rita = client_for(reviewer)
    mine = [i for i, r in zip(items, per_item) if r == ["rita"]]
    first = rita.get(reverse("admin:review_my_queue"))
    assert first.status_code == 302 and first["Location"].startswith(change_url(AssistAnswer(pk=mine[0].answer_id)))
    a0 = AssistAnswer.objects.get(pk=mine[0].answer_id)
    r = rita.post(first["Location"], {**page_form(rita, a0), "verdict": "APPROVED", "_savenext": "1"})
    assert r.status_code == 302 and r["Location"] == reverse("admin:review_my_queue") + f"?queue={queue.pk}"
    nxt = rita.get(r["Location"])
    if len(mine) > 1:
        assert nxt["Location"].startswith(change_url(AssistAnswer(pk=mine[1].answer_id)))
    assert Assignment.objects.get(item=mine[0], reviewer="rita").done_time is not None
    # the queue page lists the items with their reviewers
    html = admin_c.get(reverse("admin:review_queue_change", args=[queue.pk])).content.decode()
    assert "rita ✓" in html and "sam" in html


def test_double_review_queue_gives_each_answer_two_different_reviewers(db, engine):
    answers = bulk_answers(engine, 8, sessions=1)[:5]
    others = AssistAnswer.objects.exclude(pk__in=[a.pk for a in answers]).order_by("pk")
    queue = services.queue_create(
        name="double", answer_ids=[a.pk for a in answers], reviewers=["rita", "sam", "tom"], mode=Queue.Mode.ROUND_ROBIN, reviews_per_item=2
    )
    for item in queue.items.all():
        names = list(item.assignments.values_list("reviewer", flat=True))
        assert len(names) == 2 and len(set(names)) == 2
    by_hand = services.queue_create(name="hand", answer_ids=[a.pk for a in others], reviewers=[], mode=Queue.Mode.BY_HAND, reviews_per_item=2)
    item = by_hand.items.first()
    assert services.queue_assign(queue=by_hand, item_ids=[item.pk], reviewer="rita") == (1, 0)
    assert services.queue_assign(queue=by_hand, item_ids=[item.pk], reviewer="sam") == (1, 0)
    assert services.queue_assign(queue=by_hand, item_ids=[item.pk], reviewer="tom") == (0, 1)
    with pytest.raises(ValueError):
        services.queue_create(name="x", answer_ids=[answers[0].pk], reviewers=["rita"], mode=Queue.Mode.ROUND_ROBIN, reviews_per_item=2)


def test_an_answer_waiting_in_one_queue_does_not_go_to_a_second_reviewer_through_another(db, engine):
    a, b, c = bulk_answers(engine, 3, sessions=1)
    first = services.queue_create(name="first", answer_ids=[a.pk, b.pk], reviewers=["rita"], mode=Queue.Mode.ROUND_ROBIN)
    second = services.queue_create(name="second", answer_ids=[a.pk, b.pk, c.pk], reviewers=["sam"], mode=Queue.Mode.ROUND_ROBIN)
    assert second.left_out == 2 and list(second.items.values_list("answer_id", flat=True)) == [c.pk]
    # by hand too: a third queue with the same answer refuses sam while rita's assignment is open
    third = services.queue_create(name="third", answer_ids=[], reviewers=[], mode=Queue.Mode.BY_HAND)
    item = QueueItem.objects.create(queue=third, answer=a, position=0)
    assert services.queue_assign(queue=third, item_ids=[item.pk], reviewer="sam") == (0, 1)
    # once rita has given her verdict the answer is free again
    services.record_review(answer_id=a.pk, reviewer="rita", status="APPROVED", expected_version=0)
    assert services.queue_assign(queue=third, item_ids=[item.pk], reviewer="sam") == (1, 0)
    assert first.items.count() == 2


def test_reviewer_cannot_build_queues(reviewer, engine):
    bulk_answers(engine, 2, sessions=1)
    c = client_for(reviewer)
    assert c.get(reverse("admin:review_queue_new")).status_code == 403
    assert "asv-queue-new" not in c.get(LIST).content.decode()


# --- exports --------------------------------------------------------------------------------------------------


def test_csv_and_jsonl_export_of_the_filtered_list(reviewer, second_reviewer, grounded_answers):
    supported, cast, budget = grounded_answers
    for user, status, note in ((reviewer, "REJECTED", "cast is wrong"), (second_reviewer, "NEEDS_FIX", "only half")):
        services.record_review(answer_id=cast.pk, reviewer=user.username, status=status, note=note, expected_version=0)
    c = client_for(reviewer)
    filtered = {"ungrounded": "any", "q": "starred"}
    response = c.get(reverse("admin:review_export_jsonl"), filtered)
    assert response.status_code == 200 and "attachment" in response["Content-Disposition"]
    records = [json.loads(line) for line in b"".join(response.streaming_content).decode().splitlines()]
    assert [r["answer"] for r in records] == [cast.name]
    (r,) = records
    assert r["query"] == "Who starred in Titanic?" and "Brad Pitt" in r["reply"] and r["consensus"] == "DISPUTED"
    assert [(v["reviewer"], v["verdict"], v["note"]) for v in r["verdicts"]] == [("rita", "REJECTED", "cast is wrong"), ("sam", "NEEDS_FIX", "only half")]
    assert r["claims"] and all("score" in x and "labels" in x for x in r["claims"]) and r["verdicts"][0]["time"]

    response = c.get(reverse("admin:review_export_csv"), filtered)
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert rows[0] == selectors.CSV_COLUMNS
    assert [(x[0], x[10], x[11], x[12]) for x in rows[1:]] == [(cast.name, "rita", "REJECTED", "cast is wrong"), (cast.name, "sam", "NEEDS_FIX", "only half")]
    # unfiltered: every answer, one row each without verdicts
    rows = list(csv.reader(io.StringIO(b"".join(c.get(reverse("admin:review_export_csv")).streaming_content).decode())))
    assert len(rows) == 1 + 1 + 2 + 1
    # the list links to the export of its own filter
    assert 'href="/admin/assist_sessions/assistanswer/export.csv?ungrounded=any"' in c.get(LIST, {"ungrounded": "any"}).content.decode()


def test_export_review_labels_runs_through_the_evaluation_command(reviewer, grounded_answers, tmp_path):
    from grounding.evaluate import load_rows

    supported, cast, budget = grounded_answers
    for a, value in ((supported, "SUPPORTED"), (cast, "UNSUPPORTED"), (budget, "UNSUPPORTED")):
        labels = {(s.reply.position, s.position): value for s in claims_of(a) if s.grounding_check_required}
        services.record_review(
            answer_id=a.pk,
            reviewer="rita",
            expected_version=0,
            labels=labels,
            seen_stamp=grounding.grounding_stamp(AssistAnswer.objects.select_related("grounding_job").get(pk=a.pk)),
        )
    out = tmp_path / "labels.jsonl"
    call_command("export_review_labels", "-o", str(out))
    rows = load_rows(out)
    assert sorted(r["answer"] for r in rows) == sorted(
        c[2] for c in [("", "", supported.replies.first().text), ("", "", cast.replies.first().text), ("", "", budget.replies.first().text)]
    )
    by_answer = {r["answer"]: r for r in rows}
    assert by_answer[supported.replies.first().text]["label"] == "supported"
    assert by_answer[cast.replies.first().text]["label"] == "unsupported"
    assert all(r["facts"] and r["meta"]["claim_labels"] for r in rows)
    figures = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, "-m", "grounding.evaluate", str(out), "--model", "assistsvc", "--json", str(figures)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(figures.read_text())
    per_file = result[0] if isinstance(result, list) else next(iter(result.values())) if "rows" not in result else result
    text = json.dumps(result)
    assert '"rows": 3' in text and '"supported": 1' in text, text[:2000]
    assert per_file is not None


# --- data migration -----------------------------------------------------------------------------------------------


def test_data_migration_moves_the_single_verdict_to_per_reviewer_verdicts(transactional_db, engine):
    from django.db.migrations.executor import MigrationExecutor

    a, b, c = bulk_answers(engine, 3, sessions=1)
    executor = MigrationExecutor(connection)
    executor.migrate([("review", "0001_initial")])
    try:
        AssistAnswer.objects.filter(pk=a.pk).update(review_status="REJECTED", review_note="wrong year", reviewed_by="rita")
        AssistAnswer.objects.filter(pk=b.pk).update(review_status="APPROVED", reviewed_by="")
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(executor.loader.graph.leaf_nodes())
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
    rows = sorted(Verdict.objects.values_list("answer_id", "reviewer", "status", "note"))
    assert rows == sorted([(a.pk, "rita", "REJECTED", "wrong year"), (b.pk, "unknown reviewer", "APPROVED", "")])
    assert dict(AnswerReview.objects.values_list("answer_id", "consensus")) == {a.pk: "REJECTED", b.pk: "APPROVED"}
    assert not Verdict.objects.filter(answer=c).exists()


# --- console fixes ------------------------------------------------------------------------------------------------


def _queries(client, url):
    client.get(url)
    with CaptureQueriesContext(connection) as q:
        assert client.get(url).status_code == 200
    return len(q)


def test_session_list_and_answer_list_query_counts_are_constant(admin_user, engine):
    c = client_for(admin_user)
    bulk_answers(engine, 20, sessions=20)
    small_sessions, small_answers = _queries(c, "/admin/assist_sessions/session/"), _queries(c, LIST)
    other = session_services.engine_create(project=engine.project, location="global", collection="default_collection", engine_id="more", values={})
    bulk_answers(other, 200, sessions=100)
    services.record_review(answer_id=AssistAnswer.objects.first().pk, reviewer="ada", status="APPROVED", expected_version=0)
    assert _queries(c, "/admin/assist_sessions/session/") == small_sessions
    assert _queries(c, LIST) == small_answers


def test_forbidden_is_logged_as_one_line(reviewer, caplog):
    c = client_for(reviewer)
    with caplog.at_level(logging.WARNING, logger="django.request"):
        assert c.get("/admin/auth/user/").status_code == 403
    (record,) = [r for r in caplog.records if r.name == "django.request"]
    assert record.exc_info is None
    line = logging.Formatter().format(record)
    assert "\n" not in line and "Forbidden" in line and "/admin/auth/user/" in line


def test_view_site_opens_the_api_docs(admin_user):
    c = client_for(admin_user)
    html = c.get("/admin/").content.decode()
    assert 'href="/docs/"' in html
    docs = c.get("/docs/")
    assert docs.status_code == 200 and docs["Content-Type"].startswith("text/html")


def test_one_name_per_grounding_state_and_the_list_counts_like_the_dashboard(admin_user, engine):
    """An answer grounded with nothing to score and one not grounded yet: the list's filters count them as
    the dashboard's bars do, under the same names."""
    from grounding.models import GroundingJob

    answers = bulk_answers(engine, 14, sessions=1)
    no_text = [a for a in answers if a.support_score is None][0]
    GroundingJob.objects.filter(answer=no_text).update(status=GroundingJob.Status.SUCCEEDED)
    c = client_for(admin_user)
    n_not_grounded = AssistAnswer.objects.filter(support_score__isnull=True).count() - 1
    assert len(c.get(LIST, {"support": "none"}).context["cl"].result_list) == n_not_grounded
    assert [a.pk for a in c.get(LIST, {"support": "notext"}).context["cl"].result_list] == [no_text.pk]
    dash = c.get(reverse("admin:assist_sessions_assistanswer_dashboard")).content.decode()
    assert "not grounded yet" in dash and "no text to ground" in dash and "support=notext" in dash
    html = c.get(LIST).content.decode()
    assert "not grounded yet" in html and "no text to ground" in html and ">not grounded<" not in html


def test_csv_cells_that_a_spreadsheet_would_run_are_defused():
    record = {
        "answer": "a",
        "engine": "e",
        "engineVersion": "v",
        "createTime": "t",
        "query": '=HYPERLINK("x")',
        "reply": "-2+3",
        "supportScore": 0.5,
        "claims": [],
        "consensus": "APPROVED",
        "verdicts": [{"reviewer": "rita", "verdict": "APPROVED", "note": "@SUM(A1)", "time": "t", "stale": False}],
    }
    (row,) = list(selectors.csv_rows(record))
    assert row[4] == '\'=HYPERLINK("x")' and row[5] == "'-2+3" and row[12] == "'@SUM(A1)"
    assert row[6] == "0.5000"


def test_session_page_with_a_non_numeric_id_is_a_redirect_not_a_500(admin_user, session):
    response = client_for(admin_user).get(f"/admin/assist_sessions/session/{session.pk}/change/widgets.css/change/")
    assert response.status_code == 302
