"""Fields declared once (issue 32, item 1): Castle Risk's state, its JSON, its copy, its
views and the checks of its saves all follow `rules/castle_risk/fields.py`; a field the
declaration does not list shows up here, and a copy shares nothing the rules change in
place."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.castle_risk.fields import DECLARED, FIELDS, CastleRiskView
from ludotheque.rules.castle_risk.phases import Spying, attack_from_plain, pending_from_plain
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.castle_risk.validate import check_state
from ludotheque.rules.core import Rng
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.fields import (
    COUNT,
    PER_SEAT,
    PUBLIC,
    copy_kind,
    make_copier,
    shown,
)
from ludotheque.rules.core.specs import (
    ListOf,
    Seat,
    Text,
)
from view_secrets import states

HOUSE = {"config", "rng", "events", "revealed"}  # a state's attributes that are no field of the game


def some_states() -> list[CastleRiskState]:
    return list(states("castle-risk", 4, 500, every=25))


def test_every_attribute_of_a_state_is_declared():
    """However a state is made (new, from its JSON, a copy, from a view), its attributes
    are the declared fields and the house's four: an attribute added to the state without
    its declaration fails here (and would never be shown in a view)."""
    for state in some_states():
        made = [state, CastleRiskState.from_json(json.loads(json.dumps(state.to_json()))), state.clone(),
                CastleRiskState.from_view(state.view(1), Rng(2))]
        for other in made:
            assert set(vars(other)) == {*FIELDS, *HOUSE}
        assert list(state.to_json())[2:] == list(FIELDS)  # the JSON in the declaration's order


def test_the_declaration_says_who_sees_what():
    secrecy = {name: decl.secrecy for name, decl in DECLARED}
    assert {n for n, s in secrecy.items() if s == PER_SEAT} == {"hands", "hidden"}
    assert {n for n, s in secrecy.items() if s == COUNT} == {"deck", "chips"}
    for state in some_states():
        for p in (0, 1, None):
            view = state.view(p)
            assert list(view) == [n for n, _ in DECLARED]
            for q in range(4):
                assert view["hands"][q] == (state.hands[q] if q == p else len(state.hands[q]))
                assert view["hidden"][q] == (state.hidden[q] if q == p else len(state.hidden[q]))
            assert view["deck"] == len(state.deck) and view["chips"] == len(state.chips)
            # The public fields are the state's own, but for those typed in the state (the
            # pending data and the attack, whose plain forms a view holds) and the config.
            assert all(view[n] is getattr(state, n) for n, s in secrecy.items()
                       if s == PUBLIC and n not in ("config", "pending", "attack"))
            assert attack_from_plain(view["attack"]) == state.attack
            hand_hidden = isinstance(state.pending, Spying) and state.pending.spied_hand and state.pending.spy != p
            assert hand_hidden or pending_from_plain(state.phase, view["pending"]) == state.pending


def _poke(value, kind: str) -> None:
    """Change a value in place as deep as its copy goes (a list, its inner lists, a dict,
    a dict's lists)."""
    if value is None or kind == "share":
        return
    if kind.endswith("dict lists"):
        for item in value.values():
            item.append("poked")
    elif kind.endswith("lists"):
        for item in value:
            item.append("poked")
    if kind.endswith("list") or kind.endswith("lists") and "dict" not in kind:
        value.append("poked")
    elif "dict" in kind:
        value["poked"] = 1


def kind_of(decl) -> str:
    return decl.copy or copy_kind(decl.spec, decl.frozen)


def test_a_copy_and_a_state_from_a_view_share_nothing_the_rules_change():
    poked = 0
    for state in some_states():
        before = json.dumps(state.to_json())
        view = state.view(0)
        seen = json.dumps(view, default=str)
        for copy in (state.clone(), CastleRiskState.from_view(view, Rng(5))):
            for name, decl in DECLARED:
                if decl.stored:
                    kind = kind_of(decl)
                    _poke(getattr(copy, name), kind)
                    poked += kind != "share"
        assert json.dumps(state.to_json()) == before
        assert json.dumps(view, default=str) == seen
    assert poked > 100


def test_a_copier_is_made_from_the_declaration():
    declared = [("seats", shown(ListOf(Seat())).metadata["shown"]),
                ("hands", shown(ListOf(ListOf(Text())), PER_SEAT).metadata["shown"]),
                ("name", shown(Text()).metadata["shown"])]

    class Box:
        pass

    src, dst = Box(), Box()
    src.seats, src.hands, src.name = [1, 2], [["a"], ["b"]], "x"
    make_copier(declared, ["seats", "hands", "name"])(src, dst)
    assert (dst.seats, dst.hands, dst.name) == ([1, 2], [["a"], ["b"]], "x")
    assert dst.seats is not src.seats and dst.hands[0] is not src.hands[0]


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d["chips"].append("atlantis"), "chips[0] is 'atlantis', not one of the game's"),
    (lambda d: d.update(deck=["ace of spades"]), "deck[0] is 'ace of spades'"),
    (lambda d: d["hands"].append([]), "hands has 5 items, not 4"),
    (lambda d: d.pop("truces"), "the state has no 'truces'"),
    (lambda d: d["pending"].update(secret=1), "pending has an unknown key 'secret'"),
    (lambda d: d.update(player=4), "player is seat 4, not one of the 4 seats"),
])
def test_a_save_is_checked_field_by_field_from_the_declaration(change, reason):
    state = some_states()[2]
    data = json.loads(json.dumps(state.to_json()))
    check_state(data)
    change(data)
    with pytest.raises(DamagedState, match=reason.replace("[", r"\[").replace("]", r"\]")):
        check_state(data)


