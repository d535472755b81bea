"""What the screen says, in words: the panel's title and hint, the cards in play, the
odds of an attack. Read from the view model (`screen.Screen`) alone."""

from __future__ import annotations

from typing import Any

from ludotheque.client.scenes.castle_risk.screen import Screen
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.rules.castle_risk.phases import Phase, Placing

# The status keys of the setup's phases.
SETUP_STATUS = {Phase.CASTLE: "setup_castle", Phase.CLAIM: "setup_claim", Phase.DEPLOY: "setup_deploy",
                Phase.HIDDEN: "setup_hidden"}


def hint(words: Words, screen: Screen) -> str:
    t = words.t
    if screen.over:  # under the title "Game over": how it ended
        if screen.stalemate:
            return t("results.stalemate_title")
        if len(screen.winners) == 1:
            return t("log.winner", player=words.seat(screen.winners[0]))
        return t("status.over")
    if not screen.can_act:
        return t("hint.wait", player=words.seat(screen.current))
    phase: str = screen.phase
    if phase == Phase.MAIN and screen.picked.selected:
        return t("hint.target")
    if phase in (Phase.DEPLOY, Phase.PLACE):
        return castle_warning(words, screen) or t("hint.place")
    if phase == Phase.DEFEND and screen.secrets is None:
        phase = "defend_public"  # a shared screen: the hint cannot know his cards
    return t("hint." + phase)


def castle_warning(words: Words, screen: Screen) -> str | None:
    """While placing armies: a word when more enemy armies are within reach of the
    player's castle than it holds; a new player can lose it on the next turn without
    seeing it coming."""
    threat = screen.castle_threat
    if threat is None:
        return None
    return words.t("warn.castle_weak", territory=words.place(threat.territory), n=threat.armies,
                   enemies=threat.enemies)


def status(words: Words, screen: Screen) -> str:
    t = words.t
    if screen.over:
        return t("status.over")
    p, phase = screen.current, screen.phase
    params: dict[str, Any] = {"player": words.seat(p), "turn": screen.turn_no}
    if phase == Phase.CASTLE:
        params["empire"] = t(f"empire.{screen.empire}")
    elif isinstance(screen.pending, Placing):
        params["count"] = screen.pending.count
    if screen.attack:
        params["source"] = words.place(screen.attack.source)
        params["target"] = words.place(screen.attack.target)
    key = SETUP_STATUS.get(phase, str(phase))
    if not screen.can_act and words.app.translator.has(f"castle_risk.status.their.{key}"):
        key = "their." + key  # another's decision (an AI's, a replay's): said of them, not "your"
    return t(f"status.{key}", **params)


def in_play(words: Words, screen: Screen, p: int) -> list[str]:
    """What seat `p` has in play on the table: the armies aboard his Admiral, his General
    or his Marshal (each +1 to the best die while the sheet keeps it)."""
    return [words.t(f"panel.in_play_{c.card}", n=c.count) if c.count is not None else words.t(f"panel.in_play_{c.card}")
            for c in screen.in_play[p]]


def percent(p: float) -> str:
    """A chance in whole percent, never rounded to a certainty it is not."""
    if 0 < p < 0.005:
        return "<1"
    if 0.995 < p < 1:
        return ">99"
    return str(round(100 * p))


def odds_text(words: Words, screen: Screen, source: str, target: str) -> str | None:
    """The chance of taking `target` by attacking from `source` to the end (the rules'
    one odds function, as the hint and the panel's buttons say it), with the viewer's
    General too when he holds one that is not in play yet."""
    chances = screen.chances(source, target)
    if chances is None:
        return None
    p, q = chances
    name = words.place(target)
    if q is not None and screen.secrets is not None:
        return words.t("tip.odds_general", target=name, p=percent(p), q=percent(q))
    return words.t("tip.odds", target=name, p=percent(p))
