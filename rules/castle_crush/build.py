"""The build phase: a piece carried in the hand and let go (Carry), "J'ai fini" (Finish),
and what follows a landing: pieces that fell come back to the hand, the mishaps counted
and the turn ended at the limit the game's build rules set (rulesets.py), the King and
the General placed as the sheet says. The functions mutate a state that legal.check has
already accepted the move for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.house as house
import ludotheque.rules.castle_crush.rulesets as rulesets
from ludotheque.rules.castle_crush.actions import Carry, Finish
from ludotheque.rules.castle_crush.course import (
    KEY,
    LOG,
    add_points,
    block_order,
    counted,
    end_game,
    kinds_of,
    start_attacks,
)
from ludotheque.rules.castle_crush.data import GENERAL, KING, title_for
from ludotheque.rules.castle_crush.data import goal as challenge_goal
from ludotheque.rules.castle_crush.port import (
    FOUNDATION_ID,
    PAWN_KINDS,
    PieceFacts,
    PlaceResult,
    facts_by_id,
)
from ludotheque.rules.castle_crush.room import king_on_castle
from ludotheque.rules.castle_crush.scoring import build_score

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState


def carry(st: CastleCrushState, action: Carry) -> None:
    """A piece carried in the hand along the action's path: the physics re-simulates it
    from the castle's world with this turn's sway seed (what the player saw live)."""
    p = st.queue[0]
    port = st.physics()
    res = port.carry(st.worlds[p], action.kind, action.path, owner=p,
                     angle=float(action.angle), mirrored=bool(action.mirrored),
                     steadiness=action.steadiness, seed=st.hand_seed(),
                     sway_model=action.sway_model)
    # Where it was let go (the hand's last aim, less the grip): a failed drop's place.
    x = float(action.path[-1][0]) - port.grip(action.kind, float(action.angle), bool(action.mirrored))[0]
    if action.kind == KING:
        land_king(st, p, res, x)
    elif action.kind == GENERAL:
        land_general(st, p, res, x)
    else:
        land_block(st, p, action.kind, res, x)


def land_block(st: CastleCrushState, p: int, kind: str, res: PlaceResult, x: float) -> None:
    st.supply[p].remove(kind)
    st.transient["place"] = res
    world, facts = res.world, res.facts
    new = facts_by_id(facts)[res.piece_id]
    pawns = {f.id for f in facts if f.kind in PAWN_KINDS}
    if pawns & set(new.supports):
        # "Les blocs ne peuvent pas être placés sur le Roi/le Général": lifted off again.
        settled = st.physics().remove(world, [new.id])
        world, facts = settled.world, settled.facts
        st.supply[p].append(kind)
        st.supply[p].sort(key=block_order)
        st.emit(LOG + "on_pawn", player=p, kind_key=KEY + "kind." + kind)
        st.failed_drops.append((kind, round(x, 6)))
        _after_placing(st, p, world, facts, slipped=True)
        return
    _after_placing(st, p, world, facts, (res.piece_id, kind, x))


def land_king(st: CastleCrushState, p: int, res: PlaceResult, x: float) -> None:
    # "Le Roi ne peut rester que sur le château": else he comes back to the hand.
    king = facts_by_id(res.facts)[res.piece_id]
    if _land_pawn(st, p, res, x, KING, king_on_castle(king, res.facts)):
        st.emit(LOG + "king", player=p, storey=king.storey)
        _after_placing(st, p, res.world, res.facts)


def land_general(st: CastleCrushState, p: int, res: PlaceResult, x: float) -> None:
    # "le général ne peut se tenir que sur les fondations" and never turned over.
    general = facts_by_id(res.facts)[res.piece_id]
    stands = general.supports == (FOUNDATION_ID,) and general.upright and not general.on_table
    if _land_pawn(st, p, res, x, GENERAL, stands):
        st.emit(LOG + "general", player=p)
        _after_placing(st, p, res.world, res.facts)


def _land_pawn(st: CastleCrushState, p: int, res: PlaceResult, x: float, pawn: str, stays: bool) -> bool:
    """The King or the General leaves the hand for the castle; one that may not stay where
    it landed is taken off again and comes back to the hand (False: the caller is done)."""
    st.pawns[p].remove(pawn)
    st.transient["place"] = res
    if stays:
        return True
    settled = st.physics().remove(res.world, [res.piece_id])
    st.pawns[p].insert(0, pawn)
    st.emit(LOG + ("king_slipped" if pawn == KING else "general_slipped"), player=p)
    st.failed_drops.append((pawn, round(x, 6)))
    _after_placing(st, p, settled.world, settled.facts, slipped=True)
    return False


def _after_placing(st: CastleCrushState, p: int, world: dict[str, Any],
                   facts: tuple[PieceFacts, ...], new: tuple[int, str, float] | None = None,
                   slipped: bool = False) -> None:
    """Pieces that fell off the castle while building come back to the hand (a real
    player picks them up). The new block `new` (id, kind, x dropped at) is logged once
    everything has settled: where it stands then, or that it fell (and the drop is
    remembered as failed for this build turn). `slipped`: the piece carried was lifted
    off again (on a pawn, a pawn that would not stay). Then the turn goes on, or ends
    at the limit the game's build rules set (rulesets.py)."""
    rules = rulesets.of(st)
    if slipped:
        st.fumbles += 1
    fell = [f for f in facts if f.storey == 0 or f.on_table]
    kinds: list[str] = []
    if fell:
        st.revealed = True  # the castle fell for real: no undo past it
        cleaned = st.physics().clean(world)
        kinds = kinds_of(world, cleaned.removed)
        world, facts = cleaned.world, cleaned.facts
    if new is not None:
        stays = facts_by_id(facts).get(new[0])
        kind_key = KEY + "kind." + new[1]
        if stays is not None:
            st.emit(LOG + "place", player=p, kind_key=kind_key, storey=stays.storey)
        else:
            st.emit(LOG + "place_fell", player=p, kind_key=kind_key)
        if stays is None or kinds:
            st.failed_drops.append((new[1], round(new[2], 6)))
    if kinds:
        st.fumbles += rules.mishaps(len(kinds), slipped)
        _gather_fumbles(st, p, kinds)
    st.set_world(p, world, facts)
    if rules.at_limit(st.fumbles) and (st.supply[p] or st.pawns[p]):
        if rules.announces_limit:
            st.emit(LOG + "mishap_limit", player=p, count=st.fumbles)
        if rules.house_lays_the_rest(st.mode):
            house.lay_the_rest(st, p)  # every block given goes on the castle
        else:
            _withhold(st, p)
        finish_build(st, p)
    elif not st.supply[p] and not _next_pawn_possible(st, p):
        finish_build(st, p)


