"""Selected answers as the API's JSON (the same ``answer_to_json`` the REST API serves)."""

from __future__ import annotations

import json

from django.db.models import QuerySet
from django.http import HttpResponse
from django.utils import timezone

from sessions.protojson import answer_to_json
from sessions.selectors import ANSWER_PREFETCH


def export_answers(queryset: QuerySet) -> HttpResponse:
    """A download of ``{"assistAnswers": [...]}`` in the API's proto3 JSON, in a fixed number of queries."""
    answers = queryset.select_related("session__engine__project").prefetch_related(*ANSWER_PREFETCH).order_by("pk")
    body = {"assistAnswers": [answer_to_json(a) for a in answers]}
    stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
    response = HttpResponse(json.dumps(body, ensure_ascii=False, indent=2), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="assist-answers-{stamp}.json"'
    return response
