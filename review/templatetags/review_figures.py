from django import template

from review.selectors import fmt

register = template.Library()


@register.filter
def fig(value):
    return fmt(value)


@register.filter
def percent(value):
    s = fmt(None if value is None else value * 100, 1)
    return s if s == "—" else s + " %"


@register.filter
def engine_label(engines, pk):
    for e in engines:
        if e.pk == pk:
            return f"{e.project.project_id}/{e.engine_id}"
    return str(pk)
