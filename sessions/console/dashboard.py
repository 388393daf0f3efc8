"""Grounding dashboard of the review console: per engine, support scores over time, the share of
answers blocked or skipped, and the review backlog, as server-rendered inline SVG charts.

Three SQL queries whatever the number of answers or engines (plus what the admin's own context costs):
the engines, one aggregate per (engine, UTC day) over the window, one aggregate per engine for the
review backlog. Nothing loops over answers in Python; the charts are drawn from the aggregated rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone
from urllib.parse import urlencode

from django.db.models import Count, Q, Sum
from django.db.models.functions import TruncDate
from django.http import Http404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone

from sessions.models import AssistAnswer, Engine

from .filters import NO_TEXT, NO_TEXT_LABEL, NOT_GROUNDED, NOT_GROUNDED_LABEL, score_bucket_q

TEMPLATE = "admin/assist_sessions/dashboard.html"
DEFAULT_DAYS = 30
MAX_DAYS = 365
UTC = dt_timezone.utc

# --- colour scale (the answer page's: red < 0.3, amber 0.3-0.6, light green 0.6-0.8, green >= 0.8) ---

NOT_GROUNDED_COLOUR = "#b0b0b0"


@dataclass(frozen=True)
class ScoreBucket:
    key: str
    label: str
    colour: str
    q: Q
    #: the answer list's filter parameters for the same answers (a bar links to them)
    list_params: tuple = ()


SCORE_BUCKETS = [
    ScoreBucket("s0", "0.0–0.3", "#d73027", Q(support_score__lt=0.3), (("support", "lt30"),)),
    ScoreBucket("s1", "0.3–0.6", "#f4a340", Q(support_score__gte=0.3, support_score__lt=0.6), (("support", "30to60"),)),
    ScoreBucket("s2", "0.6–0.8", "#a6d96a", Q(support_score__gte=0.6, support_score__lt=0.8), (("support", "60to80"),)),
    ScoreBucket("s3", "0.8–1.0", "#1a9850", Q(support_score__gte=0.8), (("support", "ge80"),)),
    ScoreBucket("ungrounded", NOT_GROUNDED_LABEL, NOT_GROUNDED_COLOUR, score_bucket_q("support_score", NOT_GROUNDED), (("support", NOT_GROUNDED),)),
    # grounded, but nothing to score (no text reply, e.g. a skipped answer without replies)
    ScoreBucket("notext", NO_TEXT_LABEL, "#e8e8e8", score_bucket_q("support_score", NO_TEXT), (("support", NO_TEXT),)),
]

NO_SCORE_LABELS = {NOT_GROUNDED_LABEL, NO_TEXT_LABEL}

BLOCKED_COLOUR = "#6a3d9a"
SKIPPED_COLOUR = "#1f78b4"

RS = AssistAnswer.ReviewStatus
REVIEW_STATUSES = [  # (value, label, colour)
    (RS.UNREVIEWED, "unreviewed", NOT_GROUNDED_COLOUR),
    (RS.APPROVED, "approved", "#1a9850"),
    (RS.NEEDS_FIX, "needs fix", "#f4a340"),
    (RS.REJECTED, "rejected", "#d73027"),
]
BACKLOG_AGES = [  # (key, label, colour); age = now - create_time of an UNREVIEWED answer
    ("age_lt1", "< 1 day", "#c6dbef"),
    ("age_1_7", "1–7 days", "#6baed6"),
    ("age_gt7", "> 7 days", "#08519c"),
]

# --- parameters -----------------------------------------------------------------------------------


def parse_days(raw: str | None) -> int:
    """``days``: an integer, clamped to 1..365; anything else gives the default (30)."""
    try:
        days = int(str(raw).strip())
    except (TypeError, ValueError):
        return DEFAULT_DAYS
    return min(max(days, 1), MAX_DAYS)


def parse_engine(raw: str | None) -> int | None:
    """``engine``: an Engine pk; empty or ``all`` means every engine. Raises Http404 otherwise."""
    raw = (raw or "").strip()
    if raw in ("", "all"):
        return None
    if not raw.isdigit():
        raise Http404("No such engine.")
    return int(raw)


# --- queries --------------------------------------------------------------------------------------


def daily_rows(engine_ids: list[int] | None, start: datetime, end: datetime) -> list[dict]:
    """One row per (engine, UTC day) with answers: totals, score buckets, blocked and skipped (1 query)."""
    qs = AssistAnswer.objects.filter(create_time__gte=start, create_time__lt=end)
    if engine_ids is not None:
        qs = qs.filter(session__engine_id__in=engine_ids)
    blocked = Q(policy_verdict=AssistAnswer.Verdict.BLOCK)
    skipped = Q(state=AssistAnswer.State.SKIPPED)
    return list(
        qs.annotate(day=TruncDate("create_time", tzinfo=UTC))
        .values("session__engine_id", "day")
        .annotate(
            total=Count("id"),
            blocked=Count("id", filter=blocked),
            skipped=Count("id", filter=skipped),
            blocked_or_skipped=Count("id", filter=blocked | skipped),
            score_sum=Sum("support_score"),
            **{b.key: Count("id", filter=b.q) for b in SCORE_BUCKETS},
        )
        .order_by()
    )


def backlog_rows(engine_ids: list[int] | None, now: datetime) -> list[dict]:
    """One row per engine: answers by review status and unreviewed ones by age, all time (1 query)."""
    qs = AssistAnswer.objects.all()
    if engine_ids is not None:
        qs = qs.filter(session__engine_id__in=engine_ids)
    unreviewed = Q(review_status=RS.UNREVIEWED)
    day_ago, week_ago = now - timedelta(days=1), now - timedelta(days=7)
    return list(
        qs.values("session__engine_id")
        .annotate(
            total=Count("id"),
            **{f"st_{value}": Count("id", filter=Q(review_status=value)) for value, _, _ in REVIEW_STATUSES},
            age_lt1=Count("id", filter=unreviewed & Q(create_time__gt=day_ago)),
            age_1_7=Count("id", filter=unreviewed & Q(create_time__lte=day_ago, create_time__gt=week_ago)),
            age_gt7=Count("id", filter=unreviewed & Q(create_time__lte=week_ago)),
        )
        .order_by()
    )


# --- SVG geometry (drawn by the template; every label is escaped there) ---------------------------

W, H = 760, 250
LEFT, RIGHT, TOP, BOTTOM = 52, 14, 14, 46


@dataclass
class Chart:
    id: str
    title: str
    desc: str
    x_title: str
    y_title: str
    kind: str = ""
    wide: bool = True
    width: int = W
    height: int = H
    plot: dict = field(default_factory=dict)
    grid: list = field(default_factory=list)
    xlabels: list = field(default_factory=list)
    rects: list = field(default_factory=list)
    lines: list = field(default_factory=list)
    dots: list = field(default_factory=list)
    texts: list = field(default_factory=list)
    legend: list = field(default_factory=list)


def _nice_max(value: float) -> int:
    """The smallest of 1, 2, 5 x 10^k at or above ``value`` (at least 1)."""
    if value <= 1:
        return 1
    exp = 10 ** math.floor(math.log10(value))
    for m in (1, 2, 5, 10):
        if m * exp >= value:
            return int(m * exp)
    return int(10 * exp)


def _ticks(top: int) -> list[int]:
    """0 to ``top`` in steps of 1, 2 or 5 x 10^k, at most 5 steps (``top`` comes from ``_nice_max``)."""
    step = next(m * 10**k for k in range(18) for m in (1, 2, 5) if top <= 5 * m * 10**k)
    return list(range(0, top + 1, step))


def _frame(chart: Chart, days: list[date], y_max: float, y_fmt) -> tuple:
    plot_w, plot_h = chart.width - LEFT - RIGHT, chart.height - TOP - BOTTOM
    chart.plot = {
        "x": LEFT,
        "y": TOP,
        "w": plot_w,
        "h": plot_h,
        "bottom": TOP + plot_h,
        "right": LEFT + plot_w,
        "x_title_x": LEFT + plot_w / 2,
        "x_title_y": chart.height - 6,
        "y_title_y": TOP + plot_h / 2,
    }
    slot = plot_w / max(len(days), 1)

    def y_of(v: float) -> float:
        return round(TOP + plot_h - (v / y_max) * plot_h, 1) if y_max else TOP + plot_h

    ticks = [0, 25, 50, 75, 100] if y_max == 100 else _ticks(int(y_max))
    chart.grid = [{"y": y_of(t), "label": y_fmt(t)} for t in ticks]
    every = max(1, math.ceil(len(days) / 10))
    for i, d in enumerate(days):
        if (len(days) - 1 - i) % every == 0:  # always label the last (today's) slot
            chart.xlabels.append({"x": round(LEFT + slot * (i + 0.5), 1), "label": d.strftime("%m-%d")})
    return slot, y_of


def list_link(engine_pk: int, *params: tuple[str, str]) -> str:
    """The review list of one engine's answers with the given filters (what a bar counts)."""
    return reverse("admin:assist_sessions_assistanswer_changelist") + "?" + urlencode([("engine", engine_pk), *params])


