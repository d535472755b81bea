"""A whole Casa Grande game played by mouse clicks only, through the scene's click path
(`screen.Screen.click`, the panel's buttons and tray), two builders at one screen.

Each decision is the normal AI's (so the game is a sensible one that builds platforms);
the test only finds where on screen that decision is clicked, clicks there and checks the
click played exactly it. Every kind of action a player can take is met: a start corner,
the roll by the button and by a click on the site, a stop by its badge (free and paid),
staying on a sun corner (the Stay button), a block, a refused block (on another
builder's block), a platform chosen in the tray and turned by right clicks, and Pass.
"""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.ai import make_agent
from ludotheque.rules.casa_grande.data import SIZE, is_corner, lane_cells, orientation
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump

GRID = [(fx / 10, fy / 10) for fx in (5, 3, 7, 2, 8) for fy in (5, 3, 7, 2, 8)]


def _open(app, size=(1280, 720)) -> GameHost:
    app.resize(size)
    config = GameConfig(2, seed=11, options={"blocks": 18, "corners": "choose"})
    session = Session(GAME, config, [Seat.parse("human", name="Ada"), Seat.parse("human", name="Bob", colour=1)])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def _free_of_panels(host, pos) -> bool:
    board = host.board
    return board.site_rect.collidepoint(pos) and not board.panel.rect.collidepoint(pos)


def _cell_spot(host, cell: int, app=None) -> tuple[int, int]:
    """A point of the window where the board's picking finds column `cell` (its top, or
    its side when a taller column in front hides the top). When towers hide it all, the
    player turns the view with the panel's button, as one would."""
    view = host.board.view
    for _ in range(4):
        iso, h = view.iso, host.board.cursor.table.site.top_h[cell]
        for z in (h, h - 0.3, h - 0.7, h - 1.5, 0):
            for fx, fy in GRID:
                x, y = iso.point(cell % SIZE + fx, cell // SIZE + fy, max(0, z))
                pos = (int(x), int(y))
                if _free_of_panels(host, pos) and view.cell_at(pos) == cell and view.badge_at(pos) is None:
                    return pos
        if app is None:
            break
        click(app, host.board.panel.turn_view.rect.center)
        TURNED.append(cell)
    raise AssertionError(f"no point of the window picks cell {cell}")


TURNED: list[int] = []  # cells that needed the view turned


def _space_spot(host, space: int) -> tuple[int, int]:
    """Where a click chooses track space `space`: its badge, else a point of the space."""
    view = host.board.view
    badge = view.badge_rect(space)
    if badge is not None:
        return badge.center
    from ludotheque.client.scenes.casa_grande import paint

    x0, y0, x1, y1 = paint.space_rect(space)
    for fx, fy in GRID:
        x, y = view.iso.point(x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy, 0)
        pos = (int(x), int(y))
        if view.cell_at(pos) is None and view.space_at(pos) == space:
            return pos
    raise AssertionError(f"no point of the window picks space {space}")


def _right_click(app, pos) -> None:
    click(app, pos, button=3)


def _lay_platform(app, host, action: PlacePlatform) -> None:
    """Pick the platform in the tray, turn it by right clicks, aim, click."""
    board = host.board
    panel, cursor = board.panel, board.cursor
    tray = panel.tray[action.shape].move(panel.rect.topleft)
    click(app, tray.center)
    assert cursor.shape == action.shape
    wanted = orientation(action.shape, action.rot)
    turns = 0
    while not orientation(action.shape, cursor.rot).same_footprint(wanted):
        _right_click(app, board.site_rect.move(4, 4).topleft)
        turns += 1
        assert turns <= 4
    o = orientation(action.shape, cursor.rot)
    aim = (action.y + (o.h - 1) // 2) * SIZE + action.x + (o.w - 1) // 2
    click(app, _cell_spot(host, aim, app))


class Played:
    """What the test did, by kind of gesture."""

    def __init__(self) -> None:
        self.kinds: set[str] = set()


def _play_turn_step(app, host, agent, played: Played, turn: int) -> None:
    session = host.session
    state = session.state
    board = host.board
    p = state.current_player()
    chosen = agent.choose(state.view(p), p, CasaState, Rng(1000 + session.ply))
    ply = session.ply
    if isinstance(chosen, Corner):
        click(app, _space_spot(host, chosen.space))
        played.kinds.add("corner")
    elif isinstance(chosen, Roll):
        if turn % 7 == 3:  # the site itself rolls too (Screen.click in phase roll)
            click(app, _cell_spot(host, 27, app))
            played.kinds.add("roll_on_site")
        else:
            click(app, board.panel.roll.rect.center)
            played.kinds.add("roll_button")
    elif isinstance(chosen, Move):
        here = state.pawns[p]
        if is_corner(here) and (chosen.extra == 0 or "stay" not in played.kinds):
            board.panel.sync()
            assert board.panel.stay.visible
            click(app, board.panel.stay.rect.center)
            chosen = Move(0)
            played.kinds.add("stay")
        else:
            space = state.step(here, chosen.extra, p)
            click(app, _space_spot(host, space))
            played.kinds.add("move_paid" if chosen.extra else "move")
    elif isinstance(chosen, PlaceBlock):
        foreign = [c for c in lane_cells(state.pawns[p]) if not state.site.holds_block(c, p)]
        if foreign and "refused" not in played.kinds:
            click(app, _cell_spot(host, foreign[0], app))  # the rules refuse it, the label says why
            assert session.ply == ply and board.cursor.block_verdict()[0] is False
            played.kinds.add("refused")
        click(app, _cell_spot(host, chosen.y * SIZE + chosen.x, app))
        played.kinds.add("block")
    elif isinstance(chosen, PlacePlatform):
        _lay_platform(app, host, chosen)
        played.kinds.add("platform")
    elif isinstance(chosen, Pass):
        click(app, board.panel.pass_.rect.center)
        played.kinds.add("pass")
    assert session.ply == ply + 1, f"the click for {chosen} played nothing"
    assert _same(state.decode_action(session.history[-1]), chosen)


def _same(done, chosen) -> bool:
    """The action chosen, a symmetric platform laid at either of its equal turns."""
    if isinstance(done, PlacePlatform) and isinstance(chosen, PlacePlatform):
        return (done.shape, done.x, done.y) == (chosen.shape, chosen.x, chosen.y) and \
            orientation(done.shape, done.rot).same_footprint(orientation(chosen.shape, chosen.rot))
    return done == chosen


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_whole_game_by_clicks_plays_every_kind_of_action(app, size):
    host = _open(app, size)
    session = host.session
    agent = make_agent("normal", 0)
    played = Played()
    turn = 0
    while not session.state.is_over():
        _play_turn_step(app, host, agent, played, turn)
        turn += 1
        assert turn < 1000
    assert played.kinds == {"corner", "roll_button", "roll_on_site", "move", "move_paid", "stay", "block",
                            "refused", "platform", "pass"}
    kinds = {entry["type"] for entry in session.history}
    assert kinds == {"Corner", "Roll", "Move", "PlaceBlock", "PlacePlatform", "Pass"}
    assert session.state.money[0] + session.state.money[1] > 0
    pump(app)
    assert pygame.display.get_surface() is not None
