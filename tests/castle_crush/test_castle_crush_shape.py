"""Castle Crush in the one shape (issue 32, items 1, 3 and 5): its fields declared once
(fields.py) and its JSON, copy and save checks derived from them (persist.py,
validate.py); old saves brought up to date by a table of steps (migrations.py); the
build rules' versions as rule sets (rulesets.py); flow.py a phase router, the retired
exact moves played outside it (legacy.py)."""

from __future__ import annotations

import ast
import inspect
import json
import random
from pathlib import Path

import pytest
from ludotheque.rules.castle_crush import flow, migrations, rulesets
from ludotheque.rules.castle_crush.actions import (
    CODEC,
    EXACT_MOVES,
    RULES,
    RULES_VERSIONS,
    Carry,
    Finish,
    Place,
)
from ludotheque.rules.castle_crush.fields import ATTRIBUTES, DECLARED, FIELDS, RUNTIME, STORED
from ludotheque.rules.castle_crush.phases import MAX_FUMBLES, MAX_MISHAPS, Phase
from ludotheque.rules.castle_crush.validate import check_state
from ludotheque.rules.core import Rng
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.fields import copy_kind

OLD_SAVE = Path(__file__).parents[1] / "house" / "data" / "old_saves" / "castle-crush.save.json"
HOUSE = {"config", "rng", "events"}  # a state's attributes that are no field of the game (and `revealed`)


def played(new_game, seed: int = 3, moves: int = 400, every: int = 7, mode: str = "standard"):
    """States of a game between random seats on the stand-in physics, every few moves
    (builds, drafts, blows and the end)."""
    st = new_game(3, mode=mode, seed=seed)
    rng = random.Random(seed)
    out = [st]
    for k in range(moves):
        if st.is_over():
            break
        st = st.apply(rng.choice(st.legal_actions()))
        if k % every == 0:
            out.append(st)
    out.append(st)
    return out


def test_every_attribute_of_a_state_is_declared(new_game):
    """However a state is made (new, from its JSON, a copy, from a view), its attributes
    are the declared fields, the house's four and the three never saved: an attribute
    added to the state without its declaration fails here (and would never be saved)."""
    states = played(new_game)
    assert {st.phase for st in states} == set(Phase)  # every phase was reached
    for st in states:
        made = [st, type(st).from_json(json.loads(json.dumps(st.to_json()))), st.clone(),
                type(st).from_view(st.view(1), Rng(2))]
        for other in made:
            assert set(vars(other)) - {"revealed"} == {*ATTRIBUTES, *HOUSE, *RUNTIME}
        assert list(st.to_json()) == ["config", "rng", *FIELDS]  # the JSON in the declaration's order
        assert list(st.view(0)) == [name for name, _ in DECLARED]


def test_the_json_round_trips_and_reads_back_typed(new_game):
    for st in played(new_game, seed=5):
        text = json.dumps(st.to_json())
        again = type(st).from_json(json.loads(text))
        assert json.dumps(again.to_json()) == text
        assert type(again.phase) is Phase
        assert all(type(drop) is tuple for drop in again.failed_drops)


def test_a_copy_shares_nothing_the_rules_change(new_game):
    """A move played on a copy leaves the state it was copied from as it was (the worlds,
    the facts and the last blow are shared: the rules only ever replace them), and a
    copy's fields copied as declared can be changed without touching the original."""
    moves = 0
    for st in played(new_game, seed=7, every=1):
        before = json.dumps(st.to_json())
        if not st.is_over():
            st.apply(random.Random(moves).choice(st.legal_actions()))  # played on a copy
            moves += 1
        copy = st.clone()
        for _, attr, decl in STORED:
            kind = decl.copy or copy_kind(decl.spec, decl.frozen)
            value = getattr(copy, attr)
            if kind == "list":
                value.append("poked")
            elif kind == "lists":
                for item in value:
                    item.append("poked")
            elif kind == "dict":
                value["poked"] = 1
        assert json.dumps(st.to_json()) == before
    assert moves > 50


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d.update(phase="lunch"), "phase is 'lunch'"),
    (lambda d: d["supply"].append([]), "supply has 4 items, not 3"),
    (lambda d: d.pop("heights"), "'heights'"),
    (lambda d: d.update(rules=7), "rules is 7"),
    (lambda d: d.update(exact_moves="yes"), "exact_moves is 'yes'"),
    (lambda d: d["parts"][0].pop("final"), "parts"),
    (lambda d: d["failed_drops"].append(["dragon", 0.0]), "failed_drops"),
])
def test_a_save_is_checked_field_by_field_from_the_declaration(new_game, change, reason):
    data = json.loads(json.dumps(played(new_game, moves=30)[-1].to_json()))
    check_state(data)
    change(data)
    with pytest.raises(DamagedState, match=reason.replace("[", r"\[")):
        check_state(data)


# --- migrations --------------------------------------------------------------------------
def test_the_migrations_are_one_step_per_version():
    assert sorted(migrations.MIGRATIONS) == list(range(migrations.SAVE_VERSION))
    old = json.loads(OLD_SAVE.read_text())["session"]["state"]
    seen = [migrations.version_of(old)]
    data = old
    for version in range(seen[0], migrations.SAVE_VERSION):
        data = migrations.MIGRATIONS[version](data)
        seen.append(migrations.version_of(data))
    assert seen == [0, 1, 2, 3]


