"""Sounds chosen from the log are typed tables: each game's `cues.py` maps log keys the
rules emit to sounds that exist, and `sounds_of` plays each sound once per action."""

from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

import pytest
from ludotheque.client.audio import sounds_of
from ludotheque.rules.core import Event
from ludotheque.sounds.names import Sound
from ludotheque.sounds.paths import SOUNDS_DIR
from ludotheque.sounds.synth import SOUNDS

ROOT = Path(__file__).resolve().parents[2]
GAMES_WITH_LOG_SOUNDS = ("casa_grande", "castle_risk", "chateau_combo", "crack_word")  # Castle Crush's come from impacts


def tables(game: str) -> dict[str, Sound]:
    cues = importlib.import_module(f"ludotheque.client.scenes.{game}.cues")
    return {**cues.LOG_SOUNDS, **getattr(cues, "OWN_SOUNDS", {})}


def key_patterns(game: str) -> list[re.Pattern[str]]:
    """Every log key the game's rules can emit, as a pattern: the string literals of its
    rules package, an f-string's fields standing for any word."""
    out = []
    for path in sorted((ROOT / "rules" / game).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and ".log." in node.value:
                out.append(re.compile(re.escape(node.value)))
            elif isinstance(node, ast.JoinedStr):
                parts = [re.escape(v.value) if isinstance(v, ast.Constant) else r"[a-z_]*" for v in node.values]
                if any(".log." in v.value for v in node.values if isinstance(v, ast.Constant)):
                    out.append(re.compile("".join(parts)))
    return out


def test_every_sound_has_its_generator_and_its_file():
    assert set(SOUNDS) == set(Sound)
    on_disk = {p.stem for p in (SOUNDS_DIR / "wav").glob("*.wav")}
    assert {s.value for s in Sound} <= on_disk, f"no file for {sorted({s.value for s in Sound} - on_disk)}"


def test_only_the_games_with_log_sounds_have_a_cue_table():
    have = {p.parent.name for p in (ROOT / "client" / "scenes").glob("*/cues.py")}
    assert have == set(GAMES_WITH_LOG_SOUNDS)


@pytest.mark.parametrize("game", GAMES_WITH_LOG_SOUNDS)
def test_each_log_key_sounds_an_existing_sound(game):
    table = tables(game)
    assert table, f"{game}: an empty table"
    for key, sound in table.items():
        assert isinstance(sound, Sound), f"{key}: {sound!r} is not a Sound"
        assert (SOUNDS_DIR / "wav" / f"{sound.value}.wav").is_file()


@pytest.mark.parametrize("game", GAMES_WITH_LOG_SOUNDS)
def test_every_key_of_the_table_is_a_log_key_the_rules_emit(game):
    table = tables(game)
    patterns = key_patterns(game)
    for lang in ("en", "fr"):
        catalogue = json.loads((ROOT / "client" / "locale" / lang / f"{game}.json").read_text(encoding="utf-8"))
        missing = [k for k in table if k not in catalogue]
        assert not missing, f"{game}: not in the {lang} catalogue: {missing}"
    for key in table:
        assert key.startswith(f"{game}.log."), key
        assert any(p.fullmatch(key) for p in patterns), f"{game}: no rule emits {key}"


def test_a_key_no_rule_emits_is_caught():
    """The check above can fail: a made-up key matches no pattern of the rules."""
    patterns = key_patterns("crack_word")
    assert any(p.fullmatch("crack_word.log.penalty_last_prefix_joker") for p in patterns)
    assert not any(p.fullmatch("crack_word.log.no_such_thing") for p in patterns)


def test_each_sound_once_an_action_in_the_tables_order():
    from ludotheque.client.scenes.chateau_combo.cues import LOG_SOUNDS
    events = [Event("chateau_combo.log.gain", {"player": 0}), Event("chateau_combo.log.buy", {"player": 0}),
              Event("chateau_combo.log.store", {"player": 0}), Event("chateau_combo.log.discard", {"player": 0})]
    assert sounds_of(events, LOG_SOUNDS) == [Sound.CARD, Sound.COIN]
    assert sounds_of([], LOG_SOUNDS) == []


def test_a_seats_own_cards_sound_only_for_that_seat():
    from ludotheque.client.scenes.crack_word.cues import LOG_SOUNDS, OWN_SOUNDS
    drew = [Event("crack_word.log.drew", {"player": 1, "cards": "A B"})]
    assert sounds_of(drew, LOG_SOUNDS, OWN_SOUNDS, viewer=1) == [Sound.DEAL]
    assert sounds_of(drew, LOG_SOUNDS, OWN_SOUNDS, viewer=0) == []
    penalty = [Event("crack_word.log.penalty_fragment_joker", {"player": 0})]
    assert sounds_of(penalty, LOG_SOUNDS, OWN_SOUNDS, viewer=1) == [Sound.ERROR]
