from django.apps import AppConfig


class ReviewConfig(AppConfig):
    """A team's review of grounded answers: per-reviewer verdicts, claim labels, consensus, queues and
    assignments, agreement and the scorer measured against the labels. It extends the review console of
    ``sessions`` (``review/admin.py`` registers its answer admin in place of the plain one); ``sessions``
    never imports this app."""

    name = "review"
    label = "review"
    verbose_name = "Review"
    default_auto_field = "django.db.models.BigAutoField"
