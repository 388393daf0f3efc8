"""Move the console's single verdict per answer into per-reviewer verdicts (no data lost).

Each answer with a verdict (``review_status`` other than UNREVIEWED) becomes one Verdict by the reviewer
who set it (``reviewed_by``; "unknown reviewer" when that was not recorded) with its note and time, and
an AnswerReview with that verdict as consensus. The answer's own columns and its ReviewEvent history are
left as they are. Reversible: going back deletes the rows made here (the answer columns still hold the
verdicts).
"""

from django.db import migrations
from django.utils import timezone

UNKNOWN = "unknown reviewer"


def forwards(apps, schema_editor):
    AssistAnswer = apps.get_model("assist_sessions", "AssistAnswer")
    Verdict = apps.get_model("review", "Verdict")
    AnswerReview = apps.get_model("review", "AnswerReview")
    rows = AssistAnswer.objects.exclude(review_status="UNREVIEWED").values_list("pk", "review_status", "review_note", "reviewed_by", "review_time")
    verdicts, summaries = [], []
    for pk, status, note, by, when in rows.iterator(chunk_size=2000):
        when = when or timezone.now()
        name = by or UNKNOWN
        verdicts.append(Verdict(answer_id=pk, reviewer=name, status=status, note=note or "", version=1, create_time=when, update_time=when))
        summaries.append(AnswerReview(answer_id=pk, consensus=status, verdict_count=1, reviewers=f" {name} ", update_time=when))
        if len(verdicts) >= 2000:
            Verdict.objects.bulk_create(verdicts)
            AnswerReview.objects.bulk_create(summaries)
            verdicts, summaries = [], []
    Verdict.objects.bulk_create(verdicts)
    AnswerReview.objects.bulk_create(summaries)


def backwards(apps, schema_editor):
    apps.get_model("review", "Verdict").objects.all().delete()
    apps.get_model("review", "AnswerReview").objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [("review", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
