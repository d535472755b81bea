"""The specs of a declared field (`rules.core.fields`): how a value is checked on the way
in, frozen, and written back to JSON.

A spec has `load(value, ctx, where)`: check a JSON value (or a state's own value: tuples
are taken for lists, str enums for their text) and give it back frozen (lists as tuples,
objects as read-only mappings), or raise `WireError` saying what is wrong and where; and
`dump(value)`: back to plain JSON. `ctx` knows the number of seats and the viewer, so a
seat index or a list by seat is checked against the table it belongs to. An atom's spec
also has `quick(value, ctx)`, the same check without the words, for long lists.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from types import MappingProxyType
from typing import Any

from ludotheque.rules.core.checks import DamagedState, check_numbers
from ludotheque.rules.core.wire import WireError

MAX_ITEMS = 10_000  # no list of a view is longer (Casa Grande's site is the largest)
MAX_TEXT = 200


def short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Ctx:
    """What a value is checked against: the number of seats and the viewer."""

    __slots__ = ("seats", "viewer")

    def __init__(self, seats: int, viewer: int | None) -> None:
        self.seats, self.viewer = seats, viewer


class Spec:
    """How one value is checked, frozen and written back. An atom's spec also has
    `quick(value, ctx) -> bool`: the same check without the words, for long lists."""

    quick: Callable[[Any, Ctx], bool] | None = None

    def load(self, value: Any, ctx: Ctx, where: str) -> Any:
        raise NotImplementedError

    def dump(self, value: Any) -> Any:
        return value


class Int(Spec):
    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def load(self, value: Any, ctx: Ctx, where: str) -> int:
        if type(value) is not int:
            raise WireError(f"{where} is {short(value)}, not a whole number")
        if not self.low <= value <= self.high:
            raise WireError(f"{where} is {value}, not in {self.low}..{self.high}")
        return value

    def quick(self, value: Any, ctx: Ctx) -> bool:
        return type(value) is int and self.low <= value <= self.high


class Seat(Spec):
    """A seat of this table (0..seats-1), or -1 for nobody when `nobody`."""

    def __init__(self, nobody: bool = False) -> None:
        self.low = -1 if nobody else 0

    def load(self, value: Any, ctx: Ctx, where: str) -> int:
        if type(value) is not int:
            raise WireError(f"{where} is {short(value)}, not a seat")
        if not self.low <= value < ctx.seats:
            raise WireError(f"{where} is seat {value}, not one of the {ctx.seats} seats")
        return value

    def quick(self, value: Any, ctx: Ctx) -> bool:
        return type(value) is int and self.low <= value < ctx.seats


class Num(Spec):
    """A finite number (int or float, kept as it came) in low..high."""

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def load(self, value: Any, ctx: Ctx, where: str) -> float:
        if type(value) not in (int, float) or not math.isfinite(value):
            raise WireError(f"{where} is {short(value)}, not a finite number")
        if not self.low <= value <= self.high:
            raise WireError(f"{where} is {value}, not in {self.low}..{self.high}")
        return value


class Flag(Spec):
    def load(self, value: Any, ctx: Ctx, where: str) -> bool:
        if type(value) is not bool:
            raise WireError(f"{where} is {short(value)}, not true or false")
        return value

    def quick(self, value: Any, ctx: Ctx) -> bool:
        return type(value) is bool


class Text(Spec):
    """A string (one of `choices` when given), at most `most` characters."""

    def __init__(self, choices: Iterable[str] | None = None, most: int = MAX_TEXT) -> None:
        self.choices = None if choices is None else frozenset(choices)
        self.most = most

    def load(self, value: Any, ctx: Ctx, where: str) -> str:
        if not isinstance(value, str):
            raise WireError(f"{where} is {short(value)}, not a text")
        if len(value) > self.most:
            raise WireError(f"{where} is a text of {len(value)} characters, more than {self.most}")
        if self.choices is not None and value not in self.choices:
            raise WireError(f"{where} is {short(value)}, not one of the game's")
        return str(value)

    def quick(self, value: Any, ctx: Ctx) -> bool:
        return type(value) is str and len(value) <= self.most and (self.choices is None or value in self.choices)


class EnumOf(Spec):
    """A member of a str enum (a phase), written as its value."""

    def __init__(self, enum: type[Enum]) -> None:
        self.enum = enum
        self.values = {m.value: m for m in enum}

    def load(self, value: Any, ctx: Ctx, where: str) -> Enum:
        member = self.values.get(value) if isinstance(value, str) else None
        if member is None:
            raise WireError(f"{where} is {short(value)}, not a {self.enum.__name__}")
        return member

    def dump(self, value: Any) -> Any:
        return value.value


class Maybe(Spec):
    """None, or a value of `spec`."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        inner = spec.quick if is_atom(spec) else None
        if inner is not None:
            self.quick = lambda value, ctx: value is None or inner(value, ctx)

    def load(self, value: Any, ctx: Ctx, where: str) -> Any:
        return None if value is None else self.spec.load(value, ctx, where)

    def dump(self, value: Any) -> Any:
        return None if value is None else self.spec.dump(value)


