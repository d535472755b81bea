"""A card's effect and score in words, in the chosen language (the hover panel)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ludotheque.rules.chateau_combo.conditions as cond
from ludotheque.rules.chateau_combo.data import CARDS

P = "chateau_combo."


def _crest(t, kind: str) -> str:
    return t(P + "crest." + kind)


def _neighbour(t, c: cond.BestNeighbour) -> str:
    of = c.of
    if isinstance(of, cond.Crest):
        return t(P + "what.neighbour_crest", crest=_crest(t, of.crest))
    if isinstance(of, cond.Banner):
        return t(P + "what.neighbour_banner", banner=t(P + "banner." + of.banner))
    raise ValueError(f"no words for the best neighbour's {of.kind!r}")


# What a condition counts, as a noun phrase ("3 points per <what>"), by its class; an "if"
# condition (`once`) is a whole sentence with its points instead (IF_WORDS). Every kind
# has its words and its icons (tests/chateau_combo/test_chateau_combo_conditions.py).
WORDS: dict[type[cond.Condition], Callable[[Any, Any], str]] = {
    cond.Crest: lambda t, c: t(f"{P}what.crest.{c.scope}", crest=_crest(t, c.crest)),
    cond.DistinctCrestTypes: lambda t, c: t(f"{P}what.distinct.{c.scope}"),
    cond.MissingCrestTypes: lambda t, c: t(P + "what.missing"),
    cond.Banner: lambda t, c: t(P + "what.banner", banner=t(P + "banner." + c.banner)),
    cond.BannerSet: lambda t, c: t(P + "what.set", items=t(P + "and").join(t(P + "banner." + b) for b in c.banners)),
    cond.CrestSet: lambda t, c: t(P + "what.set", items=t(P + "and").join(_crest(t, k) for k in c.crests)),
    cond.IdenticalCrestGroup: lambda t, c: t(P + "what.group", size=c.size),
    cond.CardsWithCrestCount: lambda t, c: t(f"{P}what.crests_{c.count}"),
    cond.CardsWithCost: lambda t, c: t(P + ("what.cost_or_more" if c.or_more else "what.cost"), cost=c.cost),
    cond.CardsWithDiscount: lambda t, c: t(P + "what.discount_cards"),
    cond.CardsWithPurse: lambda t, c: t(P + "what.purse_cards"),
    cond.EmptySlots: lambda t, c: t(P + "what.empty"),
    cond.OccupiedSlots: lambda t, c: t(P + "what.occupied"),
    cond.BestNeighbour: _neighbour,
    cond.KeyOwned: lambda t, c: t(P + "what.key"),
    cond.GoldOnThisPurse: lambda t, c: t(P + "what.this_purse", capacity=c.capacity),
    cond.GoldOnAllPurses: lambda t, c: t(P + "what.all_purses"),
}
IF_WORDS: dict[type[cond.Condition], Callable[[Any, Any, int], str]] = {
    cond.IfNoCrest: lambda t, c, points: t(P + "score.if_no_crest", points=points, crest=_crest(t, c.crest)),
    cond.IfFaceDownCard: lambda t, c, points: t(P + "score.if_face_down", points=points),
    cond.IfPosition: lambda t, c, points: t(P + "score.if_position", points=points),
}


def what(t, spec: dict[str, Any] | cond.Condition) -> str:
    """What a `per` clause or a score condition counts, as a noun phrase."""
    condition = cond.parse(spec) if isinstance(spec, dict) else spec
    return WORDS[type(condition)](t, condition)


def _resource_word(eff: dict[str, Any]) -> str:
    """The resource's catalogue word, singular for one key ("1 clé", never "clé(s)")."""
    resource = eff.get("resource", eff.get("gain", "gold"))
    return "key" if resource == "keys" and eff.get("amount") == 1 else resource


def effect(t, eff: dict[str, Any]) -> str:
    kind = eff["type"]
    resource = t(P + "resource." + _resource_word(eff))
    if kind == "gain":
        if "per" in eff:
            return t(P + "eff.gain_per", amount=eff["amount"], resource=resource, what=what(t, eff["per"]))
        return t(P + "eff.gain", amount=eff["amount"], resource=resource)
    if kind == "opponents_gain":
        return t(P + "eff.opponents_gain", amount=eff["amount"], resource=resource)
    if kind == "discount":
        if eff["castle"] and eff["village"]:
            return t(P + "eff.discount_both", amount=eff["castle"])
        loc = "castle" if eff["castle"] else "village"
        return t(P + "eff.discount_" + loc, amount=eff[loc])
    if kind == "gold_on_each_purse":
        return t(P + "eff.gold_on_each_purse", amount=eff["amount"])
    if kind == "fill_purses":
        return t(P + "eff.fill_purses", cards=eff["cards"])
    if kind == "discard_from_row":
        return t(P + "eff.discard_from_row", row=t(P + "row." + eff["row"]), resource=resource)
    if kind == "choose_one":
        first, second = (" ".join(effect(t, e) for e in option) for option in eff["options"])
        return t(P + "eff.choose_one", first=first, second=second)
    raise ValueError(f"no words for effect {kind!r}")


def option(t, eff: dict[str, Any], index: int) -> str:
    """One option of a choose-one effect, in words."""
    return " ".join(effect(t, e) for e in eff["options"][index])


def card_effect(t, card_id: int) -> str:
    return " ".join(effect(t, e) for e in CARDS[card_id].effects)


def card_score(t, card_id: int) -> str:
    score = CARDS[card_id].score
    if not score:
        return ""
    condition = cond.SCORES[card_id]
    assert condition is not None
    points = score["points"]
    if condition.once:
        return IF_WORDS[type(condition)](t, condition, points)
    return t(P + "score.per", points=points, what=what(t, condition))


def card_name(t, card_id: int) -> str:
    return t(f"{P}card.{CARDS[card_id].key}")
