"""The review console's parts (the ModelAdmins that use them are in ``sessions/admin.py``):

- ``permissions``: the Reviewers group and what it may do;
- ``filters``: the answer list's filters (score buckets, claim counts, skipped reasons, grounding status);
- ``render``: a reply with its claims highlighted by grounding score, the evidence of each claim;
- ``navigation``: previous / next answer within the reviewer's current filtered list;
- ``exports``: selected answers as the API's JSON;
- ``dashboard``: per-engine charts (support scores over time, blocked / skipped share, review backlog).
"""
