"""A score as chess writes it: 6½, ½, 0, 10.

The one place that formats scores, for the regulations' and the classification's messages, the pages, the
printed forms and the commands alike. Pure Python (an import-linter contract keeps it so), because the pure
rule packages use it.
"""

from decimal import Decimal
from fractions import Fraction


def score_text(score: Fraction | Decimal | int | str) -> str:
    """Whole points, then ½ for a half point: 6½, ½, 0, 10; a negative score with a minus sign, −1½.

    A value that is not a whole number of half points, which no score is, is written as a decimal rather than
    rounded into a score it is not.
    """
    value = Fraction(score)
    if (value * 2).denominator != 1:
        return str(float(value))
    sign = "−" if value < 0 else ""
    whole, half = divmod(int(abs(value) * 2), 2)
    return sign + (str(whole) if whole or not half else "") + ("½" if half else "")
