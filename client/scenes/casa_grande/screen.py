"""Casa Grande's view model: what the screen shows and what a click does, described from
the seat's own view, its legal actions and the UI's selection, nothing else.

`tabulate(view)` describes a position once per move (`Table`: the phase, each builder's
line, the site, the pawns, where a click on the track goes, the platforms that fit);
`describe(table, picked)` adds what the cursor is over (`Screen`: the lit lane, the ghost
block or platform and the rules' verdict on it, the buttons shown). Both are pure: the
painters draw them, input maps a click to an action through them, tests read them. The
rules answer every question (`rules.casa_grande.asks`); nothing here re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import ludotheque.rules.casa_grande.asks as asks
from ludotheque.client.game.clicks import Play
from ludotheque.rules.casa_grande.actions import Corner, Move, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import SIZE, is_corner, lane_cells, orientation
from ludotheque.rules.casa_grande.phases import MoveChoice, Phase, PlatformOption
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import Action, IllegalAction
from ludotheque.rules.core.fields import View

Fit = tuple[int, int, int]  # (x, y, storey) of a legal placement
EMPTY: Mapping[Any, Any] = MappingProxyType({})


def _frozen(d: dict) -> Mapping:
    return MappingProxyType(d)


@dataclass(frozen=True)
class Picked:
    """The UI's own selection: the platform picked and how it is turned, what the cursor
    is over, the platform a guide shows (and whether the cursor is on its outline), and
    whether the viewer may act now."""

    shape: int = 0
    rot: int = 0
    hover_cell: int | None = None
    hover_space: int | None = None
    guide: PlacePlatform | None = None
    on_guide: bool = False
    acting: bool = False
    viewer: int | None = None


@dataclass(frozen=True)
class SeatLine:
    """One builder in the panel."""

    seat: int
    money: int
    bonus: int
    blocks: int
    free: tuple[int, ...]  # the platform shapes not built yet
    current: bool

    def has_built(self, shape: int) -> bool:
        return shape not in self.free


@dataclass(frozen=True)
class SitePlan:
    """The site as the view shows it: each cell's top storey and column, bottom first
    ((z, owner, platform id or -1 for a block)), each platform (owner, shape, rot, x, y,
    storey) and its cells."""

    top_h: tuple[int, ...]
    columns: tuple[tuple[tuple[int, int, int], ...], ...]
    platforms: tuple[tuple[int, int, int, int, int, int], ...]
    cells: tuple[tuple[int, ...], ...]

    def platform_cells(self, pid: int) -> tuple[int, ...]:
        return self.cells[pid]


def plan_of(site: Site) -> SitePlan:
    return SitePlan(tuple(site.top_h), tuple(tuple(tuple(e) for e in col) for col in site.columns),
                    tuple(tuple(p) for p in site.platforms),
                    tuple(tuple(site.platform_cells(pid)) for pid in range(len(site.platforms))))


@dataclass(frozen=True, eq=False)
class Table:
    """A position as the seat sees it, with the rules' answers the screen needs."""

    move: int  # the session's ply: what the drawings' caches are keyed on
    phase: Phase
    turn: int
    current: int | None
    over: bool
    final_round: bool
    round: int
    die: int
    pawns: tuple[int, ...]
    seats: tuple[SeatLine, ...]
    site: SitePlan
    legal: tuple[Action, ...]
    move_choice: MoveChoice | None  # phase move: the die, the bonus, each legal Move and where it ends
    landings: Mapping[int, int]  # track space -> extra spaces paid (phase move)
    reach: Mapping[int, int]  # extra spaces -> the track space reached (phase move)
    track: Mapping[int, Action]  # what a click on a track space plays
    marks: Mapping[int, str]  # track spaces to light, with their badge ("" for a corner)
    options: tuple[PlatformOption, ...]  # the legal platforms (phase platform)
    fits: Mapping[tuple[int, int], tuple[Fit, ...]]  # (shape, rot) -> placements (phase platform)
    fit_counts: Mapping[int, int]  # shape -> how many placements
    view: Mapping[str, Any]  # the view itself, for the rules' questions (asks)

    @property
    def num_players(self) -> int:
        return len(self.pawns)

    def resting(self, shape: int, rot: int, x: int, y: int) -> int:
        """The storey the current player's platform would rest on there, legal or not
        (where a ghost or a guide is drawn)."""
        return asks.resting_storey(dict(self.view), shape, rot, x, y)

    def lane(self, space: int | None = None) -> tuple[int, ...]:
        """The lane the current pawn faces (or the one track space `space` faces)."""
        if space is None:
            space = self.pawns[self.turn]
        return lane_cells(space) if space >= 0 else ()


