"""What an applied action sets moving on the Castle Risk screen: the dice tumbling,
army tokens travelling, losses and gains rising from the badges, territories flashing,
and the sounds. The part owns all of them."""

from __future__ import annotations

import math
from typing import Any

import pygame
from ludotheque.client.audio import sounds_of
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_risk.cues import LOG_SOUNDS
from ludotheque.client.scenes.castle_risk.dice import DiceTray
from ludotheque.client.scenes.castle_risk.mapview import MapView, badge_radius
from ludotheque.client.scenes.castle_risk.motion import Floaters, Travellers
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.client.ui.motion import Timers
from ludotheque.rules.castle_risk.phases import AttackUnderWay, Battle

FLASHED = ("castle_risk.log.conquer", "castle_risk.log.reveal", "castle_risk.log.castle")


def _where(params: dict[str, Any], key: str = "territory_key") -> str:
    return params.get(key, "").rsplit(".", 1)[-1]


class Effects:
    def __init__(self, battle: Battle | None) -> None:
        self.dice = DiceTray()
        self.travellers = Travellers()
        self.floaters = Floaters()
        self.flash: Timers[str] = Timers()
        self.clock = 0.0
        if battle is not None:
            self.dice.roll(battle, 0.0)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.dice.update(dt)
        self.travellers.update(dt)
        self.floaters.update(dt)
        self.flash.tick(dt)

    def busy(self) -> bool:
        return self.dice.rolling or self.travellers.moving

    def pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 5.0)

    def on_events(self, events: list[Any], attack: AttackUnderWay | None, battle: Battle | None, view: MapView,
                  words: Words) -> None:
        """Events of an action: `attack` the one under way before it, `battle` the last
        one after it."""
        app = words.app
        battles = [e.params for e in events if e.key == "castle_risk.log.battle"]
        if battles and attack:  # an "until done" run shows its total losses once
            self._losses(attack, view, app, {k: sum(b[k] for b in battles)
                                             for k in ("attacker_losses", "defender_losses")})
        if battles:
            self.dice.roll(battle, app.settings.anim_time(0.45))
        for sound in sounds_of(events, LOG_SOUNDS):
            app.sounds.play(sound)
        for e in events:
            self._animate(e, attack, view, words)
            if e.key in FLASHED:
                self.flash.start(_where(e.params), app.settings.anim_time(0.3))

    def _animate(self, event: Any, attack: AttackUnderWay | None, view: MapView, words: Words) -> None:
        """A token for armies that move: from the source, or dropping from above; losses
        and gains rise from the badges."""
        p, app = event.params, words.app
        where = _where(p)
        if where not in view.anchors or "player" not in p:
            return
        end = view.anchors[where]
        colour = words.colour(p["player"])
        seconds = app.settings.anim_time(0.28)
        if event.key == "castle_risk.log.move_in" and attack:
            start = view.anchors[attack.source]
        elif event.key == "castle_risk.log.reoccupy":
            start = view.anchors[_where(p, "source_key")]
        elif event.key in ("castle_risk.log.place", "castle_risk.log.claim", "castle_risk.log.reveal"):
            start = (end[0], end[1] - app.theme.px(2.5))
            self.floaters.add(end, f"+{p.get('count', 1)}", named("gain_floater", "castle_risk"), app.settings.anim_time(0.7))
        else:
            return
        self.travellers.add(start, end, colour, str(p.get("count", 1)), seconds)

    def _losses(self, attack: AttackUnderWay, view: MapView, app: Any, p: dict[str, int]) -> None:
        seconds = app.settings.anim_time(0.7)
        for where, lost in ((attack.source, p["attacker_losses"]), (attack.target, p["defender_losses"])):
            if lost and where in view.anchors:  # (no anchors before the first layout)
                self.floaters.add(view.anchors[where], f"−{lost}", named("loss_floater", "castle_risk"), seconds)

    def draw_moving(self, surface: pygame.Surface, view: MapView, th: Any) -> None:
        self.travellers.draw(surface, th, badge_radius(view, th))
        self.floaters.draw(surface, th)