def finish(st: CastleCrushState, action: Finish) -> None:
    """"J'ai fini": the builder stops laying blocks; the rest go back to the reserve,
    and the King and the General follow (the sheet's step 4)."""
    p = st.queue[0]
    count = len(st.supply[p])
    for kind in st.supply[p]:
        st.reserve[kind] += 1
    st.supply[p] = []
    st.emit(LOG + counted("finish", count), player=p, count=count)
    if not _next_pawn_possible(st, p):
        finish_build(st, p)


def _withhold(st: CastleCrushState, p: int) -> None:
    """The mishap limit: blocks still in the hand go back to the reserve (they score
    nothing, bring no extra attack); pawns not placed sit this round out."""
    count = len(st.supply[p])
    for kind in st.supply[p]:
        st.reserve[kind] += 1
    st.supply[p] = []
    if count:
        st.emit(LOG + counted("withheld", count), player=p, count=count)
    if st.pawns[p]:
        st.emit(LOG + "pawns_out", player=p)
    st.pawns[p] = []


def _gather_fumbles(st: CastleCrushState, p: int, kinds: list[str]) -> None:
    """What fell comes back to the hand (a real player picks it up)."""
    for kind in kinds:
        if kind in PAWN_KINDS:
            if kind not in st.pawns[p]:
                st.pawns[p].append(kind)
        else:
            st.supply[p].append(kind)
    st.pawns[p].sort(key=lambda k: PAWN_KINDS.index(k))
    st.supply[p].sort(key=block_order)
    st.emit(LOG + counted("fumble", len(kinds)), player=p, count=len(kinds))


def _next_pawn_possible(st: CastleCrushState, p: int) -> bool:
    """Drop pawns that cannot be placed at all (no free spot for the General)."""
    while st.pawns[p]:
        pawn = st.pawns[p][0]
        if pawn == GENERAL and not st.physics().general_spots(st.worlds[p]):
            st.pawns[p].pop(0)
            st.emit(LOG + "no_room_general", player=p)
            continue
        return True
    return False


def finish_build(st: CastleCrushState, p: int) -> None:
    st.queue.pop(0)
    st.fumbles = 0
    st.failed_drops = []
    points = build_score(st.facts(p))
    if st.mode == "construction":
        st.score[p] = points
        st.parts[p] = {**st.parts[p], "build": points}
        challenge = str(st.config.options.get("challenge", "barbacane"))
        title = title_for(challenge, points)
        st.emit(counted(LOG + "construction_done", points), player=p, points=points,
                title_key=KEY + "title." + (title or "none"), goal=challenge_goal(challenge))
        end_game(st)
        return
    if st.mode == "standard":
        add_points(st, p, "build", points)
        st.emit(counted(LOG + "build_score", points), player=p, points=points)
    if not st.queue:
        start_attacks(st)
