"""Crack Word's invariants on a saved state's JSON form (issue 24).

- conservation: each colour's 50 cards are all somewhere (its seat's hand, draw pile and
  set-aside cards, the rows, the points piles, the discard), each once;
- faces are the language's, a card on the table reads as a letter from A to Z (its own
  letter, or the one its JOKER was given);
- ranges: four rows, one seat to move, flags that are flags, a last hand and a finisher
  that are seats.
"""

from __future__ import annotations

from collections import Counter
from string import ascii_uppercase
from typing import Any

from ludotheque.rules.core.checks import (
    DamagedState,
    array,
    field,
    flag,
    integer,
    mapping,
    need,
    text,
)
from ludotheque.rules.core.fields import (
    check_stored,
)
from ludotheque.rules.core.wire import WireError
from ludotheque.rules.crack_word.cards import JOKER
from ludotheque.rules.crack_word.data import deck_data, deck_faces
from ludotheque.rules.crack_word.fields import CrackWordView

LANGUAGES = ("fr", "en")


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Crack Word state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 2, len(deck_data().colours), "config.num_players")
    options = mapping(config.get("options", {}), "config.options")
    language = text(options.get("language", "fr"), "the language", LANGUAGES)
    full = Counter(deck_faces(language))
    faces = set(full)
    found: list[Counter[str]] = [Counter() for _ in range(n)]

    def card(value: Any, length: int, what: str) -> tuple[int, str]:
        need(type(value) is list and len(value) == length, f"{what} is not a card")
        owner = integer(value[0], 0, n - 1, f"the colour of {what}")
        face = text(value[1], f"the face of {what}", faces)
        found[owner][face] += 1
        return owner, face

    rows = array(field(data, "rows"), "rows", length=deck_data().rows)
    for r, row in enumerate(rows):
        for c, value in enumerate(array(row, f"rows[{r}]", most=50 * n)):
            _, face = card(value, 3, f"card {c} of row {r}")
            letter = text(value[2], f"the letter of card {c} of row {r}", ascii_uppercase)
            need(face == JOKER or face == letter, f"card {c} of row {r} reads {letter!r} but shows {face!r}")
    for p, pile in enumerate(array(field(data, "points"), "points", length=n)):
        for value in array(pile, f"points[{p}]", most=50 * n):
            card(value, 2, f"a card of points[{p}]")
    for value in array(field(data, "discard"), "discard", most=50 * n):
        card(value, 2, "a discarded card")
    for name in ("hands", "piles", "set_aside"):
        for p, cards in enumerate(array(field(data, name), name, length=n)):
            for face in array(cards, f"{name}[{p}]", most=50):
                found[p][text(face, f"a card of {name}[{p}]", faces)] += 1
    for p in range(n):
        if found[p] != full:
            extra = found[p] - full
            missing = full - found[p]
            if extra:
                raise DamagedState(f"colour {p} has one {next(iter(extra))!r} too many")
            raise DamagedState(f"colour {p} misses a {next(iter(missing))!r}")
    integer(field(data, "turn"), 0, n - 1, "turn")
    for name in ("last_hand", "finished_by"):
        value = field(data, name)
        if value is not None:
            integer(value, 0, n - 1, name)
    for value in array(field(data, "passed"), "passed", length=n):
        flag(value, "a passed flag")
    flag(field(data, "over"), "over")
    integer(field(data, "rng"), 0, (1 << 64) - 1, "rng")
    try:  # and every field of its declared type (`fields.py`), the same for a view on the wire
        check_stored(CrackWordView, data, n)
    except WireError as error:
        raise DamagedState(str(error)) from None


__all__ = ["DamagedState", "check_state"]
