"""What may be played now and why not: `legal_actions(state)` and `check(state, action)`
(raises `IllegalAction` naming the broken rule), with the questions both ask (where a
pawn lands, which moves the bonus pays for, whether a platform fits and what it pays)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import (
    SIZE,
    cell_name,
    corners,
    is_corner,
    lane_cells,
    lane_name,
    num_shapes,
    orientation,
    track_length,
)
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import REASONS, Site
from ludotheque.rules.core import Action, IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"
_NEED = {Phase.CORNER: "need_corner", Phase.ROLL: "need_roll", Phase.MOVE: "need_move", Phase.BLOCK: "need_block",
         Phase.PLATFORM: "need_platform"}
_NEED_TEXT = {
    Phase.CORNER: "choose your starting corner first",
    Phase.ROLL: "roll the die first",
    Phase.MOVE: "choose how far to move first",
    Phase.BLOCK: "place a block in your lane first",
    Phase.PLATFORM: "build a platform or pass",
}
_KIND = {Corner: Phase.CORNER, Roll: Phase.ROLL, Move: Phase.MOVE, PlaceBlock: Phase.BLOCK,
         PlacePlatform: Phase.PLATFORM, Pass: Phase.PLATFORM}


def step(pawns, space: int, steps: int, player: int) -> int:
    """`steps` spaces clockwise; spaces holding another pawn are not counted (RULINGS)."""
    taken = {q for i, q in enumerate(pawns) if i != player}
    for _ in range(steps):
        space = (space + 1) % track_length()
        while space in taken:
            space = (space + 1) % track_length()
    return space


def free_corners(pawns) -> list[Corner]:
    return [Corner(s) for s in corners() if s not in pawns]


def lane_open(site: Site, space: int, player: int) -> bool:
    """Does the lane facing `space` hold a cell where `player` may lay a block?"""
    return any(site.holds_block(c, player) for c in lane_cells(space))


def moves(pawns, bonus: int, blocks: int, player: int, site: Site) -> list[Move]:
    """Every extra distance the bonus pays for that ends where the pawn may stop: a sun
    corner, or a lane with a cell for a block while the player still has one to place.

    When none does (every lane in reach full of other builders' tops, a corner out of
    reach: the sheet never says), the pawn stays where the die left it and the turn ends
    with nothing laid (`blocked`)."""
    here = pawns[player]
    out = []
    for e in range(bonus + 1):
        space = step(pawns, here, e, player)
        if is_corner(space) or (blocks > 0 and lane_open(site, space, player)):
            out.append(Move(e))
    return out or [Move(0)]


def blocked(state: CasaState, player: int) -> bool:
    """At the end of phase 1: the pawn faces a lane where no block of `player` may go (or
    `player` has none left), so the turn ends with nothing laid."""
    space = state.pawns[player]
    return not is_corner(space) and (state.blocks[player] <= 0 or not lane_open(state.site, space, player))


def lane_blocks(pawns, player: int, site: Site) -> list[PlaceBlock]:
    """The cells of the facing lane where a block may go (the sheet: on the site, on a
    block of the player's colour or on a platform)."""
    return [PlaceBlock(c % SIZE, c // SIZE) for c in lane_cells(pawns[player]) if site.holds_block(c, player)]


def landings(state: CasaState) -> dict[int, int]:
    """Track space -> extra spaces paid, for every legal Move now (phase 1)."""
    if state.phase != Phase.MOVE:
        return {}
    p = state.turn
    return {step(state.pawns, state.pawns[p], m.extra, p): m.extra
            for m in moves(state.pawns, state.bonus[p], state.blocks[p], p, state.site)}


def free_shapes(state: CasaState, player: int) -> list[int]:
    return [s for s in range(num_shapes()) if not state.used[player] >> s & 1]


def platform_options(state: CasaState, player: int | None = None) -> list[tuple[int, int, int, int, int]]:
    p = state.turn if player is None else player
    if p == state.turn and state.phase == Phase.PLATFORM and state._options is not None:
        return state._options
    return state.site.platform_options(p, free_shapes(state, p))


def legal_actions(state: CasaState) -> list[Action]:
    # Each phase's list copied into a list of Action, the protocol's type.
    p = state.turn
    if state.phase == Phase.CORNER:
        return [*free_corners(state.pawns)]
    if state.phase == Phase.ROLL:
        return [Roll()]
    if state.phase == Phase.MOVE:
        return [*moves(state.pawns, state.bonus[p], state.blocks[p], p, state.site)]
    if state.phase == Phase.BLOCK:
        return [*lane_blocks(state.pawns, p, state.site)]
    if state.phase == Phase.PLATFORM:
        return [Pass(), *(PlacePlatform(s, r, x, y) for s, r, x, y, _ in platform_options(state))]
    return []


def illegal(what: str, message: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"{KEY}.error.{what}", message.format(**params), **params)


def check(state: CasaState, action: Action) -> None:
    expected = _KIND.get(type(action))
    if expected is None:
        raise illegal("unknown_action", "{action} is not a Casa Grande action", action=repr(action))
    if state.over:
        raise IllegalAction("core.error.game_over", "the game is over")
    if expected != state.phase:
        raise illegal(_NEED[state.phase], _NEED_TEXT[state.phase])
    p = state.turn
    if isinstance(action, Corner):
        _check_corner(state, action)
    elif isinstance(action, Move):
        _check_move(state, action, p)
    elif isinstance(action, PlaceBlock):
        _check_block(state, action, p)
    elif isinstance(action, PlacePlatform):
        check_platform(state, action, p)


def _check_corner(state: CasaState, action: Corner) -> None:
    space = action.space
    if not isinstance(space, int) or not 0 <= space < track_length() or not is_corner(space):
        raise illegal("not_a_corner", "a pawn starts on a sun corner")
    if space in state.pawns:
        raise illegal("corner_taken", "that corner already holds a pawn")


def _check_move(state: CasaState, action: Move, p: int) -> None:
    extra = action.extra
    if not isinstance(extra, int) or extra < 0:
        raise illegal("bad_extra", "the extra distance must be 0 or more")
    if extra > state.bonus[p]:
        raise illegal("extra_cost", "moving {extra} more spaces costs {extra} bonus points; you have {bonus}",
                      extra=extra, bonus=state.bonus[p])
    if action in moves(state.pawns, state.bonus[p], state.blocks[p], p, state.site):
        return
    if state.blocks[p] <= 0:
        raise illegal("no_blocks", "you have no block left to place")
    lane = lane_name(step(state.pawns, state.pawns[p], extra, p))
    raise illegal("lane_full", "no block of yours may go in the lane {lane}: every cell holds another builder's block",
                  lane=lane)


def _check_block(state: CasaState, action: PlaceBlock, p: int) -> None:
    x, y = action.x, action.y
    if not (isinstance(x, int) and isinstance(y, int) and 0 <= x < SIZE and 0 <= y < SIZE):
        raise illegal("off_site_cell", "that is not a cell of the site")
    cell = y * SIZE + x
    if cell not in lane_cells(state.pawns[p]):
        raise illegal("not_in_lane", "{cell} is not in the lane your pawn faces", cell=cell_name(cell))
    if not state.site.holds_block(cell, p):
        raise illegal("on_foreign_block", "a block goes on the site, on one of your blocks or on a platform; "
                      "{cell} holds another builder's block", cell=cell_name(cell), other_player=state.site.top_owner[cell])


def check_platform(state: CasaState, action: PlacePlatform, p: int) -> int:
    """The storey `action` would rest on for `p`; raises IllegalAction naming the rule."""
    shape, rot = action.shape, action.rot
    if not isinstance(shape, int) or not 0 <= shape < num_shapes():
        raise illegal("no_such_platform", "there is no such platform")
    if not isinstance(rot, int) or not 0 <= rot < 4:
        raise illegal("bad_rotation", "a rotation is 0 to 3 quarter turns")
    if state.used[p] >> shape & 1:
        raise illegal("platform_used", "you have already built that platform")
    if not (isinstance(action.x, int) and isinstance(action.y, int)):
        raise illegal("off_site", REASONS["off_site"])
    result = state.site.fit(p, orientation(shape, rot), action.x, action.y)
    if isinstance(result, int):
        return result
    reason, cell = result
    name = cell_name(cell) if cell >= 0 else ""
    if reason == "identical_above":
        # Say which platform below forbids it (the board outlines it: `platform`).
        pid = state.site.identical_below(cell, shape)
        _, _, _, x, y, storey = state.site.platforms[pid]
        raise illegal(reason, REASONS[reason], cell=name, below=cell_name(y * SIZE + x), storey=storey, platform=pid)
    raise illegal(reason, REASONS[reason], cell=name)


def preview_platform(state: CasaState, action: PlacePlatform) -> tuple[int, int]:
    """(storey, income) if the current player may lay `action` on the site as it stands
    (whatever the phase); raises IllegalAction naming the broken rule."""
    storey = check_platform(state, action, state.turn)
    return storey, orientation(action.shape, action.rot).size * storey
