import hashlib

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.core.exceptions import BadRequest, PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.db import transaction
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.functional import SimpleLazyObject
from django.utils.http import content_disposition_header
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_http_methods, require_safe

from lib.audit import history_rows
from lib.throttles import UploadThrottle
from players.access import is_officer_of, players_visible_to
from players.models import Player
from players.selectors import players_matching
from titles import administration
from titles.honorary_ratings import honorary_rating_mark, honorary_rating_remove, honorary_rule, may_mark_honorary
from titles.models import HonoraryRating
from titles.selectors import arbiter_tournament_states
from titles.services import known_round_dates, tournament_initial_from_trf
from tournaments import access, results_html, selectors, services
from tournaments.events import tournament_facts_changed
from tournaments.matching import mismatch_label
from tournaments.models import RefusedUpload, ResultUpload, Tournament
from trf.limits import MAX_PLAYERS
from web.conditional import revalidated
from web.error_summary import PAGE_PROBLEMS, PageError
from web.page_cache import render_kept
from web.tournaments.forms import (
    HonoraryRatingForm,
    MakeCurrentForm,
    ResultUploadForm,
    SiteSearchForm,
    TournamentApprovalsForm,
    TournamentForm,
    TournamentSearchForm,
    TrfHeaderForm,
    VersionCompareForm,
)

# The newest changes a history page shows; older ones stay in the audit log (admin: "Log entries").
HISTORY_LENGTH = 500


# The newest tournaments an arbiter manages that his home page lists (staff manage all of them).
MANAGED_ON_HOME = 20


# The players and tournaments the home page's search shows; the search pages of each show the rest.
FOUND_ON_HOME = 10


@require_safe
def home(request):
    search = SiteSearchForm(request.GET)
    if not search.is_valid():
        raise BadRequest("invalid search")
    query = search.cleaned_data["q"].strip()
    context = {
        "search_form": search,
        "query": query,
        "found_players": (
            players_matching(Player.objects.select_related("federation").prefetch_related("titles"), query)[:FOUND_ON_HOME]
            if query else None
        ),
        "found_tournaments": selectors.tournaments_search(q=query)[:FOUND_ON_HOME] if query else None,
        "recent": Tournament.objects.select_related("host_federation").order_by("-start_date")[:10],
        "managed": (
            arbiter_tournament_states(tournaments=access.tournaments_managed_by(request.user)[:MANAGED_ON_HOME])
            if request.user.is_authenticated else []
        ),
    }
    return render(request, "home.html", context)


@require_safe
def tournament_list(request):
    form = TournamentSearchForm(request.GET or None)
    tournaments = selectors.tournaments_search(**(form.cleaned_data if form.is_valid() else {}))
    page = Paginator(tournaments, TOURNAMENTS_PER_PAGE).get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    context = {"form": form, "page": page, "query": query.urlencode()}
    return render(request, "tournaments/tournament_list.html", context)


