"""Issue 23, must fix 8: a turn's hints come from one plan. The move hint promises a
platform; the block hint of the same turn must send the block where that platform needs
it, and the platform hint must lay the promised platform."""

from __future__ import annotations

from types import SimpleNamespace

from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import Move, Pass, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.data import orientation
from ludotheque.rules.core import GameConfig, Rng, mix
from ludotheque.rules.hints import explain_for
from ludotheque.rules.session import Seat, Session


def _hint(session: Session, level: str):
    """What the hint button does: a fresh agent, a fresh generator at every position (as
    client/game/hinting.advise), then the game's sentence on the move it picked."""
    p = session.current_player()
    view = session.state.view(p)
    agent = GAME.make_agent(level, p)
    action = agent.choose(view, p, GAME.state_cls, Rng(mix(session.config.seed, session.ply, p, 0x48494E54)))
    return SimpleNamespace(action=action, reason=explain_for(GAME, view, p, action))


def _follow_hinted_turns(seed: int, level: str, turns: int) -> list[str]:
    """Plays `turns` turns by the hint button's advice alone; returns every broken promise."""
    session = Session(GAME, GameConfig(2, seed=seed), [Seat.parse("ai:easy")] * 2)
    broken: list[str] = []
    promised: dict | None = None
    block_said: PlaceBlock | None = None
    while not session.state.is_over() and turns > 0:
        phase = session.state.phase
        hint = _hint(session, level)
        key = hint.reason.key if hint.reason else ""
        if phase == "move" and isinstance(hint.action, Move):
            promised = dict(hint.reason.params) if key.startswith("casa_grande.hint.move_platform") else None
            block_said = None
        elif phase == "block" and isinstance(hint.action, PlaceBlock):
            if promised is not None and not key.startswith("casa_grande.hint.block_platform"):
                broken.append(f"seed {seed} ply {session.ply}: move promised {promised}, block hint {key}")
            elif promised is not None:
                got = {k: hint.reason.params[k] for k in ("cells", "storey", "income")}
                want = {k: promised[k] for k in ("cells", "storey", "income")}
                if got != want:
                    broken.append(f"seed {seed} ply {session.ply}: move promised {want}, block promises {got}")
            block_said = hint.action
        elif phase == "platform":
            if promised is not None and block_said is not None:
                if isinstance(hint.action, Pass):
                    broken.append(f"seed {seed} ply {session.ply}: promised {promised}, platform hint passes")
                elif isinstance(hint.action, PlacePlatform):
                    size = orientation(hint.action.shape, hint.action.rot).size
                    if size != promised["cells"]:
                        broken.append(f"seed {seed} ply {session.ply}: promised {promised}, lays {size} cells")
            promised, block_said = None, None
            turns -= 1
        session.apply(hint.action)
    return broken


def test_the_hints_of_one_turn_keep_the_move_hint_s_promise():
    broken: list[str] = []
    for seed in range(4):
        broken += _follow_hinted_turns(seed, "normal", 12)
    assert broken == []


def test_the_hard_hint_keeps_its_promise_too():
    assert _follow_hinted_turns(7, "hard", 6) == []
