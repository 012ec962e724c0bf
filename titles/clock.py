"""Clock settings written the way arbiters write them: "90/40 + 30 + 30s", "120/40 + 60", "90 + 30s d5".

Parts joined by "+": MINUTES/MOVES for a period of moves, MINUTES for the rest of the game, SECONDSs for an
increment per move from move 1 (SECONDSs@MOVE from a later move), dSECONDS for a delay. Pure Python.
"""

import re

from .regulations.time_controls import Period, TimeControl

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
