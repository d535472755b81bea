"""Every position of a recorded game, rebuilt from its config and history.

The replay scene shows a game move by move through the game's own board. The board reads
a real `Session` (state, seats, history, log), so the timeline keeps one and moves it to
the asked step: positions are rebuilt once, on demand, by decoding each recorded action
through the state that played it, and kept for stepping back.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core import Event, GameState, IllegalAction
from ludotheque.rules.session import LogEntry, Seat, Session


class Timeline:
    def __init__(self, session: Session, history: list[Any]) -> None:
        """`session`: a fresh table (the game's first position); `history`: the encoded
        actions to replay on it."""
        self.session = session
        self.history = list(history)
        self.states: list[GameState] = [session.state]
        self.events: list[list[Event]] = [[]]  # the events of the action that led to each step
        self.log: list[LogEntry] = list(session.log)
        self.log_ends = [len(self.log)]
        self.error: str | None = None  # why the history stops early (a damaged save)
        self.broken_after: int | None = None  # the last step that could be replayed
        self.position = 0

    @classmethod
    def from_session(cls, played: Session) -> Timeline:
        """The timeline of a game in memory (the results screen)."""
        return cls(Session(played.info, played.config, list(played.seats), decisions=played.decisions), played.history)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Timeline:
        """The timeline of a save's session (config, seats and history; the saved state is
        not needed). Raises KeyError / TypeError / ValueError on a damaged session."""
        from ludotheque.rules.core import GameConfig
        from ludotheque.rules.registry import get_game
        from ludotheque.rules.session import saved_decisions

        info = get_game(data["game"])
        config = GameConfig.from_json(data["config"])
        seats = [Seat.from_json(s) for s in data["seats"]]
        history = data.get("history", [])
        if not isinstance(history, list):
            raise TypeError("history is not a list")
        return cls(Session(info, config, seats, decisions=saved_decisions(data)), history)

    def __len__(self) -> int:
        """The number of actions (the last step's index)."""
        return len(self.history)

    def build_to(self, step: int) -> int:
        """Rebuild positions up to `step` (or as far as the history allows); returns the
        last step available."""
        step = max(0, min(step, len(self.history)))
        while len(self.states) <= step:
            k = len(self.states) - 1
            before = self.states[k]
            try:
                after = before.apply(before.decode_action(self.history[k]))
            except (IllegalAction, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                self.error = f"action {k + 1}: {exc}"
                self.broken_after = k
                del self.history[k:]
                return k
            self.states.append(after)
            self.events.append(list(after.events))
            self.log.extend(LogEntry(k + 1, e) for e in after.events)
            self.log_ends.append(len(self.log))
        return step

    def seek(self, step: int) -> tuple[GameState, GameState, list[Event]]:
        """Move the table to `step`. Returns (before, after, events): the events of the
        action when the move is one step forward, else none (a jump)."""
        step = self.build_to(step)
        before = self.session.state
        forward = step == self.position + 1
        self.position = step
        s = self.session
        s.state = self.states[step]
        s.history = self.history[:step]
        s.log = self.log[: self.log_ends[step]]
        return before, s.state, (self.events[step] if forward else [])

    def current_player(self) -> int | None:
        return self.session.current_player()
