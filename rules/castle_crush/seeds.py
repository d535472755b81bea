"""The seeds the hand and the AI builders draw from, functions of the game's seed and of
where the game stands (never of the generator): the sway of the carry about to be made,
and a seat's nerve as an AI builder. A state rebuilt from a view has no seed: it knows
the ones its view shows (`state.shown_sway`, `state.shown_nerve`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.core import mix

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState


def sway_key(st: CastleCrushState) -> tuple[int, int, int, int]:
    """Where the game stands for the hand's sway: (round, builder, next piece id, mishaps)."""
    p = st.queue[0] if st.queue else 0
    world = st.worlds[p] if p < len(st.worlds) else {}
    return st.round, p, int(world.get("next_id", 0)), st.fumbles


def hand_seed(st: CastleCrushState) -> int:
    """The seed of the hand's sway for the carry about to be made (public: a player sees
    their own hand tremble). Each carry sways its own way and a replay sways the same."""
    key = sway_key(st)
    if st.shown_sway is not None and st.shown_sway[0] == key:
        return st.shown_sway[1]
    return mix(st.config.seed, *key, 0xC4)


def nerve_seed(st: CastleCrushState, p: int) -> int:
    """The seed of seat p's nerve as an AI builder (ai/plan.py, nerve): the same all game.
    A state rebuilt from p's view knows p's own."""
    if st.shown_nerve is not None and st.shown_nerve[0] == p:
        return st.shown_nerve[1]
    return mix(int(st.config.seed), p, 0x4E52)
