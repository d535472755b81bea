"""The questions every rule asks of the board (who holds what, whose castle stands where,
who is at truce, what the cards are worth, what a player earns) and small state changes
that several phase modules share: below attack, turn and castles, so that none of them
imports another one back. The screens and the AI ask the same questions (`asks.py`
re-exports them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_risk.actions import Place, RevealHidden
from ludotheque.rules.castle_risk.common import refuse, tkey
from ludotheque.rules.castle_risk.data import EMPTY, MAP, RULES
from ludotheque.rules.castle_risk.phases import AttackUnderWay, Phase

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


# --- the questions the rules ask ----------------------------------------------------------
def territories_of(state: CastleRiskState, player: int) -> list[str]:
    owner = state.owner
    return [t for t in MAP.ids if owner[t] == player]


def castle_owner(state: CastleRiskState, territory: str) -> int | None:
    """Whose castle stands on `territory` (a seat still in the game), or None."""
    for p, where in enumerate(state.castle_at):
        if where == territory and state.alive[p]:
            return p
    return None


def hidden_value(state: CastleRiskState) -> int:
    """Hidden armies are worth the track number of the last Reinforcement played."""
    return RULES.track[state.track - 1] if state.track else RULES.hidden_default


def next_track_value(state: CastleRiskState) -> int | None:
    """What the next Reinforcement card brings (None: the track is full)."""
    return RULES.track[state.track] if state.track < len(RULES.track) else None


def at_truce(state: CastleRiskState, a: int, b: int) -> bool:
    truces = state.truces
    return bool(truces) and ([a, b] in truces or [b, a] in truces)


def income(state: CastleRiskState, player: int) -> int:
    """New troops at the end of a turn: whole empires, all independents, captured chips."""
    mine = {t for t in MAP.ids if state.owner[t] == player}
    total = sum(RULES.income_empire for ts in MAP.empires.values() if set(ts) <= mine)
    if set(MAP.independents) <= mine:
        total += RULES.income_independents
    return total + RULES.income_castle * len(state.captured[player])


def alive_players(state: CastleRiskState) -> list[int]:
    alive = state.alive
    return [p for p in range(len(alive)) if alive[p]]


def next_alive(state: CastleRiskState, player: int) -> int:
    """The next seat still in the game after `player` (himself if he is the last)."""
    n = len(state.alive)
    for k in range(1, n + 1):
        q = (player + k) % n
        if state.alive[q]:
            return q
    return player


def under_way(state: CastleRiskState) -> AttackUnderWay:
    """The attack being fought (the phases of an attack always have one)."""
    attack = state.attack
    if attack is None:
        raise TypeError(f"no attack under way in phase {state.phase}")
    return attack


# --- small state changes ------------------------------------------------------------------------
def reach(territory: str) -> set[str]:
    """Every territory an attack from here could ever aim at (by land, lane or sea)."""
    return set(MAP.get(territory).land) | set(MAP.sea[territory])


def end_attack(state: CastleRiskState) -> None:
    state.attack = None
    state.phase, state.actor, state.pending = Phase.MAIN, state.player, None


def reveal_hidden(state: CastleRiskState, player: int, territory: str) -> None:
    count = hidden_value(state)
    state.hidden[player].remove(territory)
    state.armies[territory] += count
    state.revealed = True
    state.emit("castle_risk.log.reveal", player=player, territory_key=tkey(territory), count=count)


def check_reveal(state: CastleRiskState, player: int, territory: str) -> None:
    if territory not in state.hidden[player]:
        refuse("no_hidden", "you have no hidden armies there")
    if state.owner[territory] != player:
        refuse("hidden_not_held", "you must occupy the territory to reveal your hidden armies")


def empty_territories(state: CastleRiskState) -> list[str]:
    return [t for t in MAP.ids if state.owner[t] == EMPTY]


_PLACE: dict[tuple[str, int], Place] = {}


def place_options(state: CastleRiskState, p: int, left: int) -> list[Place]:
    """One army or all that are left, on each territory of `p` (actions made once)."""
    counts = (1,) if left == 1 else (1, left)
    owner, out = state.owner, []
    for t in MAP.ids:
        if owner[t] == p:
            for n in counts:
                action = _PLACE.get((t, n))
                if action is None:
                    action = _PLACE[t, n] = Place(t, n)
                out.append(action)
    return out


_REVEAL = {t: RevealHidden(t) for t in MAP.ids}


def reveal_action(territory: str) -> RevealHidden:
    return _REVEAL[territory]


def reveal_options(state: CastleRiskState, p: int) -> list[RevealHidden]:
    """Hidden armies `p` may show now: on a territory he holds."""
    hidden = state.hidden[p]
    if not hidden:
        return []
    return [_REVEAL[t] for t in sorted(set(hidden)) if state.owner[t] == p]
