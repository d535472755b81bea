"""Reading a scene package's shape (issue 25) with `ast`: which modules import the board,
not even for its type, and where the game's full state is read instead of a view."""

from __future__ import annotations

import ast
from pathlib import Path
from types import ModuleType

ENTRIES = {"board.py", "__init__.py"}  # the board itself, and the package's re-export of it
VIEW_DOORS = {"view", "legal_actions_in_view"}


def modules(package: ModuleType) -> dict[str, ast.Module]:
    folder = Path(package.__file__).parent
    return {p.name: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.py"))}


def imported(tree: ast.Module, package: str) -> set[str]:
    """Every module a file imports, at run time or under TYPE_CHECKING (any depth)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: inside this package
                base = package + (f".{base}" if base else "")
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)
    return out


def board_importers(package: ModuleType) -> set[str]:
    """The parts (not the board, not `__init__`) that import the package's board module."""
    board = f"{package.__name__}.board"
    return {name for name, tree in modules(package).items()
            if name not in ENTRIES and board in imported(tree, package.__name__)}


def state_reads(package: ModuleType) -> list[str]:
    """Where `x.state` is read otherwise than as `x.state.view(...)` or `type(x.state)`."""
    out = []
    for name, tree in modules(package).items():
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                up = parents.get(node)
                through_view = isinstance(up, ast.Attribute) and up.attr in VIEW_DOORS
                as_class = isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id == "type"
                if not (through_view or as_class):
                    out.append(f"{name}:{node.lineno}")
    return out


def functions_taking(package: ModuleType, arg: str, skip: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """`module:line` of every function in the package (modules in `skip` aside) with a
    parameter named `arg` (`board`: a part that takes its board; `state`: a painter fed a
    state instead of the screen description)."""
    return [f"{name}:{node.lineno}" for name, tree in modules(package).items() if name not in skip
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and arg in [a.arg for a in node.args.args]]
