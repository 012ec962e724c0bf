"""What the titles layer announces to the layers above it (see `follow_ups`)."""

from follow_ups import Event

# An upload's results are stored and its norms judged, for the first time.
upload_evaluated = Event("upload evaluated")
# The norms of an evaluated upload were judged again because facts about its players changed.
norms_judged_again = Event("norms judged again")
