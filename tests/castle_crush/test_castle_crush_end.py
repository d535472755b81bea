"""Why a Castle Crush game ended (scoring.end_reason, the Outcome's reason): Standard after
its three rounds; Speed at the target, on rubble or after the most rounds of attacks;
Construction with every block laid or the build stopped before ("Done", the mishap limit).
Every reason has its words in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from ludotheque.rules.castle_crush import scoring
from ludotheque.rules.castle_crush.actions import Finish
from ludotheque.rules.castle_crush.data import speed_max_rounds, speed_rules
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.session import Seat, Session

LOCALE = Path(__file__).resolve().parents[2] / "client" / "locale"
REASONS = {"rounds", "target", "rubble", "speed_rounds", "built", "stopped"}


def catalogue(lang):
    return json.loads((LOCALE / lang / "castle_crush.json").read_text(encoding="utf-8"))


def played(fake_info, mode, n, seed, options=None, pick=None):
    st = fake_info.new_state(GameConfig(n, seed, mode, options or {}))
    rng = Rng(seed)
    while not st.is_over():
        actions = st.legal_actions()
        st = st.apply(pick(st, actions) if pick else rng.choice(actions))
    return st


def test_every_reason_has_its_words_with_the_same_fields():
    fr, en = catalogue("fr"), catalogue("en")
    ends = {k.removeprefix("castle_crush.end.") for k in en if k.startswith("castle_crush.end.")}
    singular = {why for why in ends if why.endswith("_one")}  # "1 point": the translator's own wording
    assert ends - singular == REASONS and {why.removesuffix("_one") for why in singular} <= REASONS
    for why in ends:
        key = "castle_crush.end." + why
        assert set(re.findall(r"{(\w+)}", fr[key])) == set(re.findall(r"{(\w+)}", en[key])), key


@pytest.mark.parametrize(("mode", "n", "options"), [("standard", 2, {}), ("standard", 3, {}), ("speed", 2, {}),
                                                    ("speed", 4, {}), ("construction", 1, {"challenge": "donjon"})])
def test_random_games_end_with_a_reason_the_words_can_say(fake_info, mode, n, options):
    en = catalogue("en")
    for seed in (1, 2):
        st = played(fake_info, mode, n, seed, options)
        key, params = st.end_reason()
        assert (key, params) == scoring.end_reason(st)
        assert key.removeprefix("castle_crush.end.") in REASONS
        outcome = st.outcome()
        assert outcome.reason == key and outcome.params == params
        words = {name.removesuffix("_key"): en.get(value, value) if name.endswith("_key") else value
                 for name, value in params.items()}
        en[key].format(**words)  # every field the words name is given
        if mode == "standard":
            assert key == "castle_crush.end.rounds" and params == {"rounds": 3}
        elif mode == "speed":
            target = speed_rules(n)["target"]
            if key.endswith("target"):
                assert max(st.score) >= target == params["target"]
            else:
                assert max(st.score) < target
                if key.endswith("speed_rounds"):
                    assert st.attack_rounds == speed_max_rounds()


def test_speed_reasons_read_from_the_final_state(fake_info):
    st = played(fake_info, "speed", 2, 3)
    target = speed_rules(2)["target"]
    st.score = [target - 1, target + 2]
    assert st.end_reason() == ("castle_crush.end.target", {"player": 1, "target": target})
    st.score = [0, 1]
    st.attack_rounds = speed_max_rounds()
    st.worlds = [dict(w, pieces=[{"id": 9, "kind": "house_a"}]) for w in st.worlds]
    assert st.end_reason() == ("castle_crush.end.speed_rounds", {"rounds": speed_max_rounds()})
    st.worlds = [dict(w, pieces=[]) for w in st.worlds]
    st.attack_rounds = 4
    assert st.end_reason() == ("castle_crush.end.rubble", {"rounds": 4})


def test_construction_done_at_once_is_a_build_stopped_with_nothing_laid(fake_info):
    st = played(fake_info, "construction", 1, 5, {"challenge": "barbacane"},
                pick=lambda st, actions: Finish() if Finish() in actions else actions[0])
    key, params = st.end_reason()
    assert key == "castle_crush.end.stopped"
    assert params["laid"] < params["given"] == 11 and params["goal"] == 60
    assert params["title_key"] == "castle_crush.title.none" and params["points"] == st.score[0]


def test_construction_with_every_block_laid_is_built(fake_info):
    def lay(st, actions):
        return next((a for a in actions if a != Finish()), actions[0])

    st = played(fake_info, "construction", 1, 5, {"challenge": "barbacane"}, pick=lay)
    key, params = st.end_reason()
    laid = sum(1 for p in st.worlds[0]["pieces"] if p["kind"] != "king" and p["kind"] != "general")
    assert laid == params["laid"]
    assert key == ("castle_crush.end.built" if laid == params["given"] else "castle_crush.end.stopped")


def test_a_real_game_tells_the_fumbler_build_stopped():
    """On the physics: the fumbler lets every piece fall beside the foundation, so the
    mishap limit stops the build with nothing laid."""
    session = Session.create("castle-crush", [Seat.parse("hand:fumbler")], seed=8, mode="construction")
    while not session.is_over():
        session.play_ai_turn()
    outcome = session.outcome()
    assert outcome.reason == "castle_crush.end.stopped"
    assert outcome.params["laid"] == 0 and outcome.params["points"] == 0
