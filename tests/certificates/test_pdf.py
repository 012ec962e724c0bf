"""Whatever a results file puts in a name, the certificate prints it as text (the fonts and the fetcher: tests/printing)."""

import pytest

from certificates.services import certificate_issue

from .documents import flat, norm_with_games, pdf_pages


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
