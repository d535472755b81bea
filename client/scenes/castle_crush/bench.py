"""Frame time of Castle Crush's scene at 1280×720 headless: aiming the hammer, a recorded
blow replayed (the heaviest replay frames), and carrying a block in the live world over
four full castles (gently above the castle, then brushing through its top). Wall-clock
and CPU time of the drawing thread (a loaded machine inflates only the first)."""

from __future__ import annotations

import statistics
import time
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from ludotheque.client.game.host import GameHost
    from ludotheque.client.scenes.castle_crush.art import Camera
    from ludotheque.client.scenes.castle_crush.building import Hand
    from ludotheque.client.scenes.castle_crush.layout import BoardLayout
    from ludotheque.client.scenes.castle_crush.motion import Motion
    from ludotheque.client.scenes.castle_crush.screen import Table
    from ludotheque.rules.castle_crush.state import CastleCrushState
    from ludotheque.rules.core import GameState
    from ludotheque.rules.session import Session

# A full castle: (kind, x) lowered in this order (15 blocks, 5 storeys) and the King on top.
FULL_CASTLE = (("house_b", -1.0), ("house_b", 1.0), ("tower_c", -1.0), ("tower_c", 1.0),
               ("tower_a", -1.5), ("tower_b", -0.5), ("tower_a", 0.5), ("tower_b", 1.5),
               ("house_a", -1.5), ("house_a", -0.5), ("house_a", 0.5), ("house_a", 1.5),
               ("house_b", -1.0), ("house_b", 1.0), ("roof", 1.0), ("king", -1.0))


def _ms(values: list[float], cpu: list[float]) -> dict[str, float]:
    def p95(xs: list[float]) -> float:
        return sorted(xs)[min(len(xs) - 1, int(0.95 * len(xs)))]

    return {"median_ms": round(statistics.median(values) * 1000, 3), "p95_ms": round(p95(values) * 1000, 3),
            "cpu_median_ms": round(statistics.median(cpu) * 1000, 3), "cpu_p95_ms": round(p95(cpu) * 1000, 3)}


def _run(app, frames: int, pos_at) -> dict[str, float]:
    import pygame

    wall, cpu = [], []
    for i in range(frames):
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos_at(i), rel=(1, 0), buttons=(1, 0, 0))
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60, [ev])
        wall.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    return _ms(wall, cpu)


class _Board(Protocol):
    """What the bench reads of Castle Crush's board (`CastleBoard`, which a part of the
    scene may not import, not even for its type)."""

    hand: Hand
    motion: Motion

    def camera(self) -> Camera: ...

    def laid(self) -> BoardLayout: ...

    def table(self) -> Table: ...

    def on_events(self, events: list[Any], before: GameState, after: GameState) -> None: ...


def _board(host: GameHost) -> _Board:
    """The Castle Crush board the host made (the game's board: a `CastleBoard`)."""
    return cast(_Board, host.board)


def _seen(session: Session) -> CastleCrushState:
    """The Castle Crush table as everyone sees it."""
    from ludotheque.rules.castle_crush.state import CastleCrushState

    st = session.seen(None)
    assert isinstance(st, CastleCrushState)
    return st


def full_world(port, owner: int) -> dict[str, Any]:
    world = port.empty_castle()
    for kind, x in FULL_CASTLE:
        world = port.place(world, kind, x, owner=owner).world
    return world


def attack_scene_frames(frames: int = 240) -> dict[str, Any]:
    from ludotheque.client.app import App
    from ludotheque.client.cli.shot import advance, make_session
    from ludotheque.client.game.host import GameHost
    from ludotheque.client.settings import Settings

    app = App((1280, 720), Settings(anim_speed=1.0), window=False)
    session = make_session("castle-crush", "standard", {}, 1, 2)
    advance(session, 14)  # both castles built: the human seat aims the hammer
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(0.0, [])
    aiming = _run(app, frames, lambda i: (60 + i % 300, 400))
    viewer = host.viewer
    before = session.seen(viewer)
    current = session.current_player()
    assert current is not None, "the human seat aims"
    events = session.apply(session.choose_for(current))
    board = _board(host)
    board.on_events(events, before, session.seen(viewer))  # as the host hands them over
    replay = board.motion.replay
    played = _run(app, min(frames, replay.frames if replay is not None else frames), lambda i: (60 + i % 300, 400))
    app.scenes.stack.clear()
    out = {"castle_crush.attack_scene_aiming": aiming, "castle_crush.attack_scene_replay": played}
    out.update(carry_scene_frames(frames))
    out.update(mouse_figures(range(1, 6)))
    return out


