"""The board is a coordinator over parts that own their data: no other module of the
scene package imports the board, not even for a type (issue 25)."""

from __future__ import annotations

import ast

import ludotheque.client.scenes.casa_grande as scene
from scene_shape import ENTRIES, board_importers, functions_taking, imported, modules, state_reads

BOARD = "ludotheque.client.scenes.casa_grande.board"


def test_no_part_imports_the_board():
    parts = [name for name in modules(scene) if name not in ("board.py", "__init__.py")]
    assert len(parts) >= 9
    assert board_importers(scene) == set()


def test_the_check_sees_an_import_under_type_checking():
    sample = ast.parse(f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from {BOARD} import CasaBoard\n")
    assert BOARD in imported(sample, scene.__name__)


def test_the_scene_reads_the_game_only_through_a_view():
    """Issue 25: no module reads `x.state` (the board, its parts, the results panel: they
    read the seat's view, described by `screen.py`), and no part takes the board."""
    assert state_reads(scene) == []
    assert functions_taking(scene, "board", ENTRIES) == []


def test_no_part_takes_a_state_as_an_argument():
    """Painters draw the screen description (a `Table`, a `SitePlan`), never a state."""
    assert functions_taking(scene, "state") == []
