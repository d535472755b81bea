"""A card's effect and score in words, in the chosen language (the hover panel)."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.data import CARDS

P = "chateau_combo."


def _crest(t, kind: str) -> str:
    return t(P + "crest." + kind)


def what(t, spec: dict[str, Any]) -> str:
    """What a `per` clause or a score condition counts, as a noun phrase."""
    kind = spec["kind"]
    scope = spec.get("scope", "tableau")
    if kind == "crest":
        return t(f"{P}what.crest.{scope}", crest=_crest(t, spec["crest"]))
    if kind == "distinct_crest_types":
        return t(f"{P}what.distinct.{scope}")
    if kind == "missing_crest_types":
        return t(P + "what.missing")
    if kind == "banner":
        return t(P + "what.banner", banner=t(P + "banner." + spec["banner"]))
    if kind == "banner_set":
        items = t(P + "and").join(t(P + "banner." + b) for b in spec["banners"])
        return t(P + "what.set", items=items)
    if kind == "crest_set":
        items = t(P + "and").join(_crest(t, c) for c in spec["crests"])
        return t(P + "what.set", items=items)
    if kind == "identical_crest_group":
        return t(P + "what.group", size=spec["size"])
    if kind == "cards_with_crest_count":
        return t(f"{P}what.crests_{spec['count']}")
    if kind == "cards_with_cost":
        return t(P + ("what.cost_or_more" if spec.get("or_more") else "what.cost"), cost=spec["cost"])
    if kind == "cards_with_discount":
        return t(P + "what.discount_cards")
    if kind == "cards_with_purse":
        return t(P + "what.purse_cards")
    if kind == "empty_slots":
        return t(P + "what.empty")
    if kind == "occupied_slots":
        return t(P + "what.occupied")
    if kind == "best_neighbour":
        of = spec["of"]
        if of["kind"] == "crest":
            return t(P + "what.neighbour_crest", crest=_crest(t, of["crest"]))
        return t(P + "what.neighbour_banner", banner=t(P + "banner." + of["banner"]))
    if kind == "key_owned":
        return t(P + "what.key")
    if kind == "gold_on_this_purse":
        return t(P + "what.this_purse", capacity=spec["capacity"])
    if kind == "gold_on_all_purses":
        return t(P + "what.all_purses")
    raise ValueError(f"no words for {kind!r}")


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
    cond = score["condition"]
    points = score["points"]
    kind = cond["kind"]
    if kind == "if_no_crest":
        return t(P + "score.if_no_crest", points=points, crest=_crest(t, cond["crest"]))
    if kind == "if_face_down_card":
        return t(P + "score.if_face_down", points=points)
    if kind == "if_position":
        return t(P + "score.if_position", points=points)
    return t(P + "score.per", points=points, what=what(t, cond))


def card_name(t, card_id: int) -> str:
    return t(f"{P}card.{CARDS[card_id].key}")
