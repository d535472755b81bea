"""The turn's interaction: which platform is picked and how it is turned, what the
cursor is over, and the moves queued for the board's update(). What that selection
means (landing spaces, where a block would go, whether the ghost platform fits and what
it would pay) is the view model's (`screen.Screen`, from the seat's view): the board,
the site view and the panel all read it; legality always comes from the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.client.game.board import refusal_text
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.scenes.casa_grande.screen import Picked, Screen, Table
from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import cell_name, is_corner, orientation
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action
from ludotheque.sounds.names import Sound

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.seen import Seen


class Cursor:
    def __init__(self, host: Any, seen: Seen) -> None:
        self.host, self.seen = host, seen
        self.queued: Outbox[Action] = Outbox()  # moves made, submitted by the board's update()
        self.shape = 0
        self.rot = 0
        self.hover_cell: int | None = None
        self.hover_space: int | None = None
        self.mouse = (0, 0)
        self._auto_shape_for: Table | None = None
        self.guide: PlacePlatform | None = None  # a platform shown by a hint or a tutorial step
        self.on_guide = False  # the mouse is on that guided platform's gold outline

    @property
    def app(self) -> Any:
        return self.host.app

    def picked(self) -> Picked:
        return Picked(self.shape, self.rot, self.hover_cell, self.hover_space, self.guide, self.on_guide,
                      bool(self.host.can_act()), self.host.viewer)

    @property
    def screen(self) -> Screen:
        """The screen for the seat's view and this selection."""
        return self.seen.screen(self.picked())

    @property
    def table(self) -> Table:
        return self.seen.table

    def forget(self) -> None:
        """The position changed: what was described of it is stale."""
        self.seen.forget()

    # --- who acts -----------------------------------------------------------------------
    def placing(self) -> bool:
        return self.host.can_act() and self.table.phase == Phase.PLATFORM

    def tray_owner(self) -> int:
        return self.screen.tray_owner

    # --- commands: queued here, submitted by the board's update() -------------------------
    def queue(self, action: Action) -> None:
        self.queued.put(action)

    def take_queued(self) -> list[Action]:
        return self.queued.take()

    def roll(self) -> None:
        self.queue(Roll())

    def stay(self) -> None:
        self.queue(Move(0))

    def pass_turn(self) -> None:
        self.queue(Pass())

    def select_shape(self, shape: int) -> None:
        table = self.table
        if self.placing() and not table.seats[table.turn].has_built(shape):
            self.shape = shape
            self.app.sounds.play(Sound.CLICK)

    def next_shape(self) -> None:
        table = self.table
        free = table.seats[table.turn].free
        if free:
            self.shape = free[(free.index(self.shape) + 1) % len(free)] if self.shape in free else free[0]

    def pick_fitting_shape(self) -> None:
        """On entering phase 3, once per position: keep the chosen platform if it fits,
        else take the largest one that does."""
        table = self.table
        if not self.placing() or self._auto_shape_for is table:
            return
        self._auto_shape_for = table
        counts = table.fit_counts
        free = table.seats[table.turn].free
        if self.shape not in free or not counts.get(self.shape):
            fitting = [s for s in free if counts.get(s)]
            self.shape = max(fitting, key=lambda s: orientation(s, 0).size) if fitting else (free[0] if free else 0)
        if not self.fits_now():  # turn it to a rotation that fits somewhere, if any
            turns = [r for r in range(4) if table.fits.get((self.shape, r))]
            self.rot = turns[0] if turns else self.rot

    # --- platforms -------------------------------------------------------------------------
    def fit_counts(self) -> dict[int, int]:
        return dict(self.table.fit_counts)

    def fits_now(self) -> list:
        """Legal (x, y, storey) of the selected platform in its current rotation."""
        return list(self.screen.fits_now)

    def aiming(self) -> bool:
        """Is the cursor on the site where a platform would be laid?"""
        return self.screen.aiming

    def ghost_action(self) -> PlacePlatform:
        return self.screen.ghost.action

    def ghost_verdict(self) -> tuple[int | None, str]:
        """(storey, message): storey None when the rules refuse, message saying why."""
        ghost = self.screen.ghost
        if ghost.refusal is not None:
            return None, refusal_text(self.app, self.host.session, ghost.refusal)
        text = self.app.t("casa_grande.ui.income", income=ghost.income, cells=orientation(self.shape, self.rot).size,
                          storey=ghost.storey)
        return ghost.storey, text

    def culprit(self) -> int | None:
        """The platform below that forbids the ghost (an identical one), to be shown."""
        return self.screen.ghost.culprit

    # --- moves and blocks ------------------------------------------------------------------
    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move now."""
        return dict(self.table.landings)

    def move_to(self, space: int) -> Move | None:
        extra = self.table.landings.get(space)
        return None if extra is None else Move(extra)

    def track_action(self, space: int | None) -> Action | None:
        """What a click on track space `space` plays now: a move, a starting corner, or
        nothing."""
        return None if space is None else self.table.track.get(space)

    def track_marks(self) -> dict[int, str]:
        """Track spaces to light, with their badge: landing spaces (what going further
        costs), or the free starting corners (no badge)."""
        return dict(self.table.marks)

    def track_tip(self) -> str:
        """What the hovered track space would do, for the label under the cursor."""
        action = self.screen.hovered
        t = self.app.t
        if isinstance(action, Corner):
            return t("casa_grande.ui.start_here")
        if not isinstance(action, Move):
            return ""
        text = t("casa_grande.ui.corner_gain") if is_corner(self.hover_space) else t("casa_grande.ui.go")
        if action.extra:
            text += " · " + t("casa_grande.ui.move_cost", extra=action.extra)
        return text

    def block_cell(self) -> int | None:
        """Where a click would put the block: the hovered cell, or, when the cursor is
        just beside the lit lane, the lane cell next to it (the block snaps to it)."""
        block = self.screen.block
        return None if block is None else block.cell

    def block_verdict(self) -> tuple[bool, str]:
        block = self.screen.block
        if block is None:
            return False, ""
        if block.refusal is not None:
            return False, refusal_text(self.app, self.host.session, block.refusal)
        return True, f"{cell_name(block.cell)} · {block.storey}"

    # --- words ----------------------------------------------------------------------------
    def preview_text(self) -> tuple[str, bool]:
        if self.placing():
            if not self.aiming():
                n = len(self.fits_now())
                return (self.app.t("casa_grande.ui.options", count=n) if n else self.app.t("casa_grande.ui.no_fit")), n > 0
            storey, text = self.ghost_verdict()
            return text, storey is not None
        return "", True

    def hint(self) -> str:
        table = self.table
        if table.over:
            return self.app.t("casa_grande.ui.phase.over")
        if not self.host.can_act():
            return self.app.t("casa_grande.ui.hint.wait", player=self.app.seat_name(self.host.session, table.turn))
        return self.app.t(f"casa_grande.ui.hint.{table.phase}")

    def status(self) -> str:
        table = self.table
        phase = self.app.t(f"casa_grande.ui.phase.{table.phase}")
        if table.final_round:
            return self.app.t("casa_grande.ui.status_last", phase=phase)
        return self.app.t("casa_grande.ui.status", round=table.round, phase=phase)
