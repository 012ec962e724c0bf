"""The renderer uses the shipped fonts and nothing else, whatever a results file puts in a name."""

import pytest

from certificates.services import certificate_issue
from printing.pdf import font_urls, shipped_fonts_fetcher_class

from .documents import flat, norm_with_games, pdf_pages


def test_the_fetcher_serves_the_shipped_fonts_and_refuses_anything_else():
    fetcher = shipped_fonts_fetcher_class()()
    font = fetcher.fetch(font_urls()["normal"])
    assert font.read(4) == b"\x00\x01\x00\x00"  # a TrueType font
    font.close()
    for url in ("file:///etc/hostname", "https://example.org/font.ttf"):
        with pytest.raises(ValueError):
            fetcher.fetch(url)


@pytest.mark.real_pdf
@pytest.mark.django_db
def test_markup_in_a_name_prints_as_text(cast):
    player = cast.player_user.player
    player.name = "<b>Smith</b>, <i>Anna</i>"
    player.save()
    norm = norm_with_games(player=player, tournament=cast.tournament)
    norm.entry.name = player.name
    norm.entry.save()
    certificate, _created = certificate_issue(norm_result=norm)
    assert "SURNAME <b>Smith</b> FIRST NAME <i>Anna</i>" in flat(pdf_pages(certificate.pdf)[0])
