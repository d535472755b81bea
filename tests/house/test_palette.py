"""Colours come from the palette (issue 25): no client file writes an RGB value, as a tuple
of three or four numbers or as a hex string; every colour is a named entry of
art/palette.json, and `INK` is declared in one place."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from ludotheque.art.palette import colour, hex_to_rgba, palette

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "client"

# Every client file takes its colours from the palette (issue 25 converted them group by group).
CONVERTED = ["client"]

# Tuples of small numbers that are not colours, where a literal is the clearest writing.
ALLOWED = {
    # the mouse buttons held in a synthetic MOUSEMOTION event
    ("client/cli/bench.py", "(0, 0, 0)"),
    ("client/scenes/castle_crush/bench.py", "(0, 0, 0)"),
    ("client/scenes/castle_crush/bench.py", "(1, 0, 0)"),
    ("client/cli/monkey_events.py", "(0, 0, 0)"),
    ("client/cli/monkey_events.py", "(1, 0, 0)"),
    # the mouse buttons the monkey presses, and their weights
    ("client/cli/monkey_events.py", "(1, 3, 2)"),
    ("client/cli/monkey_events.py", "(85, 12, 3)"),
    # how many events the monkey sends at once
    ("client/cli/monkey.py", "(1, 1, 2, 3)"),
}

HEX = re.compile(r"#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?\b")


def _files(entries: list[str]) -> list[Path]:
    out: list[Path] = []
    for entry in entries:
        path = ROOT / entry
        out.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return out


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and 0 <= node.value <= 255


def _rect_args(tree: ast.AST) -> set[int]:
    """ids of tuples given to a Rect (positions and sizes, not colours)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("Rect", "FRect"):
                inside.update(id(a) for a in node.args)
    return inside


def raw_colours(source: str, rel: str) -> list[str]:
    """The RGB(A)-looking literals of a file's source: tuples whose first three items are whole
    numbers 0-255 (three or four items), and hex colour strings."""
    tree = ast.parse(source)
    rects = _rect_args(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple) and len(node.elts) >= 3 and id(node) not in rects:
            if all(_is_int(e) for e in node.elts[:3]) and len(node.elts) <= 4:
                text = ast.get_source_segment(source, node)
                if (rel, text) not in ALLOWED:
                    found.append(f"{rel}:{node.lineno}: {text}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and HEX.search(node.value):
            found.append(f"{rel}:{node.lineno}: {node.value!r}")
    return found


def test_converted_client_files_take_colours_from_the_palette():
    files = _files(CONVERTED)
    assert len(files) > 100
    found = [hit for f in files for hit in raw_colours(f.read_text(encoding="utf-8"), f.relative_to(ROOT).as_posix())]
    assert found == [], "raw colours (name them in art/palette.json):\n" + "\n".join(found)


def test_ink_is_declared_once():
    declared = []
    for path in sorted(CLIENT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Name) and t.id == "INK" for t in targets):
                    declared.append(path.relative_to(ROOT).as_posix())
    assert declared == ["client/colours.py"]


def test_palette_entries_are_colours():
    groups = {k: v for k, v in palette().items() if isinstance(v, dict)}
    assert "house" in groups
    for group, entries in groups.items():
        for name, value in entries.items():
            assert HEX.fullmatch(value), (group, name, value)
            assert colour(name, group) == hex_to_rgba(value)[: 4 if len(value) == 9 else 3]


def test_a_raw_colour_is_caught():
    source = "A = (43, 31, 20)\nB = (0, 0, 0, 90)\nC = '#2b1f14'\nR = pygame.Rect(0, 0, 0, 0)\nS = (2, 2, 2.2)\n"
    assert len(raw_colours(source, "client/probe.py")) == 3
