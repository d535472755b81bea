"""The French and English catalogues: complete, equal in keys, covering every key used."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

from ludotheque.rules.castle_risk.data import CARD_KINDS, MAP

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
    from ludotheque.rules.castle_risk.flow import HANDLERS

    titles = {"castle": "setup_castle", "claim": "setup_claim", "deploy": "setup_deploy",
              "hidden": "setup_hidden"}
    for phase in list(HANDLERS) + ["over"]:
        hint = "place" if phase == "deploy" else phase
        for cat in CATALOGUES.values():
            assert f"castle_risk.hint.{hint}" in cat
            assert f"castle_risk.status.{titles.get(phase, phase)}" in cat


def test_no_parenthesised_plurals():
    for lang, cat in CATALOGUES.items():
        for key, text in cat.items():
            assert "(s)" not in text and "(ies)" not in text, (lang, key)


def test_each_place_takes_its_own_preposition_in_french():
    """Issue 23: "attaqué en Berlin", "sont en Vienne". A city takes "à", a feminine
    country "en", a masculine one "au", a plural "aux" (data: `<territory>.forms`)."""
    from ludotheque.client.i18n import Translator
    from ludotheque.rules.castle_risk.common import tkey

    tr = Translator("fr")

    def line(key: str, **params) -> str:
        return tr.event_text(key, params, lambda seat: "Anne")

    assert line("castle_risk.log.hidden_private", territory_key=tkey("vienna")) == "Vos armées cachées sont à Vienne."
    assert line("castle_risk.log.hidden_private", territory_key=tkey("bavaria")) == "Vos armées cachées sont en Bavière."
    assert line("castle_risk.log.castle", player=0, territory_key=tkey("denmark")) == "Anne bâtit son château au Danemark."
    assert line("castle_risk.log.move_in", player=0, territory_key=tkey("netherlands"), count=3) == \
        "Anne fait entrer des armées aux Pays-Bas : 3."
    assert line("castle_risk.log.claim", player=0, territory_key=tkey("scotland")) == "Anne occupe l'Écosse."
    assert tr.t("castle_risk.status.defend", player="Anne", target=tr.name(tkey("berlin"))) == "Anne est attaqué à Berlin"
    en = Translator("en")
    assert en.t("castle_risk.status.defend", player="Ann", target=en.name(tkey("netherlands"))) == \
        "Ann is attacked in the Netherlands"


def test_every_place_sentence_reads_with_every_place():
    """Each territory gives every form the sentences ask for, in both languages; no
    sentence shows a raw field."""
    from ludotheque.client.i18n import Translator
    from ludotheque.rules.castle_risk.common import tkey

    specs = {spec for text in CATALOGUES["fr"].values() for _, field, spec, _ in string.Formatter().parse(text)
             if field in ("territory", "target", "source") and spec}
    assert {"in", "of", "the"} <= {s.lower() for s in specs}
    for lang, cat in CATALOGUES.items():
        tr = Translator(lang)
        for t in MAP.ids:
            forms = tr.name(tkey(t)).forms
            assert {s.lower() for s in specs} <= set(forms), (lang, t)
        place = tr.name(tkey("netherlands"))
        for key, text in cat.items():
            fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
            if fields & {"territory", "target", "source"}:
                shown = tr.t(key, territory=place, target=place, source=place, player="A",
                             defender_player="B", count=1, n=1, k=1, m=1, a=1, d=1, p=1, q=1,
                             enemies=1, empire="E")
                assert "{" not in shown, (lang, key, shown)
