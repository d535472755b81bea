"""Casa Grande's invariants on a saved state's JSON form (issue 24).

- the track: a pawn is on a space of the track (or not yet placed, while corners are
  chosen), two pawns never share a sun corner;
- conservation of blocks: a seat's blocks in hand and on the site are the blocks it was
  given; each platform is laid once, over exactly its shape's cells, by a seat that
  marked that shape as used;
- the site: 64 columns of (height, owner, platform) entries rising from the
  ground,
  owners that are seats, platforms that exist;
- ranges: the phase is one of the game's, the die a die, money, bonus and notes never
  negative.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.data import CELLS, SIZE, all_orientations, corners, track_length
from ludotheque.rules.core.checks import (
    DamagedState,
    array,
    field,
    flag,
    integer,
    mapping,
    need,
    text,
    unique,
)

PHASES = ("corner", "roll", "move", "block", "platform", "over")
MAX_MONEY = 100_000


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


def check_site(site: dict[str, Any], n: int, blocks: list[int], given: int, used: list[int]) -> None:
    orientations = all_orientations()
    platforms = array(site["platforms"], "site.platforms", most=n * len(orientations))
    laid: list[int] = [0] * n
    for i, record in enumerate(platforms):
        need(type(record) is list and len(record) == 6, f"platform {i} is malformed")
        owner = integer(record[0], 0, n - 1, f"the owner of platform {i}")
        shape = integer(record[1], 0, len(orientations) - 1, f"the shape of platform {i}")
        integer(record[2], 0, len(orientations[shape]) - 1, f"the rotation of platform {i}")
        integer(record[3], 0, SIZE - 1, f"the x of platform {i}")
        integer(record[4], 0, SIZE - 1, f"the y of platform {i}")
        integer(record[5], 0, 1000, f"the storey of platform {i}")
        need(not laid[owner] & (1 << shape), f"seat {owner} laid shape {shape} twice")
        laid[owner] |= 1 << shape
    for p in range(n):
        need(laid[p] == used[p], f"the shapes used by seat {p} are not its platforms")
    columns = array(site["columns"], "site.columns", length=CELLS)
    on_site = [0] * n
    cells_of = [0] * len(platforms)
    for cell, column in enumerate(columns):
        height = 0
        for entry in array(column, f"column {cell}", most=1000):
            need(type(entry) is list and len(entry) == 3, f"an entry of column {cell} is malformed")
            z = integer(entry[0], 0, 1000, f"a height in column {cell}")
            need(z >= height, f"column {cell} goes down")
            height = z
            owner = integer(entry[1], 0, n - 1, f"an owner in column {cell}")
            pid = integer(entry[2], -1, len(platforms) - 1, f"a platform in column {cell}")
            if pid < 0:
                on_site[owner] += 1
            else:
                need(platforms[pid][0] == owner, f"platform {pid} in column {cell} is not its owner's")
                cells_of[pid] += 1
    for p in range(n):
        need(blocks[p] + on_site[p] == given,
             f"seat {p} has {blocks[p]} blocks and {on_site[p]} on the site, not the {given} it was given")
    for i, record in enumerate(platforms):
        size = orientations[record[1]][record[2]].size
        need(cells_of[i] == size, f"platform {i} covers {cells_of[i]} cells, not {size}")


__all__ = ["DamagedState", "check_state"]
