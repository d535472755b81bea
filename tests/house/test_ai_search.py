"""The generic search agents: same choices as before issue 13 with their defaults, and
the budgets game helpers can use (determinisations reused within a budget, root-parallel
trees that vote)."""

from __future__ import annotations

import pytest
from ludotheque.rules.ai import GreedyAgent, MCTSAgent
from ludotheque.rules.ai.sampling import Determinisations
from ludotheque.rules.core import GameConfig, Rng


def toy_positions(toy_game, players: int = 3, seed: int = 3, top: int = 30) -> list:
    state = toy_game.new_state(GameConfig(players, seed=seed, options={"top": top}))
    rng, out = Rng(seed + 99), []
    while not state.is_over():
        out.append(state.clone())
        state.apply_in_place(rng.choice(state.legal_actions()))
    return out


def _margin(state, player):
    return state.scores()[player] - max(state.scores())


# The cards each agent chose on these positions before issue 13 (decision rng 1000 + i).
BEFORE = {
    "greedy": (GreedyAgent(_margin), [4, 9, 18, 8, 9, 19, 25, 9, 19, 25, 9, 22]),
    "greedy_noise_samples": (GreedyAgent(_margin, noise=3.0, samples=3),
                             [4, 9, 18, 14, 15, 19, 25, 15, 19, 25, 23, 22]),
    "mcts": (MCTSAgent(iterations=60), [14, 15, 1, 30, 24, 19, 30, 23, 13, 30, 20, 22]),
    "mcts_shallow": (MCTSAgent(iterations=40, rollout_depth=3), [8, 15, 18, 30, 24, 19, 30, 15, 13, 30, 20, 22]),
}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_defaults_choose_as_before(toy_game, name):
    agent, cards = BEFORE[name]
    chosen = []
    for i, state in enumerate(toy_positions(toy_game)):
        p = state.current_player()
        chosen.append(agent.choose(state.view(p), p, type(state), Rng(1000 + i)).card)
    assert chosen == cards


def _hidden(state) -> tuple:
    return tuple(map(tuple, state.hands)), tuple(state.deck)


def test_determinisations_are_drawn_once_within_the_budget(toy_game):
    state = toy_positions(toy_game)[2]
    view = state.view(state.current_player())
    worlds = Determinisations(view, type(state), Rng(8), budget=3, uses=10)
    got = [worlds.get(k) for k in range(10)]
    assert worlds.drawn == 3
    for k, world in enumerate(got):
        assert _hidden(world) == _hidden(got[k % 3])  # the same sampled cards...
        assert world.view(state.current_player()) == view
    assert len({w.rng.state for w in got}) == 10  # ...with chance drawn anew
    assert len({_hidden(w) for w in got[:3]}) > 1
    got[3].apply_in_place(got[3].legal_actions()[0])  # copies: one use never moves another
    assert _hidden(got[6]) == _hidden(got[0])
    # Use k < budget is what agents always drew: from_view(view, rng.fork(salt + k)).
    same = type(state).from_view(view, Rng(8).fork(1))
    assert _hidden(same) == _hidden(got[1]) and same.rng.state == got[1].rng.state


def test_no_budget_draws_every_time_and_keeps_no_copy(toy_game, monkeypatch):
    state = toy_positions(toy_game)[1]
    worlds = Determinisations(state.view(state.current_player()), type(state), Rng(2), uses=5)
    monkeypatch.setattr(type(state), "clone", lambda s: pytest.fail("copied"))
    for k in range(5):
        worlds.get(k)
    assert worlds.drawn == 5


