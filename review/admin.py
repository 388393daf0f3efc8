"""The review console for a team: replaces the plain answer admin of ``sessions`` with one where each
reviewer has a verdict of their own (optimistic concurrency), labels claims, works through an assigned
queue, and exports verdicts and labels; adds queues and the team's figures on the dashboard.

Pages (all under ``/admin/assist_sessions/assistanswer/``): the list (columns for query and reply text,
consensus and reviewers; filters for consensus and "reviewed by"), ``export.csv`` / ``export.jsonl``
(the list's current filter), ``queue/new/`` (a queue from the list's current filter; admins),
``my-queue/`` (the reviewer's next assigned answer). Queues themselves: ``/admin/review/queue/``.
"""

from __future__ import annotations

import csv
import json
import logging
from urllib.parse import urlencode

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.http import HttpResponseRedirect, QueryDict, StreamingHttpResponse
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.text import Truncator

from sessions.admin import AssistAnswerAdmin
from sessions.console.permissions import REVIEW_PERM, REVIEWERS_GROUP
from sessions.models import AssistAnswer

from . import grounding, selectors, services
from .models import Assignment, ClaimLabel, ClaimLabelValue, Consensus, Queue, QueueItem, Status, Verdict

log = logging.getLogger(__name__)

#: the page leaves room for the filter sidebar; text columns are cut to these many characters
QUERY_CHARS, REPLY_CHARS = 90, 160


def filtered_queryset(model_admin, request, query_string: str):
    """The answers the list shows for ``query_string`` (its filters, search and ordering), as a queryset.
    A hand-edited or stale filter is refused with IncorrectLookupParameters."""
    fake = request.__class__.__new__(request.__class__)
    fake.__dict__.update(request.__dict__)
    fake.GET = QueryDict(query_string)
    cl = model_admin.get_changelist_instance(fake)
    return cl.get_queryset(fake)


def list_query_string(request) -> str:
    """The list's own parameters from the current request (the page number and popups dropped)."""
    q = request.GET.copy()
    for k in ("p", "_popup", "_to_field", "all"):
        q.pop(k, None)
    return q.urlencode()


# --- list filters -------------------------------------------------------------------------------------


class ConsensusFilter(admin.SimpleListFilter):
    title = "review (consensus)"
    parameter_name = "consensus"

    def lookups(self, request, model_admin):
        return Consensus.choices + [("stale", "stale (re-grounded since)")]

    def queryset(self, request, queryset):
        v = self.value()
        if v == Consensus.UNREVIEWED:
            return queryset.filter(Q(review_summary__isnull=True) | Q(review_summary__consensus=v))
        if v in Consensus.values:
            return queryset.filter(review_summary__consensus=v)
        if v == "stale":
            # a verdict older than the grounding run the answer shows now (made before it was grounded again)
            return queryset.filter(grounding.stale_verdict_q("verdicts__update_time")).distinct()
        return queryset


class ReviewedByFilter(admin.SimpleListFilter):
    title = "reviewed by"
    parameter_name = "reviewer"

    def lookups(self, request, model_admin):
        names = Verdict.objects.order_by("reviewer").values_list("reviewer", flat=True).distinct()
        return [("-me", "not reviewed by me"), ("-none", "nobody")] + [(n, n) for n in names]

    def queryset(self, request, queryset):
        v = self.value()
        if not v:
            return queryset
        if v == "-me":
            return queryset.exclude(review_summary__reviewers__contains=f" {request.user.get_username()} ")
        if v == "-none":
            return queryset.filter(Q(review_summary__isnull=True) | Q(review_summary__verdict_count=0))
        return queryset.filter(review_summary__reviewers__contains=f" {v} ")


# --- the answer page's form -------------------------------------------------------------------------


