"""Colours and proportions of the Castle Risk screen (an old coloured map)."""

from __future__ import annotations

from ludotheque.rules.castle_risk.board import MAP

SEA = (118, 150, 160)
SEA_DEEP = (92, 124, 140)
COAST = (52, 44, 36)
BORDER = (88, 66, 46)
LANE = (40, 34, 30)
ISLAND = (206, 196, 168)
INK = (43, 31, 20)

# Each empire a colour family, the independents a parchment tone of their own.
EMPIRE_TONES = {
    "british": (214, 150, 140),
    "french": (150, 166, 212),
    "russian": (160, 190, 140),
    "german": (176, 170, 160),
    "ottoman": (222, 192, 112),
    "austrian": (226, 168, 122),
    "independent": (232, 220, 186),
}

HIGHLIGHT_SOURCE = (255, 244, 200)
HIGHLIGHT_TARGET = (214, 40, 30)
HIGHLIGHT_SEA = (30, 80, 200)
HIGHLIGHT_PLACE = (255, 230, 120)
DIE_ATTACK = (178, 34, 30)
DIE_DEFEND = (246, 242, 232)


def territory_tone(territory: str) -> tuple[int, int, int]:
    """The empire's tone, a little lighter or darker per territory so borders read."""
    group = MAP.get(territory).group
    base = EMPIRE_TONES[group]
    members = MAP.independents if group == "independent" else MAP.empires[group]
    k = members.index(territory)
    shift = (k % 3 - 1) * 10 + (k // 3 % 2) * 5
    return tuple(max(0, min(255, c + shift)) for c in base)
