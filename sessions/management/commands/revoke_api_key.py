from django.core.management.base import BaseCommand, CommandError

from sessions import services
from sessions.models import ApiKey


class Command(BaseCommand):
    help = "Revoke an API key by its id (the 12 hex characters after 'asv_')."

    def add_arguments(self, parser):
        parser.add_argument("key_id")

    def handle(self, *args, key_id, **options):
        try:
            key = services.api_key_revoke(prefix=key_id)
        except ApiKey.DoesNotExist:
            raise CommandError(f"no API key with id {key_id}") from None
        self.stdout.write(f"revoked {key.prefix} of project {key.project.project_id}")
