"""The AI seats' generators (issue 13): a new session decides with version 2, a save
records its version, and a save from before versions were recorded resumes with the
draws it was played with (version 1)."""

from __future__ import annotations

import itertools
import json

import pytest
from ludotheque.rules.core import Rng, mix
from ludotheque.rules.core.rng import DECISIONS, DECISIONS_MIXED, DECISIONS_STRIDED, decision_seeds
from ludotheque.rules.session import Seat, Session


def _seats(n: int = 2) -> list[Seat]:
    return [Seat.parse("ai:normal") for _ in range(n)]


def test_version_1_is_the_full_hash_of_seed_ply_and_seat():
    seeds = decision_seeds(1234, DECISIONS_MIXED)
    for ply, seat in itertools.product((0, 1, 57, 10_000), range(4)):
        assert seeds(ply, seat) == mix(1234, ply, seat, 0xA1)


def test_version_2_gives_pinned_seeds_and_distinct_first_draws():
    seeds = decision_seeds(1234, DECISIONS_STRIDED)
    assert DECISIONS == DECISIONS_STRIDED
    assert [seeds(0, 0), seeds(1, 0), seeds(0, 1)] == [
        mix(1234, 0xA1), (mix(1234, 0xA1) + 0xD1B54A32D192ED03) & (2**64 - 1),
        (mix(1234, 0xA1) + 0x8CB92BA72F3D8DD7) & (2**64 - 1)]
    # No two decisions of a long game share a generator, or even a first draw.
    first = {Rng(seeds(ply, seat)).next64() for ply in range(5000) for seat in range(6)}
    assert len(first) == 5000 * 6
    # Other games' seeds give other generators.
    assert decision_seeds(1235)(0, 0) != seeds(0, 0)


def test_version_2_first_draws_look_uniform():
    """A die rolled with each decision's generator: every face about as often."""
    seeds = decision_seeds(7)
    faces = [0] * 6
    for ply in range(6000):
        faces[Rng(seeds(ply, ply % 4)).randbelow(6)] += 1
    assert all(900 < f < 1100 for f in faces), faces


def test_an_unknown_version_is_refused():
    with pytest.raises(ValueError):
        decision_seeds(1, 3)
    data = Session.create("castle-risk", _seats()).to_json()
    data["decisions"] = "2"
    with pytest.raises(ValueError):
        Session.from_json(data)


def test_castle_crush_keeps_version_1():
    """Its AI's calibration (issue 11) was measured on version 1's draws."""
    assert Session.create("castle-crush", _seats(), seed=3).decisions == DECISIONS_MIXED
    assert Session.create("castle-crush", _seats(), seed=3, decisions=2).decisions == DECISIONS_STRIDED


def test_a_new_session_decides_with_version_2_and_its_save_says_so():
    session = Session.create("chateau-combo", _seats(), seed=5)
    assert session.decisions == DECISIONS_STRIDED
    assert session.decision_rng(1).state == decision_seeds(5)(0, 1)
    data = json.loads(json.dumps(session.to_json()))
    assert data["decisions"] == DECISIONS_STRIDED
    assert Session.from_json(data).decisions == DECISIONS_STRIDED
    assert Session.replay(data).decisions == DECISIONS_STRIDED


def test_a_save_without_a_version_resumes_with_version_1():
    """Saves written before versions were recorded were played with version 1: a game
    saved half-way ends as it would have without the save, under either version."""
    for version in (DECISIONS_MIXED, DECISIONS_STRIDED):
        whole = Session.create("castle-risk", _seats(3), seed=11, decisions=version)
        for _ in range(60):
            whole.play_ai_turn()
        data = json.loads(json.dumps(whole.to_json()))
        if version == DECISIONS_MIXED:
            del data["decisions"], data["digest"]  # an old save: written before both
        resumed = Session.from_json(data)
        assert resumed.decisions == version
        for _ in range(40):
            whole.play_ai_turn()
            resumed.play_ai_turn()
        assert resumed.history == whole.history


def test_the_two_versions_play_different_games():
    games = []
    for version in (DECISIONS_MIXED, DECISIONS_STRIDED):
        session = Session.create("castle-risk", [Seat.parse("random")] * 3, seed=11, decisions=version)
        for _ in range(40):
            session.play_ai_turn()
        games.append(session.history)
    assert games[0] != games[1]
