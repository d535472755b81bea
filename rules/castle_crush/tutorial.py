"""Castle Crush's guided first game: round 1 of a Standard game against the easy AI on
seed 1. The player carries a house, the gate, a cube and a tower up one column (storeys
1 to 4: value x storey), a round tower beside it, the King on top and the General on the
foundation, then brings the hammer down on the other castle (what touches the table
scores for the attacker).

The carries are plain hand paths (straight down over the spot, a short hold, let go):
Skip plays them exactly, and any carry the player makes fulfils the step ("type"), as
a block laid a little aside is still a block laid. The blow's foot is in the middle of the
widest run of best feet on the castle the easy AI builds in this game (physics 2, hand
model 3, build rules 2: -1.6, the middle of -1.8 to -1.4, which fell 7-9 points; -0.41
and -0.8, found before, fell nothing).
"""

from __future__ import annotations

from ludotheque.rules.castle_crush.actions import CODEC, Carry, Strike
from ludotheque.rules.tutorial import Step, Tutorial

KEY = "castle_crush.tutorial."
DROP_FROM = 1.0  # u: each carry starts this far above where it lets go (paths.py)
TICKS, HOLD = 20, 10


def _carry(kind: str, x: float, low: float) -> Carry:
    """Straight down over x to the hand height `low`, held, let go (paths.lowering_path
    for this castle, written out so the script is plain data)."""
    points = [(x, round(low + DROP_FROM * (1 - i / (TICKS - 1)), 4)) for i in range(TICKS)]
    return Carry(kind, tuple(points + [points[-1]] * HOLD))


def _do(name: str, action, why: bool = True, **params) -> Step:
    return Step(KEY + name, KEY + name + "_why" if why else None, CODEC.encode(action), "type", params)


def _read(name: str, **params) -> Step:
    return Step(KEY + name, None, None, "exact", params)


TUTORIAL = Tutorial(
    seats=("human", "ai:easy"),
    seed=1,
    mode="standard",
    intro=KEY + "intro",
    outro=KEY + "outro",
    steps=(
        _do("house", _carry("house_b", -0.9, 1.102), points=1),
        _do("gate", _carry("tower_c", -0.9, 2.4823), points=4),
        _do("cube", _carry("house_a", -0.9, 3.6051), points=3),
        _do("tower", _carry("tower_a", -0.9, 5.1102), points=8),
        _do("beside", _carry("tower_b", 1.0, 1.602), why=False),
        _do("king", _carry("king", -0.9, 6.5881)),
        _do("general", _carry("general", 1.85, 0.9904)),
        _read("build_score"),
        _do("strike", Strike(1, -1.6)),
        _read("rounds"),
    ),
)
