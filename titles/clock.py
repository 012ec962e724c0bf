"""Clock settings written the way arbiters write them: "90/40 + 30 + 30s", "120/40 + 60", "90 + 30s d5".

Parts joined by "+": MINUTES/MOVES for a period of moves, MINUTES for the rest of the game, SECONDSs for an
increment per move from move 1 (SECONDSs@MOVE from a later move), dSECONDS for a delay. Pure Python.
"""

import re

from regulations.time_controls import Period, TimeControl

PERIOD = re.compile(r"^(\d+)(?:/(\d+))?$")
INCREMENT = re.compile(r"^(\d+)s(?:@(\d+))?$")
DELAY = re.compile(r"^d(\d+)s?$")


class ClockSettingError(ValueError):
    pass


def parse_clock_setting(text: str) -> TimeControl:
    periods: list[Period] = []
    increment, from_move, delay = 0, 1, 0
    for part in (part.strip().lower().replace("″", "s").replace('"', "s") for part in text.split("+")):
        if match := PERIOD.match(part):
            periods.append(Period(int(match[1]), int(match[2]) if match[2] else None))
        elif match := INCREMENT.match(part):
            increment, from_move = int(match[1]), int(match[2] or 1)
        elif match := DELAY.match(part):
            delay = int(match[1])
        else:
            raise ClockSettingError(f"'{part}' is neither minutes[/moves], seconds per move (30s) nor a delay (d5)")
    try:
        return TimeControl(tuple(periods), increment_seconds=increment, increment_from_move=from_move, delay_seconds=delay)
    except ValueError as error:
        raise ClockSettingError(str(error)) from error


# How pairing programs write a time control in record 122: "90 minutes + 30 seconds per move", "40/120, 60",
# "1:30 + 10 from move 1", "100'x40mm + 50'x20mm + 30\" from move 1", "90+30".
_MINUTES = r"(\d+)\s*(?:'|min(?:utes?)?)?"
_FILE_PERIOD_WITH_MOVES = re.compile(rf"^{_MINUTES}\s*x\s*(\d+)\s*(?:mm|moves)$")
_FILE_MOVES_IN_MINUTES = re.compile(r"^(\d+)\s*/\s*(\d+)$")
_FILE_HOURS = re.compile(r"^(\d+):([0-5]\d)$")
_FILE_MINUTES = re.compile(rf"^{_MINUTES}$")
_FILE_INCREMENT = re.compile(
    r"^(\d+)\s*(?:\"|″|s|sec(?:onds?)?)?\s*(?:per move)?\s*(?:from move (\d+))?$"
)
_FILE_SECONDS = re.compile(r"(\"|″|\bs\b|sec|per move|from move)")


def clock_setting_from_trf(text: str) -> str:
    """The file's time control in this form's notation ("120/40 + 60", "90 + 30s"), or "" when it cannot be read
    for certain: the arbiter then writes it himself. A bare number after a sudden-death period is an increment
    in seconds ("90+30"): a second period without moves would never be reached."""
    parts = [part.strip().lower() for part in re.split(r"[+,]", text or "") if part.strip()]
    written: list[str] = []
    sudden_death = increments = False
    for part in parts:
        piece = _clock_part(part, after_sudden_death=sudden_death)
        increment = piece is not None and (piece.endswith("s") or "s@" in piece)
        if piece is None or (increment and increments):  # one increment per setting: anything else is a guess
            return ""
        increments = increments or increment
        sudden_death = sudden_death or ("/" not in piece and not increment)
        written.append(piece)
    setting = " + ".join(written)
    try:
        parse_clock_setting(setting)
    except ClockSettingError:
        return ""
    return setting


def _clock_part(part: str, *, after_sudden_death: bool) -> str | None:
    if match := _FILE_PERIOD_WITH_MOVES.match(part):
        return f"{match[1]}/{match[2]}"
    if match := _FILE_MOVES_IN_MINUTES.match(part):
        moves, minutes = sorted((int(match[1]), int(match[2])))  # 40/120 (moves/minutes) and 120/40 alike
        return f"{minutes}/{moves}"
    if match := _FILE_HOURS.match(part):
        return str(int(match[1]) * 60 + int(match[2]))
    if (match := _FILE_MINUTES.match(part)) and not after_sudden_death:
        return match[1]
    if (match := _FILE_INCREMENT.match(part)) and (after_sudden_death or _FILE_SECONDS.search(part)):
        from_move = int(match[2] or 1)
        return f"{match[1]}s" if from_move == 1 else f"{match[1]}s@{from_move}"
    return None