def test_the_typed_view_is_the_declaration():
    assert [name for name, _ in CastleRiskView.declared()] == ["config", *FIELDS, "viewer"]


def test_crack_words_state_is_its_declared_fields():
    """Crack Word's state holds the view's public fields and the three piles by seat its
    secrets are read from; its JSON, its copy and its checks follow that declaration."""
    from ludotheque.rules.crack_word.fields import PRIVATE_FIELDS, PUBLIC_FIELDS, STATE_FIELDS
    from ludotheque.rules.crack_word.state import CrackWordState
    from ludotheque.rules.crack_word.validate import check_state as check_words

    assert PRIVATE_FIELDS == ("hands", "piles", "set_aside")
    derived = {"language", "either_end"}  # read from the config once
    for state in states("crack-word", 3, 200, every=20):
        data = state.to_json()
        assert list(data) == ["config", *PUBLIC_FIELDS, "rng", *PRIVATE_FIELDS]
        again = CrackWordState.from_json(json.loads(json.dumps(data)))
        assert json.dumps(again.to_json()) == json.dumps(data)
        assert again.rows == state.rows and all(type(c) is tuple for row in again.rows for c in row)
        for made in (state, again, state.clone()):
            assert set(vars(made)) - {"revealed"} == {name for name, _ in STATE_FIELDS} | {"config", "rng", "events"} | derived
        copy = state.clone()
        for name, decl in STATE_FIELDS:
            _poke(getattr(copy, name), kind_of(decl))
        assert json.dumps(state.to_json()) == json.dumps(data)
        broken = json.loads(json.dumps(data))
        broken["passed"][0] = "yes"
        with pytest.raises(DamagedState, match="passed"):
            check_words(broken)


def test_casa_grandes_state_is_its_declared_fields():
    """Casa Grande's JSON lists the config, the generator and the declared fields in their
    order; its copy copies each list the rules change; its saves are checked by them."""
    from ludotheque.rules.casa_grande.fields import STATE_FIELDS, CasaGrandeView
    from ludotheque.rules.casa_grande.phases import Phase
    from ludotheque.rules.casa_grande.state import CasaState
    from ludotheque.rules.casa_grande.validate import check_state as check_casa

    stored = [name for name, decl in CasaGrandeView.declared() if decl.stored or name == "site"]
    for state in states("casa-grande", 3, 200, every=20):
        data = state.to_json()
        assert list(data) == ["config", "rng", *stored]
        again = CasaState.from_json(json.loads(json.dumps(data)))
        assert json.dumps(again.to_json()) == json.dumps(data) and isinstance(again.phase, Phase)
        copy = state.clone()
        for name, decl in STATE_FIELDS:
            _poke(getattr(copy, name), kind_of(decl))
        assert json.dumps(state.to_json()) == json.dumps(data)
        broken = json.loads(json.dumps(data))
        broken["over"] = 0
        with pytest.raises(DamagedState, match="over"):
            check_casa(broken)


def test_chateau_combos_state_is_its_declared_fields():
    """Château Combo's JSON lists the config, the boards, the declared fields in their
    order (the decks, which no seat sees, last) and the generator; its copy copies what
    the rules change in place and shares the tuples they replace."""
    from ludotheque.rules.chateau_combo.fields import STATE_FIELDS, ChateauComboView
    from ludotheque.rules.chateau_combo.phases import Phase
    from ludotheque.rules.chateau_combo.state import ComboState

    names = [name for name, _ in STATE_FIELDS]
    assert names[-1] == "decks" and "decks" not in dict(ChateauComboView.declared())
    for state in states("chateau-combo", 3, 60, every=6):
        data = state.to_json()
        assert list(data) == ["config", "players", *names, "rng"]
        again = ComboState.from_json(json.loads(json.dumps(data)))
        assert json.dumps(again.to_json()) == json.dumps(data) and isinstance(again.phase, Phase)
        assert type(again.removed) is tuple and all(type(d) is tuple for d in again.discards.values())
        copy = state.clone()
        assert copy.removed is state.removed  # shared: replaced, never changed in place
        for name, decl in STATE_FIELDS:
            _poke(getattr(copy, name), kind_of(decl))
        assert json.dumps(state.to_json()) == json.dumps(data)
        assert "decks" not in state.view(0)
