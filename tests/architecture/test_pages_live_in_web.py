"""Every page of the site lives in web/ (and the REST API in api/): no other module defines a view or renders a
page. A view is a function whose first argument (after `self`) is `request` and which either wears one of
Django's view decorators (`require_POST`, `login_required`, `never_cache`, ...) or builds a response in its body
(`render`, `TemplateResponse`, an `HttpResponse` or one of its kinds: a file, JSON, a redirect object), or a class
built on Django's `View`. Rendering a page is calling `render(request, ...)` or `TemplateResponse`.
Documents are not pages: a PDF or an e-mail rendered with `render_to_string` may be built anywhere, and a
middleware that answers with `redirect()` sends the visitor to a page rather than being one."""

import ast

import pytest

from .sources import application_modules

PRESENTATION = {"web", "api"}
PAGE_RENDERERS = {"render", "TemplateResponse", "render_kept"}
VIEW_DECORATORS = {"require_GET", "require_POST", "require_safe", "require_http_methods", "login_required",
                   "permission_required", "user_passes_test", "never_cache", "cache_page", "csrf_exempt",
                   "csrf_protect", "ensure_csrf_cookie", "staff_member_required", "sensitive_post_parameters"}
VIEW_BASES = {"View", "TemplateView", "FormView", "RedirectView", "ListView", "DetailView", "CreateView",
              "UpdateView", "DeleteView", "ArchiveIndexView", "APIView", "GenericAPIView", "ViewSet"}


def _called_name(call: ast.Call) -> str | None:
    function = call.func
    if isinstance(function, ast.Name):
        return function.id
    if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name) and function.value.id in {
        "shortcuts", "response", "http", "page_cache"
    }:
        return function.attr
    return None


def _builds_a_response(name: str | None) -> bool:
    return name is not None and (name in PAGE_RENDERERS or (name.startswith("Http") and name != "HttpRequest")
                                 or name.endswith("Response"))


def _decorator_name(decorator: ast.expr) -> str | None:
    if isinstance(decorator, ast.Call):
        decorator = decorator.func
    if isinstance(decorator, ast.Name):
        return decorator.id
    return decorator.attr if isinstance(decorator, ast.Attribute) else None


def _takes_a_request(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    arguments = [argument.arg for argument in function.args.posonlyargs + function.args.args]
    if arguments[:1] in (["self"], ["cls"]):
        arguments = arguments[1:]
    return arguments[:1] == ["request"]


def pages_in(tree: ast.AST) -> list[str]:
    """What in this module makes or renders a page, as `line: what`."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and _takes_a_request(node):
            decorators = {_decorator_name(decorator) for decorator in node.decorator_list}
            calls = [call for call in ast.walk(node) if isinstance(call, ast.Call)]
            if decorators & VIEW_DECORATORS or any(_builds_a_response(_called_name(call)) for call in calls):
                found.append(f"{node.lineno}: view {node.name}")
        elif isinstance(node, ast.ClassDef):
            bases = {base.id if isinstance(base, ast.Name) else getattr(base, "attr", None) for base in node.bases}
            if bases & VIEW_BASES:
                found.append(f"{node.lineno}: view class {node.name}")
        elif isinstance(node, ast.Call) and _called_name(node) in PAGE_RENDERERS:
            found.append(f"{node.lineno}: renders a page with {_called_name(node)}")
    return found


def test_the_detector_finds_views_and_rendered_pages():
    source = '''
from django.shortcuts import render
from django.views.generic import TemplateView
from django.http import FileResponse, HttpResponse

def tournament_list(request):
    return render(request, "tournaments/list.html", {})

def certificate_download(request, pk):
    response = FileResponse(open("a.pdf", "rb"))
    return response

@require_POST
def language_switch(request):
    return set_language(request)

class About(TemplateView):
    template_name = "about.html"

def page_for(request):
    context = {}
    return HttpResponse(page(request, context))

def page(request, context):
    return shortcuts.render(request, "page.html", context)
'''
    assert pages_in(ast.parse(source)) == [
        "6: view tournament_list",
        "9: view certificate_download",
        "14: view language_switch",
        "17: view class About",
        "20: view page_for",
        "24: view page",
        "7: renders a page with render",
        "25: renders a page with render",
    ]


def test_the_detector_leaves_documents_and_middleware_alone():
    source = '''
from django.shortcuts import redirect
from django.template.loader import render_to_string

def certificate_pdf(certificate):
    return HTML(string=render_to_string("certificates/it1.html", {})).render()

class SecondFactorMiddleware:
    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        return redirect("accounts:two_factor")

def client_address(request):
    return request.META["REMOTE_ADDR"]
'''
    assert pages_in(ast.parse(source)) == []


@pytest.mark.parametrize(
    "module",
    [module for module in application_modules().values() if module.top_level not in PRESENTATION],
    ids=lambda module: module.relative_path,
)
def test_no_module_outside_web_and_api_makes_a_page(module):
    assert pages_in(module.tree) == [], f"{module.relative_path}: a page belongs in web/<area>/"
