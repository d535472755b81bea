"""The AI levels: legal, sensible, and (slow runs) as strong as the issue asks."""

from __future__ import annotations

import pytest
from crack_word_helpers import new_game, settle, table
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import GameConfig, Rng, mix
from ludotheque.rules.crack_word.actions import PlaceLetter, Trash
from ludotheque.rules.crack_word.ai import EasyAgent, make_agent
from ludotheque.rules.crack_word.ai.plays import accepted_plays
from ludotheque.rules.crack_word.bench import play_ai_game
from ludotheque.rules.crack_word.cards import row_text
from ludotheque.rules.crack_word.state import CrackWordState


def choose(level: str, state: CrackWordState, seed: int = 0):
    p = state.turn
    return make_agent(level, p).choose(state.view(p), p, CrackWordState, Rng(seed))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ai_cracks_the_word_in_front_of_it(level):
    s = table(new_game(), "0C 1H 0A", "1E 1S")
    s.hands[0] = ["T", "M", "B", "D"]
    settle(s)
    action = choose(level, s) if level != "easy" else None
    if level == "easy":  # easy cracks only half the time: over a few seeds it does
        action = next(a for k in range(20) if (a := choose("easy", s, k)).crack)
    assert action == PlaceLetter("T", 0, "T", crack=True)


def test_normal_does_not_hand_a_crack_to_the_next_player():
    # Row 2 "1C 1H" + A gives CHA with seat 1 in the majority, one T away from CHAT;
    # row 1 "0P" + A gives PA, which seat 1 cannot crack.
    s = table(new_game(), "0P", "1C 1H")
    s.hands[0] = ["A", "V"]
    s.hands[1] = ["T", "T", "T", "JOKER", "JOKER", "JOKER", "E", "E"]
    settle(s)
    action = choose("normal", s)
    assert action == PlaceLetter("A", 0, "A")


def test_normal_uses_poubelle_on_a_row_the_opponent_is_about_to_crack():
    s = table(new_game(), "1B 1A 1T 1E 1A", "0H")
    s.hands[0] = ["POUBELLE", "V", "M"]
    s.hands[1] = ["U", "U", "S", "R", "N", "O", "I", "E"]  # BATEA + U: BATEAU
    settle(s)
    assert choose("normal", s) == Trash(0)


def test_easy_never_lays_a_letter_the_referee_refuses():
    for seed in range(8):
        state = new_game(2, seed)
        agent = EasyAgent()
        for ply in range(30):
            if state.is_over():
                break
            p = state.turn
            action = agent.choose(state.view(p), p, CrackWordState, Rng(mix(seed, ply)))
            if accepted_plays(state):
                assert action in accepted_plays(state)
                if isinstance(action, PlaceLetter):
                    row = state.rows[action.row]
                    assert state.row_accepts(row_text(row) + action.letter)
            state = state.apply(action)


def test_agents_play_whole_games_legally():
    state, times = play_ai_game(["easy", "normal", "hard"], seed=3)
    assert state.is_over() and len(times) > 20


def wins(level: str, versus: str, games: int, players: int = 2, hard_agent=None) -> int:
    """Games won outright by `level` (`hard_agent`, when given, plays it: a timed one)."""
    won = 0
    for seed in range(games):
        seats = [level] + [versus] * (players - 1)
        shift = seed % players  # the tested level sits in every seat in turn
        seats = seats[-shift:] + seats[:-shift] if shift else seats
        agents = [RandomAgent() if s == "random" else make_agent(s, i) for i, s in enumerate(seats)]
        me = shift
        if hard_agent is not None:
            agents[me] = hard_agent
        state = CrackWordState.new(GameConfig(players, seed))
        ply = 0
        while not state.is_over():
            p = state.current_player()
            state = state.apply(agents[p].choose(state.view(p), p, CrackWordState, Rng(mix(seed, ply, p))))
            ply += 1
        won += state.winners() == [me]
    return won


def test_normal_beats_random_in_a_few_games():
    assert wins("normal", "random", 6) == 6


@pytest.mark.slow
def test_normal_wins_ninety_percent_against_random_over_200_games():
    # 197/200 measured (200/200 before issue 14: a refused letter in the last turns no
    # longer puts the random seat out, and its penalty draws leave it 30-40 cards to turn
    # into words alone once normal is stuck).
    won = wins("normal", "random", 200)
    print(f"normal vs random: {won}/200")
    assert won >= 180


@pytest.mark.slow
def test_hard_beats_normal_seventy_percent_over_200_games():
    """Issue 13: hard beats normal in at least 70 % of 200 two-player games (155/200
    measured), with decisions well inside the time caps."""
    import statistics
    import time

    times: list[float] = []
    agent = make_agent("hard", 0)
    original = agent.choose

    def timed(*args):
        start = time.process_time()
        try:
            return original(*args)
        finally:
            times.append(time.process_time() - start)

    agent.choose = timed
    won = wins("hard", "normal", 200, hard_agent=agent)
    print(f"hard vs normal: {won}/200, hard decision median {statistics.median(times):.4f} s, "
          f"max {max(times):.3f} s (CPU)")
    assert won >= 140
    assert statistics.median(times) <= 0.5 and max(times) <= 2.0


def test_in_the_last_turns_every_ai_move_lays_a_card_or_passes_for_good():
    """Games always end: a refused letter no longer puts anyone out, so the AI must never
    spend a last-turn move on one; each move then shrinks a hand or puts a seat out."""
    seen = 0
    for seed in range(6):
        levels = ["easy", "normal"] if seed % 2 else ["normal", "easy", "normal"]
        agents = [make_agent(level, p) for p, level in enumerate(levels)]
        state = CrackWordState.new(GameConfig(len(levels), seed))
        ply = 0
        while not state.is_over():
            p = state.current_player()
            action = agents[p].choose(state.view(p), p, CrackWordState, Rng(mix(seed, ply, p)))
            after = state.apply(action)
            if state.in_last_turns():
                seen += 1
                assert after.is_over() or len(after.hands[p]) < len(state.hands[p]) or after.passed[p]
            state, ply = after, ply + 1
    assert seen > 20


@pytest.mark.parametrize("levels", [("easy", "normal"), ("normal", "easy", "easy")])
def test_games_between_ais_always_end_since_every_last_turn_move_shrinks_a_hand(levels):
    """Issue 14 (items 7-8) keeps a refused player in the game during the derniers tours,
    so what ends a game is that no AI is ever refused there: each of its moves lays a card
    (the hand shrinks, nothing is drawn) or passes for good when nothing fits."""
    for seed in range(6):
        state = new_game(len(levels), seed)
        agents = [make_agent(level, p) for p, level in enumerate(levels)]
        ply = 0
        while not state.is_over():
            p = state.turn
            action = agents[p].choose(state.view(p), p, CrackWordState, Rng(mix(seed, ply, p)))
            last, size = state.in_last_turns(), len(state.hands[p])
            state = state.apply(action)
            if last and not state.passed[p]:
                assert len(state.hands[p]) < size, (seed, ply, action)
            ply += 1
            assert ply < 600, f"seed {seed}: no end in sight"
