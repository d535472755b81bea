"""What moves on the board for a moment after an action: pawns walking the track, the
piece that falls onto the site, the tumbling die and the money counting up. The sounds
of an action start here too."""

from __future__ import annotations

from typing import Any

from ludotheque.client.scenes.casa_grande.iso import SIZE
from ludotheque.client.scenes.casa_grande.paint import space_centre
from ludotheque.client.scenes.casa_grande.seen import Seen, seen_state
from ludotheque.rules.casa_grande.data import track_length


class Motion:
    def __init__(self, host: Any, seen: Seen) -> None:
        self.host, self.seen = host, seen
        self.shown_money = [float(m) for m in seen.state.money]
        self.die_spin = 0.0
        self.pawn_moves: dict[int, list[Any]] = {}  # player -> [path, elapsed, duration]
        self.drop: list[Any] | None = None  # [kind, data, elapsed, duration, before_state]

    def on_events(self, events, before, after) -> None:
        viewer = self.host.viewer
        before, after = seen_state(before, viewer), seen_state(after, viewer)  # what the seat saw
        app = self.host.app
        duration = app.settings.anim_time
        for p in range(after.num_players):
            if before.pawns[p] != after.pawns[p] and before.pawns[p] >= 0:  # no walk onto a start corner
                path = [before.pawns[p]]
                while path[-1] != after.pawns[p] and len(path) <= track_length():
                    path.append((path[-1] + 1) % track_length())
                self.pawn_moves[p] = [path, 0.0, duration(min(0.3, 0.12 + 0.03 * len(path)))]
        self.drop = None
        if len(after.site.platforms) == len(before.site.platforms) + 1:
            self.drop = ["platform", len(after.site.platforms) - 1, 0.0, duration(0.28), before]
        else:
            grown = [c for c in range(SIZE * SIZE) if len(after.site.columns[c]) == len(before.site.columns[c]) + 1]
            if grown:
                self.drop = ["block", grown[0], 0.0, duration(0.22), before]
        if self.drop and self.drop[3] <= 0:
            self.drop = None
        keys = {e.key.rsplit(".", 1)[-1] for e in events}
        if "roll" in keys:
            self.die_spin = duration(0.3)
            app.sounds.play("dice")
        if "block" in keys:
            app.sounds.play("block_soft")
        if "platform" in keys or "note" in keys:
            app.sounds.play("coin")
        if after.is_over() or not events:
            self.shown_money = [float(m) for m in after.money] if not events else self.shown_money

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True when a falling piece just landed (the cached site
        must be redrawn)."""
        landed = False
        self.die_spin = max(0.0, self.die_spin - dt)
        for p in list(self.pawn_moves):
            move = self.pawn_moves[p]
            move[1] += dt
            if move[1] >= move[2]:
                del self.pawn_moves[p]
        if self.drop is not None:
            self.drop[2] += dt
            if self.drop[2] >= self.drop[3]:
                self.drop = None
                landed = True
        money = self.seen.state.money
        if len(self.shown_money) != len(money):
            self.shown_money = [float(m) for m in money]
        rate = dt * 4 if self.host.app.settings.anim_speed > 0 else 1.0
        for p, m in enumerate(money):
            gap = m - self.shown_money[p]
            self.shown_money[p] = m if abs(gap) < 0.5 else self.shown_money[p] + gap * min(1.0, rate)
        return landed

    def pawn_position(self, p: int) -> tuple[float, float]:
        move = self.pawn_moves.get(p)
        if move is None:
            return space_centre(self.seen.state.pawns[p])
        path, t, dur = move
        f = min(1.0, t / dur) * (len(path) - 1) if dur > 0 else len(path) - 1
        i = min(int(f), len(path) - 2)
        a, b = space_centre(path[i]), space_centre(path[i + 1])
        k = f - i
        return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k
