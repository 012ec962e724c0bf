"""Missing facts in a file never help a player: the dates come from the round dates too (records 042/052 and
132), a file with no date is never judged as started today, codes are read as codes and a blank sex is unknown.
Every event is written out as a TRF file and read back, as an upload or `evaluate_norms` reads it."""

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from regulations import get_edition
from regulations.editions.edition_1990 import with_category_table
from titles.trf_inputs import federation_code, player_inputs

from .constructed_trf import Entrant, build, check, cycles, facts, parse, verdicts
from .test_1990_edition import TABLE

# The candidate (1) against a field that makes a GM or IM norm possible in every edition.
FIELD = (
    Entrant("Candidate, Ivan", "ENG", 2450, "FM"),
    Entrant("Gm, Anna", "GER", 2600, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2580, "GM"),
    Entrant("Gm, Carl", "NED", 2560, "GM"),
    Entrant("Gm, Dan", "ESP", 2500, "GM"),
    Entrant("Im, Emil", "ENG", 2480, "IM"),
    Entrant("Im, Fred", "HUN", 2450, "IM"),
    Entrant("Fm, Gus", "ENG", 2430, "FM"),
    Entrant("Plain, Hal", "ESP", 2420),
    Entrant("Plain, Igor", "GER", 2400),
)
EDITIONS = {
    "1990": (date(1995, 3, 1), with_category_table(TABLE)),
    "2001": (date(2005, 3, 1), get_edition("2001")),
    "2009": (date(2013, 3, 1), get_edition("2009")),
    "2014": (date(2016, 3, 1), get_edition("2014")),
    "2024": (date(2025, 3, 1), get_edition("2024")),
}
DATE_RECORDS = ("042", "052", "132")


def candidate_scores(scores):
    """The candidate's results, round by round, as white's codes; the other games are drawn."""

    def result(white, black, round):
        if 1 in (white, black):
            code = scores[round - 1]
            return code if white == 1 else {"1": "0", "0": "1", "=": "="}[code]
        return "="

    return result


def without(text: str, records) -> str:
    return "\n".join(line for line in text.splitlines() if line[:3] not in records) + "\n"


def achieved(text: str, edition) -> set[str]:
    document = parse(text)
    return {title for title, verdict in verdicts(document, 1, edition=edition).items() if verdict.achieved}


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(["1", "1", "=", "=", "0"]), min_size=9, max_size=9),
    st.sampled_from(sorted(EDITIONS)),
    st.sets(st.sampled_from(DATE_RECORDS), min_size=1),
    st.integers(1, 40),
)
def test_blanking_the_date_records_of_a_file_never_makes_a_norm(scores, name, blanked, spacing):
    start, edition = EDITIONS[name]
    text = build(FIELD, cycles(10, 1), candidate_scores(scores), start=start, days_between_rounds=spacing)
    assert achieved(without(text, blanked), edition) <= achieved(text, edition)


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.sampled_from(["1", "1", "=", "=", "0"]), min_size=9, max_size=9),
    st.sampled_from(sorted(EDITIONS)),
    st.integers(2, 10),
)
def test_blanking_a_federation_or_the_host_in_a_file_never_makes_a_norm(scores, name, opponent):
    start, edition = EDITIONS[name]
    text = build(FIELD, cycles(10, 1), candidate_scores(scores), start=start, federation="ENG")
    line = next(line for line in text.splitlines() if line.startswith(f"001 {opponent:>4}"))
    no_federation = text.replace(line, line[:53] + "   " + line[56:])
    no_host = text.replace("032 ENG", "032")
    assert achieved(no_federation, edition) <= achieved(text, edition)
    assert achieved(no_host, edition) <= achieved(text, edition)


