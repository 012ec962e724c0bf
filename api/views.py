"""The REST API: the same objects and the same access rules as the pages, for pairing programs and federations."""

from django.conf import settings
from django.db.models import Q
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.http import content_disposition_header
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response

from certificates import access as certificate_access
from certificates.services import certificate_filename
from players.access import players_visible_to
from players.models import Player
from titles.access import applications_visible_to
from titles.models import TitleApplication
from titles.selectors import current_norm_results
from tournaments import access as tournament_access
from tournaments import selectors as tournament_selectors
from tournaments import services as tournament_services
from tournaments.matching import mismatch_label
from tournaments.models import RefusedUpload, Tournament

from . import filters, serializers
from .renderers import PdfRenderer


class TournamentViewSet(viewsets.ReadOnlyModelViewSet):
    """Registered tournaments, public as on the pages; uploads for those who run or oversee the event."""

    serializer_class = serializers.TournamentSerializer
    permission_classes = [AllowAny]
    throttle_scope = None  # uploads set their own scope

    lookup_value_converter = "dbid"

    @extend_schema(parameters=[filters.TournamentFilter])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    def get_queryset(self):
        tournaments = Tournament.objects.select_related("host_federation", "organising_federation")
        if self.action != "list":
            return tournaments
        query = filters.TournamentFilter.from_request(self.request)
        if query.get("q"):
            tournaments = tournaments.filter(Q(name__icontains=query["q"]) | Q(city__icontains=query["q"]))
        if "federation" in query:
            tournaments = tournaments.filter(host_federation__code=query["federation"].upper())
        if "year" in query:
            tournaments = tournaments.filter(start_date__year=query["year"])
        return tournaments.order_by("-start_date", "name")

    @extend_schema(responses=serializers.CrosstableRowSerializer(many=True))
    @action(detail=True)
    def crosstable(self, request, pk=None):
        """The current results: one row per player in standing order, with every round's game."""
        upload = tournament_selectors.upload_current(tournament=self.get_object())
        if upload is None:
            raise NotFound(_("This tournament has no evaluated results yet."))
        # Paginated like every list: a 9,999-player event is 200 pages, not one 11 MB answer.
        page = self.paginate_queryset(tournament_selectors.crosstable(upload=upload))
        return self.get_paginated_response(serializers.CrosstableRowSerializer(page, many=True).data)

    @extend_schema(methods=["GET"], responses=serializers.UploadSerializer(many=True))
    @extend_schema(
        methods=["POST"], request={"multipart/form-data": serializers.UploadCreateSerializer},
        responses={
            202: OpenApiResponse(serializers.UploadSerializer, description="A new version, queued for evaluation."),
            200: OpenApiResponse(
                serializers.UploadSerializer, description="The file is identical to the newest version: no new one."
            ),
            400: OpenApiResponse(
                serializers.UploadRefusedSerializer,
                description="Not a valid TRF file, or larger than the worker can evaluate: line and column; nothing "
                "stored.",
            ),
            403: OpenApiResponse(
                serializers.UploadRefusedSerializer,
                description="Not this user's tournament, or it takes no report now (too late without the QC "
                "chairman's agreement).",
            ),
            409: OpenApiResponse(
                serializers.UploadHeldSerializer,
                description="The file differs from the registration or would publish less than the current "
                "version; send it again with confirm_mismatches=true to store it.",
            ),
        },
    )
    @action(detail=True, methods=["get", "post"], parser_classes=[MultiPartParser, FormParser],
            permission_classes=[IsAuthenticated], throttle_scope="upload")
    def uploads(self, request, pk=None):
        """GET: the versions of the results (chief arbiter, host and organising federations' officers, staff).
        POST: a new version from the chief arbiter, through the same checks as the upload page; poll the returned
        url until `final` is true."""
        if request.method == "POST":
            return self._upload(request, tournament_access.get_managed_tournament(request.user, pk))
        tournament = get_object_or_404(tournament_access.tournaments_overseen_by(request.user), pk=pk)
        uploads = tournament.uploads.order_by("-version")
        page = self.paginate_queryset(uploads)
        return self.get_paginated_response(serializers.UploadSerializer(page, many=True, context={"request": request}).data)

    def _upload(self, request, tournament: Tournament) -> Response:
        incoming = serializers.UploadCreateSerializer(data=request.data)
        if not incoming.is_valid():
            return _upload_refused(
                _("The request carries no TRF file to store; nothing was stored."),
                [f"{field}: {message}" for field, messages in incoming.errors.items() for message in messages],
            )
        uploaded = incoming.validated_data["file"]
        if uploaded.size > settings.TRF_MAX_UPLOAD_BYTES:
            return _upload_refused(
                _("The file is not a valid TRF file; nothing was stored."),
                [_("The file has %(size)d bytes; the limit is %(limit)d bytes.") % {
                    "size": uploaded.size, "limit": settings.TRF_MAX_UPLOAD_BYTES}],
            )
        receipt = tournament_services.upload_receive(
            tournament=tournament, filename=uploaded.name, data=uploaded.read(), entrance=RefusedUpload.Entrance.API,
            user=request.user, confirmed=incoming.validated_data["confirm_mismatches"],
        )
        if receipt.refused:
            return self._refused(receipt.refused_upload)
        if receipt.held:
            return Response({
                "detail": _("The file differs from the registered tournament or would publish less than the current "
                            "results; nothing was stored. Send it again with confirm_mismatches=true to store it."),
                "mismatches": [{**item.as_dict(), "label": mismatch_label(item.field)} for item in receipt.mismatches],
            }, status=status.HTTP_409_CONFLICT)
        body = serializers.UploadSerializer(receipt.upload, context={"request": request}).data
        answer = status.HTTP_202_ACCEPTED if receipt.created else status.HTTP_200_OK
        return Response(body, status=answer, headers={"Location": body["url"]})

    def _refused(self, refused: RefusedUpload) -> Response:
        if refused.kind == RefusedUpload.Kind.CLOSED:
            raise PermissionDenied(refused.errors[0]["message"])
        return Response(
            {"detail": _("The file is not a valid TRF file; nothing was stored."), "errors": refused.errors},
            status=status.HTTP_400_BAD_REQUEST,
        )


