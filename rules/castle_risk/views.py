"""What each seat may see, and states rebuilt from it, in plain Python (issue 13).

A view is built field by field from the state (no JSON round trip): the board, the
track, the piles and the table are public; hands, the deck's order, the castle chips
still face down and hidden-army territories are private (each seat sees its own). A
determinisation fills the hidden parts at clone cost. Saves keep `to_json`/`from_json`.

Ownership: a view holds its own copies of what the rules change in place (the state may
change after it is taken); the config and the last battle, which are only ever replaced,
are shared and read-only. A state built from a view copies what it may change, so one
view can seed many states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.data import EMPIRES, MAP, full_deck
from ludotheque.rules.castle_risk.phases import Phase
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.config_cache import config_of, view_config

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

def shows_private(state: CastleRiskState, player: int) -> bool:
    """Castles, claims and deployment are public while nobody holds a card or hidden
    armies: hot seat needs no pass screen before each claim. The defender's question
    before a battle is public too: his screen shows the board, not his hand."""
    if state.phase == Phase.DEFEND:
        return False
    return state.phase == Phase.HIDDEN or bool(state.hands[player]) or bool(state.hidden[player])


def _pending(pending: dict[str, Any]) -> dict[str, Any]:
    # Its values are numbers, flags and one list that is replaced, never changed.
    return dict(pending)


def copy_board(src: CastleRiskState, dst: CastleRiskState) -> None:
    """Every public field of `src` into `dst`, copied where the rules change it in place
    (table and truce entries and `last_battle` are only ever replaced, so are shared)."""
    dst.phase, dst.player, dst.actor = src.phase, src.player, src.actor
    dst.owner = dict(src.owner)
    dst.armies = dict(src.armies)
    dst.chip_of = list(src.chip_of)
    dst.castle_at = list(src.castle_at)
    dst.captured = [list(c) for c in src.captured]
    dst.alive = list(src.alive)
    dst.reserve = list(src.reserve)
    dst.discard = list(src.discard)
    dst.track = src.track
    dst.table = list(src.table)
    dst.truces = list(src.truces)
    dst.turn_no = src.turn_no
    dst.attacked = src.attacked
    dst.pending = _pending(src.pending)
    dst.attack = None if src.attack is None else dict(src.attack)
    dst.last_battle = src.last_battle
    dst.diplomats_out = src.diplomats_out
    dst.shrink_pending = src.shrink_pending
    dst.over = src.over
    dst.stalemate = src.stalemate


def clone(state: CastleRiskState) -> CastleRiskState:
    new = _blank(type(state), state.config, Rng(state.rng.state))
    new.revealed = state.revealed
    copy_board(state, new)
    new.chips = list(state.chips)
    new.hidden = [list(h) for h in state.hidden]
    new.hands = [list(h) for h in state.hands]
    new.deck = list(state.deck)
    return new


def _blank(cls: type[CastleRiskState], config: GameConfig, rng: Rng) -> CastleRiskState:
    """A state object with no fields yet (skips __init__, which builds a fresh board)."""
    state = object.__new__(cls)
    state.config, state.rng, state.events, state.revealed = config, rng, [], False
    return state


# The state's own attributes: the public fields, the generator, the events of the last
# action and the reveal flag. A view is the state's attribute dict copied (one C-level
# copy), its secrets replaced by counts and the three others removed.
_ATTRIBUTES = 4 + 27


def view(state: CastleRiskState, player: int | None) -> dict[str, Any]:
    """What `player` sees (None: a spectator): the keys and values of the former
    `to_json`-based view, so agents see exactly what they saw before.

    Built at the cost of one dict copy: the public parts are the state's own lists and
    dicts, read-only. A view is read at once (an agent's decision, a hint) and a
    determinisation copies what it may change; the session's states are not changed after
    a view is taken, except on the lean path of AI-only games, where the view is not kept."""
    view = state.__dict__.copy()
    if len(view) != _ATTRIBUTES:  # an attribute nobody listed: never show it
        view = {k: view[k] for k in state.FIELDS}
    else:
        del view["rng"], view["events"], view["revealed"]
    view["config"] = view_config(state.config)
    pending = state.pending
    if "spied_hand" in pending and pending.get("spy") != player:
        view["pending"] = {k: v for k, v in pending.items() if k != "spied_hand"}
    hidden, hands = state.hidden, state.hands
    seen_hidden, seen_hands = list(map(len, hidden)), list(map(len, hands))
    if player is not None:
        seen_hidden[player], seen_hands[player] = hidden[player], hands[player]
    view["hidden"], view["hands"] = seen_hidden, seen_hands
    view["chips"] = len(state.chips)  # castle chips still face down (setup)
    view["deck"] = len(state.deck)
    view["viewer"] = player
    return view


def _public(cls: type[CastleRiskState], view: dict[str, Any], rng: Rng) -> CastleRiskState:
    """A state holding the view's public fields (copied), private ones still to fill."""
    state = _blank(cls, config_of(view["config"]), rng)
    state.phase, state.player, state.actor = view["phase"], view["player"], view["actor"]
    state.owner = dict(view["owner"])
    state.armies = dict(view["armies"])
    state.chip_of = list(view["chip_of"])
    state.castle_at = list(view["castle_at"])
    state.captured = [list(c) for c in view["captured"]]
    state.alive = list(view["alive"])
    state.reserve = list(view["reserve"])
    state.discard = list(view["discard"])
    state.track = view["track"]
    state.table = [list(e) for e in view["table"]]
    state.truces = [list(t) for t in view["truces"]]
    state.turn_no, state.attacked = view["turn_no"], view["attacked"]
    state.pending = _pending(view["pending"])
    state.attack = None if view["attack"] is None else dict(view["attack"])
    state.last_battle = view["last_battle"]  # never changed in place
    state.diplomats_out, state.shrink_pending = view["diplomats_out"], view["shrink_pending"]
    state.over, state.stalemate = view["over"], view["stalemate"]
    return state


def _spied(view: dict[str, Any]) -> tuple[list[str] | None, int | None]:
    """The hand a Spy's player is looking at, and whose it is (if the viewer is looking)."""
    pending = view["pending"]
    spied = pending.get("spied_hand") if pending else None
    return spied, (pending.get("target") if spied is not None else None)


def from_view(cls: type[CastleRiskState], view: dict[str, Any], rng: Rng) -> CastleRiskState:
    """Fill what the viewer cannot see: other hands and the deck from the unseen cards,
    other players' hidden armies on random territories without a castle, the chips still
    face down from the unused empires. (The draws are those of the former version, in
    the same order, so a seed gives the same determinisation.)"""
    viewer = view["viewer"]
    unseen = full_deck(view["config"]["num_players"])
    known = [c for h in view["hands"] if isinstance(h, list) for c in h]
    known += view["discard"] + [card for _, card in view["table"]]
    known += ["reinforcement"] * view["track"]
    spied, target = _spied(view)
    if spied is not None and not isinstance(view["hands"][target], list):
        known += spied
    for card in known:
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = []
    for p, h in enumerate(view["hands"]):
        if isinstance(h, list):
            hands.append(list(h))
        elif p == target:
            hands.append(list(spied))
        else:
            hands.append([unseen.pop() for _ in range(h)])
    castle_at = view["castle_at"]
    no_castle = [t for t in MAP.ids if t not in castle_at]
    hidden = [list(h) if p == viewer else [rng.choice(no_castle) for _ in range(h)]
              for p, h in enumerate(view["hidden"])]
    free = [e for e in EMPIRES if e not in view["chip_of"]]
    rng.shuffle(free)
    state = _public(cls, view, Rng(rng.next64()))
    # Once dealt, the deck is every card nobody can see; before that (castles, claims,
    # deployment, hidden armies) there is no deck yet: the setup deals it afterwards.
    state.hands, state.deck, state.hidden = hands, unseen[: view["deck"]], hidden
    state.chips = free[: view["chips"]]
    return state


def legal_actions_in_view(cls: type[CastleRiskState], view: dict[str, Any]) -> list[Any]:
    """The legal actions of the seat to move, read from its own view without sampling:
    they depend only on the board, that seat's hand and hidden armies, and the hand a
    Spy shows it. Same list, same order as a determinisation's.

    The view is read as a state of the game's own class, whose attributes are the view
    itself (nothing is written to it): other seats' hands and hidden armies are only
    counts there and the config is its JSON, which the legal actions never read (the
    number of players is counted from `alive`). Being of the state's own class keeps the
    rules' attribute look-ups as fast as on the state itself."""
    shell = object.__new__(cls)
    shell.__dict__ = view
    return shell.legal_actions()
