"""No package at the top of the checkout holds more than 30 % of the application's lines, so that none becomes the
place where everything ends up (titles/ once held half of all code). The application's lines are every line of
its Python files, migrations included (they ship and run), the tests not."""

from .sources import application_modules

LARGEST_SHARE = 0.30


def lines_by_package(modules) -> dict[str, int]:
    lines: dict[str, int] = {}
    for module in modules.values():
        count = len(module.path.read_text(encoding="utf-8").splitlines())
        lines[module.top_level] = lines.get(module.top_level, 0) + count
    return lines


def oversized(lines: dict[str, int]) -> dict[str, str]:
    total = sum(lines.values())
    return {package: f"{count} of {total} lines ({count / total:.0%})"
            for package, count in lines.items() if count > LARGEST_SHARE * total}


def test_a_package_over_the_share_is_named():
    assert oversized({"titles": 40, "players": 30, "tournaments": 30}) == {"titles": "40 of 100 lines (40%)"}
    assert oversized({"titles": 30, "players": 30, "tournaments": 20, "web": 20}) == {}


def test_no_package_holds_more_than_its_share_of_the_application():
    assert oversized(lines_by_package(application_modules())) == {}
