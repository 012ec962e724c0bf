"""The header's place and chief arbiter as every registration from a file reads them (trf/header.py), judged
without Django so the mutation run (setup.cfg) reaches them."""

import pytest

from trf.header import header_chief_arbiter, header_place, looks_like_address, split_city_federation
from trf.records import TrfTournament


@pytest.mark.parametrize(
    "text",
    ["https://lichess.org/swiss/abc", "HTTP://example.org", "  https://x.org", "www.chess-results.com", "svn+ssh://h"],
)
def test_web_addresses_are_recognised_whatever_their_scheme_case_or_leading_blanks(text):
    assert looks_like_address(text) is True


@pytest.mark.parametrize("text", ["Kyiv", "", None, "Frankfurt (Main) /GER", "1x://host", "Lviv www.x.org"])
def test_a_city_is_no_web_address(text):
    assert looks_like_address(text) is False


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Frankfurt (Main) /GER", ("Frankfurt (Main)", "GER")),
        ("Kyiv/ukr", ("Kyiv", "UKR")),
        ("Kyiv / UKR  ", ("Kyiv", "UKR")),
        ("  Kyiv  ", ("Kyiv", "")),
        ("/GER", ("/GER", "")),
        ("Kyiv /UKRA", ("Kyiv /UKRA", "")),
        ("", ("", "")),
        (None, ("", "")),
    ],
)
def test_a_federation_written_after_the_city_is_split_off_as_a_code(text, expected):
    assert split_city_federation(text) == expected


@pytest.mark.parametrize(
    "city, federation, expected",
    [
        ("Frankfurt (Main) /GER", "", ("Frankfurt (Main)", "GER")),
        ("Frankfurt (Main) /GER", "ger", ("Frankfurt (Main)", "GER")),
        ("Kyiv /POL", "UKR", ("Kyiv", "UKR")),
        # 032 holding a name names no host, and the city's code does not stand in for it (issue #29)
        ("Frankfurt (Main) /GER", "Germany", ("Frankfurt (Main)", "")),
        ("Kyiv", "", ("Kyiv", "")),
        ("https://lichess.org/swiss/abc", "UKR", ("", "UKR")),
        ("", "", ("", "")),
    ],
)
def test_the_place_is_the_city_and_the_host_federation_read_as_a_code(city, federation, expected):
    assert header_place(TrfTournament(players=(), city=city, federation=federation)) == expected


@pytest.mark.parametrize(
    "written, expected",
    [("  IA Petrenko, Ivan ", "IA Petrenko, Ivan"), ("https://lichess.org/@/someone", ""), ("", "")],
)
def test_the_chief_arbiter_is_read_as_written_but_never_a_web_address(written, expected):
    assert header_chief_arbiter(TrfTournament(players=(), chief_arbiter=written)) == expected
