"""The turn's interaction: which platform is picked and how it is turned, what the
cursor is over, and what the rules say about it (landing spaces, where a block would
go, whether the ghost platform fits and what it would pay). The board, the site view
and the panel all read it; legality always comes from the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.client.game.board import refusal_text
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.game.viewcache import ViewCache
from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import SIZE, cell_name, is_corner, orientation
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action, IllegalAction

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
        self._fits: ViewCache[tuple[dict[int, int], dict[tuple[int, int], list]]] = ViewCache()
        self._verdict: ViewCache[tuple[int | None, str, int | None]] = ViewCache()
        self._auto_shape_for: Any = None
        self.guide: PlacePlatform | None = None  # a platform shown by a hint or a tutorial step
        self.on_guide = False  # the mouse is on that guided platform's gold outline

    @property
    def app(self) -> Any:
        return self.host.app

    @property
    def state(self) -> Any:
        """What the viewer's seat sees."""
        return self.seen.state

    def forget(self) -> None:
        """The state changed: cached placements are stale."""
        self._fits.forget()
        self._verdict.forget()

    # --- who acts -----------------------------------------------------------------------
    def placing(self) -> bool:
        return self.host.can_act() and self.state.phase == Phase.PLATFORM

    def tray_owner(self) -> int:
        current = self.state.current_player()
        if self.placing() or self.host.viewer is None:
            return current if current is not None else 0
        return self.host.viewer

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
        if self.placing() and not self.state.has_built(self.state.turn, shape):
            self.shape = shape
            self.app.sounds.play("click")

    def next_shape(self) -> None:
        free = self.state.free_shapes(self.state.turn)
        if free:
            self.shape = free[(free.index(self.shape) + 1) % len(free)] if self.shape in free else free[0]

    def pick_fitting_shape(self) -> None:
        """On entering phase 3, once per state: keep the chosen platform if it fits,
        else take the largest one that does."""
        if not self.placing() or self._auto_shape_for is self.state:
            return
        self._auto_shape_for = self.state
        counts = self.fit_counts()
        free = self.state.free_shapes(self.state.turn)
        if self.shape not in free or not counts.get(self.shape):
            fitting = [s for s in free if counts.get(s)]
            self.shape = max(fitting, key=lambda s: orientation(s, 0).size) if fitting else (free[0] if free else 0)
        if not self.fits_now():  # turn it to a rotation that fits somewhere, if any
            turns = [r for r in range(4) if self._platform_index()[1].get((self.shape, r))]
            self.rot = turns[0] if turns else self.rot

    # --- platforms -------------------------------------------------------------------------
    def _platform_index(self):
        """Legal placements of the current player, grouped by shape and by (shape, rot)."""
        state = self.state

        def index() -> tuple[dict[int, int], dict[tuple[int, int], list]]:
            by_shape: dict[int, int] = {}
            by_rot: dict[tuple[int, int], list] = {}
            for shape, rot, x, y, storey in state.platform_options():
                by_shape[shape] = by_shape.get(shape, 0) + 1
                by_rot.setdefault((shape, rot), []).append((x, y, storey))
            return by_shape, by_rot
        return self._fits.get(self.host.session.ply, state, index)

    def fit_counts(self) -> dict[int, int]:
        return self._platform_index()[0]

    def fits_now(self) -> list:
        """Legal (x, y, storey) of the selected platform in its current rotation."""
        o = orientation(self.shape, self.rot)
        for rot in range(4):
            if orientation(self.shape, rot).same_footprint(o):
                found = self._platform_index()[1].get((self.shape, rot))
                if found:
                    return found
        return []

    def aiming(self) -> bool:
        """Is the cursor on the site where a platform would be laid?"""
        return self.hover_cell is not None or self._guided_pose() is not None

    def _guided_pose(self) -> PlacePlatform | None:
        """The guided platform when the picked one is it, turned the same way, and the
        mouse is on its outline (which, raised on its blocks, covers other cells)."""
        guide = self.guide
        if guide is None or not self.on_guide or guide.shape != self.shape:
            return None
        return guide if orientation(self.shape, self.rot).same_footprint(orientation(guide.shape, guide.rot)) else None

    def ghost_action(self) -> PlacePlatform:
        """The platform the cursor would lay: centred on the hovered cell, or the guided
        one (exactly as asked) when the cursor is on it or the ghost covers its cells."""
        snapped = self._guided_pose()
        if snapped is not None:
            return snapped
        o = orientation(self.shape, self.rot)
        c = self.hover_cell or 0
        action = PlacePlatform(self.shape, self.rot, c % SIZE - (o.w - 1) // 2, c // SIZE - (o.h - 1) // 2)
        guide = self.guide
        if guide is not None and guide.shape == self.shape and (guide.x, guide.y) == (action.x, action.y) \
                and orientation(guide.shape, guide.rot).same_footprint(o):
            return guide
        return action

    def ghost_verdict(self) -> tuple[int | None, str]:
        """(storey, message): storey None when the rules refuse, message saying why."""
        return self._judged()[:2]

    def culprit(self) -> int | None:
        """The platform below that forbids the ghost (an identical one), to be shown."""
        return self._judged()[2]

    def _judged(self) -> tuple[int | None, str, int | None]:
        action = self.ghost_action()
        key = (self.state, action, self.app.settings.language)
        return self._verdict.get(self.host.session.ply, key, lambda: self._judge(action))

    def _judge(self, action: PlacePlatform) -> tuple[int | None, str, int | None]:
        try:
            storey, income = self.state.preview_platform(action)
        except IllegalAction as err:
            return None, refusal_text(self.app, self.host.session, err), err.params.get("platform")
        text = self.app.t("casa_grande.ui.income", income=income, cells=orientation(self.shape, self.rot).size,
                          storey=storey)
        return storey, text, None

    # --- moves and blocks ------------------------------------------------------------------
    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move now."""
        return self.state.landings()

    def move_to(self, space: int) -> Move | None:
        extra = self.landings().get(space)
        return None if extra is None else Move(extra)

    def track_action(self, space: int | None) -> Action | None:
        """What a click on track space `space` plays now: a move, a starting corner, or
        nothing."""
        if space is None:
            return None
        if self.state.phase == Phase.CORNER:
            return Corner(space) if self.state.is_legal(Corner(space)) else None
        return self.move_to(space) if self.state.phase == Phase.MOVE else None

    def track_marks(self) -> dict[int, str]:
        """Track spaces to light, with their badge: landing spaces (what going further
        costs), or the free starting corners (no badge)."""
        if self.state.phase == Phase.CORNER:
            return {a.space: "" for a in self.state.legal_actions()}
        if self.state.phase == Phase.MOVE:
            return {space: f"+{extra}" if extra else "0" for space, extra in self.landings().items()}
        return {}

    def track_tip(self) -> str:
        """What the hovered track space would do, for the label under the cursor."""
        action = self.track_action(self.hover_space)
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
        err = self.state.refusal(PlaceBlock(c % SIZE, c // SIZE))
        if err is not None:
            return False, refusal_text(self.app, self.host.session, err)
        return True, f"{cell_name(c)} · {self.state.site.top_h[c] + 1}"

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
        state = self.state
        if state.is_over():
            return self.app.t("casa_grande.ui.phase.over")
        if not self.host.can_act():
            return self.app.t("casa_grande.ui.hint.wait", player=self.app.seat_name(self.host.session, state.turn))
        return self.app.t(f"casa_grande.ui.hint.{state.phase}")

    def status(self) -> str:
        state = self.state
        phase = self.app.t(f"casa_grande.ui.phase.{state.phase}")
        if state.final_round:
            return self.app.t("casa_grande.ui.status_last", phase=phase)
        return self.app.t("casa_grande.ui.status", round=state.turns // state.num_players + 1, phase=phase)
