"""A seat's view on the wire: the only thing about a game that leaves the host.

`view_to_wire(info, view)` turns what `session.view(seat)` gives into plain, versioned JSON;
`view_from_wire(info, data)` checks such JSON on the way in (like a save: types, ranges,
sizes) and gives back the view the client draws from. The network table
(`client/net/`) sends nothing else of a game's state.

Every game's views are typed (a frozen `View` dataclass declared with
`rules.core.fields`, named `GameInfo.view_type`, with `to_wire()` and a `from_wire(data)`
classmethod): a view given as the session's plain dict goes out through its type too, so
only the declared fields ever leave, each checked, and a view coming in is checked field by
field. The wire JSON of a view is, key for key, the dict `state.view(seat)` gives (its
tuples as lists, its enums as their values). A game without a type sends its plain dict,
and only its envelope and size are checked.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ludotheque.rules.core.protocol import GameInfo

WIRE_VERSION = 1
MAX_VIEW_BYTES = 2_000_000  # the largest view (Castle Crush's recorded motion) is far below


class WireError(ValueError):
    """JSON that is not a view of this game, in words."""


def view_to_wire(info: GameInfo, view: Any) -> dict[str, Any]:
    to_wire = getattr(view, "to_wire", None)
    if callable(to_wire):
        body = to_wire()
    else:
        view_type = getattr(info, "view_type", None)
        body = view if view_type is None else view_type.from_wire(view).to_wire()
    return {"v": WIRE_VERSION, "game": info.id, "view": body}


def view_from_wire(info: GameInfo, data: Any) -> Any:
    if not isinstance(data, dict) or set(data) != {"v", "game", "view"}:
        raise WireError("not a view envelope")
    if data["v"] != WIRE_VERSION:
        raise WireError(f"view version {data['v']!r}, this client reads {WIRE_VERSION}")
    if data["game"] != info.id:
        raise WireError(f"a view of {data['game']!r}, not of {info.id!r}")
    body = data["view"]
    if not isinstance(body, dict):
        raise WireError("the view is not an object")
    if len(json.dumps(body, separators=(",", ":"))) > MAX_VIEW_BYTES:
        raise WireError("the view is too large")
    view_type = getattr(info, "view_type", None)
    return view_type.from_wire(body) if view_type is not None else body
