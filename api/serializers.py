"""What the API shows of each object: the same facts as the pages, as data."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.reverse import reverse

from certificates.models import Certificate, SignOff
from players.models import Player
from titles.check_texts import text_of
from titles.models import ChampionshipResult, ExternalNorm, NormResult, TitleApplication
from tournaments.models import ResultUpload, Tournament


class TournamentSerializer(serializers.ModelSerializer):
    host_federation = serializers.SlugRelatedField(slug_field="code", read_only=True)
    organising_federation = serializers.SlugRelatedField(slug_field="code", read_only=True)

    class Meta:
        model = Tournament
        fields = [
            "id", "name", "city", "host_federation", "organising_federation", "fide_event_id", "start_date",
            "end_date", "system", "event_kind", "rounds_scheduled", "time_control",
        ]


class TrfErrorSerializer(serializers.Serializer):
    line = serializers.IntegerField()
    column = serializers.IntegerField()
    message = serializers.CharField()


class UploadSerializer(serializers.ModelSerializer):
    final = serializers.BooleanField(source="is_final", read_only=True)
    errors = TrfErrorSerializer(many=True, read_only=True)
    url = serializers.SerializerMethodField()

    class Meta:
        model = ResultUpload
        fields = [
            "version", "filename", "size", "sha256", "uploaded_at", "status", "status_changed_at", "final",
            "errors", "warnings", "summary", "url",
        ]

    def get_url(self, upload: ResultUpload) -> str:
        return reverse(
            "api:upload-detail", args=[upload.tournament_id, upload.version], request=self.context.get("request")
        )


class UploadCreateSerializer(serializers.Serializer):
    file = serializers.FileField(help_text="The tournament's results as a FIDE TRF file (TRF16, TRF-2006 or TRF-2026).")
    confirm_mismatches = serializers.BooleanField(
        default=False,
        help_text="Store the file although it differs from the registration or would publish less than the "
        "current version (the differences a 409 listed); the confirmation is kept with the version.",
    )


class UploadMismatchSerializer(serializers.Serializer):
    field = serializers.CharField(help_text="name, start_date, rounds, host_federation, players, rounds_paired, "
                                  "games, rounds_played, rounds_declared, or, for an event whose registered end "
                                  "date has passed, rounds_unplayed (fewer rounds with results than registered) "
                                  "or rounds_unplayed_declared (fewer than the file's XXR/142 plan)")
    label = serializers.CharField(help_text="The field in the request's language.")
    registered = serializers.CharField(help_text="What the registration (or the current version) says.")
    in_file = serializers.CharField(help_text="What the file says.")


class UploadHeldSerializer(serializers.Serializer):
    detail = serializers.CharField()
    mismatches = UploadMismatchSerializer(many=True)


class UploadRefusedSerializer(serializers.Serializer):
    detail = serializers.CharField()
    errors = TrfErrorSerializer(many=True, help_text="Line and column of the file (0 when the refusal is not "
                                "about one place in it, such as its size).")


class CheckSerializer(serializers.Serializer):
    rule = serializers.CharField()
    ok = serializers.BooleanField()
    detail = serializers.CharField(help_text="What was needed and found, in English (FIDE's language).")
    text = serializers.SerializerMethodField(
        help_text="The same in the request's language (Accept-Language); in English for a check stored without "
        "a message."
    )

    def get_text(self, check) -> str:
        return text_of(check)


class NormResultSerializer(serializers.ModelSerializer):
    tournament = serializers.IntegerField(source="entry.upload.tournament_id", read_only=True)
    results_version = serializers.IntegerField(source="entry.upload.version", read_only=True)
    player = serializers.IntegerField(source="entry.player_id", read_only=True)
    player_name = serializers.CharField(source="entry.name", read_only=True)
    start_number = serializers.IntegerField(source="entry.start_number", read_only=True)
    checks = CheckSerializer(many=True, read_only=True)

    class Meta:
        model = NormResult
        fields = [
            "id", "tournament", "results_version", "player", "player_name", "start_number", "title", "edition",
            "achieved", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used",
            "counted_rounds", "dropped_rounds", "checks", "totals", "forecast", "evaluated_at",
        ]


class CrosstableCellSerializer(serializers.Serializer):
    round = serializers.IntegerField(source="round_number")
    kind = serializers.CharField()
    result = serializers.CharField(source="label")
    opponent = serializers.IntegerField(source="opponent_number", allow_null=True)
    colour = serializers.CharField()


class CrosstableRowSerializer(serializers.Serializer):
    start_number = serializers.IntegerField(source="entry.start_number")
    rank = serializers.IntegerField(source="entry.rank", allow_null=True)
    name = serializers.CharField(source="entry.name")
    player = serializers.IntegerField(source="entry.player_id")
    fide_id = serializers.IntegerField(source="entry.player.fide_id", allow_null=True)
    title = serializers.CharField(source="entry.title")
    federation = serializers.CharField(source="entry.federation_code")
    rating = serializers.IntegerField(source="entry.rating", allow_null=True)
    points = serializers.DecimalField(source="entry.points", max_digits=5, decimal_places=1)
    games = CrosstableCellSerializer(source="cells", many=True)
    norms_achieved = serializers.SerializerMethodField()

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_norms_achieved(self, row) -> list[str]:
        return sorted(title for title, norm in row.norms.items() if norm.achieved)


class ExternalNormSerializer(serializers.ModelSerializer):
    class Meta:
        model = ExternalNorm
        fields = [
            "id", "title", "event_name", "event_place", "event_start", "event_end", "edition", "games",
            "counts_as_games", "score", "average_rating", "performance", "exemption_used",
        ]


class ChampionshipResultSerializer(serializers.ModelSerializer):
    class Meta:
        model = ChampionshipResult
        fields = ["id", "event_kind", "section", "event_name", "event_end", "placing", "tied", "score", "games", "verdicts"]


class PlayerSerializer(serializers.ModelSerializer):
    federation = serializers.SlugRelatedField(slug_field="code", read_only=True)
    titles = serializers.SlugRelatedField(slug_field="title", many=True, read_only=True)

    class Meta:
        model = Player
        fields = ["id", "fide_id", "name", "sex", "federation", "titles"]


class NormRecordSerializer(serializers.Serializer):
    player = PlayerSerializer()
    norms = NormResultSerializer(many=True)
    external_norms = ExternalNormSerializer(many=True)
    championship_results = ChampionshipResultSerializer(many=True)


class ApplicationSerializer(serializers.ModelSerializer):
    # The applicant: a player (norm titles) or a candidate (arbiter, organiser and instructor titles), never both.
    player = serializers.IntegerField(source="player_id", read_only=True, allow_null=True)
    candidate = serializers.IntegerField(source="candidate_id", read_only=True, allow_null=True)
    applicant_name = serializers.CharField(read_only=True)
    # Kept for the clients of the player applications, which read it before official titles shared the model.
    player_name = serializers.CharField(
        source="player.name", read_only=True, allow_null=True,
        help_text="The player's name for a norm title; null for a candidate's application (see applicant_name).",
    )
    federation = serializers.SlugRelatedField(slug_field="code", read_only=True)
    norms = serializers.PrimaryKeyRelatedField(many=True, read_only=True)
    external_norms = serializers.PrimaryKeyRelatedField(many=True, read_only=True)
    checks = CheckSerializer(many=True, read_only=True)

    class Meta:
        model = TitleApplication
        fields = [
            "id", "player", "candidate", "applicant_name", "player_name", "title", "federation", "applied_by_player", "state", "norms",
            "external_norms", "title_rating", "title_rating_reached_on", "checks", "submitted_on", "decision_on",
            "decision_reference", "decision_reason", "awarded_on", "award_reference", "created_at",
        ]


class SignOffSerializer(serializers.ModelSerializer):
    class Meta:
        model = SignOff
        fields = ["role", "signer_name", "signed_at"]


class CertificateSerializer(serializers.ModelSerializer):
    norm_result = serializers.IntegerField(source="norm_result_id", read_only=True)
    title = serializers.CharField(source="norm_result.title", read_only=True)
    player_name = serializers.CharField(source="norm_result.entry.name", read_only=True)
    tournament = serializers.IntegerField(source="norm_result.entry.upload.tournament_id", read_only=True)
    superseded = serializers.BooleanField(source="is_superseded", read_only=True)
    signed_off = serializers.BooleanField(
        source="is_signed_off", read_only=True, help_text="Signed off by the chief arbiter: only then does it go to FIDE."
    )
    sign_offs = SignOffSerializer(many=True, read_only=True)
    pdf_url = serializers.SerializerMethodField()

    class Meta:
        model = Certificate
        fields = [
            "id", "reference", "version", "norm_result", "title", "player_name", "tournament", "sha256",
            "created_at", "superseded", "superseded_at", "signed_off", "sign_offs", "pdf_url",
        ]

    def get_pdf_url(self, certificate: Certificate) -> str:
        return reverse("api:certificate-pdf", args=[certificate.pk], request=self.context.get("request"))

