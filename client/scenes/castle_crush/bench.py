"""Frame time of Castle Crush's attack scene at 1280×720 headless: aiming the hammer,
and while a recorded blow is replayed (the heaviest frames)."""

from __future__ import annotations

import statistics
import time
from typing import Any


def _ms(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return {"median_ms": round(statistics.median(values) * 1000, 3), "p95_ms": round(p95 * 1000, 3)}


def attack_scene_frames(frames: int = 240) -> dict[str, Any]:
    import pygame

    from client.app import App
    from client.cli.shot import advance, make_session
    from client.game.host import GameHost
    from client.settings import Settings

    app = App((1280, 720), Settings(anim_speed=1.0), window=False)
    session = make_session("castle-crush", "standard", {}, 1, 2)
    advance(session, 14)  # both castles built: the human seat aims the hammer
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(0.0, [])

    def run(n: int) -> list[float]:
        out = []
        for i in range(n):
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(60 + i % 300, 400), rel=(1, 0), buttons=(0, 0, 0))
            t = time.perf_counter()
            app.frame(1 / 60, [ev])
            out.append(time.perf_counter() - t)
        return out

    aiming = run(frames)
    before = session.state
    session.apply(session.choose_for(session.current_player()))
    host.board.on_events(session.state.events, before, session.state)
    replay = host.board.replay
    played = run(min(frames, replay.frames if replay is not None else frames))
    app.scenes.stack.clear()
    return {"castle_crush.attack_scene_aiming": _ms(aiming), "castle_crush.attack_scene_replay": _ms(played)}
