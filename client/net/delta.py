"""A seat's view as numbered versions: sent whole once, then only what changed.

The host sends a connection its seat's whole view when it joins, reconnects or asks again
(`resync`); after each move, only the view's top-level fields that changed (`set`) and
those that went away (`del`, an optional field left out), from the version that connection
holds (`base`) to the next. The client applies them and holds exactly the `View` the whole
view would give (`tests/net/test_net_delta.py` checks it after every move of random games
of the five games).

Host side (`Coder`, one per seat of a table): the view the rules give (`session.view`, a
plain dict) is compared field by field with the previous one (they are snapshots: a
`Session.apply` leaves the state before it as it was); a changed field is written as JSON
once, whoever many connections sit at that seat. Only the declared fields ever leave. A
field that shows a seat only part of a value (its own hand, the others' counts, the
viewer) is checked against its declaration first (`spec.load`: a secret is only a count
where a count belongs), then written as the typed View writes it; a public field is the
state's own value, the same for everyone, written as it is (byte for byte what the
typed View writes: `tests/net/test_net_delta.py`). The checks of shape and between
fields are the receiver's: the host built the view from its own state.

Client side (`Held`): a whole view is checked as before (`wire.view_from_wire`); a change
loads only the changed fields, in the context of the view it holds (its seats and viewer),
then the game's checks between fields on the result. Anything wrong raises `WireError`.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from ludotheque.client.net.messages import dumps
from ludotheque.rules.core import GameInfo
from ludotheque.rules.core.fields import PUBLIC
from ludotheque.rules.core.specs import Ctx
from ludotheque.rules.core.wire import MAX_VIEW_BYTES, WIRE_VERSION, WireError, view_from_wire


def _size(name: str, value: Any) -> int:
    """What one field adds to the compact JSON of a whole view (`"name":value`)."""
    return len(json.dumps({name: value}, separators=(",", ":"))) - 2


def _view_type(info: GameInfo) -> Any:
    return getattr(info, "view_type", None)


class Coder:
    """The host's side of one seat's view: its current version and each field's JSON.
    The coders of one table share `public`: a public field's value (the state's own, the
    same object in every seat's view of one state) and its JSON, written once a move."""

    def __init__(self, info: GameInfo, public: dict[str, tuple[Any, str]] | None = None) -> None:
        self.info = info
        self.public = {} if public is None else public
        self.view_type = _view_type(info)
        self.plain: dict[str, Any] | None = None  # the view the rules gave last
        self.texts: dict[str, str] = {}  # field -> its JSON, in the order of a whole view
        self.version = 0  # 0: nothing coded yet
        self.base = 0  # the version the last change applies to
        self.change = ""  # JSON of the last change: {"base":..,"set":{..},"del":[..]}
        self._whole: str | None = None

    def update(self, plain: dict[str, Any]) -> bool:
        """Take the seat's view now; True when it differs from the last one (a new version)."""
        prev = self.plain or {}
        old = self.texts
        texts: dict[str, str] = {}
        changed: dict[str, str] = {}
        ctx: Ctx | None = None
        view_type = self.view_type
        fields = view_type.declared() if view_type is not None else [(k, None) for k in plain]
        for name, decl in fields:
            value = plain.get(name)
            if value is None and decl is not None:
                if decl.optional:
                    continue  # left out when there is none
                if name not in plain:
                    raise WireError(f"the view has no {name!r}")
            if decl is None or decl.secrecy == PUBLIC:
                text = self._public(name, value)
            else:
                held = old.get(name)
                if held is not None and name in prev and (prev[name] is value or prev[name] == value):
                    text = held
                else:
                    if ctx is None:
                        seats = view_type.seats(plain)
                        ctx = Ctx(seats, view_type.viewer_of(plain, seats))
                    text = dumps(decl.seen.dump(decl.seen.load(value, ctx, name)))
            if text != old.get(name):
                changed[name] = text
            texts[name] = text
        gone = [name for name in old if name not in texts]
        self.plain = plain
        if not changed and not gone and self.version:
            return False
        self.texts = texts
        self.base, self.version = self.version, self.version + 1
        sets = ",".join(f"{dumps(k)}:{t}" for k, t in changed.items())
        self.change = f'{{"base":{self.base},"set":{{{sets}}},"del":{dumps(gone)}}}'
        self._whole = None
        return True

    def _public(self, name: str, value: Any) -> str:
        """A public field's JSON: the state's own value written as it is, once for the
        table's seats (the same object), and not again while it stays equal."""
        known = self.public.get(name)
        if known is not None:
            if known[0] is value:
                return known[1]
            if known[0] == value:
                self.public[name] = (value, known[1])
                return known[1]
        text = dumps(value)
        self.public[name] = (value, text)
        return text

    def whole(self) -> str:
        """The whole view's JSON envelope, as `wire.view_to_wire` gives it."""
        if self._whole is None:
            body = ",".join(f"{dumps(k)}:{t}" for k, t in self.texts.items())
            self._whole = f'{{"v":{WIRE_VERSION},"game":{dumps(self.info.id)},"view":{{{body}}}}}'
        return self._whole


