"""Castle Risk's invariants on a saved state's JSON form (issue 24).

Each field's type, ranges and sizes come from its declaration (`fields.py`, issue 32:
the owner and armies of every territory of the map, seats that are seats, cards that are
cards, territories that are territories, hands of at most a handful, the phase one of
the game's, the pending data and the current attack of the shapes the rules write). The
rules between fields are checked here, on a save brought to the current shape
(`migrations.py`):

- the board: a territory held by nobody has no army, one held by a seat holds an army
  once the claims are over; castles stand on territories, each once;
- conservation of cards: hands, deck, discard, the cards on the table and the
  Reinforcements on the track are the game's deck, each card once (before the deal the
  deck is empty and the rest a part of it);
- castle chips: the seats' empires and those still to draw, each once;
- the pending data: the shape its phase waits with (`phases.pending_problem`);
- the attack under way: from a territory the attacker holds, by land to a neighbour, by
  sea with an Admiral on the table; only in the phases of an attack;
- the seats: one out of the game holds nothing; one in it has its castle once set up; the
  seat to move is in the game.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ludotheque.rules.castle_risk.data import MAP, full_deck
from ludotheque.rules.castle_risk.fields import CastleRiskView
from ludotheque.rules.castle_risk.migrations import migrate
from ludotheque.rules.castle_risk.phases import pending_problem
from ludotheque.rules.core.checks import DamagedState, field, integer, mapping, need, unique
from ludotheque.rules.core.fields import (
    check_stored,
)
from ludotheque.rules.core.wire import WireError

SETUP = ("claim", "castle", "hidden", "deploy")
EMPTIED = ("move_in",)  # a conquered territory waits for the armies that move in
ATTACKING = ("battle", "defend", "move_in")  # the phases of an attack under way


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Castle Risk state (an old
    save brought to the current shape first, as `from_json` will)."""
    data = migrate(mapping(data, "state"))
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 2, 6, "config.num_players")
    try:
        check_stored(CastleRiskView, data, n)
    except WireError as error:
        raise DamagedState(str(error)) from None
    phase, owner, armies = data["phase"], data["owner"], data["armies"]
    territories = MAP.ids
    for t in territories:
        o, a = owner[t], armies[t]
        need(o != -1 or a == 0, f"{a} armies on {t}, which nobody holds")
        need(o == -1 or a > 0 or phase in EMPTIED, f"{t} is held with no army on it")
    alive, castle_at, hands, hidden, captured = (data[k] for k in ("alive", "castle_at", "hands", "hidden", "captured"))
    unique((w for w in castle_at if w), "a castle's territory")
    chips = data["chips"] + [c for c in data["chip_of"] if c is not None]
    unique(chips, "a castle chip")
    for p, got in enumerate(captured):
        need(len(got) <= n, f"captured[{p}] has {len(got)} items, more than {n}")
    check_cards(data, n)
    check_attack(data)
    problem = pending_problem(phase, data["pending"])
    need(problem is None, str(problem))
    check_pending_range(data["pending"])
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


def check_cards(data: dict[str, Any], n: int) -> None:
    """Every card of the game's deck once: hands, deck, discard, table and track."""
    cards = [c for hand in data["hands"] for c in hand] + data["deck"] + data["discard"]
    cards += [card for _, card in data["table"]] + ["reinforcement"] * data["track"]
    found, box = Counter(cards), Counter(full_deck(n))
    extra = found - box
    need(not extra, f"one {next(iter(extra), '')!r} card too many")
    if data["deck"] or data["phase"] not in SETUP:
        missing = box - found
        need(not missing, f"a {next(iter(missing), '')!r} card is missing")


def check_attack(data: dict[str, Any]) -> None:
    attack, phase, player = data["attack"], data["phase"], data["player"]
    need(attack is not None or phase not in ATTACKING, f"phase {phase} without an attack")
    need(attack is None or phase in ATTACKING + ("spy_pick", "spy_counter"), f"an attack in phase {phase}")
    if attack is None:
        return
    if attack["by_sea"]:
        need([player, "admiral"] in data["table"], "an attack by sea without its Admiral on the table")
    else:
        need(attack["committed"] == 0, "armies committed to an attack by land")
        need(MAP.adjacent(attack["source"], attack["target"]), "an attack by land between territories apart")
    need(data["owner"][attack["source"]] == player, "an attack from a territory the attacker does not hold")


def check_pending_range(pending: dict[str, Any]) -> None:
    lo, hi = pending.get("min"), pending.get("max")
    if lo is not None and hi is not None:
        need(lo <= hi, f"pending.min {lo} is above pending.max {hi}")


__all__ = ["DamagedState", "check_state"]
