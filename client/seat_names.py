"""Default seat names ("Joueur 2", "Player 2") across languages.

A seat nobody named is shown under the default name of the language on screen, so the
same player is "Joueur 2" in French and "Player 2" in English. Statistics keep such a
player under one name, the default language's, whatever language the game was played in.
"""

from __future__ import annotations

from ludotheque.client.i18n import DEFAULT_LANGUAGE, Translator

KEY = "seat.default_name"


def default_number(translator: Translator, name: str) -> int | None:
    """n when `name` is the default name of seat n (counted from 1) in any language."""
    for catalogue in translator.catalogues.values():
        head, found, tail = catalogue.get(KEY, "").partition("{n}")
        if not found or len(name) <= len(head) + len(tail):
            continue
        if name.startswith(head) and name.endswith(tail):
            middle = name[len(head):len(name) - len(tail)]
            if middle.isdigit():
                return int(middle)
    return None


def shown(translator: Translator, name: str) -> str:
    """`name` as the screen shows it: a default name in the language shown now."""
    n = default_number(translator, name)
    return name if n is None else translator.t(KEY, n=n)


def kept(translator: Translator, name: str) -> str:
    """The name statistics keep `name` under: a default name in the default language."""
    n = default_number(translator, name)
    return name if n is None else translator.catalogues[DEFAULT_LANGUAGE].get(KEY, name).format(n=n)
