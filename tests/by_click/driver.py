"""Play a game through its board's click path: at each human decision, choose a legal
action (a kind not yet played by click first), make the clicks the screen says make it,
and check that the move the host received is of that kind and came from the board.

A game's clicker is a module with `click(app, host, action) -> bool` (post the gestures
that should make `action`, or return False when it sees no way to) and `reset(app, host)`
(drop any half-made choice before the next attempt)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame
from ui_events import key, pump


@dataclass
class Coverage:
    by_click: Counter = field(default_factory=Counter)  # kind -> moves played by click
    offered: set[str] = field(default_factory=set)  # kinds that were legal at a human decision
    missed: dict[str, list[str]] = field(default_factory=dict)  # kind -> actions no click made
    fallbacks: int = 0  # decisions no click could make (played directly to go on)

    def merge(self, other: Coverage) -> None:
        self.by_click.update(other.by_click)
        self.offered |= other.offered
        for kind, misses in other.missed.items():
            self.missed.setdefault(kind, []).extend(misses)
        self.fallbacks += other.fallbacks


class Driver:
    def __init__(self, app, host, clicker: Any, seed: int = 0, tries: int = 4, prefer: Any = None) -> None:
        self.app, self.host, self.clicker = app, host, clicker
        self.prefer = prefer  # (legal actions) -> the action a scripted policy wants, or None
        self.rnd = random.Random(seed)
        self.tries = tries
        self.cov = Coverage()
        self.submitted: list[tuple[Any, bool]] = []
        submit = host.submit

        def recorded(action: Any, by_hand: bool = True) -> bool:
            done = submit(action, by_hand)
            if done:
                self.submitted.append((action, by_hand))
            return done
        host.submit = recorded

    @property
    def session(self):
        return self.host.session

    def candidates(self, legal: list[Any]) -> list[Any]:
        """Some legal actions to try: one of each kind not yet played by click first (in a
        random order), then random others."""
        kinds: dict[str, list[Any]] = {}
        for a in legal:
            kinds.setdefault(type(a).__name__, []).append(a)
        new = [k for k in kinds if self.cov.by_click[k] == 0]
        old = [k for k in kinds if k not in new]
        self.rnd.shuffle(new)
        self.rnd.shuffle(old)
        out = [self.rnd.choice(kinds[k]) for k in new]
        out += [self.rnd.choice(kinds[k]) for k in old]
        wanted = self.prefer(legal) if self.prefer is not None else None
        if wanted is not None:
            out.insert(0, wanted)
        return out[: max(self.tries, len(new))]

    def step(self) -> bool:
        """One decision, or one frame of waiting; False once the game is over."""
        app, host, session = self.app, self.host, self.session
        pump(app)
        if session.is_over():
            return False
        if host.pass_to is not None:
            key(app, pygame.K_RETURN)  # the next player takes the screen
            return True
        current = session.current_player()
        if not host.can_act():
            if current is not None and not session.seats[current].is_human:
                host.play_ai_turns()
            return True
        legal = list(session.state.legal_actions())
        self.cov.offered.update(type(a).__name__ for a in legal)
        for action in self.candidates(legal):
            kind = type(action).__name__
            self.clicker.reset(app, host)
            seen = len(self.submitted)
            ply = session.ply
            made = self.clicker.click(app, host, action)
            pump(app)
            new = self.submitted[seen:]
            if made and new and type(new[0][0]) is type(action) and new[0][1]:
                self.cov.by_click[kind] += 1
                return True
            if session.ply != ply:
                return True  # something else was played (an answer the board gives itself)
            self.cov.missed.setdefault(kind, []).append(repr(action))
        self.clicker.reset(app, host)
        self.cov.fallbacks += 1
        assert host.submit(self.rnd.choice(legal)), "a legal action was refused"
        return True

    def play(self, moves: int) -> Coverage:
        steps = 0
        while steps < moves and self.step():
            steps += 1
        return self.cov
