"""What may be done now, with a reason when not (check), and a finite representative
set of the continuous moves (legal_actions) for random play and search.

The moves offered are Carry (straight down over a grid of spots) and Strike (a grid of
feet across the base). Place, PlaceKing, PlaceGeneral and Attack, the exact moves from
before the hand, are retired: check() refuses them in any game that has made a hand
move, and accepts them only in games begun with them (saves from before the hand,
replayed from their history or loaded; `CastleCrushState.exact_moves`), which play them
through legacy.py."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_crush.actions import (
    EXACT_MOVES,
    RULES_VERSIONS,
    Attack,
    Carry,
    Finish,
    Place,
    PlaceGeneral,
    PlaceKing,
    Strike,
    Take,
)
from ludotheque.rules.castle_crush.data import GENERAL, KING, standard_rules
from ludotheque.rules.castle_crush.paths import simple_carry
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, HAND_AREA, MAX_CARRY_TICKS, PAWN_KINDS
from ludotheque.rules.castle_crush.sway import MODELS as SWAY_MODELS
from ludotheque.rules.castle_crush.sway import STEADINESS
from ludotheque.rules.core import Action, IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

ERR = "castle_crush.error."
PLACE_STEP = 0.25  # u between representative drop positions
KING_ANGLES = (0.0, math.pi / 2)  # standing, lying on his side: "dans n'importe quelle pose"
STRIKE_FEET = 9  # stances offered across the hammer's base
TOUCH = 0.02  # u: a bottom this close to the foundation's top rests on it


def check(st: CastleCrushState, action: Action) -> None:
    if isinstance(action, EXACT_MOVES) and st.exact_moves is False:
        raise IllegalAction(ERR + "exact_retired", "pieces are laid by hand now (Carry) and the hammer stood (Strike)")
    check_placement(st, action)


def check_placement(st: CastleCrushState, action: Action) -> None:
    """Everything check() asks but the retirement of the exact moves: the planner (ai/plan.py)
    and the house builder still reason in exact placements, then lay them by hand."""
    if st.is_over():
        raise IllegalAction("core.error.game_over", "the game is over")
    if isinstance(action, Take):
        _check_take(st, action)
    elif isinstance(action, Place):
        _check_place(st, action)
    elif isinstance(action, PlaceKing):
        _check_king(st, action)
    elif isinstance(action, PlaceGeneral):
        _check_general(st, action)
    elif isinstance(action, Attack):
        _check_attack(st, action)
    elif isinstance(action, Carry):
        _check_carry(st, action)
    elif isinstance(action, Strike):
        _check_strike(st, action)
    elif isinstance(action, Finish):
        _check_finish(st)
    else:
        raise IllegalAction(ERR + "bad_action", f"{action!r} is not a Castle Crush move")


# --- checks ------------------------------------------------------------------------------
def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise IllegalAction(ERR + "bad_number", f"{what} must be a finite number", what=what)
    return float(value)


def _in_range(value: float, bounds: tuple[float, float], what: str) -> None:
    lo, hi = bounds
    if not lo - 1e-9 <= value <= hi + 1e-9:
        raise IllegalAction(ERR + "out_of_range", f"{what} must be between {lo:g} and {hi:g}",
                            what=what, low=f"{lo:g}", high=f"{hi:g}")


def _phase(st: CastleCrushState, wanted: Phase) -> None:
    if st.phase != wanted:
        raise IllegalAction(ERR + "wrong_phase", f"this is the {st.phase} phase, not {wanted}",
                            phase=str(st.phase))


def _check_take(st: CastleCrushState, action: Take) -> None:
    _phase(st, Phase.DRAFT)
    if action.kind not in BLOCK_KINDS:
        raise IllegalAction(ERR + "unknown_kind", f"there is no block {action.kind!r}")
    if action.kind == "roof" and st.round < standard_rules()["roofs_from_round"]:
        raise IllegalAction(ERR + "no_roof_yet", "roofs are available from round 2")
    if st.reserve.get(action.kind, 0) <= 0:
        raise IllegalAction(ERR + "reserve_empty", f"the reserve has no {action.kind} left",
                            kind=action.kind)


def _step(st: CastleCrushState, wanted: Step) -> None:
    _phase(st, Phase.BUILD)
    step = st.build_step()
    if step == wanted:
        return
    if step == Step.BLOCK:
        raise IllegalAction(ERR + "blocks_first", "place all your blocks first")
    if step == Step.KING:
        raise IllegalAction(ERR + "king_next", "the King is placed next")
    raise IllegalAction(ERR + "general_next", "the General is placed next")


def _check_place(st: CastleCrushState, action: Place) -> None:
    _step(st, Step.BLOCK)
    p = st.queue[0]
    if action.kind not in st.supply[p]:
        raise IllegalAction(ERR + "not_in_supply", f"you have no {action.kind} to place",
                            kind=str(action.kind))
    if not isinstance(action.mirrored, bool):
        raise IllegalAction(ERR + "bad_action", "mirrored must be true or false")
    x = _number(action.x, "x")
    port = st.physics()
    _in_range(x, port.layout().place_x_range, "x")
    if port.landing_pose(st.worlds[p], action.kind, x) is None:
        raise IllegalAction(ERR + "off_foundation", "it would land on the table, beside the foundation")
    if _over_a_pawn(st, p, action.kind, x):
        raise IllegalAction(ERR + "on_pawn", "no block may be placed on the King or the General")


def _over_a_pawn(st: CastleCrushState, p: int, kind: str, x: float) -> bool:
    """Lowered over a pawn, the block would rest on it ("les blocs ne peuvent pas être
    placés sur le Roi/le Général")."""
    shapes = st.physics().piece_kinds()
    half = shapes[kind].width / 2
    for f in st.facts(p):
        if f.kind in PAWN_KINDS and f.on_foundation:
            reach = max(shapes[f.kind].width, shapes[f.kind].height) / 2
            if abs(f.x - x) < half + reach:
                return True
    return False


def _check_king(st: CastleCrushState, action: PlaceKing) -> None:
    _step(st, Step.KING)
    p = st.queue[0]
    x = _number(action.x, "x")
    angle = _number(action.angle, "angle")
    port = st.physics()
    _in_range(x, port.layout().place_x_range, "x")
    _in_range(angle, (-math.pi, math.pi), "angle")
    pose = port.landing_pose(st.worlds[p], KING, x, angle)
    if pose is None:
        raise IllegalAction(ERR + "off_foundation", "it would land on the table, beside the foundation")
    has_blocks = any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in st.facts(p))
    if has_blocks and _bottom(st, KING, pose) <= port.layout().foundation_top + TOUCH:
        raise IllegalAction(ERR + "king_on_castle", "the King stands on the castle, not on the foundation")


