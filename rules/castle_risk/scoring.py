"""How Castle Risk is scored and how it ended.

A player's score is the castle chips he holds: his own while his castle stands, and
every one he captured. The game ends in one of two ways:
- one player holds every castle chip of the board, the sheet's victory
  (`castle_risk.end.castles`, `castles.eliminate`);
- nothing can ever change again, no attack possible anywhere and no army to come (a
  ruling of ours, `turn.is_frozen`): the game stops and castle chips, then territories,
  then armies rank the players (`castle_risk.end.stalemate`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.shared import alive_players, territories_of

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

STANDING = ("castles", "territories", "armies")


def chips_held(state: CastleRiskState, player: int) -> int:
    """Castle chips `player` holds: his own while his castle stands, and those captured."""
    own = 1 if state.alive[player] and state.castle_at[player] else 0
    return own + len(state.captured[player])


def scores(state: CastleRiskState) -> list[float]:
    """Castle chips held (one's own while alive, and every one captured)."""
    return [float(chips_held(state, p)) for p in range(state.num_players)]


def standing(state: CastleRiskState, player: int) -> tuple[int, int, int]:
    """Castles, then territories, then armies: the order of a stopped game (our ruling)."""
    terr = territories_of(state, player)
    return (chips_held(state, player), len(terr), sum(state.armies[t] for t in terr))


def decided_by(state: CastleRiskState) -> tuple[str, int, int] | None:
    """How a stopped game was ranked: the first of castles, territories, armies on
    which the leader beats the runner-up, with both values; None on a full tie."""
    alive = sorted(alive_players(state), key=lambda p: standing(state, p), reverse=True)
    if len(alive) < 2:
        return None
    first, second = standing(state, alive[0]), standing(state, alive[1])
    for name, a, b in zip(STANDING, first, second, strict=True):
        if a != b:
            return name, a, b
    return None


def winners(state: CastleRiskState) -> list[int]:
    alive = alive_players(state)
    if len(alive) == 1:
        return alive
    best = max(standing(state, p) for p in alive)
    return [p for p in alive if standing(state, p) == best]


def ranking(state: CastleRiskState) -> list[int]:
    return sorted(range(state.num_players),
                  key=lambda p: (not state.alive[p], [-v for v in standing(state, p)], p))


def end_reason(state: CastleRiskState) -> tuple[str, dict[str, Any]]:
    if state.stalemate:
        return "castle_risk.end.stalemate", {}
    return "castle_risk.end.castles", {"player": alive_players(state)[0]}
