"""The Castle Risk scene's shape (issue 25): the board is a coordinator over parts that
own their data; no part imports the board, not even for its type; the scene reads the
game only through a seat's view."""

from __future__ import annotations

import ast
from pathlib import Path

import ludotheque.client.scenes.castle_risk as scene

PACKAGE = Path(scene.__file__).parent
BOARD = "ludotheque.client.scenes.castle_risk.board"
ENTRIES = {"board.py", "__init__.py"}  # the board itself, and the package's re-export of it


def modules() -> dict[str, ast.Module]:
    return {p.name: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(PACKAGE.glob("*.py"))}


def imported(tree: ast.Module) -> set[str]:
    """Every module a file imports, at run time or under TYPE_CHECKING (any depth)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: inside this package
                base = "ludotheque.client.scenes.castle_risk" + (f".{base}" if base else "")
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)
    return out


def test_no_part_imports_the_board_not_even_for_its_type():
    offenders = {name for name, tree in modules().items() if name not in ENTRIES and BOARD in imported(tree)}
    assert offenders == set()


def test_the_board_is_the_only_module_that_names_the_base_board():
    offenders = {name for name, tree in modules().items()
                 if name != "board.py" and "ludotheque.client.game.board" in imported(tree)}
    assert offenders == set()


def test_the_scene_reads_the_game_only_through_a_view():
    """`x.state` appears only as `x.state.view(...)` or `type(x.state)` (the class that
    reads legal actions from a view, or an agent's): never a hand, hidden armies or any
    other field of it."""
    allowed = {"view", "legal_actions_in_view"}
    for name, tree in modules().items():
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                up = parents.get(node)
                through_view = isinstance(up, ast.Attribute) and up.attr in allowed
                as_class = isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id == "type"
                assert through_view or as_class, f"{name}:{node.lineno} reads the state"


def test_the_view_cache_keeps_one_value_per_move_and_key():
    from ludotheque.client.game.viewcache import ViewCache

    made: list[int] = []
    cache: ViewCache[int] = ViewCache()

    def make() -> int:
        made.append(1)
        return len(made)

    assert cache.get(3, ("viewer", 0), make) == 1
    assert cache.get(3, ("viewer", 0), make) == 1  # the same view: kept
    assert cache.get(4, ("viewer", 0), make) == 2  # a new move
    assert cache.get(4, ("viewer", 1), make) == 3  # another viewer
    cache.forget()
    assert not cache.fresh(4, ("viewer", 1)) and cache.get(4, ("viewer", 1), make) == 4
