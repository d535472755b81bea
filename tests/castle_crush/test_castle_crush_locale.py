"""The fr and en catalogues: equal keys, the house's required keys, every key the rules
emit or refuse with, and the same {fields} in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ludotheque.rules.castle_crush import MODES
from ludotheque.rules.castle_crush.data import challenges, data
from ludotheque.rules.core import GameConfig, Rng

LOCALE = Path(__file__).resolve().parents[2] / "client" / "locale"
RULES_DIR = Path(__file__).resolve().parents[2] / "rules" / "castle_crush"


def catalogue(lang):
    return json.loads((LOCALE / lang / "castle_crush.json").read_text(encoding="utf-8"))


def test_both_languages_have_the_same_keys_and_fields():
    fr, en = catalogue("fr"), catalogue("en")
    assert fr.keys() == en.keys()
    for key in fr:
        assert key.startswith("castle_crush.")
        assert set(re.findall(r"{(\w+)}", fr[key])) == set(re.findall(r"{(\w+)}", en[key])), key


def test_required_keys():
    cat = catalogue("fr")
    for key in ("name", "tagline", "rules"):
        assert cat["castle_crush." + key]
    for mode in MODES:
        assert "castle_crush.mode." + mode.id in cat
    assert "castle_crush.option.challenge" in cat
    for c in challenges():
        assert "castle_crush.option.challenge." + c in cat
        assert "castle_crush.challenge." + c in cat
    for t in data()["titles"] + ["none"]:
        assert "castle_crush.title." + t in cat


def test_every_key_in_the_rules_code_exists():
    cat = catalogue("en")
    source = "\n".join(p.read_text(encoding="utf-8") for p in RULES_DIR.rglob("*.py"))
    errors = set(re.findall(r'ERR \+ "(\w+)"', source))
    logs = set(re.findall(r'LOG \+ "(\w+)"', source))
    for pair in re.findall(r'LOG \+ \((?:_?counted\()?"(\w+)"(?:, \w+\))? if \w+\.\w+ else "(\w+)"\)', source):
        logs |= set(pair)
    for name in re.findall(r'\b_?counted\("(\w+)"', source):  # a count's key, and its own for one
        logs |= {name, name + "_one"}
    assert {"attack", "miss"} <= logs
    assert errors and logs
    for name in errors:
        assert "castle_crush.error." + name in cat, name
    for name in logs:
        assert "castle_crush.log." + name in cat, name


def test_keys_emitted_in_random_games_exist(fake_info):
    cat = catalogue("en")
    for mode, n, opts in (("standard", 3, {}), ("speed", 2, {}), ("construction", 1, {"challenge": "donjon"})):
        st = fake_info.new_state(GameConfig(n, 2, mode, opts))
        rng = Rng(4)
        seen = list(st.events)
        while not st.is_over():
            st = st.apply(rng.choice(st.legal_actions()))
            seen += st.events
        for event in seen:
            assert event.key in cat, event.key
            for name, value in event.params.items():
                if name.endswith("_key"):
                    assert value in cat, value


def test_no_bracketed_plurals():
    """QA: "pièce(s)", "attaque(s)" read badly; a count of one has its own wording."""
    for lang in ("fr", "en"):
        for key, text in catalogue(lang).items():
            assert "(s)" not in text and "(ies)" not in text, (lang, key)


def test_the_seed_has_one_name_in_the_game_and_in_the_challenge_list():
    """Issue 31: "graine" in the list and "Tirage n°" in the game were the same number."""
    for lang in ("fr", "en"):
        core = json.loads((LOCALE / lang / "core.json").read_text(encoding="utf-8"))
        in_game = catalogue(lang)["castle_crush.ui.seed"].format(seed=4242)
        in_list = core["challenges.seed"].format(seed=4242)
        assert in_game.lower() == in_list.lower(), lang