def test_an_old_save_is_brought_up_to_date_at_load_and_a_new_one_is_left_alone(new_game):
    old = json.loads(OLD_SAVE.read_text())["session"]["state"]
    kept = json.dumps(old)
    up = migrations.migrate(old)
    assert json.dumps(old) == kept  # the caller's data is never changed
    assert (up["failed_drops"], up["exact_moves"], up["rules"]) == ([], True, 1)
    check_state(old)  # the checks read the save brought up to date
    st = type(new_game()).from_json(old)
    assert st.rules == 1 and st.exact_moves is True and st.rules_version() == 1
    assert list(st.to_json()) == ["config", "rng", *FIELDS]
    new = json.loads(json.dumps(played(new_game, moves=20)[-1].to_json()))
    assert migrations.migrate(new) is new


def test_a_save_of_a_retired_rules_version_is_refused_in_one_sentence(monkeypatch, tmp_path):
    """The policy (CONTRIBUTING, "Old rule versions and saves"): once a version is retired
    its saves are refused with a sentence saying so, on the load screen, never a crash."""
    import ludotheque.physics  # noqa: F401  (the registry learns where Castle Crush lives)
    from ludotheque.client import saves
    from ludotheque.rules.session import Session

    session = json.loads(OLD_SAVE.read_text())["session"]
    assert Session.from_json(session).state.rules == 1
    monkeypatch.setitem(migrations.RETIRED, 1, "finish it with an older release")
    with pytest.raises(DamagedState, match="rules version 1, which this program no longer plays"):
        Session.from_json(session)
    path = tmp_path / "old.json"
    saves.write_save(path, session)
    with pytest.raises(saves.SaveError) as err:
        saves.load_session(path)
    assert err.value.key == "save.error.damaged" and "older release" in err.value.detail


def test_old_moves_of_a_history_are_brought_up_to_date_when_decoded():
    old = {"type": "Carry", "kind": "house_a", "path": [[0.0, 3.0]], "angle": 0.0, "mirrored": False,
           "steadiness": "normal"}
    carry = CODEC.decode(old)
    assert (carry.sway_model, carry.rules) == (1, 1) and "rules" not in old
    new = CODEC.decode({**old, "sway_model": 3, "rules": RULES})
    assert (new.sway_model, new.rules) == (3, RULES)


# --- the rule sets -----------------------------------------------------------------------
def test_each_rules_version_has_its_rule_set():
    assert sorted(rulesets.RULESETS) == list(RULES_VERSIONS) and max(RULES_VERSIONS) == RULES
    assert all(rules.version == v for v, rules in rulesets.RULESETS.items())
    one, two, three = (rulesets.RULESETS[v] for v in (1, 2, 3))
    # Version 1: the fall cap counts pieces and is passed, then the house lays the rest.
    assert (one.limit, one.has_finish, one.physics) == (MAX_FUMBLES, False, 1)
    assert one.mishaps(3, False) == 3 and not one.at_limit(MAX_FUMBLES) and one.at_limit(MAX_FUMBLES + 1)
    assert one.house_lays_the_rest("standard") and not one.lays_every_block("speed")
    # Version 2: one mishap a carry, the turn ends at the limit, nothing laid for anyone.
    assert (two.limit, two.has_finish, two.physics) == (MAX_MISHAPS, True, None)
    assert two.mishaps(3, False) == 1 and two.mishaps(3, True) == 0 and two.at_limit(MAX_MISHAPS)
    assert not two.house_lays_the_rest("speed") and not two.lays_every_block("speed")
    # Version 3: as 2, but in Speed every block given is laid.
    assert three.lays_every_block("speed") and three.house_lays_the_rest("speed")
    assert not three.lays_every_block("standard") and not three.house_lays_the_rest("standard")


@pytest.mark.parametrize("version", RULES_VERSIONS)
def test_a_game_plays_under_the_rule_set_of_its_first_move(new_game, version):
    st = new_game(2, mode="speed")
    assert st.rules is None and st.build_rules() is rulesets.RULESETS[RULES]
    carry = next(a for a in st.legal_actions() if isinstance(a, Carry))
    st = st.apply(Carry(carry.kind, carry.path, rules=version))
    assert st.rules == version and st.build_rules() is rulesets.RULESETS[version]
    assert (Finish() in st.legal_actions()) == (version == 2)  # version 3: Speed lays every block


# --- the router --------------------------------------------------------------------------
def test_flow_is_a_phase_router_and_the_exact_moves_are_played_by_legacy():
    assert set(flow.HANDLERS) == set(Phase)
    routed = [cls for moves in flow.HANDLERS.values() for cls in moves.moves]
    assert sorted(c.__name__ for c in routed) == sorted(CODEC.by_name)
    for cls in EXACT_MOVES:
        handler = next(m.moves[cls] for m in flow.HANDLERS.values() if cls in m.moves)
        assert handler.__module__.endswith("castle_crush.legacy")
    source = ast.parse(inspect.getsource(flow))
    names = {node.id for node in ast.walk(source) if isinstance(node, ast.Name)}
    assert not names & {cls.__name__ for cls in EXACT_MOVES}  # flow names none of them
    assert "isinstance" not in names  # routed by table, never by type tests


def test_a_game_begun_with_exact_moves_still_plays_them(new_game):
    st = new_game(2).apply(Place("house_b", 0.0))
    assert (st.exact_moves, st.rules) == (True, 1) and "physics" not in st.worlds[0]
    assert any(f.kind == "house_b" for f in st.facts(0))
