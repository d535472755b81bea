"""Casa Grande's French and English catalogues: equal keys, every key the game uses."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.site import REASONS
from ludotheque.rules.core import GameConfig, Rng

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules" / "casa_grande"


def catalogue(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "client" / "locale" / lang / "casa_grande.json").read_text(encoding="utf-8"))


def test_french_and_english_have_the_same_keys():
    fr, en = catalogue("fr"), catalogue("en")
    assert fr.keys() == en.keys()
    assert all(k.startswith("casa_grande.") for k in fr)


def test_both_languages_use_the_same_fields():
    fr, en = catalogue("fr"), catalogue("en")
    fields = string.Formatter()
    for key in fr:
        names_fr = {f for _, f, _, _ in fields.parse(fr[key]) if f}
        names_en = {f for _, f, _, _ in fields.parse(en[key]) if f}
        assert names_fr == names_en, key


def test_required_house_keys_exist():
    en = catalogue("en")
    for key in ("name", "tagline", "rules", "mode.standard", "option.blocks"):
        assert f"casa_grande.{key}" in en
    for choice in GAME.mode("standard").options[0].choices:
        assert f"casa_grande.option.blocks.{choice}" in en


def test_every_error_key_the_rules_raise_is_translated():
    en = catalogue("en")
    source = "\n".join(p.read_text(encoding="utf-8") for p in RULES.glob("*.py"))
    keys = set(re.findall(r'_illegal\("(\w+)"', source)) | set(REASONS)
    keys |= {"need_roll", "need_move", "need_block", "need_platform"}
    missing = [k for k in keys if f"casa_grande.error.{k}" not in en]
    assert not missing


def test_every_log_line_of_real_games_is_translated_with_its_params():
    en, fr = catalogue("en"), catalogue("fr")
    seen = set()
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state, rng = GAME.new_state(GameConfig(players, seed=seed)), Rng(seed)
        while not state.is_over():
            state = state.apply(rng.choice(state.legal_actions()))
            for event in state.events:
                seen.add(event.key)
                for cat in (en, fr):
                    cat[event.key].format(**{k: "x" for k in event.params})
    assert {"casa_grande.log.roll", "casa_grande.log.block", "casa_grande.log.end"} <= seen


def test_no_bracketed_plurals():
    """'point(s)' reads badly (QA, every game): wordings that need no plural instead."""
    for lang in ("fr", "en"):
        bad = [k for k, v in catalogue(lang).items() if re.search(r"\((s|x|es|ies)\)", v)]
        assert not bad, (lang, bad)


def test_the_rules_book_states_the_identical_platform_reading_in_one_sentence():
    """« Il est interdit de poser l'une au-dessus de l'autre deux plates-formes de tailles
    et de formes identiques. » Issue 14, item 10: our reading (one covered cell is enough,
    however deep the platform below) is one line of the rules book, one sentence."""
    for lang, shape, one_cell, depth in (("fr", "identiques", "une seule case", "n'importe quelle hauteur"),
                                         ("en", "identical", "a single cell", "any depth")):
        lines = [line for line in catalogue(lang)["casa_grande.rules"].splitlines() if shape in line]
        assert len(lines) == 1, (lang, lines)
        line = lines[0]
        assert one_cell in line and depth in line, (lang, line)
        assert line.endswith(".") and ". " not in line.rstrip("."), (lang, line)


def test_the_rules_book_says_each_player_chooses_a_corner_in_turn_order():
    """« Chaque joueur pose son pion sur une case d'angle marquée d'un soleil. Il ne peut y
    avoir qu'un seul pion par case. » Issue 14, item 9, in the setup of the rules book."""
    fr, en = catalogue("fr")["casa_grande.rules"], catalogue("en")["casa_grande.rules"]
    assert "Dans cet ordre, chacun pose son pion sur un coin au soleil libre (un seul pion par coin)" in fr
    assert "In that order, each player puts their pawn on a free sun corner (one pawn per corner)" in en
