#!/usr/bin/env bash
# Fuzz a running assistsvc from its published OpenAPI document with Schemathesis: every operation, checks
# that no response is a 5xx and that every response (status, content type, headers, body) conforms to
# the document. It first makes an engine 'fuzz' with a session and an answer so that the path parameters
# name real resources (random ids would only reach 404s), then runs Schemathesis; extra arguments go to
# `schemathesis run` (for example -n 500 for more examples per operation, --seed 1 to repeat a run).
#
#   BASE=http://127.0.0.1:8000 KEY=$(cat var/demo-api-key.txt) bash scripts/fuzz_api.sh -n 200
#
# The fuzzer may delete what it was given (DELETE is an operation too); run it against a throw-away
# project or the demo, not production data. Needs: pip install schemathesis (the test extra).
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:-http://127.0.0.1:8000}
KEY=${KEY:-$(cat var/demo-api-key.txt)}
PROJECT=${PROJECT:-demo}
PY=${PYTHON:-python}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

ANSWER=$(BASE=$BASE KEY=$KEY PROJECT=$PROJECT "$PY" - <<'PYEOF'
import json, os, urllib.error, urllib.request

base, key, project = os.environ["BASE"], os.environ["KEY"], os.environ["PROJECT"]
engines = f"{base}/v1/projects/{project}/locations/global/collections/default_collection/engines"

def post(url, body):
    req = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                 headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=600) as resp:
            return json.loads(resp.read())
    except urllib.error.HTTPError as exc:
        if exc.code != 409:  # ALREADY_EXISTS: made by an earlier run
            raise
        return None

post(f"{engines}?engineId=fuzz", {"displayName": "Schemathesis"})
post(f"{engines}/fuzz/sessions?sessionId=fuzz-session", {"displayName": "Schemathesis"})
# what the DELETE operations may delete, so that the other operations keep their resources
post(f"{engines}?engineId=fuzz-doomed", {})
post(f"{engines}/fuzz/sessions?sessionId=fuzz-doomed", {})
answer = post(f"{engines}/fuzz/sessions/fuzz-session/assistAnswers", {"query": {"text": "Who directed Titanic?"}, "assistAnswer": {
    "replies": [{"groundedContent": {"content": {"text": "Titanic was directed by James Cameron."}, "textGroundingMetadata": {
        "references": [{"content": "Titanic is a 1997 film directed by James Cameron."}]}}}]}})
# the first Check Grounding call of a server process loads the model: do it before the timed requests
post(f"{base}/v1/projects/{project}/locations/global/groundingConfigs/default_grounding_config:check",
     {"answerCandidate": "Titanic was directed by James Cameron.", "facts": [{"factText": "Titanic is a 1997 film directed by James Cameron."}]})
print(answer["name"].rsplit("/", 1)[1])
PYEOF
)

cat > "$WORK/schemathesis.toml" <<TOML
headers = { Authorization = "Bearer \${ASSISTSVC_FUZZ_KEY}" }
request-timeout = 300
[parameters]
"path.project" = "$PROJECT"
"path.location" = "global"
"path.collection" = "default_collection"
"path.engine" = "fuzz"
"path.session" = "fuzz-session"
"path.answer" = "$ANSWER"

[[operations]]
include-method = "DELETE"
include-path = "/v1/projects/{project}/locations/{location}/collections/{collection}/engines/{engine}"
parameters = { "path.engine" = "fuzz-doomed" }

[[operations]]
include-method = "DELETE"
include-path = "/v1/projects/{project}/locations/{location}/collections/{collection}/engines/{engine}/sessions/{session}"
parameters = { "path.session" = "fuzz-doomed" }
TOML

# the published document, fetched once (generating it can take a while on a busy host)
"$PY" -c 'import sys, urllib.request; open(sys.argv[2], "wb").write(urllib.request.urlopen(sys.argv[1], timeout=300).read())' \
  "$BASE/openapi.json" "$WORK/openapi.json"

ASSISTSVC_FUZZ_KEY=$KEY SCHEMATHESIS_HOOKS=scripts.schemathesis_hooks "$PY" -m schemathesis.cli --config-file "$WORK/schemathesis.toml" \
  run "$WORK/openapi.json" --url "$BASE" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance \
  --phases examples,coverage,fuzzing --no-color "$@"
