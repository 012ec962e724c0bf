"""An application mixing norms of several editions: each norm keeps the verdict of its own edition, and the
application follows the rules of the edition in force on its date."""

import datetime

import pytest

from players.models import Player
from tests import factories
from tests.samples import demo_round_robin_from
from titles import application_services as applications
from titles.models import FideCongress, TitleApplication
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)


def norms_in(cast, *years) -> Player:
    """The demo round robin played in each year: FM Bondar scores 6/9 against 2476 (Rp 2601) every time."""
    for year in years:
        tournament = factories.TournamentFactory(
            host_federation=cast.tournament.host_federation,
            chief_arbiter=cast.tournament.chief_arbiter,
            system=Tournament.System.ROUND_ROBIN,
            start_date=datetime.date(year, 3, 4),
            end_date=datetime.date(year, 3, 13),
            rated_by_fide=True,
        )
        _versions.version_store(tournament=tournament, filename=f"rr{year}.trf", data=demo_round_robin_from(tournament.start_date))
    player = Player.objects.get(fide_id=14100040)
    factories.RatingEntryFactory(player=player, period=datetime.date(2017, 1, 1), rating=2503, games=60)
    return player


def rules_of(application) -> set[str]:
    return {check["rule"] for check in application.checks}


def test_a_2008_norm_and_a_2016_norm_in_an_application_of_today(cast):
    player = norms_in(cast, 2008, 2016)
    application, _created = applications.application_start(player=player, title="GM", actor=cast.officer)
    assert sorted(application.norms.values_list("edition", flat=True)) == ["2001", "2014"]
    # Today's application rules (2024): 1.5.1 adds what each edition counted, 9 + 9.
    total = next(check for check in application.checks if check["detail"].startswith("9 + 9 = 18 games"))
    assert total["rule"] == "1.5.1" and not total["ok"]
    assert {"1.5.3", "1.4.3e", "1.5.6"} <= rules_of(application)


def test_the_same_norms_in_an_application_made_in_2017_follow_2014_and_one_made_in_2009_follows_2001(cast):
    player = norms_in(cast, 2008, 2016)
    application, _created = applications.application_start(player=player, title="GM", actor=cast.officer)
    TitleApplication.objects.filter(pk=application.pk).update(
        created_at=datetime.datetime(2009, 1, 10, tzinfo=datetime.UTC)
    )
    application.refresh_from_db()
    applications.application_refresh(application=application)
    assert {"1", "2.2"} <= rules_of(application) and "1.5.6" not in rules_of(application)
    rating = next(check for check in application.checks if check["rule"] == "1" and "2500 needed" in check["detail"])
    assert rating["ok"]


def test_1990_1_11_the_rating_on_the_list_in_force_when_the_congress_considers_the_application(cast):
    """1990 1.11 "en la Lista … en vigor en el momento en que el Congreso de la FIDE considere la aplicación … o
    dentro de los siete años posteriores": results of 1991 and 1992, 2510 first reached on the list of
    1999-07-01, after the seven years (by 1998-03-13); applied on 1999-01-10 and considered by the Congress of
    1999-09-01 once staff record it, the list route passes and the check says so."""
    player = norms_in(cast, 1991, 1992)
    factories.RatingEntryFactory(player=player, period=datetime.date(1999, 7, 1), rating=2510, games=60)
    FideCongress.objects.create(held_on=datetime.date(1998, 9, 1))
    application, _created = applications.application_start(player=player, title="GM", actor=cast.officer)
    TitleApplication.objects.filter(pk=application.pk).update(
        created_at=datetime.datetime(1999, 1, 10, tzinfo=datetime.UTC)
    )
    application.refresh_from_db()
    application = applications.application_refresh(application=application)
    (rating,) = [check for check in application.checks if "seven years" in check["detail"]]
    assert not rating["ok"] and "(FIDE Congress dates after 1998 not recorded)" in rating["detail"], rating
    FideCongress.objects.create(held_on=datetime.date(1999, 9, 1))
    application = applications.application_refresh(application=application)
    (rating,) = [check for check in application.checks if "seven years" in check["detail"]]
    assert rating["ok"] and rating["detail"].startswith(
        "met on the list in force at the Congress: 2510 on the list of 1999-07-01, in force at the FIDE Congress of "
        "1999-09-01, 2500 needed; not within seven years"
    ), rating
