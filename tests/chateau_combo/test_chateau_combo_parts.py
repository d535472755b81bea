"""The board is a coordinator over parts that own their data: no other module of the
scene package imports the board, not even for a type (issue 25)."""

from __future__ import annotations

import ast
from pathlib import Path

import ludotheque.client.scenes.chateau_combo as scene
from scene_shape import board_importers, imported, modules

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "client/scenes/chateau_combo"
BOARD = "ludotheque.client.scenes.chateau_combo.board"


def test_no_part_imports_the_board():
    parts = [name for name in modules(scene) if name not in ("board.py", "__init__.py")]
    assert len(parts) >= 10
    assert board_importers(scene) == set()


def test_the_check_sees_an_import_under_type_checking():
    sample = ast.parse(f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from {BOARD} import ComboBoard\n")
    assert BOARD in imported(sample, scene.__name__)


def test_nothing_draws_from_the_full_state():
    """Every module reads what the seat sees (`Seen`, `seen_state`), never the session's
    full state: only `seen.py` turns the state into a view."""
    readers = [f"{p.name}:{n}" for p in sorted((ROOT / PACKAGE).glob("*.py")) if p.name != "seen.py"
               for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
               if "session.state" in line and "seen_state(session.state" not in line]
    assert readers == []


def test_no_part_reads_a_state_attribute_of_the_session_or_the_board():
    """The scene draws from the `Screen` (and `session.seen`): no `session.state`,
    `host.session.state`, `self.state` or `board.state` read anywhere in the package."""
    found = []
    for path in sorted((ROOT / PACKAGE).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                owner = node.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if name in ("session", "self", "board", "host"):
                    found.append(f"{path.name}:{node.lineno}")
    assert found == []
