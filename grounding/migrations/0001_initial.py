"""The grounding app adopts the GroundingJob and GroundingAttempt tables the sessions app created.

State only for the tables (they keep their names and rows: ``db_table`` names them). The content
types (and so the permissions granted on them) are relabelled, not recreated.
"""

import django.db.models.deletion
import django.utils.timezone
from django.db import migrations, models

MODELS = ("groundingjob", "groundingattempt")


def relabel_content_types(apps, schema_editor, old="assist_sessions", new="grounding"):
    ContentType = apps.get_model("contenttypes", "ContentType")
    db = schema_editor.connection.alias
    for model in MODELS:
        if ContentType.objects.using(db).filter(app_label=new, model=model).exists():
            continue
        ContentType.objects.using(db).filter(app_label=old, model=model).update(app_label=new)


def unrelabel_content_types(apps, schema_editor):
    relabel_content_types(apps, schema_editor, old="grounding", new="assist_sessions")


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("assist_sessions", "0004_move_grounding_tables_to_grounding_app"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="GroundingJob",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        (
                            "status",
                            models.CharField(
                                choices=[("PENDING", "Pending"), ("RUNNING", "Running"), ("SUCCEEDED", "Succeeded"), ("FAILED", "Failed")],
                                db_index=True,
                                default="PENDING",
                                max_length=16,
                            ),
                        ),
                        ("attempts", models.PositiveIntegerField(default=0)),
                        ("lease_expires", models.DateTimeField(blank=True, db_index=True, null=True)),
                        ("lease_token", models.CharField(blank=True, max_length=64)),
                        ("last_error", models.TextField(blank=True)),
                        ("engine_version", models.CharField(blank=True, max_length=128)),
                        ("generation", models.PositiveIntegerField(default=0)),
                        ("enqueue_time", models.DateTimeField(blank=True, null=True)),
                        ("start_time", models.DateTimeField(blank=True, null=True)),
                        ("finish_time", models.DateTimeField(blank=True, null=True)),
                        ("update_time", models.DateTimeField(default=django.utils.timezone.now)),
                        (
                            "answer",
                            models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name="grounding_job", to="assist_sessions.assistanswer"),
                        ),
                    ],
                    options={
                        "db_table": "assist_sessions_groundingjob",
                    },
                ),
                migrations.CreateModel(
                    name="GroundingAttempt",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("attempt", models.PositiveIntegerField()),
                        (
                            "outcome",
                            models.CharField(
                                choices=[("SUCCEEDED", "Succeeded"), ("RETRYING", "Retrying"), ("FAILED", "Failed"), ("LOST", "Lost"), ("STALE", "Stale")],
                                max_length=16,
                            ),
                        ),
                        ("start_time", models.DateTimeField(blank=True, null=True)),
                        ("finish_time", models.DateTimeField(default=django.utils.timezone.now)),
                        ("engine_version", models.CharField(blank=True, max_length=128)),
                        ("model_version", models.CharField(blank=True, max_length=128)),
                        ("error", models.TextField(blank=True)),
                        ("timings", models.JSONField(blank=True, default=dict)),
                        ("job", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="history", to="grounding.groundingjob")),
                    ],
                    options={
                        "db_table": "assist_sessions_groundingattempt",
                        "ordering": ["-finish_time", "-id"],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(relabel_content_types, unrelabel_content_types),
    ]
