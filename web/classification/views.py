from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from classification import access, pdf, selectors, services
from classification.models import NormTable
from classification.norm_csv import rows_as_csv
from tournaments.models import Tournament

from .forms import NormRowFormSet, NormTableForm, NormTableImportForm, TournamentNationalFactsForm


@require_safe
def tournament_results(request, pk: int):
    # Public like the tournament page and its FIDE norms.
    tournament = get_object_or_404(Tournament.objects.select_related("host_federation"), pk=pk)
    context = {
        "page": selectors.tournament_national_page(tournament=tournament, page_number=request.GET.get("page", 1)),
        "awardable_norms": access.awardable_norms(request.user, tournament),
        "can_edit_facts": access.may_edit_national_facts(request.user, tournament),
    }
    return render(request, "classification/tournament_results.html", context)


@login_required
@require_http_methods(["GET", "POST"])
def tournament_facts(request, pk: int):
    tournament = access.get_tournament_for_national_facts(request.user, pk)
    form = TournamentNationalFactsForm(request.POST or None, instance=selectors.national_facts_of(tournament=tournament))
    if request.method == "POST" and form.is_valid():
        services.tournament_national_facts_update(tournament=tournament, user=request.user, **form.cleaned_data)
        messages.success(request, _("The national facts are saved and the results judged again."))
        return redirect("classification:tournament", pk=tournament.pk)
    return render(request, "classification/tournament_facts.html", {"tournament": tournament, "form": form})


@login_required
@require_POST
def record_award(request, pk: int):
    result = access.get_overseen_result(request.user, pk)
    tournament = result.evaluation.upload.tournament
    if result.best_norm not in access.awardable_norms(request.user, tournament):
        raise PermissionDenied
    services.national_result_record_award(result=result, user=request.user)
    messages.success(request, _("The award to %(player)s is recorded.") % {"player": result.player.name})
    return redirect("classification:tournament", pk=tournament.pk)


@login_required
@require_safe
def player_record(request, pk: int):
    player = access.get_visible_player(request.user, pk)
    book = selectors.player_book(player=player, today=timezone.localdate())
    return render(request, "classification/player.html", {"book": book})


@login_required
@require_safe
def qualification_book(request, pk: int):
    player = access.get_visible_player(request.user, pk)
    book = selectors.player_book(player=player, today=timezone.localdate())
    response = HttpResponse(pdf.qualification_book_pdf(book), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="qualification-book-{player.pk}.pdf"'
    return response


@require_safe
def norm_tables(request):
    # The table is public: players and arbiters need it to know what a norm takes.
    tables = NormTable.objects.prefetch_related("rows")
    can_edit = request.user.has_perm(access.NORM_TABLE_PERMISSION)
    return render(request, "classification/norm_tables.html", {"tables": tables, "can_edit": can_edit})


@require_safe
def norm_table_csv(request, pk: int):
    table = get_object_or_404(NormTable, pk=pk)
    response = HttpResponse(rows_as_csv(selectors.norm_rows(table=table)), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="norm-table-{table.effective_from}.csv"'
    return response


@login_required
@permission_required(access.NORM_TABLE_PERMISSION, raise_exception=True)
@require_http_methods(["GET", "POST"])
def norm_table_edit(request, pk: int | None = None):
    table = get_object_or_404(NormTable, pk=pk) if pk else NormTable()
    form = NormTableForm(request.POST or None, instance=table)
    rows = NormRowFormSet(request.POST or None, instance=table)
    if request.method == "POST" and form.is_valid() and rows.is_valid():
        try:
            table = services.norm_table_save(
                table=table if table.pk else None, rows=rows.rows(), user=request.user, **form.cleaned_data
            )
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(
                request, _("The norm table in force from %(date)s is saved.") % {"date": table.effective_from}
            )
            return redirect("classification:norm_tables")
    return render(request, "classification/norm_table_form.html", {"form": form, "rows": rows, "table": table})


@login_required
@permission_required(access.NORM_TABLE_PERMISSION, raise_exception=True)
@require_http_methods(["GET", "POST"])
def norm_table_import(request):
    form = NormTableImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            table = services.norm_table_save(
                effective_from=form.cleaned_data["effective_from"],
                source=form.cleaned_data["source"],
                rows=form.cleaned_data["file"],
                user=request.user,
            )
        except ValidationError as error:
            form.add_error("file", error)
        else:
            messages.success(
                request,
                _("%(count)s rows imported, in force from %(date)s.")
                % {"count": table.rows.count(), "date": table.effective_from},
            )
            return redirect("classification:norm_tables")
    return render(request, "classification/norm_table_import.html", {"form": form})
