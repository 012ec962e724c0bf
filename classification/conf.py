"""The settings this app reads, each with a default, since the project's settings module is not the app's.

CLASSIFICATION_MASTER_COEFFICIENT (default "0"): the coefficient of МСУ and МСМК participants in K. The seed
gives none; 0 counts them like КМС, the strongest value it does give, so that no figure is invented.
CLASSIFICATION_FEDERATION_CODE (default "UKR"): the home federation of Cond. 5.
"""

from decimal import Decimal

from django.conf import settings

DEFAULT_MASTER_COEFFICIENT = "0"


def master_coefficient() -> Decimal:
    return Decimal(str(getattr(settings, "CLASSIFICATION_MASTER_COEFFICIENT", DEFAULT_MASTER_COEFFICIENT)))


def home_federation() -> str:
    return getattr(settings, "CLASSIFICATION_FEDERATION_CODE", "UKR")

