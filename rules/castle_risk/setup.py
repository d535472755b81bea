"""Setting up (sheet, PRÉPARATION): castles, claiming, batches of five, hidden armies,
three cards each and a die roll for the first player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.actions import ChooseHidden, Claim, Place, PlaceCastle
from ludotheque.rules.castle_risk.common import ekey, expect, refuse, tkey
from ludotheque.rules.castle_risk.data import EMPIRES, EMPTY, MAP, RULES, full_deck
from ludotheque.rules.castle_risk.phases import Deploying, Opening, Phase, waiting
from ludotheque.rules.castle_risk.shared import place_options
from ludotheque.rules.castle_risk.turn import draw_card, start_turn

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


def die_roll_winner(state: CastleRiskState, players: list[int], log_key: str) -> int:
    """Everyone rolls a die, ties roll again; the highest wins."""
    contenders = list(players)
    while True:
        rolls = {p: state.rng.die() for p in contenders}
        for p, r in rolls.items():
            state.emit("castle_risk.log.roll", player=p, roll=r)
        best = max(rolls.values())
        contenders = [p for p, r in rolls.items() if r == best]
        if len(contenders) == 1:
            state.emit(log_key, player=contenders[0])
            return contenders[0]


def begin(state: CastleRiskState) -> None:
    chips = list(EMPIRES)
    state.rng.shuffle(chips)
    # One chip per player; the others leave the game (RULINGS.md).
    state.chips = chips[: state.num_players]
    first = die_roll_winner(state, list(range(state.num_players)), "castle_risk.log.first_placer")
    state.pending = Opening(first)
    _draw_chip(state, first)


def _draw_chip(state: CastleRiskState, player: int) -> None:
    chip = state.chips.pop()
    state.chip_of[player] = chip
    state.phase, state.player, state.actor = Phase.CASTLE, player, player
    state.revealed = True
    state.emit("castle_risk.log.chip", player=player, empire_key=ekey(chip))


# --- what is legal ---------------------------------------------------------------------
# The actions of each territory, made once.
_CASTLE = {t: PlaceCastle(t) for t in MAP.ids}
_CLAIM = {t: Claim(t) for t in MAP.ids}
_HIDDEN = {t: ChooseHidden(t) for t in MAP.ids}


def _chip(state: CastleRiskState, p: int) -> str:
    """The empire chip `p` drew: every seat has one once the castles are placed."""
    chip = state.chip_of[p]
    assert chip is not None, "the chips are drawn before the castles are placed"
    return chip


def legal(state: CastleRiskState) -> list[Any]:
    p = state.actor
    if state.phase == Phase.CASTLE:
        return [_CASTLE[t] for t in MAP.empires[_chip(state, p)] if state.owner[t] == EMPTY]
    if state.phase == Phase.CLAIM:
        owner = state.owner
        return [_CLAIM[t] for t in MAP.ids if owner[t] == EMPTY]
    if state.phase == Phase.DEPLOY:
        return place_options(state, p, waiting(state.pending, Deploying).batch)
    castles = set(state.castle_at)
    return [_HIDDEN[t] for t in MAP.ids if t not in castles]


def check(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    if state.phase == Phase.CASTLE:
        expect(action, PlaceCastle)
        empire = _chip(state, p)
        if action.territory not in MAP.empires[empire]:
            refuse("castle_empire", "the castle goes in the empire of the chip drawn",
                   empire_key=ekey(empire))
        if state.owner[action.territory] != EMPTY:
            refuse("occupied", "that territory is already occupied")
    elif state.phase == Phase.CLAIM:
        expect(action, Claim)
        _known(action.territory)
        if state.owner[action.territory] != EMPTY:
            refuse("occupied", "that territory is already occupied")
    elif state.phase == Phase.DEPLOY:
        expect(action, Place)
        _known(action.territory)
        if state.owner[action.territory] != p:
            refuse("not_yours", "armies go on territories you occupy")
        batch = waiting(state.pending, Deploying).batch
        if not 1 <= action.count <= batch:
            refuse("place_count", f"place between 1 and {batch} armies", count=batch)
    else:
        expect(action, ChooseHidden)
        _known(action.territory)
        if action.territory in state.castle_at:
            refuse("hidden_castle", "hidden armies cannot be on a castle's territory")


def _known(territory: str) -> None:
    if territory not in MAP.by_id:
        refuse("no_territory", f"there is no territory {territory!r}")


# --- applying ----------------------------------------------------------------------------
def apply(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    if state.phase == Phase.CASTLE:
        t = action.territory
        state.owner[t], state.armies[t] = p, 1
        state.reserve[p] -= 1
        state.castle_at[p] = t
        state.emit("castle_risk.log.castle", player=p, territory_key=tkey(t))
        nxt = (p + 1) % state.num_players
        if state.chip_of[nxt] is None:
            _draw_chip(state, nxt)
        else:
            state.phase = Phase.CLAIM
            _set_actor(state, waiting(state.pending, Opening).first)
    elif state.phase == Phase.CLAIM:
        t = action.territory
        state.owner[t], state.armies[t] = p, 1
        state.reserve[p] -= 1
        state.emit("castle_risk.log.claim", player=p, territory_key=tkey(t))
        if any(o == EMPTY for o in state.owner.values()):
            _set_actor(state, _next_with_reserve(state, p))
        else:
            first = waiting(state.pending, Opening).first
            _start_batch(state, _next_with_reserve(state, first, include_self=True))
    elif state.phase == Phase.DEPLOY:
        _deploy(state, p, action)
    else:
        _choose_hidden(state, p, action.territory)


def _deploy(state: CastleRiskState, p: int, action: Place) -> None:
    state.armies[action.territory] += action.count
    state.reserve[p] -= action.count
    pending = waiting(state.pending, Deploying)
    state.pending = pending = Deploying(pending.first, pending.batch - action.count)
    state.emit("castle_risk.log.place", player=p, territory_key=tkey(action.territory),
               count=action.count)
    if pending.batch == 0:
        _start_batch(state, _next_with_reserve(state, p))


def _start_batch(state: CastleRiskState, player: int | None) -> None:
    """The next batch to deploy (from the claims, or after a batch), or the hidden armies."""
    pending = state.pending
    assert isinstance(pending, (Opening, Deploying)), "the setup keeps its first player"
    first = pending.first
    if player is None:
        state.phase = Phase.HIDDEN
        state.pending = Opening(first)
        _set_actor(state, first)
        return
    state.phase = Phase.DEPLOY
    state.pending = Deploying(first, min(RULES.deploy_batch, state.reserve[player]))
    _set_actor(state, player)


def _next_with_reserve(state: CastleRiskState, p: int, include_self: bool = False) -> int | None:
    n = state.num_players
    for k in range(0 if include_self else 1, n + 1):
        q = (p + k) % n
        if state.reserve[q] > 0:
            return q
    return None


def _set_actor(state: CastleRiskState, player: int | None) -> None:
    if player is not None:
        state.player = state.actor = player


def _choose_hidden(state: CastleRiskState, p: int, territory: str) -> None:
    state.hidden[p].append(territory)
    state.emit("castle_risk.log.hidden_chosen", player=p)
    state.emit("castle_risk.log.hidden_private", visible_to=[p], player=p,
               territory_key=tkey(territory))
    nxt = (p + 1) % state.num_players
    if not state.hidden[nxt]:
        _set_actor(state, nxt)
        return
    deck = full_deck(state.num_players)
    state.rng.shuffle(deck)
    state.deck = deck
    for q in range(state.num_players):
        for _ in range(RULES.hand_size):
            draw_card(state, q)
    state.pending = None
    first = die_roll_winner(state, list(range(state.num_players)), "castle_risk.log.first_player")
    start_turn(state, first)