def _bottom(st: CastleCrushState, kind: str, pose: tuple[float, float, float]) -> float:
    """Lowest point of a piece at a pose (y up)."""
    _, y, angle = pose
    c, s = math.cos(angle), math.sin(angle)
    shape = st.physics().piece_kinds()[kind]
    return y + min(px * s + py * c for part in shape.parts for px, py in part)


def _check_general(st: CastleCrushState, action: PlaceGeneral) -> None:
    _step(st, Step.GENERAL)
    p = st.queue[0]
    x = _number(action.x, "x")
    spots = st.physics().general_spots(st.worlds[p])
    if not any(lo - 1e-9 <= x <= hi + 1e-9 for lo, hi in spots):
        raise IllegalAction(ERR + "general_spot", "the General stands on the foundation itself, beside the castle")


def _check_carry(st: CastleCrushState, action: Carry) -> None:
    kind = action.kind
    if not isinstance(kind, str) or kind not in BLOCK_KINDS + PAWN_KINDS:
        raise IllegalAction(ERR + "unknown_kind", f"there is no piece {kind!r}")
    _step(st, Step.BLOCK if kind in BLOCK_KINDS else Step(kind))
    p = st.queue[0]
    if kind in BLOCK_KINDS and kind not in st.supply[p]:
        raise IllegalAction(ERR + "not_in_supply", f"you have no {kind} to place", kind=str(kind))
    if not isinstance(action.mirrored, bool):
        raise IllegalAction(ERR + "bad_action", "mirrored must be true or false")
    if action.steadiness not in STEADINESS:
        raise IllegalAction(ERR + "bad_action", f"steadiness must be one of {STEADINESS}")
    if type(action.sway_model) is not int or action.sway_model not in SWAY_MODELS:
        raise IllegalAction(ERR + "bad_action", f"sway_model must be one of {SWAY_MODELS}")
    if type(action.rules) is not int or action.rules not in RULES_VERSIONS:
        raise IllegalAction(ERR + "bad_action", f"rules must be one of {RULES_VERSIONS}")
    angle = _number(action.angle, "angle")
    if kind == KING:
        _in_range(angle, (-math.pi, math.pi), "angle")
    elif angle != 0.0:
        # "Les blocs ne peuvent pas être placés retournés"; the General is never turned.
        raise IllegalAction(ERR + "upright", "blocks and the General are carried upright")
    _check_path(action.path)