TOURNAMENTS_PER_PAGE = 25
BOARDS_PER_PAGE = 200
# Boards: a game for every two players, a line for each bye.
ROUND_PAGES = -(-MAX_PLAYERS // BOARDS_PER_PAGE)
# A Swiss rank table shows this many players a page: a 5,000-player open is ten pages of some 330 KB, not one of
# 3.3 MB. The pages a results file can fill are bounded by the parser's player limit, so that made-up page
# numbers cannot fill the cache.
RANK_TABLE_ROWS = 500
RANK_TABLE_PAGES = -(-MAX_PLAYERS // RANK_TABLE_ROWS)


@require_safe
@revalidated
def tournament_detail(request, pk: int):
    tournament = get_object_or_404(
        Tournament.objects.select_related("host_federation", "organising_federation", "chief_arbiter"), pk=pk
    )
    page_number = _page_number(request, RANK_TABLE_PAGES)
    return render_kept(
        request, "tournaments/tournament_detail.html",
        lambda: _tournament_detail_context(request, tournament, page_number), query=("page",),
    )


def _page_number(request, pages: int) -> int:
    """The page asked for, among the pages a results file can fill (made-up page numbers cannot fill the cache of
    kept pages); a 404 for any other."""
    number = request.GET.get("page", "1")
    # isdecimal, not isdigit: int() refuses a superscript "²" that isdigit() accepts.
    if not (number.isascii() and number.isdecimal()) or not 1 <= int(number) <= pages:
        raise Http404("no such page")
    return int(number)


def _tournament_detail_context(request, tournament: Tournament, page_number: int) -> dict:
    pk = tournament.pk
    upload = selectors.upload_current(tournament=tournament)
    rounds_played = upload.summary.get("rounds_played", 0) if upload else 0
    in_progress = bool(upload) and rounds_played < tournament.rounds_scheduled
    # The table is read and rendered only when none is kept for this results version and viewer (the template).
    table = SimpleLazyObject(lambda: selectors.results_table(upload=upload)) if upload else None
    # A round robin's grid needs every row; a Swiss rank table is shown a page at a time.
    rank_page = SimpleLazyObject(lambda: Paginator(table.rows, RANK_TABLE_ROWS).get_page(page_number))
    visible_players = _visible_players(request.user, upload)
    reporting = administration.tournament_reporting_status(tournament=tournament) if _oversees(request.user, pk) else None
    return {
        "rounds_played": rounds_played,
        "in_progress": in_progress,
        "tournament": tournament,
        "upload": upload,
        "table": table,
        "table_version": selectors.results_table_version(upload=upload) if upload else "",
        "table_viewer": _viewer_key(request.user, visible_players),
        "table_seconds": RESULTS_TABLE_SECONDS,
        "is_round_robin": tournament.system in selectors.ROUND_ROBIN_SYSTEMS,
        "round_numbers": range(1, selectors.tournament_round_count(upload=upload) + 1) if upload else [],
        "rank_page": rank_page,
        "rank_page_number": page_number,
        "table_body": (
            lambda: results_html.table_body(rank_page.object_list, in_progress=in_progress, visible_players=visible_players)
        ),
        "visible_players": visible_players,
        "can_upload": access.tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "uploads": tournament.uploads.order_by("-version") if _oversees(request.user, pk) else [],
        "reporting": reporting,
        "risks": administration.tournament_risks(tournament=tournament),
        "excused": administration.tournament_excused_risks(tournament=tournament),
        "deadline_moved": (
            administration.reporting_deadline_moved(tournament=tournament, status=reporting) if reporting else None
        ),
        "approvals": [
            (Tournament._meta.get_field(name).verbose_name, getattr(tournament, name)) for name in Tournament.APPROVAL_FIELDS
        ],
        "can_approve": access.tournaments_approvable_by(request.user).filter(pk=pk).exists(),
        "approvers": access.approvers_of(tournament),
        **_honorary_context(request.user, tournament),
    }


def _honorary_context(user, tournament: Tournament) -> dict:
    rule = honorary_rule(tournament)
    if rule is None:
        return {}
    return {
        "honorary_rule": rule,
        "honorary_mark": HonoraryRating.objects.filter(tournament=tournament).first(),
        "can_mark_honorary": may_mark_honorary(user, tournament),
    }


def _visible_players(user, upload: ResultUpload | None) -> set[int]:
    """The players whose page this user may open: only those names link to it."""
    if upload is None or not user.is_authenticated:
        return set()
    return set(players_visible_to(user).filter(entries__upload=upload).values_list("pk", flat=True))


def _viewer_key(user, visible_players: set[int]) -> str:
    """Viewers who may open the same players' pages see the same table (links to those pages differ)."""
    if not visible_players:
        return "-"
    return hashlib.sha256(",".join(map(str, sorted(visible_players))).encode()).hexdigest()[:16]


# A results version never changes; verdicts judged again or a changed system give the table a new version.
RESULTS_TABLE_SECONDS = 7 * 24 * 3600


@require_safe
@revalidated
def tournament_round(request, pk: int, number: int):
    """The pairings of one round, board by board, as the pairing program prints them, a page of boards at a time
    (a round of an open with 9,000 players has 4,500 of them), kept between requests like the tournament page."""
    tournament = get_object_or_404(Tournament, pk=pk)
    upload = selectors.upload_current(tournament=tournament)
    if upload is None:
        raise Http404
    rounds = selectors.round_numbers(upload=upload)
    if number not in rounds:
        raise Http404
    page_number = _page_number(request, ROUND_PAGES)

    def context() -> dict:
        page = Paginator(selectors.round_pairings(upload=upload, number=number), BOARDS_PER_PAGE).get_page(page_number)
        return {
            "tournament": tournament,
            "upload": upload,
            "number": number,
            "rounds": rounds,
            "boards": page.object_list,
            "page": page,
            "visible_players": _visible_players(request.user, upload),
        }

    return render_kept(request, "tournaments/round.html", context, query=("page",))


@require_safe
def tournament_starting_list(request, pk: int):
    tournament = get_object_or_404(Tournament, pk=pk)
    upload = selectors.upload_current(tournament=tournament)
    if upload is None:
        raise Http404
    entries = upload.entries.select_related("player").order_by("start_number")
    context = {
        "tournament": tournament, "entries": entries, "rounds": selectors.round_numbers(upload=upload),
        "visible_players": _visible_players(request.user, upload),
    }
    return render(request, "tournaments/starting_list.html", context)


def _oversees(user, pk: int) -> bool:
    return access.tournaments_overseen_by(user).filter(pk=pk).exists()


@login_required
@require_http_methods(["GET", "POST"])
def tournament_create(request):
    arbiter = getattr(request.user, "arbiter", None)
    if arbiter is None and not request.user.is_staff:
        raise PermissionDenied
    return _tournament_form(request, Tournament(chief_arbiter=arbiter))


@login_required
@require_http_methods(["GET", "POST"])
def tournament_update(request, pk: int):
    return _tournament_form(request, access.get_managed_tournament(request.user, pk))


def _tournament_form(request, tournament: Tournament):
    """Save, or only check: either way the arbiter sees every administration check of the edition."""
    form = TournamentForm(request.POST or None, instance=tournament)
    valid = request.method == "POST" and form.is_valid()
    if valid and "save" in request.POST:
        rejudge = bool(tournament.pk) and form.regulated_facts_changed
        with transaction.atomic():
            tournament = form.save()
            services.tournament_round_dates_set(tournament=tournament, dates=form.cleaned_data["round_dates"])
        if rejudge:
            tournament_facts_changed.announce(tournament.pk)
            messages.info(request, _("The tournament's norms and certificates are being judged again with the new facts."))
        messages.success(request, _("The tournament is saved."))
        return redirect("tournaments:detail", pk=tournament.pk)
    # An invalid form may lack the dates every check needs: its errors come first.
    round_dates = tuple(form.cleaned_data.get("round_dates") or ()) if valid else ()
    checks = (
        administration.tournament_administration_checks(tournament=form.instance, round_dates=round_dates)
        if valid or (tournament.pk and not form.is_bound) else []
    )
    return _render_tournament_form(request, form, tournament, checks=checks, round_dates=round_dates if valid else None)


def _render_tournament_form(request, form, tournament: Tournament, *, checks=(), notes=None, round_dates=None):
    context = {
        "form": form,
        "tournament": tournament,
        "checks": checks,
        "from_file": notes is not None,
        "notes": notes or [],
        "trf_form": None if tournament.pk else TrfHeaderForm(),
        # Before saving only: a registered tournament's page shows its reporting as things stand.
        "deadline": _deadline_preview(tournament, round_dates) if round_dates is not None and not tournament.pk else None,
        "can_withdraw": bool(tournament.pk) and not tournament.uploads.exists(),
    }
    return render(request, "tournaments/tournament_form.html", context)


def _deadline_preview(tournament: Tournament, round_dates: tuple) -> dict | None:
    """The reporting deadline (1.92) the registration gives, and how late a report made today would be (1.96)."""
    if not (tournament.start_date and tournament.end_date):
        return None
    today = timezone.localdate()
    status = administration.registration_reporting_preview(tournament=tournament, round_dates=round_dates, today=today)
    return {
        "status": status,
        "late": today > status.report_due,
        "closed": not status.accepts_upload,
        "months": administration.months_late(due=status.report_due, today=today),
    }


@login_required
@require_http_methods(["POST"])
def tournament_create_from_file(request):
    """Fill the registration form from a file's header, for the arbiter to check and complete. Nothing is saved."""
    arbiter = getattr(request.user, "arbiter", None)
    if arbiter is None and not request.user.is_staff:
        raise PermissionDenied
    trf_form = TrfHeaderForm(request.POST, request.FILES)
    if not trf_form.is_valid():
        for error in trf_form.errors.get("file", []):
            messages.error(request, error)
        return redirect("tournaments:create")
    initial, notes = tournament_initial_from_trf(document=trf_form.cleaned_data["document"])
    # The file's dates are the unsaved registration's, so that its reporting deadline shows before saving.
    tournament = Tournament(chief_arbiter=arbiter, start_date=initial.get("start_date"), end_date=initial.get("end_date"))
    form = TournamentForm(instance=tournament, initial=initial)
    form.helper.form_action = reverse("tournaments:create")
    round_dates = tuple(known_round_dates(trf_form.cleaned_data["document"].round_dates))
    return _render_tournament_form(request, form, tournament, notes=notes, round_dates=round_dates)


@login_required
@require_http_methods(["POST"])
def tournament_withdraw(request, pk: int):
    """The chief arbiter withdraws a registration that has no results file (checked again in the service)."""
    tournament = access.get_managed_tournament(request.user, pk)
    try:
        services.tournament_withdraw(tournament=tournament)
    except services.RegistrationHasResults:
        messages.error(request, _("A registration with a results file cannot be withdrawn; upload a corrected file instead."))
        return redirect("tournaments:detail", pk=pk)
    messages.success(request, _("The registration of %(name)s is withdrawn.") % {"name": tournament.name})
    return redirect("home")


@login_required
@require_http_methods(["GET", "POST"])
def tournament_honorary_rating(request, pk: int):
    """The participant entitled to the honorary rating of the 1990 edition: marked by an officer of the host
    federation, the chief arbiter or staff; the tournament is then judged again."""
    tournament = get_object_or_404(Tournament.objects.select_related("chief_arbiter"), pk=pk)
    rule = honorary_rule(tournament)
    if not may_mark_honorary(request.user, tournament) or rule is None:
        raise Http404("no honorary rating to mark here")
    mark = HonoraryRating.objects.filter(tournament=tournament).first()
    form = HonoraryRatingForm(request.POST or None, instance=mark)
    if request.method == "POST" and "remove" in request.POST:
        honorary_rating_remove(tournament=tournament, actor=request.user)
        messages.success(request, _("The mark is removed; the tournament's norms are being judged again."))
        return redirect("tournaments:detail", pk=tournament.pk)
    if request.method == "POST" and form.is_valid():
        try:
            honorary_rating_mark(
                tournament=tournament, actor=request.user, **{name: form.cleaned_data[name] for name in form.Meta.fields}
            )
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, _("The mark is recorded; the tournament's norms are being judged again."))
            return redirect("tournaments:detail", pk=tournament.pk)
    context = {"form": form, "tournament": tournament, "mark": mark, "rule": rule}
    return render(request, "tournaments/honorary_rating_form.html", context)


@login_required
@require_http_methods(["GET", "POST"])
def tournament_approvals(request, pk: int):
    """Approvals that feed norm checks, and the QC chairman's agreement to a late report (1.96)."""
    tournament = access.get_approvable_tournament(request.user, pk)
    form = TournamentApprovalsForm(request.POST or None, request.FILES or None, instance=tournament)
    if request.method == "POST" and form.is_valid():
        services.tournament_record_approvals(form=form, user=request.user)
        messages.success(request, _("The approvals are recorded."))
        return redirect("tournaments:detail", pk=tournament.pk)
    return render(request, "tournaments/approvals_form.html", {"form": form, "tournament": tournament})


@login_required
@require_http_methods(["GET", "POST"])
def upload_create(request, pk: int):
    tournament = access.get_managed_tournament(request.user, pk)
    context = {
        "tournament": tournament,
        "reporting": administration.tournament_reporting_status(tournament=tournament),
        "approvers": access.approvers_of(tournament),
        "mismatches": [],
        "refused": None,
    }
    form = ResultUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and not UploadThrottle().allow_request(request, None):
        form.add_error(None, _("Too many uploads; try again in an hour."))
        return render(request, "tournaments/upload_form.html", {**context, "form": form}, status=429)
    if request.method == "POST" and form.is_valid():
        uploaded = form.cleaned_data["file"]
        receipt = services.upload_receive(
            tournament=tournament,
            filename=uploaded.name,
            data=uploaded.read(),
            entrance=RefusedUpload.Entrance.WEB,
            user=request.user,
            confirmed=form.cleaned_data["confirm_mismatches"],
        )
        if receipt.upload is not None:
            _say_what_became_of(request, receipt)
            return redirect("tournaments:upload_detail", pk=tournament.pk, version=receipt.upload.version)
        context["refused"] = receipt.refused_upload
        context["mismatches"] = [(mismatch_label(item.field), item) for item in receipt.mismatches]
        context[PAGE_PROBLEMS] = _upload_problems(receipt)
        form = ResultUploadForm(mismatches=receipt.mismatches)
    return render(request, "tournaments/upload_form.html", {**context, "form": form})


def _upload_problems(receipt) -> list[PageError]:
    """What the error summary says of a file not taken, each leading to its explanation on the page."""
    problems = []
    if receipt.refused_upload:
        problems.append(PageError(_("The file is refused. Nothing was stored and no one was notified."), "upload-refused"))
    if receipt.mismatches:
        problems.append(PageError(
            _("This file differs from the registered tournament or would publish less than the current results. "
              "Nothing was stored."),
            "header-mismatches",
        ))
    return problems


# The latest refused files a versions page lists: enough to see what went wrong, however often it was tried.
REFUSED_SHOWN = 20


def _say_what_became_of(request, receipt: services.UploadReceipt) -> None:
    if not receipt.created:
        messages.info(
            request,
            _("This file is identical to version %(version)s; no new version was made.")
            % {"version": receipt.upload.version},
        )
    else:  # not green: the worker may still reject it (its lines disagree); the page says how it ends
        messages.info(
            request,
            _("The file is stored as version %(version)s and queued for evaluation.") % {"version": receipt.upload.version},
        )


@login_required
@require_safe
def upload_detail(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    stages = list(ResultUpload.Stage.choices)
    previous = (
        selectors.upload_previous_evaluated(upload=upload) if upload.status == ResultUpload.Status.EVALUATED else None
    )
    context = {
        "previous": previous,
        "changes": _changes_against(previous, upload) if previous else "",
        "upload": upload,
        "tournament": upload.tournament,
        "stages": stages,
        "stage_index": [value for value, _label in stages].index(upload.stage),
        "mismatches": [{**item, "label": mismatch_label(item["field"])} for item in upload.header_mismatches],
        "can_upload": access.tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "can_rerun": request.user.is_staff and upload.status == ResultUpload.Status.FAILED,
    }
    return render(request, "tournaments/upload_detail.html", context)


def _changes_against(previous: ResultUpload, upload: ResultUpload) -> str:
    """The summary in the reader's language, kept for as long as both versions' verdicts stand: comparing two
    big opens reads every pairing of both, which the page must not do each time it is shown."""
    key = "upload-changes:{}:{}:{}".format(
        selectors.results_table_version(upload=previous), selectors.results_table_version(upload=upload),
        translation.get_language(),
    )
    summary = cache.get(key)
    if summary is None:
        summary = change_summary(selectors.uploads_compare(older=previous, newer=upload))
        cache.set(key, summary, RESULTS_TABLE_SECONDS)
    return summary


def change_summary(comparison: selectors.VersionComparison) -> str:
    """"2 results changed; norms unchanged": what a new version changed against the one current before it."""
    parts = [
        ngettext("%(count)s result changed", "%(count)s results changed", len(comparison.results_changed))
        % {"count": len(comparison.results_changed)}
        if comparison.results_changed else _("results unchanged")
    ]
    if comparison.added:
        parts.append(ngettext("%(count)s player added", "%(count)s players added", len(comparison.added)) % {"count": len(comparison.added)})
    if comparison.removed:
        parts.append(
            ngettext("%(count)s player removed", "%(count)s players removed", len(comparison.removed)) % {"count": len(comparison.removed)}
        )
    if comparison.norms_gained:
        gained = len(comparison.norms_gained)
        parts.append(ngettext("%(count)s norm gained", "%(count)s norms gained", gained) % {"count": gained})
    if comparison.norms_lost:
        lost = len(comparison.norms_lost)
        parts.append(ngettext("%(count)s norm lost", "%(count)s norms lost", lost) % {"count": lost})
    if not (comparison.norms_gained or comparison.norms_lost):
        parts.append(_("norms unchanged"))
    return "; ".join(parts)


@login_required
@require_http_methods(["POST"])
def upload_rerun(request, pk: int, version: int):
    """Staff run a failed evaluation again (audited)."""
    if not request.user.is_staff:
        raise Http404
    upload = get_object_or_404(ResultUpload, tournament_id=pk, version=version)
    if upload.status == ResultUpload.Status.FAILED:
        services.upload_rerun(upload=upload, user=request.user)
        messages.success(request, _("The evaluation runs again."))
    else:
        messages.error(request, _("Only a failed evaluation can be run again."))
    return redirect("tournaments:upload_detail", pk=pk, version=version)


@login_required
@require_safe
def upload_status(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    stages = [value for value, _label in ResultUpload.Stage.choices]
    return JsonResponse(
        {
            "status": upload.status,
            "final": upload.is_final,
            "stopped": upload.stopped,
            "stage": upload.stage,
            "stage_label": upload.get_stage_display(),
            "stage_index": stages.index(upload.stage),
            "stages": stages,
            "errors": upload.errors,
            "summary": upload.summary,
        }
    )


@login_required
@require_safe
def upload_versions(request, pk: int):
    """Every version of the results, what changed between two of them, and making an earlier one current."""
    tournament = get_object_or_404(access.tournaments_overseen_by(request.user), pk=pk)
    uploads = list(tournament.uploads.select_related("uploaded_by", "restored_from").order_by("-version"))
    evaluated = [upload for upload in uploads if upload.status == ResultUpload.Status.EVALUATED]
    form = VersionCompareForm(request.GET or None, versions=[upload.version for upload in evaluated])
    comparison = None
    if form.is_valid():
        by_version = {upload.version: upload for upload in evaluated}
        comparison = selectors.uploads_compare(
            older=by_version[form.cleaned_data["older"]], newer=by_version[form.cleaned_data["newer"]]
        )
    context = {
        "tournament": tournament,
        "uploads": uploads,
        "current": evaluated[0] if evaluated else None,
        "form": form,
        "comparison": comparison,
        "can_restore": access.tournaments_managed_by(request.user).filter(pk=pk).exists(),
        "restore_form": MakeCurrentForm(),
        "refused_uploads": tournament.refused_uploads.select_related("sent_by")[:REFUSED_SHOWN],
    }
    return render(request, "tournaments/upload_versions.html", context)


@login_required
@require_http_methods(["POST"])
def upload_make_current(request, pk: int, version: int):
    tournament = access.get_managed_tournament(request.user, pk)
    upload = get_object_or_404(tournament.uploads, version=version, status=ResultUpload.Status.EVALUATED)
    form = MakeCurrentForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Say why version %(version)s becomes current again.") % {"version": version})
        return redirect("tournaments:versions", pk=pk)
    restored = services.upload_make_current(upload=upload, user=request.user, reason=form.cleaned_data["reason"])
    return redirect("tournaments:upload_detail", pk=pk, version=restored.version)


@login_required
@require_safe
def upload_raw(request, pk: int, version: int):
    upload = access.get_overseen_upload(request.user, pk, version)
    response = HttpResponse(bytes(upload.raw), content_type="application/octet-stream")
    # The name is the uploader's: quoted by Django, it cannot add parameters to the header.
    response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=upload.filename)
    return response


@login_required
@require_safe
def tournament_history(request, pk: int):
    """Who changed the tournament's registered facts, and when: for the host federation's officers and staff."""
    tournament = get_object_or_404(Tournament, pk=pk)
    if not (request.user.is_staff or is_officer_of(request.user, tournament.host_federation_id)):
        raise Http404
    context = {
        "subject": tournament,
        "back": reverse("tournaments:detail", args=[pk]),
        "entries": history_rows(selectors.tournament_history(tournament=tournament)[:HISTORY_LENGTH]),
    }
    return render(request, "audit/history.html", context)
