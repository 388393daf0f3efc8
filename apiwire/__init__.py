"""The service's wire format, importable without Django: one proto3 JSON reader and writer
(:mod:`apiwire.protojson`) and one ``google.rpc.Status`` error builder (:mod:`apiwire.status`), used by
the REST API (``assistsvc.api``, ``sessions``) and the grounding engine alike."""
