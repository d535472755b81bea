"""Crack Word's fields, declared once (issues 30 and 32): each field of the state with its
type, its ranges and who may see it. From this one declaration come the typed view
(`CrackWordView`: `of`, `to_wire`, `from_wire`), the state's JSON and copy (`persist.py`)
and the per-field checks of a save (`validate.py`).

Public: the table (the rows, the points piles, the discard) and the turn. Per seat: the
hands (a seat sees its own), and only how many cards every hand, pile and set-aside heap
holds. The generator and the seed are never in a view.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from string import ascii_uppercase
from typing import Any

from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    COUNTS,
    OWN,
    PUBLIC,
    VIEWER,
    View,
    shown,
    state_fields,
)
from ludotheque.rules.core.specs import (
    CONFIG,
    SEATS,
    Flag,
    ListOf,
    Maybe,
    Row,
    Seat,
    Text,
)
from ludotheque.rules.core.wire import WireError
from ludotheque.rules.crack_word.cards import JOKER
from ludotheque.rules.crack_word.data import deck_data, deck_faces

MAX_CARDS = 200  # of a pile, a row or a hand: a colour has about fifty cards
_FACE = Text({*deck_faces("fr"), *deck_faces("en")})
_LAID = Row(Seat(), _FACE)  # (colour, face): a card in a points pile or the discard
_IN_ROW = Row(Seat(), _FACE, Text(ascii_uppercase))  # (colour, face, the letter it reads)
_BY_SEAT = ListOf(ListOf(_FACE, most=MAX_CARDS), length=SEATS)  # hands, piles, set-aside heaps


@dataclass(frozen=True)
class CrackWordView(View):
    """The table (rows, points piles, discard) and the turn; the viewer's own hand (sorted)
    and how many cards every hand, pile and set-aside heap holds."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    rows: tuple[tuple[tuple[int, str, str], ...], ...] = shown(
        ListOf(ListOf(_IN_ROW, most=MAX_CARDS), length=deck_data().rows))
    points: tuple[tuple[tuple[int, str], ...], ...] = shown(ListOf(ListOf(_LAID, most=MAX_CARDS), length=SEATS))
    discard: tuple[tuple[int, str], ...] = shown(ListOf(_LAID, most=MAX_CARDS))
    turn: int = shown(Seat())
    last_hand: int | None = shown(Maybe(Seat()))
    passed: tuple[bool, ...] = shown(ListOf(Flag(), length=SEATS))
    finished_by: int | None = shown(Maybe(Seat()))
    over: bool = shown(Flag())
    viewer: int | None = shown(Maybe(Seat()), VIEWER)
    hand: tuple[str, ...] | None = shown(
        _BY_SEAT, OWN, source=lambda state, player: None if player is None else sorted(state.hands[player]))
    hand_sizes: tuple[int, ...] = shown(_BY_SEAT, COUNTS, source="hands")
    pile_sizes: tuple[int, ...] = shown(_BY_SEAT, COUNTS, source="piles")
    set_aside_sizes: tuple[int, ...] = shown(_BY_SEAT, COUNTS, source="set_aside")

    def check(self) -> None:
        for r, row in enumerate(self.rows):
            for _, face, letter in row:
                if face != JOKER and face != letter:
                    raise WireError(f"a card of row {r} reads {letter!r} but shows {face!r}")
        if self.viewer is not None and len(self.hand or ()) != self.hand_sizes[self.viewer]:
            raise WireError("the viewer's hand and its size disagree")


# The state holds the view's public fields and the three piles by seat its secrets are read
# from (hands, piles, set-aside heaps); its JSON lists the public ones, the generator, then
# those three; its copy copies each list the rules change in place.
STATE_FIELDS = state_fields(CrackWordView)
PUBLIC_FIELDS = tuple(name for name, decl in STATE_FIELDS if decl.secrecy == PUBLIC)
PRIVATE_FIELDS = tuple(name for name, decl in STATE_FIELDS if decl.secrecy != PUBLIC)
# The state's fields, in the order of its JSON (the generator between the two groups).
FIELDS = PUBLIC_FIELDS + PRIVATE_FIELDS