class Either(Spec):
    """A value of the first spec whose type fits (`kinds`: the Python types of each)."""

    def __init__(self, *options: tuple[type, Spec]) -> None:
        self.options = options

    def load(self, value: Any, ctx: Ctx, where: str) -> Any:
        for kind, spec in self.options:
            if type(value) is kind:
                return spec.load(value, ctx, where)
        raise WireError(f"{where} is {short(value)}, not a value of this place")

    def dump(self, value: Any) -> Any:
        for kind, spec in self.options:
            if isinstance(value, kind) or (kind is list and type(value) is tuple):
                return spec.dump(value)
        return value


SEATS = -1  # as a length: one entry per seat of the table


def is_atom(spec: Spec) -> bool:
    """A spec whose loaded value is its JSON value itself, with a quick check."""
    return spec.quick is not None and not isinstance(spec, Row)


def _items(value: Any, ctx: Ctx, where: str, length: int | None, most: int) -> list[Any] | tuple[Any, ...]:
    if type(value) is not list and type(value) is not tuple:
        raise WireError(f"{where} is {short(value)}, not a list")
    size = ctx.seats if length == SEATS else length
    if size is not None and len(value) != size:
        raise WireError(f"{where} has {len(value)} items, not {size}")
    if len(value) > most:
        raise WireError(f"{where} has {len(value)} items, more than {most}")
    return value


class ListOf(Spec):
    """A list of `item`s (exactly `length`, or one per seat with SEATS; at most `most`),
    frozen as a tuple."""

    def __init__(self, item: Spec, most: int = MAX_ITEMS, length: int | None = None) -> None:
        self.item, self.most, self.length = item, most, length

    def load(self, value: Any, ctx: Ctx, where: str) -> tuple[Any, ...]:
        items = _items(value, ctx, where, self.length, self.most)
        item = self.item
        quick = item.quick
        if quick is not None and all(quick(v, ctx) for v in items):  # the common case, without words
            return tuple(items) if is_atom(item) else tuple(map(tuple, items))
        load = item.load
        return tuple(load(v, ctx, f"{where}[{i}]") for i, v in enumerate(items))

    def dump(self, value: Any) -> Any:
        dump = self.item.dump
        return [dump(v) for v in value]


class Row(Spec):
    """A fixed-length list whose places have their own specs, frozen as a tuple."""

    def __init__(self, *items: Spec) -> None:
        self.items = items
        if all(is_atom(spec) for spec in items):  # a row of atoms: checked quickly in a list
            quicks = tuple(spec.quick for spec in items if spec.quick is not None)
            size = len(items)
            self.quick = lambda value, ctx: ((type(value) is list or type(value) is tuple)
                                             and len(value) == size
                                             and all(q(v, ctx) for q, v in zip(quicks, value, strict=True)))

    def load(self, value: Any, ctx: Ctx, where: str) -> tuple[Any, ...]:
        value = _items(value, ctx, where, len(self.items), len(self.items))
        return tuple(spec.load(v, ctx, f"{where}[{i}]") for i, (spec, v) in enumerate(zip(self.items, value, strict=True)))

    def dump(self, value: Any) -> Any:
        return [spec.dump(v) for spec, v in zip(self.items, value, strict=True)]


