"""Castle Crush's board: input becomes moves, recorded motions are replayed.

Build: choose a block in the pieces panel, then press over the castle to pick it up, carry
it (it hangs from the cursor in the live world, sways a little, swings if moved fast and
knocks what it brushes) and let go to lay it; or drag it straight from the panel. M or the
right button mirrors a block; the King (R lays him down, the wheel turns him) and the
General are carried the same way (building.py). Attack: choose a castle (its thumbnail,
or keys 1-4), drag the hammer's foot across its base, click to let it fall (aiming.py).
What each event does lives in input.py; the board describes the screen and draws it.
"""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.callout as callout
import ludotheque.client.scenes.castle_crush.endpanel as endpanel
import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.painter as painter
import ludotheque.client.scenes.castle_crush.panels as panels
import ludotheque.client.scenes.castle_crush.screen as screen_mod
import ludotheque.client.scenes.castle_crush.shots as shots
import ludotheque.client.scenes.castle_crush.texts as texts
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.game.viewcache import ViewCache
from ludotheque.client.scenes.castle_crush.aiming import HammerAim
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.scenes.castle_crush.building import Hand
from ludotheque.client.scenes.castle_crush.input import CastleInput, Reads
from ludotheque.client.scenes.castle_crush.kit import Kit, Live
from ludotheque.client.scenes.castle_crush.layout import BoardLayout, compute, world_rect
from ludotheque.client.scenes.castle_crush.motion import CameraRig, Flyer, Motion
from ludotheque.client.scenes.castle_crush.outbox import Move, Outbox
from ludotheque.client.scenes.castle_crush.pictures import Pictures
from ludotheque.client.scenes.castle_crush.pointer import Pointer
from ludotheque.client.scenes.castle_crush.replay import Replay
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.castle_crush.actions import Finish
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.sounds.names import Sound


