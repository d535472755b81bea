"""The runtime import graph of our own packages, read with `ast` (issue 15).

Imports under `if TYPE_CHECKING:` are left out: they never run. `from pkg import name`
counts as an import of `pkg.name` when that is a module, else of `pkg` itself (its
`__init__`), which is how a sibling that imports "through the package" shows up.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

LAYERS = ("client", "rules", "physics", "art", "sounds")
PACKAGE = "ludotheque"  # the one import name: rules/ is imported as ludotheque.rules


@dataclass
class ImportGraph:
    files: dict[str, Path]  # module name -> file
    edges: dict[str, set[str]] = field(default_factory=dict)  # module -> modules it imports

    def is_package(self, module: str) -> bool:
        return self.files[module].name == "__init__.py"

    def resolve(self, name: str) -> str | None:
        """The longest of our modules that `name` is, or is inside of."""
        while name and name not in self.files:
            name = name.rpartition(".")[0]
        return name or None


def module_files(root: Path, packages: tuple[str, ...] = LAYERS) -> dict[str, Path]:
    """Module name -> file. Our own layers are named as installed, under `ludotheque`
    (the folders sit at the repository's top, the package maps them); made-up test
    packages keep their folder names."""
    files: dict[str, Path] = {}
    prefix = (PACKAGE,) if packages == LAYERS else ()
    folders = [*packages, PACKAGE] if prefix else list(packages)
    for package in folders:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if prefix and parts[0] != PACKAGE:
                parts = prefix + parts
            files[".".join(parts)] = path
    return files


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: the body of `if TYPE_CHECKING:` is skipped
    (its `else:` runs, so it is kept)."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif isinstance(node, ast.If) and is_type_checking(node.test):
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))
    return found


def imported_names(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """Dotted names the statement reaches; relative imports made absolute."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module if is_package else module.rpartition(".")[0]
        parts = package.split(".")
        parts = parts[: len(parts) - node.level + 1]
        base = ".".join(parts + ([base] if base else []))
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


def build(root: Path, packages: tuple[str, ...] = LAYERS) -> ImportGraph:
    graph = ImportGraph(module_files(root, packages))
    for module, path in graph.files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        targets = graph.edges.setdefault(module, set())
        for node in runtime_imports(tree):
            for name in imported_names(node, module, graph.is_package(module)):
                target = graph.resolve(name)
                if target and target != module:
                    targets.add(target)
    return graph


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected sets of two or more modules (Tarjan, iterative), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def through_own_package(graph: ImportGraph) -> list[str]:
    """`module: name` for each name a module takes from its own package's `__init__` (or
    an enclosing one's) that is not a module: it should import the sibling defining it."""
    found = []
    for module, path in sorted(graph.files.items()):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in runtime_imports(tree):
            names = imported_names(node, module, graph.is_package(module))
            if isinstance(node, ast.ImportFrom):
                names = names[:-1]  # the package itself is not asked for a name
            for name in names:
                owner = graph.resolve(name)
                if owner and owner != name and graph.is_package(owner) \
                        and module.startswith(owner + "."):
                    found.append(f"{module}: {name}")
    return found
