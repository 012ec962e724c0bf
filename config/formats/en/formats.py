"""English dates written one way on every page (issue 32): "Dec. 4, 2026" in a list as in a sentence, never
"12/04/2026" beside it, which half the readers would take for the 12th of April. Times on the 24-hour clock,
as the other languages write them. Everything not named here is Django's."""

DATE_FORMAT = "N j, Y"
SHORT_DATE_FORMAT = "N j, Y"
DATETIME_FORMAT = "N j, Y, H:i"
SHORT_DATETIME_FORMAT = "N j, Y, H:i"
