"""Fields declared once: what a game's state holds, who may see each part, how it
travels as JSON and how it is checked on the way in (issues 30 and 32).

A game's `View` is a frozen dataclass whose fields are declared with `shown(spec,
secrecy, source)`: `spec` (`rules.core.specs`) is the value as the state holds it, the
secrecy says what a seat sees of it. From that one declaration come:

- `View.of(state, player)`: the view built from a state, each field's secrecy applied
  (`PUBLIC`: the state's value; `PER_SEAT`: the viewer's own entry, a count for the
  others; `OWN`: the viewer's own entry only, None for a spectator; `COUNT` / `COUNTS`:
  only how many; `VIEWER`: the seat it is for). A field's `source` names the state's
  attribute it is read from, or is a function `(state, player) -> value` for a value the
  state does not hold as such;
- `view.to_wire()`: plain JSON (lists, dicts, numbers, strings), key for key the game's
  view dict;
- `View.from_wire(data)`: JSON checked like a save (types, ranges, sizes, the choices of
  an enum, seats in range, exactly the declared keys, no secret where a count belongs)
  and frozen (lists become tuples, objects read-only mappings); anything else raises
  `WireError` saying what is wrong;
- the state's side: `state_fields` (what a state holds, in order), `make_copier` and
  `make_view_filler` (its copy and its view, generated as plain Python so they cost what
  hand-written ones do), `check_stored` (a save's per-field checks) and `from_plain` (a
  field read back from JSON).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Self

from ludotheque.rules.core.specs import (
    SEATS,
    Checked,
    Ctx,
    EnumOf,
    Int,
    ListOf,
    MapOf,
    Maybe,
    Own,
    PerSeat,
    Record,
    Row,
    Seat,
    Spec,
    is_atom,
    plain,
    short,
)
from ludotheque.rules.core.wire import WireError

PUBLIC = "public"  # everyone sees it as the state holds it
PER_SEAT = "per_seat"  # a list by seat: the viewer's own entry, how many for the others
OWN = "own"  # the viewer's own entry of a list by seat (None for a spectator)
COUNT = "count"  # only how many (a face-down pile)
COUNTS = "counts"  # how many in each entry of a list by seat
VIEWER = "viewer"  # the seat the view is for (None: a spectator)
HIDDEN = "hidden"  # held by the state, never in a view (declared last, None in a View)
SECRECIES = (PUBLIC, PER_SEAT, OWN, COUNT, COUNTS, VIEWER, HIDDEN)


@dataclasses.dataclass(frozen=True)
class Shown:
    """A field's declaration: the spec of the value as the state holds it (for a secret by
    seat, the list by seat), who sees it, where the state holds it, whether a view may
    leave the key out (None: not sent), whether the state stores it under this name (its
    JSON too), and how a copy of the state copies it (derived from the spec, or "share"
    for a value the rules only ever replace). `seen` is the spec of what a view holds,
    derived from the spec and the secrecy."""

    spec: Spec
    secrecy: str
    source: str | Callable[[Any, int | None], Any] | None
    optional: bool
    stored: bool
    copy: str | None
    seen: Spec
    frozen: bool = False  # the state keeps its lists as tuples, replaced when they change


def seen_spec(spec: Spec, secrecy: str) -> Spec:
    """What a view holds of a value of `spec` with this secrecy."""
    if secrecy in (PUBLIC, HIDDEN):
        return spec
    if secrecy == VIEWER:
        return Maybe(Seat())
    if not isinstance(spec, ListOf):
        raise TypeError(f"a {secrecy} field is declared as a list, not {type(spec).__name__}")
    if secrecy == COUNT:
        return Int(0, spec.most)
    item = spec.item  # one entry per seat
    if secrecy == OWN:
        return Own(item)
    if not isinstance(item, ListOf):
        raise TypeError(f"a {secrecy} field is a list of lists by seat, not of {type(item).__name__}")
    if secrecy == PER_SEAT:
        return PerSeat(item, most=item.most)
    return ListOf(Int(0, item.most), length=SEATS)  # COUNTS


def shown(spec: Spec, secrecy: str = PUBLIC, source: str | Callable[[Any, int | None], Any] | None = None,
          optional: bool = False, stored: bool | None = None, copy: str | None = None, frozen: bool = False) -> Any:
    """Declare a field of a `View` (the dataclass field, with its declaration attached).
    `spec` is the value as the state holds it; a view holds what `secrecy` lets it see.
    `stored` defaults to: the state holds it under this name (no `source`)."""
    if secrecy not in SECRECIES:
        raise ValueError(f"unknown secrecy {secrecy!r}")
    if stored is None:
        stored = source is None and secrecy != VIEWER
    decl = Shown(spec, secrecy, source, optional, stored, copy, seen_spec(spec, secrecy), frozen)
    if secrecy == HIDDEN:  # never sent: None in a View (so declared after the others)
        return dataclasses.field(default=None, metadata={"shown": decl})
    return dataclasses.field(metadata={"shown": decl})


def _declaration(cls: type) -> tuple[tuple[str, Shown], ...]:
    return tuple((f.name, f.metadata["shown"]) for f in dataclasses.fields(cls) if "shown" in f.metadata)


@dataclasses.dataclass(frozen=True)
class View:
    """A seat's view of a game, frozen and typed (subclasses declare its fields with
    `shown`; the view's JSON is the game's view dict, key for key)."""

    _fields: ClassVar[tuple[tuple[str, Shown], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = ()  # worked out on first use, once the dataclass is made

    @classmethod
    def declared(cls) -> tuple[tuple[str, Shown], ...]:
        """The fields a view holds (those `HIDDEN` from every seat left out)."""
        if not cls._fields:
            cls._fields = tuple((name, decl) for name, decl in _declaration(cls) if decl.secrecy != HIDDEN)
        return cls._fields

    @classmethod
    def every_field(cls) -> tuple[tuple[str, Shown], ...]:
        """Every declared field, those a view never holds included."""
        return _declaration(cls)

    # --- the state's side -----------------------------------------------------------
    @classmethod
    def gather(cls, state: Any, player: int | None) -> dict[str, Any]:
        """The view's values read from `state` for `player`, each field's secrecy applied
        (not frozen nor checked: `of` does that)."""
        data: dict[str, Any] = {}
        for name, decl in cls.declared():
            source, secrecy = decl.source, decl.secrecy
            if secrecy == VIEWER:
                value: Any = player
            elif callable(source):
                value = source(state, player)
            else:
                value = getattr(state, source or name)
                if secrecy == PER_SEAT:
                    value = [v if p == player else len(v) for p, v in enumerate(value)]
                elif secrecy == OWN:
                    value = None if player is None else value[player]
                elif secrecy == COUNT:
                    value = len(value)
                elif secrecy == COUNTS:
                    value = [len(v) for v in value]
            if value is not None or not decl.optional:
                data[name] = value
        return data

    @classmethod
    def of(cls, state: Any, player: int | None) -> Self:
        """What `player` sees of `state` (None: a spectator), built from the declaration
        and checked as on the way in."""
        return cls.from_wire(cls.gather(state, player))

    # --- the wire's side ------------------------------------------------------------
    def to_wire(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name, decl in self.declared():
            value = getattr(self, name)
            if value is not None or not decl.optional:
                data[name] = decl.seen.dump(value)
        return data

    @classmethod
    def seats(cls, data: Mapping[str, Any]) -> int:
        """How many seats the view's table has (read from its config)."""
        config = data.get("config")
        seats = config.get("num_players") if isinstance(config, Mapping) else None
        if type(seats) is not int or not 1 <= seats <= 6:
            raise WireError("the view's config has no number of players")
        return seats

    @classmethod
    def viewer_of(cls, data: Mapping[str, Any], seats: int) -> int | None:
        viewer = data.get("viewer")
        if viewer is None:
            return None
        return Seat().load(viewer, Ctx(seats, None), "viewer")

    @classmethod
    def from_wire(cls, data: Any) -> Self:
        """A view from JSON, checked: exactly the declared keys, each value of its spec;
        `WireError` in words on anything else."""
        if not isinstance(data, Mapping):
            raise WireError("the view is not an object")
        fields = cls.declared()
        known = {name for name, _ in fields}
        for key in data:
            if key not in known:
                raise WireError(f"the view has an unknown key {short(key)}")
        try:
            return cls._load(data, fields)
        except WireError:
            raise
        except (TypeError, KeyError, IndexError, ValueError, AttributeError, RecursionError) as error:
            # A safety net: the specs and checks say what is wrong in words before this.
            raise WireError(f"the view is not of its shape ({type(error).__name__})") from None

    @classmethod
    def _load(cls, data: Mapping[str, Any], fields: tuple[tuple[str, Shown], ...]) -> Self:
        for name, decl in fields:
            if name not in data and not decl.optional:
                raise WireError(f"the view has no {name!r}")
        seats = cls.seats(data)
        ctx = Ctx(seats, cls.viewer_of(data, seats))
        values: dict[str, Any] = {}
        for name, decl in fields:
            if name not in data:
                values[name] = None
                continue
            value = data[name]
            if value is None and decl.optional:
                raise WireError(f"{name} is null; it is left out when there is none")
            values[name] = decl.seen.load(value, ctx, name)
        view = cls(**values)
        view.check()
        return view

    def check(self) -> None:
        """Rules between fields (a game's View adds its own); raise WireError."""


