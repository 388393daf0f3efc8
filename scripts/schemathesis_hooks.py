"""Schemathesis hooks for scripts/fuzz_api.sh: the import body (application/x-ndjson) is text."""

import schemathesis

schemathesis.serializer.alias("application/x-ndjson", "text/plain")