class Held:
    """The client's side: the view it holds (typed, and its JSON form), at which version."""

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self.view_type = _view_type(info)
        self.version: int | None = None
        self.typed: Any = None  # the game's View
        self.wire: dict[str, Any] | None = None  # its JSON form, what boards and bots read
        self._sizes: dict[str, int] = {}
        self._ctx = Ctx(0, None)

    def whole(self, envelope: Any, version: int) -> None:
        typed = view_from_wire(self.info, envelope)
        self.typed = typed
        self.wire = typed.to_wire() if self.view_type is not None else dict(typed)
        self._sizes = {}
        if self.view_type is not None:
            self._ctx = self._context(self.wire)
        self.version = version

    def apply(self, change: Any, version: int) -> bool:
        """Apply a change; False when it is not from the version held (ask for the whole view)."""
        if not isinstance(change, dict) or set(change) != {"base", "set", "del"}:
            raise WireError("not a view change")
        sets, gone = change["set"], change["del"]
        if not isinstance(sets, dict) or not isinstance(gone, list):
            raise WireError("not a view change")
        if self.wire is None or change["base"] != self.version:
            return False
        body = {k: v for k, v in self.wire.items() if k not in gone}
        body.update(sets)
        try:
            ctx = self._context(body) if self.view_type is not None else None
        except (TypeError, KeyError, IndexError, ValueError, AttributeError) as error:
            raise WireError(f"the view change is not of its shape ({type(error).__name__})") from None
        if ctx is None or (ctx.seats, ctx.viewer) != (self._ctx.seats, self._ctx.viewer):
            # Every field is checked in the view's context (its seats, its viewer): a
            # change of context is checked as a whole view. A game never does it.
            self.whole({"v": WIRE_VERSION, "game": self.info.id, "view": body}, version)
            return True
        try:
            self._patch(sets, gone, ctx)
        except WireError:
            raise
        except (TypeError, KeyError, IndexError, ValueError, AttributeError, RecursionError) as error:
            raise WireError(f"the view change is not of its shape ({type(error).__name__})") from None
        self.version = version
        return True

    def _context(self, body: dict[str, Any]) -> Ctx:
        seats = self.view_type.seats(body)
        return Ctx(seats, self.view_type.viewer_of(body, seats))

    def _patch(self, sets: dict[str, Any], gone: list[Any], ctx: Ctx) -> None:
        view_type, wire = self.view_type, self.wire
        assert wire is not None  # apply checked it
        declared = dict(view_type.declared())
        loaded: dict[str, Any] = {}
        for name, value in sets.items():
            decl = declared.get(name)
            if decl is None:
                raise WireError(f"the view has an unknown key {str(name)[:40]!r}")
            if value is None and decl.optional:
                raise WireError(f"{name} is null; it is left out when there is none")
            loaded[name] = decl.seen.load(value, ctx, name)
        for name in gone:
            decl = declared.get(name) if isinstance(name, str) else None
            if decl is None or not decl.optional or name in sets:
                raise WireError(f"the view cannot lose {str(name)[:40]!r}")
            loaded[name] = None
        if not self._sizes:
            self._sizes = {k: _size(k, v) for k, v in wire.items()}
        sizes = dict(self._sizes)
        for name in gone:
            sizes.pop(name, None)
        for name, value in sets.items():
            sizes[name] = _size(name, value)
        if sum(sizes.values()) + len(sizes) + 1 > MAX_VIEW_BYTES:  # as `view_from_wire` counts a whole one
            raise WireError("the view is too large")
        typed = dataclasses.replace(self.typed, **loaded)
        typed.check()
        out: dict[str, Any] = {}
        for name, decl in view_type.declared():
            if name in sets:
                out[name] = decl.seen.dump(loaded[name])
            elif name in wire and name not in gone:
                out[name] = wire[name]
        self.typed, self.wire, self._sizes = typed, out, sizes
