"""What Castle Crush's screen asks the rules, answered from what a seat sees: `seen` is
the state rebuilt from that seat's view (`GameState.seen_by`), never the full state.

Which step of the build a seat is at, whether its King has a flat top left, how many
points its castle stands at, the scores the panel shows, how many draft picks come
before the next seat's, how many attacks each seat has left, whether "Done" may be
asked. Each answer comes from the rule modules themselves: no rule is written twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.castle_crush.phases import BuildTurn, Phase, Step
from ludotheque.rules.castle_crush.phases import build_turn as _build_turn
from ludotheque.rules.castle_crush.room import king_has_room, roof_takes_last_throne
from ludotheque.rules.castle_crush.room import king_spots as _king_spots
from ludotheque.rules.castle_crush.scoring import build_score


def build_step(seen: Any) -> Step | None:
    """The step of the seat building now (a block, the King, the General), or None."""
    return seen.build_step()


def build_turn(seen: Any) -> BuildTurn | None:
    """The build turn under way (who, which step, the mishaps and their limit, the hand),
    or None when nobody is building."""
    return _build_turn(seen)


def build_points(seen: Any, seat: int) -> int:
    """The points a seat's castle stands at, as built."""
    return build_score(seen.facts(seat))


def panel_scores(seen: Any) -> tuple[float, ...]:
    """The scores the panel shows. In Construction the score is written when the build
    ends: until then, the castle's build points as it stands (the one build score on
    screen)."""
    if seen.mode == "construction" and not seen.is_over():
        return tuple(float(build_points(seen, p)) for p in range(seen.num_players))
    return tuple(float(s) for s in seen.score)


def king_stuck(seen: Any, kinds: Mapping[str, Any]) -> bool:
    """At the King's turn, no flat top is left for him to stand on."""
    p = seen.current_player()
    return p is not None and seen.build_step() == Step.KING and not king_has_room(seen.facts(p), kinds)


def king_spots(seen: Any, kinds: Mapping[str, Any]) -> tuple[tuple[float, float, float], ...]:
    """At the King's turn, the flat tops he may stand on, as (left, right, height)."""
    p = seen.current_player()
    if p is None or seen.build_step() != Step.KING:
        return ()
    return tuple(_king_spots(seen.facts(p), kinds))


def king_to_lay(seen: Any, seat: int) -> bool:
    """The seat still has its King to lay."""
    return KING in seen.pawns[seat]


def roof_over_last_throne(seen: Any, kinds: Mapping[str, Any], pose: Any) -> bool:
    """A roof landing at `pose` on the castle building now would cover the King's last
    flat top (the King still to be laid)."""
    p = seen.current_player()
    return p is not None and king_to_lay(seen, p) and roof_takes_last_throne(seen.facts(p), kinds, pose)


def draft_picks_left(seen: Any, seat: int) -> int:
    """How many picks in a row the drafting seat still makes before another seat's."""
    return next((i for i, q in enumerate(seen.queue) if q != seat), len(seen.queue))


def attacks_left(seen: Any) -> tuple[int, ...]:
    """Each seat's attacks still to come this round (Standard, while attacking; else 0)."""
    if seen.phase == Phase.ATTACK and seen.mode == "standard":
        return tuple(int(n) for n in seen.attacks_left)
    return (0,) * seen.num_players


def may_finish(seen: Any) -> bool:
    """The seat building now may say it has finished laying blocks ("J'ai fini")."""
    turn = _build_turn(seen)
    return turn is not None and turn.may_finish


__all__ = ["attacks_left", "build_points", "build_step", "build_turn", "draft_picks_left", "king_spots", "king_stuck", "king_to_lay", "may_finish",
           "panel_scores", "roof_over_last_throne"]