def day_params(d: date) -> tuple[tuple[str, str], ...]:
    """One UTC day as the list's date filter writes it (aware, so no naive-datetime warning)."""
    start = datetime.combine(d, time.min, tzinfo=dt_timezone.utc)
    return (("create_time__gte", str(start)), ("create_time__lt", str(start + timedelta(days=1))))


def score_chart(key: str, days: list[date], by_day: dict[date, dict], engine_pk: int | None = None) -> Chart:
    chart = Chart(
        id=f"scores-{key}",
        kind="scores",
        title="Support scores per day",
        desc="Stacked bars: number of answers created each UTC day, by support-score bucket.",
        x_title="day (UTC)",
        y_title="answers",
        legend=[{"label": b.label, "colour": b.colour} for b in SCORE_BUCKETS],
    )
    y_max = _nice_max(max((r["total"] for r in by_day.values()), default=0))
    slot, y_of = _frame(chart, days, y_max, str)
    bar_w = max(round(slot * 0.78, 1), 1)
    for i, d in enumerate(days):
        row = by_day.get(d)
        if not row:
            continue
        x = round(LEFT + slot * i + (slot - bar_w) / 2, 1)
        below = 0
        for b in SCORE_BUCKETS:
            n = row[b.key]
            if not n:
                continue
            y_top, y_bottom = y_of(below + n), y_of(below)
            chart.rects.append(
                {
                    "x": x,
                    "y": y_top,
                    "w": bar_w,
                    "h": round(y_bottom - y_top, 1),
                    "fill": b.colour,
                    "title": f"{d.isoformat()} · support {b.label}: {n} of {row['total']} answers",
                    "href": list_link(engine_pk, *b.list_params, *day_params(d)) if engine_pk else "",
                }
            )
            below += n
        if slot >= 16:
            chart.texts.append({"x": round(x + bar_w / 2, 1), "y": y_of(below) - 3, "text": str(row["total"]), "anchor": "middle"})
    return chart


