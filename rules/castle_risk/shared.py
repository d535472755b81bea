"""Small state changes that several phase modules share (below attack, turn and castles,
so that none of them imports another one back)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_risk.actions import Place, RevealHidden
from ludotheque.rules.castle_risk.common import refuse, tkey
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.phases import Phase

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


def reach(territory: str) -> set[str]:
    """Every territory an attack from here could ever aim at (by land, lane or sea)."""
    return set(MAP.get(territory).land) | set(MAP.sea[territory])


def end_attack(state: CastleRiskState) -> None:
    state.attack = None
    state.phase, state.actor, state.pending = Phase.MAIN, state.player, {}


def reveal_hidden(state: CastleRiskState, player: int, territory: str) -> None:
    count = state.hidden_value()
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