class VerdictForm(forms.ModelForm):
    """The reviewer's own verdict, note and claim labels. ``version`` and ``stamp`` are what the page
    showed: a save against an older version, or after the answer was grounded again, is refused."""

    verdict = forms.ChoiceField(choices=Status.choices, required=False, widget=forms.RadioSelect, label="Your verdict")
    note = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2, "cols": 60}), label="Your note")
    version = forms.IntegerField(widget=forms.HiddenInput, min_value=0, initial=0)
    stamp = forms.CharField(widget=forms.HiddenInput, required=False)

    class Meta:
        model = AssistAnswer
        fields: list[str] = []

    request = None  # set by ReviewAnswerAdmin.get_form

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.labels: dict[tuple[int, int], str] = {}
        answer, reviewer = self.instance, self.request.user.get_username()
        stamp = grounding.grounding_stamp(answer) if answer.pk else ""
        mine = Verdict.objects.filter(answer_id=answer.pk, reviewer=reviewer).first() if answer.pk else None
        self.fields["version"].initial = mine.version if mine else 0
        self.fields["stamp"].initial = stamp
        if mine is not None and mine.grounding_stamp == stamp:
            self.fields["verdict"].initial, self.fields["note"].initial = mine.status, mine.note
        elif mine is not None:  # made before the answer was grounded again: shown, to be confirmed
            self.fields["note"].initial = mine.note

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        for key, value in self.data.items():
            if not key.startswith("label-"):
                continue
            parts = key.split("-")
            if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
                raise forms.ValidationError(f"claim label field {key!r}: not a claim of this answer")
            if value not in ("", *ClaimLabelValue.values):
                raise forms.ValidationError(f"claim label {key!r}: {value!r} is not one of supported, unsupported, contradicted")
            self.labels[(int(parts[1]), int(parts[2]))] = value
        if self.labels:
            from sessions.models import Segment

            known = set(Segment.objects.filter(reply__answer_id=self.instance.pk).values_list("reply__position", "position"))
            unknown = sorted(set(self.labels) - known)
            if unknown:
                raise forms.ValidationError(f"claim label-{unknown[0][0]}-{unknown[0][1]}: not a claim of this answer")
        try:
            # locks the answer row until the admin's transaction ends (after save_model writes)
            services.check_version(
                answer_id=self.instance.pk,
                reviewer=self.request.user.get_username(),
                expected_version=cleaned["version"],
                seen_stamp=cleaned.get("stamp") or "",
            )
        except services.StaleVerdict as exc:
            self._show_current(exc.current)
            raise forms.ValidationError(f"Not saved: {exc}. The newer verdict is shown now; check it and save again.") from None
        except services.EvidenceChanged as exc:
            data = self.data.copy()
            data["stamp"] = grounding.grounding_stamp(self.instance.__class__.objects.select_related(grounding.JOB).get(pk=self.instance.pk))
            self.data = data
            raise forms.ValidationError(f"Not saved: {exc}. Reload the page to see the new claims.") from None
        return cleaned

    def _show_current(self, current: Verdict | None):
        data = self.data.copy()
        data["version"] = str(current.version if current else 0)
        data["verdict"] = current.status if current else ""
        data["note"] = current.note if current else ""
        self.data = data


# --- the answer admin ---------------------------------------------------------------------------------