def share_chart(key: str, days: list[date], by_day: dict[date, dict]) -> Chart:
    chart = Chart(
        id=f"policy-{key}",
        kind="share",
        title="Share of answers blocked or skipped per day",
        desc="Lines: percentage of each UTC day's answers that the policy blocked, and that were skipped for any reason.",
        x_title="day (UTC)",
        y_title="% of answers",
        legend=[{"label": "blocked (policy verdict BLOCK)", "colour": BLOCKED_COLOUR}, {"label": "skipped (state SKIPPED)", "colour": SKIPPED_COLOUR}],
    )
    slot, y_of = _frame(chart, days, 100, lambda t: f"{t}%")
    # skipped first: a blocked answer is usually skipped too, so the blocked line is drawn on top
    for series, colour in (("skipped", SKIPPED_COLOUR), ("blocked", BLOCKED_COLOUR)):
        run: list[str] = []
        for i, d in enumerate(days):
            row = by_day.get(d)
            if not row:  # no answers that day: no point, and the line breaks
                if len(run) > 1:
                    chart.lines.append({"points": " ".join(run), "stroke": colour})
                run = []
                continue
            pct = 100.0 * row[series] / row["total"]
            cx, cy = round(LEFT + slot * (i + 0.5), 1), y_of(pct)
            run.append(f"{cx},{cy}")
            chart.dots.append({"cx": cx, "cy": cy, "fill": colour, "title": f"{d.isoformat()} · {series}: {row[series]} of {row['total']} ({pct:.0f}%)"})
        if len(run) > 1:
            chart.lines.append({"points": " ".join(run), "stroke": colour})
    return chart


