"""Steps and data the browser journeys share, in English and in the other languages."""

import datetime

from tests import factories
from tests.browser.languages import translated
from tests.titles.journey import bondar_of, kyiv_round_robin


def rated_bondar(cast):
    """FM Bondar, the cast's player, with his GM norm of the Kyiv round robin and a rating above 2500."""
    kyiv_round_robin(cast)
    player = bondar_of(cast)
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 12, 1), rating=2503, games=60)
    return player


def enter_outside_norm(browser, facts: dict, scan_path, language: str = "en") -> None:
    """The officer copies a signed certificate into the player's page, field by field."""
    browser.locator("#outside-norm summary").click()
    form = browser.locator("#outside-norm form")
    form.locator("#id_title").select_option(facts["title"])
    form.locator("#id_event_kind").select_option(str(facts["event_kind"]))
    form.locator("#id_system").select_option(str(facts["system"]))
    for name in ("event_name", "host_federation", "event_place", "rounds", "chief_arbiter", "games", "score",
                 "average_rating", "performance", "counts_as_games", "title_holders", "norm_title_opponents",
                 "other_federations", "smallest_round_field", "smallest_round_average"):
        form.locator(f"#id_{name}").fill(str(facts[name] if facts[name] is not None else ""))
    form.locator("#id_event_start").fill(facts["event_start"].isoformat())
    form.locator("#id_event_end").fill(facts["event_end"].isoformat())
    form.locator("#id_certificate_scan").set_input_files(str(scan_path))
    form.get_by_role("button", name=translated(language, "Check and add the norm")).click()


def confirm_the_unplayed_rounds(browser, path, button: str = "Upload and evaluate") -> None:
    """The Gros file has results for 5 of its 9 rounds and the event has ended: the page holds it with the
    difference, and the file chosen again with the confirmation ticked is taken."""
    browser.locator("input[type=file]").set_input_files(str(path))
    browser.get_by_role("button", name=button).click()
    browser.wait_for_selector("#header-mismatches")
    browser.locator("#id_confirm_mismatches").check()
    browser.locator("input[type=file]").set_input_files(str(path))
