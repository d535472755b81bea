"""Château Combo: recruit nine characters into a 3x3 tableau; their effects and score
conditions combine (Grégory Grard & Mathieu Roussel, Catch Up Games 2024)."""

from __future__ import annotations

from rules.chateau_combo.ai import make_agent
from rules.chateau_combo.bench import bench
from rules.chateau_combo.state import ComboState
from rules.core import GameInfo, ModeInfo

GAME = GameInfo(
    id="chateau-combo",
    key="chateau_combo",
    state_cls=ComboState,
    modes=(ModeInfo("standard", 2, 5),),
    private_information=False,
    make_agent=make_agent,
    undo_allowed=True,
    uses_youngest=False,  # the sheet draws the first player at random
    bench=bench,
)

__all__ = ["GAME", "ComboState"]
