"""Castle Risk's words and seat looks: translations, territory names (with their forms
for sentences), seat names, colours and symbols, and the rules' refusals as sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_risk.data import MAP
from ludotheque.rules.core import IllegalAction


@dataclass(frozen=True)
class Words:
    app: Any
    session: Any  # for the seats' names, colours and kinds (never its state)

    def t(self, key: str, **params: Any) -> str:
        """A `castle_risk.` key translated."""
        return self.app.t("castle_risk." + key, **params)

    def place(self, territory: str) -> str:
        """The territory's name, with its forms for sentences ("{target:in}": "à Berlin",
        "en Bavière", "au Danemark")."""
        return self.app.translator.name(f"castle_risk.territory.{territory}")

    def empire(self, territory: str) -> str:
        return self.t(f"empire.{MAP.get(territory).group}")

    def seat(self, p: int) -> str:
        return self.app.seat_name(self.session, p)

    def colour(self, p: int) -> tuple[int, int, int]:
        return self.app.seat_colour(self.session, p)

    def symbol(self, p: int) -> Any:
        return self.app.seat_symbol(self.session, p)

    def lone_human(self, p: int) -> bool:
        """`p` is the one human at the table (his hand is "your hand")."""
        return self.session.seats[p].is_human and len(self.session.humans()) == 1

    def refusal(self, err: IllegalAction) -> str:
        """A refusal of the rules as a sentence: card and territory names in the reader's
        language (the rules name them by key), seats by their names."""
        app, session = self.app, self.session
        if not app.translator.has(err.key):
            return err.message

        def seat_name(i: int) -> str:
            return app.seat_name(session, i) if 0 <= i < len(session.seats) else str(i)
        return app.translator.event_text(err.key, err.params, seat_name)
