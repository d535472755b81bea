"""Castle Crush's view model: what the screen shows and what a click does, described from
what the seat sees (the state rebuilt from its view), the UI's own selection and where the
board's parts stand, nothing else.

Two frozen descriptions: `Table`, the game as the seat sees it, made once per move
(`table_of`); `Screen`, one frame's screen over it (`describe`, a pure function). The
painters draw the `Screen` (with their own part's animation data: the replay, the piece
in the hand, the hammer's stance); input maps a click to an action through it
(`Screen.slot_at`, `Slot.click`); tests read it. The rules answer every question
(`rules.castle_crush.asks`): nothing here re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import ludotheque.rules.castle_crush.asks as asks
import pygame
from ludotheque.client.game.clicks import Play
from ludotheque.client.scenes.castle_crush.layout import BoardLayout
from ludotheque.client.scenes.castle_crush.panels import Item, item_rects, items_for
from ludotheque.rules.castle_crush import data as rd
from ludotheque.rules.castle_crush.actions import Take
from ludotheque.rules.castle_crush.phases import Blow, BuildTurn, Phase, Step


@dataclass(frozen=True)
class SeatLook:
    """How a seat is shown: its name, colour and (colour-blind help) symbol."""

    name: str
    colour: Any
    symbol: str | None


@dataclass(frozen=True)
class Piece:
    kind: str
    x: float
    y: float
    angle: float
    mirrored: bool


@dataclass(frozen=True)
class Castle:
    """One castle as it stands: its pieces, its highest point, its build points."""

    seat: int
    pieces: tuple[Piece, ...]
    top: float
    build_points: int


@dataclass(frozen=True)
class Table:
    """The game as the seat sees it, made once per move."""

    ply: int
    viewer: int | None
    phase: Phase
    mode: str
    round: int
    num_players: int
    over: bool
    current: int | None  # who plays now (None: the game is over)
    step: Step | None  # the build step of the seat building (a block, the King, the General)
    turn: BuildTurn | None  # the build turn under way (its step, mishaps and limit, the hand)
    castles: tuple[Castle, ...]
    seats: tuple[SeatLook, ...]
    scores: tuple[float, ...]  # the score sheet
    panel_scores: tuple[float, ...]  # what the score panel counts up to
    attacks_left: tuple[int, ...]
    draft_left: int  # picks in a row the drafting seat still makes
    rules_version: int
    challenge: str
    speed_target: int | None
    seed: int | None  # a Construction attempt's seed (the session's: a view has none)
    items: tuple[Item, ...]  # the pieces panel: the builder's hand, or the reserve
    king_stuck: bool
    king_spots: tuple[tuple[float, float, float], ...]  # where the King may stand (left, right, height)
    king_to_lay: bool  # the seat building now has its King still to lay
    may_finish: bool
    last_target: int | None  # the castle the last blow struck
    # The seen state itself, for the questions a frame asks the physics on the fly (where a
    # piece under the cursor would be taken, where a roof would land): never drawn from.
    seen: Any = field(default=None, repr=False, compare=False)

    def castle(self, seat: int) -> Castle:
        return self.castles[seat]

    def world(self, seat: int) -> Mapping[str, Any]:
        return self.seen.worlds[seat]


def table_of(seen: Any, seats: tuple[SeatLook, ...], kinds: Mapping[str, Any], seed: int | None = None,
             ply: int = 0, viewer: int | None = None) -> Table:
    """The `Table` of `seen` (the state rebuilt from a seat's view); `seats` as shown,
    `kinds` the pieces' shapes (for the rules' questions about room on the castle)."""
    n = seen.num_players
    current = seen.current_player()
    castles = []
    for p in range(n):
        pieces = tuple(Piece(pc["kind"], pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored")))
                       for pc in seen.worlds[p].get("pieces", []))
        heights = [f.top for f in seen.facts(p)]
        castles.append(Castle(p, pieces, max(heights) if heights else 0.0, asks.build_points(seen, p)))
    phase = Phase(seen.phase)
    builder = current if phase in (Phase.DRAFT, Phase.BUILD) else None
    blow = Blow.of(seen.last_attack)
    return Table(
        ply=ply, viewer=viewer, phase=phase, mode=seen.mode, round=seen.round, num_players=n,
        over=seen.is_over(), current=current, step=asks.build_step(seen), turn=asks.build_turn(seen), castles=tuple(castles), seats=seats,
        scores=tuple(float(s) for s in seen.score), panel_scores=asks.panel_scores(seen),
        attacks_left=asks.attacks_left(seen),
        draft_left=asks.draft_picks_left(seen, current) if phase == Phase.DRAFT and current is not None else 0,
        rules_version=seen.rules_version(),
        challenge=str(seen.config.options.get("challenge", "barbacane")),
        speed_target=rd.speed_rules(n)["target"] if seen.mode == "speed" else None, seed=seed,
        items=tuple(items_for(seen, builder)), king_stuck=asks.king_stuck(seen, kinds),
        king_spots=asks.king_spots(seen, kinds),
        king_to_lay=current is not None and asks.king_to_lay(seen, current),
        may_finish=asks.may_finish(seen), last_target=blow.target if blow is not None else None, seen=seen)


# What a click on a slot of the pieces panel does.
@dataclass(frozen=True)
class Choose:
    """A block chosen in the panel, to carry next."""

    kind: str


Click = Play | Choose | None


@dataclass(frozen=True)
class Slot:
    """One entry of the pieces panel where it is drawn, and what a click on it does."""

    item: Item
    rect: pygame.Rect
    usable: bool  # lit: this seat may use it now
    chosen: bool
    hovered: bool
    click: Click


@dataclass(frozen=True)
class Buttons:
    """Which of the view's buttons show: "Ralenti" (the last blow again), "Photo"
    (Construction) and "J'ai fini" (a builder who lays no more blocks)."""

    replay: bool = False
    photo: bool = False
    done: bool = False


@dataclass(frozen=True)
class Ui:
    """The UI's own selection and where its parts stand (the board's parts hand these in)."""

    selected: str | None = None  # the block chosen in the panel
    hover_item: int | None = None
    hover_thumb: int | None = None
    viewed: int | None = None  # a castle the player chose to look at
    mouse: tuple[int, int] = (0, 0)
    foot: float = 0.0  # the hammer's foot on its base
    aim_target: int = 0  # the castle the hammer would strike
    thrown: float = 0.0  # seconds the hint still says the piece flew
    carrying: bool = False
    hold_pose: tuple[float, bool] = (0.0, False)  # (angle, mirrored) the next piece is held in
    to_carry: str | None = None  # what a press over the castle picks up


@dataclass(frozen=True)
class Shown:
    """The replay on screen (the Motion part's), as far as the screen's description cares."""

    castle: int
    kind: str
    moving: bool
    attacker: int | None = None  # whose blow it is (None: a landing, or a slow replay)


@dataclass(frozen=True)
class Screen:
    table: Table  # the game as the seat sees it now
    shown: Table  # the table shown: the one before a blow while its pieces still move
    ui: Ui
    lay: BoardLayout
    rect: pygame.Rect
    me: int | None  # the seat whose moves the screen takes now (None: watching)
    focus: int  # the castle in the big view
    attacking: bool  # the view is the attack's (the hammer's base shown)
    shown_target: int | None  # the castle lit as the hammer's target
    replaying: bool  # a recorded motion plays on the castle in view
    in_replay: bool  # a recorded motion plays (on any castle)
    slots: tuple[Slot, ...]
    guide: Any  # the guide's Look (a hint, a tutorial step), or None
    buttons: Buttons
    can_undo: bool
    colour_blind: bool
    blow_by: int | None = None  # the seat whose blow is still playing out on screen

    # --- shortcuts the painters read ------------------------------------------------------
    @property
    def ply(self) -> int:
        return self.table.ply

    @property
    def phase(self) -> Phase:
        return self.table.phase

    @property
    def before_blow(self) -> bool:
        return self.shown is not self.table

    def seat(self, p: int) -> SeatLook:
        return self.table.seats[p]

    def top(self, castle: int) -> float:
        """The highest point of a castle at rest (as it stands now)."""
        return self.table.castles[castle].top

    # --- input -----------------------------------------------------------------------------
    def slot_at(self, pos: tuple[int, int]) -> Slot | None:
        return next((s for s in self.slots if s.rect.collidepoint(pos)), None)

    def thumb_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.lay.thumbs) if r.collidepoint(pos)), None)


def describe(table: Table, shown: Table, ui: Ui, *, lay: BoardLayout, rect: pygame.Rect, theme: Any,
             can_act: bool, replay: Shown | None = None, guide: Any = None, can_undo: bool = False,
             can_replay: bool = False, colour_blind: bool = False) -> Screen:
    """The screen for one frame: `table` the game as the seat sees it, `shown` the table
    the panels show (the one before a blow while its pieces move), `ui` the UI's
    selection, `can_act` whether the screen takes this seat's moves now, `can_replay`
    whether the last blow can be shown again."""
    me = table.current if can_act else None
    focus = _focus(table, ui, me, replay)
    attacking = replay.kind == Phase.ATTACK if replay is not None else table.phase == Phase.ATTACK and ui.viewed is None
    if shown is not table and replay is not None:
        shown_target = replay.castle
    else:
        shown_target = ui.aim_target
    rects = item_rects(lay.pieces, theme, len(table.items))
    slots = tuple(_slot(item, r, i, ui, me is not None) for i, (item, r) in enumerate(zip(table.items, rects, strict=False)))
    return Screen(
        table=table, shown=shown, ui=ui, lay=lay, rect=rect, me=me, focus=focus, attacking=attacking,
        shown_target=shown_target, replaying=replay is not None and replay.castle == focus,
        in_replay=replay is not None, slots=slots, guide=guide,
        buttons=Buttons(replay=replay is None and not ui.carrying and can_replay, photo=table.mode == "construction",
                        done=me is not None and not ui.carrying and table.may_finish),
        can_undo=can_undo,
        colour_blind=colour_blind,
        blow_by=replay.attacker if replay is not None and replay.kind == Phase.ATTACK else None)


def _focus(table: Table, ui: Ui, me: int | None, replay: Shown | None) -> int:
    if replay is not None:
        return replay.castle
    if ui.viewed is not None and ui.viewed < table.num_players:
        return ui.viewed
    if table.phase == Phase.ATTACK and me is not None:
        return ui.aim_target
    if table.phase == Phase.ATTACK and table.last_target is not None:
        return table.last_target
    if table.current is not None:
        return table.current
    return table.viewer if table.viewer is not None else 0


def _slot(item: Item, rect: pygame.Rect, i: int, ui: Ui, enabled: bool) -> Slot:
    usable = enabled and item.action != "info" and item.count > 0
    click: Click = None
    if enabled and item.count > 0:
        click = Play(Take(item.kind)) if item.action == "take" else Choose(item.kind) if item.action == "select" else None
    return Slot(item, rect, usable, item.kind == ui.selected, ui.hover_item == i, click)


__all__ = ["Buttons", "Castle", "Choose", "Click", "Piece", "Play", "Screen", "SeatLook", "Shown", "Slot", "Table", "Ui",
           "describe", "table_of"]
