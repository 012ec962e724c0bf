"""Demo data for a fresh machine: one realistic round robin, one Swiss from the shared samples, a user per role."""

from collections.abc import Callable
from datetime import date, datetime, time, timedelta
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from accounts.services import demo_device_ensure, totp_key_as_base32
from players.models import Federation, FederationOfficer, Player, PlayerTitle
from players.services import federations_ensure_fide_list
from tournaments import _versions, services
from tournaments.models import Arbiter, ResultUpload, Round, Tournament
from trf import parse_trf

DEMO_DIR = Path(__file__).resolve().parent
ROUND_ROBIN_FILE = DEMO_DIR / "kyiv_autumn_round_robin_2023.trf"
SWISS_SAMPLE_FILE = settings.BASE_DIR.parent / "shared" / "data" / "trf" / "02_karl_mala_2005_fide_example1.trf"

# username, password, role; printed for whoever starts the demo.
DEMO_LOGINS = [
    ("admin", "admin", "staff (Django admin)"),
    ("arbiter", "arbiter", "chief arbiter (IA Oksana Melnyk)"),
    ("officer", "officer", "federation officer (UKR)"),
    ("officer2", "officer2", "second federation officer (UKR), who approves what the first one sent"),
    ("player", "player", "player (FM Dmytro Bondar)"),
]
OFFICERS = ("officer", "officer2")
# The host federation of each demo event where its file does not give one (the Swiss sample writes "/GER" in
# its city), and how many days after the last round the chief arbiter reported it (1.92: within 30).
HOST_FEDERATIONS = {"9. Karl-Mala-Gedenkturnier": "GER"}
REPORTED_AFTER = timedelta(days=6)
# The schedule of a demo event whose file gives no round dates: two rounds a day, the last day one.
ROUND_DATES = {
    "9. Karl-Mala-Gedenkturnier": [date(2005, 7, 28), date(2005, 7, 28), date(2005, 7, 29), date(2005, 7, 29),
                                   date(2005, 7, 30), date(2005, 7, 30), date(2005, 7, 31)],
}
# A UKR event that ended last week and whose report the officer's desk is waiting for.
AWAITING_REPORT = {"name": "Lviv Spring Open", "city": "Lviv", "rounds": 9, "ended_days_ago": 8, "days": 9}

# The titles the federation's register holds for its players of the round robin, with their confirmation
# dates, as FIDE's list gives them: results files never write the register, so the demo files them itself.
REGISTERED_TITLES = {
    14100010: ("GM", date(2012, 5, 18)),
    14100020: ("IM", date(2019, 3, 8)),
    14100030: ("WGM", date(2021, 6, 25)),
    14100040: ("FM", date(2021, 9, 10)),
}

# Officers and staff give a one-time code as well; the demo's key is published, so it protects nothing.
DEMO_SECOND_FACTOR_USERS = ("admin", "officer", "officer2")
DEMO_SECOND_FACTOR_KEY = "7469746c656465736b2d64656d6f2d6b65792d31"


def demo_load(report: Callable[[str], None] = print) -> None:
    with transaction.atomic():
        federations_ensure_fide_list()
        users = {username: _user(username, password) for username, password, _role in DEMO_LOGINS}
        users["admin"].is_staff = users["admin"].is_superuser = True
        users["admin"].save()
        arbiter, _ = Arbiter.objects.update_or_create(
            user=users["arbiter"], defaults={"name": "Melnyk, Oksana", "arbiter_title": "IA", "fide_id": 14100900}
        )
        for username in OFFICERS:
            FederationOfficer.objects.update_or_create(
                user=users[username], defaults={"federation": Federation.objects.get(code="UKR")}
            )
        for username in DEMO_SECOND_FACTOR_USERS:
            demo_device_ensure(user=users[username], key=DEMO_SECOND_FACTOR_KEY)
    demo_import(ROUND_ROBIN_FILE, Tournament.System.ROUND_ROBIN, arbiter, report)
    if SWISS_SAMPLE_FILE.exists():
        demo_import(SWISS_SAMPLE_FILE, Tournament.System.SWISS, arbiter, report)
    else:
        report(f"Swiss sample not found at {SWISS_SAMPLE_FILE}; only the round robin is loaded.")
    _register_awaiting_report(arbiter, report)
    _register_titles()
    Player.objects.filter(fide_id=14100040, user__isnull=True).update(user=users["player"])
    report("Demo logins (username / password):")
    for username, password, role in DEMO_LOGINS:
        report(f"  {username} / {password}  – {role}")
    report(
        f"{', '.join(DEMO_SECOND_FACTOR_USERS)} then give a one-time code: add the demo key "
        f"{totp_key_as_base32(DEMO_SECOND_FACTOR_KEY)} to an authenticator app, or run "
        "`.venv/bin/python manage.py demo_code officer` for the code of the moment."
    )


