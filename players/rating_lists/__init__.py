"""Pure-Python reader for FIDE's downloadable player lists: fixed-width TXT (combined and single lists,
with and without the FOA column) and XML, plain or zipped as FIDE ships them.

No Django here: players.ratings imports this, never the other way round. Rows are streamed, so a list of
several hundred thousand players is never held in memory."""

from .periods import period_from_file_name, period_from_month_label
from .records import RatingListBrokenOff, RatingListError, RatingListPlayer
from .sources import RatingList, open_rating_list

__all__ = [
    "RatingList",
    "RatingListBrokenOff",
    "RatingListError",
    "RatingListPlayer",
    "open_rating_list",
    "period_from_file_name",
    "period_from_month_label",
]
