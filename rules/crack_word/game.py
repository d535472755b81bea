"""Crack Word's entry for the house registry: `GAME`, what the game is and where its parts
live (state, AI, bench figures). The package's `__init__` re-exports it."""

from __future__ import annotations

from ludotheque.rules.core import GameInfo, ModeInfo, OptionSpec
from ludotheque.rules.crack_word.ai import make_agent
from ludotheque.rules.crack_word.bench import bench
from ludotheque.rules.crack_word.data import deck_data
from ludotheque.rules.crack_word.fields import CrackWordView
from ludotheque.rules.crack_word.state import CrackWordState

GAME = GameInfo(
    id="crack-word",
    key="crack_word",
    state_cls=CrackWordState,
    modes=(
        ModeInfo(
            "standard",
            2,
            4,
            (
                OptionSpec("language", ("fr", "en"), "fr"),
                OptionSpec("placement", ("right", "either"), "right"),
                # A help, off as the sheet wants: a refusal is a risk the player takes.
                OptionSpec("referee_preview", ("off", "on"), "off"),
            ),
        ),
    ),
    private_information=True,
    make_agent=make_agent,
    # Undo never goes back past a draw (the session checks `revealed`), so it leaks nothing.
    undo_allowed=True,
    colours=deck_data().colour_hex,
    bench=bench,
    view_type=CrackWordView,
)
