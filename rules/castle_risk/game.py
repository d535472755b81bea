"""Castle Risk as the house sees it: its GameInfo."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_risk.ai import make_agent
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.castle_risk.views import CastleRiskView
from ludotheque.rules.core import GameInfo, ModeInfo


def _bench(quick: bool = False) -> dict[str, Any]:
    from ludotheque.rules.castle_risk.bench import figures

    return figures(GAME)


GAME = GameInfo(
    id="castle-risk",
    key="castle_risk",
    state_cls=CastleRiskState,
    modes=(ModeInfo("standard", 2, 6),),
    private_information=True,
    make_agent=make_agent,
    undo_allowed=True,
    uses_youngest=False,  # dice decide who sets up and who plays first
    # Okabe-Ito: distinct for colour-blind players; the map's empires use other tones.
    colours=("#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9"),
    bench=_bench,
    view_type=CastleRiskView,
)
