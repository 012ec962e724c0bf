"""The query string of the norm calculator's form, for the tests of its page."""


def calculator_query(results: list[tuple[int | None, str, str, str]], **event) -> dict:
    query = {
        "player_federation": "UKR", "player_sex": "M", "host_federation": "UKR", "start_date": "2019-07-01",
        "system": "round_robin", "rounds_scheduled": "9", "event_kind": "ordinary", "edition": "",
        "opponent-TOTAL_FORMS": str(len(results)), "opponent-INITIAL_FORMS": "0",
        "opponent-MIN_NUM_FORMS": "0", "opponent-MAX_NUM_FORMS": "30",
        **event,
    }
    for index, (rating, title, federation, result) in enumerate(results):
        query.update({f"opponent-{index}-rating": rating or "", f"opponent-{index}-title": title,
                      f"opponent-{index}-federation": federation, f"opponent-{index}-result": result})
    return query