def test_a_sample_is_copied_only_when_used_again(toy_game, monkeypatch):
    state = toy_positions(toy_game)[1]
    cls = type(state)
    clones = []
    real_clone = cls.clone
    monkeypatch.setattr(cls, "clone", lambda s: clones.append(1) or real_clone(s))
    worlds = Determinisations(state.view(state.current_player()), cls, Rng(2), budget=2, uses=5)
    for k in range(5):
        worlds.get(k)
    # Samples 0 and 1 are kept (2 copies); use 2 copies sample 0 again (use 4 follows);
    # uses 3 and 4, the last of samples 1 and 0, take the kept samples themselves.
    assert worlds.drawn == 2 and len(clones) == 3


def test_mcts_with_a_determinisation_budget_and_voting_trees(toy_game):
    for state in toy_positions(toy_game, 2, 5)[:5]:
        p = state.current_player()
        legal = state.legal_actions()
        agent = MCTSAgent(iterations=80, determinisations=4, trees=4)
        action = agent.choose(state.view(p), p, type(state), Rng(3))
        assert action in legal
        if len(legal) > 1:
            assert agent.stats == {"iterations": 80, "determinisations": 4}


def test_mcts_counts_iterations_and_samples(toy_game):
    state = toy_positions(toy_game)[0]
    agent = MCTSAgent(iterations=30)
    agent.choose(state.view(state.current_player()), state.current_player(), type(state), Rng(1))
    assert agent.stats == {"iterations": 30, "determinisations": 30}


def _exact_in_view(view):
    """What a game's exact override does: the mover's actions from its view alone."""
    from toy_game import Play

    return [Play(c) for c in sorted(set(view["hand"]))]


@pytest.mark.parametrize("agent", [GreedyAgent(_margin), MCTSAgent(iterations=40)], ids=["greedy", "mcts"])
def test_a_game_that_reads_actions_from_the_view_saves_samples(toy_game, monkeypatch, agent):
    cls = toy_game.state_cls
    states = toy_positions(toy_game, 2, 6) + toy_positions(toy_game, 2, 6, top=6)
    before = [agent.choose(s.view(s.current_player()), s.current_player(), cls, Rng(i)) for i, s in enumerate(states)]
    drawn = []
    real = cls.from_view.__func__
    monkeypatch.setattr(cls, "from_view", classmethod(lambda c, v, r: drawn.append(1) or real(c, v, r)))
    monkeypatch.setattr(cls, "legal_actions_in_view", classmethod(lambda c, v: _exact_in_view(v)))
    after = [agent.choose(s.view(s.current_player()), s.current_player(), cls, Rng(i)) for i, s in enumerate(states)]
    assert after == before
    forced = [s for s in states if len(s.legal_actions()) == 1]
    assert forced
    drawn.clear()
    for s in forced:
        agent.choose(s.view(s.current_player()), s.current_player(), cls, Rng(0))
    assert not drawn


def test_an_evaluation_reward_and_a_greedy_rollout_plug_into_mcts(toy_game):
    from ludotheque.rules.ai import epsilon_greedy_policy, evaluation_reward, win_reward

    states = toy_positions(toy_game, 2, 8)
    mid, end = states[3], states[-1].clone()
    while not end.is_over():
        end.apply_in_place(end.legal_actions()[0])
    reward = evaluation_reward(_margin, scale=5.0)
    values = reward(mid)
    assert all(0.0 < v < 1.0 for v in values)
    lead = max(range(2), key=lambda p: _margin(mid, p))
    assert values[lead] >= values[1 - lead] and reward(end) == win_reward(end)

    def card(state, action):
        return action.card

    best = epsilon_greedy_policy(card, epsilon=0.0)
    assert best(mid, Rng(1)).card == max(a.card for a in mid.legal_actions())
    anything = epsilon_greedy_policy(card, epsilon=1.0)
    assert {anything(mid, Rng(k)) for k in range(40)} == set(mid.legal_actions())
    agent = MCTSAgent(iterations=60, rollout_depth=2, reward=reward, policy=best)
    for i, state in enumerate(states):
        p = state.current_player()
        assert agent.choose(state.view(p), p, type(state), Rng(i)) in state.legal_actions()
