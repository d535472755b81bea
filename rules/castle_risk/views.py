"""What each seat may see, and states rebuilt from it, in plain Python (issue 13).

Who sees what is declared once, in `fields.py`: the board, the track, the piles and the
table are public; hands and hidden-army territories are each seat's own (a count for the
others); the deck's order and the castle chips still face down are counted. The view, the
state's copy and a state rebuilt from a view are derived from that declaration here,
without a JSON round trip; a determinisation fills the hidden parts at clone cost. Saves
and the state's copy are in `persist.py`.

Ownership: a view's public parts are the state's own lists and dicts, read-only (the
session does not change a state after a view is taken, see `view`), but for the pending
data and the attack under way, typed in the state and made plain dicts for each view;
a state built from a view copies what the rules change in place (the declaration says how:
lists and objects one level per list, the rows inside a list and the last battle, only
ever replaced, shared), so one view can seed many states.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.data import EMPIRES, MAP, full_deck
from ludotheque.rules.castle_risk.fields import DECLARED, FIELDS
from ludotheque.rules.castle_risk.persist import blank
from ludotheque.rules.castle_risk.phases import (
    AttackUnderWay,
    Phase,
    attack_from_plain,
    pending_from_plain,
)
from ludotheque.rules.core import Rng
from ludotheque.rules.core.config_cache import config_of
from ludotheque.rules.core.fields import (
    PUBLIC,
    make_copier,
    make_view_filler,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

def shows_private(state: CastleRiskState, player: int) -> bool:
    """Castles, claims and deployment are public while nobody holds a card or hidden
    armies: hot seat needs no pass screen before each claim. The defender's question
    before a battle is public too: his screen shows the board, not his hand."""
    if state.phase == Phase.DEFEND:
        return False
    return state.phase == Phase.HIDDEN or bool(state.hands[player]) or bool(state.hidden[player])


_PUBLIC = tuple(name for name, decl in DECLARED if decl.stored and decl.secrecy == PUBLIC)
# The public fields read from a view (`_public`): a function made from the declaration,
# one line per field.
_fill_public = make_copier(DECLARED, _PUBLIC, read="item")
# A view: the config without its seed, the hand a Spy looks at for the Spy's player only,
# a seat's own hand and hidden armies (how many for the others), the deck and the chips
# still face down counted, the viewer.
_fill_view = make_view_filler(DECLARED)


# The state's own attributes: its declared fields, the config, the generator, the events
# of the last action and the reveal flag. A view is the state's attribute dict copied (one
# C-level copy), its secrets replaced by counts and the generator, events and flag removed.
_ATTRIBUTES = 4 + len(FIELDS)


def view(state: CastleRiskState, player: int | None) -> dict[str, Any]:
    """What `player` sees (None: a spectator): the keys and values of the former
    `to_json`-based view, so agents see exactly what they saw before.

    Built at the cost of one dict copy: the public parts are the state's own lists and
    dicts, read-only. A view is read at once (an agent's decision, a hint) and a
    determinisation copies what it may change; the session's states are not changed after
    a view is taken, except on the lean path of AI-only games, where the view is not kept."""
    view = state.__dict__.copy()
    if len(view) != _ATTRIBUTES:  # an attribute nobody declared: never show it
        view = {k: view[k] for k in FIELDS}
    else:
        del view["rng"], view["events"], view["revealed"]
    _fill_view(view, state, player)
    return view


def _public(cls: type[CastleRiskState], view: dict[str, Any], rng: Rng) -> CastleRiskState:
    """A state holding the view's public fields (copied), private ones still to fill."""
    state = blank(cls, config_of(view["config"]), rng)
    _fill_public(view, state)
    # A view holds the plain forms of the phase (a remote seat's, read from JSON), its
    # pending data and the attack: typed again here.
    phase = state.phase = Phase(state.phase)
    state.pending = pending_from_plain(phase, view["pending"])
    state.attack = attack_from_plain(view["attack"])
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
        elif p == target and spied is not None:  # the Spy's player looks at that hand
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

    The view is read as a state of the game's own class (`read`), whose attributes are the
    view's values (nothing is written to them): other seats' hands and hidden armies are only
    counts there and the config is its JSON, which the legal actions never read (the
    number of players is counted from `alive`). Being of the state's own class keeps the
    rules' attribute look-ups as fast as on the state itself."""
    shell = object.__new__(_SHELLS.get(cls) or _shell_class(cls))  # `read`, inlined: asked on every decision
    shell.__dict__ = view
    return shell.legal_actions()


def read(cls: type[CastleRiskState], view: Mapping[str, Any]) -> CastleRiskState:
    """The view as a read-only state of `cls`: its attributes are the view's own values
    (nothing is copied: never change it); its pending data and attack under way are typed
    from their plain forms when the rules first read them (most decisions never do)."""
    shell = object.__new__(_SHELLS.get(cls) or _shell_class(cls))
    shell.__dict__ = view if type(view) is dict else dict(view)
    return shell


def _typed_pending(state: Any) -> Any:
    """The view's pending data, typed (on every read: a copy of the view to keep it in
    would cost more than the few reads a decision makes)."""
    data = state.__dict__
    pending = data["pending"]
    return pending_from_plain(data["phase"], pending) if pending else None


def _typed_attack(state: Any) -> Any:
    attack = state.__dict__["attack"]
    return None if attack is None else AttackUnderWay.of(attack)


_SHELLS: dict[type[CastleRiskState], type[CastleRiskState]] = {}  # a state class -> its class over a view (made once)


def _shell_class(cls: type[CastleRiskState]) -> type[CastleRiskState]:
    """`cls` whose `pending` and `attack` read the view's plain forms as typed values (read
    only: a property without a setter)."""
    shell = _SHELLS[cls] = type(cls.__name__, (cls,), {
        "__module__": cls.__module__,  # no __slots__: they would slow every attribute read
        "pending": property(_typed_pending), "attack": property(_typed_attack)})
    return shell
