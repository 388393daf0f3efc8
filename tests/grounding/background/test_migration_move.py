"""The grounding tables moved from the sessions app to the grounding app without moving data: a
database migrated to yesterday's schema, with jobs and their history in it, keeps every row (and the
permissions granted on the tables) when it migrates forward."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("assist_sessions", "0003_policy_recheck_tracking"), ("grounding", None)]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    apps_named = {app for app, _ in targets}
    nodes = [n for n in executor.loader.graph.leaf_nodes() if n[0] not in apps_named]
    return executor.loader.project_state(nodes + [t for t in targets if t[1] is not None]).apps


@pytest.mark.django_db(transaction=True)
def test_moving_the_tables_keeps_their_rows_and_permissions():
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    old = _migrate(BEFORE)
    try:
        # yesterday's schema: the models live in assist_sessions
        Project = old.get_model("assist_sessions", "Project")
        Engine = old.get_model("assist_sessions", "Engine")
        Session = old.get_model("assist_sessions", "Session")
        AssistAnswer = old.get_model("assist_sessions", "AssistAnswer")
        OldJob = old.get_model("assist_sessions", "GroundingJob")
        OldAttempt = old.get_model("assist_sessions", "GroundingAttempt")
        ContentType = old.get_model("contenttypes", "ContentType")
        Permission = old.get_model("auth", "Permission")
        Group = old.get_model("auth", "Group")

        now = timezone.now()
        project = Project.objects.create(project_id="migr")
        engine = Engine.objects.create(project=project, location="global", collection="default_collection", engine_id="e")
        session = Session.objects.create(engine=engine, session_id="s")
        answers = [AssistAnswer.objects.create(session=session, answer_id=f"a{i}") for i in range(3)]
        job = OldJob.objects.create(
            answer=answers[0], status="SUCCEEDED", attempts=2, generation=4, engine_version="engine-x", last_error="attempt 1: boom", finish_time=now
        )
        OldJob.objects.create(answer=answers[1], status="FAILED", attempts=5, generation=1)
        OldAttempt.objects.create(job=job, attempt=1, outcome="RETRYING", error="boom", finish_time=now)
        OldAttempt.objects.create(job=job, attempt=2, outcome="SUCCEEDED", engine_version="engine-x", finish_time=now)
        # content types as yesterday's database had them, with a permission granted to a group
        ContentType.objects.filter(app_label="grounding").delete()
        ct, _ = ContentType.objects.get_or_create(app_label="assist_sessions", model="groundingjob")
        perm = Permission.objects.create(content_type=ct, codename="view_groundingjob_migr", name="test permission")
        group = Group.objects.create(name="migration-test")
        group.permissions.add(perm)
        ids = (job.pk, answers[0].pk, answers[1].pk)
    finally:
        _migrate(latest)

    from django.contrib.auth.models import Group as NewGroup
    from django.contrib.contenttypes.models import ContentType as NewContentType

    from grounding.models import GroundingAttempt, GroundingJob

    moved = GroundingJob.objects.get(pk=ids[0])
    assert (moved.answer_id, moved.status, moved.attempts, moved.generation) == (ids[1], "SUCCEEDED", 2, 4)
    assert (moved.engine_version, moved.last_error) == ("engine-x", "attempt 1: boom")
    assert GroundingJob.objects.get(answer_id=ids[2]).status == "FAILED"
    assert [(a.attempt, a.outcome) for a in GroundingAttempt.objects.filter(job=moved).order_by("attempt")] == [(1, "RETRYING"), (2, "SUCCEEDED")]
    assert moved.answer.grounding_job == moved  # the reverse accessor of sessions' AssistAnswer still works
    # the content type was relabelled, not recreated: the group keeps its permission
    ct = NewContentType.objects.get_for_model(GroundingJob)
    assert ct.app_label == "grounding"
    assert NewGroup.objects.get(name="migration-test").permissions.filter(content_type=ct, codename="view_groundingjob_migr").exists()
    assert not NewContentType.objects.filter(app_label="assist_sessions", model="groundingjob").exists()
