"""The client draws what a seat sees (issue 25): no scene reads a game's full state.

Scenes reach a game only through the session's doors, `session.view(viewer)`,
`session.seen(viewer)` (the state rebuilt from that view) and `session.outcome()`; the
board base class offers no full state; and the host hands `on_events` the states the
watching seat saw, never the session's own."""

from __future__ import annotations

import ast
import pathlib

from ludotheque.client.game.board import Board
from ludotheque.client.game.host import GameHost
from ui_events import click, pump

SCENES = pathlib.Path(__file__).resolve().parents[2] / "client" / "scenes"


def full_state_reads(path: pathlib.Path) -> list[int]:
    """Lines where `<...>session.state` is read."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            v = node.value
            if (isinstance(v, ast.Name) and v.id == "session") or (isinstance(v, ast.Attribute) and v.attr == "session"):
                lines.append(node.lineno)
    return lines


def test_no_scene_reads_the_sessions_full_state() -> None:
    found = {str(p.relative_to(SCENES)): full_state_reads(p) for p in sorted(SCENES.rglob("*.py"))}
    assert len(found) > 100  # the walk saw the scene packages
    assert {k: v for k, v in found.items() if v} == {}


def test_the_reader_finds_a_full_state_read(tmp_path: pathlib.Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f(host, session):\n    a = session.state\n    return host.session.state.hands\n")
    assert full_state_reads(bad) == [2, 3]


def determinised_reads(path: pathlib.Path) -> list[int]:
    """Lines where a scene asks for a state rebuilt from a view (`<...>session.seen(...)`,
    `<...>.seen_by(...)`): the determinisations are the AI's; boards draw from the typed
    View (`session.view_model`, issue 30, item 1)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        f = node.func
        v = f.value
        by_session = (isinstance(v, ast.Name) and v.id == "session") or (isinstance(v, ast.Attribute)
                                                                         and v.attr == "session")
        if f.attr == "seen_by" or (f.attr == "seen" and by_session):
            lines.append(node.lineno)
    return sorted(lines)


# The scenes that still read a state rebuilt from a view, and why (nothing else may).
STILL_DETERMINISED = {
    # Castle Crush's board, shots and results read a state (worlds, facts, the physics
    # port's questions) and the recorded motion of the last move (`transient`), which its
    # View does not carry yet: its view has no hidden part but the generator, so the
    # state rebuilt from it is the view's (the AI's sampling draws nothing it shows).
    "castle_crush/board.py", "castle_crush/shots.py", "castle_crush/results.py", "castle_crush/bench.py",
    # The replay scene hands `on_events` the states before and after each move (the
    # boards' animations still read states: Castle Crush's motion).
    "replay.py",
    # The network game screen does the same for a remote seat (the states rebuilt from
    # the Views it received: `RemoteSession.seen`).
    "net_game.py",
}


def test_no_scene_draws_from_a_determinisation() -> None:
    found = {str(p.relative_to(SCENES)): determinised_reads(p) for p in sorted(SCENES.rglob("*.py"))}
    assert len(found) > 100
    reading = {k for k, v in found.items() if v}
    assert reading - STILL_DETERMINISED == set()
    assert STILL_DETERMINISED - reading == set()  # a scene that stopped leaves the list


def test_the_reader_finds_a_determinised_read(tmp_path: pathlib.Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f(host, session, st):\n    a = session.seen(0)\n    b = host.session.seen(None)\n"
                   "    c = st.seen_by(1)\n    return self.reads.seen(), session.view_model(0)\n")
    assert determinised_reads(bad) == [2, 3, 4]


def test_the_board_base_offers_no_full_state() -> None:
    assert not hasattr(Board, "state")


def test_on_events_gets_the_states_the_seat_saw(app, toy_game) -> None:
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=2), [Seat.parse("human", "Ada"), Seat.parse("ai:easy")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    assert session.ply == 1  # the AI has not moved yet: the session holds the state after the click
    before, after = host.board.states_given[0]
    assert after is not session.state and before is not session.state
    assert after.to_json() == session.state.seen_by(0).to_json()
    assert after.rng.to_json() != session.state.rng.to_json()  # the generator never reaches the screen
