"""The course of a game, named after the sheet's steps: hand out the blocks, draft,
build, attack, clean & score, the final recount, the end. Each phase's module (draft.py,
build.py, attack.py) plays its moves and calls here to move the game on; the helpers all
of them use (the log's keys, the reserve, the score parts) sit here too."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.data as rd
import ludotheque.rules.castle_crush.rulesets as rulesets
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.order import clockwise_from, lowest_score_first
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, PAWN_KINDS, PieceFacts
from ludotheque.rules.castle_crush.scoring import build_score, character_points
from ludotheque.rules.core import Action, mix

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.memo import MemoPhysics
    from ludotheque.rules.castle_crush.state import CastleCrushState

KEY = "castle_crush."
LOG = KEY + "log."


# --- a move ------------------------------------------------------------------------------
def begin_move(st: CastleCrushState, action: Action) -> None:
    """Before any move: the physics' record of the last one goes, a challenge's moves are
    never taken back, and the first build or attack move settles the game's versions."""
    st.transient = {}
    if st.mode == "construction":
        # A challenge measures a steady hand: no move of it is taken back (issue 31: undo
        # was a free retry of any carry that knocked nothing down, with the same sway).
        st.revealed = True
    rulesets.settle(st, action)


def bound(memo: MemoPhysics | None) -> MemoPhysics:
    """The physics the rules are bound to (the state class's memo of it), or why not."""
    if memo is None:
        raise RuntimeError("Castle Crush's rules are not bound to a physics: use the state class of "
                           "make_game_info(port) (import ludotheque.physics, then get_game)")
    return memo


class Moves:
    """A phase's moves (flow.HANDLERS): the function that plays each kind of action."""

    def __init__(self, moves: dict[type, Callable[[Any, Any], None]]) -> None:
        self.moves = moves

    def __call__(self, st: CastleCrushState, action: Action) -> None:
        handler = self.moves.get(type(action))
        if handler is None:  # check_action refuses it; this guards apply_in_place
            raise TypeError(f"not a Castle Crush move of the {st.phase} phase: {action!r}")
        begin_move(st, action)
        handler(st, action)


# --- helpers -----------------------------------------------------------------------------
def counted(key: str, count: int) -> str:
    """The log key for a count: its own wording for one (piece, point), never "pièce(s)"."""
    return key + "_one" if count == 1 else key


def block_order(kind: str) -> int:
    return BLOCK_KINDS.index(kind)


def add_points(st: CastleCrushState, p: int, part: str, points: int, total: bool = True) -> None:
    """Score `points` for seat p in one part of its score (the part's dict replaced, never
    changed in place: copies of the state share it). `total=False`: the part only."""
    st.parts[p] = {**st.parts[p], part: st.parts[p][part] + points}
    if total:
        st.score[p] += points


def kinds_of(world: dict[str, Any], ids: list[int] | tuple[int, ...]) -> list[str]:
    wanted = set(ids)
    return [pc["kind"] for pc in world.get("pieces", []) if pc["id"] in wanted]


def return_to_reserve(st: CastleCrushState, world: dict[str, Any], ids: list[int] | tuple[int, ...]) -> None:
    """Blocks outside the foundation go back to the reserve (pawns go to their owner)."""
    for kind in kinds_of(world, ids):
        if kind in BLOCK_KINDS:
            st.reserve[kind] += 1


# --- setup -------------------------------------------------------------------------------
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
        st.supply[p].sort(key=block_order)
        st.emit(LOG + "supply", player=p, count=len(st.supply[p]))
    start_build(st)


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
        return_to_reserve(st, world, cleaned.removed)
        st.set_world(p, cleaned.world, cleaned.facts)
    st.pawns = [[KING, GENERAL] for _ in range(st.num_players)]
    st.missing = [0] * st.num_players
    per = rd.standard_rules()["draft_blocks"]
    st.queue = [p for p in lowest_score_first(st.score, st.config.youngest) for _ in range(per)]
    st.phase = Phase.DRAFT
    skip_empty_draft(st)


def skip_empty_draft(st: CastleCrushState) -> None:
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


# --- attack ------------------------------------------------------------------------------
def start_attacks(st: CastleCrushState) -> None:
    st.phase = Phase.ATTACK
    if st.mode == "speed":
        st.queue = clockwise_from(st.config.youngest, st.num_players)
        return
    per = rd.standard_rules()["attacks_per_round"]
    st.attacks_left = [per + m for m in st.missing]
    next_wave(st)


def next_wave(st: CastleCrushState) -> None:
    """Each wave, every seat with attacks left strikes once, lowest score first."""
    order = lowest_score_first(st.score, st.config.youngest)
    st.queue = [p for p in order if st.attacks_left[p] > 0]


# --- clean & score, final recount ---------------------------------------------------------
def clean_and_score(st: CastleCrushState) -> None:
    port = st.physics()
    for p in range(st.num_players):
        points = character_points(st.facts(p))
        if points:
            add_points(st, p, "characters", points)
            st.emit(LOG + _characters_key(st.facts(p)), player=p, points=points)
        cleaned = port.clean(st.worlds[p])
        return_to_reserve(st, st.worlds[p], cleaned.removed)
        if cleaned.removed:
            st.emit(LOG + counted("clean", len(cleaned.removed)), player=p, count=len(cleaned.removed))
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
        add_points(st, p, "final", points)
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
