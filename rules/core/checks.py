"""Checking a state read from a file before the rules (or pymunk) touch it.

A save is plain JSON that anyone can edit, so a loaded state is checked against the
rules' invariants (each game's `rules/<game>/validate.py`, on the JSON form, before
`from_json`) and refused with a `DamagedState` naming the first thing wrong, in one line.
These helpers are what those checks are made of: a walk that refuses numbers no rule
needs (NaN, infinities, 400-digit integers: `int(inf)` raises OverflowError, pymunk
aborts on some), and small readers that raise `DamagedState` instead of returning
something unusable.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

# No number in a state or an action goes beyond these: generator states and seeds are
# 64-bit integers, every count or position of a game is far smaller.
MAX_INT = 1 << 64
MAX_FLOAT = 1e9


class DamagedState(ValueError):
    """A state (or a session) that breaks a rule of its game. The message is one line."""

    def __init__(self, message: str) -> None:
        super().__init__(" ".join(message.split()))


class RetiredVersion(DamagedState):
    """A save of a rules version this program no longer plays (a game's
    `migrations.RETIRED`): the load screen lists the save with this sentence, and nothing
    crashes."""


def check_numbers(value: Any, where: str = "save") -> None:
    """Every number in `value` is finite and in range (no NaN, no infinity, no integer of
    more than 64 bits, no float beyond MAX_FLOAT). Iterative: any depth is safe."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        item, path = stack.pop()
        kind = type(item)
        if kind is dict:
            stack.extend((child, f"{path}.{key}") for key, child in item.items())
        elif kind is list or kind is tuple:
            stack.extend((child, f"{path}[{i}]") for i, child in enumerate(item))
        elif kind is float:
            if not math.isfinite(item) or abs(item) > MAX_FLOAT:
                raise DamagedState(f"{path} is {item!r}, not a finite number in range")
        elif kind is int:
            if not -MAX_INT < item < MAX_INT:
                raise DamagedState(f"{path} is a {len(str(abs(item)))}-digit number")


def need(condition: bool, message: str) -> None:
    """Raise DamagedState(message) unless `condition`."""
    if not condition:
        raise DamagedState(message)


def field(data: Any, key: str, where: str = "state") -> Any:
    """`data[key]`, or DamagedState when `data` is no dict or the key is missing."""
    if type(data) is not dict:
        raise DamagedState(f"{where} is not an object")
    if key not in data:
        raise DamagedState(f"{where} has no {key!r}")
    return data[key]


def integer(value: Any, low: int, high: int, what: str) -> int:
    """`value` as an int in low..high (booleans and floats refused)."""
    if type(value) is not int:
        raise DamagedState(f"{what} is {value!r}, not a whole number")
    if not low <= value <= high:
        raise DamagedState(f"{what} is {value}, not in {low}..{high}")
    return value


def number(value: Any, low: float, high: float, what: str) -> float:
    """`value` (an int or a float) in low..high."""
    if type(value) not in (int, float):
        raise DamagedState(f"{what} is {value!r}, not a number")
    if not low <= value <= high:  # NaN fails this too
        raise DamagedState(f"{what} is {value}, not in {low}..{high}")
    return float(value)


def flag(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise DamagedState(f"{what} is {value!r}, not true or false")
    return value


def text(value: Any, what: str, choices: Iterable[str] | None = None) -> str:
    if type(value) is not str:
        raise DamagedState(f"{what} is {value!r}, not a text")
    if choices is not None and value not in choices:
        raise DamagedState(f"{what} is {value[:40]!r}, not one of the game's")
    return value


def array(value: Any, what: str, length: int | None = None, most: int = 10_000) -> list[Any]:
    """`value` as a list (of `length` items when given, at most `most`)."""
    if type(value) is not list:
        raise DamagedState(f"{what} is not a list")
    if length is not None and len(value) != length:
        raise DamagedState(f"{what} has {len(value)} items, not {length}")
    if len(value) > most:
        raise DamagedState(f"{what} has {len(value)} items, more than {most}")
    return value


def mapping(value: Any, what: str, keys: Iterable[str] | None = None) -> dict[str, Any]:
    """`value` as a dict (with exactly `keys` when given)."""
    if type(value) is not dict:
        raise DamagedState(f"{what} is not an object")
    if keys is not None:
        expected = set(keys)
        if set(value) != expected:
            odd = sorted(set(value) ^ expected)[:3]
            raise DamagedState(f"{what} has wrong keys ({', '.join(map(str, odd))})")
    return value


def unique(items: Iterable[Any], what: str) -> None:
    """No item twice (one card, one piece, one place)."""
    seen: set[Any] = set()
    for item in items:
        key = tuple(item) if isinstance(item, list) else item
        if key in seen:
            raise DamagedState(f"{what}: {key!r} appears twice")
        seen.add(key)
