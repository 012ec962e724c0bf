"""One of every object a URL can name, owned by the cast: the world the permission matrix requests."""

import datetime
from dataclasses import dataclass

from django.contrib.auth.tokens import default_token_generator
from django.core.files.base import ContentFile
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from api.services import api_token_create
from certificates import services as certificate_services
from certificates.models import Certificate
from classification.models import NationalCategory, NationalEvaluation, NationalResult, NormTable
from notifications.models import Notification
from tests import factories
from tests.certificates.documents import norm_with_games
from titles import application_services
from titles.models import ExternalNorm, OfficialCandidate
from tournaments.models import ResultUpload

# Roles, in the order of the matrix's columns.
ROLES = ("anonymous", "player", "other_player", "arbiter", "other_arbiter", "officer", "other_officer", "staff")


@dataclass
class World:
    users: dict
    kwargs: dict  # URL name -> the kwargs that name this world's object


def build_world(cast) -> World:
    ukraine = cast.tournament.host_federation
    player = cast.player_user.player
    other_player_user = factories.UserFactory(username="other-player")
    factories.PlayerFactory(federation=ukraine, user=other_player_user)
    norm = norm_with_games(player=player, tournament=cast.tournament, title="IM")
    upload = norm.entry.upload
    ResultUpload.objects.filter(pk=upload.pk).update(raw=b"012 World Open\n", filename="world.trf")
    certificate = Certificate.objects.create(
        norm_result=norm, version=1, reference="IT1-WORLD-IM-1", pdf=b"%PDF-1.7 world", sha256="0" * 64
    )
    application, _new = application_services.application_start(player=player, title="IM", actor=cast.officer)
    certificate_services.application_package_prepare(application=application, actor=cast.officer)
    notification = Notification.objects.create(recipient=cast.player_user, kind="upload_rejected", key="world", subject="s", body="b")
    norm_table = NormTable.objects.create(effective_from="2020-01-01", source="world")
    # A second-category norm: its award is the event's organisers' to record (Cond. 11), so its chief arbiter's.
    national_result = NationalResult.objects.create(
        evaluation=NationalEvaluation.objects.create(upload=upload, coefficient=1, master_coefficient=1, final=True),
        entry=norm.entry, player=player, category=NationalCategory.NONE, counted_category=NationalCategory.NONE,
        coefficient=1, games=9, score=6,
        best_norm="II",
    )
    candidate = OfficialCandidate.objects.create(name="Candidate, Anna", federation=ukraine, created_by=cast.officer)
    official_application = application_services.official_application_start(candidate=candidate, title="IA", actor=cast.officer)
    external = ExternalNorm(
        player=player, title="IM", event_name="Lviv Open", event_start="2024-05-01", event_end="2024-05-09",
        edition="2022", games=9, counts_as_games=9, score=6, average_rating=2400, performance=2460,
        entered_by=cast.officer,
    )
    external.certificate_scan.save("it1.pdf", ContentFile(b"%PDF-1.4 scan"), save=False)
    external.save()
    token, _secret = api_token_create(user=cast.arbiter, name="world", days=30)

    tournament = {"pk": cast.tournament.pk}
    # An event of the 1990 edition, the one edition with an honorary rating (9.4), by the same arbiter and host.
    in_1990 = factories.TournamentFactory(
        host_federation=ukraine, chief_arbiter=cast.tournament.chief_arbiter, start_date=datetime.date(1995, 3, 1),
        end_date=datetime.date(1995, 3, 10),
    )
    upload_kwargs = {"pk": cast.tournament.pk, "version": upload.version}
    player_kwargs = {"pk": player.pk}
    kwargs = {
        "accounts:password_reset_confirm": {
            "uidb64": urlsafe_base64_encode(force_bytes(cast.player_user.pk)),
            "token": default_token_generator.make_token(cast.player_user),
        },
        "tournaments:detail": tournament,
        "tournaments:update": tournament,
        "tournaments:withdraw": tournament,
        "tournaments:history": tournament,
        "tournaments:upload": tournament,
        "tournaments:upload_detail": upload_kwargs,
        "tournaments:upload_status": upload_kwargs,
        "tournaments:upload_raw": upload_kwargs,
        "tournaments:upload_rerun": upload_kwargs,
        "tournaments:make_current": upload_kwargs,
        "tournaments:versions": tournament,
        "tournaments:starting_list": tournament,
        "tournaments:round": {"pk": cast.tournament.pk, "number": 1},
        "tournaments:approvals": tournament,
        "tournaments:honorary_rating": {"pk": in_1990.pk},
        # Public: a player's page by FIDE ID, and by his own id for one without a FIDE ID (one with is redirected).
        "public_players:player": {"fide_id": player.fide_id},
        "public_players:player_by_id": {"pk": factories.PlayerFactory(fide_id=None, federation=ukraine).pk},
        "players:register": player_kwargs,
        "players:player": player_kwargs,
        "players:history": player_kwargs,
        "players:interim_rating": player_kwargs,
        "players:external_norm": player_kwargs,
        "titles:norm_detail": {"pk": norm.pk},
        "titles:entry_norms": {"pk": norm.entry_id},
        "titles:application_detail": {"pk": application.pk},
        "titles:application_transition": {"pk": application.pk},
        "titles:application_review": {"pk": application.pk},
        "certificates:application_package_prepare": {"pk": application.pk},
        "certificates:application_package": {"pk": application.pk},
        "certificates:application_form": {"pk": application.pk, "version": 1},
        "verify": {"code": "NOSUCHCODE"},
        "titles:application_start": {"player_pk": player.pk, "title": "GM"},
        "titles:official_candidate": {"pk": candidate.pk},
        "titles:official_application_start": {"pk": candidate.pk},
        "titles:official_application": {"pk": official_application.pk},
        "certificates:download": {"pk": certificate.pk},
        "certificates:tournament": tournament,
        "certificates:bundle": tournament,
        "certificates:issue": tournament,
        "certificates:sign_off": tournament,
        "certificates:tournament_report": tournament,
        "notifications:read": {"pk": notification.pk},
        "classification:tournament": tournament,
        "classification:tournament_facts": tournament,
        "classification:record_award": {"pk": national_result.pk},
        "classification:player": player_kwargs,
        "classification:qualification_book": player_kwargs,
        "classification:norm_table_edit": {"pk": norm_table.pk},
        "classification:norm_table_csv": {"pk": norm_table.pk},
        "privatefiles:file": {"label": "titles.externalnorm", "pk": external.pk, "field": "certificate_scan"},
        "api:tournament-detail": tournament,
        "api:tournament-crosstable": tournament,
        "api:tournament-uploads": tournament,
        "api:norm-result-detail": {"pk": norm.pk},
        "api:player-norm-record": player_kwargs,
        "api:application-detail": {"pk": application.pk},
        "api:certificate-detail": {"pk": certificate.pk},
        "api:certificate-pdf": {"pk": certificate.pk},
        "api:upload-detail": {"tournament_pk": cast.tournament.pk, "version": upload.version},
        "api:token_revoke": {"token_key": token.token_key},
    }
    users = {
        "anonymous": None,
        "player": cast.player_user,
        "other_player": other_player_user,
        "arbiter": cast.arbiter,
        "other_arbiter": cast.other_arbiter,
        "officer": cast.officer,
        "other_officer": cast.other_officer,
        "staff": cast.staff,
    }
    return World(users=users, kwargs=kwargs)
