"""What each seat of Crack Word may see, and states rebuilt from it.

The table (the rows, the points piles, the discard) is public; a seat sees its own hand
and only how many cards the others hold, how many are left in each pile and how many were
set aside at the DERNIÈRE MAIN. A view never holds the generator nor the seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.crack_word.cards import unseen_faces
from ludotheque.rules.crack_word.legal import legal_plays

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def view(state: CrackWordState, player: int | None) -> dict[str, Any]:
    """Built directly from the state, at copy cost: cards stay the state's own tuples
    (immutable), so only the lists holding them are copied."""
    return {
        "config": view_config(state.config),  # never the seed: it deals the game again
        "rows": [list(row) for row in state.rows],
        "points": [list(pile) for pile in state.points],
        "discard": list(state.discard),
        "turn": state.turn,
        "last_hand": state.last_hand,
        "passed": list(state.passed),
        "finished_by": state.finished_by,
        "over": state.over,
        "viewer": player,
        "hand": sorted(state.hands[player]) if player is not None else None,
        "hand_sizes": [len(h) for h in state.hands],
        "pile_sizes": [len(p) for p in state.piles],
        "set_aside_sizes": [len(s) for s in state.set_aside],
    }


def from_view(cls: type[CrackWordState], view: dict[str, Any], rng: Rng) -> CrackWordState:
    """Deal every unseen card of each colour at random into that seat's hidden places."""
    state = cls(GameConfig.from_json(view["config"]), Rng(rng.next64()))
    state.rows = [[tuple(c) for c in row] for row in view["rows"]]
    state.points = [[tuple(c) for c in pile] for pile in view["points"]]
    state.discard = [tuple(c) for c in view["discard"]]
    state.turn = view["turn"]
    state.last_hand = view["last_hand"]
    state.passed = list(view["passed"])
    state.finished_by = view["finished_by"]
    state.over = view["over"]
    viewer = view["viewer"]
    if viewer is not None:
        state.hands[viewer] = list(view["hand"])
    for p, unseen in enumerate(unseen_faces(view, state.language)):
        rng.shuffle(unseen)
        if p != viewer:
            state.hands[p] = [unseen.pop() for _ in range(view["hand_sizes"][p])]
        state.piles[p] = [unseen.pop() for _ in range(view["pile_sizes"][p])]
        state.set_aside[p] = unseen
    return state


def legal_actions_in_view(cls: type[CrackWordState], view: dict[str, Any]) -> list[Any]:
    """Exact from the mover's own view: a play needs only his hand and the table (another
    seat's view: a determinisation's, as the protocol's default)."""
    if view["over"]:
        return []
    p = view["turn"]
    if view["viewer"] != p:
        return from_view(cls, view, Rng(0)).legal_actions()
    options = view["config"]["options"]
    return legal_plays(view["hand"], view["rows"], p, str(options.get("language", "fr")),
                       options.get("placement", "right") == "either",
                       view["last_hand"] is not None)
