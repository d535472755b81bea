"""The attack phase: the hammer stood on its base and let tip over (Strike), the blow
scored, what fell gathered, the waves of blows and the end of the phase (Speed: the
target, the rubble, the rounds). The functions mutate a state that legal.check has
already accepted the move for."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.data as rd
from ludotheque.rules.castle_crush.actions import Strike
from ludotheque.rules.castle_crush.course import (
    LOG,
    add_points,
    clean_and_score,
    counted,
    end_game,
    next_wave,
    return_to_reserve,
)
from ludotheque.rules.castle_crush.order import clockwise_from
from ludotheque.rules.castle_crush.port import AttackResult
from ludotheque.rules.castle_crush.scoring import attack_points

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

# Gathering fallen pieces can make leaning ones fall in turn: at most this many passes.
MAX_GATHER_PASSES = 4


def strike(st: CastleCrushState, action: Strike) -> None:
    target = int(action.target)
    world = st.worlds[target]
    res = st.physics().strike(world, float(action.foot))
    blow(st, target, res, {"world": world, "foot": float(action.foot)})


def blow(st: CastleCrushState, target: int, res: AttackResult, stance: dict[str, Any]) -> None:
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
        return_to_reserve(st, world, gathered)
        settled = port.remove(world, gathered)
        world, facts = settled.world, settled.facts
        gathered = [f.id for f in facts if f.on_table]
        points += attack_points(facts, gathered)
        fallen += gathered
    st.set_world(target, world, facts)
    add_points(st, p, "attack", points)
    st.last_attack = {"player": p, "target": target, "points": points, "fallen": fallen,
                      "hit": bool(res.hit), **copy.deepcopy(stance)}
    st.emit(LOG + (counted("attack", points) if res.hit else "miss"), player=p, target_player=target,
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
        next_wave(st)
    else:
        clean_and_score(st)


def _nothing_left(st: CastleCrushState) -> bool:
    return all(not st.worlds[p].get("pieces") for p in range(st.num_players))
