"""The board is a coordinator over parts that own their data: no other module of the
scene package imports the board, not even for a type (issue 25)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "client/scenes/casa_grande"
BOARD = "ludotheque.client.scenes.casa_grande.board"


def imported_modules(path: Path) -> set[str]:
    """Every module `path` imports, anywhere in it (under TYPE_CHECKING and in functions too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_part_imports_the_board():
    parts = [p for p in sorted((ROOT / PACKAGE).glob("*.py")) if p.name not in ("board.py", "__init__.py")]
    assert len(parts) >= 9
    offenders = [p.name for p in parts if BOARD in imported_modules(p)]
    assert offenders == []


def test_the_check_sees_an_import_under_type_checking(tmp_path):
    sample = tmp_path / "part.py"
    sample.write_text(f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from {BOARD} import CasaBoard\n")
    assert BOARD in imported_modules(sample)


def test_nothing_draws_from_the_full_state():
    """Every module reads what the seat sees (`Seen`, `seen_state`), never the session's
    full state: only `seen.py` turns the state into a view."""
    readers = [f"{p.name}:{n}" for p in sorted((ROOT / PACKAGE).glob("*.py")) if p.name != "seen.py"
               for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
               if "session.state" in line and "seen_state(session.state" not in line]
    assert readers == []
