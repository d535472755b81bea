"""Colours and proportions of the Castle Risk screen (an old coloured map)."""

from __future__ import annotations

from ludotheque.client.colours import named
from ludotheque.rules.castle_risk.data import MAP

SEA = named("sea", "castle_risk")
SEA_DEEP = named("sea_deep", "castle_risk")
COAST = named("coast", "castle_risk")
BORDER = named("border", "castle_risk")
LANE = named("lane", "castle_risk")
ISLAND = named("island", "castle_risk")

# Each empire a colour family, the independents a parchment tone of their own.
EMPIRE_TONES = {
    "british": named("empire_british", "castle_risk"),
    "french": named("empire_french", "castle_risk"),
    "russian": named("empire_russian", "castle_risk"),
    "german": named("empire_german", "castle_risk"),
    "ottoman": named("empire_ottoman", "castle_risk"),
    "austrian": named("empire_austrian", "castle_risk"),
    "independent": named("empire_independent", "castle_risk"),
}

HIGHLIGHT_SOURCE = named("highlight_source", "castle_risk")
HIGHLIGHT_TARGET = named("highlight_target", "castle_risk")
HIGHLIGHT_SEA = named("highlight_sea", "castle_risk")
HIGHLIGHT_PLACE = named("highlight_place", "castle_risk")
DIE_ATTACK = named("die_attack", "castle_risk")
DIE_DEFEND = named("die_defend", "castle_risk")


def territory_tone(territory: str) -> tuple[int, int, int]:
    """The empire's tone, a little lighter or darker per territory so borders read."""
    group = MAP.get(territory).group
    base = EMPIRE_TONES[group]
    members = MAP.independents if group == "independent" else MAP.empires[group]
    k = members.index(territory)
    shift = (k % 3 - 1) * 10 + (k // 3 % 2) * 5
    return tuple(max(0, min(255, c + shift)) for c in base)
