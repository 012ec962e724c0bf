"""What a real event's TRF file can hold. Anything beyond is refused while parsing, with line and column,
so that no file can make the worker build millions of games or store values the database cannot hold."""

from __future__ import annotations

from .players import FIRST_ROUND_COLUMN, ROUND_WIDTH

# A double round robin of 50 players has 98 rounds; no rated event comes close to 100.
MAX_ROUNDS = 99
# Start numbers have four columns (1-9999): no TRF file can name more players, although the upload limit
# would hold some 26,000 player lines of 11 rounds.
MAX_PLAYERS = 9999
# The upload limit the round-block bound is derived from: the default of settings.TRF_MAX_UPLOAD_BYTES.
UPLOAD_BYTES = 5 * 1024 * 1024
# Every player gets a round block for every paired round, so the work of an upload (games built, judged and
# stored) is the players times the longest line, not the size of the file: one long line multiplies the whole
# field. Written out, a block takes ROUND_WIDTH bytes, so a file within the upload limit whose lines carry
# their blocks holds fewer than UPLOAD_BYTES // ROUND_WIDTH of them, whatever its number of rounds: any such
# file is accepted (9,999 players over 43 rounds; 5,000 over 11 is 55,000 blocks, an Olympiad 22,000). Only a
# file of short lines padded out by a long one goes beyond it. Without this bound the worst case would be
# MAX_PLAYERS * MAX_ROUNDS (989,901 blocks). What the worker was measured to afford (bench/README.md, 1 December
# 2026): 9,999 players over 43 rounds (4.9 MiB, 208,000 games) evaluated in 78 s, 5,295 short lines padded out
# to 99 rounds by one long line in 19 s, both inside the 300 s time limit and under 900 MiB. The bound stays
# put when a site raises the upload limit: it is what the worker was measured to afford.
MAX_ROUND_BLOCKS = UPLOAD_BYTES // ROUND_WIDTH
# A player line with MAX_ROUNDS round blocks; no header or team record needs more.
MAX_LINE_CHARACTERS = FIRST_ROUND_COLUMN - 1 + ROUND_WIDTH * MAX_ROUNDS
# A 240 bye record lists the start numbers of one kind of bye in one round ("240 H RRR PPPP PPPP ..."): in a
# big open's last round it can name hundreds of players, at most every player once.
MAX_BYE_RECORD_CHARACTERS = len("240 H RRR") + len(" PPPP") * MAX_PLAYERS
# One player line, one national-rating line and one bye or team record per player, with the headers: this
# also bounds every record a file repeats (dates, deputies, byes, team records).
MAX_LINES = 3 * MAX_PLAYERS + 100
# What one upload may ask of the worker. The bounds above are what a file can hold; these are what one worker
# process evaluates (parse, store, judge every player for four titles) within a third of its soft time limit
# (300 s) and in 512 MiB on this machine (2 shared cores), so that an accepted file is a file the worker
# finishes, with room for a slow day. Issue 30: a 9,999-player, 44-round file inside the upload limit (440,000
# round blocks) took 273 s of the 300 s and 1.3 GB. Measured by bench/largest_upload.py (bench/README.md,
# 4 December 2026, SQLite, load average 7-8): memory binds first, some 116 MiB for the process, 90 KiB a
# player and 1 KiB a round block; 7,272 players over 11 rounds took 86 s and 827 MiB, 2,000 over 22 took 28 s
# and 327 MiB. Real events stay below: a Chess Olympiad's open section some 1,000 players over 11 rounds, the
# biggest opens 2,000-3,000 over 9-11. A file beyond either is refused in the upload's request, saying the bound.
WORKER_MAX_PLAYERS = 3_500
WORKER_MAX_ROUND_BLOCKS = 60_000
# Warnings are for a person to read; past this many, one more line says how many were left out.
MAX_WARNINGS = 200
