"""The buttons of the side panel for the current decision. Every button is made from a
legal action the rules list (or checks), so the screen never re-derives a rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.castle_risk import actions as A
from rules.core import IllegalAction

if TYPE_CHECKING:
    from client.scenes.castle_risk.board import RiskBoard


@dataclass
class Control:
    label: str
    action: Callable[[], Any] | None  # None: a label between its − and + buttons
    style: str = "secondary"
    wide: bool = False  # takes a whole row


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


def _submit(board: RiskBoard, action: Any) -> Callable[[], Any]:
    return lambda: board.play(action)


def _amount_row(board: RiskBoard, left: int) -> list[Control]:
    n = max(1, min(board.place_amount, left))
    return [
        Control("−", lambda: board.set_amount(n - 1)),
        Control(_t(board, "button.place_n", n=n), None),
        Control("+", lambda: board.set_amount(n + 1)),
        Control(_t(board, "button.all", n=left), lambda: board.set_amount(left)),
    ]


def _deploy(board: RiskBoard) -> list[Control]:
    return _amount_row(board, board.state.pending["batch"])


def _place(board: RiskBoard) -> list[Control]:
    return _amount_row(board, board.state.pending["count"])


def _main(board: RiskBoard) -> list[Control]:
    s = board.state
    out: list[Control] = []
    names = board.app.seat_name
    for a in s.legal_actions():
        if isinstance(a, A.PlayReinforcement):
            out.append(Control(f"{_t(board, 'card.reinforcement')} (+{s.next_track_value()})",
                               _submit(board, a), "primary"))
        elif isinstance(a, A.PlaySpy):
            out.append(Control(f"{_t(board, 'card.spy')} → {names(board.session, a.target)}", _submit(board, a)))
        elif isinstance(a, A.PlayDiplomat):
            out.append(Control(f"{_t(board, 'card.diplomat')} → {names(board.session, a.target)}", _submit(board, a)))
        elif isinstance(a, A.RevealHidden):
            label = _t(board, "button.reveal", n=s.hidden_value()) + " · " + board.name(a.territory)
            out.append(Control(label, _submit(board, a), wide=True))
    if board.sea_target and board.selected:
        out += _admiral(board)
    out.append(Control(_t(board, "button.end_attacks"), _submit(board, A.EndAttacks()), "danger", True))
    return out


def _admiral(board: RiskBoard) -> list[Control]:
    top = board.state.armies[board.selected] - 1
    n = max(1, min(board.slider or top, top))
    attack = A.Attack(board.selected, board.sea_target, True, n)
    return [
        Control("−", lambda: board.set_slider(n - 1, top)),
        Control(_t(board, "button.admiral") + f" · {n}", _submit(board, attack), "primary"),
        Control("+", lambda: board.set_slider(n + 1, top)),
    ]


def _battle(board: RiskBoard) -> list[Control]:
    s = board.state
    out: list[Control] = []
    for a in s.legal_actions():
        if isinstance(a, A.Roll):
            out.append(Control(_t(board, "button.roll", n=a.dice), _submit(board, a), "primary"))
        elif isinstance(a, A.PlayGeneral):
            out.append(Control(_t(board, "button.general"), _submit(board, a)))
        elif isinstance(a, A.Retreat):
            out.append(Control(_t(board, "button.retreat"), _submit(board, a), "danger"))
        elif isinstance(a, A.RevealHidden):
            out.append(Control(_t(board, "button.reveal", n=s.hidden_value()), _submit(board, a), wide=True))
    out.append(Control(_t(board, "button.blitz"), _submit(board, A.Blitz(1)), "primary", True))
    if not s.attack["by_sea"]:
        src = s.attack["source"]
        stop = max(2, min(board.stop_at, s.armies[src] - 1)) if s.armies[src] > 2 else 2
        if legal(board, A.Blitz(stop)):
            out += [
                Control("−", lambda: board.set_stop(stop - 1)),
                Control(_t(board, "button.blitz_stop", n=stop), _submit(board, A.Blitz(stop)), "primary"),
                Control("+", lambda: board.set_stop(stop + 1)),
            ]
    return out


def _defend(board: RiskBoard) -> list[Control]:
    out = []
    for a in board.state.legal_actions():
        parts = []
        if a.marshal:
            parts.append(_t(board, "button.marshal"))
        if a.reveal:
            parts.append(_t(board, "button.defend_reveal"))
        label = " + ".join(parts) if parts else _t(board, "button.defend")
        out.append(Control(label, _submit(board, a), "primary" if parts else "secondary", True))
    return out


def _move_in(board: RiskBoard) -> list[Control]:
    lo, hi = board.state.pending["min"], board.state.pending["max"]
    n = max(lo, min(board.slider if board.slider is not None else hi, hi))
    return [
        Control("−", lambda: board.set_slider(n - 1, hi, lo)),
        Control(_t(board, "button.move", n=n), _submit(board, A.MoveIn(n)), "primary"),
        Control("+", lambda: board.set_slider(n + 1, hi, lo)),
        Control(f"{lo}", lambda: board.set_slider(lo, hi, lo)),
        Control(f"{hi}", lambda: board.set_slider(hi, hi, lo)),
    ]


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
