"""What a click, a drag, a key or the wheel does on Castle Crush's board: event → move,
through the screen's description (`Screen.slot_at`, `Slot.click`, `Screen.thumb_at`).

Build: a press over the castle picks up the chosen piece (`Hand`), a drag carries it, a
release lays it; a panel slot chooses a block or takes one (the draft). Attack: a press
on the base grabs the hammer's foot (`HammerAim`), a release lets it fall. A thumbnail
(or keys 1-4) looks at a castle or aims at it. The moves go to the board's `Outbox`,
sent in its `update`; the board draws, this part takes the input."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ludotheque.client.scenes.castle_crush.precision as precision
import ludotheque.client.scenes.castle_crush.screen as screen_mod
import pygame
from ludotheque.client.game.hostapi import BoardHost
from ludotheque.client.scenes.castle_crush.aiming import HammerAim
from ludotheque.client.scenes.castle_crush.building import Hand
from ludotheque.client.scenes.castle_crush.endpanel import EndPanel
from ludotheque.client.scenes.castle_crush.layout import BoardLayout
from ludotheque.client.scenes.castle_crush.motion import Motion
from ludotheque.client.scenes.castle_crush.outbox import Move, Outbox
from ludotheque.client.scenes.castle_crush.pictures import Pictures
from ludotheque.client.scenes.castle_crush.pointer import Pointer
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.castle_crush.actions import Strike
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.sounds.names import Sound


@dataclass(frozen=True)
class Reads:
    """What the input asks of the screen the board describes (each call is the board's
    answer now: the screen, the seat's game, the layout once laid out...)."""

    screen: Callable[[], screen_mod.Screen]
    seen: Callable[[], Any]
    lay: Callable[[], BoardLayout | None]
    me: Callable[[], int | None]
    mouse_world: Callable[[], tuple[float, float]]
    piece_to_carry: Callable[[], str | None]
    attack_target: Callable[[], int]


class CastleInput:
    """The board's input handlers, over the parts that own the data (`Hand`, `HammerAim`,
    `Pointer`, `Outbox`...) and what the screen says. It owns the precision aid the player
    chose (key L)."""

    def __init__(self, host: BoardHost, reads: Reads, *, hand: Hand, aim: HammerAim, pointer: Pointer,
                 outbox: Outbox, motion: Motion, pictures: Pictures, end: EndPanel, buttons: tuple[Button, ...],
                 port: Any) -> None:
        self.host, self.reads = host, reads
        self.hand, self.aim, self.pointer, self.outbox = hand, aim, pointer, outbox
        self.motion, self.pictures, self.end, self.buttons, self.port = motion, pictures, end, buttons, port
        self.aid = precision.AIDS[0]  # the precision aid while carrying, the player's choice (L)

    def _laid(self) -> BoardLayout:
        lay = self.reads.lay()
        assert lay is not None, "input reaches a board laid out"
        return lay

    def steadiness(self) -> str:
        return getattr(self.host.app.settings, "hand_steadiness", "normal")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.reads.lay() is None:
            return False
        if self.end.handle_event(event):
            return True
        for button in self.buttons:
            if button.visible and button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer.mouse = event.pos
            self._hover(event.pos)
            if self.aim.press_at is not None:
                self.aim.drag(self.reads.mouse_world())
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer.mouse = event.pos
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer.mouse = event.pos
            if self.reads.seen().phase == Phase.ATTACK:
                return self._strike()
            if self.hand.dragging and self.hand.carrier is None:
                self.pick_up()  # dragged in from the panel and let go within one frame
            self.hand.dragging = False
            return self._let_go()
        if event.type == pygame.MOUSEWHEEL and self.reads.me() is not None:
            if self.reads.seen().phase == Phase.ATTACK:
                self.aim.nudge(event.y)
            else:
                self.hand.wheel(self.reads.seen().build_step(), event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _hover(self, pos: tuple[int, int]) -> None:
        screen, pointer = self.reads.screen(), self.pointer
        pointer.hover_item = next((i for i, s in enumerate(screen.slots) if s.rect.collidepoint(pos)), None)
        pointer.hover_thumb = screen.thumb_at(pos)

    def _press(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        if self.hand.carrier is not None or self.outbox:
            return True  # one piece at a time: the hand is full, or its move not yet sent
        screen = self.reads.screen()
        thumb = screen.thumb_at(pos)
        if thumb is not None:
            return self._thumb(thumb)
        slot = screen.slot_at(pos)
        if slot is not None:
            return self._click(slot.click)
        if not self._laid().view.collidepoint(pos):
            return False
        replay = self.motion.replay
        if replay is not None and self.reads.me() is not None:
            replay.skip()
        if event.button == 3:
            self.hand.turn(self.reads.seen().build_step())
            return True
        if event.button != 1 or self.reads.me() is None:
            return False
        self.pointer.viewed = None
        if self.reads.seen().phase == Phase.ATTACK:
            self.aim.press(self.pointer.mouse, self.reads.mouse_world())
            return True
        if not self.pick_up() and self.reads.seen().build_step() == Step.BLOCK:
            self.host.toast(self.host.app.t("castle_crush.ui.pick_block"))
        return True

    def pick_up(self) -> bool:
        """Start carrying at the cursor (the cursor must be over the castle view)."""
        kind = self.reads.piece_to_carry()
        if kind is None or self.hand.carrier is not None or not self._laid().view.collidepoint(self.pointer.mouse):
            return False
        st = self.reads.seen()
        p = st.current_player()
        self.hand.pick_up(self.port, st.worlds[p], kind, owner=p, seed=st.hand_seed(), steadiness=self.steadiness(),
                       target=self.reads.mouse_world())
        self.pointer.viewed = None
        self.pictures.drop("view")
        return True

    def _let_go(self) -> bool:
        """Mouse-up: the piece leaves the hand; its path is queued for the rules."""
        released = self.hand.let_go()
        if released is None:
            return False
        carrier, action = released
        self.outbox.put(Move(action, live=True, thrown=carrier.thrown, chooser=carrier.owner))
        return True

    def _strike(self) -> bool:
        """Mouse-up while aiming: a drag ends; a click lets the hammer fall."""
        falls = self.aim.release(self.pointer.mouse)
        if falls is None or self.reads.me() is None:
            return False
        if falls:
            self.pointer.viewed = None
            self.outbox.put(Move(Strike(self.reads.attack_target(), self.aim.foot)))
        return True

    def _thumb(self, i: int) -> bool:
        st = self.reads.seen()
        if st.phase == Phase.ATTACK and self.reads.me() is not None and i != st.current_player():
            self.aim.target, self.pointer.viewed = i, None
        else:
            self.pointer.viewed = None if self.pointer.viewed == i else i
        self.host.app.sounds.play(Sound.CLICK)
        return True

    def _click(self, click: screen_mod.Click) -> bool:
        """A click on the pieces panel, as the screen's description maps it."""
        if isinstance(click, screen_mod.Play):
            self.outbox.put(Move(click.action))
        elif isinstance(click, screen_mod.Choose):
            # A click on the chosen block keeps it chosen (it used to drop the choice).
            self.hand.choose(click.kind)
            self.pointer.viewed = None
            self.host.app.sounds.play(Sound.CLICK)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        st = self.reads.seen()
        if event.key in (pygame.K_m, pygame.K_r):
            self.hand.turn(st.build_step())
            return True
        if event.key == pygame.K_l:  # the precision aid while carrying: auto, loupe, shadow, off
            self.aid = precision.next_aid(self.aid)
            self.host.toast(self.host.app.t("castle_crush.ui.aid", aid=self.host.app.t(f"castle_crush.ui.aid.{self.aid}")))
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_LEFT) and st.phase == Phase.ATTACK and self.reads.me() is not None:
            self.aim.nudge(1 if event.key == pygame.K_RIGHT else -1)
            return True
        if pygame.K_1 <= event.key <= pygame.K_4:
            i = event.key - pygame.K_1
            if i < st.num_players:
                return self._thumb(i)
        return False

    def cancel(self) -> bool:
        """Esc: the piece carried goes back to the hand (nothing played), a hammer being
        dragged goes back to where it stood; then, with nothing held, the host pauses
        (issue 31: a piece carried through the pause stayed stuck to the cursor)."""
        hand, aim = self.hand, self.aim
        if hand.carrier is not None or hand.dragging:
            hand.cancel()
            return True
        if aim.press_at is not None:
            aim.set_foot(aim.press_at[2])
            aim.press_at = None
            return True
        return False

    def follow(self, dt: float) -> None:
        """Every frame: the hand moves towards the cursor; a block dragged in from the
        panel is picked up as the cursor enters the castle view."""
        if self.hand.carrier is None:
            if self.hand.dragging and self._laid().view.collidepoint(self.pointer.mouse):
                self.pick_up()
            return
        if self.reads.me() is None or self.reads.seen().phase != Phase.BUILD:
            self.hand.cancel()  # the turn ended under the hand (undo, load)
            return
        self.hand.follow(dt, self.reads.mouse_world())