# --- a state's side of the declaration: copies and the checks of a save ----------------
def copy_kind(spec: Spec, frozen: bool = False) -> str:
    """How a state's copy copies a value of `spec`: atoms, and rows and records inside a
    list (which the rules replace whole, never change in place), are shared; a list, an
    object, a list of lists, an object of lists are copied one level per list. A frozen
    field's lists are tuples, replaced when they change: shared (an object of them copied)."""
    if isinstance(spec, Maybe):
        inner = copy_kind(spec.spec, frozen)
        return inner if inner == "share" else "maybe " + inner
    if isinstance(spec, ListOf):
        return "share" if frozen else "lists" if isinstance(spec.item, ListOf) else "list"
    if isinstance(spec, Row):
        return "list"
    if isinstance(spec, (MapOf, Record)):
        values = [spec.value] if isinstance(spec, MapOf) else list(spec.specs.values())
        lists = not frozen and all(isinstance(v, ListOf) for v in values)
        return "dict lists" if lists else "dict"
    if isinstance(spec, Checked):
        raise TypeError("a checked JSON value has no copy of its own; declare its copy")
    return "share"


_COPY = {"share": "{v}", "list": "list({v})", "lists": "[list(x) for x in {v}]", "dict": "dict({v})",
         "dict lists": "{{k: list(x) for k, x in {v}.items()}}"}


