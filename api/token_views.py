"""The user's own API tokens: list, create (the secret is shown once), revoke."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from .forms import ApiTokenForm
from .selectors import api_tokens_of
from .services import api_token_create, api_token_revoke


@login_required
@require_http_methods(["GET", "POST"])
def token_list(request):
    form = ApiTokenForm(request.POST or None)
    secret = None
    if request.method == "POST" and form.is_valid():
        _token, secret = api_token_create(user=request.user, **form.cleaned_data)
        form = ApiTokenForm()
    tokens = api_tokens_of(user=request.user)
    return render(request, "api/token_list.html", {"form": form, "tokens": tokens, "secret": secret})


@login_required
@require_POST
def token_revoke(request, token_key: str):
    if api_token_revoke(user=request.user, token_key=token_key):
        messages.success(request, _("The token is revoked: programs using it are refused from now on."))
    return redirect("api:tokens")
