"""Casa Grande's invariants on a saved state's JSON form (issue 24).

- the track: a pawn is on a space of the track (or not yet placed, while corners are
  chosen), two pawns never share a sun corner;
- conservation of blocks: a seat's blocks in hand and on the site are the blocks it was
  given; each platform is laid once, over exactly its shape's cells, by a seat that
  marked that shape as used;
- the site (`sitecheck.py`): 64 columns of (height, owner, platform) entries rising from
  the ground, owners that are seats, platforms that exist;
- ranges: the phase is one of the game's, the die a die, money, bonus and notes never
  negative; then every field of its declared type (`fields.py`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.data import all_orientations, corners, track_length
from ludotheque.rules.casa_grande.fields import CasaGrandeView
from ludotheque.rules.casa_grande.sitecheck import MAX_MONEY, check_site
from ludotheque.rules.core.checks import (
    DamagedState,
    array,
    field,
    flag,
    integer,
    mapping,
    text,
    unique,
)
from ludotheque.rules.core.fields import (
    check_stored,
)
from ludotheque.rules.core.wire import WireError

PHASES = ("corner", "roll", "move", "block", "platform", "over")


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Casa Grande state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 2, 4, "config.num_players")
    options = mapping(config.get("options", {}), "config.options")
    given = integer(options.get("blocks", 24), 1, 24, "config.options.blocks")
    phase = text(field(data, "phase"), "phase", PHASES)
    integer(field(data, "first"), 0, n - 1, "first")
    integer(field(data, "turn"), 0, n - 1, "turn")
    integer(field(data, "die"), 0, 6, "die")
    integer(field(data, "turns"), 0, 1_000_000, "turns")
    integer(field(data, "rng"), 0, (1 << 64) - 1, "rng")
    for name in ("final_round", "over"):
        flag(field(data, name), name)
    length = track_length()
    pawns = array(field(data, "pawns"), "pawns", length=n)
    for p, space in enumerate(pawns):
        integer(space, -1 if phase == "corner" else 0, length - 1, f"the pawn of seat {p}")
    unique((s for s in pawns if s in corners()), "a sun corner")
    for name, high in (("bonus", MAX_MONEY), ("money", MAX_MONEY), ("notes", MAX_MONEY)):
        for p, v in enumerate(array(field(data, name), name, length=n)):
            integer(v, 0, high, f"{name} of seat {p}")
    blocks = array(field(data, "blocks"), "blocks", length=n)
    for p, v in enumerate(blocks):
        integer(v, 0, given, f"the blocks of seat {p}")
    shapes = len(all_orientations())
    used = array(field(data, "used"), "used", length=n)
    for p, v in enumerate(used):
        integer(v, 0, (1 << shapes) - 1, f"the shapes used by seat {p}")
    check_site(mapping(field(data, "site"), "site", ("columns", "platforms")), n, blocks, given, used)
    try:  # and every field of its declared type (`fields.py`), the same for a view on the wire
        check_stored(CasaGrandeView, data, n)
    except WireError as error:
        raise DamagedState(str(error)) from None


__all__ = ["DamagedState", "check_state"]
