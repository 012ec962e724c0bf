"""What happened to tournaments, for higher apps to react to. Sent once the change is committed."""

from django.dispatch import Signal

# A registered fact that stored verdicts depend on changed (dates, system, rounds, kind, approvals).
# Arguments: tournament_id.
tournament_facts_changed = Signal()
