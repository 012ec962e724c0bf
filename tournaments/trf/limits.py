"""What a real event's TRF file can hold. Anything beyond is refused while parsing, with line and column,
so that no file can make the worker build millions of games or store values the database cannot hold."""

from __future__ import annotations

from .players import FIRST_ROUND_COLUMN, ROUND_WIDTH

# A double round robin of 50 players has 98 rounds; no rated event comes close to 100.
MAX_ROUNDS = 99
# Start numbers have four columns (1-9999).
MAX_PLAYERS = 9999
# Every player gets a round block for every paired round, so the product is what costs time and rows:
# the largest opens (1,500 players over 13 rounds) stay below it.
MAX_ROUND_BLOCKS = 20_000
# A player line with MAX_ROUNDS round blocks; no header or team record needs more.
MAX_LINE_CHARACTERS = FIRST_ROUND_COLUMN - 1 + ROUND_WIDTH * MAX_ROUNDS
# One player line, one national-rating line and one bye or team record per player, with the headers.
MAX_LINES = 3 * MAX_PLAYERS + 100
# Warnings are for a person to read; past this many, one more line says how many were left out.
MAX_WARNINGS = 200
