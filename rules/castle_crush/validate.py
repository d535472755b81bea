"""Castle Crush's invariants on a saved state's JSON form (issue 24), checked before
`from_json` and before pymunk sees a world: a world with one piece twice, a piece of an
unknown kind or at an absurd pose aborts the process inside pymunk's C code.

- every world (each castle's, and the one `last_attack` keeps to replay the blow) has
  its version, pieces of known kinds with unique ids below `next_id`, owners that are
  seats, finite poses near the table and small velocities;
- conservation: of each block kind, the reserve, the supplies and the castles together
  hold the box's copies, never more; each seat's King and General are in its hand or
  in a castle, once;
- ranges: round, scores, attacks, heights; the phase is one of the game's and a queue
  names seats; facts name pieces of their castle.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.actions import RULES_VERSIONS
from ludotheque.rules.castle_crush.data import CHARACTERS, block_kinds, data
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import PHYSICS_VERSION, PIECE_KINDS
from ludotheque.rules.core.checks import (
    DamagedState,
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

PHASES = tuple(p.value for p in Phase)  # "draft", "build", "attack", "over"
MODES = ("standard", "speed", "construction")
WORLD_VERSION = 1
MAX_ID = 1_000_000
REACH = 1000.0  # metres from the foundation: the table is 200 wide, fallen pieces leave it
SPEED = 10_000.0
FACT_KEYS = frozenset(("id", "kind", "owner", "storey", "supports", "upright", "on_foundation", "on_table",
                       "x", "y", "angle", "top"))
PIECE_KEYS = frozenset(("id", "kind", "owner", "x", "y", "angle", "placed_angle", "mirrored", "vx", "vy", "w",
                        "warp"))


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Castle Crush state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 1, 4, "config.num_players")
    text(field(data, "mode"), "mode", MODES)
    integer(field(data, "round"), 0, 1000, "round")
    phase = text(field(data, "phase"), "phase", PHASES)
    kinds = block_kinds()
    copies = int(data_copies())
    reserve = mapping(field(data, "reserve"), "reserve")
    for kind, count in reserve.items():
        text(kind, "a reserve kind", kinds)
        integer(count, 0, copies, f"reserve.{kind}")
    supply = array(field(data, "supply"), "supply", length=n)
    for p, hand in enumerate(supply):
        for kind in array(hand, f"supply[{p}]", most=len(kinds) * copies):
            text(kind, f"a piece of supply[{p}]", kinds)
    pawns = array(field(data, "pawns"), "pawns", length=n)
    for p, hand in enumerate(pawns):
        for kind in array(hand, f"pawns[{p}]", most=2):
            text(kind, f"a pawn of seat {p}", CHARACTERS)
        unique(hand, f"pawns[{p}]")
    worlds = array(field(data, "worlds"), "worlds", most=n)
    need(len(worlds) in (0, n), f"{len(worlds)} castles for {n} players")
    for c, world in enumerate(worlds):
        check_world(world, n, f"worlds[{c}]")
    facts = array(field(data, "facts"), "facts", length=n)
    for c, rows in enumerate(facts):
        ids = {piece["id"] for piece in worlds[c]["pieces"]} if c < len(worlds) else set()
        for row in array(rows, f"facts[{c}]", most=len(kinds) * copies + 2 * n):
            check_fact(row, ids, n, f"facts[{c}]")
    # Conservation of blocks and characters.
    for kind in kinds:
        held = (reserve.get(kind, 0) + sum(hand.count(kind) for hand in supply)
                + sum(1 for w in worlds for piece in w["pieces"] if piece["kind"] == kind))
        need(held <= copies, f"{held} pieces of {kind} in play: the box holds {copies}")
    for p in range(n):
        for character in CHARACTERS:
            placed = sum(1 for w in worlds for piece in w["pieces"]
                         if piece["kind"] == character and piece["owner"] == p)
            need(placed + pawns[p].count(character) <= 1, f"seat {p} has its {character} twice")
    queue = array(field(data, "queue"), "queue", most=64 * n)
    for p in queue:
        integer(p, 0, n - 1, "a seat in the queue")
    need(phase == "over" or bool(queue) or not worlds, "nobody is to move and the game is not over")
    for name, low, high in (("attacks_left", 0, 1000), ("missing", 0, 1000), ("score", -100_000, 100_000)):
        for v in array(field(data, name), name, length=n):
            integer(v, low, high, f"a value of {name}")
    for p, part in enumerate(array(field(data, "parts"), "parts", length=n)):
        for key, v in mapping(part, f"parts[{p}]", ("build", "attack", "characters", "final")).items():
            integer(v, -100_000, 100_000, f"parts[{p}].{key}")
    integer(field(data, "fumbles"), 0, MAX_ID, "fumbles")
    for drop in array(data.get("failed_drops", []), "failed_drops", most=1000):
        need(type(drop) is list and len(drop) == 2, "a failed drop is not a (kind, x) pair")
        text(drop[0], "a failed drop's kind", PIECE_KINDS)
        number(drop[1], -REACH, REACH, "a failed drop's x")
    integer(field(data, "attack_rounds"), 0, 1000, "attack_rounds")
    for h in array(field(data, "heights"), "heights", length=n):
        number(h, 0.0, REACH, "a castle height")
    last = field(data, "last_attack")
    if last is not None:
        check_last_attack(last, n)
    exact = data.get("exact_moves", True)
    need(exact is None or type(exact) is bool, "exact_moves is not true, false or null")
    rules = data.get("rules", 1)
    need(rules is None or rules in RULES_VERSIONS and type(rules) is int, f"rules is {rules!r}, not a version")


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


__all__ = ["DamagedState", "check_state"]
