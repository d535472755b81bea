"""Both catalogues hold every key the game's code uses, with the same fields."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEY = re.compile(r"""["'](crack_word\.(?:log|error|ui)\.[a-z_]+)["']""")


def catalogue(lang: str) -> dict[str, str]:
    path = ROOT / "client" / "locale" / lang / "crack_word.json"
    return json.loads(path.read_text(encoding="utf-8"))


def used_keys() -> set[str]:
    keys: set[str] = set()
    for folder in ("rules/crack_word", "client/scenes/crack_word"):
        for path in (ROOT / folder).rglob("*.py"):
            keys |= set(KEY.findall(path.read_text(encoding="utf-8")))
    # Built with an f-string in turn.py: the referee's two penalties.
    keys |= {"crack_word.log.penalty_prefix", "crack_word.log.penalty_fragment"}
    return keys


def test_every_key_used_by_the_code_is_in_both_languages():
    for lang in ("fr", "en"):
        missing = sorted(used_keys() - set(catalogue(lang)))
        assert not missing, f"{lang}: {missing}"


def test_same_keys_and_fields_in_french_and_english():
    fr, en = catalogue("fr"), catalogue("en")
    assert set(fr) == set(en)
    fields = lambda s: {f for _, f, _, _ in string.Formatter().parse(s) if f}  # noqa: E731
    assert all(fields(fr[k]) == fields(en[k]) for k in fr)
    assert all(k.startswith("crack_word.") for k in fr)


def test_rules_summary_has_headings_and_bullets():
    for lang in ("fr", "en"):
        text = catalogue(lang)["crack_word.rules"]
        lines = text.splitlines()
        assert sum(line.endswith(":") for line in lines) >= 5
        assert sum(line.startswith("- ") for line in lines) >= 8
