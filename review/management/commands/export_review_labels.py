"""Write reviewers' claim labels as JSON Lines in the row format of ``python -m grounding.evaluate``:

    python manage.py export_review_labels [--engine ENGINE_ID] [--project PROJECT_ID] [-o labels.jsonl]
    python -m grounding.evaluate labels.jsonl

One row per labelled text reply: ``{"id", "facts": [the reply's reference texts], "answer": the reply text,
"label": "supported" | "unsupported", "meta": {"claim_labels": [...], "contradicted", "engine",
"engine_version"}}`` (``review.selectors.evaluation_rows``). Labels made before an answer was grounded again
are left out.
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand

from review.selectors import evaluation_rows
from sessions.models import AssistAnswer


class Command(BaseCommand):
    help = "Write reviewers' claim labels as JSON Lines for python -m grounding.evaluate."

    def add_arguments(self, parser):
        parser.add_argument("--engine", help="only answers of engines with this engine id")
        parser.add_argument("--project", help="only answers of this project")
        parser.add_argument("-o", "--output", help="file to write (default: standard output)")

    def handle(self, *args, engine=None, project=None, output=None, **options):
        qs = AssistAnswer.objects.all()
        if engine:
            qs = qs.filter(session__engine__engine_id=engine)
        if project:
            qs = qs.filter(session__engine__project__project_id=project)
        out = open(output, "w", encoding="utf-8") if output else sys.stdout
        n = 0
        try:
            for row in evaluation_rows(qs):
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
                n += 1
        finally:
            if output:
                out.close()
        self.stderr.write(f"{n} labelled replies written{f' to {output}' if output else ''}.")
        if n == 0:
            self.stderr.write("No claim labels yet: label claims on the answer pages of the review console first.")
