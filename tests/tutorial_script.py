"""Walking a guided first game's script through a Session, as the tests of each game do."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ludotheque.rules.session import Session
from ludotheque.rules.tutorial import Tutorial


def do_steps(session: Session, tutorial: Tutorial) -> Iterator[tuple[int, Any, Any]]:
    """Each do step of `tutorial` when the player's turn comes: the AI seats play until
    seat 0 is to move, then (step index, step, its decoded action) is yielded. The caller
    checks the action and applies it (or stops)."""
    for index, step in enumerate(tutorial.steps):
        if step.is_read:
            continue
        while session.current_player() != 0:
            session.play_ai_turn()
        yield index, step, session.state.decode_action(step.action)
