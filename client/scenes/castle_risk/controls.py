"""The buttons of the side panel for the current decision. Every button is made from a
legal action the rules list (or checks), so the screen never re-derives a rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import ludotheque.client.scenes.castle_risk.reading as reading
import ludotheque.rules.castle_risk.actions as A
from ludotheque.client.scenes.castle_risk.reading import percent
from ludotheque.rules.castle_risk.odds import battle_odds, defence_odds
from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_risk.board import RiskBoard


@dataclass
class Control:
    label: str | Callable[[], str]
    action: Callable[[], Any] | None  # None: a label between its − and + buttons
    style: str = "secondary"
    wide: bool = False  # takes a whole row
    slider: tuple[int, int] | None = None  # a slider row over [low, high] (board.slider)
    per_row: int = 5  # the most buttons its row holds (long labels want fewer)

    @property
    def small(self) -> bool:
        return self.label in ("−", "+")


def legal(board: RiskBoard, action: Any) -> bool:
    try:
        board.state.check_action(action)
    except IllegalAction:
        return False
    return True


def controls(board: RiskBoard) -> list[Control]:
    """What the viewer can do now, as buttons."""
    if not board.host.can_act():
        return []
    phase = board.state.phase
    maker = globals().get("_" + phase)
    return maker(board) if maker else []


def _t(board: RiskBoard, key: str, **params: Any) -> str:
    return board.app.t("castle_risk." + key, **params)


def _submit(board: RiskBoard, action: Any, play: Callable[[Any], None] | None = None) -> Callable[[], Any]:
    def submit() -> None:
        (play or board.play)(action)

    submit.move = action  # what the button plays: a guide (hint, tutorial) lights it
    return submit


def _spy(board: RiskBoard, a: A.PlaySpy) -> Control:
    name = board.app.seat_name(board.session, a.target)
    return Control(f"{_t(board, 'card.spy')} → {name}", _submit(board, a), per_row=2)


def _spies(board: RiskBoard) -> list[Control]:
    """A Spy may be played at any time of the turn: one button per opponent."""
    return [_spy(board, a) for a in board.state.legal_actions() if isinstance(a, A.PlaySpy)]


def _amount_row(board: RiskBoard, left: int) -> list[Control]:
    n = max(1, min(board.place_amount, left))
    return [
        Control("−", lambda: board.set_amount(n - 1)),
        Control(_t(board, "button.place_n", n=n), None),
        Control("+", lambda: board.set_amount(n + 1)),
        Control(_t(board, "button.all", n=left), lambda: board.set_amount(left)),
    ]


def _claim(board: RiskBoard) -> list[Control]:
    if board.host.guided():  # a tutorial asks for each claim itself
        return []
    return [Control(_t(board, "button.auto_claim"), board.start_auto_claim, wide=True)]


def _deploy(board: RiskBoard) -> list[Control]:
    return _amount_row(board, board.state.pending["batch"])


def _place(board: RiskBoard) -> list[Control]:
    return _amount_row(board, board.state.pending["count"]) + _spies(board)


def _main(board: RiskBoard) -> list[Control]:
    s = board.state
    out: list[Control] = []
    names = board.app.seat_name
    for a in s.legal_actions():
        if isinstance(a, A.PlayReinforcement):
            out.append(Control(f"{_t(board, 'card.reinforcement')} (+{s.next_track_value()})",
                               _submit(board, a), "primary", True))
        elif isinstance(a, A.PlaySpy):
            out.append(_spy(board, a))
        elif isinstance(a, A.PlayDiplomat):
            out.append(Control(f"{_t(board, 'card.diplomat')} → {names(board.session, a.target)}",
                               _submit(board, a), per_row=2))
        elif isinstance(a, A.RevealHidden):
            label = _t(board, "button.reveal", n=s.hidden_value()) + " · " + board.name(a.territory)
            out.append(Control(label, _submit(board, a), wide=True))
    if board.sea_target and board.selected:
        out += _admiral(board)
    out.append(Control(_t(board, "button.end_attacks"), _submit(board, A.EndAttacks()), "danger", True))
    return out


def _slider_row(board: RiskBoard, lo: int, hi: int, label: Callable[[int], str],
                make: Callable[[int], Any], default: Callable[[], int]) -> list[Control]:
    """A slider over [lo, hi], starting at `default()`, − and + for single steps, and
    the button that acts."""
    if board.slider is None:
        board.slider = max(lo, min(hi, default()))
    value = lambda: max(lo, min(board.slider, hi))  # noqa: E731 - read when drawn or clicked

    def submit() -> None:
        board.play(make(value()))

    submit.move = make  # a kind of move (any count): a guide of that kind lights it
    return [
        Control("", None, wide=True, slider=(lo, hi)),
        Control("−", lambda: board.nudge(-1, lo, hi)),
        Control(lambda: label(value()), submit, "primary"),
        Control("+", lambda: board.nudge(1, lo, hi)),
    ]


def _admiral(board: RiskBoard) -> list[Control]:
    src, dst = board.selected, board.sea_target
    top = board.state.armies[src] - 1
    return _slider_row(board, 1, top, lambda n: _t(board, "button.admiral") + f" · {n}",
                       lambda n: A.Attack(src, dst, True, n), lambda: reading.admiral_default(board, src))


def _battle(board: RiskBoard) -> list[Control]:
    s = board.state
    out: list[Control] = []
    for a in s.legal_actions():
        if isinstance(a, A.Roll):
            out.append(Control(_t(board, "button.roll", n=a.dice), _submit(board, a), "primary"))
        elif isinstance(a, A.PlayGeneral):
            p = percent(battle_odds(s, general=True))
            out.append(Control(_t(board, "button.general", p=p), _submit(board, a), wide=True))
        elif isinstance(a, A.Retreat):
            out.append(Control(_t(board, "button.retreat"), _submit(board, a), "danger", True))
        elif isinstance(a, A.RevealHidden):
            out.append(Control(_t(board, "button.reveal", n=s.hidden_value()), _submit(board, a), wide=True))
    blitz = _t(board, "button.blitz", p=percent(battle_odds(s)))
    out.append(Control(blitz, _submit(board, A.Blitz(1)), "primary", True))
    out += _spies(board)
    if not s.attack["by_sea"]:
        src = s.attack["source"]
        if board.stop_at is None:  # a new attack: not the last one's figure
            board.stop_at = reading.stop_default(board)
        stop = max(2, min(board.stop_at, s.armies[src] - 1)) if s.armies[src] > 2 else 2
        if legal(board, A.Blitz(stop)):
            out += [
                Control("−", lambda: board.set_stop(stop - 1)),
                Control(_t(board, "button.blitz_stop", n=stop), _submit(board, A.Blitz(stop)), "primary"),
                Control("+", lambda: board.set_stop(stop + 1)),
            ]
    return out


def _defend(board: RiskBoard) -> list[Control]:
    """Two quick buttons, each with the chance of keeping the territory; the Marshal and
    hidden armies when the viewer has them (always, on a screen the whole table sees, so
    their presence shows no card, nor a refusal what he lacks)."""
    s = board.state
    legal = s.legal_actions()
    odds = defence_odds(s)
    out = []
    for a in legal:
        if isinstance(a, A.DefendDice):
            key = "button.defend_one" if a.dice == 1 else "button.defend_two"
            out.append(Control(_t(board, key, p=percent(odds[a.dice])), _submit(board, a), "primary"))
    public = board.secrets_viewer() is None
    for action, key in ((A.PlayMarshal(), "button.marshal"), (A.RevealHidden(s.attack["target"]), "button.defend_reveal")):
        if public:  # always there, and refused without a word on what he lacks
            out.append(Control(_t(board, key), _submit(board, action, board.play_unseen), wide=True))
        elif action in legal:
            out.append(Control(_t(board, key), _submit(board, action), wide=True))
    return out


def _move_in(board: RiskBoard) -> list[Control]:
    lo, hi = board.state.pending["min"], board.state.pending["max"]
    return _slider_row(board, lo, hi, lambda n: _t(board, "button.move", n=n), A.MoveIn,
                       lambda: reading.move_in_default(board))


def _reoccupy(board: RiskBoard) -> list[Control]:
    if legal(board, A.StopReoccupy()):
        return [Control(_t(board, "button.stop_reoccupy"), _submit(board, A.StopReoccupy()), "danger", True)]
    return []


def _spy_counter(board: RiskBoard) -> list[Control]:
    out = [Control(_t(board, "button.let_spy"), _submit(board, A.CounterSpy(False)), wide=True)]
    if legal(board, A.CounterSpy(True)):
        out.insert(0, Control(_t(board, "button.counter_spy"), _submit(board, A.CounterSpy(True)), "primary", True))
    return out


def _spy_pick(board: RiskBoard) -> list[Control]:
    return [Control(_t(board, f"card.{a.card}"), _submit(board, a), "primary")
            for a in board.state.legal_actions()]
