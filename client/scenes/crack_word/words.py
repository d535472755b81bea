"""What the Crack Word screen says and shows of the seats: translated text, each seat's
name, colour and symbol, its cards' faces, and animation times at the player's speed."""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.scenes.crack_word.cards import card_face
from ludotheque.sounds.names import Sound


class Words:
    def __init__(self, app: Any, session: Any) -> None:
        self.app, self.session = app, session

    def t(self, key: str, **params: Any) -> str:
        return self.app.t(key, **params)

    def name(self, seat: int) -> str:
        return self.app.seat_name(self.session, seat)

    def colour(self, seat: int) -> tuple[int, int, int]:
        return self.app.seat_colour(self.session, seat)

    def symbol(self, seat: int) -> str | None:
        """The seat's symbol with the colour-blind option, else None."""
        return self.app.seat_symbol(self.session, seat) if self.app.settings.colour_blind else None

    def card(self, owner: int, face: str, letter: str, size: Any) -> pygame.Surface:
        """A card of `owner`'s colour, its action cards captioned in the player's language."""
        captions = (self.t("crack_word.card.poubelle"), self.t("crack_word.card.joker"))
        return card_face(self.app.theme, self.colour(owner), face, letter, tuple(size), self.symbol(owner), captions)

    def time(self, seconds: float) -> float:
        return self.app.settings.anim_time(seconds)

    def play(self, sound: Sound) -> None:
        self.app.sounds.play(sound)

    def is_human(self, seat: int) -> bool:
        return self.session.seats[seat].is_human

    def humans(self) -> int:
        return sum(s.is_human for s in self.session.seats)