class ReviewAnswerAdmin(AssistAnswerAdmin):
    change_form_template = "admin/review/answer_change_form.html"
    change_list_template = "admin/review/answer_change_list.html"
    dashboard_template = "admin/review/dashboard.html"
    form = VerdictForm
    fields = ("verdict", "note", "version", "stamp")
    radio_fields: dict = {}
    list_display = ("answer_id", "texts", "engine_session", "created", "support", "claims", "outcome", "review", "reviewers")
    list_display_links = ("answer_id",)
    list_select_related = ("session__engine", "grounding_job", "turn", "review_summary")
    actions = ["approve", "needs_fix", "reject", "mark_unreviewed", "reground", "export_json"]

    class Media:
        css = {"all": ["assist_sessions/console.css", "review/review.css"]}
        js = ["assist_sessions/console.js", "review/review.js"]

    def lookup_allowed(self, lookup, value, request=None):
        # the dashboard's review-backlog bars link to ``review_status__exact`` (the agreed verdict the
        # answer mirrors: a disputed answer counts as unreviewed there), a filter no longer in the sidebar
        if lookup == "review_status__exact":
            return True
        return super().lookup_allowed(lookup, value, request)

    def get_list_filter(self, request):
        base = [f for f in super().get_list_filter(request) if f != "review_status"]
        return [ConsensusFilter, ReviewedByFilter, *base]

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        # the list's text column: the first reply's text without loading every reply
        from django.db.models import OuterRef, Subquery
        from sessions.models import Reply

        first_reply = Reply.objects.filter(answer=OuterRef("pk")).order_by("position").values("text")[:1]
        return qs.annotate(first_reply_text=Subquery(first_reply))

    # --- list columns ---

    @admin.display(description="query / reply")
    def texts(self, obj):
        turn = getattr(obj, "turn", None)
        query = Truncator((turn.query_text if turn else "") or "(no query text)").chars(QUERY_CHARS)
        reply = Truncator(getattr(obj, "first_reply_text", "") or "").chars(REPLY_CHARS)
        return format_html('<div class="asv-texts"><b>{}</b><br><span class="asv-reply-snippet">{}</span></div>', query, reply or "(no reply text)")

    @admin.display(description="engine / session", ordering="session__engine__engine_id")
    def engine_session(self, obj):
        url = reverse("admin:assist_sessions_session_change", args=[obj.session_id])
        return format_html('{}<br><a href="{}">{}</a>', obj.session.engine.engine_id, url, obj.session.session_id)

    @admin.display(description="claims", ordering="ungrounded_claims")
    def claims(self, obj):
        if obj.ungrounded_claims is None:
            return "—"
        parts = [f"{obj.ungrounded_claims} ungrounded"]
        if obj.contradicted_claims:
            return format_html('{}<br><span class="asv-anti">{} contradicted &#9888;</span>', parts[0], obj.contradicted_claims)
        return parts[0]

    @admin.display(description="state / policy")
    def outcome(self, obj):
        bits = [obj.state.lower().replace("_", " ")]
        if obj.policy_verdict:
            bits.append(f"policy {obj.policy_verdict.lower()}")
        if obj.assist_skipped_reasons:
            bits.append("skipped: " + ", ".join(r.replace("_", " ").lower() for r in obj.assist_skipped_reasons))
        return format_html_join(mark_safe("<br>"), "{}", ((b,) for b in bits))

    @admin.display(description="review", ordering="review_summary__consensus")
    def review(self, obj):
        summary = getattr(obj, "review_summary", None)
        consensus = Consensus(summary.consensus) if summary else Consensus.UNREVIEWED
        count = f" ({summary.verdict_count})" if summary and summary.verdict_count > 1 else ""
        return format_html('<span class="asv-review asv-review-{}">{}{}</span>', consensus.value.lower(), consensus.label, count)

    @admin.display(description="reviewed by")
    def reviewers(self, obj):
        summary = getattr(obj, "review_summary", None)
        return ", ".join((summary.reviewers or "").split()) if summary else "—"

    # --- answer page ---

    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change=change, **kwargs)
        return type("BoundVerdictForm", (form,), {"request": request})

    def get_object(self, request, object_id, from_field=None):
        answer = super().get_object(request, object_id, from_field)
        if answer is not None and not hasattr(answer, "_review_loaded"):
            answer._review_loaded = True
            answer._verdicts = list(Verdict.objects.filter(answer=answer).order_by("update_time", "id"))
            answer._labels = list(ClaimLabel.objects.filter(answer=answer))
        return answer

    def change_view(self, request, object_id, form_url="", extra_context=None):
        answer = self.get_object(request, object_id)
        extra = dict(extra_context or {})
        if answer is not None:
            me = request.user.get_username()
            stamp = grounding.grounding_stamp(answer)
            verdicts = [{"v": v, "stale": v.grounding_stamp != stamp, "mine": v.reviewer == me} for v in answer._verdicts]
            consensus = services.consensus_of([v.status for v in answer._verdicts])
            labels: dict[tuple[int, int], list] = {}
            for c in answer._labels:
                labels.setdefault((c.reply_position, c.segment_position), []).append(c)
            claim_rows = []
            for reply in answer.replies.all():
                for seg in reply.segments.all():
                    key = (reply.position, seg.position)
                    own = next((c for c in labels.get(key, []) if c.reviewer == me), None)
                    claim_rows.append(
                        {
                            "key": f"{reply.position}-{seg.position}",
                            "text": seg.text,
                            "required": seg.grounding_check_required,
                            "score": seg.grounding_score,
                            "decision": grounding.scorer_decision(seg).lower(),
                            "mine": own.label if own is not None and own.grounding_stamp == stamp else "",
                            "mine_stale": own.get_label_display() if own is not None and own.grounding_stamp != stamp else "",
                            "others": [
                                {"reviewer": c.reviewer, "label": c.get_label_display(), "stale": c.grounding_stamp != stamp}
                                for c in labels.get(key, [])
                                if c.reviewer != me
                            ],
                        }
                    )
            queue_id = request.GET.get("queue", "")
            extra.update(
                verdicts=verdicts,
                consensus=Consensus(consensus),
                claim_rows=claim_rows,
                label_choices=ClaimLabelValue.choices,
                my_stale=next((d for d in verdicts if d["mine"] and d["stale"]), None),
                queue_id=queue_id if queue_id.isdigit() else "",
            )
        return super().change_view(request, object_id, form_url, extra)

    def render_change_form(self, request, context, *args, **kwargs):
        context.update(show_save=False, show_save_and_continue=False, show_save_and_add_another=False, show_delete_link=False)
        return super().render_change_form(request, context, *args, **kwargs)

    def save_model(self, request, obj, form, change):
        reviewer = request.user.get_username()
        status = form.cleaned_data.get("verdict") or None
        with_labels = {k: v for k, v in form.labels.items()}
        answer = services.lock_answer(obj.pk)  # already locked by the form's check: same transaction
        request._review_result = services._write(answer, reviewer, status, form.cleaned_data.get("note") or "", with_labels)

    def response_change(self, request, obj):
        if "_reground" in request.POST:
            return super().response_change(request, obj)
        result = getattr(request, "_review_result", None)
        if result is not None:
            what = []
            if result.verdict_changed:
                what.append(f"your verdict: {result.verdict.get_status_display()}")
            if result.labels_changed:
                what.append(f"{result.labels_changed} claim label(s)")
            self.message_user(request, f"Answer {obj.answer_id}: " + ("; ".join(what) if what else "nothing changed") + ".", messages.SUCCESS)
        queue_id = request.GET.get("queue", "")
        if "_savenext" in request.POST and queue_id.isdigit():
            return HttpResponseRedirect(reverse("admin:review_my_queue") + f"?queue={queue_id}")
        if "_savenext" in request.POST:
            nav = self._neighbours(request, obj.pk)
            return HttpResponseRedirect(nav.next_url or request.get_full_path())
        return HttpResponseRedirect(request.get_full_path())

    def _review(self, request, queryset, status):
        """Bulk verdicts: the current reviewer's own verdict on each selected answer ("unreviewed"
        withdraws it)."""
        ids = list(queryset.values_list("pk", flat=True))
        value = None if status == AssistAnswer.ReviewStatus.UNREVIEWED else str(status)
        n = services.record_bulk(answer_ids=ids, reviewer=request.user.get_username(), status=value)
        label = AssistAnswer.ReviewStatus(status).label
        self.message_user(request, f"Your verdict on {n} answer(s): {label}.", messages.SUCCESS)

    # --- extra pages ---

    def get_urls(self):
        wrap = self.admin_site.admin_view
        return [
            path("export.csv", wrap(self.export_csv_view), name="review_export_csv"),
            path("export.jsonl", wrap(self.export_jsonl_view), name="review_export_jsonl"),
            path("queue/new/", wrap(self.queue_new_view), name="review_queue_new"),
            path("my-queue/", wrap(self.my_queue_view), name="review_my_queue"),
        ] + super().get_urls()

    def changelist_view(self, request, extra_context=None):
        qs = list_query_string(request)
        extra = {
            "export_csv_url": reverse("admin:review_export_csv") + (f"?{qs}" if qs else ""),
            "export_jsonl_url": reverse("admin:review_export_jsonl") + (f"?{qs}" if qs else ""),
            "queue_new_url": reverse("admin:review_queue_new") + (f"?{qs}" if qs else ""),
            "can_build_queue": request.user.has_perm("review.add_queue"),
            "my_queue_url": reverse("admin:review_my_queue"),
            "my_open": selectors.open_count(request.user.get_username()) if request.user.has_perm(REVIEW_PERM) else 0,
            **(extra_context or {}),
        }
        return super().changelist_view(request, extra)

    def _export(self, request, kind: str):
        if not self.has_view_permission(request):
            raise PermissionDenied
        try:
            qs = filtered_queryset(self, request, list_query_string(request))
        except IncorrectLookupParameters:
            qs = filtered_queryset(self, request, "")
        qs = selectors.export_queryset(qs)
        stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
        if kind == "csv":

            class Echo:
                def write(self, value):
                    return value

            writer = csv.writer(Echo())

            def rows():
                yield writer.writerow(selectors.CSV_COLUMNS)
                for answer in qs.iterator(chunk_size=500):
                    for row in selectors.csv_rows(selectors.export_record(answer)):
                        yield writer.writerow(row)

            response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
        else:
            response = StreamingHttpResponse(
                (json.dumps(selectors.export_record(a), ensure_ascii=False) + "\n" for a in qs.iterator(chunk_size=500)),
                content_type="application/x-ndjson; charset=utf-8",
            )
        response["Content-Disposition"] = f'attachment; filename="review-{stamp}.{kind}"'
        return response

    def export_csv_view(self, request):
        return self._export(request, "csv")

    def export_jsonl_view(self, request):
        return self._export(request, "jsonl")

    def my_queue_view(self, request):
        """Open the reviewer's next assigned answer (within ``?queue=ID`` when given)."""
        if not request.user.has_perm(REVIEW_PERM):
            raise PermissionDenied
        queue_id = request.GET.get("queue", "")
        nxt = selectors.next_assignment(request.user.get_username(), int(queue_id) if queue_id.isdigit() else None)
        if nxt is None:
            self.message_user(request, "Your queue is empty: nothing assigned to you is waiting.", messages.INFO)
            return HttpResponseRedirect(reverse("admin:assist_sessions_assistanswer_changelist"))
        url = reverse("admin:assist_sessions_assistanswer_change", args=[nxt.item.answer_id])
        return HttpResponseRedirect(url + "?" + urlencode({"queue": nxt.item.queue_id}))

    def queue_new_view(self, request):
        """Build a queue from the list's current filter (the query string) and assign it."""
        if not request.user.has_perm("review.add_queue"):
            raise PermissionDenied
        source = request.POST if request.method == "POST" else request.GET
        filter_query = source.get("_filter", list_query_string(request)) if request.method == "POST" else list_query_string(request)
        try:
            qs = filtered_queryset(self, request, filter_query)
        except IncorrectLookupParameters:
            self.message_user(request, "That list filter is not valid any more; build the queue from the list again.", messages.ERROR)
            return HttpResponseRedirect(reverse("admin:assist_sessions_assistanswer_changelist"))
        ids = list(qs.values_list("pk", flat=True))
        form = QueueForm(request.POST or None, initial={"name": f"Queue {timezone.now():%Y-%m-%d %H:%M}"})
        if request.method == "POST" and form.is_valid():
            try:
                engine = QueryDict(filter_query).get("engine", "")
                queue = services.queue_create(
                    name=form.cleaned_data["name"],
                    answer_ids=ids,
                    reviewers=[u.get_username() for u in form.cleaned_data["reviewers"]],
                    mode=form.cleaned_data["mode"],
                    reviews_per_item=form.cleaned_data["reviews_per_item"],
                    created_by=request.user.get_username(),
                    filter_query=filter_query,
                    engine_id=int(engine) if engine.isdigit() else None,
                )
            except ValueError as exc:
                form.add_error(None, str(exc))
            else:
                n = len(ids) - queue.left_out
                extra = f" ({queue.left_out} left out: already waiting in another queue)" if queue.left_out else ""
                self.message_user(request, f"Queue “{queue.name}”: {n} answer(s){extra}.", messages.SUCCESS)
                return HttpResponseRedirect(reverse("admin:review_queue_change", args=[queue.pk]))
        context = {
            **self.admin_site.each_context(request),
            "title": "New review queue",
            "form": form,
            "count": len(ids),
            "filter_query": filter_query,
            "opts": self.model._meta,
            "list_url": reverse("admin:assist_sessions_assistanswer_changelist") + (f"?{filter_query}" if filter_query else ""),
        }
        return TemplateResponse(request, "admin/review/queue_new.html", context)

    # --- dashboard ---

    def dashboard_extra_context(self, request, engine_ids):
        figures, suggestions = selectors.scorer_figures(engine_ids)
        return {"agreement": selectors.agreement(engine_ids), "scorer_figures": figures, "threshold_suggestions": suggestions}