def _properly_run(tournament: Tournament) -> dict:
    return {
        "registered_on": tournament.start_date - timedelta(days=45),
        "clock_setting": "90/40 + 30 + 30s",
        "ia_or_fa_always_present": True,
        "programme_published": True,
        "games_public": True,
        "rated_by_fide": True,
    }


def _user(username: str, password: str):
    user, created = get_user_model().objects.get_or_create(username=username)
    if created:
        user.set_password(password)
        user.save()
    return user


def demo_arbiter() -> Arbiter:
    """The demo's chief arbiter, once `demo_load` made him."""
    return Arbiter.objects.get(user__username="arbiter")


def demo_import(
    path: Path, system: str, arbiter: Arbiter, report: Callable[[str], None],
    prepare: Callable[[Tournament], None] | None = None,
) -> None:
    """Register a demo event from its file and store the file as its results (once). `prepare` records what the
    event's other apps need to know before its results are judged, in the same transaction."""
    data = path.read_bytes()
    document = parse_trf(data)
    if Tournament.objects.filter(name=document.name).exists():
        report(f"{document.name}: already loaded")
        return
    with transaction.atomic():
        tournament = services.tournament_create_from_trf(document=document, filename=path.name, system=system)
        tournament.chief_arbiter = arbiter
        if document.name in HOST_FEDERATIONS:
            tournament.host_federation = tournament.organising_federation = Federation.objects.get(
                code=HOST_FEDERATIONS[document.name]
            )
        # Both demo events are finished, were properly registered and run, and are long since rated.
        for name, value in _properly_run(tournament).items():
            setattr(tournament, name, value)
        tournament.save()
        Round.objects.bulk_create(
            Round(tournament=tournament, number=number, date=day)
            for number, day in enumerate(ROUND_DATES.get(document.name, []), start=1)
        )
        if prepare is not None:
            prepare(tournament)
        upload = _versions.version_store(tournament=tournament, filename=path.name, data=data)
    # The chief arbiter reported within the 30 days of 1.92, not on the day the demo is loaded.
    reported = timezone.make_aware(datetime.combine(tournament.end_date + REPORTED_AFTER, time(12)))
    ResultUpload.objects.filter(pk=upload.pk).update(uploaded_at=reported, status_changed_at=reported)
    upload.refresh_from_db()
    report(f"{document.name}: {len(document.players)} players, results {upload.get_status_display()}")


def _register_titles() -> None:
    for player in Player.objects.filter(fide_id__in=REGISTERED_TITLES):
        title, confirmed_on = REGISTERED_TITLES[player.fide_id]
        PlayerTitle.objects.get_or_create(player=player, title=title, defaults={"confirmed_on": confirmed_on})


def _register_awaiting_report(arbiter: Arbiter, report: Callable[[str], None]) -> None:
    """A finished event of the federation whose results the chief arbiter has still to upload."""
    end = timezone.localdate() - timedelta(days=AWAITING_REPORT["ended_days_ago"])
    start = end - timedelta(days=AWAITING_REPORT["days"] - 1)
    name = f"{AWAITING_REPORT['name']} {end.year}"
    if Tournament.objects.filter(name__startswith=AWAITING_REPORT["name"]).exists():
        return
    ukraine = Federation.objects.get(code="UKR")
    tournament = Tournament(
        name=name, city=AWAITING_REPORT["city"], host_federation=ukraine, organising_federation=ukraine,
        start_date=start, end_date=end, rounds_scheduled=AWAITING_REPORT["rounds"], system=Tournament.System.SWISS,
        time_control="90 min/40 moves + 30 min, 30 sec/move from move 1", chief_arbiter=arbiter,
    )
    for field_name, value in _properly_run(tournament).items():
        setattr(tournament, field_name, value)
    tournament.rated_by_fide = False
    tournament.save()
    Round.objects.bulk_create(
        Round(tournament=tournament, number=number, date=start + timedelta(days=number - 1))
        for number in range(1, AWAITING_REPORT["rounds"] + 1)
    )
    report(f"{name}: finished on {end}, its report is awaited")
