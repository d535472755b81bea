"""What the state means for the viewer: the panel's title and hint, and which territories
a click would act on (asked from the rules' legal actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk.ai import STYLES
from ludotheque.rules.castle_risk.board import EMPTY, MAP
from ludotheque.rules.castle_risk.tactics import Planner
from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_risk.board import RiskBoard


def hint(board: RiskBoard) -> str:
    s, t = board.state, board.app.t
    if s.is_over():  # under the title "Game over": how it ended
        if s.stalemate:
            return t("castle_risk.results.stalemate_title")
        winners = s.winners()
        if len(winners) == 1:
            return t("castle_risk.log.winner", player=board.app.seat_name(board.session, winners[0]))
        return t("castle_risk.status.over")
    if not board.host.can_act():
        return t("castle_risk.hint.wait", player=board.app.seat_name(board.session, s.current_player()))
    phase = s.phase
    if phase == "main" and board.selected:
        return t("castle_risk.hint.target")
    if phase in ("deploy", "place"):
        return castle_warning(board) or t("castle_risk.hint.place")
    if phase == "defend" and board.secrets_viewer() is None:
        phase = "defend_public"  # a shared screen: the hint cannot know his cards
    return t("castle_risk.hint." + phase)


def castle_warning(board: RiskBoard) -> str | None:
    """While placing armies: a word when more enemy armies are within reach of the
    player's castle (by land, or by sea with an Admiral: the rules' own measures) than
    it holds; a new player can lose it on the next turn without seeing it coming."""
    s, p = board.state, board.state.actor
    castle = s.castle_at[p]
    if castle is None or s.owner[castle] != p:
        return None
    plan = Planner(s, p, STYLES["normal"])
    enemies = plan.threat(castle) + plan.sea_threat(castle)
    if enemies <= s.armies[castle]:
        return None
    return board.app.t("castle_risk.warn.castle_weak", territory=board.name(castle), n=s.armies[castle],
                       enemies=enemies)


def in_play(board: RiskBoard, p: int) -> list[str]:
    """What seat `p` has in play on the table: the armies aboard his Admiral, his General
    or his Marshal (each +1 to the best die while the sheet keeps it)."""
    s, t = board.state, board.app.t
    out = []
    if s.attack is not None and s.attack["by_sea"] and s.player == p:
        out.append(t("castle_risk.panel.in_play_admiral", n=s.attack["committed"]))
    for card in ("general", "marshal"):
        if [p, card] in s.table:
            out.append(t(f"castle_risk.panel.in_play_{card}"))
    return out


def _plan(board: RiskBoard) -> Planner:
    return Planner(board.state, board.state.actor, STYLES["normal"])


def move_in_default(board: RiskBoard) -> int:
    """Where the move-in slider starts: the AI's advice (as the hint gives it), which
    keeps a guard on the player's castle instead of leaving it one army."""
    return _plan(board).on_move_in().count


def admiral_default(board: RiskBoard, source: str) -> int:
    """Where the Admiral's slider starts: every army but one, but from the player's
    castle every army but its guard (the AI's measure)."""
    s = board.state
    top = s.armies[source] - 1
    if source != s.castle_at[s.actor]:
        return top
    return max(1, min(top, s.armies[source] - max(1, _plan(board).guard_needed())))


def stop_default(board: RiskBoard) -> int:
    """Where "Stop at N armies" starts for a new attack: 2, or from the player's castle
    its guard (the AI's measure)."""
    s = board.state
    if s.attack is None or s.attack["source"] != s.castle_at[s.actor]:
        return 2
    return max(2, _plan(board).guard_needed())


def status(board: RiskBoard) -> str:
    s, t = board.state, board.app.t
    if s.is_over():
        return t("castle_risk.status.over")
    p, phase = s.current_player(), s.phase
    params: dict[str, Any] = {"player": board.app.seat_name(board.session, p), "turn": s.turn_no}
    if phase == "castle":
        params["empire"] = t(f"castle_risk.empire.{s.chip_of[p]}")
    elif phase == "deploy":
        params["count"] = s.pending["batch"]
    elif phase == "place":
        params["count"] = s.pending["count"]
    if s.attack:
        params["source"] = board.name(s.attack["source"])
        params["target"] = board.name(s.attack["target"])
    key = {"castle": "setup_castle", "claim": "setup_claim", "deploy": "setup_deploy",
           "hidden": "setup_hidden"}.get(phase, phase)
    if not board.host.can_act() and board.app.translator.has(f"castle_risk.status.their.{key}"):
        key = "their." + key  # another's decision (an AI's, a replay's): said of them, not "your"
    return t(f"castle_risk.status.{key}", **params)


def clickable(board: RiskBoard) -> dict[str, str]:
    """Territories a click would act on now, and how to highlight them."""
    s, out = board.state, {}
    phase = s.phase
    if phase in ("castle", "claim", "hidden"):
        for a in s.legal_actions():
            out[a.territory] = "place"
    elif phase in ("deploy", "place"):
        out = {t: "place" for t in s.territories_of(s.actor)}
    elif phase == "main":
        attacks = [a for a in s.legal_actions() if isinstance(a, A.Attack)]
        if board.selected:
            out[board.selected] = "source"
            for a in attacks:
                if a.source == board.selected:
                    out.setdefault(a.target, "sea" if a.by_sea else "target")
        else:
            out = {a.source: "source" for a in attacks}
    elif phase == "reoccupy":
        out = {t: "target" for t in MAP.ids if s.owner[t] == EMPTY}
        out.update({t: "source" for t in s.territories_of(s.actor) if s.armies[t] >= 2 and t != board.selected})
        if board.selected:
            out[board.selected] = "selected"
    return out


def percent(p: float) -> str:
    """A chance in whole percent, never rounded to a certainty it is not."""
    if 0 < p < 0.005:
        return "<1"
    if 0.995 < p < 1:
        return ">99"
    return str(round(100 * p))


def odds_text(board: RiskBoard, source: str, target: str) -> str | None:
    """The chance of taking `target` by attacking from `source` to the end (by land, or
    by sea with every army but one on the Admiral), from the rules' one odds function,
    as the hint and the panel's buttons say it; with the viewer's General too when he
    holds one that is not in play yet."""
    from ludotheque.rules.castle_risk.odds import attack_odds

    s = board.state
    spare = s.armies[source] - 1
    for attack in (A.Attack(source, target), A.Attack(source, target, True, max(1, spare))):
        try:
            s.check_action(attack)
        except IllegalAction:
            continue
        armies = attack.armies if attack.by_sea else None
        p = attack_odds(s, source, target, armies)
        name = board.name(target)
        viewer = board.secrets_viewer()
        if viewer == s.player and "general" in s.hands[viewer] and [viewer, "general"] not in s.table:
            q = attack_odds(s, source, target, armies, general=True)
            return board.app.t("castle_risk.tip.odds_general", target=name, p=percent(p), q=percent(q))
        return board.app.t("castle_risk.tip.odds", target=name, p=percent(p))
    return None


def refusal(board: RiskBoard, action: Any) -> str | None:
    """Why the rules refuse `action` now, as a sentence (card and territory names in the
    reader's language: the rules name them by key), or None when they accept it."""
    try:
        board.state.check_action(action)
    except IllegalAction as err:
        app, session = board.app, board.session
        if not app.translator.has(err.key):
            return err.message

        def seat_name(i: int) -> str:
            return app.seat_name(session, i) if 0 <= i < len(session.seats) else str(i)
        return app.translator.event_text(err.key, err.params, seat_name)
    return None