def reviewers_queryset():
    User = get_user_model()
    return User.objects.filter(Q(groups__name=REVIEWERS_GROUP) | Q(is_superuser=True), is_active=True).distinct().order_by("username")


class QueueForm(forms.Form):
    name = forms.CharField(max_length=200)
    reviewers = forms.ModelMultipleChoiceField(
        queryset=reviewers_queryset(),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="round robin assigns the answers to these reviewers in turn",
    )
    mode = forms.ChoiceField(choices=Queue.Mode.choices, initial=Queue.Mode.ROUND_ROBIN, widget=forms.RadioSelect)
    reviews_per_item = forms.IntegerField(
        min_value=1, max_value=5, initial=1, label="Reviewers per answer", help_text="1: no answer goes to two reviewers; 2 or more: double review"
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["reviewers"].queryset = reviewers_queryset()


admin.site.unregister(AssistAnswer)
admin.site.register(AssistAnswer, ReviewAnswerAdmin)


# --- queues --------------------------------------------------------------------------------------------


class AssignForm(forms.Form):
    reviewer = forms.ModelChoiceField(queryset=reviewers_queryset(), to_field_name="username", required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["reviewer"].queryset = reviewers_queryset()


@admin.register(Queue)
class QueueAdmin(admin.ModelAdmin):
    list_display = ("name", "mode", "reviews_per_item", "items", "created_by", "create_time")
    fields = ("name",)
    change_form_template = "admin/review/queue_change_form.html"

    def has_add_permission(self, request):
        return False  # built from the answer list's filter (queue/new/)

    def has_view_permission(self, request, obj=None):
        return request.user.has_perm(REVIEW_PERM) or super().has_view_permission(request, obj)

    def get_queryset(self, request):
        from django.db.models import Count

        return super().get_queryset(request).annotate(n_items=Count("items"))

    @admin.display(description="answers", ordering="n_items")
    def items(self, obj):
        return obj.n_items

    def change_view(self, request, object_id, form_url="", extra_context=None):
        queue = self.get_object(request, object_id)
        extra = dict(extra_context or {})
        if queue is not None:
            can_assign = self.has_change_permission(request, queue)
            if request.method == "POST" and ("_assign" in request.POST or "_unassign" in request.POST):
                if not can_assign:
                    raise PermissionDenied
                item_ids = [int(i) for i in request.POST.getlist("item") if i.isdigit()]
                form = AssignForm(request.POST)
                if "_unassign" in request.POST:
                    n = services.queue_unassign(queue=queue, item_ids=item_ids)
                    self.message_user(request, f"{n} open assignment(s) removed.", messages.SUCCESS)
                elif form.is_valid() and form.cleaned_data["reviewer"] is not None and item_ids:
                    done, refused = services.queue_assign(queue=queue, item_ids=item_ids, reviewer=form.cleaned_data["reviewer"].get_username())
                    msg = f"{done} answer(s) assigned to {form.cleaned_data['reviewer'].get_username()}."
                    if refused:
                        msg += (
                            f" {refused} refused: already with {queue.reviews_per_item} reviewer(s) "
                            f"(this queue {'does not ask for' if queue.reviews_per_item == 1 else 'asks for'} "
                            f"{'double review' if queue.reviews_per_item == 1 else f'{queue.reviews_per_item} reviews per answer'})."
                        )
                    self.message_user(request, msg, messages.WARNING if refused else messages.SUCCESS)
                else:
                    self.message_user(request, "Choose a reviewer and at least one answer.", messages.ERROR)
                return HttpResponseRedirect(request.get_full_path())
            items = list(
                QueueItem.objects.filter(queue=queue)
                .select_related("answer__turn", "answer__review_summary")
                .prefetch_related("assignments")
                .order_by("position")
            )
            extra.update(
                queue=queue,
                queue_items=items,
                assign_form=AssignForm(),
                can_assign=can_assign,
                my_queue_url=reverse("admin:review_my_queue") + f"?queue={queue.pk}",
            )
        return super().change_view(request, object_id, form_url, extra)


@admin.register(Assignment)
class AssignmentAdmin(admin.ModelAdmin):
    list_display = ("reviewer", "queue", "answer", "assign_time", "done_time")
    list_filter = ("reviewer", "item__queue")
    list_select_related = ("item__queue", "item__answer")

    def has_add_permission(self, request):
        return False

    @admin.display(description="queue")
    def queue(self, obj):
        return obj.item.queue.name

    @admin.display(description="answer")
    def answer(self, obj):
        return obj.item.answer.answer_id
