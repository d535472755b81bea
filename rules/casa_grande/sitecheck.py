"""The site's invariants, as a save and a view on the wire are checked (issue 24): each
platform laid once, over exactly its shape's cells, by a seat that marked that shape as
used; 64 columns of (height, owner, platform) entries rising from the ground; a seat's
blocks in hand and on the site are the blocks it was given."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.data import CELLS, SIZE, all_orientations
from ludotheque.rules.core.checks import array, integer, need

MAX_MONEY = 100_000


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
