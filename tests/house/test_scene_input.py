"""One `input.py` per game's scene package (issue 32, item 6): what a click, a drag or a
key does lives there, event → move through the screen's description; the board draws and
hands every event over, never reading one itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENES = ROOT / "client" / "scenes"
GAMES = sorted(p.parent.name for p in SCENES.glob("*/board.py"))


def board_class(tree: ast.Module) -> ast.ClassDef:
    return next(n for n in tree.body if isinstance(n, ast.ClassDef)
                and any(isinstance(b, ast.Name) and b.id == "Board" for b in n.bases))


def event_reads(tree: ast.AST) -> list[str]:
    """Where a module looks inside an event (`event.pos`, `event.key`...)."""
    return [f"line {n.lineno}: event.{n.attr}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "event"
            and n.attr in ("type", "pos", "key", "button", "unicode", "mod", "y", "rel")]


def test_the_five_games_have_a_scene_package():
    assert GAMES == ["casa_grande", "castle_crush", "castle_risk", "chateau_combo", "crack_word"]


@pytest.mark.parametrize("game", GAMES)
def test_the_board_hands_every_event_to_its_input(game):
    tree = ast.parse((SCENES / game / "board.py").read_text(encoding="utf-8"))
    handler = next(n for n in board_class(tree).body if isinstance(n, ast.FunctionDef) and n.name == "handle_event")
    body = [s for s in handler.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    assert len(body) == 1 and ast.unparse(body[0]) == "return self.input.handle_event(event)", ast.unparse(handler)
    assert event_reads(tree) == [], f"{game}/board.py reads events itself"


@pytest.mark.parametrize("game", GAMES)
def test_the_input_reads_the_events(game):
    tree = ast.parse((SCENES / game / "input.py").read_text(encoding="utf-8"))
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)
               and any(isinstance(f, ast.FunctionDef) and f.name == "handle_event" for f in n.body)]
    assert len(classes) == 1, f"{game}/input.py: one class takes the events"
    assert event_reads(tree), f"{game}/input.py reads no event"


def test_a_board_reading_an_event_is_caught():
    """The check above can fail: a board that looks at a click itself."""
    tree = ast.parse("class B(Board):\n    def handle_event(self, event):\n"
                     "        if event.type == 1:\n            return True\n        return False\n")
    assert event_reads(tree) == ["line 3: event.type"]
