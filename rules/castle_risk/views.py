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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.data import CARD_KINDS, EMPIRES, MAP, RULES, full_deck
from ludotheque.rules.castle_risk.phases import Phase
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.config_cache import config_of, view_config
from ludotheque.rules.core.fields import (
    CONFIG,
    COUNT,
    PER_SEAT,
    SEATS,
    VIEWER,
    Either,
    EnumOf,
    Flag,
    Int,
    ListOf,
    MapOf,
    Maybe,
    PerSeat,
    Record,
    Row,
    Seat,
    Text,
    View,
    shown,
)
from ludotheque.rules.core.wire import WireError

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


def typed_pending(pending: dict[str, Any]) -> dict[str, Any]:
    """The pending data with the phase a Spy interrupted as a `Phase` (read from JSON, it
    is a plain string): a copy where it changes, the same dict otherwise."""
    back = pending.get("resume")
    if back is not None and type(back.get("phase")) is str:
        return {**pending, "resume": {**back, "phase": Phase(back["phase"])}}
    return pending


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
    # A view read from JSON (a remote seat's) holds the phase's value: typed again here.
    state.phase, state.player, state.actor = Phase(view["phase"]), view["player"], view["actor"]
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
    state.pending = typed_pending(_pending(view["pending"]))
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


# --- the typed view (issue 30): the same keys and values, declared once -----------------
MAX_ARMIES = 10_000  # on a territory or in a reserve (as a save is checked)
MAX_CARDS = 200
_CARD = Text(CARD_KINDS)
_TERRITORY = Text(MAP.ids)
_COUNT = Maybe(Int(0, MAX_ARMIES))
_FLAG_OR_COUNT = Maybe(Either((bool, Flag()), (int, Int(0, MAX_ARMIES))))
_PENDING_KEYS = {
    "first": Maybe(Seat()), "last": Maybe(Seat()), "spy": Maybe(Seat()), "target": Maybe(Seat()),
    "batch": _COUNT, "count": _COUNT, "min": _COUNT, "max": _COUNT, "dice": _COUNT, "blitz": _COUNT,
    "voluntary": _FLAG_OR_COUNT, "marshal": _FLAG_OR_COUNT, "general": _FLAG_OR_COUNT,
    "reason": Maybe(Text(most=40)), "phase": Maybe(Text(most=40)), "source": Maybe(Text(most=40)),
    "spied_hand": Maybe(ListOf(_CARD, most=60)),
}
_RESUMED = Record({}, _PENDING_KEYS)  # a spy's resume holds no resume of its own
PENDING = Record({}, {**_PENDING_KEYS, "resume": Maybe(Record({}, {
    "phase": Text(p.value for p in Phase), "pending": _RESUMED, "actor": Seat(), "player": Seat()}))})
ATTACK = Record({"source": _TERRITORY, "target": _TERRITORY, "defender": Seat(nobody=True), "by_sea": Flag(),
                 "committed": Int(0, MAX_ARMIES), "dice": Int(0, 3), "castle_loser": Maybe(Seat())})
_DICE = ListOf(Int(1, 6), most=3)
BATTLE = Record({"attack": _DICE, "defence": _DICE, "general": Flag(), "marshal": Flag(),
                 "attacker_losses": Int(0, 3), "defender_losses": Int(0, 3)},
                {"source": _TERRITORY, "target": _TERRITORY})


def _pending_shown(state: CastleRiskState, player: int | None) -> dict[str, Any]:
    """The pending data, the hand a Spy looks at shown to the Spy's player only."""
    pending = state.pending
    if "spied_hand" in pending and pending.get("spy") != player:
        return {k: v for k, v in pending.items() if k != "spied_hand"}
    return pending


@dataclass(frozen=True)
class CastleRiskView(View):
    """What a seat sees: the board, the track, the piles and the table; its own hand and
    hidden armies (how many for the others); how many chips and cards are face down."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    phase: Phase = shown(EnumOf(Phase))
    player: int = shown(Seat())
    actor: int = shown(Seat())
    owner: Mapping[str, int] = shown(MapOf(_TERRITORY, Seat(nobody=True), keys=MAP.ids))
    armies: Mapping[str, int] = shown(MapOf(_TERRITORY, Int(0, MAX_ARMIES), keys=MAP.ids))
    chip_of: tuple[str | None, ...] = shown(ListOf(Maybe(Text(EMPIRES)), length=SEATS))
    castle_at: tuple[str | None, ...] = shown(ListOf(Maybe(_TERRITORY), length=SEATS))
    captured: tuple[tuple[int | str, ...], ...] = shown(ListOf(ListOf(Either(
        (int, Seat()), (str, Text((*EMPIRES, *MAP.ids)))), most=6), length=SEATS))
    alive: tuple[bool, ...] = shown(ListOf(Flag(), length=SEATS))
    reserve: tuple[int, ...] = shown(ListOf(Int(0, MAX_ARMIES), length=SEATS))
    discard: tuple[str, ...] = shown(ListOf(_CARD, most=MAX_CARDS))
    track: int = shown(Int(0, len(RULES.track)))
    table: tuple[tuple[int, str], ...] = shown(ListOf(Row(Seat(), _CARD), most=MAX_CARDS))
    truces: tuple[tuple[int, int], ...] = shown(ListOf(Row(Seat(), Seat()), most=36))
    turn_no: int = shown(Int(0, 1_000_000))
    attacked: bool = shown(Flag())
    pending: Mapping[str, Any] = shown(PENDING, source=_pending_shown)
    attack: Mapping[str, Any] | None = shown(Maybe(ATTACK))
    last_battle: Mapping[str, Any] | None = shown(Maybe(BATTLE))
    diplomats_out: bool = shown(Flag())
    shrink_pending: bool = shown(Flag())
    over: bool = shown(Flag())
    stalemate: bool = shown(Flag())
    chips: int = shown(Int(0, len(EMPIRES)), COUNT)
    hidden: tuple[tuple[str, ...] | int, ...] = shown(
        PerSeat(ListOf(_TERRITORY, most=len(RULES.track) + 8), most=len(RULES.track) + 8), PER_SEAT)
    hands: tuple[tuple[str, ...] | int, ...] = shown(PerSeat(ListOf(_CARD, most=60), most=60), PER_SEAT)
    deck: int = shown(Int(0, MAX_CARDS), COUNT)
    viewer: int | None = shown(Maybe(Seat()), VIEWER)

    def check(self) -> None:
        if len(self.alive) != self.config["num_players"]:
            raise WireError("the view's seats and its config disagree")
        if "spied_hand" in self.pending and self.pending.get("spy") != self.viewer:
            raise WireError("a spied hand shown to another seat than the Spy's")
