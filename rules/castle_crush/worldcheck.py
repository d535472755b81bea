"""The checks of Castle Crush's JSON worlds, their facts and the blow on record (issue
24): a world with one piece twice, a piece of an unknown kind or at an absurd pose aborts
the process inside pymunk's C code, so a save's worlds are checked before pymunk sees
them. Used by the declaration of the fields (`fields.py`) and by `validate.py`."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.data import block_kinds, data
from ludotheque.rules.castle_crush.port import PHYSICS_VERSION, PIECE_KINDS
from ludotheque.rules.core.checks import (
    array,
    field,
    flag,
    integer,
    mapping,
    need,
    number,
    text,
    unique,
)

MODES = ("standard", "speed", "construction")
WORLD_VERSION = 1
MAX_ID = 1_000_000
REACH = 1000.0  # metres from the foundation: the table is 200 wide, fallen pieces leave it
SPEED = 10_000.0
FACT_KEYS = frozenset(("id", "kind", "owner", "storey", "supports", "upright", "on_foundation", "on_table",
                       "x", "y", "angle", "top"))
PIECE_KEYS = frozenset(("id", "kind", "owner", "x", "y", "angle", "placed_angle", "mirrored", "vx", "vy", "w",
                        "warp"))


def data_copies() -> int:
    return int(data()["copies_per_kind"])


def check_world(world: Any, n: int, where: str) -> None:
    """A world pymunk can be given: what `physics/world.py` reads, each value sane."""
    mapping(world, where)
    need(world.get("version") == WORLD_VERSION, f"{where} has version {world.get('version')!r}")
    next_id = integer(field(world, "next_id", where), 1, MAX_ID, f"{where}.next_id")
    if "salt" in world:
        integer(world["salt"], 0, (1 << 64) - 1, f"{where}.salt")
    if "physics" in world:  # the physics version (port.PHYSICS_VERSION; absent: 1)
        integer(world["physics"], 1, PHYSICS_VERSION, f"{where}.physics")
    need(set(world) <= {"version", "next_id", "pieces", "salt", "physics"}, f"{where} has unknown keys")
    pieces = array(field(world, "pieces", where), f"{where}.pieces", most=len(block_kinds()) * data_copies() + 2 * n)
    for piece in pieces:
        mapping(piece, f"a piece of {where}")
        need(set(piece) <= PIECE_KEYS, f"a piece of {where} has unknown keys")
        pid = integer(field(piece, "id", where), 1, next_id - 1, f"a piece id of {where}")
        what = f"piece {pid} of {where}"
        text(field(piece, "kind", what), f"{what}'s kind", PIECE_KINDS)
        integer(field(piece, "owner", what), 0, n - 1, f"{what}'s owner")
        for key in ("x", "y"):
            number(field(piece, key, what), -REACH, REACH, f"{what}'s {key}")
        for key in ("angle", "placed_angle"):
            number(field(piece, key, what), -1000.0, 1000.0, f"{what}'s {key}")
        for key in ("vx", "vy", "w"):
            number(piece.get(key, 0.0), -SPEED, SPEED, f"{what}'s {key}")
        number(piece.get("warp", 0.0), -1.0, 1.0, f"{what}'s warp")
        flag(field(piece, "mirrored", what), f"{what}'s mirrored")
    unique((piece["id"] for piece in pieces), f"{where}: a piece id")


def check_fact(row: Any, ids: set[int], n: int, where: str) -> None:
    mapping(row, f"a fact of {where}")
    need(set(row) == FACT_KEYS, f"a fact of {where} has wrong keys")
    pid = row["id"]
    need(pid in ids, f"{where} names piece {pid!r}, which is not in the castle")
    text(row["kind"], f"the kind of fact {pid}", PIECE_KINDS)
    integer(row["owner"], 0, n - 1, f"the owner of fact {pid}")
    integer(row["storey"], 0, 1000, f"the storey of fact {pid}")
    for s in array(row["supports"], f"the supports of fact {pid}", most=100):
        integer(s, -10, MAX_ID, f"a support of fact {pid}")
    for key in ("upright", "on_foundation", "on_table"):
        flag(row[key], f"fact {pid}'s {key}")
    for key in ("x", "y", "angle", "top"):
        number(row[key], -REACH, REACH, f"fact {pid}'s {key}")


def check_last_attack(last: Any, n: int) -> None:
    """The blow kept for its replay: a world and a stance the physics can run again."""
    mapping(last, "last_attack")
    integer(field(last, "player", "last_attack"), 0, n - 1, "last_attack.player")
    integer(field(last, "target", "last_attack"), 0, n - 1, "last_attack.target")
    integer(field(last, "points", "last_attack"), -100_000, 100_000, "last_attack.points")
    for pid in array(field(last, "fallen", "last_attack"), "last_attack.fallen", most=1000):
        integer(pid, 0, MAX_ID, "a fallen piece")
    flag(field(last, "hit", "last_attack"), "last_attack.hit")
    if "world" in last:  # saves from before the stance was kept have none
        check_world(last["world"], n, "last_attack.world")
        need("foot" in last or ("offset" in last and "lean" in last), "last_attack has no stance")
    for key in ("foot", "offset", "lean"):
        if key in last:
            number(last[key], -REACH, REACH, f"last_attack.{key}")
    need(set(last) <= {"player", "target", "points", "fallen", "hit", "world", "foot", "offset", "lean"},
         "last_attack has unknown keys")
