#!/usr/bin/env bash
# Install the test dependencies into .venv and run the test suite against PostgreSQL and Redis.
# Defaults match a machine with PostgreSQL on 127.0.0.1:5432 (trust auth) and Redis on 127.0.0.1:6379.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
. .venv/bin/activate
if [ -z "${SKIP_INSTALL:-}" ]; then
  python -m pip install -q --upgrade pip
  # the CPU build of torch first, so nothing pulls a multi-GB CUDA build
  python -m pip install -q "torch==2.13.0"
  python -m pip install -q -e ".[test,train]"
fi
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/assistsvc}
# a Redis database of the tests' own (15), so a service using DB 0 of the same Redis is never touched;
# the tests only ever delete keys under their own prefix (tests/conftest.py)
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/15}
export DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY:-test-secret}
exec python -m pytest "$@"
