import logging
from pathlib import Path

from celery import shared_task
from django.conf import settings

from . import ratings
from .rating_lists import RatingListError

logger = logging.getLogger(__name__)


@shared_task
def import_configured_rating_list() -> dict | None:
    """The periodic import of the list at settings.FIDE_RATING_LIST_PATH. Running it again changes nothing."""
    configured = getattr(settings, "FIDE_RATING_LIST_PATH", "")
    if not configured:
        logger.info("FIDE_RATING_LIST_PATH is not set: no rating list imported")
        return None
    path = Path(configured)
    if not path.is_file():
        logger.warning("FIDE_RATING_LIST_PATH names %s, which is not a file: no rating list imported", path)
        return None
    try:
        summary = ratings.rating_list_import(path=path)
    except (RatingListError, ratings.RatingPeriodUnknown) as error:
        # A bad file stays bad however often it is retried: say so and wait for the next run.
        logger.error("The FIDE rating list %s was not imported: %s", path, error)
        return None
    counts = summary.counts()
    if summary.broken_off is not None:
        logger.error("The FIDE rating list %s was refused part-way: %s", path, summary.broken_off)
    logger.info("FIDE rating list %s imported: %s", path, counts)
    for error in summary.errors:
        logger.warning("FIDE rating list %s: %s", path, error)
    return counts