def _check_finish(st: CastleCrushState) -> None:
    """"J'ai fini": only while blocks are being laid (the King and the General are
    placed as the sheet says), and only under the rules that have it."""
    rules = st.build_rules()
    if not rules.has_finish:
        raise IllegalAction(ERR + "no_finish", "this game was begun under rules where every block is laid")
    _step(st, Step.BLOCK)
    if rules.lays_every_block(st.mode):
        raise IllegalAction(ERR + "speed_every_block", "in Speed every block given goes on the castle")


def _check_path(path: Any) -> None:
    if not isinstance(path, tuple) or not 1 <= len(path) <= MAX_CARRY_TICKS:
        raise IllegalAction(ERR + "bad_path", f"a carry is 1 to {MAX_CARRY_TICKS} points")
    (x0, x1), (y0, y1) = HAND_AREA
    for point in path:
        if not isinstance(point, tuple) or len(point) != 2:
            raise IllegalAction(ERR + "bad_path", "each point of a carry is (x, y)")
        _in_range(_number(point[0], "x"), (x0, x1), "x")
        _in_range(_number(point[1], "y"), (y0, y1), "y")


def _check_target(st: CastleCrushState, target: Any) -> None:
    _phase(st, Phase.ATTACK)
    p = st.queue[0]
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < st.num_players:
        raise IllegalAction(ERR + "no_such_castle", "there is no such castle")
    if target == p:
        raise IllegalAction(ERR + "own_castle", "you cannot attack your own castle")


def _check_strike(st: CastleCrushState, action: Strike) -> None:
    _check_target(st, action.target)
    _in_range(_number(action.foot, "foot"), st.physics().layout().foot_range, "foot")


def _check_attack(st: CastleCrushState, action: Attack) -> None:
    _check_target(st, action.target)
    lay = st.physics().layout()
    _in_range(_number(action.offset, "offset"), lay.offset_range, "offset")
    _in_range(_number(action.lean, "lean"), lay.lean_range, "lean")


# --- representative moves ----------------------------------------------------------------
def _grid(lo: float, hi: float, step: float) -> list[float]:
    n = int(math.floor((hi - lo) / step + 1e-9))
    return [round(lo + i * step, 6) for i in range(n + 1)]


def legal_actions(st: CastleCrushState) -> list[Action]:
    """The moves offered: a representative set of the continuous ones (`state.legal_actions()`)."""
    if st.is_over() or not st.queue:
        return []
    p = st.queue[0]
    port = st.physics()
    if st.phase == Phase.DRAFT:
        return [Take(k) for k in BLOCK_KINDS if st.reserve.get(k, 0) > 0]
    if st.phase == Phase.ATTACK:
        lo, hi = port.layout().foot_range
        feet = [round(lo + (hi - lo) * i / (STRIKE_FEET - 1), 6) for i in range(STRIKE_FEET)]
        return [Strike(t, foot) for t in range(st.num_players) if t != p for foot in feet]
    step = st.build_step()
    lay = port.layout()
    # Centres over the foundation: a block centred beyond its edge would only fall.
    lo = max(lay.place_x_range[0], lay.foundation_left + PLACE_STEP)
    hi = min(lay.place_x_range[1], lay.foundation_right - PLACE_STEP)
    xs = _grid(lo, hi, PLACE_STEP)
    world = st.worlds[p]
    if step == Step.BLOCK:
        kinds = sorted(set(st.supply[p]), key=BLOCK_KINDS.index)
        carries: list[Action] = [simple_carry(port, world, k, x) for k in kinds for x in xs
                                 if port.landing_pose(world, k, x) is not None and not _over_a_pawn(st, p, k, x)]
        rules = st.build_rules()
        return carries + [Finish()] if rules.has_finish and not rules.lays_every_block(st.mode) else carries
    if step == Step.KING:
        has_blocks = any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in st.facts(p))
        out: list[Action] = []
        for angle in KING_ANGLES:
            for x in xs:
                pose = port.landing_pose(world, KING, x, angle)
                on_foundation = pose is not None and _bottom(st, KING, pose) <= lay.foundation_top + TOUCH
                if pose is not None and not (has_blocks and on_foundation):
                    out.append(simple_carry(port, world, KING, x, angle))
        return out
    if step == Step.GENERAL:
        spots = port.general_spots(world)
        mids = [round((lo + hi) / 2, 6) for lo, hi in spots]
        inside = [x for x in xs if any(lo <= x <= hi for lo, hi in spots)]
        return [simple_carry(port, world, GENERAL, x) for x in sorted(set(inside + mids))]
    return []