def test_042_and_052_narrower_than_the_round_dates_give_way_to_the_rounds():
    # 2009 §1.16: "Calculating the norm requirements for an event which lasts longer than 90 days can be done in
    # two ways. Which system is used must be stipulated prior to the event": rounds 15 days apart span 121 days.
    text = build(FIELD, cycles(10, 1), candidate_scores(["1"] * 6 + ["="] * 3), start=date(2013, 3, 1),
                 days_between_rounds=15)
    narrowed = "\n".join(
        "042 2013/06/30" if line.startswith("042") else "052 2013/06/30" if line.startswith("052") else line
        for line in text.splitlines()
    )
    event = facts(parse(narrowed))
    assert (event.start_date, event.end_date, event.days) == (date(2013, 3, 1), date(2013, 6, 30), 122)
    gm = verdicts(parse(narrowed), 1)["GM"]
    assert gm.edition == "2009" and not gm.achieved
    assert check(gm, "1.16").detail.startswith("the event lasted 122 days, more than 90")
    assert "lasted 1 days" not in " ".join(str(item.detail) for item in gm.checks)


def test_a_start_taken_from_the_rounds_chooses_the_edition_the_rounds_were_played_under():
    # 2009 §1.53: "A title result shall be valid if it was obtained in accordance with the International Title
    # Regulations prevailing at the time of the tournament": rounds from 20 June 2009 are under the 2001 rules,
    # whatever a later 042 says.
    text = build(FIELD, cycles(10, 1), candidate_scores(["1"] * 6 + ["="] * 3), start=date(2009, 6, 20))
    late = text.replace("042 2009/06/20", "042 2009/07/02")
    assert facts(parse(late)).start_date == date(2009, 6, 20)
    assert {verdict.edition for verdict in verdicts(parse(late), 1).values()} == {"2001"}


def test_a_file_with_no_date_at_all_fails_start_date_not_given_in_every_edition():
    text = without(build(FIELD, cycles(10, 1), candidate_scores(["1"] * 9), start=date(2013, 3, 1)), DATE_RECORDS)
    event = facts(parse(text))
    assert (event.start_date, event.end_date, event.days) == (None, None, None)
    # 2001 and 2014 have no rule of their own on the edition in force: a general principle (decisions.md item 114).
    principle = "general principle; decisions.md item 114"
    rule = {"1990": "10.11", "2001": principle, "2009": "1.53", "2014": principle, "2024": "1.5.4"}
    for name, (_, edition) in EDITIONS.items():
        for verdict in verdicts(parse(text), 1, edition=edition).values():
            assert not verdict.achieved
            failed = check(verdict, rule[name])
            assert not failed.ok and failed.detail.startswith("start date not given")


def test_032_is_read_as_a_code():
    assert (federation_code("ger"), federation_code(" ESP "), federation_code("Germany")) == ("GER", "ESP", "")
    assert federation_code("Lichess") == federation_code("") == federation_code(None) == ""
    text = build(FIELD, cycles(10, 1), candidate_scores(["1"] * 9), start=date(2013, 3, 1), federation="ENG")
    assert facts(parse(text.replace("032 ENG", "032 Germany"))).host_federation == ""
    assert facts(parse(text.replace("032 ENG", "032 eng"))).host_federation == "ENG"


def test_a_blank_sex_is_unknown_unless_a_womans_title_says_so():
    # 0.31: WGM, WIM, WFM and WCM are women's titles; a blank sex field says nothing else.
    field = (*FIELD[:8], Entrant("Blank, Wim", "ESP", 2420, "WIM", sex=""), Entrant("Blank, Kim", "GER", 2400, sex=""))
    document = parse(build(field, cycles(10, 1), candidate_scores(["1"] * 9), start=date(2013, 3, 1)))
    sexes = {item.player.id: item.player.sex for item in player_inputs(document)}
    assert (sexes[1], sexes[2], sexes[9], sexes[10]) == ("M", "F", "F", "")
    wgm = verdicts(document, 10)["WGM"]
    assert not check(wgm, "0.31").ok


def test_dates_of_the_round_dates_record_are_kept_within_each_round():
    text = build(FIELD, cycles(10, 1), candidate_scores(["1"] * 9), start=date(2013, 3, 1), days_between_rounds=2)
    document = parse(without(text, ("042", "052")))
    assert document.round_dates == tuple(date(2013, 3, 1) + timedelta(days=2 * day) for day in range(9))
    assert (facts(document).start_date, facts(document).end_date) == (date(2013, 3, 1), date(2013, 3, 17))
