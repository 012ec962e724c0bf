"""The reasons written in English before they were kept as messages become messages, and back."""

import pytest

from tests import factories
from tests.migration_steps import migrate, migrated_to

pytestmark = pytest.mark.django_db(transaction=True)
BEFORE = ("titles", "0017_notices_history_messages")
AFTER = ("titles", "0018_review_reasons_as_messages")
CHANGED = "The GM norm of Kyiv Open 2023 changed with results version 2."
GONE = "The IM norm of Lviv Open, Round Robin is no longer achieved in results version 13."


@pytest.fixture
def before_the_change():
    with migrated_to(BEFORE) as apps:
        yield apps


def test_the_corrections_english_reasons_become_messages_and_other_lines_stay_as_written(before_the_change):
    apps = before_the_change
    player = factories.PlayerFactory()
    Application = apps.get_model("titles", "TitleApplication")
    application = Application.objects.create(
        player_id=player.pk, title="GM", federation_id=player.federation_id, needs_review=True,
        created_by_id=factories.UserFactory().pk,
        review_reason=f"{CHANGED}\n{GONE}\nAn officer's own words.",
    )
    after = migrate(AFTER)
    reasons = after.get_model("titles", "TitleApplication").objects.get(pk=application.pk).review_reasons
    assert reasons == [
        {"message": "The %(title)s norm of %(tournament)s changed with results version %(version)s.",
         "params": {"title": "GM", "tournament": "Kyiv Open 2023", "version": 2}},
        {"message": "The %(title)s norm of %(tournament)s is no longer achieved in results version %(version)s.",
         "params": {"title": "IM", "tournament": "Lviv Open, Round Robin", "version": 13}},
        "An officer's own words.",
    ]
    back = migrate(BEFORE).get_model("titles", "TitleApplication").objects.get(pk=application.pk)
    assert back.review_reason == f"{CHANGED}\n{GONE}\nAn officer's own words."
