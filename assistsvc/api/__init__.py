"""API plumbing every app shares: proto3 JSON, resource names, google.rpc.Status errors, page tokens,
AIP-160 filters, update masks, API-key auth and request-size limits."""
