"""A loaded game's phase is its game's `Phase`, not the string its JSON holds (issue 32,
item 2): the old saves of every game (`tests/house/data/old_saves`), a state read back
from its JSON, and a state rebuilt from a view that went through JSON; and the data a
phase has pending is typed inside the state too (Castle Risk's interrupted decision,
Château Combo's pending choice)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque.rules.casa_grande.phases import Phase as CasaPhase
from ludotheque.rules.castle_crush.phases import Phase as CrushPhase
from ludotheque.rules.castle_risk.phases import Phase as RiskPhase
from ludotheque.rules.castle_risk.phases import Spying
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind
from ludotheque.rules.chateau_combo.phases import Phase as ComboPhase
from ludotheque.rules.core import GameState, Rng
from ludotheque.rules.core.specs import (
    plain,
)
from ludotheque.rules.crack_word.phases import Phase as WordPhase
from ludotheque.rules.crack_word.phases import phase_now
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Session
from view_secrets import states

DATA = Path(__file__).parent / "data" / "old_saves"
PHASES = {"casa-grande": CasaPhase, "castle-crush": CrushPhase, "castle-risk": RiskPhase,
          "chateau-combo": ComboPhase}
ALL = sorted([*PHASES, "crack-word"])


def phase_of(game: str, state: GameState):
    """The phase a loaded state is in: its field, or for Crack Word (which keeps none) the
    one its fields say."""
    if game == "crack-word":
        return phase_now(state.over, state.last_hand)
    return state.phase


def resumed(game: str) -> list[GameState]:
    """The old save of `game` loaded both ways: its state from its JSON, its session."""
    saved = json.loads((DATA / f"{game}.save.json").read_text())
    return [get_game(game).state_cls.from_json(saved["session"]["state"]), Session.from_json(saved["session"]).state]


@pytest.mark.parametrize("game", ALL)
def test_every_games_old_save_resumes_in_a_typed_phase(game):
    expected = {**PHASES, "crack-word": WordPhase}[game]
    for state in resumed(game):
        assert type(phase_of(game, state)) is expected, (game, type(phase_of(game, state)))
        if game == "chateau-combo":  # nothing pending in that save, else a Pending
            assert state.pending is None or type(state.pending) is Pending


def test_chateau_combos_pending_choice_is_typed_inside_the_state():
    """A card's effect waiting for a decision: a `Pending` (its kind a `PendingKind`) in the
    state, a state read back from its JSON, and one rebuilt from a view through JSON."""
    waiting = [s for seed in range(6) for s in states("chateau-combo", 2, 400, every=1, seed=seed)
               if s.pending is not None]
    assert len(waiting) >= 3
    for state in waiting:
        again = type(state).from_json(json.loads(json.dumps(state.to_json())))
        rebuilt = type(state).from_view(json.loads(json.dumps(plain(state.view(0)))), Rng(1))
        for pending in (state.pending, again.pending, rebuilt.pending):
            assert type(pending) is Pending and type(pending.kind) is PendingKind
        assert again.pending == state.pending == rebuilt.pending


def test_crack_word_has_no_phase_to_type():
    saved = json.loads((DATA / "crack-word.save.json").read_text())
    assert "phase" not in saved["session"]["state"]


@pytest.mark.parametrize("game", sorted(PHASES))
def test_a_state_from_its_json_and_from_a_view_read_from_json_has_a_typed_phase(game):
    phase = PHASES[game]
    moves = 6 if game == "castle-crush" else 200
    checked = 0
    for state in states(game, 2, moves, every=3 if game == "castle-crush" else 25):
        again = type(state).from_json(json.loads(json.dumps(state.to_json())))
        assert isinstance(again.phase, phase)
        assert json.dumps(again.to_json()) == json.dumps(state.to_json())
        rebuilt = type(state).from_view(json.loads(json.dumps(plain(state.view(0)))), Rng(1))
        assert isinstance(rebuilt.phase, phase)
        checked += 1
    assert checked >= 2


def test_the_decision_a_spy_interrupted_resumes_with_a_typed_phase():
    """Castle Risk keeps the phase a Spy interrupted in its pending data: typed too."""
    found = 0
    for seed in range(6):
        for state in states("castle-risk", 3, 700, every=1, seed=seed):
            if isinstance(state.pending, Spying) and state.pending.resume is not None:
                again = type(state).from_json(json.loads(json.dumps(state.to_json())))
                assert isinstance(again.pending.resume.phase, RiskPhase)
                found += 1
        if found:
            break
    assert found
