from django.core.management.base import BaseCommand, CommandError

from sessions import services


class Command(BaseCommand):
    help = "Create an API key for PROJECT (creating the project if needed). The key is printed once."

    def add_arguments(self, parser):
        parser.add_argument("project")
        parser.add_argument("--name", default="", help="a display name for the key")
        parser.add_argument("--quiet", action="store_true", help="print only the key")

    def handle(self, *args, project, name, quiet, **options):
        try:
            proj = services.project_get_or_create(project_id=project)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        api_key, key = services.api_key_create(project=proj, display_name=name)
        if quiet:
            self.stdout.write(key)
            return
        self.stdout.write(f"API key for project {proj.project_id} (id {api_key.prefix}); it is shown only once:")
        self.stdout.write(key)
