"""Castle Crush's board: input becomes moves, recorded motions are replayed.

Build: choose a block in the pieces panel, then press over the castle to pick it up, carry
it (it hangs from the cursor in the live world, sways a little, swings if moved fast and
knocks what it brushes) and let go to lay it; or drag it straight from the panel. M or the
right button mirrors a block; the King (R lays him down, the wheel turns him) and the
General are carried the same way (building.py). Attack: choose a castle (its thumbnail,
or keys 1-4), drag the hammer's foot across its base, click to let it fall (aiming.py).
"""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.aiming as aiming
import ludotheque.client.scenes.castle_crush.building as building
import ludotheque.client.scenes.castle_crush.callout as callout
import ludotheque.client.scenes.castle_crush.endpanel as endpanel
import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.motion as motion
import ludotheque.client.scenes.castle_crush.painter as painter
import ludotheque.client.scenes.castle_crush.panels as panels
import ludotheque.client.scenes.castle_crush.shots as shots
import ludotheque.client.scenes.castle_crush.texts as texts
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.layout import BoardLayout, compute, world_rect
from ludotheque.client.scenes.castle_crush.replay import Replay
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.castle_crush.actions import Finish, Take


class CastleBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        port = self.state.physics()
        self.port = port
        self.art = PieceArt(port.piece_kinds(), port.layout())
        self.lay: BoardLayout | None = None
        self.mouse = (0, 0)
        self.selected: str | None = None
        self.dragging = False  # a block picked from the panel with the button still down
        self.mirrored = False
        self.king_angle = 0.0
        self.carrier: Carrier | None = None  # the piece in the hand
        self.released: Carrier | None = None  # the carry just let go, until the rules answer
        self.thrown = 0.0  # seconds the hint still says the piece was let go too soon
        self.foot = 0.0  # the hammer's foot, from its base's centre (u)
        self.aim_press: tuple | None = None  # (screen pos, world x if on the hammer, foot)
        self.target: int | None = None
        self.viewed: int | None = None  # a castle the player chose to look at
        self.replay: Replay | None = None
        # The table before the blow being replayed: its caption, thumbnails and journal
        # lines wait until the pieces have settled.
        self.before_blow = None
        self.last_attack: Replay | None = None
        self.flyers: list[list] = []  # [text, (x0, y0), (x1, y1), t, colour]
        self.shown = panels.score_now(self.state)
        self.bounds: list[float] | None = None
        self.hover_item: int | None = None
        self.hover_thumb: int | None = None
        self.end = endpanel.EndPanel(self)
        self.caches: dict[str, tuple] = {}
        self.guide_look: guide_mod.Look | None = None
        t = self.app.t
        self.replay_button = Button(self.app, lambda: t("castle_crush.ui.replay"), self.slow_replay, "secondary")
        self.photo_button = Button(self.app, lambda: t("castle_crush.ui.photo"), self.end.photo, "secondary")
        self.done_button = Button(self.app, lambda: t("castle_crush.ui.done"), self.finish, "secondary")

    # --- what is shown ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = compute(rect, self.app.theme, self.state.num_players)
        self.replay_button.rect, self.photo_button.rect = self.lay.buttons
        self.done_button.rect = self.lay.done
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
        if self.bounds is None:  # asked before the first frame (a guide's rect, a click)
            self.bounds = list(painter.window(self))
        return Camera(world_rect(self.lay.view, self.app.theme), *self.bounds)

    def mouse_world(self) -> tuple[float, float]:
        return self.camera().to_world(*self.mouse)

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        if self.end.handle_event(event):
            return True
        for button in (self.replay_button, self.photo_button, self.done_button):
            if button.visible and button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(event.pos)
            aiming.drag(self)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.state.phase == "attack":
                return aiming.release(self)
            if self.dragging and self.carrier is None:
                building.pick_up(self)  # dragged in from the panel and let go within one frame
            self.dragging = False
            return building.let_go(self)
        if event.type == pygame.MOUSEWHEEL and self.me() is not None:
            if self.state.phase == "attack":
                aiming.nudge(self, event.y)
            else:
                building.wheel(self, event.y)
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

    def _press(self, event) -> bool:
        pos = event.pos
        if self.carrier is not None:
            return True  # one piece at a time: the hand is full
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
            building.turn(self)
            return True
        if event.button != 1 or self.me() is None:
            return False
        self.viewed = None
        if self.state.phase == "attack":
            return aiming.press(self)
        if not building.pick_up(self) and self.state.build_step() == "block":
            self.host.toast(self.app.t("castle_crush.ui.pick_block"))
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
            # A click on the chosen block keeps it chosen (it used to drop the choice).
            self.selected = item.kind
            self.dragging = True
            self.viewed = None
            self.app.sounds.play("click")
        return True

    def _key(self, event) -> bool:
        st = self.state
        if event.key in (pygame.K_m, pygame.K_r):
            building.turn(self)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_LEFT) and st.phase == "attack" and self.me() is not None:
            aiming.nudge(self, 1 if event.key == pygame.K_RIGHT else -1)
            return True
        if pygame.K_1 <= event.key <= pygame.K_4:
            i = event.key - pygame.K_1
            if i < st.num_players:
                return self._thumb(i)
        return False

    # --- guides (hints, tutorial steps) ------------------------------------------------
    def set_guide(self, action) -> None:
        self.guide = action
        self.guide_look = None if action is None else guide_mod.read(self, action)
        look = self.guide_look
        if look is not None and look.target is not None and self.me() is not None:
            self.target, self.viewed = look.target, None  # the view turns to the castle aimed at

    def guide_rect(self) -> pygame.Rect | None:
        if isinstance(self.guide, Finish):
            return self.lay.done  # a hint to stop points at "Done"
        return guide_mod.screen_rect(self)

    def callout_area(self) -> pygame.Rect | None:
        return callout.area(self)

    def toast_area(self) -> pygame.Rect | None:
        return callout.main_area(self)

    def shot_pose(self) -> None:
        """`shot game`: freeze the most telling moment (a blow mid-fall)."""
        shots.pose(self)

    # --- motion -------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.end.on_events(events, before, after)
        if before.current_player() != after.current_player():
            self.selected = None  # a chosen block is the chooser's, never the next builder's
        if self.guide is not None:  # the castle changed under it: land it again
            self.guide_look = guide_mod.read(self, self.guide)
        motion.on_events(self, events, before, after)

    def can_finish(self) -> bool:
        """"J'ai fini" is offered: this seat lays blocks, nothing in the hand."""
        st = self.state
        return (self.me() is not None and self.carrier is None and st.build_step() == "block"
                and st.rules_version() >= 2)

    def finish(self) -> None:
        if self.can_finish():
            self.host.submit(Finish())
            self.selected = None

    def slow_replay(self) -> None:
        motion.slow_replay(self)

    def update(self, dt: float) -> None:
        if self.lay is None:
            return
        motion.update(self, dt)  # the camera first: the hand follows the cursor through it
        building.follow(self, dt)
        self.thrown = max(0.0, self.thrown - dt)
        self.replay_button.visible = self.replay is None and self.carrier is None and motion.can_replay(self)
        self.photo_button.visible = self.state.mode == "construction"
        self.done_button.visible = self.can_finish()
        self.end.update(dt)

    def table_state(self):
        """The state the caption and thumbnails show: the one before a blow while its
        pieces are still moving, then the one after."""
        r = self.replay
        if self.before_blow is not None and r is not None and r.kind == "attack" and r.moving:
            return self.before_blow
        return self.state

    def log_held(self) -> int:
        """A blow's lines stay out of the journal until its pieces have settled."""
        if self.table_state() is self.state:
            return 0
        session = self.session
        return sum(1 for e in session.log if e.ply == session.ply)

    def busy(self) -> bool:
        return self.replay is not None or bool(self.flyers) or self.end.holding()

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        painter.draw_board(self, surface)
        self.replay_button.draw(surface)
        self.photo_button.draw(surface)
        self.done_button.draw(surface)
        self.end.draw(surface)

    def status(self) -> str:
        return texts.status(self)


def create_board(host) -> CastleBoard:
    return CastleBoard(host)
