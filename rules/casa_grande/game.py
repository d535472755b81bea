"""Casa Grande's entry for the house registry: `GAME`, what the game is and where its
parts live (state, AI, bench figures). The package's `__init__` re-exports it."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.casa_grande.views import CasaGrandeView
from ludotheque.rules.core import GameInfo, ModeInfo, OptionSpec


def _make_agent(level: str, player: int):
    from ludotheque.rules.casa_grande.ai import make_agent

    return make_agent(level, player)


def _bench(quick: bool = False) -> dict[str, Any]:
    from ludotheque.rules.casa_grande.bench import bench

    return bench(GAME, quick)


# The sheet's colours: grey, orange, purple, beige. Tones picked apart in lightness and
# hue so they stay distinct for colour-blind players (the board adds a symbol too); the
# beige is a deep sand, apart from the cream plaster floor (issue 23: they nearly matched).
COLOURS = ("#7D8590", "#E07B1F", "#7A4FA8", "#B8915A")

GAME = GameInfo(
    id="casa-grande",
    key="casa_grande",
    state_cls=CasaState,
    # "corners": each player chooses a sun corner in turn order (the sheet), or they are
    # dealt in turn order, the first player on the top-left one (quicker; and how every
    # game saved before the choice existed began).
    modes=(ModeInfo("standard", 2, 4, (OptionSpec("blocks", (24, 20, 18), 24),
                                      OptionSpec("corners", ("choose", "dealt"), "choose"))),),
    private_information=False,
    make_agent=_make_agent,
    undo_allowed=True,
    colours=COLOURS,
    bench=_bench,
    view_type=CasaGrandeView,
)