def make_copier(declared: Iterable[tuple[str, Shown]], names: Iterable[str],
                read: str = "attr", shared: bool = True) -> Callable[[Any, Any], None]:
    """`copy(src, dst)`: each of `names` set on `dst` from `src` (a state, or with
    read="item" a view dict), copied as its declaration says (`shared=False`: only those
    that are copied, for a `dst` that already holds the others). Generated as plain Python
    source, one line per field, so a state's copy costs what a hand-written one does."""
    decls = dict(declared)
    lines = ["def copy(src, dst):"]
    for name in names:
        kind = decls[name].copy or copy_kind(decls[name].spec, decls[name].frozen)
        if kind == "share" and not shared:
            continue
        value = f"src.{name}" if read == "attr" else f"src[{name!r}]"
        if kind.startswith("maybe "):
            lines.append(f"    v = {value}")
            lines.append(f"    dst.{name} = None if v is None else {_COPY[kind[6:]].format(v='v')}")
        else:
            lines.append(f"    dst.{name} = {_COPY[kind].format(v=value)}")
    if len(lines) == 1:
        lines.append("    pass")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # noqa: S102 - source made above from field names only
    return namespace["copy"]


def check_stored(view_type: type[View], data: Mapping[str, Any], seats: int) -> None:
    """Every field a state stores, in its JSON form (a save's), of its declared spec:
    WireError naming the first that is not."""
    ctx = Ctx(seats, None)
    for name, decl in state_fields(view_type):
        if name not in data:
            raise WireError(f"the state has no {name!r}")
        decl.spec.load(data[name], ctx, name)


