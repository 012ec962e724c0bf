"""What happened to players, for higher apps to react to."""

from django.dispatch import Signal

# Facts on players that verdicts depend on changed (name, sex, birth date, federation). Arguments: player_ids.
player_facts_changed = Signal()
