"""The grounding engine: plain data in, plain data out; importable without Django."""
