"""The defender's answer before each battle (sheet, L'ATTAQUE, Maréchal, Armées cachées).

« Le défenseur peut jeter un ou deux dés blancs pour chaque bataille » (two need two
armies); the Marshal is played « avant de jeter les dés »; hidden armies defend « à tout
moment ». So before every battle the defender may play a Marshal, reveal his hidden
armies on the attacked territory, and then throws one die or two, which fights the
battle with the dice the attacker announced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.actions import DefendDice, PlayMarshal, RevealHidden
from ludotheque.rules.castle_risk.common import ckey, expect, refuse
from ludotheque.rules.castle_risk.fighting import fight
from ludotheque.rules.castle_risk.phases import Defending, waiting
from ludotheque.rules.castle_risk.shared import (
    check_reveal,
    reveal_action,
    reveal_hidden,
    under_way,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

DICE = (DefendDice(1), DefendDice(2))
_MARSHAL = PlayMarshal()


def can_marshal(state: CastleRiskState, d: int) -> bool:
    return "marshal" in state.hands[d] and [d, "marshal"] not in state.table


def can_reveal(state: CastleRiskState, d: int) -> bool:
    target = under_way(state).target
    return target in state.hidden[d] and state.owner[target] == d


def most_dice(state: CastleRiskState) -> int:
    return min(2, state.armies[under_way(state).target])


def legal(state: CastleRiskState) -> list[Any]:
    d = state.actor
    out: list[Any] = list(DICE[: most_dice(state)])
    if can_marshal(state, d):
        out.append(_MARSHAL)
    if can_reveal(state, d):
        out.append(reveal_action(under_way(state).target))
    return out


def check(state: CastleRiskState, action: Any) -> None:
    d = state.actor
    expect(action, DefendDice, PlayMarshal, RevealHidden)
    if isinstance(action, DefendDice):
        top = most_dice(state)
        if not 1 <= action.dice <= top:
            refuse("defend_dice", f"throw between 1 and {top} white dice", count=top)
    elif isinstance(action, PlayMarshal):
        if not can_marshal(state, d):
            refuse("no_card", "you have no Marshal to play", card_key=ckey("marshal"))
    else:
        if action.territory != under_way(state).target:
            refuse("reveal_elsewhere", "hidden armies defend the territory they occupy")
        check_reveal(state, d, action.territory)


def apply(state: CastleRiskState, action: Any) -> None:
    d = state.actor
    if isinstance(action, DefendDice):
        fight(state, waiting(state.pending, Defending).dice, action.dice)
    elif isinstance(action, PlayMarshal):
        state.hands[d].remove("marshal")
        state.table.append([d, "marshal"])
        state.emit("castle_risk.log.marshal", player=d)
    else:
        reveal_hidden(state, d, action.territory)
