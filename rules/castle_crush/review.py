"""What the game review needs of Castle Crush (read by `rules/review/settings.py`).

Everything is public and the physics is deterministic, so the analyst needs no
play-outs: a move is judged by the position it leaves (`DEPTH = 0`), each seat's
standing being its score plus what its castle is worth now (Σ value × storey).

A carry is judged by where the hand aimed, the piece laid there exactly (`aim`), against
the hard AI's plan laid exactly (`plan`): the hand's sway is no choice of the player's,
so nothing only a steadier hand could do is marked. The review still shows the build
score the carry really added, the one its aim would have added and the plan's
(`review_extra`). A blow is judged as it is (the stance is the choice; the physics is
the same every time), and the review shows the analyst's best stance and its points.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.actions import Carry, Place, PlaceGeneral, PlaceKing, Strike
from ludotheque.rules.castle_crush.ai.agent import CastleAgent
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.scoring import build_score
from ludotheque.rules.castle_crush.state import CastleCrushState
from ludotheque.rules.core import GameState, Rng

ROLLOUTS = 1
DEPTH = 0
SCALE = 15.0  # points
BEST_LEVEL = "hard"


def standing(state: Any) -> list[float]:
    return [float(state.score[p]) + build_score(state.facts(p)) for p in range(state.num_players)]


def _exact(state: Any, action: Carry) -> Any:
    """The exact placement a carry aimed at: where the hand let go."""
    gx, _ = state.physics().grip(action.kind, float(action.angle), bool(action.mirrored))
    x = round(float(action.path[-1][0]) - gx, 6)
    if action.kind == KING:
        return PlaceKing(x, float(action.angle))
    if action.kind == GENERAL:
        return PlaceGeneral(x)
    return Place(action.kind, x, bool(action.mirrored))


def aim(view: dict[str, Any], player: int, action: Any, state_cls: type[GameState]) -> Any:
    if not isinstance(action, Carry):
        return action
    return _exact(state_cls.from_view(view, Rng(0)), action)


def plan(view: dict[str, Any], player: int, state_cls: type[GameState], rng: Rng) -> Any:
    """The hard AI's move, with its build moves as the exact placement it plans."""
    st = state_cls.from_view(view, rng.fork(0))
    assert isinstance(st, CastleCrushState), "Castle Crush's review reads its own states"
    agent = CastleAgent(BEST_LEVEL)
    if st.phase == Phase.BUILD:
        planned = agent.plan(st, player, rng)
        if planned is not None:
            return planned
    return agent.choose(view, player, state_cls, rng)


def _added(st: Any, player: int, action: Any) -> int:
    before = build_score(st.facts(player))
    after = st.clone()
    after.apply_in_place(action)
    return build_score(after.facts(player)) - before


def review_extra(view: dict[str, Any], player: int, action: Any, best: Any,
                 state_cls: type[GameState]) -> dict[str, Any] | None:
    st = state_cls.from_view(view, Rng(0))
    assert isinstance(st, CastleCrushState), "Castle Crush's review reads its own states"
    if isinstance(action, Carry):
        extra: dict[str, Any] = {"kind": "carry", "piece": action.kind, "steadiness": action.steadiness,
                                 "added": _added(st, player, action),
                                 "aimed": _added(st, player, _exact(st, action))}
        if isinstance(best, Place | PlaceKing | PlaceGeneral):
            extra["plan"] = _added(st, player, best)
        return extra
    if isinstance(action, Strike):

        def points(blow: Strike) -> int:
            """What the blow scores, as the rules count it (the pieces that fall as the
            fallen ones are gathered too)."""
            after = st.clone()
            after.apply_in_place(blow)
            return int(after.score[player] - st.score[player])

        best_blow = best if isinstance(best, Strike) else action
        return {"kind": "blow", "target_player": action.target, "foot": action.foot, "got": points(action),
                "best_target_player": best_blow.target, "best_foot": best_blow.foot,
                "expected": points(best_blow)}
    return None


__all__ = ["BEST_LEVEL", "DEPTH", "ROLLOUTS", "SCALE", "aim", "plan", "review_extra", "standing"]
