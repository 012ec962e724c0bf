"""What the tournaments layer announces to the layers above it (see `follow_ups`)."""

from follow_ups import Event

# A new results version is stored and waits to be evaluated (announced again for one the worker lost).
upload_received = Event("upload received")
# A results version was rejected (its file's error) or failed on our side, and will not be evaluated.
upload_refused = Event("upload refused")
# A registered fact that stored verdicts depend on changed (dates, system, rounds, kind, approvals).
tournament_facts_changed = Event("tournament facts changed")
