"""What the players layer announces to the layers above it (see `follow_ups`)."""

from follow_ups import Event

# A player's title, federation or rating was changed by hand: what was judged on the old facts may differ.
player_facts_changed = Event("player facts changed")
