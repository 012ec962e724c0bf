"""No module imports one that imports it back, however far round: imports inside functions count, because a
function-level import only hides a cycle (the modules still cannot be understood, moved or tested apart). Imports
under `if TYPE_CHECKING:` do not count: they never run and exist for the type checker alone."""

import ast
from pathlib import Path

from .sources import Module, application_modules


def _runtime_imports(tree: ast.AST):
    """Every import statement that can run, wherever it stands, leaving out `if TYPE_CHECKING:` blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (statement for child in node.orelse for statement in _runtime_imports_of(child))
            continue
        yield from _runtime_imports_of(node)


def _runtime_imports_of(node: ast.AST):
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _runtime_imports(node)


def _known(name: str, modules: dict[str, Module]) -> str | None:
    """The application module an import of `name` runs: the name itself, or the package that defines it."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(modules: dict[str, Module]) -> dict[str, set[str]]:
    graph = {name: set() for name in modules}
    for name, module in modules.items():
        for node in _runtime_imports(module.tree):
            if isinstance(node, ast.Import):
                targets = [_known(alias.name, modules) for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    package = module.package.split(".")
                    package = package[: len(package) - (node.level - 1)]
                    base = ".".join(package + ([node.module] if node.module else []))
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else _known(base, modules)
                           for alias in node.names]
            graph[name].update(target for target in targets if target and target != name)
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components of more than one module: each a set of modules that import one another round."""
    index: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []

    def visit(start: str) -> None:
        # Iterative, so that a long chain of imports cannot exhaust Python's recursion limit.
        work = [(start, iter(sorted(graph[start])))]
        index[start] = lowest[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = lowest[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    lowest[node] = min(lowest[node], index[target])
            else:
                work.pop()
                if work:
                    lowest[work[-1][0]] = min(lowest[work[-1][0]], lowest[node])
                if lowest[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        components.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return components


def _write(root: Path, files: dict[str, str]) -> None:
    for relative, text in files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)


def test_a_cycle_through_an_import_inside_a_function_is_found(tmp_path):
    _write(tmp_path, {
        "shop/__init__.py": "",
        "shop/orders.py": "from .mail import send\n",
        "shop/mail.py": "def send():\n    from shop.orders import total\n",
        "shop/prices.py": "from shop import orders\n",
    })
    graph = import_graph(application_modules(tmp_path))
    assert strongly_connected(graph) == [["shop.mail", "shop.orders"]]


def test_an_import_for_the_type_checker_alone_makes_no_cycle(tmp_path):
    _write(tmp_path, {
        "shop/__init__.py": "",
        "shop/orders.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .mail import send\n",
        "shop/mail.py": "from .orders import total\n",
    })
    assert strongly_connected(import_graph(application_modules(tmp_path))) == []


def test_no_module_of_the_application_imports_itself_back():
    cycles = strongly_connected(import_graph(application_modules()))
    assert cycles == [], "modules that import one another round:\n" + "\n".join(" <-> ".join(c) for c in cycles)
