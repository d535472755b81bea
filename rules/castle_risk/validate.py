"""Castle Risk's invariants on a saved state's JSON form (issue 24).

- the board: every territory of the map has an owner (a seat, or nobody) and a number of
  armies in range, never negative; a territory held by a seat holds an army once the
  claims are over; castles stand on territories, each once; hidden armies on territories;
- conservation of cards: hands, deck, discard, the cards on the table and the
  Reinforcements on the track are the game's deck, each card once (before the deal the
  deck is empty and the rest a part of it); a hand holds at most a handful;
- castle chips: the seats' empires and those still to draw are empires, each once;
- ranges: the seat to move and the one answering are alive seats, the phase is one of the
  game's, the track within its length, reserves, counters and truces sane;
- the pending data and the current attack are objects of the shapes the rules write:
  known keys, seats that are seats, territories that are territories, small counts.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ludotheque.rules.castle_risk.data import CARD_KINDS, EMPIRES, MAP, RULES, full_deck
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

PHASES = ("claim", "castle", "hidden", "deploy", "main", "battle", "defend", "move_in", "place", "reoccupy",
          "spy_pick", "spy_counter")
SETUP = ("claim", "castle", "hidden", "deploy")
EMPTIED = ("move_in",)
ATTACKING = ("battle", "defend", "move_in")  # the phases of an attack under way  # a conquered territory waits for the armies that move in
MAX_ARMIES = 10_000  # on a territory or in a reserve: a long game gathers a few hundred
PENDING = {
    "first", "batch", "count", "reason", "voluntary", "last", "min", "max", "dice", "blitz", "spy", "target",
    "resume", "spied_hand", "marshal", "general", "phase", "source",
}
ATTACK = {"source", "target", "defender", "by_sea", "committed", "dice", "castle_loser"}


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Castle Risk state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 2, 6, "config.num_players")
    phase = text(field(data, "phase"), "phase", PHASES)
    territories = MAP.ids
    seat = (-1, n - 1)
    integer(field(data, "player"), 0, n - 1, "player")
    integer(field(data, "actor"), 0, n - 1, "actor")
    owner = mapping(field(data, "owner"), "owner", territories)
    armies = mapping(field(data, "armies"), "armies", territories)
    for t in territories:
        o = integer(owner[t], *seat, f"the owner of {t}")
        a = integer(armies[t], 0, MAX_ARMIES, f"armies on {t}")
        need(o != -1 or a == 0, f"{a} armies on {t}, which nobody holds")
        need(o == -1 or a > 0 or phase in EMPTIED, f"{t} is held with no army on it")
    alive = array(field(data, "alive"), "alive", length=n)
    for v in alive:
        flag(v, "an alive flag")
    castle_at = array(field(data, "castle_at"), "castle_at", length=n)
    for p, where in enumerate(castle_at):
        if where is not None:
            text(where, f"the castle of seat {p}", territories)
    unique((w for w in castle_at if w), "a castle's territory")
    chips = array(field(data, "chips"), "chips", most=len(EMPIRES))
    chip_of = array(field(data, "chip_of"), "chip_of", length=n)
    for e in chips + [c for c in chip_of if c is not None]:
        text(e, "a castle chip", EMPIRES)
    unique(chips + [c for c in chip_of if c is not None], "a castle chip")
    captured = array(field(data, "captured"), "captured", length=n)
    for p, got in enumerate(captured):
        for c in array(got, f"captured[{p}]", most=n):
            integer(c, 0, n - 1, f"a castle captured by seat {p}") if type(c) is int else text(
                c, f"a castle captured by seat {p}", EMPIRES + tuple(territories))
    for v in array(field(data, "reserve"), "reserve", length=n):
        integer(v, 0, MAX_ARMIES, "a reserve of armies")
    hidden = array(field(data, "hidden"), "hidden", length=n)
    for p, places in enumerate(hidden):
        for t in array(places, f"hidden[{p}]", most=len(RULES.track) + 8):
            text(t, f"a hidden army of seat {p}", territories)
    # Cards.
    hands = array(field(data, "hands"), "hands", length=n)
    deck = array(field(data, "deck"), "deck", most=200)
    discard = array(field(data, "discard"), "discard", most=200)
    table = array(field(data, "table"), "table", most=200)
    track = integer(field(data, "track"), 0, len(RULES.track), "track")
    cards: list[str] = []
    for p, hand in enumerate(hands):
        cards += [text(c, f"a card of seat {p}", CARD_KINDS) for c in array(hand, f"hands[{p}]", most=60)]
    cards += [text(c, "a card of the deck", CARD_KINDS) for c in deck]
    cards += [text(c, "a discarded card", CARD_KINDS) for c in discard]
    for item in table:
        need(type(item) is list and len(item) == 2, "a card on the table is not a (seat, card) pair")
        integer(item[0], 0, n - 1, "the seat of a card on the table")
        cards.append(text(item[1], "a card on the table", CARD_KINDS))
    cards += ["reinforcement"] * track
    found, box = Counter(cards), Counter(full_deck(n))
    extra = found - box
    need(not extra, f"one {next(iter(extra), '')!r} card too many")
    if deck or phase not in SETUP:
        missing = box - found
        need(not missing, f"a {next(iter(missing), '')!r} card is missing")
    for truce in array(field(data, "truces"), "truces", most=n * n):
        need(type(truce) is list and len(truce) == 2, "a truce is not a pair of seats")
        for p in truce:
            integer(p, 0, n - 1, "a seat at truce")
    integer(field(data, "turn_no"), 0, 1_000_000, "turn_no")
    for name in ("attacked", "diplomats_out", "shrink_pending", "over", "stalemate"):
        flag(field(data, name), name)
    check_pending(mapping(field(data, "pending"), "pending"), n)
    attack = field(data, "attack")
    if attack is not None:
        mapping(attack, "attack", ATTACK)
        for key in ("source", "target"):
            text(field(attack, key, "attack"), f"the attack's {key}", territories)
        integer(field(attack, "defender", "attack"), *seat, "the attack's defender")
        flag(field(attack, "by_sea", "attack"), "the attack's by_sea")
        committed = integer(attack.get("committed", 0), 0, MAX_ARMIES, "the armies committed")
        player = data["player"]
        if attack["by_sea"]:
            need([player, "admiral"] in table, "an attack by sea without its Admiral on the table")
        else:
            need(committed == 0, "armies committed to an attack by land")
            need(MAP.adjacent(attack["source"], attack["target"]), "an attack by land between territories apart")
        need(owner[attack["source"]] == player, "an attack from a territory the attacker does not hold")
        integer(attack.get("dice", 0), 0, 3, "the attack's dice")
        loser = attack.get("castle_loser")
        if loser is not None:
            integer(loser, 0, n - 1, "the attack's castle loser")
    need(attack is not None or phase not in ATTACKING, f"phase {phase} without an attack")
    need(attack is None or phase in ATTACKING + ("spy_pick", "spy_counter"), f"an attack in phase {phase}")
    last = field(data, "last_battle")
    if last is not None:
        mapping(last, "last_battle")
    for p in range(n):
        if not alive[p]:  # eliminated: castle taken, armies gone, cards and chips handed over
            need(castle_at[p] is None and not hands[p] and not hidden[p] and not captured[p],
                 f"seat {p} is out of the game but still has a castle, cards or chips")
            need(all(owner[t] != p for t in territories), f"seat {p} is out of the game but holds territories")
        elif castle_at[p] is not None:  # a castle just taken is handed over after the move in
            need(owner[castle_at[p]] == p or phase in EMPTIED, f"seat {p}'s castle stands on a territory it does not hold")
        elif phase not in SETUP:
            need(False, f"seat {p} is in the game without a castle")
    if not data["over"] and phase not in SETUP:
        need(bool(alive[data["player"]]), "the seat to move is out of the game")


def check_pending(pending: dict[str, Any], n: int) -> None:
    """The data of the current sub-phase: the keys the rules write, values of their kind."""
    for key, value in pending.items():
        need(key in PENDING, f"pending has an unknown key {key[:40]!r}")
        if value is None:
            continue
        if key in ("first", "last", "spy", "target"):
            integer(value, 0, n - 1, f"pending.{key}")
        elif key in ("batch", "count", "min", "max", "dice", "blitz"):
            integer(value, 0, MAX_ARMIES, f"pending.{key}")
        elif key in ("voluntary", "marshal", "general"):
            if type(value) is not bool:
                integer(value, 0, MAX_ARMIES, f"pending.{key}")
        elif key in ("reason", "phase", "source"):
            text(value, f"pending.{key}")
        elif key == "spied_hand":
            for c in array(value, "pending.spied_hand", most=60):
                text(c, "a spied card", CARD_KINDS)
        elif key == "resume":
            need(type(value) is dict, "pending.resume is not an object")
            check_numbers_small(value, n)
    lo, hi = pending.get("min"), pending.get("max")
    if lo is not None and hi is not None:
        need(lo <= hi, f"pending.min {lo} is above pending.max {hi}")


def check_numbers_small(value: dict[str, Any], n: int) -> None:
    """A saved sub-phase to come back to (after a spy): its own phase and pending data."""
    if "phase" in value:
        text(value["phase"], "pending.resume.phase", PHASES)
    inner = value.get("pending")
    if inner is not None:
        check_pending(mapping(inner, "pending.resume.pending"), n)
    for key in ("actor", "player"):
        if key in value:
            integer(value[key], 0, n - 1, f"pending.resume.{key}")


__all__ = ["DamagedState", "check_state"]
