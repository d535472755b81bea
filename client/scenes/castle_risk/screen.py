"""Castle Risk's view model: what the screen shows and what a click does, described from
the seat's own view, its legal actions and the UI's selection, nothing else.

`describe` is a pure function: painters draw the `Screen` it returns, input maps a
click to an action through it (`Screen.click`), tests read it. The rules answer every
question (`rules.castle_risk.asks`): nothing here re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import ludotheque.rules.castle_risk.actions as A
import ludotheque.rules.castle_risk.asks as asks
from ludotheque.client.game.clicks import Play
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.odds import battle_odds, defence_odds
from ludotheque.rules.castle_risk.phases import (
    AttackUnderWay,
    Battle,
    Pending,
    Phase,
    Spying,
    attack_of,
    battle_of,
    pending_of,
    phase_of,
)
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.core.fields import View


@dataclass(frozen=True)
class Picked:
    """The UI's own selection: the source of an attack or a reoccupation, and an Admiral
    attack's target waiting for its army count."""

    selected: str | None = None
    sea_target: str | None = None


@dataclass(frozen=True)
class PlayerLine:
    """One seat in the panel: what it holds, in figures."""

    seat: int
    alive: bool
    territories: int
    armies: int
    cards: int
    castles: int
    income: int
    truce: bool  # at truce with the player whose turn it is
    current: bool


@dataclass(frozen=True)
class InPlay:
    """A card a seat has in play: the Admiral (with the armies aboard), General, Marshal."""

    card: str
    count: int | None = None


@dataclass(frozen=True)
class Secrets:
    """What the screen may show of one seat's secrets: hand, hidden armies, a spied hand."""

    seat: int
    hand: tuple[str, ...]
    hidden: tuple[str, ...]  # territories, sorted, once each
    spied: tuple[str, ...] | None = None
    spied_seat: int | None = None


# What a click on a territory does.
@dataclass(frozen=True)
class Select:
    picked: Picked


@dataclass(frozen=True)
class Refuse:
    error: IllegalAction
    sound: bool = True


Click = Play | Select | Refuse | None


@dataclass(frozen=True)
class Screen:
    phase: Phase
    over: bool
    stalemate: bool
    winners: tuple[int, ...]
    current: int | None  # who decides (None: the game is over)
    actor: int  # who decides now (the defender, a Spy's target...)
    player: int  # whose turn it is
    turn_no: int
    empire: str | None  # the castle chip of the seat placing its castle
    owner: Mapping[str, int]
    armies: Mapping[str, int]
    castles: frozenset[str]  # territories holding a standing castle
    castle_keeper: Mapping[str, int]
    attack: AttackUnderWay | None
    pending: Pending
    battle: Battle | None
    players: tuple[PlayerLine, ...]
    in_play: tuple[tuple[InPlay, ...], ...]  # per seat
    track: int
    deck: int
    hidden_value: int
    next_track: int | None
    secrets: Secrets | None  # None: a screen the whole table may see
    can_act: bool
    legal: tuple[Any, ...]
    picked: Picked
    marks: Mapping[str, str]  # territory -> "place", "source", "target", "sea", "selected"
    castle_threat: asks.CastleThreat | None
    odds: Mapping[str, float] = field(default_factory=dict)  # the battle buttons' chances
    defence: Mapping[int, float] = field(default_factory=dict)  # white dice -> keeping chance
    advice: int | None = None  # where this decision's slider or "stop at" starts
    view: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    # --- questions a frame asks on the fly (hover) ----------------------------------------
    def chances(self, source: str, target: str) -> tuple[float, float | None] | None:
        return asks.attack_chances(self.view, source, target)

    def refusal(self, action: Any) -> IllegalAction | None:
        return asks.refusal(self.view, action) if self.can_act else None

    def placing_left(self) -> int:
        return self.pending.count

    def range(self) -> tuple[int, int]:
        """The slider's bounds: armies moving in, or aboard the Admiral."""
        if self.phase == Phase.MOVE_IN:
            return asks.move_in_range(self.view)
        return asks.admiral_range(self.view, self.picked.selected)

    # --- input -----------------------------------------------------------------------------
    def click(self, territory: str, right: bool, amount: int) -> Click:
        """What a click on `territory` does (`right`: the right button; `amount`: the
        armies chosen for placing)."""
        if not self.can_act:
            return None
        phase = self.phase
        if phase == Phase.CASTLE:
            return Play(A.PlaceCastle(territory))
        if phase == Phase.CLAIM:
            return Play(A.Claim(territory))
        if phase == Phase.HIDDEN:
            return Play(A.ChooseHidden(territory))
        if phase in (Phase.DEPLOY, Phase.PLACE):
            left = self.placing_left()
            return Play(A.Place(territory, left if right else max(1, min(amount, left))))
        if phase == Phase.MAIN:
            return self._click_main(territory, right)
        if phase == Phase.REOCCUPY:
            return self._click_reoccupy(territory)
        return None

    def _click_main(self, t: str, right: bool) -> Click:
        selected = self.picked.selected
        if right:  # a right click lets go of the chosen territory
            return Select(Picked())
        if selected is None or t == selected or self.owner[t] == self.actor:
            if t == selected:
                return Select(Picked())
            why = asks.source_refusal(self.view, t)  # (said at once, without the error sound)
            return Select(Picked(t)) if why is None else Refuse(why, sound=False)
        attack = asks.attack_for(self.view, selected, t)
        if attack is None:  # refused: the rules say why, of the attack by land
            return Refuse(asks.refusal(self.view, A.Attack(selected, t)))
        if attack.by_sea:  # the count is chosen on the slider
            return Select(Picked(selected, t))
        return Play(attack)

    def _click_reoccupy(self, t: str) -> Click:
        if self.owner[t] == self.actor:
            return Select(Picked(None if t == self.picked.selected else t))
        return Play(asks.reoccupy_for(self.view, self.picked.selected, t))


