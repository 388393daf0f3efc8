"""Size caps on stored conversations. Every cap is reported as INVALID_ARGUMENT naming the field."""

MAX_REPLIES_PER_ANSWER = 100
MAX_TEXT_CHARS = 100_000  # a reply's text, code or code output
MAX_QUERY_CHARS = 10_000  # the user's query text
MAX_REFERENCES_PER_REPLY = 200  # references are the reply's facts: as many as Check Grounding takes
MAX_REFERENCE_CHARS = 10_000  # ... and as long as one factText may be
MAX_SEGMENTS_PER_REPLY = 1_000
MAX_CITATIONS_PER_REPLY = 1_000
MAX_SHORT_STRING = 1024  # titles, uris, ids and other single-line strings
MAX_INLINE_DATA_BYTES = 4 * 1024 * 1024
MAX_LABELS = 64
MAX_LABEL_CHARS = 63
MAX_USER_PSEUDO_ID = 128
MAX_DISPLAY_NAME = 1024
MAX_TURNS_PER_SESSION = 1_000
MAX_REQUEST_ID = 128
