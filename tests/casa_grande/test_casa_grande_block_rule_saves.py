"""Saves written while a block could go on another builder's block (before issue 31)
still load and finish: the blocks already there stay (the validator accepts them), and
from then on no block goes on another builder's block."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque.rules.casa_grande.validate import check_state
from ludotheque.rules.session import Session

HERE = Path(__file__).parent
SAVES = (HERE / "data" / "before_corners.save.json", HERE.parent / "house" / "data" / "old_saves" / "casa-grande.save.json")


def foreign_stacks(state) -> list[tuple[int, int]]:
    """(cell, height) of every block resting straight on another builder's block."""
    return [(cell, above[0]) for cell, col in enumerate(state.site.columns)
            for below, above in zip(col, col[1:], strict=False)
            if below[2] < 0 and above[2] < 0 and below[1] != above[1]]


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.name)
def test_an_old_save_with_a_block_on_another_builders_block_loads_and_finishes(path):
    data = json.loads(path.read_text())["session"]
    check_state(data["state"])  # the validator does not refuse what the old rule allowed
    session = Session.from_json(data)
    before = foreign_stacks(session.state)
    assert before, "the save was chosen because it holds such a block"
    assert not any(seat.is_human for seat in session.seats)  # autoplay saves: AI and random seats
    while not session.state.is_over():
        session.play_ai_turn()
    assert foreign_stacks(session.state) == before  # the old ones stay, no new one
    assert session.outcome() is not None
