"""Château Combo's entry in the registry: the `GameInfo` that ties the state, the AI and
the bench figures together (re-exported by the package)."""

from __future__ import annotations

from ludotheque.rules.chateau_combo.ai import make_agent
from ludotheque.rules.chateau_combo.bench import bench
from ludotheque.rules.chateau_combo.fields import ChateauComboView
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.core import GameInfo, ModeInfo

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
    view_type=ChateauComboView,
)