def carry_scene_frames(frames: int = 240) -> dict[str, Any]:
    """A block carried over four full castles (the human's castle live, three in the
    thumbnails), one hand tick per frame."""
    import pygame
    from ludotheque.client.app import App
    from ludotheque.client.cli.shot import make_session
    from ludotheque.client.game.host import GameHost
    from ludotheque.client.settings import Settings

    app = App((1280, 720), Settings(anim_speed=1.0), window=False)
    from ludotheque.rules.castle_crush.state import CastleCrushState
    from ludotheque.rules.session import Session

    made = make_session("castle-crush", "standard", {}, 1, 4)
    # The position is arranged on a new state of that game (the rules' own setup), then
    # seated; the scene draws it as the seats see it, like any other.
    new = made.info.new_state(made.config)
    assert isinstance(new, CastleCrushState)
    port = new.physics()
    for p in range(4):
        world = full_world(port, p)
        new.set_world(p, world, port.facts(world))
    session = Session(made.info, made.config, made.seats, new)
    st = _seen(session)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(0.0, [])
    board = _board(host)
    current = st.current_player()
    assert current is not None
    board.hand.selected = st.supply[current][0]
    top = max(f.top for f in st.facts(current))
    cam = board.camera()

    def at(x: float, y: float) -> tuple[int, int]:
        sx, sy = cam.to_screen(x, y)
        return int(sx), int(sy)

    start = at(-2.5, top + 1.5)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    above = _run(app, frames, lambda i: at(-2.5 + 5.0 * (i % 120) / 120, top + 1.5))
    brushing = _run(app, frames, lambda i: at(-3.0 + 6.0 * (i % 120) / 120, top * 0.6))
    carried = board.hand.carrier is not None
    app.scenes.stack.clear()
    return {"castle_crush.carry_scene_4_castles_above": above,
            "castle_crush.carry_scene_4_castles_brushing": brushing,
            "castle_crush.carry_scene_pieces": sum(len(w.get("pieces", [])) for w in st.worlds) + int(carried)}


def mouse_player(seed: int, height: float = 0.15, size: tuple[int, int] = (1280, 720)) -> dict[str, Any]:
    """The issue's "Mouse" calibration, through the real scene with posted events: Château
    built by a player who never moves the mouse over the castle and lets go at once: each
    piece is chosen in the panel, then pressed and released in the same frame at one
    pixel (centred, `height` of the view from its top). Returns the highest storey the
    castle ever reached and the final score."""
    import pygame
    from ludotheque.client.app import App
    from ludotheque.client.game.host import GameHost
    from ludotheque.client.scenes.castle_crush import panels
    from ludotheque.client.settings import Settings
    from ludotheque.rules.castle_crush.phases import Step
    from ludotheque.rules.session import Seat, Session

    app = App(size, Settings(anim_speed=0.0), window=False)
    session = Session.create("castle-crush", [Seat("human", name="Souris")], seed=seed, mode="construction",
                             options={"challenge": "chateau"})
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)

    def click(pos, frames: int = 1) -> None:
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        for _ in range(frames - 1):
            app.frame(1 / 60, [])

    app.frame(1 / 60, [])
    board = _board(host)
    lay = board.laid()
    pixel = (lay.view.centerx, int(lay.view.top + height * lay.view.h))
    best = 0
    for _ in range(200):
        st = _seen(session)
        if st.is_over():
            break
        if st.build_step() == Step.BLOCK and board.hand.selected is None:
            items = board.table().items
            rects = panels.item_rects(board.laid().pieces, app.theme, len(items))
            click(rects[next(i for i, it in enumerate(items) if it.action == "select" and it.count > 0)].center)
        click(pixel, frames=2)
        best = max([best] + [f.storey for f in _seen(session).facts(0)])
    app.scenes.stack.clear()
    placed = sum(1 for e in session.log if e.event.key == "castle_crush.log.place")
    end = _seen(session)
    return {"max_storey": best, "score": int(end.score[0]), "over": end.is_over(),
            "placed": placed}


# Where the mouse player holds the cursor, as a share of the view from its top: high over
# the castle, about its middle (inside a tall tower), low (inside it near its foot).
MOUSE_HEIGHTS = (0.15, 0.5, 0.8)


def mouse_figures(seeds: range = range(1, 11), heights: tuple[float, ...] = MOUSE_HEIGHTS) -> dict[str, Any]:
    out: dict[str, Any] = {"castle_crush.mouse_player_seeds": len(seeds)}
    for height in heights:
        runs = [mouse_player(seed, height) for seed in seeds]
        storeys = [r["max_storey"] for r in runs]
        key = f"castle_crush.mouse_player_at_{int(height * 100)}pc"
        out[key + "_max_storey_median"] = statistics.median(storeys)
        out[key + "_fell_before_12"] = sum(s < 12 for s in storeys)
        out[key + "_score_median"] = statistics.median(r["score"] for r in runs)
    return out


def figures() -> dict[str, Any]:
    """The scene's own figures for `bench` (client/cli/bench.py: scene_figures)."""
    return attack_scene_frames()
