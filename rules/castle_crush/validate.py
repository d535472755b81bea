"""Castle Crush's invariants on a saved state's JSON form (issue 24), checked before
`from_json` and before pymunk sees a world: a world with one piece twice, a piece of an
unknown kind or at an absurd pose aborts the process inside pymunk's C code.

An old save is first brought to the current version (`migrations.migrate`: a save of a
rules version no longer played is refused here, in one sentence). Then:
- each field, as its declaration says (fields.py: types, ranges, sizes, the phase one of
  the game's, seats in range; every world, each castle's and the one `last_attack` keeps
  to replay the blow, with its version, pieces of known kinds with unique ids below
  `next_id`, owners that are seats, finite poses near the table and small velocities:
  worldcheck.py);
- between fields: facts name pieces of their castle; of each block kind, the reserve,
  the supplies and the castles together hold the box's copies, never more; each seat's
  King and General are in its hand or in a castle, once; someone is to move unless the
  game is over.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.data import CHARACTERS, block_kinds
from ludotheque.rules.castle_crush.fields import STORED
from ludotheque.rules.castle_crush.migrations import migrate
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.worldcheck import check_fact, data_copies
from ludotheque.rules.core.checks import (
    DamagedState,
    field,
    integer,
    mapping,
    need,
    unique,
)
from ludotheque.rules.core.specs import Ctx
from ludotheque.rules.core.wire import WireError

PHASES = tuple(p.value for p in Phase)  # "draft", "build", "attack", "over"


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Castle Crush state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 1, 4, "config.num_players")
    data = migrate(mapping(data, "the state"))
    ctx = Ctx(n, None)
    for name, _, decl in STORED:
        try:
            decl.spec.load(field(data, name), ctx, name)
        except WireError as error:
            raise DamagedState(str(error)) from None
    worlds, supply, pawns = data["worlds"], data["supply"], data["pawns"]
    for c, rows in enumerate(data["facts"]):
        ids = {piece["id"] for piece in worlds[c]["pieces"]} if c < len(worlds) else set()
        for row in rows:
            check_fact(row, ids, n, f"facts[{c}]")
    for p, hand in enumerate(pawns):
        unique(hand, f"pawns[{p}]")
    # Conservation of blocks and characters.
    copies = data_copies()
    for kind in block_kinds():
        held = (data["reserve"].get(kind, 0) + sum(hand.count(kind) for hand in supply)
                + sum(1 for w in worlds for piece in w["pieces"] if piece["kind"] == kind))
        need(held <= copies, f"{held} pieces of {kind} in play: the box holds {copies}")
    for p in range(n):
        for character in CHARACTERS:
            placed = sum(1 for w in worlds for piece in w["pieces"]
                         if piece["kind"] == character and piece["owner"] == p)
            need(placed + pawns[p].count(character) <= 1, f"seat {p} has its {character} twice")
    need(data["phase"] == Phase.OVER or bool(data["queue"]) or not worlds,
         "nobody is to move and the game is not over")


__all__ = ["DamagedState", "check_state"]