def _upload_refused(detail: str, messages: list[str]) -> Response:
    """A 400 in the one shape the schema documents for a refused upload (UploadRefused): a request that is no
    upload at all (no file part, a text field where the file goes) or a file over the size limit is not about
    one place in a file, so its line and column are 0."""
    errors = [{"line": 0, "column": 0, "message": str(message)} for message in messages]
    return Response({"detail": detail, "errors": errors}, status=status.HTTP_400_BAD_REQUEST)


class UploadViewSet(viewsets.GenericViewSet):
    serializer_class = serializers.UploadSerializer
    permission_classes = [IsAuthenticated]

    def retrieve(self, request, tournament_pk=None, version=None):
        """One version's evaluation: status (received, evaluating, evaluated, rejected, failed), errors with line and column."""
        upload = tournament_access.get_overseen_upload(request.user, tournament_pk, version)
        return Response(self.get_serializer(upload).data)


class NormResultViewSet(viewsets.ReadOnlyModelViewSet):
    """Verdicts of the current results, every check with its rule, public as the norm pages are."""

    serializer_class = serializers.NormResultSerializer
    permission_classes = [AllowAny]
    lookup_value_converter = "dbid"

    @extend_schema(parameters=[filters.NormResultFilter])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    def get_queryset(self):
        norms = current_norm_results().select_related("entry__upload")
        if self.action == "list":
            query = filters.NormResultFilter.from_request(self.request)
            lookups = {
                "tournament": "entry__upload__tournament_id", "player": "entry__player_id", "title": "title",
                "achieved": "achieved",
            }
            norms = norms.filter(**{lookups[name]: value for name, value in query.items()})
        return norms.order_by("entry__upload__tournament_id", "entry__start_number", "title")


class PlayerViewSet(viewsets.GenericViewSet):
    """Players' own records: the player, officers of the player's federation and staff."""

    serializer_class = serializers.NormRecordSerializer
    permission_classes = [IsAuthenticated]
    lookup_value_converter = "dbid"

    def get_queryset(self):
        return players_visible_to(self.request.user).select_related("federation").prefetch_related("titles")

    @action(detail=True, url_path="norm-record")
    def norm_record(self, request, pk=None):
        """Every norm of the player: engine verdicts, norms from other events and championship results."""
        player: Player = self.get_object()
        record = {
            "player": player,
            "norms": current_norm_results().filter(entry__player=player, achieved=True).select_related("entry__upload"),
            "external_norms": player.external_norms.order_by("event_start"),
            "championship_results": player.championship_results.order_by("event_end"),
        }
        return Response(self.get_serializer(record).data)


class ApplicationViewSet(viewsets.ReadOnlyModelViewSet):
    """Title applications: the player's own, their federation's officers', all for staff."""

    serializer_class = serializers.ApplicationSerializer
    permission_classes = [IsAuthenticated]
    lookup_value_converter = "dbid"

    def get_queryset(self):
        if not self.request.user.is_authenticated:  # the schema generator asks anonymously
            return TitleApplication.objects.none()
        return (
            applications_visible_to(self.request.user)
            .select_related("player", "candidate", "federation")
            .prefetch_related("norms", "external_norms")
            .order_by("-created_at")
        )


class CertificateViewSet(viewsets.ReadOnlyModelViewSet):
    """IT1 certificates for their recipients (000 §1.8): the player, both federations, the chief arbiter, staff."""

    serializer_class = serializers.CertificateSerializer
    permission_classes = [IsAuthenticated]
    lookup_value_converter = "dbid"

    def get_queryset(self):
        return (
            certificate_access.certificates_visible_to(self.request.user)
            .select_related("norm_result__entry__upload")
            .prefetch_related("sign_offs")
            .defer("pdf")
            .order_by("-created_at")
        )

    @extend_schema(responses={(200, "application/pdf"): OpenApiTypes.BINARY})
    @action(detail=True, renderer_classes=[PdfRenderer])
    def pdf(self, request, pk=None):
        certificate = certificate_access.get_visible_certificate(request.user, pk)
        response = HttpResponse(bytes(certificate.pdf), content_type="application/pdf")
        response["Content-Disposition"] = content_disposition_header(
            as_attachment=True, filename=certificate_filename(certificate=certificate)
        )
        return response

    def finalize_response(self, request, response, *args, **kwargs):
        # Only the certificate itself is a PDF: a refusal (or OPTIONS' description) is JSON, whatever was accepted.
        if isinstance(response, Response) and PdfRenderer in self.renderer_classes:
            request.accepted_renderer, request.accepted_media_type = JSONRenderer(), JSONRenderer.media_type
        return super().finalize_response(request, response, *args, **kwargs)
