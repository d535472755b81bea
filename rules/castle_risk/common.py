"""Small helpers shared by the phase modules."""

from __future__ import annotations

from typing import Any, NoReturn

from ludotheque.rules.core import IllegalAction


def refuse(what: str, message: str, **params: Any) -> NoReturn:
    """Raise the game's IllegalAction: key `castle_risk.error.<what>`."""
    raise IllegalAction(f"castle_risk.error.{what}", message, **params)


def tkey(territory: str) -> str:
    """The translation key of a territory's name (log params ending in `_key`)."""
    return f"castle_risk.territory.{territory}"


def ckey(card: str) -> str:
    return f"castle_risk.card.{card}"


def ekey(empire: str) -> str:
    return f"castle_risk.empire.{empire}"


def expect(action: Any, *types: type) -> None:
    if not isinstance(action, types):
        refuse("not_now", f"{type(action).__name__} is not possible at this moment")
