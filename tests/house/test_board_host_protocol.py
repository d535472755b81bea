"""Issue 32 (item 6): the host API is a protocol, not a docstring. Both hosts of a board
(the live game's `GameHost`, the replay's `ReplayScene`) implement `BoardHost` (and the
log panel's `PanelHost`), attributes and methods alike, and no board module reads its
host through `getattr` (an attribute nobody declared)."""

from __future__ import annotations

import ast
import inspect
import typing
from pathlib import Path

import pytest
from ludotheque.client.game import hostapi
from ludotheque.client.game.host import GameHost
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
SCENES = ROOT / "client" / "scenes"


def members(protocol: type) -> tuple[set[str], dict[str, inspect.Signature]]:
    """The protocol's declared attributes and its methods with their signatures."""
    attributes: set[str] = set()
    methods: dict[str, inspect.Signature] = {}
    for cls in protocol.__mro__:
        if cls in (typing.Protocol, typing.Generic, object):
            continue
        attributes |= set(cls.__dict__.get("__annotations__", {}))
        attributes |= {name for name, value in cls.__dict__.items() if isinstance(value, property)}
        for name, value in cls.__dict__.items():
            if inspect.isfunction(value) and not name.startswith("_"):
                methods.setdefault(name, inspect.signature(value))
    return attributes, methods


def hosts(app, toy_game) -> list[object]:
    session = Session(toy_game, GameConfig(2, seed=4), [Seat.parse("human", name="Ann"), Seat.parse("ai:easy", name="Bob")])
    game = GameHost(app, session, autosave=False, run_ai=False)
    replay = ReplayScene(app, Timeline.from_session(session), finished=True)
    return [game, replay]


def test_the_protocol_declares_what_boards_use():
    attributes, methods = members(hostapi.PanelHost)
    assert {"app", "session", "viewer", "pass_to", "tutorial", "timeline", "board"} <= attributes
    assert {"can_act", "submit", "toast", "guided"} <= set(methods)


@pytest.mark.parametrize("which", [0, 1], ids=["game", "replay"])
def test_both_hosts_implement_the_protocol(app, toy_game, which):
    host = hosts(app, toy_game)[which]
    attributes, methods = members(hostapi.PanelHost)
    missing = [name for name in attributes if not hasattr(host, name)]
    assert not missing, f"{type(host).__name__} lacks {missing}"
    for name, wanted in methods.items():
        method = getattr(host, name, None)
        assert callable(method), f"{type(host).__name__}.{name} is not a method"
        got = inspect.signature(method)
        want = [p for p in wanted.parameters.values() if p.name != "self"]
        have = list(got.parameters.values())
        assert [(p.name, p.default) for p in have] == [(p.name, p.default) for p in want], (type(host).__name__, name, got)
    assert host.board.host is host
    # What the attributes hold: a live game has no timeline, a replay no guided game.
    if which == 0:
        assert host.timeline is None and host.guided() is False
    else:
        assert host.timeline is not None and host.tutorial is None and host.can_act() is False
        assert host.submit(object(), by_hand=False) is False


def _host_getattrs(path: Path) -> list[str]:
    """`getattr(host, ...)` / `getattr(self.host, ...)` calls in a module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr") and node.args:
            target = ast.unparse(node.args[0])
            if target in ("host", "self.host") or target.endswith(".host"):
                found.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_board_module_reads_its_host_through_getattr():
    modules = sorted(p for game in SCENES.iterdir() if game.is_dir() for p in game.glob("*.py"))
    assert len(modules) > 30  # the five games' scene packages
    found = [hit for p in modules for hit in _host_getattrs(p)]
    assert not found, "\n".join(found)


def test_the_check_sees_a_getattr_on_the_host(tmp_path):
    sample = tmp_path / "board.py"
    sample.write_text('def f(self):\n    return getattr(self.host, "tutorial", None)\n', encoding="utf-8")
    assert len(_host_getattrs(sample)) == 1