def describe(view: View | Mapping[str, Any], legal: list[Any] | tuple[Any, ...], picked: Picked, *, can_act: bool,
             secrets: int | None) -> Screen:
    """The screen for a seat's `view` (its typed View, `session.view_model`, the object a
    remote seat receives; or its JSON form, which the rules' readers take): `legal` its
    legal actions (empty when it may not act), `picked` the UI's selection, `secrets`
    whose hand the screen may show."""
    if isinstance(view, View):
        view = view.to_wire()
    state = asks.read(view)  # a read-only state over the view, for the rules' questions
    phase = phase_of(view)
    attack, pending = attack_of(view), pending_of(view)
    n = state.num_players
    current = state.current_player()
    castle_keeper = {t: k for t in MAP.ids if (k := asks.castle_owner(state, t)) is not None}
    players = tuple(
        PlayerLine(p, state.alive[p], len(terr := asks.territories_of(state, p)), sum(view["armies"][t] for t in terr),
                   _count(view["hands"][p]), asks.chips_held(state, p), asks.income(state, p),
                   view["player"] != p and asks.at_truce(state, view["player"], p), p == current)
        for p in range(n))
    legal = tuple(legal) if can_act else ()
    picked = picked if can_act else Picked()
    threat = asks.castle_threat(view) if can_act and phase in (Phase.DEPLOY, Phase.PLACE) else None
    screen = Screen(
        phase=phase, over=state.over, stalemate=state.stalemate,
        winners=tuple(state.winners()) if state.over else (),
        current=current, actor=view["actor"], player=view["player"], turn_no=view["turn_no"],
        empire=view["chip_of"][current] if phase == Phase.CASTLE and current is not None else None,
        owner=MappingProxyType(dict(view["owner"])), armies=MappingProxyType(dict(view["armies"])),
        castles=frozenset(castle_keeper), castle_keeper=MappingProxyType(castle_keeper),
        attack=attack, pending=pending, battle=battle_of(view), players=players,
        in_play=tuple(_in_play(view, attack, p) for p in range(n)),
        track=view["track"], deck=_count(view["deck"]), hidden_value=asks.hidden_value(state),
        next_track=asks.next_track_value(state), secrets=_secrets(view, pending, secrets),
        can_act=can_act, legal=legal, picked=picked, marks=MappingProxyType(_marks(view, phase, legal, picked)),
        castle_threat=threat, view=MappingProxyType(view))
    return _with_odds(screen, state) if can_act else screen


def _count(held: Any) -> int:
    return held if isinstance(held, int) else len(held)


def _in_play(view: Mapping[str, Any], attack: AttackUnderWay | None, p: int) -> tuple[InPlay, ...]:
    out = []
    if attack is not None and attack.by_sea and view["player"] == p:
        out.append(InPlay("admiral", attack.committed))
    out += [InPlay(card) for card in ("general", "marshal") if [p, card] in view["table"]]
    return tuple(out)


def _secrets(view: Mapping[str, Any], pending: Pending, seat: int | None) -> Secrets | None:
    if seat is None or view.get("viewer") != seat:
        return None
    spied = pending if isinstance(pending, Spying) and pending.spy == seat and pending.spied_hand else None
    return Secrets(seat, tuple(view["hands"][seat]), tuple(sorted(set(view["hidden"][seat]))),
                   spied.spied_hand if spied else None, spied.target if spied else None)


def _marks(view: Mapping[str, Any], phase: Phase, legal: tuple[Any, ...], picked: Picked) -> dict[str, str]:
    """Territories a click would act on now, and how to highlight them."""
    if not legal:
        return {}
    if phase in (Phase.CASTLE, Phase.CLAIM, Phase.HIDDEN, Phase.DEPLOY, Phase.PLACE):
        return {a.territory: "place" for a in legal if isinstance(a, A.PlaceCastle | A.Claim | A.ChooseHidden | A.Place)}
    out: dict[str, str] = {}
    if phase == Phase.MAIN:
        if picked.selected:
            out[picked.selected] = "source"
            for target, by_sea in asks.attack_targets(legal, picked.selected).items():
                out.setdefault(target, "sea" if by_sea else "target")
        else:
            out = {t: "source" for t in asks.attack_sources(legal)}
    elif phase == Phase.REOCCUPY:
        options = asks.reoccupy_options(view)
        out = {t: "target" for t in options.targets}
        out.update({t: "source" for t in options.sources if t != picked.selected})
        if picked.selected:
            out[picked.selected] = "selected"
    return out


def _with_odds(screen: Screen, state: Any) -> Screen:
    """The chances the decision's buttons show, and where its slider starts."""
    from dataclasses import replace

    view = screen.view
    if screen.phase == Phase.BATTLE:
        return replace(screen, odds={"blitz": battle_odds(state), "general": battle_odds(state, general=True)},
                       advice=asks.stop_advice(view))
    if screen.phase == Phase.DEFEND:
        return replace(screen, defence=defence_odds(state))
    if screen.phase == Phase.MOVE_IN:
        return replace(screen, advice=asks.move_in_advice(view))
    if screen.phase == Phase.MAIN and screen.picked.selected and screen.picked.sea_target:
        return replace(screen, advice=asks.admiral_advice(view, screen.picked.selected))
    return screen


__all__ = ["EMPTY", "Click", "InPlay", "Picked", "Play", "PlayerLine", "Refuse", "Screen", "Secrets", "Select",
           "describe"]
