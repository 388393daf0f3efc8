"""Who may do what in the review console.

Reviewers (the ``Reviewers`` group, created after every ``migrate``) read everything a review needs and
record verdicts; they cannot change replies, references, sessions or engine configuration. Superusers
("admins") can do everything. Make a user a reviewer with ``manage.py create_reviewer NAME`` or by adding a
staff user to the group in the console.
"""

from __future__ import annotations

REVIEWERS_GROUP = "Reviewers"

#: (app label, codename) of every permission the Reviewers group holds
REVIEWER_PERMISSIONS = [
    ("assist_sessions", "view_project"),
    ("assist_sessions", "view_engine"),
    ("assist_sessions", "view_session"),
    ("assist_sessions", "view_assistanswer"),
    ("assist_sessions", "review_assistanswer"),
    ("assist_sessions", "reground_assistanswer"),
]

REVIEW_PERM = "assist_sessions.review_assistanswer"
REGROUND_PERM = "assist_sessions.reground_assistanswer"


def ensure_reviewer_group(**kwargs):
    """Create the Reviewers group and give it exactly ``REVIEWER_PERMISSIONS`` (idempotent; a
    ``post_migrate`` receiver, so the permissions exist when it runs)."""
    from django.contrib.auth.models import Group, Permission
    from django.db.models import Q

    wanted = Q(pk__in=[])
    for app_label, codename in REVIEWER_PERMISSIONS:
        wanted |= Q(content_type__app_label=app_label, codename=codename)
    perms = list(Permission.objects.filter(wanted))
    if len(perms) < len(REVIEWER_PERMISSIONS):
        return None  # permissions not created yet (an earlier app's post_migrate); the next call does it
    group, _ = Group.objects.get_or_create(name=REVIEWERS_GROUP)
    group.permissions.set(perms)
    return group


def make_reviewer(username: str, password: str | None = None, email: str = ""):
    """Create (or update) a staff user in the Reviewers group."""
    from django.contrib.auth import get_user_model

    User = get_user_model()
    user, _ = User.objects.get_or_create(username=username, defaults={"email": email})
    user.is_staff = True
    if password is not None:
        user.set_password(password)
    user.save()
    group = ensure_reviewer_group()
    if group is not None:
        user.groups.add(group)
    return user
