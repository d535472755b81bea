"""A tiny hidden-hand card game used only by the house's tests.

Each seat holds three cards from a shuffled deck of 1..N; on a turn it plays one card
(scoring its value) and draws a replacement while the deck lasts. After four plays each
(or when the hands run out) the highest total wins. Hands are secret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.rules.ai import GreedyAgent, MCTSAgent
from ludotheque.rules.core import (
    ActionCodec,
    GameConfig,
    GameInfo,
    GameState,
    IllegalAction,
    ModeInfo,
    OptionSpec,
    Rng,
)


@dataclass(frozen=True)
class Play:
    card: int


class ToyState(GameState):
    codec = ActionCodec(Play)

    def __init__(self, config: GameConfig, rng: Rng, hands, deck, scores, turn, played=0) -> None:
        self.config, self.rng = config, rng
        self.hands: list[list[int]] = hands
        self.deck: list[int] = deck
        self.score_list: list[int] = scores
        self.turn = turn
        self.played = played
        self.events = []

    @classmethod
    def new(cls, config: GameConfig) -> ToyState:
        rng = Rng(config.seed)
        top = int(config.options.get("top", 30))
        deck = list(range(1, top + 1))
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in range(config.num_players)]
        state = cls(config, rng, hands, deck, [0] * config.num_players, config.youngest)
        state.emit("toy.log.start")
        return state

    def current_player(self):
        return None if self.is_over() else self.turn

    def legal_actions(self):
        return [Play(c) for c in sorted(set(self.hands[self.turn]))]

    def check_action(self, action):
        if not isinstance(action, Play) or action.card not in self.hands[self.turn]:
            raise IllegalAction("toy.error.not_in_hand", "that card is not in your hand")

    def _apply(self, action: Play) -> None:
        p = self.turn
        self.hands[p].remove(action.card)
        self.score_list[p] += action.card
        self.played += 1
        self.emit("toy.log.play", player=p, card=action.card)
        if self.deck:
            self.hands[p].append(self.deck.pop())
            self.revealed = True
        self.turn = (p + 1) % self.num_players
        for _ in range(self.num_players):
            if self.hands[self.turn]:
                break
            self.turn = (self.turn + 1) % self.num_players

    def is_over(self):
        return not any(self.hands) or self.played >= 4 * self.num_players

    def scores(self):
        return [float(s) for s in self.score_list]

    def view(self, player):
        return {
            "config": self.config.to_json(),
            "hand": sorted(self.hands[player]) if player is not None else None,
            "viewer": player,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "scores": list(self.score_list),
            "turn": self.turn,
            "played": self.played,
        }

    @classmethod
    def from_view(cls, view, rng):
        config = GameConfig.from_json(view["config"])
        top = int(config.options.get("top", 30))
        played_total = sum(view["scores"])
        seen = list(view["hand"] or [])
        unseen = [c for c in range(1, top + 1) if c not in seen]
        # The played cards are unknown individually here; sample from what is left.
        rng.shuffle(unseen)
        hands = []
        for p, size in enumerate(view["hand_sizes"]):
            if p == view["viewer"]:
                hands.append(list(seen))
            else:
                hands.append([unseen.pop() for _ in range(size)])
        deck = [unseen.pop() for _ in range(view["deck_size"])]
        del played_total
        return cls(config, Rng(rng.next64()), hands, deck, list(view["scores"]), view["turn"], view["played"])

    def to_json(self):
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "scores": list(self.score_list),
            "turn": self.turn,
            "played": self.played,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]):
        return cls(
            GameConfig.from_json(data["config"]),
            Rng.from_json(data["rng"]),
            [list(h) for h in data["hands"]],
            list(data["deck"]),
            list(data["scores"]),
            int(data["turn"]),
            int(data["played"]),
        )


def _evaluate(state: GameState, player: int) -> float:
    s = state.scores()
    return s[player] - max(v for i, v in enumerate(s) if i != player)


def make_agent(level: str, player: int):
    if level == "easy":
        return GreedyAgent(_evaluate, noise=6.0)
    if level == "normal":
        return GreedyAgent(_evaluate)
    return MCTSAgent(iterations=200)


TOY = GameInfo(
    id="toy",
    key="toy",
    state_cls=ToyState,
    modes=(ModeInfo("standard", 2, 4, (OptionSpec("top", (6, 30, 40), 30),)),),
    private_information=True,
    make_agent=make_agent,
    undo_allowed=True,
)
