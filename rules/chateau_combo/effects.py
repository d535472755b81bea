"""Step 3 of a turn: the bought card's effect, applied right after it is placed.

Effects run in the card's order. Those that need the player's decision (choose one,
which card to discard, which purses to fill) stop the run and leave a `Pending` decision
on the state; the matching action resumes it. Effects count the card just placed, except a
discount, which applies from the next purchase (RULINGS).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.conditions import parse, per_of
from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind
from ludotheque.rules.chateau_combo.tableau import Cell, Entry, purses_of

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

Effect = dict[str, Any]
RESOURCE_KEY = {"gold": "chateau_combo.resource.gold", "keys": "chateau_combo.resource.keys"}
NOTHING_GAINED_KEY = {"gold": "chateau_combo.log.gain_no_gold", "keys": "chateau_combo.log.gain_no_keys"}


def resource_key(resource: str, amount: int) -> str:
    """The log's word for an amount of a resource: "1 key", "3 keys" (never "key(s)")."""
    return "chateau_combo.resource.key" if resource == "keys" and amount == 1 else RESOURCE_KEY[resource]


def gain_amount(state: ComboState, player: int, cell: Cell, eff: Effect) -> int:
    """How much a `gain` effect gives `player` for the card at `cell`, right now."""
    per = eff.get("per")
    if per is None:
        return eff["amount"]
    tab = state.players[player].tableau
    neighbours = [state.players[n].tableau for n in state.neighbours(player)]
    slot = tab.slots.get(cell)
    condition = per_of(slot.card, per) if slot is not None else parse(per)
    return eff["amount"] * condition.measure(tab, cell, state.players[player].keys, neighbours)


def give(state: ComboState, player: int, resource: str, amount: int) -> None:
    board = state.players[player]
    if resource == "gold":
        board.gold += amount
    elif resource == "keys":
        board.keys += amount
    else:
        raise ValueError(f"unknown resource {resource!r}")


def apply_simple(state: ComboState, player: int, cell: Cell, eff: Effect) -> None:
    """An effect that needs no decision."""
    kind = eff["type"]
    if kind == "gain":
        amount = gain_amount(state, player, cell, eff)
        give(state, player, eff["resource"], amount)
        if amount == 0:  # a "per" effect with nothing to count: say so, not "gains 0 keys"
            state.emit(NOTHING_GAINED_KEY[eff["resource"]], player=player)
        else:
            state.emit("chateau_combo.log.gain", player=player, amount=amount,
                       resource_key=resource_key(eff["resource"], amount))
    elif kind == "opponents_gain":
        for other in range(state.num_players):
            if other != player:
                give(state, other, eff["resource"], eff["amount"])
        state.emit("chateau_combo.log.opponents_gain", player=player, amount=eff["amount"],
                   resource_key=resource_key(eff["resource"], eff["amount"]))
    elif kind == "gold_on_each_purse":
        tab = state.players[player].tableau
        placed = 0
        for pc in tab.purse_cells():
            add = min(eff["amount"], tab.purse_room(pc))
            tab.add_gold(pc, add)
            placed += add
        state.emit("chateau_combo.log.purses_gold", player=player, amount=placed)
    elif kind == "discount":
        state.emit("chateau_combo.log.discount", player=player,
                   castle=eff["castle"], village=eff["village"])
    else:
        raise ValueError(f"effect {kind!r} needs a decision")


def fill(state: ComboState, player: int, cells: tuple[Cell, ...]) -> None:
    tab = state.players[player].tableau
    placed = 0
    for pc in cells:
        room = tab.purse_room(pc)
        tab.add_gold(pc, room)
        placed += room
    state.emit("chateau_combo.log.purses_gold", player=player, amount=placed)


def fill_choices(entries: tuple[Entry, ...], count: int) -> list[tuple[Cell, ...]]:
    """Every set of purses the Steward's effect may fill: as many as allowed, with room
    (`entries`: the player's tableau as `Tableau.entries` gives it, or a view's)."""
    with_room = [cell for cell, room in purses_of(entries) if room > 0]
    return list(combinations(with_room, min(count, len(with_room))))


def run_effects(state: ComboState, player: int, cell: Cell, start: int) -> Pending | None:
    """Apply the effects of the card at `cell` from index `start`.

    Returns the pending decision when one is needed (and stops there), else None."""
    card = CARDS[state.players[player].tableau.slots[cell].card]
    for i in range(start, len(card.effects)):
        eff = card.effects[i]
        kind = eff["type"]
        if kind == "choose_one":
            return Pending(PendingKind.CHOOSE, card.id, i, cell=cell, options=len(eff["options"]))
        if kind == "discard_from_row":
            present = [k for k, c in enumerate(state.rows[eff["row"]]) if c is not None]
            if len(present) > 1:
                return Pending(PendingKind.DISCARD, card.id, i, row=eff["row"], cell=cell)
            if present:
                discard_from_row(state, player, eff, present[0])
            continue
        if kind == "fill_purses":
            choices = fill_choices(state.players[player].tableau.entries(), eff["cards"])
            if len(choices) > 1:
                return Pending(PendingKind.FILL, card.id, i, cell=cell)
            fill(state, player, choices[0] if choices else ())
            continue
        apply_simple(state, player, cell, eff)
    return None


def discard_from_row(state: ComboState, player: int, eff: Effect, index: int) -> None:
    """Discard one shown card of the named row; gain its printed cost."""
    row = state.rows[eff["row"]]
    card = row[index]
    assert card is not None, "the effect offers only the cards shown"
    row[index] = None
    state.discards[eff["row"]] = (*state.discards[eff["row"]], card)
    amount = CARDS[card].cost
    give(state, player, eff["gain"], amount)
    state.emit("chateau_combo.log.discard", player=player, card_key=card_name_key(card),
               amount=amount, resource_key=resource_key(eff["gain"], amount))


def resolve_choice(state: ComboState, player: int, pending: Pending, option: int) -> None:
    """The player picked `option` of a choose-one effect: apply its effects."""
    eff = CARDS[pending.card].effects[pending.effect]
    for sub in eff["options"][option]:
        apply_simple(state, player, pending.cell, sub)


def card_name_key(card: int) -> str:
    return f"chateau_combo.card.{CARDS[card].key}"