def hbar_chart(cid: str, kind: str, title: str, desc: str, y_title: str, bars: list[dict]) -> Chart:
    """Horizontal bars; a bar with an ``href`` links to the answers it counts."""
    """Horizontal bars, one per ``{"label", "value", "colour"}``, with the value written at the end."""
    row_h, label_w = 28, 110
    chart = Chart(
        id=cid,
        kind=kind,
        wide=False,
        title=title,
        desc=desc,
        x_title="answers",
        y_title=y_title,
        width=360,
        height=TOP + row_h * len(bars) + 34,
        legend=[{"label": b["label"], "colour": b["colour"]} for b in bars],
    )
    plot_w = chart.width - label_w - 44
    top = _nice_max(max((b["value"] for b in bars), default=0))
    chart.plot = {
        "x": label_w,
        "y": TOP,
        "w": plot_w,
        "h": row_h * len(bars),
        "bottom": TOP + row_h * len(bars),
        "right": label_w + plot_w,
        "x_title_x": label_w + plot_w / 2,
        "x_title_y": chart.height - 4,
        "y_title_y": TOP + row_h * len(bars) / 2,
    }
    for t in _ticks(top):
        chart.xlabels.append({"x": round(label_w + plot_w * t / top, 1), "label": str(t)})
    for i, b in enumerate(bars):
        y = TOP + row_h * i + 5
        w = round(plot_w * b["value"] / top, 1)
        chart.texts.append({"x": label_w - 6, "y": y + 13, "text": b["label"], "anchor": "end"})
        chart.rects.append(
            {"x": label_w, "y": y, "w": w, "h": row_h - 10, "fill": b["colour"], "title": f"{b['label']}: {b['value']}", "href": b.get("href", "")}
        )
        chart.texts.append({"x": label_w + w + 4, "y": y + 13, "text": str(b["value"]), "anchor": "start"})
    return chart


# --- the view -------------------------------------------------------------------------------------


