"""GroundingJob and GroundingAttempt now belong to the grounding app (``grounding/models.py``).

State only: the tables stay where they are, under their ``assist_sessions_*`` names, with their rows;
``grounding/migrations/0001_initial.py`` adopts them.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("assist_sessions", "0003_policy_recheck_tracking"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="GroundingAttempt"),
                migrations.DeleteModel(name="GroundingJob"),
            ],
            database_operations=[],
        ),
    ]
