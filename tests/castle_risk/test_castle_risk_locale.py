"""The French and English catalogues: complete, equal in keys, covering every key used."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

from ludotheque.rules.castle_risk.board import CARD_KINDS, MAP

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {lang: json.loads((ROOT / "client/locale" / lang / "castle_risk.json").read_text("utf-8"))
              for lang in ("fr", "en")}


def used_keys() -> set[str]:
    keys: set[str] = set()
    for folder in ("rules/castle_risk", "client/scenes/castle_risk"):
        for path in (ROOT / folder).glob("*.py"):
            text = path.read_text("utf-8")
            keys |= set(re.findall(r'"(castle_risk\.(?:log|error|status|hint|button|panel|dice|tip|results)\.[a-z_]+)"', text))
            keys |= {f"castle_risk.error.{k}" for k in re.findall(r'refuse\(\s*"([a-z_]+)"', text)}
    return keys


def test_both_languages_have_the_same_keys():
    assert set(CATALOGUES["fr"]) == set(CATALOGUES["en"])


def test_required_keys_are_present():
    required = {"castle_risk.name", "castle_risk.tagline", "castle_risk.rules", "castle_risk.mode.standard"}
    required |= {f"castle_risk.territory.{t}" for t in MAP.ids}
    required |= {f"castle_risk.empire.{e}" for e in MAP.empires}
    required |= {f"castle_risk.card.{c}" for c in CARD_KINDS}
    required |= {f"castle_risk.card.{c}.help" for c in CARD_KINDS}
    for lang, cat in CATALOGUES.items():
        assert required <= set(cat), (lang, required - set(cat))


def test_every_key_the_code_uses_is_translated():
    keys = used_keys() | {"castle_risk.error.dice"}
    assert len(keys) > 60
    for lang, cat in CATALOGUES.items():
        assert keys <= set(cat), (lang, sorted(keys - set(cat)))


def test_fields_match_between_languages():
    fields = string.Formatter()
    for key, fr in CATALOGUES["fr"].items():
        en = CATALOGUES["en"][key]
        f_fields = {f for _, f, _, _ in fields.parse(fr) if f}
        e_fields = {f for _, f, _, _ in fields.parse(en) if f}
        assert f_fields == e_fields, key


def test_rules_summary_has_paragraphs_and_bullets():
    for cat in CATALOGUES.values():
        text = cat["castle_risk.rules"]
        assert "\n\n" in text and "\n- " in text


def test_every_phase_has_a_title_and_a_hint():
    from ludotheque.rules.castle_risk.state import PHASES

    titles = {"castle": "setup_castle", "claim": "setup_claim", "deploy": "setup_deploy",
              "hidden": "setup_hidden"}
    for phase in list(PHASES) + ["over"]:
        hint = "place" if phase == "deploy" else phase
        for cat in CATALOGUES.values():
            assert f"castle_risk.hint.{hint}" in cat
            assert f"castle_risk.status.{titles.get(phase, phase)}" in cat


def test_no_parenthesised_plurals():
    for lang, cat in CATALOGUES.items():
        for key, text in cat.items():
            assert "(s)" not in text and "(ies)" not in text, (lang, key)
