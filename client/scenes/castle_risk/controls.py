"""The buttons of the side panel for the current decision. Every button is made from a
legal action the rules list (or an answer of theirs the view model holds), so the
screen never re-derives a rule. A button queues its move in the outbox; the board plays
it in its update."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ludotheque.rules.castle_risk.actions as A
from ludotheque.client.scenes.castle_risk.outbox import AutoClaim, Move, Outbox
from ludotheque.client.scenes.castle_risk.screen import Screen
from ludotheque.client.scenes.castle_risk.selection import Selection
from ludotheque.client.scenes.castle_risk.texts import percent
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.rules.castle_risk.phases import Phase


@dataclass
class Control:
    label: str | Callable[[], str]
    action: Callable[[], Any] | None  # None: a label between its − and + buttons
    style: str = "secondary"
    wide: bool = False  # takes a whole row
    slider: tuple[int, int] | None = None  # a slider row over [low, high] (the selection's count)
    per_row: int = 5  # the most buttons its row holds (long labels want fewer)

    @property
    def small(self) -> bool:
        return self.label in ("−", "+")


@dataclass(frozen=True)
class Asks:
    """What the controls read and where their clicks go."""

    screen: Screen
    words: Words
    sel: Selection
    out: Outbox
    guided: bool  # a tutorial asks for each move itself


def controls(k: Asks) -> list[Control]:
    """What the viewer can do now, as buttons."""
    if not k.screen.can_act:
        return []
    maker = MAKERS.get(k.screen.phase)
    return maker(k) if maker else []


def _submit(k: Asks, action: Any, unseen: bool = False) -> Callable[[], Any]:
    def submit() -> None:
        k.out.put(Move(action, unseen=unseen))

    submit.move = action  # what the button plays: a guide (hint, tutorial) lights it
    return submit


def _spy(k: Asks, a: A.PlaySpy) -> Control:
    return Control(f"{k.words.t('card.spy')} → {k.words.seat(a.target)}", _submit(k, a), per_row=2)


def _spies(k: Asks) -> list[Control]:
    """A Spy may be played at any time of the turn: one button per opponent."""
    return [_spy(k, a) for a in k.screen.legal if isinstance(a, A.PlaySpy)]


def _amount_row(k: Asks) -> list[Control]:
    left = k.screen.placing_left()
    n = max(1, min(k.sel.place_amount, left))
    return [
        Control("−", lambda: k.sel.set_amount(n - 1)),
        Control(k.words.t("button.place_n", n=n), None),
        Control("+", lambda: k.sel.set_amount(n + 1)),
        Control(k.words.t("button.all", n=left), lambda: k.sel.set_amount(left)),
    ]


def _claim(k: Asks) -> list[Control]:
    if k.guided:
        return []
    return [Control(k.words.t("button.auto_claim"), lambda: k.out.put(AutoClaim()), wide=True)]


def _deploy(k: Asks) -> list[Control]:
    return _amount_row(k)


def _place(k: Asks) -> list[Control]:
    return _amount_row(k) + _spies(k)


def _main(k: Asks) -> list[Control]:
    s, t = k.screen, k.words.t
    out: list[Control] = []
    for a in s.legal:
        if isinstance(a, A.PlayReinforcement):
            out.append(Control(f"{t('card.reinforcement')} (+{s.next_track})", _submit(k, a), "primary", True))
        elif isinstance(a, A.PlaySpy):
            out.append(_spy(k, a))
        elif isinstance(a, A.PlayDiplomat):
            out.append(Control(f"{t('card.diplomat')} → {k.words.seat(a.target)}", _submit(k, a), per_row=2))
        elif isinstance(a, A.RevealHidden):
            label = t("button.reveal", n=s.hidden_value) + " · " + k.words.place(a.territory)
            out.append(Control(label, _submit(k, a), wide=True))
    if s.picked.sea_target and s.picked.selected:
        out += _admiral(k)
    out.append(Control(t("button.end_attacks"), _submit(k, A.EndAttacks()), "danger", True))
    return out


def _slider_row(k: Asks, label: Callable[[int], str], make: Callable[[int], Any]) -> list[Control]:
    """A slider over the decision's range, starting where the rules advise, − and + for
    single steps, and the button that acts."""
    lo, hi = k.screen.range()
    sel = k.sel
    sel.count(lo, hi, k.screen.advice)
    value = lambda: sel.count(lo, hi, k.screen.advice)  # noqa: E731 - read when drawn or clicked

    def submit() -> None:
        k.out.put(Move(make(value())))

    submit.move = make  # a kind of move (any count): a guide of that kind lights it
    return [
        Control("", None, wide=True, slider=(lo, hi)),
        Control("−", lambda: sel.nudge(-1, lo, hi)),
        Control(lambda: label(value()), submit, "primary"),
        Control("+", lambda: sel.nudge(1, lo, hi)),
    ]


def _admiral(k: Asks) -> list[Control]:
    src, dst = k.screen.picked.selected, k.screen.picked.sea_target
    return _slider_row(k, lambda n: k.words.t("button.admiral") + f" · {n}", lambda n: A.Attack(src, dst, True, n))


def _battle(k: Asks) -> list[Control]:
    s, t = k.screen, k.words.t
    out: list[Control] = []
    for a in s.legal:
        if isinstance(a, A.Roll):
            out.append(Control(t("button.roll", n=a.dice), _submit(k, a), "primary"))
        elif isinstance(a, A.PlayGeneral):
            out.append(Control(t("button.general", p=percent(s.odds["general"])), _submit(k, a), wide=True))
        elif isinstance(a, A.Retreat):
            out.append(Control(t("button.retreat"), _submit(k, a), "danger", True))
        elif isinstance(a, A.RevealHidden):
            out.append(Control(t("button.reveal", n=s.hidden_value), _submit(k, a), wide=True))
    out.append(Control(t("button.blitz", p=percent(s.odds["blitz"])), _submit(k, A.Blitz(1)), "primary", True))
    out += _spies(k)
    if not s.attack.by_sea:
        armies = s.armies[s.attack.source]
        stop = max(2, min(k.sel.stop(s.advice), armies - 1)) if armies > 2 else 2
        if s.refusal(A.Blitz(stop)) is None:
            out += [
                Control("−", lambda: k.sel.set_stop(stop - 1)),
                Control(t("button.blitz_stop", n=stop), _submit(k, A.Blitz(stop)), "primary"),
                Control("+", lambda: k.sel.set_stop(stop + 1)),
            ]
    return out


def _defend(k: Asks) -> list[Control]:
    """Two quick buttons, each with the chance of keeping the territory; the Marshal and
    hidden armies when the viewer has them (always, on a screen the whole table sees, so
    their presence shows no card, nor a refusal what he lacks)."""
    s, t = k.screen, k.words.t
    out = []
    for a in s.legal:
        if isinstance(a, A.DefendDice):
            key = "button.defend_one" if a.dice == 1 else "button.defend_two"
            out.append(Control(t(key, p=percent(s.defence[a.dice])), _submit(k, a), "primary"))
    public = s.secrets is None
    for action, key in ((A.PlayMarshal(), "button.marshal"), (A.RevealHidden(s.attack.target), "button.defend_reveal")):
        if public:  # always there, and refused without a word on what he lacks
            out.append(Control(t(key), _submit(k, action, unseen=True), wide=True))
        elif action in s.legal:
            out.append(Control(t(key), _submit(k, action), wide=True))
    return out


def _move_in(k: Asks) -> list[Control]:
    return _slider_row(k, lambda n: k.words.t("button.move", n=n), A.MoveIn)


def _reoccupy(k: Asks) -> list[Control]:
    if A.StopReoccupy() in k.screen.legal:
        return [Control(k.words.t("button.stop_reoccupy"), _submit(k, A.StopReoccupy()), "danger", True)]
    return []


def _spy_counter(k: Asks) -> list[Control]:
    out = [Control(k.words.t("button.let_spy"), _submit(k, A.CounterSpy(False)), wide=True)]
    if A.CounterSpy(True) in k.screen.legal:
        out.insert(0, Control(k.words.t("button.counter_spy"), _submit(k, A.CounterSpy(True)), "primary", True))
    return out


def _spy_pick(k: Asks) -> list[Control]:
    return [Control(k.words.t(f"card.{a.card}"), _submit(k, a), "primary") for a in k.screen.legal]


MAKERS: dict[Phase, Callable[[Asks], list[Control]]] = {
    Phase.CLAIM: _claim, Phase.DEPLOY: _deploy, Phase.PLACE: _place, Phase.MAIN: _main, Phase.BATTLE: _battle,
    Phase.DEFEND: _defend, Phase.MOVE_IN: _move_in, Phase.REOCCUPY: _reoccupy, Phase.SPY_COUNTER: _spy_counter,
    Phase.SPY_PICK: _spy_pick,
}