@dataclass(frozen=True)
class BlockAim:
    """Where a click would put the block, and the rules' verdict."""

    cell: int
    refusal: IllegalAction | None
    storey: int  # the storey it would stand on (the top there + 1)

    @property
    def legal(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class PlatformAim:
    """The platform the cursor would lay, and the rules' verdict."""

    action: PlacePlatform
    storey: int | None  # None: the rules refuse it
    income: int
    refusal: IllegalAction | None
    culprit: int | None  # the identical platform below that forbids it
    shown_at: int  # the storey its ghost is drawn at (where it would rest)
    cells: tuple[tuple[int, int, bool], ...]  # (x, y, marked)


# What a click on the site does (`Screen.click`).
@dataclass(frozen=True)
class Refuse:
    """The rules refuse it: the label under the cursor says why (`error`)."""

    error: IllegalAction | None


@dataclass(frozen=True)
class Nudge:
    """A click that chooses nothing now: say what the phase asks for."""

    phase: Phase


@dataclass(frozen=True)
class Idle:
    """Taken, nothing to do."""


Click = Play | Refuse | Nudge | Idle


@dataclass(frozen=True, eq=False)
class Screen:
    table: Table
    picked: Picked
    placing: bool  # the viewer lays a platform now
    tray_owner: int  # whose platforms the tray shows
    roll: bool  # buttons shown
    stay: bool
    pass_: bool
    lit_lane: tuple[int, ...]  # the lane lit (phases move and block)
    lit_from: int  # the track space that lane faces
    hovered: Action | None  # what a click on the hovered track space plays
    block: BlockAim | None
    ghost: PlatformAim
    fits_now: tuple[Fit, ...]  # placements of the picked platform as it is turned

    @property
    def aiming(self) -> bool:
        """Is the cursor on the site where a platform would be laid?"""
        return self.picked.hover_cell is not None or _guided_pose(self.picked) is not None

    def click(self, guided_stop: Move | None = None) -> Click | None:
        """What a left click on the site plays now, with the cursor where `picked` says
        (`guided_stop`: the guided Move whose lit lane the cursor is on). None: the
        click is not the board's (the viewer may not act, or nothing is aimed at)."""
        picked, phase = self.picked, self.table.phase
        if not picked.acting:
            return None
        if phase == Phase.ROLL:
            return Play(Roll())
        if phase in (Phase.MOVE, Phase.CORNER):
            action = self.hovered if self.hovered is not None else guided_stop
            if action is not None:
                return Play(action)
            if picked.hover_space is not None or picked.hover_cell is not None:
                return Nudge(phase)
            return Idle()
        if phase == Phase.BLOCK and self.block is not None:
            c = self.block.cell
            return Play(PlaceBlock(c % SIZE, c // SIZE)) if self.block.legal else Refuse(self.block.refusal)
        if phase == Phase.PLATFORM and self.aiming:
            return Play(self.ghost.action) if self.ghost.storey is not None else Refuse(self.ghost.refusal)
        return None


def tabulate(view: View | Mapping[str, Any], move: int = 0) -> Table:
    """The position `view` shows (the seat's typed View, `session.view_model`, the same
    object a remote seat receives; or its JSON form), described once per move. The rules'
    questions (`asks`) read its JSON form."""
    v = view.to_wire() if isinstance(view, View) else dict(view)
    phase, turn, n = Phase(v["phase"]), int(v["turn"]), len(v["pawns"])
    current = None if v["over"] else turn
    seats = tuple(SeatLine(p, v["money"][p], v["bonus"][p], v["blocks"][p], asks.free_shapes(v, p), current == p)
                  for p in range(n))
    legal = tuple(asks.legal_actions(v))
    choice = asks.move_choice(v) if phase == Phase.MOVE else None
    landings = choice.landings() if choice is not None else {}
    if phase == Phase.CORNER:
        track: dict[int, Action] = {a.space: a for a in legal if isinstance(a, Corner)}
        marks = {a.space: "" for a in legal if isinstance(a, Corner)}
    else:
        track = {space: Move(extra) for space, extra in landings.items()}
        marks = {space: f"+{extra}" if extra else "0" for space, extra in landings.items()}
    fits: dict[tuple[int, int], list[Fit]] = {}
    counts: dict[int, int] = {}
    options = tuple(asks.platform_options(v)) if phase == Phase.PLATFORM else ()
    for option in options:
        counts[option.shape] = counts.get(option.shape, 0) + 1
        fits.setdefault((option.shape, option.rot), []).append(option.fit)
    return Table(
        move=move, phase=phase, turn=turn, current=current, over=bool(v["over"]), final_round=bool(v["final_round"]),
        round=v["turns"] // n + 1, die=v["die"], pawns=tuple(v["pawns"]), seats=seats, site=plan_of(asks.site(v)),
        legal=legal, move_choice=choice, landings=_frozen(landings), reach=_frozen(asks.reach(v)), track=_frozen(track),
        marks=_frozen(marks), options=options, fits=_frozen({k: tuple(f) for k, f in fits.items()}), fit_counts=_frozen(counts),
        view=_frozen(v),
    )


def describe(table: Table, picked: Picked) -> Screen:
    """The screen for `table` with the UI's selection `picked`."""
    acting, phase = picked.acting, table.phase
    placing = acting and phase == Phase.PLATFORM
    if placing or picked.viewer is None:
        owner = table.current if table.current is not None else 0
    else:
        owner = picked.viewer
    lit_from = table.pawns[table.turn]
    if phase == Phase.MOVE and acting and picked.hover_space in table.landings:
        lit_from = picked.hover_space  # the lane the hovered landing space would face
    hovered = table.track.get(picked.hover_space) if picked.hover_space is not None else None
    return Screen(
        table=table, picked=picked, placing=placing, tray_owner=owner,
        roll=acting and phase == Phase.ROLL, pass_=acting and phase == Phase.PLATFORM,
        stay=acting and phase == Phase.MOVE and is_corner(table.pawns[table.turn]),
        lit_lane=table.lane(lit_from), lit_from=lit_from, hovered=hovered,
        block=_block(table, picked.hover_cell), ghost=_ghost(table, picked), fits_now=_fits_now(table, picked),
    )


def _block(table: Table, hover: int | None) -> BlockAim | None:
    """The hovered cell, or, when the cursor is just beside the lit lane, the lane cell
    next to it (the block snaps to it)."""
    if hover is None:
        return None
    lane, c = table.lane(), hover
    if c not in lane:
        near = [d for d in lane if max(abs(d % SIZE - c % SIZE), abs(d // SIZE - c // SIZE)) == 1]
        if near:
            c = min(near, key=lambda d: (abs(d % SIZE - c % SIZE) + abs(d // SIZE - c // SIZE), d))
    return BlockAim(c, asks.refusal(dict(table.view), PlaceBlock(c % SIZE, c // SIZE)), table.site.top_h[c] + 1)


def _guided_pose(picked: Picked) -> PlacePlatform | None:
    """The guided platform when the picked one is it, turned the same way, and the mouse
    is on its outline (which, raised on its blocks, covers other cells)."""
    guide = picked.guide
    if guide is None or not picked.on_guide or guide.shape != picked.shape:
        return None
    same = orientation(picked.shape, picked.rot).same_footprint(orientation(guide.shape, guide.rot))
    return guide if same else None


def ghost_action(picked: Picked) -> PlacePlatform:
    """The platform the cursor would lay: centred on the hovered cell, or the guided one
    (exactly as asked) when the cursor is on it or the ghost covers its cells."""
    snapped = _guided_pose(picked)
    if snapped is not None:
        return snapped
    o = orientation(picked.shape, picked.rot)
    c = picked.hover_cell or 0
    action = PlacePlatform(picked.shape, picked.rot, c % SIZE - (o.w - 1) // 2, c // SIZE - (o.h - 1) // 2)
    guide = picked.guide
    if guide is not None and guide.shape == picked.shape and (guide.x, guide.y) == (action.x, action.y) \
            and orientation(guide.shape, guide.rot).same_footprint(o):
        return guide
    return action


def _ghost(table: Table, picked: Picked) -> PlatformAim:
    action = ghost_action(picked)
    o = orientation(picked.shape, picked.rot)
    cells = tuple((action.x + dx, action.y + dy, (dx, dy) in o.marked) for dx, dy in o.cells())
    view = dict(table.view)
    try:
        storey, income = asks.preview_platform(view, action)
    except IllegalAction as err:
        shown = table.resting(picked.shape, picked.rot, action.x, action.y)
        return PlatformAim(action, None, 0, err, err.params.get("platform"), shown, cells)
    return PlatformAim(action, storey, income, None, None, storey, cells)


def _fits_now(table: Table, picked: Picked) -> tuple[Fit, ...]:
    """Legal (x, y, storey) of the picked platform in its current rotation."""
    o = orientation(picked.shape, picked.rot)
    for rot in range(4):
        if orientation(picked.shape, rot).same_footprint(o):
            found = table.fits.get((picked.shape, rot))
            if found:
                return found
    return ()
