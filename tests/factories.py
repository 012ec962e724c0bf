"""factory_boy factories for every model."""

import datetime
import hashlib
from decimal import Decimal

import factory
from django.contrib.auth import get_user_model

from players.models import Federation, FederationOfficer, Player, PlayerTitle, RatingEntry
from titles.models import NormResult
from tournaments.models import Arbiter, Entry, Pairing, ResultUpload, Round, Tournament

PASSWORD = "correct horse battery staple"  # every factory-made user's


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ["username"]

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda user: f"{user.username}@example.org")
    password = factory.django.Password(PASSWORD)


class FederationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Federation
        django_get_or_create = ["code"]

    code = factory.Sequence(lambda n: f"X{n:02d}"[:3])
    name = factory.LazyAttribute(lambda federation: f"Federation {federation.code}")


class FederationOfficerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = FederationOfficer

    user = factory.SubFactory(UserFactory)
    federation = factory.SubFactory(FederationFactory)


class PlayerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Player

    fide_id = factory.Sequence(lambda n: 900_000_000 + n)
    name = factory.Sequence(lambda n: f"Player, Number {n}")
    sex = "m"
    birth_year = 1990
    federation = factory.SubFactory(FederationFactory)


class PlayerTitleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = PlayerTitle

    player = factory.SubFactory(PlayerFactory)
    title = "IM"
    confirmed_on = datetime.date(2015, 1, 1)
    achieved_on = datetime.date(2014, 10, 1)


class RatingEntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = RatingEntry

    player = factory.SubFactory(PlayerFactory)
    period = datetime.date(2024, 1, 1)
    rating = 2400
    games = 40


class ArbiterFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Arbiter

    user = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Arbiter {n}")
    arbiter_title = Arbiter.ArbiterTitle.IA
    fide_id = factory.Sequence(lambda n: 800_000_000 + n)


class TournamentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tournament

    name = factory.Sequence(lambda n: f"Open {n}")
    city = "Lviv"
    host_federation = factory.SubFactory(FederationFactory)
    organising_federation = factory.SelfAttribute("host_federation")
    start_date = datetime.date(2019, 7, 1)
    end_date = datetime.date(2019, 7, 9)
    system = Tournament.System.SWISS
    rounds_scheduled = 9
    time_control = "90'/40 + 30' + 30\""
    chief_arbiter = factory.SubFactory(ArbiterFactory)
    # The sample events are years old: their reports would be refused by 1.96 without this agreement.
    late_report_approved = True
    registered_on = datetime.date(2019, 5, 1)
    programme_published = True
    games_public = True


class RoundFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Round

    tournament = factory.SubFactory(TournamentFactory)
    number = factory.Sequence(lambda n: n + 1)
    date = datetime.date(2019, 7, 1)


class ResultUploadFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ResultUpload

    tournament = factory.SubFactory(TournamentFactory)
    version = factory.Sequence(lambda n: n + 1)
    filename = "results.trf"
    raw = b"012 Test\n"
    size = factory.LazyAttribute(lambda upload: len(upload.raw))
    sha256 = factory.LazyAttribute(lambda upload: hashlib.sha256(upload.raw).hexdigest())


class EntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Entry

    upload = factory.SubFactory(ResultUploadFactory)
    player = factory.SubFactory(PlayerFactory)
    start_number = factory.Sequence(lambda n: n + 1)
    name = factory.SelfAttribute("player.name")
    rating = 2300
    federation_code = factory.SelfAttribute("player.federation.code")
    points = Decimal("0")


class PairingFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Pairing

    entry = factory.SubFactory(EntryFactory)
    round_number = 1
    kind = Pairing.Kind.PLAYED
    result_code = "1"
    colour = "w"
    points = Decimal("1")


class NormResultFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = NormResult

    entry = factory.SubFactory(EntryFactory)
    title = "IM"
    edition = "2014"
    achieved = True
    games = 9
    counts_as_games = 9
    score = Decimal("6.5")
    average_rating = 2400
    performance = 2580
