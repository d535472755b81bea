"""Blows simulated again from what a save keeps: the world the hammer fell on and the
stance (`CastleCrushState.last_attack`). The physics is deterministic, so this is the
very blow that was played, trajectory and all: slow-motion replays of loaded games."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_crush.port import AttackResult

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState


def last_blow(st: CastleCrushState) -> AttackResult | None:
    """The last blow of the game again (None before any, or in a game saved before the
    stance was kept)."""
    blow = st.last_attack
    if not blow or "world" not in blow:
        return None
    return blow_result(st, blow)


def blow_result(st: CastleCrushState, blow: dict) -> AttackResult:
    """A blow recorded as `last_attack` is: {"world", "foot"} or {"world", "offset", "lean"}."""
    port = st.physics()
    if "foot" in blow:
        return port.strike(blow["world"], float(blow["foot"]))
    return port.attack(blow["world"], float(blow["offset"]), float(blow["lean"]))
