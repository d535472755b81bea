"""One battle: a throw of the dice (sheet, "Résoudre la bataille").

Highest die against highest die, then second against second; ties go to the defender.
The General adds 1 to the attacker's highest die, the Marshal 1 to the defender's
highest (a die may reach 7). The first comparison also decides which of those cards
survives: the General needs the attacker to win it, the Marshal needs the defender to.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product

from ludotheque.rules.core import Rng


def modified(dice: Sequence[int], bonus: bool) -> list[int]:
    """The dice sorted high to low, with the card's +1 on the highest."""
    ordered = sorted(dice, reverse=True)
    if bonus and ordered:
        ordered[0] += 1
    return ordered


def compare(attack: Sequence[int], defend: Sequence[int], attacker_bonus: bool = False,
            defender_bonus: bool = False) -> tuple[int, int]:
    """(attacker losses, defender losses) for thrown dice values."""
    att = modified(attack, attacker_bonus)
    dfn = modified(defend, defender_bonus)
    att_loss = def_loss = 0
    for a, d in zip(att, dfn, strict=False):
        if a > d:
            def_loss += 1
        else:
            att_loss += 1
    return att_loss, def_loss


def attacker_won_top(attack: Sequence[int], defend: Sequence[int], attacker_bonus: bool,
                     defender_bonus: bool) -> bool:
    """Whether the attacker's highest (modified) die beat the defender's highest."""
    return modified(attack, attacker_bonus)[0] > modified(defend, defender_bonus)[0]


def resolve_battle(attacker_dice: Sequence[int], defender_dice: Sequence[int],
                   attacker_bonus: bool = False, defender_bonus: bool = False) -> tuple[int, int]:
    """The pure rule: dice values in, (attacker_losses, defender_losses) out."""
    if not 1 <= len(attacker_dice) <= 3 or not 1 <= len(defender_dice) <= 2:
        raise ValueError("the attacker throws 1-3 dice, the defender 1-2")
    return compare(attacker_dice, defender_dice, attacker_bonus, defender_bonus)


def settle(att: list[int], dfn: list[int], attacker_bonus: bool,
           defender_bonus: bool) -> tuple[int, int, bool]:
    """`compare` and `attacker_won_top` at once, for dice already sorted high to low (the
    engine's fast path): (attacker losses, defender losses, attacker won the top pair)."""
    top = att[0] + attacker_bonus > dfn[0] + defender_bonus
    if len(att) < 2 or len(dfn) < 2:
        return (0, 1, True) if top else (1, 0, False)
    second = att[1] > dfn[1]
    return 1 - top + 1 - second, top + second, top


_SIX = (1 << 64) - ((1 << 64) % 6)  # Rng.randbelow's rejection limit for a die


def roll(rng: Rng, count: int) -> list[int]:
    """`count` dice, the same draws as `rng.die()` each, without its per-call set-up."""
    out = []
    for _ in range(count):
        x = rng.next64()
        while x >= _SIX:
            x = rng.next64()
        out.append(1 + x % 6)
    return out


@cache
def outcome_table(att_dice: int, def_dice: int, att_bonus: bool = False,
                  def_bonus: bool = False) -> dict[tuple[int, int], float]:
    """Exact probabilities of each (attacker losses, defender losses) by enumeration.

    Used by the AI to weigh battles; the tests check resolve_battle against it."""
    counts: dict[tuple[int, int], int] = {}
    for throw in product(range(1, 7), repeat=att_dice + def_dice):
        key = compare(throw[:att_dice], throw[att_dice:], att_bonus, def_bonus)
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** (att_dice + def_dice)
    return {k: v / total for k, v in sorted(counts.items())}


@cache
def fate_table(att_dice: int, def_dice: int, att_bonus: bool = False,
               def_bonus: bool = False) -> dict[tuple[int, int, bool], float]:
    """Exact probabilities of (attacker losses, defender losses, attacker won the top
    pair): the top pair also decides whether a General or a Marshal survives."""
    counts: dict[tuple[int, int, bool], int] = {}
    for throw in product(range(1, 7), repeat=att_dice + def_dice):
        att, dfn = throw[:att_dice], throw[att_dice:]
        key = (*compare(att, dfn, att_bonus, def_bonus), attacker_won_top(att, dfn, att_bonus, def_bonus))
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** (att_dice + def_dice)
    return {k: v / total for k, v in sorted(counts.items())}


@cache
def conquest_probability(attackers: int, defenders: int, max_dice: int = 3,
                         att_bonus: bool = False, def_bonus: bool = False) -> float:
    """Chance that `attackers` spare armies (the ones that may die) take a territory
    held by `defenders`, attacking until one side is spent, always with the most dice.

    `att_bonus`: a General in play; `def_bonus`: a Marshal. Each lasts as the sheet says:
    the General is discarded as soon as the defender's highest die ties or beats the
    attacker's highest + 1, the Marshal as soon as the attacker's beats the defender's + 1
    (no second card is assumed)."""
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    a = min(max_dice, attackers)
    d = min(2, defenders)
    total = 0.0
    for (al, dl, top), p in fate_table(a, d, att_bonus, def_bonus).items():
        total += p * conquest_probability(attackers - al, defenders - dl, max_dice,
                                          att_bonus and top, def_bonus and not top)
    return total


@cache
def hold_probability(attackers: int, defenders: int, max_dice: int = 3, att_bonus: bool = False,
                     def_bonus: bool = False) -> float:
    """Chance that `defenders` keep their territory against `attackers` spare armies who
    attack to the end with the most dice, the defender choosing his dice at each battle
    to hold best (the General and the Marshal lost as in `conquest_probability`)."""
    if defenders <= 0:
        return 0.0
    if attackers <= 0:
        return 1.0
    dice = min(max_dice, attackers)
    return max(defence_outlook(dice, k, attackers, defenders, max_dice, att_bonus, def_bonus)
               for k in range(1, min(2, defenders) + 1))


def defence_outlook(att_dice: int, def_dice: int, attackers: int, defenders: int, max_dice: int = 3,
                    att_bonus: bool = False, def_bonus: bool = False) -> float:
    """Chance of holding if this battle is fought with `def_dice` white dice against
    `att_dice` red ones, and the attack then goes on to the end (see hold_probability)."""
    return sum(p * hold_probability(attackers - al, defenders - dl, max_dice, att_bonus and top,
                                    def_bonus and not top)
               for (al, dl, top), p in fate_table(att_dice, def_dice, att_bonus, def_bonus).items())
