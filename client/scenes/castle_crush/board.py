"""Castle Crush's board: input becomes moves, recorded motions are replayed.

Build: pick a block from the hand, a ghost shows where it will land, click (or drag the
block from the hand and release) to lower it
(right click or M mirrors it; clicking the chosen block again puts it back). Then the King (right click or R lays him down) and the
General. Attack: choose a castle (its thumbnail, or keys 1-4), set the hammer's spot by
moving the mouse and its lean with the wheel or the arrows, click to let it fall.
"""

from __future__ import annotations

import math

import pygame

import client.scenes.castle_crush.endpanel as endpanel
import client.scenes.castle_crush.ghost as ghost_mod
import client.scenes.castle_crush.guide as guide_mod
import client.scenes.castle_crush.painter as painter
import client.scenes.castle_crush.panels as panels
import client.scenes.castle_crush.shots as shots
from client.game.board import Board
from client.scenes.castle_crush.art import Camera, PieceArt
from client.scenes.castle_crush.layout import CAMERA_RATE, BoardLayout, compute
from client.scenes.castle_crush.replay import Replay, pieces_seen
from client.ui.widgets import Button
from rules.castle_crush.actions import Attack, Place, Take
from rules.castle_crush.data import KING

SLOW_MOTION = 0.25
FLY_TIME = 0.8
# Seconds a blow's aftermath stays in view once everything rests (QA CC4: the AI's answer
# and the next round followed the player's blow too fast to see what fell).
ATTACK_HOLD = 1.2


class CastleBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        port = self.state.physics()
        self.port = port
        self.art = PieceArt(port.piece_kinds(), port.layout())
        self.lay: BoardLayout | None = None
        self.mouse = (0, 0)
        self.selected: str | None = None
        self.dragging = False  # a block picked from the hand with the button still down
        self.mirrored = False
        self.king_angle = 0.0
        lo, hi = port.layout().lean_range
        self.lean = round(lo + (hi - lo) * 0.3, 3)
        self.target: int | None = None
        self.viewed: int | None = None  # a castle the player chose to look at
        self.replay: Replay | None = None
        self.last_attack: Replay | None = None
        self.flyers: list[list] = []  # [text, (x0, y0), (x1, y1), t, colour]
        self.shown = [float(s) for s in self.state.score]
        self.bounds: list[float] | None = None
        self.hover_item: int | None = None
        self.hover_thumb: int | None = None
        self._ghost_key: tuple | None = None
        self._ghost: tuple | None = None
        self.end = endpanel.EndPanel(self)
        self.caches: dict[str, tuple] = {}
        self.guide_look: guide_mod.Look | None = None
        t = self.app.t
        self.replay_button = Button(self.app, lambda: t("castle_crush.ui.replay"), self.slow_replay, "secondary")
        self.photo_button = Button(self.app, lambda: t("castle_crush.ui.photo"), self.end.photo, "secondary")

    # --- what is shown ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = compute(rect, self.app.theme, self.state.num_players)
        self.replay_button.rect, self.photo_button.rect = self.lay.buttons
        self.end.layout(self.lay.pieces)

    def me(self) -> int | None:
        """The seat whose moves the screen takes now (None: watching)."""
        return self.state.current_player() if self.host.can_act() else None

    def focus(self) -> int:
        st = self.state
        if self.replay is not None:
            return self.replay.castle
        if self.viewed is not None and self.viewed < st.num_players:
            return self.viewed
        if st.phase == "attack" and self.me() is not None:
            return self.attack_target()
        if st.phase == "attack" and st.last_attack:
            return int(st.last_attack["target"])
        current = st.current_player()
        if current is not None:
            return current
        return self.host.viewer if self.host.viewer is not None else 0

    def attack_target(self) -> int:
        st = self.state
        me = st.current_player()
        if self.target is None or self.target == me or self.target >= st.num_players:
            self.target = (me + 1) % st.num_players if me is not None else 0
        return self.target

    def attacking_view(self) -> bool:
        if self.replay is not None:
            return self.replay.kind == "attack"
        return self.state.phase == "attack" and self.viewed is None

    def camera(self) -> Camera:
        return Camera(self.lay.view, *self.bounds)

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        if self.end.handle_event(event):
            return True
        for button in (self.replay_button, self.photo_button):
            if button.visible and button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            return self._click(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.me() is not None:
            if self.state.phase == "attack":
                self._lean(0.01 * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _hover(self, pos) -> None:
        rects = panels.item_rects(self.lay.pieces, self.app.theme, len(self._items()))
        self.hover_item = next((i for i, r in enumerate(rects) if r.collidepoint(pos)), None)
        self.hover_thumb = next((i for i, r in enumerate(self.lay.thumbs) if r.collidepoint(pos)), None)

    def _items(self) -> list[panels.Item]:
        st = self.state
        return panels.items_for(st, st.current_player() if st.phase in ("draft", "build") else None)

    def _click(self, event) -> bool:
        st = self.state
        pos = event.pos
        for i, r in enumerate(self.lay.thumbs):
            if r.collidepoint(pos):
                return self._thumb(i)
        rects = panels.item_rects(self.lay.pieces, self.app.theme, len(self._items()))
        for item, r in zip(self._items(), rects, strict=False):
            if r.collidepoint(pos):
                return self._item(item)
        if not self.lay.view.collidepoint(pos):
            return False
        if self.replay is not None and self.me() is not None:
            self.replay.skip()
        if event.button == 3:
            self._turn()
            return True
        if event.button != 1 or self.me() is None:
            return False
        self.viewed = None
        action = self._action_at(pos)
        if action is None:
            if st.phase == "build" and st.build_step() == "block":
                self.host.toast(self.app.t("castle_crush.ui.pick_block"))
            return True
        if self.host.submit(action) and isinstance(action, Place):
            self._keep_selection()
        return True

    def _thumb(self, i: int) -> bool:
        st = self.state
        if st.phase == "attack" and self.me() is not None and i != st.current_player():
            self.target, self.viewed = i, None
        else:
            self.viewed = None if self.viewed == i else i
        self.app.sounds.play("click")
        return True

    def _item(self, item: panels.Item) -> bool:
        if self.me() is None or item.count <= 0:
            return True
        if item.action == "take":
            self.host.submit(Take(item.kind))
        elif item.action == "select":
            self.selected = None if self.selected == item.kind else item.kind
            self.dragging = self.selected is not None
            self.viewed = None
            self.app.sounds.play("click")
        return True

    def _release(self, pos) -> bool:
        """A block dragged from the hand and let go over the castle is lowered there."""
        dragging, self.dragging = self.dragging, False
        if not dragging or self.me() is None or not self.lay.view.collidepoint(pos):
            return False
        self.mouse = pos
        action = self._action_at(pos)
        if isinstance(action, Place) and self.host.submit(action):
            self._keep_selection()
        return True

    def _keep_selection(self) -> None:
        st = self.state
        p = st.current_player()
        if p is None or self.selected not in st.supply[p]:
            self.selected = None

    def _key(self, event) -> bool:
        st = self.state
        if event.key in (pygame.K_m, pygame.K_r):
            self._turn()
            return True
        if event.key in (pygame.K_UP, pygame.K_RIGHT) and st.phase == "attack":
            self._lean(0.01)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_LEFT) and st.phase == "attack":
            self._lean(-0.01)
            return True
        if pygame.K_1 <= event.key <= pygame.K_4:
            i = event.key - pygame.K_1
            if i < st.num_players:
                return self._thumb(i)
        return False

    def _turn(self) -> None:
        step = self.state.build_step()
        if step == "block":
            self.mirrored = not self.mirrored
        elif step == KING:
            self.king_angle = 0.0 if self.king_angle else math.pi / 2
        self._ghost_key = None

    def _lean(self, delta: float) -> None:
        lo, hi = self.port.layout().lean_range
        self.lean = round(min(hi, max(lo, self.lean + delta)), 3)

    def mouse_world(self) -> tuple[float, float]:
        return self.camera().to_world(*self.mouse)

    def aim(self) -> float:
        """The hammer's offset on its base, from the mouse."""
        lay = self.port.layout()
        lo, hi = lay.offset_range
        x, _ = self.mouse_world()
        return round(min(hi, max(lo, x - lay.hammer_base_x)), 3)

    def _action_at(self, pos):
        x = round(self.mouse_world()[0], 3)
        if self.state.phase == "attack":
            return Attack(self.attack_target(), self.aim(), self.lean)
        return ghost_mod.build_action(self, x)

    def general_x(self, x: float) -> float:
        return ghost_mod.general_x(self, x)

    def ghost(self) -> ghost_mod.Ghost | None:
        """What a click would lower now, with the rules' verdict."""
        return ghost_mod.compute(self)

    # --- guides (hints, tutorial steps) ------------------------------------------------
    def set_guide(self, action) -> None:
        self.guide = action
        self.guide_look = None if action is None else guide_mod.read(self, action)
        look = self.guide_look
        if look is not None and look.target is not None and self.me() is not None:
            self.target, self.viewed = look.target, None  # the view turns to the castle aimed at

    def guide_rect(self) -> pygame.Rect | None:
        return guide_mod.screen_rect(self)

    def shot_pose(self) -> None:
        """`shot game`: freeze the most telling moment (a blow mid-fall)."""
        shots.pose(self)

    # --- motion -------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.end.on_events(events, before, after)
        if self.guide is not None:  # the castle changed under it: land it again
            self.guide_look = guide_mod.read(self, self.guide)
        self._ghost_key = None
        if not events:  # undo: show the table as it is
            self.replay = None
            self.shown = [float(s) for s in after.score]
            return
        result = after.transient.get("attack")
        fast = self.app.settings.anim_speed
        if result is not None and before.phase == "attack":
            target = int(after.last_attack["target"])
            seen = pieces_seen(before.worlds[target], result.world)
            self.last_attack = Replay(result.trajectory, target, seen, 1.0, "attack",
                                      tuple(after.last_attack["fallen"]), int(after.last_attack["points"]),
                                      int(after.last_attack["player"]), hold=ATTACK_HOLD)
            self.viewed = None
            self._start(self.last_attack, fast)
            return
        placed = after.transient.get("place")
        if placed is not None and before.phase == "build":
            castle = before.current_player()
            self._start(Replay(placed.trajectory, castle, pieces_seen(placed.world, before.worlds[castle])), fast)
            return
        self._settle_scores(after)

    def _start(self, replay: Replay, speed: float) -> None:
        if speed <= 0:
            replay.skip()
            self._finish(replay)
            return
        replay.speed = speed
        self.replay = replay

    def slow_replay(self) -> None:
        if self.last_attack is not None:
            r = self.last_attack
            self.replay = Replay(r.trajectory, r.castle, r.pieces, SLOW_MOTION, "attack", r.fallen, r.points, None,
                                 hold=ATTACK_HOLD)

    def _finish(self, replay: Replay) -> None:
        if replay.scored:
            return
        replay.scored = True
        if replay.kind == "attack" and replay.attacker is not None and replay.points:
            start = self.camera().to_screen(0.0, 1.5) if self.lay else (0, 0)
            end = panels.score_anchor(self.lay.scores, self.app.theme, replay.attacker) if self.lay else (0, 0)
            text = self.app.t("castle_crush.ui.points", points=replay.points)
            self.flyers.append([text, start, end, 0.0, self.app.seat_colour(self.session, replay.attacker)])
            self.app.sounds.play("coin")
        self._settle_scores(self.state)

    def _settle_scores(self, state) -> None:
        if self.app.settings.anim_speed <= 0:
            self.shown = [float(s) for s in state.score]

    def update(self, dt: float) -> None:
        if self.lay is None:
            return
        self._glide(dt)
        if self.replay is not None:
            for strength in self.replay.update(dt)[:3]:
                self._clack(strength)
            if not self.replay.moving and self.replay.attacker is not None:
                self._finish(self.replay)  # the points fly while the aftermath stays in view
            if self.replay.done:
                replay, self.replay = self.replay, None
                if replay.attacker is not None:
                    self._finish(replay)
        speed = self.app.settings.anim_speed
        for f in self.flyers:
            f[3] += dt * (speed or 100)
        self.flyers = [f for f in self.flyers if f[3] < FLY_TIME]
        target = [float(s) for s in self.state.score]
        if len(self.shown) != len(target) or speed <= 0:
            self.shown = target
        elif not self.flyers and self.replay is None:
            # Count up in about a quarter of a second, whatever the gap.
            self.shown = [s + max(-abs(t - s), min(abs(t - s), (t - s) * min(1.0, dt * speed * 5) + math.copysign(dt * speed * 20, t - s)))
                          for s, t in zip(self.shown, target, strict=True)]
        self.replay_button.visible = self.last_attack is not None and self.replay is None
        self.photo_button.visible = self.state.mode == "construction"
        self.end.update(dt)

    def _clack(self, strength: float) -> None:
        if strength >= 4.0:
            self.app.sounds.play("hammer")
        elif strength >= 0.8:
            self.app.sounds.play("block", min(1.0, strength / 3))
        elif strength >= 0.15:
            self.app.sounds.play("block_soft", min(1.0, strength * 2))

    def _glide(self, dt: float) -> None:
        want = painter.window(self)
        if self.bounds is None or self.app.settings.anim_speed <= 0:
            self.bounds = list(want)
            return
        k = min(1.0, dt * CAMERA_RATE * self.app.settings.anim_speed)
        self.bounds = [b + (w - b) * k for b, w in zip(self.bounds, want, strict=True)]
        if max(abs(b - w) for b, w in zip(self.bounds, want, strict=True)) < 0.01:
            self.bounds = list(want)  # arrived: the resting view can be cached again

    def busy(self) -> bool:
        return self.replay is not None or bool(self.flyers) or self.end.holding()

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        if self.bounds is None:
            self.bounds = list(painter.window(self))
        painter.draw_board(self, surface)
        self.replay_button.draw(surface)
        self.photo_button.draw(surface)
        self.end.draw(surface)

    def status(self) -> str:
        return painter.status(self)


def create_board(host) -> CastleBoard:
    return CastleBoard(host)
