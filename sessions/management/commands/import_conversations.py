import sys

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from sessions import services
from sessions.models import Engine


def engine_from_name(name: str, *, create: bool) -> Engine:
    parts = name.strip("/").split("/")
    if len(parts) != 8 or parts[0::2] != ["projects", "locations", "collections", "engines"]:
        raise CommandError("--engine must look like projects/P/locations/L/collections/C/engines/E")
    project_id, location, collection, engine_id = parts[1::2]
    engine = (
        Engine.objects.select_related("project").filter(project__project_id=project_id, location=location, collection=collection, engine_id=engine_id).first()
    )
    if engine is None:
        if not create:
            raise CommandError(f"engine {name} does not exist (use --create-engine)")
        project = services.project_get_or_create(project_id=project_id)
        engine = services.engine_create(project=project, location=location, collection=collection, engine_id=engine_id, values={})
    return engine


class Command(BaseCommand):
    help = (
        "Import whole conversations from a JSON Lines FILE ('-' for stdin) into an engine: one Session per "
        "line with turns[].query and turns[].detailedAssistAnswer. A bad line is reported with its line "
        "number and nothing of that conversation is stored."
    )

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--engine", required=True, help="projects/P/locations/L/collections/C/engines/E")
        parser.add_argument("--create-engine", action="store_true", help="create the engine (and project) if missing")

    def handle(self, *args, file, engine, create_engine, **options):
        eng = engine_from_name(engine, create=create_engine)
        stream = sys.stdin if file == "-" else open(file, encoding="utf-8")
        with stream:
            lines = services.jsonl_lines(stream.read())
        bar = tqdm(total=len(lines), unit="conv", desc="import", file=sys.stderr, disable=None)
        state = {"done": 0}

        def progress(line_no, ok, failed, errors):
            bar.update(line_no - state["done"])
            state["done"] = line_no
            bar.set_postfix(ok=ok, failed=failed)

        ok, failed, errors = services.import_lines(engine=eng, lines=lines, on_progress=progress)
        bar.close()
        for err in errors:
            fields = [v["field"] for d in err.get("details", []) for v in d.get("fieldViolations", [])]
            self.stderr.write(f"{err['message']}" + (f" [fields: {', '.join(fields)}]" if fields else ""))
        self.stdout.write(f"imported {ok} conversation(s), {failed} failed")
        if failed:
            raise SystemExit(1 if ok == 0 else 2)
