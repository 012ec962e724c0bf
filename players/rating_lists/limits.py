"""How large the pieces of a FIDE list can be. A file beyond them is refused before it can exhaust memory
or time: the lists are read as a stream, but a stream is only as flat as its longest piece."""

from __future__ import annotations

# A line of the combined TXT list is 162 characters; names in UTF-8 add a few bytes.
MAX_LINE_BYTES = 1024
# A <player> element of the XML list is about 600 bytes; nothing between two players is longer.
MAX_XML_PLAYER_BYTES = 64 * 1024
# FIDE's largest list (the combined XML, about 1.7 million players) unpacks to about 1 GiB.
MAX_LIST_BYTES = 4 * 1024**3
# FIDE's archives unpack to 5-15 times their size; only padding (a zip bomb) compresses far better.
MAX_EXPANSION_RATIO = 50
