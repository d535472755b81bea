"""The course of a game, named after the sheet's steps: hand out the blocks, draft,
build, attack, clean & score, the final recount. `apply(state, action)` is what a legal
action does (`CastleCrushState._apply`); the functions mutate a state that legal.check
has already accepted the action for."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.data as rd
import ludotheque.rules.castle_crush.house as house
from ludotheque.rules.castle_crush.actions import (
    RULES,
    Attack,
    Carry,
    Finish,
    Place,
    PlaceGeneral,
    PlaceKing,
    Strike,
    Take,
)
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.legal import EXACT_MOVES
from ludotheque.rules.castle_crush.order import clockwise_from, lowest_score_first
from ludotheque.rules.castle_crush.phases import MAX_FUMBLES, MAX_MISHAPS, Phase
from ludotheque.rules.castle_crush.port import (
    BLOCK_KINDS,
    FOUNDATION_ID,
    PAWN_KINDS,
    AttackResult,
    PieceFacts,
    PlaceResult,
    empty_castle_for,
    facts_by_id,
)
from ludotheque.rules.castle_crush.room import king_on_castle
from ludotheque.rules.castle_crush.scoring import attack_points, build_score, character_points
from ludotheque.rules.core import Action, mix

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

KEY = "castle_crush."
LOG = KEY + "log."
# Gathering fallen pieces can make leaning ones fall in turn: at most this many passes.
MAX_GATHER_PASSES = 4


# --- a move -----------------------------------------------------------------------------
def apply(st: CastleCrushState, action: Action) -> None:
    """What a legal action does (checked by legal.check): the first build or attack move
    settles which moves and which build rules the game plays under, then the step it is."""
    st.transient = {}
    if st.mode == "construction":
        # A challenge measures a steady hand: no move of it is taken back (issue 31: undo
        # was a free retry of any carry that knocked nothing down, with the same sway).
        st.revealed = True
    if st.exact_moves is None and not isinstance(action, Take):
        st.exact_moves = isinstance(action, EXACT_MOVES)
    if st.rules is None and not isinstance(action, Take):
        st.rules = (action.rules if isinstance(action, Carry)
                    else 1 if isinstance(action, EXACT_MOVES) else RULES)
        if st.rules < 2:  # begun before issue 22: played with physics 1
            st.worlds = [empty_castle_for(w, 1) for w in st.worlds]
    if isinstance(action, Take):
        take_block(st, action.kind)
    elif isinstance(action, Place):
        place_block(st, action)
    elif isinstance(action, PlaceKing):
        place_king(st, action)
    elif isinstance(action, PlaceGeneral):
        place_general(st, action)
    elif isinstance(action, Attack):
        attack(st, action)
    elif isinstance(action, Carry):
        carry(st, action)
    elif isinstance(action, Strike):
        strike(st, action)
    elif isinstance(action, Finish):
        finish(st)
    else:  # check_action refuses anything else; this guards apply_in_place
        raise TypeError(f"not a Castle Crush action: {action!r}")


# --- setup -----------------------------------------------------------------------------
def setup(st: CastleCrushState) -> None:
    n = st.num_players
    port = st.physics()
    st.reserve = rd.full_reserve()
    st.worlds = [port.empty_castle(mix(st.config.seed, p, 0xB10C)) for p in range(n)]
    st.facts_json = [[] for _ in range(n)]
    if st.mode == "construction":
        st.supply = [rd.construction_supply(st.reserve, st.config.options.get("challenge", "barbacane"))]
        st.emit(LOG + "challenge", challenge_key=KEY + "challenge." + str(st.config.options.get("challenge", "barbacane")))
    elif st.mode == "speed":
        st.supply = rd.speed_supply(st.reserve, n, st.rng)
        st.emit(LOG + "speed_start", target=rd.speed_rules(n)["target"])
    else:
        st.emit(LOG + "round", round=1)
        st.supply = [rd.take(st.reserve, rd.serie()) for _ in range(n)]
    for p in range(n):
        st.supply[p].sort(key=_block_order)
        st.emit(LOG + "supply", player=p, count=len(st.supply[p]))
    start_build(st)


def _block_order(kind: str) -> int:
    return BLOCK_KINDS.index(kind)


# --- draft (rounds 2 and 3) --------------------------------------------------------------
def start_round(st: CastleCrushState) -> None:
    """Round 2 or 3: pawns come off the castles, then the lowest score drafts first."""
    st.emit(LOG + "round", round=st.round)
    port = st.physics()
    for p in range(st.num_players):
        pawn_ids = [f.id for f in st.facts(p) if f.kind in PAWN_KINDS]
        world = st.worlds[p]
        if pawn_ids:
            world = port.remove(world, pawn_ids).world
        cleaned = port.clean(world)
        _return_to_reserve(st, world, cleaned.removed)
        st.set_world(p, cleaned.world, cleaned.facts)
    st.pawns = [[KING, GENERAL] for _ in range(st.num_players)]
    st.missing = [0] * st.num_players
    per = rd.standard_rules()["draft_blocks"]
    st.queue = [p for p in lowest_score_first(st.score, st.config.youngest) for _ in range(per)]
    st.phase = Phase.DRAFT
    _skip_empty_draft(st)


def take_block(st: CastleCrushState, kind: str) -> None:
    p = st.queue.pop(0)
    st.reserve[kind] -= 1
    st.supply[p].append(kind)
    st.supply[p].sort(key=_block_order)
    st.emit(LOG + "take", player=p, kind_key=KEY + "kind." + kind)
    _skip_empty_draft(st)


def _skip_empty_draft(st: CastleCrushState) -> None:
    """A block the reserve cannot give is missing: one more attack for its taker."""
    while st.queue and sum(st.reserve.values()) == 0:
        p = st.queue.pop(0)
        st.missing[p] += 1
        st.emit(LOG + "missing", player=p)
    if not st.queue:
        start_build(st)


# --- build -------------------------------------------------------------------------------
def start_build(st: CastleCrushState) -> None:
    st.phase = Phase.BUILD
    st.fumbles = 0
    st.failed_drops = []
    if st.mode == "speed":
        st.queue = clockwise_from(st.config.youngest, st.num_players)
    else:
        st.queue = lowest_score_first(st.score, st.config.youngest)


def place_block(st: CastleCrushState, action: Place) -> None:
    """The exact placement of old saves: lowered at x, released at rest."""
    p = st.queue[0]
    res = st.physics().place(st.worlds[p], action.kind, float(action.x), owner=p,
                             mirrored=bool(action.mirrored))
    _land_block(st, p, action.kind, res, float(action.x))


def place_king(st: CastleCrushState, action: PlaceKing) -> None:
    p = st.queue[0]
    _land_king(st, p, st.physics().place(st.worlds[p], KING, float(action.x), owner=p,
                                         angle=float(action.angle)), float(action.x))


def place_general(st: CastleCrushState, action: PlaceGeneral) -> None:
    p = st.queue[0]
    _land_general(st, p, st.physics().place(st.worlds[p], GENERAL, float(action.x), owner=p),
                  float(action.x))


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
        _land_king(st, p, res, x)
    elif action.kind == GENERAL:
        _land_general(st, p, res, x)
    else:
        _land_block(st, p, action.kind, res, x)


def _land_block(st: CastleCrushState, p: int, kind: str, res: PlaceResult, x: float) -> None:
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
        st.supply[p].sort(key=_block_order)
        st.emit(LOG + "on_pawn", player=p, kind_key=KEY + "kind." + kind)
        st.failed_drops.append((kind, round(x, 6)))
        _after_placing(st, p, world, facts, slipped=True)
        return
    _after_placing(st, p, world, facts, (res.piece_id, kind, x))


def _land_king(st: CastleCrushState, p: int, res: PlaceResult, x: float) -> None:
    st.pawns[p].remove(KING)
    st.transient["place"] = res
    king = facts_by_id(res.facts)[res.piece_id]
    world, facts = res.world, res.facts
    if not king_on_castle(king, facts):
        # "Le Roi ne peut rester que sur le château": he comes back to the hand.
        settled = st.physics().remove(world, [king.id])
        world, facts = settled.world, settled.facts
        st.pawns[p].insert(0, KING)
        st.emit(LOG + "king_slipped", player=p)
        st.failed_drops.append((KING, round(x, 6)))
        _after_placing(st, p, world, facts, slipped=True)
        return
    st.emit(LOG + "king", player=p, storey=king.storey)
    _after_placing(st, p, world, facts)


def _land_general(st: CastleCrushState, p: int, res: PlaceResult, x: float) -> None:
    st.pawns[p].remove(GENERAL)
    st.transient["place"] = res
    general = facts_by_id(res.facts)[res.piece_id]
    world, facts = res.world, res.facts
    if general.supports != (FOUNDATION_ID,) or not general.upright or general.on_table:
        # "le général ne peut se tenir que sur les fondations" and never turned over.
        settled = st.physics().remove(world, [general.id])
        world, facts = settled.world, settled.facts
        st.pawns[p].insert(0, GENERAL)
        st.emit(LOG + "general_slipped", player=p)
        st.failed_drops.append((GENERAL, round(x, 6)))
        _after_placing(st, p, world, facts, slipped=True)
        return
    st.emit(LOG + "general", player=p)
    _after_placing(st, p, world, facts)


def _after_placing(st: CastleCrushState, p: int, world: dict[str, Any],
                   facts: tuple[PieceFacts, ...], new: tuple[int, str, float] | None = None,
                   slipped: bool = False) -> None:
    """Pieces that fell off the castle while building come back to the hand (a real
    player picks them up). The new block `new` (id, kind, x dropped at) is logged once
    everything has settled: where it stands then, or that it fell (and the drop is
    remembered as failed for this build turn). `slipped`: the piece carried was lifted
    off again (on a pawn, a pawn that would not stay). Then the turn goes on, or ends
    at the mishap limit (MAX_MISHAPS; version 1: the fall cap, MAX_FUMBLES)."""
    old_rules = st.rules_version() < 2
    if slipped:
        st.fumbles += 1
    fell = [f for f in facts if f.storey == 0 or f.on_table]
    kinds: list[str] = []
    if fell:
        st.revealed = True  # the castle fell for real: no undo past it
        cleaned = st.physics().clean(world)
        kinds = _kinds_of(world, cleaned.removed)
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
        # Version 1 counted fallen pieces; version 2 counts the carry once.
        st.fumbles += len(kinds) if old_rules else int(not slipped)
        _gather_fumbles(st, p, kinds)
    st.set_world(p, world, facts)
    if old_rules and st.fumbles > MAX_FUMBLES and (st.supply[p] or st.pawns[p]):
        # Version 1's fall cap: the house lays what is left in the hand (house.py).
        house.lay_the_rest(st, p)
        finish_build(st, p)
    elif not old_rules and st.fumbles >= MAX_MISHAPS and (st.supply[p] or st.pawns[p]):
        st.emit(LOG + "mishap_limit", player=p, count=st.fumbles)
        if st.lays_every_block():
            house.lay_the_rest(st, p)  # Speed: every block given goes on the castle
        else:
            _withhold(st, p)
        finish_build(st, p)
    elif not st.supply[p] and not _next_pawn_possible(st, p):
        finish_build(st, p)


def finish(st: CastleCrushState) -> None:
    """"J'ai fini": the builder stops laying blocks; the rest go back to the reserve,
    and the King and the General follow (the sheet's step 4)."""
    p = st.queue[0]
    count = len(st.supply[p])
    for kind in st.supply[p]:
        st.reserve[kind] += 1
    st.supply[p] = []
    st.emit(LOG + _counted("finish", count), player=p, count=count)
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
        st.emit(LOG + _counted("withheld", count), player=p, count=count)
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
    st.supply[p].sort(key=_block_order)
    st.emit(LOG + _counted("fumble", len(kinds)), player=p, count=len(kinds))


def _counted(key: str, count: int) -> str:
    """The log key for a count: its own wording for one (piece, point), never "pièce(s)"."""
    return key + "_one" if count == 1 else key


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
        st.parts[p]["build"] = points
        challenge = str(st.config.options.get("challenge", "barbacane"))
        title = rd.title_for(challenge, points)
        st.emit(LOG + "construction_done", player=p, points=points,
                title_key=KEY + "title." + (title or "none"), goal=rd.goal(challenge))
        end_game(st)
        return
    if st.mode == "standard":
        st.score[p] += points
        st.parts[p]["build"] += points
        st.emit(LOG + "build_score", player=p, points=points)
    if not st.queue:
        start_attacks(st)


# --- attack ------------------------------------------------------------------------------
def start_attacks(st: CastleCrushState) -> None:
    st.phase = Phase.ATTACK
    if st.mode == "speed":
        st.queue = clockwise_from(st.config.youngest, st.num_players)
        return
    per = rd.standard_rules()["attacks_per_round"]
    st.attacks_left = [per + m for m in st.missing]
    _next_wave(st)


def _next_wave(st: CastleCrushState) -> None:
    """Each wave, every seat with attacks left strikes once, lowest score first."""
    order = lowest_score_first(st.score, st.config.youngest)
    st.queue = [p for p in order if st.attacks_left[p] > 0]


def attack(st: CastleCrushState, action: Attack) -> None:
    """The blow of old saves: the hammer stood at `offset` with a `lean`."""
    target = int(action.target)
    world = st.worlds[target]
    res = st.physics().attack(world, float(action.offset), float(action.lean))
    _blow(st, target, res, {"world": world, "offset": float(action.offset),
                            "lean": float(action.lean)})


def strike(st: CastleCrushState, action: Strike) -> None:
    target = int(action.target)
    world = st.worlds[target]
    res = st.physics().strike(world, float(action.foot))
    _blow(st, target, res, {"world": world, "foot": float(action.foot)})


def _blow(st: CastleCrushState, target: int, res: AttackResult, stance: dict[str, Any]) -> None:
    """Score a blow and gather what fell. `last_attack` keeps the world the hammer fell
    on and the stance, so the blow can be simulated again after loading (replays.py)."""
    p = st.queue.pop(0)
    port = st.physics()
    st.transient["attack"] = res
    # A blow cannot be taken back and tried again: the table saw where everything fell.
    st.revealed = True
    points = attack_points(res.facts, res.fallen)
    fallen = list(res.fallen)
    world, facts = res.world, res.facts
    gathered = list(fallen)
    # Gather the fallen pieces; any that reach the table as a result still count.
    for _ in range(MAX_GATHER_PASSES):
        if not gathered:
            break
        _return_to_reserve(st, world, gathered)
        settled = port.remove(world, gathered)
        world, facts = settled.world, settled.facts
        gathered = [f.id for f in facts if f.on_table]
        points += attack_points(facts, gathered)
        fallen += gathered
    st.set_world(target, world, facts)
    st.score[p] += points
    st.parts[p]["attack"] += points
    st.last_attack = {"player": p, "target": target, "points": points, "fallen": fallen,
                      "hit": bool(res.hit), **copy.deepcopy(stance)}
    st.emit(LOG + (_counted("attack", points) if res.hit else "miss"), player=p, target_player=target,
            points=points)
    st.attacks_left[p] = max(0, st.attacks_left[p] - 1)
    if not st.queue:
        _end_of_wave(st)


def _end_of_wave(st: CastleCrushState) -> None:
    if st.mode == "speed":
        st.attack_rounds += 1
        target = rd.speed_rules(st.num_players)["target"]
        leaders = [p for p, s in enumerate(st.score) if s >= target]
        if leaders:
            st.emit(LOG + "target_reached", player=leaders[0], target=target)
            end_game(st)
        elif st.attack_rounds >= rd.speed_max_rounds() or _nothing_left(st):
            st.emit(LOG + "rubble", rounds=st.attack_rounds)
            end_game(st)
        else:
            st.queue = clockwise_from(st.config.youngest, st.num_players)
        return
    if any(st.attacks_left):
        _next_wave(st)
    else:
        clean_and_score(st)


def _nothing_left(st: CastleCrushState) -> bool:
    return all(not st.worlds[p].get("pieces") for p in range(st.num_players))


# --- clean & score, final recount ---------------------------------------------------------
def clean_and_score(st: CastleCrushState) -> None:
    port = st.physics()
    for p in range(st.num_players):
        points = character_points(st.facts(p))
        if points:
            st.score[p] += points
            st.parts[p]["characters"] += points
            st.emit(LOG + _characters_key(st.facts(p)), player=p, points=points)
        cleaned = port.clean(st.worlds[p])
        _return_to_reserve(st, st.worlds[p], cleaned.removed)
        if cleaned.removed:
            st.emit(LOG + _counted("clean", len(cleaned.removed)), player=p, count=len(cleaned.removed))
        st.set_world(p, cleaned.world, cleaned.facts)
    if st.round >= rd.standard_rules()["rounds"]:
        final_recount(st)
        return
    st.round += 1
    start_round(st)


def _characters_key(facts: tuple[PieceFacts, ...]) -> str:
    """The log line names the pawns that held on: the King, the General, or both."""
    held = {f.kind for f in facts if f.kind in PAWN_KINDS and character_points((f,))}
    if held == {KING}:
        return "characters_king"
    if held == {GENERAL}:
        return "characters_general"
    return "characters"


def final_recount(st: CastleCrushState) -> None:
    """"Dernier Calcul": the castles score again, a block not upright counting 1."""
    for p in range(st.num_players):
        points = build_score(st.facts(p), final=True)
        st.score[p] += points
        st.parts[p]["final"] += points
        st.emit(LOG + "final", player=p, points=points)
    end_game(st)


def end_game(st: CastleCrushState) -> None:
    port = st.physics()
    st.heights = [round(float(port.height(w)), 6) for w in st.worlds]
    st.phase = Phase.OVER
    st.queue = []
    st.revealed = True  # the final count is on the table (and in the high scores)
    if st.mode == "construction":
        return  # a solo challenge wins nothing: its last line is the score and title earned
    for p in st.winners():
        st.emit(LOG + "winner", player=p, points=st.score[p])


# --- pieces and the reserve ---------------------------------------------------------------
def _kinds_of(world: dict[str, Any], ids: list[int] | tuple[int, ...]) -> list[str]:
    wanted = set(ids)
    return [pc["kind"] for pc in world.get("pieces", []) if pc["id"] in wanted]


def _return_to_reserve(st: CastleCrushState, world: dict[str, Any],
                       ids: list[int] | tuple[int, ...]) -> None:
    """Blocks outside the foundation go back to the reserve (pawns go to their owner)."""
    for kind in _kinds_of(world, ids):
        if kind in BLOCK_KINDS:
            st.reserve[kind] += 1
