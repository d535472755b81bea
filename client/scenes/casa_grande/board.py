"""Casa Grande's board: the site in isometric 3-D with the track around it, the side
panel, and the turn's interactions (roll, choose a landing space, drop a block in the lit
lane, lay a platform that follows the cursor). Legality always comes from the rules."""

from __future__ import annotations

from typing import Any

import pygame

from client.game.board import Board
from client.scenes.casa_grande import paint
from client.scenes.casa_grande.iso import SIZE, Iso, fit
from client.scenes.casa_grande.panel import Panel
from client.scenes.casa_grande.site_view import SiteView
from client.ui import draw
from rules.casa_grande.actions import Move, Pass, PlaceBlock, PlacePlatform, Roll
from rules.casa_grande.data import cell_name, orientation, track_length
from rules.core import IllegalAction


class CasaBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.view = SiteView(self)
        self.panel = Panel(self)
        self.site_rect = pygame.Rect(0, 0, 0, 0)
        self.show_storeys = False
        self.shape = 0
        self.rot = 0
        self.hover_cell: int | None = None
        self.hover_space: int | None = None
        self.mouse = (0, 0)
        self.shown_money = [float(m) for m in self.state.money]
        self.die_spin = 0.0
        self.pawn_moves: dict[int, list[Any]] = {}  # player -> [path, elapsed, duration]
        self.drop: list[Any] | None = None  # [kind, data, elapsed, duration, before_state]
        self._fits: tuple[Any, dict[int, int], dict[tuple[int, int], list]] | None = None
        self._verdict: tuple[Any, tuple[int | None, str]] | None = None
        self._auto_shape_for: Any = None

    # --- helpers the panel and the view use ----------------------------------------------------
    def colour(self, p: int) -> tuple[int, int, int]:
        """The seat's colour, one of the sheet's four (the house gives every seat its own)."""
        return self.app.seat_colour(self.session, p)

    def symbol(self, p: int) -> str:
        return self.app.seat_symbol(self.session, p)

    def placing(self) -> bool:
        return self.host.can_act() and self.state.phase == "platform"

    def tray_owner(self) -> int:
        current = self.state.current_player()
        if self.placing() or self.host.viewer is None:
            return current if current is not None else 0
        return self.host.viewer

    def _platform_index(self):
        """Legal placements of the current player, grouped by shape and by (shape, rot)."""
        state = self.state
        if self._fits is None or self._fits[0] is not state:
            by_shape: dict[int, int] = {}
            by_rot: dict[tuple[int, int], list] = {}
            for shape, rot, x, y, storey in state.platform_options():
                by_shape[shape] = by_shape.get(shape, 0) + 1
                by_rot.setdefault((shape, rot), []).append((x, y, storey))
            self._fits = (state, by_shape, by_rot)
        return self._fits

    def fit_counts(self) -> dict[int, int]:
        return self._platform_index()[1]

    def fits_now(self) -> list:
        """Legal (x, y, storey) of the selected platform in its current rotation."""
        o = orientation(self.shape, self.rot)
        for rot in range(4):
            same = orientation(self.shape, rot)
            if (same.marked, same.plain) == (o.marked, o.plain):
                found = self._platform_index()[2].get((self.shape, rot))
                if found:
                    return found
        return []

    def backdrop(self, rect: pygame.Rect) -> pygame.Surface:
        """The table under `rect`, opaque: cached drawings start from it so they blit
        without per-pixel alpha (several times faster every frame)."""
        full = pygame.Surface(self.app.size)
        draw.table(full)
        piece = full.subsurface(rect.clip(full.get_rect())).copy()
        return piece.convert() if pygame.display.get_surface() is not None else piece

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        th = self.app.theme
        panel_w = max(th.px(11.5), min(int(rect.w * 0.31), th.px(17)))
        self.panel.layout(pygame.Rect(rect.right - panel_w - th.px(0.3), rect.y + th.px(0.3), panel_w, rect.h - th.px(0.6)))
        self.site_rect = pygame.Rect(rect.x + th.px(0.3), rect.y, rect.w - panel_w - th.px(0.9), rect.h)
        self.view.invalidate()

    def iso_for(self, state) -> Iso:
        tallest = max(state.site.top_h)
        headroom = max(3.0, tallest + 1.2)
        hw, hh, zh = fit(self.site_rect.w, self.site_rect.h, headroom)
        # The site's centre sits low enough that towers of `headroom` layers fit above.
        oy = self.site_rect.centery - SIZE * hh + headroom * zh / 2
        return Iso(self.site_rect.centerx, oy, hw, hh, zh, self.view.rot)

    # --- commands ---------------------------------------------------------------------------------
    def roll(self) -> None:
        self.host.submit(Roll())

    def stay(self) -> None:
        self.host.submit(Move(0))

    def pass_turn(self) -> None:
        self.host.submit(Pass())

    def rotate_view(self, step: int = 1) -> None:
        self.view.rot = (self.view.rot + step) % 4
        self.view.invalidate()

    def toggle_storeys(self) -> None:
        self.show_storeys = not self.show_storeys

    def select_shape(self, shape: int) -> None:
        if self.placing() and not self.state.used[self.state.turn] >> shape & 1:
            self.shape = shape
            self.app.sounds.play("click")

    def _first_free_shape(self) -> None:
        counts = self.fit_counts()
        free = self.state.free_shapes(self.state.turn)
        if self.shape not in free or not counts.get(self.shape):
            fitting = [s for s in free if counts.get(s)]
            self.shape = max(fitting, key=lambda s: orientation(s, 0).size) if fitting else (free[0] if free else 0)

    # --- input --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.site_rect.collidepoint(event.pos):
            if event.button == 3:
                self.rot = (self.rot + 1) % 4
                return True
            if event.button == 1:
                self._hover(event.pos)
                return self._click()
        return False

    def _key(self, event) -> bool:
        if event.key == pygame.K_r:
            self.rot = (self.rot + (3 if event.mod & pygame.KMOD_SHIFT else 1)) % 4
        elif event.key in (pygame.K_q, pygame.K_e):
            self.rotate_view(1 if event.key == pygame.K_e else 3)
        elif event.key == pygame.K_s:
            self.toggle_storeys()
        elif event.key == pygame.K_RETURN and self.host.can_act() and self.state.phase == "move":
            self.host.submit(Move(0))
        elif event.key in (pygame.K_TAB,) and self.placing():
            free = self.state.free_shapes(self.state.turn)
            if free:
                self.shape = free[(free.index(self.shape) + 1) % len(free)] if self.shape in free else free[0]
        else:
            return False
        return True

    def _hover(self, pos) -> None:
        old = (self.hover_cell, self.hover_space)
        self.hover_cell = self.view.cell_at(pos)
        self.hover_space = self.view.space_at(pos) if self.hover_cell is None else None
        if old != (self.hover_cell, self.hover_space) and self.host.can_act() and self.hover_cell is not None:
            if self.state.phase in ("block", "platform"):
                self.app.sounds.play("hover", 0.3)

    def _click(self) -> bool:
        if not self.host.can_act():
            return False
        phase = self.state.phase
        if phase == "roll":
            self.roll()
        elif phase == "move":
            move = self.move_to(self.hover_space) if self.hover_space is not None else None
            if move is not None:
                self.host.submit(move)
            elif self.hover_space is not None or self.hover_cell is not None:
                self.host.toast(self.app.t("casa_grande.ui.hint.move"))
        elif phase == "block" and self.hover_cell is not None:
            c = self.block_cell()
            if self.block_verdict()[0]:
                self.host.submit(PlaceBlock(c % SIZE, c // SIZE))
            else:
                self._refuse()
        elif phase == "platform" and self.hover_cell is not None:
            if self.ghost_verdict()[0] is not None:
                self.host.submit(self.ghost_action())
            else:
                self._refuse()
        else:
            return False
        return True

    def _refuse(self) -> None:
        """A click the rules refuse: the red label under the cursor already says why, so
        it is not submitted (the host would repeat the reason in a toast); the label
        shakes and the error sounds instead."""
        self.view.shake()
        self.app.sounds.play("error")

    # --- what the rules say about the cursor -----------------------------------------------------
    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move now."""
        state = self.state
        p = state.turn
        out = {}
        for action in state.legal_actions():
            if isinstance(action, Move):
                out[state.step(state.pawns[p], action.extra, p)] = action.extra
        return out

    def move_to(self, space: int) -> Move | None:
        extra = self.landings().get(space)
        return None if extra is None else Move(extra)

    def ghost_action(self) -> PlacePlatform:
        o = orientation(self.shape, self.rot)
        c = self.hover_cell or 0
        return PlacePlatform(self.shape, self.rot, c % SIZE - (o.w - 1) // 2, c // SIZE - (o.h - 1) // 2)

    def ghost_verdict(self) -> tuple[int | None, str]:
        """(storey, message): storey None when the rules refuse, message saying why."""
        action = self.ghost_action()
        key = (id(self.state), action, self.app.settings.language)
        if self._verdict is not None and self._verdict[0] == key:
            return self._verdict[1]
        self._verdict = (key, self._judge(action))
        return self._verdict[1]

    def _judge(self, action: PlacePlatform) -> tuple[int | None, str]:
        try:
            storey, income = self.state.preview_platform(action)
        except IllegalAction as err:
            return None, self.app.t(err.key, **err.params)
        return storey, self.app.t("casa_grande.ui.income", income=income, cells=orientation(self.shape, self.rot).size,
                                  storey=storey)

    def block_cell(self) -> int | None:
        """Where a click would put the block: the hovered cell, or, when the cursor is
        just beside the lit lane, the lane cell next to it (the block snaps to it)."""
        c = self.hover_cell
        if c is None:
            return None
        lane = self.state.lane()
        if c in lane:
            return c
        near = [d for d in lane if max(abs(d % SIZE - c % SIZE), abs(d // SIZE - c // SIZE)) == 1]
        return min(near, key=lambda d: (abs(d % SIZE - c % SIZE) + abs(d // SIZE - c // SIZE), d)) if near else c

    def block_verdict(self) -> tuple[bool, str]:
        c = self.block_cell()
        if c is None:
            return False, ""
        try:
            self.state.check_action(PlaceBlock(c % SIZE, c // SIZE))
        except IllegalAction as err:
            return False, self.app.t(err.key, **err.params)
        return True, f"{cell_name(c)} · {self.state.site.top_h[c] + 1}"

    def preview_text(self) -> tuple[str, bool]:
        if self.placing():
            if self.hover_cell is None:
                n = len(self.fits_now())
                return (self.app.t("casa_grande.ui.options", count=n) if n else self.app.t("casa_grande.ui.no_fit")), n > 0
            storey, text = self.ghost_verdict()
            return text, storey is not None
        return "", True

    def hint(self) -> str:
        state = self.state
        if state.is_over():
            return self.app.t("casa_grande.ui.phase.over")
        if not self.host.can_act():
            return self.app.t("casa_grande.ui.hint.wait", player=self.app.seat_name(self.session, state.turn))
        return self.app.t(f"casa_grande.ui.hint.{state.phase}")

    def status(self) -> str:
        state = self.state
        phase = self.app.t(f"casa_grande.ui.phase.{state.phase}")
        if state.final_round:
            return self.app.t("casa_grande.ui.status_last", phase=phase)
        return self.app.t("casa_grande.ui.status", round=state.turns // state.num_players + 1, phase=phase)

    # --- animation ------------------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self._fits = None
        duration = self.app.settings.anim_time
        for p in range(after.num_players):
            if before.pawns[p] != after.pawns[p]:
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
            self.app.sounds.play("dice")
        if "block" in keys:
            self.app.sounds.play("block_soft")
        if "platform" in keys or "note" in keys:
            self.app.sounds.play("coin")
        if after.is_over() or not events:
            self.shown_money = [float(m) for m in after.money] if not events else self.shown_money
        self.view.invalidate()

    def update(self, dt: float) -> None:
        if self.placing() and self._auto_shape_for is not self.state:
            self._auto_shape_for = self.state
            self._first_free_shape()
        self.die_spin = max(0.0, self.die_spin - dt)
        self.view.shake_left = max(0.0, self.view.shake_left - dt)
        for p in list(self.pawn_moves):
            move = self.pawn_moves[p]
            move[1] += dt
            if move[1] >= move[2]:
                del self.pawn_moves[p]
        if self.drop is not None:
            self.drop[2] += dt
            if self.drop[2] >= self.drop[3]:
                self.drop = None
                self.view.invalidate()
        rate = dt * 4 if self.app.settings.anim_speed > 0 else 1.0
        for p, money in enumerate(self.state.money):
            gap = money - self.shown_money[p]
            self.shown_money[p] = money if abs(gap) < 0.5 else self.shown_money[p] + gap * min(1.0, rate)

    def pawn_position(self, p: int) -> tuple[float, float]:
        move = self.pawn_moves.get(p)
        if move is None:
            return paint.space_centre(self.state.pawns[p])
        path, t, dur = move
        f = min(1.0, t / dur) * (len(path) - 1) if dur > 0 else len(path) - 1
        i = min(int(f), len(path) - 2)
        a, b = paint.space_centre(path[i]), paint.space_centre(path[i + 1])
        k = f - i
        return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.panel.draw(surface)

    def busy(self) -> bool:
        return False

