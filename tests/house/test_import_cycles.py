"""Imports point one way (issue 15): no runtime import cycle among client/, rules/,
physics/, art/ and sounds/, read with `ast` (imports under `if TYPE_CHECKING:` left out),
package `__init__` modules only re-export, and siblings never import through them."""

from __future__ import annotations

import ast
from pathlib import Path

import import_graph
import pytest

ROOT = Path(__file__).resolve().parents[2]

def test_no_runtime_import_cycle():
    graph = import_graph.build(ROOT)
    assert len(graph.files) > 150, "the walk found too few modules: wrong root?"
    found = import_graph.cycles(graph.edges)
    assert not found, "runtime import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_package_inits_only_reexport():
    graph = import_graph.build(ROOT)
    # `ludotheque` itself maps the repository's top folders into its path in a checkout
    # (its docstring says why); every other package only re-exports.
    doing_more = sorted(m for m in graph.files if graph.is_package(m) and m != import_graph.PACKAGE
                        and not only_reexports(graph.files[m]))
    assert doing_more == [], f"package __init__ modules that do more than re-export: {doing_more}"


def test_siblings_never_import_through_their_package():
    found = import_graph.through_own_package(import_graph.build(ROOT))
    assert found == [], f"modules taking a sibling's name through their package: {found}"


def only_reexports(path: Path) -> bool:
    """Docstring, imports (TYPE_CHECKING ones too) and `__all__` only."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        all_list = isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["__all__"]
        checking = isinstance(node, ast.If) and import_graph.is_type_checking(node.test)
        if not (docstring or all_list or checking or isinstance(node, ast.Import | ast.ImportFrom)):
            return False
    return True


# --- the walker itself, on small made-up packages --------------------------------------

def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


# A package laid out like ours: `__init__` re-exports from its entry module, the entry
# (board) uses its parts, the parts import a helper below them and name the board's type
# only under TYPE_CHECKING.
ONE_WAY = {
    "game/__init__.py": '"""Re-exports."""\nfrom game.board import Board\n\n__all__ = ["Board"]\n',
    "game/board.py": "from game.panel import draw_panel\nfrom .shapes import colour\n\nclass Board: ...\n",
    "game/panel.py": (
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "from .shapes import colour\n"
        "if TYPE_CHECKING:\n"
        "    from game.board import Board\n"
        "else:\n"
        "    import game.shapes\n"
        "def draw_panel(board: Board) -> None: ...\n"
    ),
    "game/shapes.py": "def colour(): ...\n",
    "game/deep/__init__.py": "",
    "game/deep/leaf.py": "from ..shapes import colour\nimport game.deep\n",
}


def test_walker_reads_a_one_way_package_as_acyclic(tmp_path):
    graph = import_graph.build(write(tmp_path, ONE_WAY), ("game",))
    assert graph.edges["game"] == {"game.board"}
    assert graph.edges["game.board"] == {"game.panel", "game.shapes"}
    assert graph.edges["game.panel"] == {"game.shapes"}  # the TYPE_CHECKING import is left out
    assert graph.edges["game.deep.leaf"] == {"game.shapes", "game.deep"}
    assert import_graph.cycles(graph.edges) == []
    assert import_graph.through_own_package(graph) == []


@pytest.mark.parametrize("line, cycle", [
    # the part imports its owner back
    ("from game.board import Board\n", ["game.board", "game.panel"]),
    # ... or goes through the package `__init__`, which imports the board, which imports it
    ("from game import Board\n", ["game", "game.board", "game.panel"]),
    ("from . import Board\n", ["game", "game.board", "game.panel"]),
    ("import game.board\n", ["game.board", "game.panel"]),
    # an import inside a function still runs
    ("def later():\n    from game.board import Board\n", ["game.board", "game.panel"]),
])
def test_walker_finds_a_cycle_and_names_its_modules(tmp_path, line, cycle):
    files = dict(ONE_WAY)
    files["game/panel.py"] += line
    graph = import_graph.build(write(tmp_path, files), ("game",))
    assert import_graph.cycles(graph.edges) == [cycle]


def test_a_sibling_taken_from_the_package_counts_as_importing_its_init(tmp_path):
    """`from . import shapes` runs the package's `__init__` first, which imports the board:
    read as a cycle, as /work/shared/tools/import_cycles.py reads it."""
    files = dict(ONE_WAY)
    files["game/board.py"] += "from . import shapes\n"
    graph = import_graph.build(write(tmp_path, files), ("game",))
    assert import_graph.cycles(graph.edges) == [["game", "game.board"]]


def test_walker_finds_a_three_module_cycle_and_a_separate_one(tmp_path):
    graph = import_graph.build(write(tmp_path, {
        "a/__init__.py": "", "a/x.py": "import a.y\n", "a/y.py": "from a.z import f\n",
        "a/z.py": "from .x import g\n", "a/p.py": "from a import q\n", "a/q.py": "import a.p\n",
    }), ("a",))
    assert import_graph.cycles(graph.edges) == [["a.p", "a.q"], ["a.x", "a.y", "a.z"]]


def test_walker_flags_a_name_taken_through_the_package(tmp_path):
    files = dict(ONE_WAY)
    files["game/shapes.py"] += "from game import Board\n"
    files["game/deep/twig.py"] = "from game.deep import leaf\n"  # a module, not a name
    graph = import_graph.build(write(tmp_path, files), ("game",))
    assert import_graph.through_own_package(graph) == ["game.shapes: game.Board"]
    assert not only_reexports(write(tmp_path, {"game/deep/__init__.py": "X = 1\n"}) / "game/deep/__init__.py")
    assert only_reexports(tmp_path / "game/__init__.py")


def test_no_scene_part_imports_its_board_not_even_for_its_type():
    """Issue 25: in every game's scene package, the parts own their data and never import
    the board, under TYPE_CHECKING included (the runtime walk above leaves those out)."""
    import importlib

    from scene_shape import board_importers

    scenes = sorted(p.parent.name for p in (ROOT / "client" / "scenes").glob("*/board.py"))
    assert len(scenes) == 5, scenes
    found = {g: board_importers(importlib.import_module(f"ludotheque.client.scenes.{g}")) for g in scenes}
    assert {g: parts for g, parts in found.items() if parts} == {}
