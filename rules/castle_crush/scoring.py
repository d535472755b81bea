"""Scores from the facts the physics reports (rules-fr: "Scores de Construction",
"Scores d'attaque", "Nettoyer & Calculer", "Dernier Calcul")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict
from typing import Any

from ludotheque.rules.castle_crush.data import CHARACTERS, base_value, data
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, PieceFacts


def block_points(fact: PieceFacts, final: bool = False) -> int:
    """One block's build points: base value x storey. At the final recount a block that
    is no longer upright is worth 1 as its base ("Dernier Calcul")."""
    if fact.kind not in BLOCK_KINDS or fact.storey < 1:
        return 0
    base = base_value(fact.kind)
    if final and not fact.upright:
        base = int(data()["fallen_block_value"])
    return base * fact.storey


def build_score(facts: Iterable[PieceFacts], final: bool = False) -> int:
    """Σ base value x storey over the castle's blocks (pawns never count here)."""
    return sum(block_points(f, final) for f in facts)


def attack_points(facts: Iterable[PieceFacts], fallen: Iterable[int]) -> int:
    """Base values of the pieces touching the table, King 7 and General 5 included."""
    down = set(fallen)
    return sum(base_value(f.kind) for f in facts if f.id in down and f.kind != "hammer")


def character_points(facts: Iterable[PieceFacts]) -> int:
    """King and General still standing on their castle at Clean & score."""
    return sum(base_value(f.kind) for f in facts
               if f.kind in CHARACTERS and f.on_foundation and not f.on_table)


def facts_to_json(facts: Iterable[PieceFacts]) -> list[dict[str, Any]]:
    out = []
    for f in facts:
        d = asdict(f)
        d["supports"] = list(f.supports)
        out.append(d)
    return out


def facts_from_json(rows: Iterable[dict[str, Any]]) -> tuple[PieceFacts, ...]:
    return tuple(PieceFacts(**{**r, "supports": tuple(r["supports"])}) for r in rows)
