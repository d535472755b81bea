"""The one translation layer: flat JSON catalogues per language and namespace.

`client/locale/<lang>/<namespace>.json` holds `{"key": "text with {fields}"}`. Every
string the player reads goes through `Translator.t`. A missing key falls back to the
other language, then to the key itself, so a gap shows but never crashes; the tests fail
on any gap.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("fr", "en")
DEFAULT_LANGUAGE = "fr"


def load_catalogue(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in sorted((LOCALE_DIR / lang).glob("*.json")):
        with path.open(encoding="utf-8") as fh:
            merged.update(json.load(fh))
    return merged


class _SafeDict(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Name(str):
    """A translated name that knows its grammatical forms: `{territory:in}` writes "à
    Berlin", "en Bavière" or "aux Pays-Bas" (a capital asks for a capital: `{x:The}`).
    The forms are data, `<key>.forms` = "in=aux Pays-Bas|of=des Pays-Bas|the=les Pays-Bas";
    a form the catalogue does not give is the bare name."""

    forms: dict[str, str]

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        form = getattr(self, "forms", {}).get(spec.lower(), str(self))
        return form[:1].upper() + form[1:] if spec[:1].isupper() else form


class Translator:
    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.catalogues = {lang_: load_catalogue(lang_) for lang_ in LANGUAGES}
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang

    def has(self, key: str) -> bool:
        return key in self.catalogues[self.lang]

    def t(self, key: str, **params: Any) -> str:
        if params.get("points") == 1 and self.has(key + "_one"):
            key += "_one"  # "1 point", never "1 points": a key with a count of points words one on its own
        text = self.catalogues[self.lang].get(key)
        if text is None:
            other = next(lang for lang in LANGUAGES if lang != self.lang)
            text = self.catalogues[other].get(key, key)
        if params:
            try:
                return text.format_map(_SafeDict(params))
            except (ValueError, IndexError):
                return text
        return text

    def name(self, key: str) -> Name:
        """`t(key)` as a Name, with the forms `<key>.forms` gives (see Name)."""
        named = Name(self.t(key))
        spec = self.t(key + ".forms") if self.has(key + ".forms") else ""
        named.forms = dict(part.split("=", 1) for part in spec.split("|") if "=" in part)
        return named

    def event_text(self, key: str, params: dict[str, Any], seat_name) -> str:
        """A log event as a sentence: params ending in 'player' become seat names,
        params ending in '_key' are translated first."""
        shown: dict[str, Any] = {}
        for name, value in params.items():
            if name.endswith("player") and isinstance(value, int):
                shown[name] = seat_name(value)
            elif name.endswith("_key") and isinstance(value, str):
                shown[name[:-4]] = self.name(value)
                shown[name] = value
            elif isinstance(value, list | tuple):
                shown[name] = ", ".join(map(str, value))
            elif name == "cards" and isinstance(value, str):
                shown[name] = self.card_faces(key.split(".", 1)[0], value)
            else:
                shown[name] = value
        return self.t(key, **shown)

    def card_faces(self, game: str, cards: str) -> str:
        """Printed faces in the reader's language ("E POUBELLE" reads "E BIN" in English):
        a face with its own `<game>.card.<face>` name is translated, a letter is kept."""
        return " ".join(self.t(f"{game}.card.{face.lower()}") if self.has(f"{game}.card.{face.lower()}") else face
                        for face in cards.split(" "))