class Record(Spec):
    """An object with exactly the `required` keys and any of the `optional` ones, each
    with its spec; frozen as a read-only mapping."""

    def __init__(self, required: Mapping[str, Spec], optional: Mapping[str, Spec] | None = None) -> None:
        self.required = dict(required)
        self.specs = {**self.required, **(optional or {})}

    def load(self, value: Any, ctx: Ctx, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise WireError(f"{where} is {short(value)}, not an object")
        for key in self.required:
            if key not in value:
                raise WireError(f"{where} has no {key!r}")
        specs = self.specs
        out = {}
        for key, v in value.items():
            spec = specs.get(key) if type(key) is str else None
            if spec is None:
                raise WireError(f"{where} has an unknown key {short(key)}")
            out[key] = spec.load(v, ctx, f"{where}.{key}")
        return MappingProxyType(out)

    def dump(self, value: Any) -> Any:
        specs = self.specs
        return {k: specs[k].dump(v) for k, v in value.items()}


class MapOf(Spec):
    """An object of `value`s under keys of `key` (exactly `keys` when given, at most
    `most`); frozen as a read-only mapping."""

    def __init__(self, key: Text, value: Spec, keys: Iterable[str] | None = None, most: int = 256,
                 each: str | None = None) -> None:
        self.key, self.value, self.most = key, value, most
        self.keys = None if keys is None else frozenset(keys)
        self.each = each  # how a value is named in a refusal ("armies on {}"), else where.key

    def load(self, value: Any, ctx: Ctx, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise WireError(f"{where} is {short(value)}, not an object")
        if len(value) > self.most:
            raise WireError(f"{where} has {len(value)} keys, more than {self.most}")
        if self.keys is not None and set(value) != self.keys:
            odd = sorted(map(str, set(value) ^ self.keys))[:3]
            raise WireError(f"{where} has wrong keys ({', '.join(odd)})")
        kq, vq = self.key.quick, self.value.quick
        if kq is not None and vq is not None and all(kq(k, ctx) and vq(v, ctx) for k, v in value.items()):
            # the common case, without words (as `ListOf`): atoms as they are, rows as tuples
            return MappingProxyType(dict(value) if is_atom(self.value) else {k: tuple(v) for k, v in value.items()})
        key, item, each = self.key.load, self.value.load, self.each
        return MappingProxyType({key(k, ctx, f"a key of {where}"): item(v, ctx, each.format(k) if each else f"{where}.{k}")
                                 for k, v in value.items()})

    def dump(self, value: Any) -> Any:
        dump = self.value.dump
        return {k: dump(v) for k, v in value.items()}


class PerSeat(Spec):
    """One entry per seat: the viewer's own as `spec`, every other seat's as a count
    (0..most). A list where a count belongs is a secret on the wire, and refused."""

    def __init__(self, spec: Spec, most: int) -> None:
        self.spec, self.count = spec, Int(0, most)

    def load(self, value: Any, ctx: Ctx, where: str) -> tuple[Any, ...]:
        value = _items(value, ctx, where, SEATS, MAX_ITEMS)
        return tuple(self.spec.load(v, ctx, f"{where}[{p}]") if p == ctx.viewer
                     else self.count.load(v, ctx, f"{where}[{p}] (another seat's: a count)")
                     for p, v in enumerate(value))

    def dump(self, value: Any) -> Any:
        return [v if type(v) is int else self.spec.dump(v) for v in value]


class Own(Spec):
    """The viewer's own entry (None, and only None, for a spectator)."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec

    def load(self, value: Any, ctx: Ctx, where: str) -> Any:
        if ctx.viewer is None:
            if value is not None:
                raise WireError(f"{where} is shown to a spectator")
            return None
        if value is None:
            raise WireError(f"{where} is missing for seat {ctx.viewer}")
        return self.spec.load(value, ctx, where)

    def dump(self, value: Any) -> Any:
        return None if value is None else self.spec.dump(value)


_ATOMS = frozenset((int, float, str, bool, type(None)))


def freeze(value: Any) -> Any:
    """Plain JSON frozen: lists as tuples, objects as read-only mappings."""
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple(map(freeze, value))
    if kind is dict or kind is MappingProxyType:
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    return value


def plain(value: Any) -> Any:
    """A value as JSON would give it back: tuples as lists, read-only mappings as dicts,
    str enums as their value (also `freeze` undone)."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list or kind is tuple:
        return list(map(plain, value))
    if kind is dict or kind is MappingProxyType:
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


thaw = plain


MAX_DEPTH = 16  # of a nested value a game's checks read (a world is 3 deep)


def _depth(value: Any) -> int:
    """How deep lists and objects nest in `value` (iterative: any depth is safe)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        kind = type(item)
        if kind is dict or kind is list or kind is tuple or kind is MappingProxyType:
            deepest = max(deepest, depth)
            if depth > MAX_DEPTH:
                break
            stack.extend((child, depth + 1) for child in (item.values() if kind is dict or kind is MappingProxyType
                                                          else item))
    return deepest


class Checked(Spec):
    """JSON of a nested shape that the game's save checks already know (Castle Crush's
    worlds): `check(value, ctx, where)` raises DamagedState or WireError on what is
    wrong; the value is frozen as it is."""

    def __init__(self, check: Callable[[Any, Ctx, str], None]) -> None:
        self.check = check

    def load(self, value: Any, ctx: Ctx, where: str) -> Any:
        if _depth(value) > MAX_DEPTH:
            raise WireError(f"{where} is nested more than {MAX_DEPTH} deep")
        try:
            check_numbers(value, where)
            self.check(plain(value), ctx, where)
        except DamagedState as error:
            raise WireError(str(error)) from None
        except (TypeError, KeyError, IndexError, AttributeError) as error:
            raise WireError(f"{where} is not of its shape ({type(error).__name__})") from None
        return freeze(value)

    def dump(self, value: Any) -> Any:
        return thaw(value)


CONFIG = Record({
    "num_players": Int(1, 6),
    "mode": Text(most=40),
    "options": MapOf(Text(most=40), Either((str, Text(most=40)), (int, Int(-1_000_000, 1_000_000)),
                                           (bool, Flag())), most=32),
    "youngest": Int(0, 5),
})