def make_view_filler(declared: Iterable[tuple[str, Shown]]) -> Callable[[dict[str, Any], Any, int | None], None]:
    """`fill(view, state, player)`: a view that holds the state's public fields as they
    are (a copy of its attribute dict) completed from the declaration: the sourced fields
    (the config), the secrets as the viewer may see them, the viewer. Generated as plain
    Python source, one line or four per field: it runs on every decision."""
    lines = ["def fill(view, state, player):"]
    namespace: dict[str, Any] = {}
    for i, (name, decl) in enumerate(declared):
        secrecy = decl.secrecy
        if secrecy == VIEWER:
            lines.append(f"    view[{name!r}] = player")
        elif callable(decl.source):
            namespace[f"source_{i}"] = decl.source
            lines.append(f"    view[{name!r}] = source_{i}(state, player)")
        elif secrecy == PUBLIC:
            continue  # already there, the state's own
        else:
            value = f"state.{decl.source or name}"
            if secrecy == COUNT:
                lines.append(f"    view[{name!r}] = len({value})")
            elif secrecy == COUNTS:
                lines.append(f"    view[{name!r}] = list(map(len, {value}))")
            elif secrecy == OWN:
                lines.append(f"    view[{name!r}] = None if player is None else {value}[player]")
            else:  # PER_SEAT
                lines += [f"    values = {value}", "    seen = list(map(len, values))",
                          "    if player is not None:", "        seen[player] = values[player]",
                          f"    view[{name!r}] = seen"]
    if len(lines) == 1:
        lines.append("    pass")
    exec("\n".join(lines), namespace)  # noqa: S102 - source made above from field names only
    return namespace["fill"]


def state_fields(view_type: type[View]) -> tuple[tuple[str, Shown], ...]:
    """The fields a state holds, as the state names them, each with the declaration of
    the first view field that reads it (a stored field, or a secret's `source`)."""
    found: dict[str, Shown] = {}
    for name, decl in view_type.every_field():
        if decl.stored:
            found.setdefault(name, decl)
        elif isinstance(decl.source, str):
            found.setdefault(decl.source, decl)
    return tuple(found.items())


def from_plain(spec: Spec, value: Any, row: type = list, frozen: bool = False) -> Any:
    """A field's JSON value (checked) as a state holds it: lists as lists (as tuples for a
    frozen field), objects as dicts, enums as members, rows as `row` (a game whose rules
    keep rows as tuples says so)."""
    if isinstance(spec, Maybe):
        return None if value is None else from_plain(spec.spec, value, row, frozen)
    if isinstance(spec, ListOf):
        kind = tuple if frozen else list
        if is_atom(spec.item):
            return kind(value)
        return kind(from_plain(spec.item, v, row) for v in value)
    if isinstance(spec, Row):
        return row(from_plain(s, v, row) for s, v in zip(spec.items, value, strict=True))
    if isinstance(spec, MapOf):
        return {k: from_plain(spec.value, v, row, frozen) for k, v in value.items()}
    if isinstance(spec, Record):
        return {k: from_plain(spec.specs[k], v, row, frozen) for k, v in value.items()}
    if isinstance(spec, EnumOf):
        return spec.enum(value)
    return plain(value)
