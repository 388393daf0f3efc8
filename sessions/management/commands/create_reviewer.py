"""Create a console reviewer (a staff user in the Reviewers group), or make an existing user one."""

from __future__ import annotations

import getpass

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from sessions.console.permissions import REVIEWERS_GROUP, make_reviewer


class Command(BaseCommand):
    help = "Create a review-console user in the Reviewers group (password from --password, $ASSISTSVC_REVIEWER_PASSWORD or a prompt)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--password", help="the password (default: $ASSISTSVC_REVIEWER_PASSWORD, else asked for)")
        parser.add_argument("--email", default="")
        parser.add_argument("--keep-password", action="store_true", help="an existing user keeps their password")

    def handle(self, *args, username, password, email, keep_password, **options):
        if not username.strip():
            raise CommandError("username must not be empty")
        if not keep_password:
            password = password or settings.ASSISTSVC_REVIEWER_PASSWORD
            if not password:
                password = getpass.getpass(f"Password for {username}: ")
            if not password:
                raise CommandError("a password is required (or --keep-password for an existing user)")
        user = make_reviewer(username, None if keep_password else password, email)
        self.stdout.write(f"{user.get_username()} is a reviewer (staff, group {REVIEWERS_GROUP!r}).")
