"""Every rule number a user reads comes from the regulations package through an edition (1.53): none is written
into a template or a translatable string of the apps, where it would outlive the edition it belongs to."""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE_PACKAGES = ("regulations", "classification/rules", "trf", "players/rating_lists")
APPS = ("accounts", "api", "certificates", "classification", "follow_ups", "lib", "notifications", "players",
        "preferences", "privatefiles", "titles", "tournaments", "web")
# A rule number as the regulations print them: 1.96, 1.4.3d, 0.43, 0.6.2, 1.45b (not a score such as 0.5 or
# 1.0, a coefficient such as 0.75 nor a length such as 1.5mm).
RULE_NUMBER = re.compile(r"(?<![\d.])(?:1\.[1-9]\d?(?:\.\d+)?|0\.[1-9]\.\d+|0\.[3-6]\d)[a-z]?(?![a-z\d]|\.\d)")
TRANSLATABLE_CALLS = {"_", "gettext", "gettext_lazy", "pgettext", "pgettext_lazy", "ngettext", "ngettext_lazy"}
TEMPLATE_TEXT = re.compile(r"{%\s*(?:translate|trans)\s+\"([^\"]*)\"|{%\s*blocktranslate[^%]*%}(.*?){%\s*endblocktranslate",
                           re.S)


def _app_sources():
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            relative = path.relative_to(ROOT).as_posix()
            if "/migrations/" not in relative and not relative.startswith(PURE_PACKAGES):
                yield path


def _translatable_strings(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in TRANSLATABLE_CALLS:
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    yield node.lineno, argument.value


def test_the_pattern_finds_rule_numbers_and_not_scores():
    assert RULE_NUMBER.findall("late (1.96); see 1.4.3d, 0.6.2 and 1.45b") == ["1.96", "1.4.3d", "0.6.2", "1.45b"]
    assert RULE_NUMBER.findall("a score of 0.5 or 1.0, 27 games, version 2, 0.75, 1.5mm") == []


@pytest.mark.parametrize("path", sorted(_app_sources()), ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_translatable_string_of_the_apps_writes_a_rule_number(path):
    found = [(line, text) for line, text in _translatable_strings(path) if RULE_NUMBER.search(text)]
    assert not found, f"{path.relative_to(ROOT)}: take these numbers from the edition: {found}"


@pytest.mark.parametrize("path", sorted((ROOT / "templates").rglob("*.html")), ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_template_writes_a_rule_number(path):
    text = path.read_text(encoding="utf-8")
    found = [match for pair in TEMPLATE_TEXT.findall(text) for match in pair if RULE_NUMBER.search(match)]
    prose = re.sub(r"<style.*?</style>|{[%#{].*?[%#}]}|<[^>]*>", " ", text, flags=re.S)
    found += RULE_NUMBER.findall(prose)
    assert not found, f"{path.relative_to(ROOT)}: take these numbers from the edition: {found}"
