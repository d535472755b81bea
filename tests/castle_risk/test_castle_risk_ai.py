"""The AI levels: legal, complete games; strength against random and against each other."""

from __future__ import annotations

import statistics
import time

import pytest
from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.core import GameConfig
from ludotheque.rules.match import MatchResult, play_match
from ludotheque.rules.session import Seat, Session


def play(seats: list[str], seed: int) -> Session:
    session = Session(GAME, GameConfig(len(seats), seed=seed), [Seat.parse(s) for s in seats])
    while not session.state.is_over():
        session.play_ai_turn()
    return session


def win_share(level: str, other: str, games: int) -> float:
    """`level`'s share of wins, seats alternating so neither starts with an edge."""
    return play_match("castle-risk", [level, other], games).share(level)


@pytest.mark.parametrize("level", ["ai:easy", "ai:normal", "ai:hard"])
def test_every_level_plays_whole_games_at_the_table(level):
    session = play([level, "random", level, "ai:normal"], seed=4)
    assert session.state.is_over() and len(session.state.winners()) == 1


def test_normal_beats_random_play():
    assert win_share("ai:normal", "random", 12) >= 0.8


def test_hard_plays_every_card_and_its_hidden_armies():
    """Issue 13: hard plays the cards and hidden armies, not just the battles. In three
    4-player games against normal, the hard seats play each kind of card (the Admiral by
    attacking by sea), counter Spies, and hide and reveal armies."""
    played: set[str] = set()
    for seed in range(3):
        specs = ["ai:hard", "ai:normal", "ai:hard", "ai:normal"]
        session = Session(GAME, GameConfig(4, seed=seed), [Seat.parse(s) for s in specs])
        while not session.state.is_over():
            p = session.current_player()
            action = session.choose_for(p)
            if specs[p] == "ai:hard":
                name = type(action).__name__
                if getattr(action, "by_sea", False) or getattr(action, "cancel", False):
                    name += "WithCard"  # the Admiral carries the armies; a Spy cancels a Spy
                played.add(name)
            session.apply(action)
    cards = {"PlayReinforcement", "PlaySpy", "SpyDiscard", "PlayDiplomat", "PlayGeneral",
             "PlayMarshal", "AttackWithCard", "CounterSpyWithCard"}
    assert cards <= played, cards - played
    assert {"ChooseHidden", "RevealHidden"} <= played


def timed_match(specs: list[str], games: int) -> tuple[MatchResult, dict[str, list[float]], int]:
    """A seeded match (seats alternating) that also keeps every decision's CPU time per
    spec and counts the games won by taking every castle (not by a stalemate's ranking)."""
    times: dict[str, list[float]] = {s: [] for s in specs}
    by_castles = [0]

    def play_out(session: Session, k: int) -> None:
        rot = k % len(specs)
        order = specs[rot:] + specs[:rot]
        while not session.state.is_over():
            p = session.current_player()
            start = time.process_time()
            action = session.choose_for(p)
            times[order[p]].append(time.process_time() - start)
            session.apply(action)
        by_castles[0] += not session.state.stalemate and order[session.state.winners()[0]] == specs[0]

    return play_match("castle-risk", specs, games, play=play_out), times, by_castles[0]


@pytest.mark.slow
def test_normal_beats_random_ninety_five_percent_over_200_games():
    """Measured 98.0 % before issues 13-14; 99.5 % since normal weighs enemy stacks that
    could land by sea next to its castle (the defender's dice choice had cost it 0.5)."""
    result, times, _ = timed_match(["ai:normal", "random"], 200)
    share = result.share("ai:normal")
    print(f"\nnormal vs random: {share:.1%} of 200 games")
    assert share >= 0.95
    assert statistics.median(times["ai:normal"]) <= 0.2


@pytest.mark.slow
def test_hard_beats_normal_seventy_percent_over_200_games_within_its_time():
    """Issue 13: hard wins at least 70 % of 200 two-player games against normal, hard's
    median decision at most 0.5 s and its worst at most 2 s, normal's median at most 0.2 s
    (CPU time). Measured 90.0 % (180 by castles) before issue 14; 80.0 % (160 by castles)
    against the stronger normal that guards its castle against landings."""
    result, times, by_castles = timed_match(["ai:hard", "ai:normal"], 200)
    share = result.share("ai:hard")
    hard, normal = times["ai:hard"], times["ai:normal"]
    print(f"\nhard vs normal: {share:.1%} of 200 games, {by_castles} won by castles; hard median "
          f"{statistics.median(hard) * 1000:.2f} ms, worst {max(hard) * 1000:.1f} ms; normal median "
          f"{statistics.median(normal) * 1000:.2f} ms")
    assert share >= 0.70
    assert statistics.median(hard) <= 0.5 and max(hard) <= 2.0
    assert statistics.median(normal) <= 0.2