class CastleBoard(Board):
    """A small coordinator over parts that own their data and never import it: `Hand`
    (the chosen block, its pose, the piece carried), `HammerAim` (the stance, the castle
    aimed at), `Motion` (replays, flying points, the scores shown), `CameraRig` (the world
    window), `Pointer` (cursor, hovers, the castle looked at), `EndPanel` (Construction's
    finish), `Pictures` (what is kept between frames) and `Outbox` (moves asked for by the handlers, sent in `update`).
    Each frame it describes the screen (`screen()`: a frozen `Screen` made from what the
    seat sees and the parts' state, screen.py); the painters draw that description with
    the `Kit` of tools and the moving parts' `Live` data, and a click on the panel is
    mapped to its action through it."""

    def __init__(self, host) -> None:
        super().__init__(host)
        port = type(self.session.seen(None)).physics()  # the game's class, from what the table sees
        self.port = port
        self.art = PieceArt(port.piece_kinds(), port.layout())
        self.lay: BoardLayout | None = None
        self._seen: ViewCache = ViewCache()
        self._table: ViewCache[screen_mod.Table] = ViewCache()
        self.hand = Hand()
        self.aim = HammerAim(port)
        self.pointer = Pointer()
        self.rig = CameraRig()
        self.outbox = Outbox()
        self.motion = Motion(self.seen, lambda: self.app.settings.anim_speed, self._flyer, self._clack)
        self.pictures = Pictures()
        self.kit = Kit(self.app, self.art, port, self.pictures)  # the painters' tools
        self.guide_look: guide_mod.Look | None = None
        self.end = endpanel.EndPanel(host, self.art, lambda: self.seen)
        t = self.app.t
        self.replay_button = Button(self.app, lambda: t("castle_crush.ui.replay"), self.slow_replay, "secondary")
        self.photo_button = Button(self.app, lambda: t("castle_crush.ui.photo"), self.end.photo, "secondary")
        self.done_button = Button(self.app, lambda: t("castle_crush.ui.done"), self.finish, "secondary")
        reads = Reads(screen=self.screen, seen=lambda: self.seen, lay=lambda: self.lay, me=self.me,
                      mouse_world=self.mouse_world, piece_to_carry=self.piece_to_carry,
                      attack_target=self.attack_target)
        self.input = CastleInput(host, reads, hand=self.hand, aim=self.aim, pointer=self.pointer, outbox=self.outbox,
                                 motion=self.motion, pictures=self.pictures, end=self.end,
                                 buttons=(self.replay_button, self.photo_button, self.done_button), port=port)

    # --- what the seat sees ---------------------------------------------------------------
    @property
    def seen(self):
        """The game as the viewer sees it, rebuilt from the viewer's view once per move
        (`session.seen`: the recorded motion of the move just played comes along)."""
        viewer = self.host.viewer
        return self._seen.get(self.session.ply, viewer, lambda: self.session.seen(viewer))

    def refresh(self) -> None:
        """See the table again (a position arranged in place, without a move)."""
        self._seen.forget()
        self._table.forget()
        self.pictures.forget()

    # --- the screen's description (screen.py) -----------------------------------------------
    def table(self) -> screen_mod.Table:
        """The game as the viewer sees it, described once per move."""
        viewer = self.host.viewer
        return self._table.get(self.session.ply, (viewer, self.app.translator.lang),
                               lambda: self._table_of(self.seen))

    def _table_of(self, seen) -> screen_mod.Table:
        app, session = self.app, self.session
        seats = tuple(screen_mod.SeatLook(app.seat_name(session, p), app.seat_colour(session, p),
                                          app.seat_symbol(session, p)) for p in range(seen.num_players))
        return screen_mod.table_of(seen, seats, self.port.piece_kinds(), session.config.seed, session.ply,
                                   self.host.viewer)

    def shown_table(self) -> screen_mod.Table:
        """The table the panels show: the one before a blow while its pieces still move."""
        state = self.table_state()
        if state is self.seen:
            return self.table()
        return self.pictures.get("before", self.session.ply, self.app.translator.lang,
                                 lambda: self._table_of(state))

    def ui(self) -> screen_mod.Ui:
        """The UI's own selection and where its parts stand, for the screen's description."""
        hand, pointer = self.hand, self.pointer
        kind = self.piece_to_carry()
        return screen_mod.Ui(selected=hand.selected, hover_item=pointer.hover_item, hover_thumb=pointer.hover_thumb,
                             viewed=pointer.viewed, mouse=pointer.mouse, foot=self.aim.foot,
                             aim_target=self.attack_target(), thrown=hand.thrown, carrying=hand.carrier is not None,
                             hold_pose=hand.pose(kind) if kind is not None else (0.0, False), to_carry=kind,
                             aid=self.input.aid)

    def screen(self) -> screen_mod.Screen:
        """This frame's screen (the board must be laid out)."""
        table = self.table()
        replay = self.motion.replay
        shown = None if replay is None else screen_mod.Shown(replay.castle, replay.kind, replay.moving,
                                                                 replay.attacker if not replay.done else None)
        viewer = self.host.viewer
        can_undo = table.king_stuck and viewer is not None and self.session.can_undo(viewer)
        return screen_mod.describe(table, self.shown_table(), self.ui(), lay=self.laid(), rect=self.rect,
                                   theme=self.app.theme, can_act=self.host.can_act(), replay=shown,
                                   guide=self.guide_look, can_undo=can_undo,
                                   can_replay=self.motion.can_replay(self.seen),
                                   colour_blind=self.app.settings.colour_blind)

    def live(self) -> Live:
        """The moving parts' data the painters draw (the camera first: it sets the bounds)."""
        camera = self.camera()
        bounds = self.rig.bounds
        assert bounds is not None, "the camera sets the bounds"
        return Live(camera, tuple(bounds), self.motion.replay, self.hand.carrier, self.aim, self.motion.flyers,
                    tuple(self.motion.shown))

    # --- what is shown ----------------------------------------------------------------
    def laid(self) -> BoardLayout:
        """The layout, once `layout` has run (what draws or takes a click needs it)."""
        if self.lay is None:
            raise RuntimeError("the board is not laid out yet")
        return self.lay

    def layout(self, rect: pygame.Rect) -> None:
        moved = self.lay is not None and rect != self.rect
        super().layout(rect)
        if moved and self.hand.carrier is not None:
            # The window changed under the hand: the cursor now points at another place in
            # the world, and following it would yank the piece into the castle (issue 31).
            # The piece goes back to the hand, nothing played.
            self.hand.cancel()
            self.host.toast(self.app.t("castle_crush.ui.carry_put_back"))
        self.lay = compute(rect, self.app.theme, self.seen.num_players)
        self.replay_button.rect, self.photo_button.rect = self.lay.buttons
        self.done_button.rect = self.lay.done
        self.end.layout(self.lay.pieces)

    def me(self) -> int | None:
        """The seat whose moves the screen takes now (None: watching)."""
        return self.table().current if self.host.can_act() else None

    def focus(self) -> int:
        """The castle in the big view (the screen's description says which)."""
        return self.screen().focus

    def attack_target(self) -> int:
        table = self.table()
        return self.aim.target_for(table.current, table.num_players)

    def attacking_view(self) -> bool:
        return self.screen().attacking

    def _window(self) -> tuple[float, ...]:
        return painter.window(self.screen(), self.port.layout(), self.motion.replay)

    def camera(self) -> Camera:
        return self.rig.camera(world_rect(self.laid().view, self.app.theme), self._window)

    def mouse_world(self) -> tuple[float, float]:
        return self.camera().to_world(*self.pointer.mouse)

    def build_step(self) -> Step | None:
        """This seat's build step (None: not building, or watching)."""
        table = self.table()
        return table.step if self.me() is not None and table.phase == Phase.BUILD else None

    def piece_to_carry(self) -> str | None:
        """The piece a press over the castle picks up now (None: choose a block first)."""
        return self.hand.piece_to_carry(self.build_step())

    # --- input (input.py) ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def cancel(self) -> bool:
        return self.input.cancel()

    # --- sending moves ------------------------------------------------------------------
    def _send(self) -> None:
        """The moves the handlers queued, played now that no handler is running."""
        for move in self.outbox.take():
            sent = self.host.submit(move.action)
            if move.clears_choice:
                self.hand.selected = None
            if not sent or not move.live:
                continue
            self.motion.watched_live()
            st = self.seen
            p = st.current_player()
            still = p == move.chooser and st.phase == Phase.BUILD and self.hand.selected in st.supply[p]
            self.hand.landed(move.thrown, still)

    # --- guides (hints, tutorial steps) ------------------------------------------------
    def set_guide(self, action) -> None:
        self.guide = action
        self.guide_look = None if action is None else guide_mod.read(self.table(), self.port, action)
        look = self.guide_look
        if look is not None and look.target is not None and self.me() is not None:
            self.aim.target, self.pointer.viewed = look.target, None  # the view turns to the castle aimed at

    def guide_rect(self) -> pygame.Rect | None:
        if isinstance(self.guide, Finish):
            return self.laid().done  # a hint to stop points at "Done"
        if self.lay is None:
            return None
        return guide_mod.screen_rect(self.screen(), self.kit, self.camera())

    def _buttons_showing(self) -> list[pygame.Rect]:
        return [b.rect for b in (self.replay_button, self.photo_button) if b.visible]

    def callout_area(self) -> pygame.Rect | None:
        if self.lay is None:
            return None
        return callout.area(self.screen(), self.kit, self.camera(), self._buttons_showing())

    def toast_area(self) -> pygame.Rect | None:
        if self.lay is None:
            return None
        return callout.main_area(self.screen(), self.app.theme, self._buttons_showing())

    def shot_pose(self) -> None:
        """`shot game`: freeze the most telling moment (a blow mid-fall)."""
        guided = self.host.guided()
        pose = shots.pose(self.session, self.port, self.input.steadiness(), self.host.can_act(), guided)
        if pose is None:
            return
        if pose.replay is not None:
            self.motion.show(pose.replay)
            self.pointer.viewed = None
            self.rig.reset()
        if pose.carrier is not None:
            self.hand.hold(pose.carrier, pose.selected)

    # --- motion -------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.pictures.forget()  # keyed on the move number: an undo and a move in one frame share one
        self._seen.forget()
        self._table.forget()
        self.end.on_events(events, before, after)
        if before.current_player() != after.current_player():
            self.hand.selected = None  # a chosen block is the chooser's, never the next builder's
        if self.guide is not None:  # the castle changed under it: land it again
            self.guide_look = guide_mod.read(self.table(), self.port, self.guide)
        if self.motion.on_events(events, before, after):  # the states as the seat saw them (the host's)
            self.pointer.viewed = None

    def _flyer(self, replay: Replay) -> Flyer | None:
        """A blow's points flying from the castle to the attacker's score."""
        if not self.lay:
            return None
        assert replay.attacker is not None, "a blow's points fly to its attacker"
        begin = self.camera().to_screen(0.0, 1.5)
        end = panels.score_anchor(self.lay.scores, self.app.theme, replay.attacker)
        text = self.app.t("castle_crush.ui.points", points=replay.points)
        self.app.sounds.play(Sound.COIN)
        return Flyer(text, begin, end, self.app.seat_colour(self.session, replay.attacker))

    def _clack(self, strength: float) -> None:
        sounds = self.app.sounds
        if strength >= 4.0:
            sounds.play(Sound.HAMMER)
        elif strength >= 0.8:
            sounds.play(Sound.BLOCK, min(1.0, strength / 3))
        elif strength >= 0.15:
            sounds.play(Sound.BLOCK_SOFT, min(1.0, strength * 2))

    def can_finish(self) -> bool:
        """"J'ai fini" is offered: this seat lays blocks, nothing in the hand."""
        return self.lay is not None and self.screen().buttons.done

    def finish(self) -> None:
        if self.can_finish():
            self.outbox.put(Move(Finish(), clears_choice=True))

    def slow_replay(self) -> None:
        self.motion.slow_replay(self.seen)

    def update(self, dt: float) -> None:
        if self.lay is None:
            return
        self._send()
        speed = self.app.settings.anim_speed
        # The camera first: the hand follows the cursor through it.
        self.rig.glide(self._window, dt, speed, hold=self.hand.carrier is not None)
        self.motion.update(dt, self.seen)
        self.input.follow(dt)
        self.hand.tick(dt)
        buttons = self.screen().buttons
        self.replay_button.visible = buttons.replay
        self.photo_button.visible = buttons.photo
        self.done_button.visible = buttons.done
        self.end.update(dt)

    def table_state(self):
        """The state the caption and thumbnails show: the one before a blow while its
        pieces are still moving, then the one after."""
        r = self.motion.replay
        if self.motion.before_blow is not None and r is not None and r.kind == Phase.ATTACK and r.moving:
            return self.motion.before_blow
        return self.seen

    def log_held(self) -> int:
        """A blow's lines stay out of the journal until its pieces have settled."""
        if self.table_state() is self.seen:
            return 0
        session = self.session
        return sum(1 for e in session.log if e.ply == session.ply)

    def shown_player(self) -> int | None:
        """The striker's turn goes on while his blow plays out (until the view moves on)."""
        striker = self.motion.blow_by()
        return striker if striker is not None else self.session.current_player()

    def busy(self) -> bool:
        return self.motion.busy() or self.end.holding()

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        painter.draw_board(self.screen(), self.kit, self.live(), surface)
        self.replay_button.draw(surface)
        self.photo_button.draw(surface)
        self.done_button.draw(surface)
        self.end.draw(surface)

    def status(self) -> str:
        return texts.status(self.table(), self.app.t)


def create_board(host) -> CastleBoard:
    return CastleBoard(host)
