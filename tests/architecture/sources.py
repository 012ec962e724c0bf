"""The application's own Python modules, read as source: every package at the top of the checkout but the tests."""

import ast
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_APPLICATION = {"tests"}


@dataclass(frozen=True)
class Module:
    name: str
    path: Path

    @property
    def package(self) -> str:
        """The package its relative imports start from."""
        return self.name if self.path.name == "__init__.py" else self.name.rpartition(".")[0]

    @property
    def top_level(self) -> str:
        return self.name.partition(".")[0]

    @cached_property
    def tree(self) -> ast.Module:
        return ast.parse(self.path.read_text(encoding="utf-8"), filename=str(self.path))

    @property
    def relative_path(self) -> str:
        return self.path.relative_to(ROOT).as_posix()


def application_packages(root: Path = ROOT) -> list[str]:
    return sorted(path.name for path in root.iterdir()
                  if (path / "__init__.py").is_file() and path.name not in NOT_APPLICATION)


def application_modules(root: Path = ROOT) -> dict[str, Module]:
    modules = {}
    for package in application_packages(root):
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = Module(".".join(parts), path)
    return modules