def build_sections(engines: list[Engine], days: list[date], daily: list[dict], backlog: list[dict]) -> list[dict]:
    daily_by_engine: dict[int, dict[date, dict]] = {}
    for row in daily:
        daily_by_engine.setdefault(row["session__engine_id"], {})[row["day"]] = row
    backlog_by_engine = {row["session__engine_id"]: row for row in backlog}
    sections = []
    for engine in engines:
        by_day = daily_by_engine.get(engine.pk, {})
        totals = {k: sum(r[k] for r in by_day.values()) for k in ("total", "blocked", "skipped", "blocked_or_skipped")}
        buckets = [{"label": b.label, "colour": b.colour, "count": sum(r[b.key] for r in by_day.values())} for b in SCORE_BUCKETS]
        # answers with a support score (the buckets without a score are the last two)
        grounded = totals["total"] - sum(b["count"] for b in buckets if b["label"] in NO_SCORE_LABELS)
        score_sum = sum(r["score_sum"] or 0.0 for r in by_day.values())
        table = [
            {
                "day": d,
                "total": r["total"],
                "buckets": [r[b.key] for b in SCORE_BUCKETS],
                "blocked": r["blocked"],
                "skipped": r["skipped"],
                "blocked_pct": 100.0 * r["blocked"] / r["total"],
                "skipped_pct": 100.0 * r["skipped"] / r["total"],
            }
            for d, r in sorted(by_day.items())
        ]
        b = backlog_by_engine.get(engine.pk) or {}
        statuses = [{"value": v, "label": lbl, "colour": c, "value_count": b.get(f"st_{v}", 0)} for v, lbl, c in REVIEW_STATUSES]
        ages = [{"key": k, "label": lbl, "colour": c, "value_count": b.get(k, 0)} for k, lbl, c in BACKLOG_AGES]
        key = str(engine.pk)
        sections.append(
            {
                "engine": engine,
                "totals": totals,
                "buckets": buckets,
                "grounded": grounded,
                "mean_support": score_sum / grounded if grounded else None,
                "blocked_pct": 100.0 * totals["blocked"] / totals["total"] if totals["total"] else None,
                "skipped_pct": 100.0 * totals["skipped"] / totals["total"] if totals["total"] else None,
                "table": table,
                "statuses": statuses,
                "ages": ages,
                "all_time_total": b.get("total", 0),
                "unreviewed": b.get(f"st_{RS.UNREVIEWED}", 0),
                "charts": [
                    score_chart(key, days, by_day, engine.pk),
                    share_chart(key, days, by_day),
                    hbar_chart(
                        f"review-{key}",
                        "status",
                        "Answers by review status",
                        "Horizontal bars: all answers of the engine by review status.",
                        "review status",
                        [
                            {
                                "label": x["label"],
                                "value": x["value_count"],
                                "colour": x["colour"],
                                "href": list_link(engine.pk, ("review_status__exact", x["value"])),
                            }
                            for x in statuses
                        ],
                    ),
                    hbar_chart(
                        f"backlog-{key}",
                        "ages",
                        "Unreviewed backlog by age",
                        "Horizontal bars: unreviewed answers by time since they were created.",
                        "age",
                        [{"label": x["label"], "value": x["value_count"], "colour": x["colour"]} for x in ages],
                    ),
                ],
            }
        )
    return sections


def dashboard_view(request, model_admin):
    """The grounding dashboard (``GET``; the caller wraps it in ``admin_view`` and checks the view permission).

    Query parameters:

    * ``days``: the window in UTC days ending today (default 30, clamped to 1..365; a value that is not
      an integer gives the default). The score and blocked/skipped charts cover the window; the review
      backlog is the current state of all the engine's answers, whatever their age.
    * ``engine``: an Engine pk to show that engine only; empty or ``all`` (the default) shows every
      engine, one section each. A value that is not the pk of an existing engine answers 404.

    Runs three queries whatever the number of answers: engines, per-(engine, day) aggregates, per-engine
    review aggregates.
    """
    days_n = parse_days(request.GET.get("days"))
    engine_pk = parse_engine(request.GET.get("engine"))
    now = timezone.now()
    today = now.astimezone(UTC).date()
    first = today - timedelta(days=days_n - 1)
    start = datetime.combine(first, time.min, tzinfo=UTC)
    end = datetime.combine(today + timedelta(days=1), time.min, tzinfo=UTC)
    days = [first + timedelta(days=i) for i in range(days_n)]

    all_engines = list(Engine.objects.select_related("project").order_by("project__project_id", "engine_id", "pk"))
    if engine_pk is None:
        engines, ids = all_engines, None
    else:
        engines = [e for e in all_engines if e.pk == engine_pk]
        if not engines:
            raise Http404("No such engine.")
        ids = [engine_pk]
    sections = build_sections(engines, days, daily_rows(ids, start, end), backlog_rows(ids, now)) if engines else []

    opts = AssistAnswer._meta
    context = {
        **model_admin.admin_site.each_context(request),
        "title": "Grounding dashboard",
        "opts": opts,
        "app_label": opts.app_label,
        "engines": all_engines,
        "selected_engine": engine_pk,
        "days": days_n,
        "day_choices": [7, 14, 30, 90, 365],
        "first_day": first,
        "last_day": today,
        "now": now,
        "sections": sections,
        "score_buckets": SCORE_BUCKETS,
    }
    # an app that extends the console (review) adds its sections through the model admin
    extend = getattr(model_admin, "dashboard_extra_context", None)
    if extend is not None:
        context.update(extend(request, ids))
    return TemplateResponse(request, getattr(model_admin, "dashboard_template", TEMPLATE), context)
