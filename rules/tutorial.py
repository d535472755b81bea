"""Guided first games ("Apprendre à jouer"): a script of steps over a real game.

A tutorial is a normal game on a fixed seed: the human sits at seat 0 against AI seats,
and the same rules, session and board as any game are used. The script only says what
the player is asked to do at each step and why, so the tutorial is data:

- Each game that offers one defines `TUTORIAL: Tutorial` in `rules/<game_key>/tutorial.py`.
- A *do* step (`action` set) waits for the human's turn, asks for that action (the board
  highlights it through `Board.set_guide`) and moves on when the player makes an action it
  accepts. `accept` widens what counts: "exact" (only that action), "type" (any legal
  action of the same action class: a Castle Crush placement anywhere), "any" (any legal
  action). Skipping a do step plays `action` for the player, when it is legal.
- A *read* step (`action` None) explains something at once (AI turns wait) and moves on
  when the player presses Continue or skips it.
- Captions are translation keys in the game's namespace (`<game_key>.tutorial.<name>`);
  `why` is the rule that decides, or None. `params` fill their `str.format` fields.

When every step is done the game goes on as a normal game (the outro caption says so).
Nothing here looks at hidden information: a step's action is one the script's author
chose, checked against the public rules like any move.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ludotheque.rules.core import GameInfo, GameState
from ludotheque.rules.core.rng import DECISIONS_MIXED

ACCEPT_KINDS = ("exact", "type", "any")


@dataclass(frozen=True)
class Step:
    caption: str
    why: str | None = None
    action: Any = None  # an encoded action (JSON), as in a save's history
    accept: str = "exact"
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.accept not in ACCEPT_KINDS:
            raise ValueError(f"accept must be one of {ACCEPT_KINDS}, not {self.accept!r}")

    @property
    def is_read(self) -> bool:
        return self.action is None


@dataclass(frozen=True)
class Tutorial:
    """The game a tutorial is played on, and its script. Seat 0 is the human."""

    seats: tuple[str, ...]  # seat specs: "human" first, then "ai:easy" ...
    steps: tuple[Step, ...]
    seed: int = 1
    mode: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    youngest: int = 0
    intro: str | None = None  # translation key shown before the first step
    outro: str | None = None  # translation key shown once the script is done
    # The AI seats' generator version (rules.core.rng.decision_seeds) the script was
    # written against: the AI moves between its steps are that version's.
    decisions: int = DECISIONS_MIXED


class TutorialRun:
    """Where a player is in a tutorial. Pure logic: the client draws it."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.tutorial.steps[self.index]

    def expected(self, state: GameState) -> Any:
        """The decoded action the current do step asks for (None on a read step)."""
        step = self.step
        if step is None or step.is_read:
            return None
        return state.decode_action(step.action)

    def accepts(self, state: GameState, action: Any) -> bool:
        """Whether `action`, offered in `state`, is what the current step asks for.
        Outside a do step every action is accepted (free play, or AI turns)."""
        step = self.step
        if step is None or step.is_read:
            return True
        if step.accept == "any":
            return True
        wanted = state.decode_action(step.action)
        if step.accept == "type":
            return type(action) is type(wanted)
        return action == wanted

    def record(self, state: GameState, action: Any, by_human: bool) -> None:
        """An action was applied: a do step the human fulfilled moves on."""
        step = self.step
        if by_human and step is not None and not step.is_read and self.accepts(state, action):
            self.index += 1

    def advance(self) -> None:
        """Continue (a read step) or skip (any step)."""
        if not self.done:
            self.index += 1

    def skip_action(self, state: GameState) -> Any:
        """What skipping the current do step plays for the player, if it is legal now."""
        wanted = self.expected(state)
        if wanted is None:
            return None
        try:
            state.check_action(wanted)
        except Exception:  # an IllegalAction: the game went another way
            return None
        return wanted


def tutorial_for(info: GameInfo) -> Tutorial | None:
    """The game's tutorial (`rules.<key>.tutorial.TUTORIAL`), or None where it has none."""
    try:
        module = importlib.import_module(f"ludotheque.rules.{info.key}.tutorial")
    except ModuleNotFoundError as exc:
        if exc.name and f"ludotheque.rules.{info.key}.tutorial".startswith(exc.name):
            return None
        raise
    tutorial = getattr(module, "TUTORIAL", None)
    return tutorial if isinstance(tutorial, Tutorial) else None
