"""Hints ("Conseil"): one sentence on why a move is good, from the player's view only.

Everything in Château Combo is public but the order of the decks, and no effect depends
on it, so a determinisation of the view shows exactly what a card costs and gives at
once. What it will score is an estimate: its points on the grid as it stands, read
fairly (worth.card_estimate), plus the growth later cards are expected to bring
(foresight.card_growth), the same reading the hard AI uses.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.ai.agent import HARD, TurnPlanner
from ludotheque.rules.chateau_combo.ai.foresight import card_growth
from ludotheque.rules.chateau_combo.ai.worth import card_estimate
from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.effects import card_name_key, resource_key
from ludotheque.rules.chateau_combo.market import row_key
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, Tableau
from ludotheque.rules.chateau_combo.turn import FACE_DOWN_GOLD, FACE_DOWN_KEYS
from ludotheque.rules.core import Event, Rng

MARGIN = 1.0  # points: a move the hint's reading finds no better than this is left as the AI chose
REFRESH_SAMPLES = 4  # sampled decks a refreshed row is averaged over


def turn_values(view: dict[str, Any], player: int) -> list[tuple[float, Any]]:
    """Every first action of `player`'s turn with the value of the best turn it starts, as
    the hints read a position (the hard AI's worth, a refreshed row averaged over sampled
    decks, no noise); empty outside a turn's choices (storing gold, another's turn)."""
    state = ComboState.from_view(view, Rng(0))
    if state.phase != Phase.PLAY or state.current_player() != player:
        return []
    planner = TurnPlanner(view, REFRESH_SAMPLES, Rng(1), HARD)
    return [(v, a) for v, a, _ in planner.options(state, player)]


def review(view: dict[str, Any], player: int, action: Any) -> Any:
    """The move a hint shows: the AI's, unless the hint's own reading of the turn finds a
    move better by more than MARGIN (issue 31: « renew the Village row: none suits you »
    on the last turn, where the Innkeeper was worth 4 more). A hint is never worse than an
    alternative it can itself evaluate."""
    options = turn_values(view, player)
    if not options:
        return action
    best, better = max(options, key=lambda o: o[0])
    mine = next((v for v, a in options if a == action), None)
    if mine is None or best > mine + MARGIN:
        return better
    return action


def _hint(what: str, **params: Any) -> Event:
    return Event(f"chateau_combo.hint.{what}", params)


def expected_points(tab: Tableau, cell: Cell, keys: int) -> int:
    """What the face-up card at `cell` should score by the end, rounded."""
    slot = tab.slots[cell]
    card = CARDS[slot.card]
    if slot.face_down or not card.score:
        return 0
    points = card_estimate(tab, cell, keys)
    if len(tab) < FULL:
        points += card_growth(tab, cell, card, keys)
    return max(0, round(points))


def explain(view: dict[str, Any], player: int, action: Any) -> Event:
    state = ComboState.from_view(view, Rng(0))
    if isinstance(action, Buy):
        return _buy(state, player, action)
    if isinstance(action, MoveMessenger):
        return _move(state, player, action)
    if isinstance(action, RefreshRow):
        return _hint("refresh", row_key=row_key(state.messenger))
    if isinstance(action, ChooseEffect):
        return _hint("choose", n=action.option + 1)
    if isinstance(action, DiscardFromRow):
        return _discard(state, action)
    if isinstance(action, FillPurses):
        tab = state.players[player].tableau
        return _hint("fill", amount=sum(tab.purse_room(cell) for cell in action.cells))
    if isinstance(action, StoreGold):
        card = state.players[player].tableau.slots[(action.row, action.col)].card
        return _hint("store", amount=action.amount, card_key=card_name_key(card))
    return _hint("keep")


def _buy(state: ComboState, player: int, action: Buy) -> Event:
    card = state.rows[state.messenger][action.index]
    assert card is not None, "a hint explains a legal buy"
    name = card_name_key(card)
    if action.face_down:
        return _hint("face_down", card_key=name, gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
    board = state.players[player]
    gold, keys = board.gold, board.keys
    cost = state.cost_for(player, card)
    after = state.clone()
    after.apply_in_place(action)
    board = after.players[player]
    gained_gold, gained_keys = board.gold - gold + cost, board.keys - keys
    points = expected_points(board.tableau, (action.row, action.col), board.keys)
    params = {"card_key": name, "cost": cost, "points": points, "gold": gained_gold,
              "keys": gained_keys, "unit_key": resource_key("keys", gained_keys)}
    if points < 1:
        return _hint("buy_low", **params)
    if gained_gold > 0 and gained_keys > 0:
        return _hint("buy_both", **params)
    if gained_gold > 0:
        return _hint("buy_gold", **params)
    if gained_keys > 0:
        return _hint("buy_keys", **params)
    return _hint("buy", **params)


def _move(state: ComboState, player: int, action: MoveMessenger) -> Event:
    """The messenger goes to the other row: name the card the best turn there buys."""
    after = state.clone()
    after.apply_in_place(action)
    before = set(after.players[player].tableau.slots)
    _, end = TurnPlanner(None, 0, Rng(0), HARD).finish(after, player)
    new = set(end.players[player].tableau.slots) - before
    row = row_key(after.messenger)
    if not new:
        return _hint("move", row_key=row)
    card = end.players[player].tableau.slots[new.pop()].card
    return _hint("move_for", row_key=row, card_key=card_name_key(card))


def _discard(state: ComboState, action: DiscardFromRow) -> Event:
    pending = state.pending
    row = pending.row if pending is not None and pending.row is not None else state.messenger
    card = state.rows[row][action.index]
    assert card is not None, "a hint explains a legal discard"
    eff = CARDS[pending.card].effects[pending.effect] if pending is not None else {"gain": "gold"}
    amount = CARDS[card].cost
    return _hint("discard", card_key=card_name_key(card), amount=amount,
                 unit_key=resource_key(eff["gain"], amount))
