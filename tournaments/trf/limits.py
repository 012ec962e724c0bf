"""What a real event's TRF file can hold. Anything beyond is refused while parsing, with line and column,
so that no file can make the worker build millions of games or store values the database cannot hold."""

from __future__ import annotations

from .players import FIRST_ROUND_COLUMN, ROUND_WIDTH

# A double round robin of 50 players has 98 rounds; no rated event comes close to 100.
MAX_ROUNDS = 99
# Start numbers have four columns (1-9999): no TRF file can name more players, although the upload limit
# would hold some 26,000 player lines of 11 rounds.
MAX_PLAYERS = 9999
# Every player gets a round block for every paired round, so the work of an upload (games built, judged and
# stored) is the players times the longest line, not the size of the file: one long line multiplies the whole
# field. The bound is what one worker process evaluates within a third of its soft time limit (300 s) and in
# 512 MiB on this machine (2 shared cores), so that an accepted file is a file the worker finishes, with room
# for a slow day (issue 30: a 9,999-player, 44-round file inside the upload limit, 440,000 blocks, took 273 s of
# the 300 s and 1.3 GB). Measured by bench/largest_upload.py (bench/README.md, 4 December 2026): memory binds
# first, some 3.5 KiB a block over a 110 MiB process. Real events stay far below it: a Chess Olympiad's two
# sections are some 22,000 blocks, the biggest opens and youth festivals (5,000 players over 11 rounds) 55,000.
# A file beyond it is refused in the upload's request, saying the players, rounds and this bound.
MAX_ROUND_BLOCKS = 80_000
# A player line with MAX_ROUNDS round blocks; no header or team record needs more.
MAX_LINE_CHARACTERS = FIRST_ROUND_COLUMN - 1 + ROUND_WIDTH * MAX_ROUNDS
# A 240 bye record lists the start numbers of one kind of bye in one round ("240 H RRR PPPP PPPP ..."): in a
# big open's last round it can name hundreds of players, at most every player once.
MAX_BYE_RECORD_CHARACTERS = len("240 H RRR") + len(" PPPP") * MAX_PLAYERS
# One player line, one national-rating line and one bye or team record per player, with the headers: this
# also bounds every record a file repeats (dates, deputies, byes, team records).
MAX_LINES = 3 * MAX_PLAYERS + 100
# Warnings are for a person to read; past this many, one more line says how many were left out.
MAX_WARNINGS = 200
