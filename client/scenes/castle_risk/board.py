"""Castle Risk's board: the map, the side panel and the clicks that become actions."""

from __future__ import annotations

import math
from typing import Any

import ludotheque.client.scenes.castle_risk.buttons as buttons
import ludotheque.client.scenes.castle_risk.controls as ctl
import ludotheque.client.scenes.castle_risk.layers as layers
import ludotheque.client.scenes.castle_risk.reading as reading
import ludotheque.rules.castle_risk.actions as A
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.scenes.castle_risk.dice import DiceTray
from ludotheque.client.scenes.castle_risk.mapview import MapView
from ludotheque.client.scenes.castle_risk.motion import Floaters, Travellers
from ludotheque.client.ui.widgets import Button, Slider
from ludotheque.rules.castle_risk.board import MAP


class RiskBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.map = MapView()
        self.dice = DiceTray()
        self.travellers = Travellers()
        self.floaters = Floaters()
        self.selected: str | None = None  # source of an attack or a reoccupation
        self.sea_target: str | None = None  # an Admiral attack waiting for its army count
        self.hover: str | None = None
        self.mouse = (0, 0)
        self.card_tiles: list[tuple[pygame.Rect, str]] = []  # on screen, for the card tooltip
        self.place_amount = 1
        self.stop_at: int | None = None  # "stop at N armies" (None: the attack's default)
        self.slider: int | None = None
        self.slider_widget: Slider | None = None
        self.buttons: list[Button] = []
        self.button_moves: list[tuple[Button, Any]] = []  # each button and the move it plays
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.flash: dict[str, float] = {}
        self.clock = 0.0
        self.panel_rect = self.hand_rect = self.dice_rect = pygame.Rect(0, 0, 0, 0)
        self._built: Any = None
        self._marks: dict[str, str] = {}
        self._marks_key: Any = None
        self._layers_key: Any = None
        self._map_layer = self._panel_layer = pygame.Surface((1, 1))
        self._hand_layer: pygame.Surface | None = None
        self._table: pygame.Surface | None = None
        self._panel_origin = self._hand_origin = (0, 0)
        self.auto_claim: set[int] = set()  # seats that let the AI claim their remaining territories
        self._seen_ply = self.session.ply
        last = self.state.last_battle
        if last:
            self.dice.roll(last, 0.0)

    # --- helpers -------------------------------------------------------------------------
    def name(self, territory: str) -> str:
        """The territory's name, with its forms for sentences ("{target:in}": "à Berlin",
        "en Bavière", "au Danemark")."""
        return self.app.translator.name(f"castle_risk.territory.{territory}")

    def map_group(self, territory: str) -> str:
        return MAP.get(territory).group

    def play(self, action: Any, by_hand: bool = True) -> None:
        """Submit `action`; `by_hand=False` for an answer the board gives by itself (the
        defender's dice by the setting): nobody took the screen for it."""
        why = reading.refusal(self, action) if self.host.can_act() else None
        if why is not None:  # said here: the rules name cards by key, which the host shows raw
            self.host.toast(why)
            self.app.sounds.play("error")
            return
        # (by hand: the plain call every host takes, the replay's read-only one too)
        if self.host.submit(action) if by_hand else self.host.submit(action, by_hand=False):
            self.sea_target = None
            self.slider = None

    def play_unseen(self, action: Any) -> None:
        """A Marshal or hidden armies asked for on a screen the whole table watches: a
        refusal names neither what he lacks nor which of the two (the same quiet sentence
        for both, no error sound), so the table learns no more than it saw him click."""
        if self.host.can_act() and reading.refusal(self, action) is not None:
            self.host.toast(self.app.t("castle_risk.defend_unseen"))
            return
        self.play(action)

    def set_amount(self, n: int) -> None:
        self.place_amount = max(1, n)
        self._built = None

    def start_auto_claim(self) -> None:
        """The viewer's seat claims the rest of its territories with the AI's choices (a
        convenience of the screen: each claim is still one legal action of that seat)."""
        if self.host.can_act() and self.state.phase == "claim":
            self.auto_claim.add(self.host.viewer)
            self._auto_step()

    def _auto_step(self) -> None:
        viewer = self.host.viewer
        if viewer not in self.auto_claim or self.state.phase != "claim" or not self.host.can_act():
            return
        state = self.state
        agent = self.session.info.make_agent("normal", viewer)
        action = agent.choose(state.view(viewer), viewer, type(state), self.session.decision_rng(viewer))
        if not self.host.submit(action):
            self.auto_claim.discard(viewer)  # refused (a tutorial's script): the shortcut stops

    def secrets_viewer(self) -> int | None:
        """Whose hand and hidden armies the screen may show: the viewer's, except on a
        decision the whole table watches (the defender's question) when several humans
        share the screen."""
        viewer = self.host.viewer
        if viewer is None:
            return None
        hot_seat = self.session.info.private_information and len(self.session.humans()) >= 2
        return None if hot_seat and not self.state.shows_private(viewer) else viewer

    def hint_allowed(self) -> bool:
        """Not on the defender's shared screen ("play your Marshal" would show his hand);
        the public setup has no secrets yet, so hints stay there."""
        return self.state.phase != "defend" or self.secrets_viewer() is not None

    def _auto_defend(self) -> None:
        """A human defender is answered at once when there is nothing to choose, or with
        the most dice when the setting asks for it (on a shared screen: always then, so
        the pause shows no card)."""
        if self.state.phase != "defend" or not self.host.can_act() or self.busy():
            return
        legal = self.state.legal_actions()
        dice = [a for a in legal if isinstance(a, A.DefendDice)]
        shared = self.secrets_viewer() is None
        if getattr(self.app.settings, "risk_defender_max", False) and (shared or len(dice) == len(legal)):
            self.play(dice[-1], by_hand=False)
        elif not shared and len(legal) == 1:
            self.play(legal[0], by_hand=False)

    def _auto_let_spy(self) -> None:
        """A Spy the lone human cannot counter (no Spy in hand) is let through at once: a
        question with one answer. With several humans the button stays (after a pass
        screen, answering by itself would leave the player wondering why it was shown);
        a guided game keeps to its script."""
        if self.state.phase != "spy_counter" or not self.host.can_act() or self.busy() or self.host.guided():
            return
        if len(self.session.humans()) == 1 and self.state.legal_actions() == [A.CounterSpy(False)]:
            self.play(A.CounterSpy(False))

    def set_stop(self, n: int) -> None:
        self.stop_at = max(2, n)
        self._built = None

    def nudge(self, step: int, lo: int, hi: int) -> None:
        """− / + beside a slider: one army less or more (no rebuild, the labels follow)."""
        self.slider = max(lo, min(hi, (self.slider if self.slider is not None else hi) + step))
        if self.slider_widget is not None:
            self.slider_widget.value = (self.slider - lo) / max(1, hi - lo)

    def slide(self, value: float, lo: int, hi: int) -> None:
        self.slider = lo + round(value * (hi - lo))

    # --- guides (hints, tutorials) -------------------------------------------------------------
    def guide_button(self) -> Button | None:
        """The button that plays the guided move (a kind of move for the sliders)."""
        g = self.guide
        if g is None:
            return None
        for b, move in self.button_moves:
            if move == g or (isinstance(move, type) and isinstance(g, move)):
                return b
        return None

    def guide_places(self) -> list[str]:
        """The territories to click for the guided move."""
        g = self.guide
        if isinstance(g, A.Attack | A.Reoccupy):
            return [g.source, g.target]
        territory = getattr(g, "territory", None)
        return [territory] if territory in MAP.by_id else []

    def guide_route(self) -> list[tuple[int, int]]:
        """The way from the panel's left edge to the guided button, clear of the other
        buttons: along the gap above its row (beside it when it starts the row). The
        callout's pointer ends at the first point (`guide_rect`); the board draws the rest."""
        button = self.guide_button()
        if button is None:
            return []
        th, r = self.app.theme, button.rect
        edge = self.panel_rect.x - th.px(0.25)
        if r.x <= self.panel_rect.x + 1:  # the first of its row: straight in from the left
            return [(edge, r.centery), (r.x - th.px(0.2), r.centery)]
        gap_y = r.y - th.px(0.25) // 2 - 1
        return [(edge, gap_y), (r.centerx, gap_y), (r.centerx, r.y - th.px(0.2))]

    def guide_rect(self) -> pygame.Rect | None:
        route = self.guide_route()
        if route:  # a button: the pointer comes to the panel's edge, the route goes on
            return pygame.Rect(route[0][0] - 1, route[0][1] - 1, 3, 3)
        places = self.guide_places()
        if not places or not self.map.rect.w:
            return None
        rects = [self.map.territory_rect(t) for t in places]
        return rects[0].unionall(rects[1:]).clip(self.map.rect)

    # --- layout ------------------------------------------------------------------------------
    def toast_area(self) -> pygame.Rect | None:
        """Refusals show over the map, not over the panel the player is reading."""
        return self.map.rect

    def callout_area(self) -> pygame.Rect | None:
        """Callouts stay over the map as well, pointing across at a panel button when the
        move is one: the panel's prompt, players and track stay readable."""
        return self.map.rect if self.map.rect.w else None

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        th = self.app.theme
        pad = th.px(0.5)
        map_w = min(rect.w * 0.66, (rect.h - 2 * pad) * 1.06)
        area = pygame.Rect(rect.x + pad, rect.y + pad, int(map_w), rect.h - 2 * pad)
        self.map.fit(area)
        below = rect.bottom - self.map.rect.bottom - pad
        x = self.map.rect.right + pad
        self.panel_rect = pygame.Rect(x, rect.y + pad, rect.right - x - pad, rect.h - 2 * pad)
        if below >= rect.h * 0.22:
            self.hand_rect = pygame.Rect(self.map.rect.x, self.map.rect.bottom + pad, self.map.rect.w, below - pad)
        else:
            self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self._built = None

    # --- what the viewer may do -------------------------------------------------------------
    def hint(self) -> str:
        return reading.hint(self)

    def status(self) -> str:
        return reading.status(self)

    def clickable(self) -> dict[str, str]:
        """Territories a click would act on now, and how to highlight them (cached: the
        rules are asked once per state, not every frame)."""
        key = (self.session.ply, self.host.viewer, self.host.can_act(), self.selected)
        if self._marks_key != key:
            self._marks = self._clickable() if self.host.can_act() else {}
            self._marks_key = key
        return self._marks

    def _clickable(self) -> dict[str, str]:
        return reading.clickable(self)

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.map.territory_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            t = self.map.territory_at(event.pos)
            if t is not None:
                self.click_territory(t, event.button == 3)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected:
            self.selected = self.sea_target = None
            return True
        return False

    def click_territory(self, t: str, right: bool) -> None:
        if not self.host.can_act():
            return
        s = self.state
        phase = s.phase
        if phase == "castle":
            self.play(A.PlaceCastle(t))
        elif phase == "claim":
            self.play(A.Claim(t))
        elif phase == "hidden":
            self.play(A.ChooseHidden(t))
        elif phase in ("deploy", "place"):
            left = s.pending["batch" if phase == "deploy" else "count"]
            self.play(A.Place(t, left if right else max(1, min(self.place_amount, left))))
        elif phase == "main":
            self._click_main(t, right)
        elif phase == "reoccupy":
            self._click_reoccupy(t)
        self._built = None

    def _click_main(self, t: str, right: bool = False) -> None:
        s = self.state
        if right:  # a right click lets go of the chosen territory
            self.selected = self.sea_target = None
            return
        if self.selected is None or t == self.selected or s.owner[t] == s.actor:
            self.sea_target = None
            self.selected = None if t == self.selected else t
            if self.selected and s.armies[t] < 2:
                self.host.toast(self.app.t("castle_risk.error.too_few"))
                self.selected = None
            return
        land = A.Attack(self.selected, t)
        if ctl.legal(self, land):
            self.play(land)
            return
        sea = A.Attack(self.selected, t, True, s.armies[self.selected] - 1)
        if ctl.legal(self, sea):
            self.sea_target, self.slider = t, None  # the slider starts where the rules advise
            return
        self.host.submit(land)  # refused: the host shows the rules' reason

    def _click_reoccupy(self, t: str) -> None:
        s = self.state
        if s.owner[t] == s.actor:
            self.selected = None if t == self.selected else t
            return
        source = self.selected or max(s.territories_of(s.actor), key=lambda x: s.armies[x])
        self.play(A.Reoccupy(source, t))

    # --- animation -----------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        battles = [e.params for e in events if e.key == "castle_risk.log.battle"]
        if battles and before.attack:  # an "until done" run shows its total losses once
            self._losses(before.attack, {k: sum(b[k] for b in battles)
                                         for k in ("attacker_losses", "defender_losses")})
        if battles:
            self.dice.roll(after.last_battle, self.app.settings.anim_time(0.45))
            self.app.sounds.play("dice")
        for e in events:
            self._animate(e, before)
            if e.key in ("castle_risk.log.conquer", "castle_risk.log.reveal", "castle_risk.log.castle"):
                t = e.params.get("territory_key", "").rsplit(".", 1)[-1]
                self.flash[t] = self.app.settings.anim_time(0.3)
            if e.key in ("castle_risk.log.place", "castle_risk.log.claim"):
                self.app.sounds.play("block_soft")
            if e.key == "castle_risk.log.draw":
                self.app.sounds.play("card")
        if after.phase not in ("main", "reoccupy") or after.actor != before.actor:
            self.selected = None
            self.sea_target = None
        if after.phase != before.phase:
            self.slider = None
        if after.attack is not None and (before.attack is None or before.attack["source"] != after.attack["source"]
                                         or before.attack["target"] != after.attack["target"]):
            self.stop_at = None  # a new attack: "stop at" starts again from its default
        self._built = None

    def _animate(self, event, before) -> None:
        """A token for armies that move: from the source, or dropping from above; losses
        and gains rise from the badges."""
        p = event.params
        where = p.get("territory_key", "").rsplit(".", 1)[-1]
        if where not in self.map.anchors or "player" not in p:
            return
        end = self.map.anchors[where]
        colour = self.app.seat_colour(self.session, p["player"])
        seconds = self.app.settings.anim_time(0.28)
        if event.key == "castle_risk.log.move_in" and before.attack:
            start = self.map.anchors[before.attack["source"]]
        elif event.key == "castle_risk.log.reoccupy":
            start = self.map.anchors[p["source_key"].rsplit(".", 1)[-1]]
        elif event.key in ("castle_risk.log.place", "castle_risk.log.claim", "castle_risk.log.reveal"):
            start = (end[0], end[1] - self.app.theme.px(2.5))
            self.floaters.add(end, f"+{p.get('count', 1)}", (170, 240, 150), self.app.settings.anim_time(0.7))
        else:
            return
        self.travellers.add(start, end, colour, str(p.get("count", 1)), seconds)

    def _losses(self, attack: dict, p: dict) -> None:
        seconds = self.app.settings.anim_time(0.7)
        for where, lost in ((attack["source"], p["attacker_losses"]), (attack["target"], p["defender_losses"])):
            if lost and where in self.map.anchors:  # (no anchors before the first layout)
                self.floaters.add(self.map.anchors[where], f"−{lost}", (255, 120, 100), seconds)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.dice.update(dt)
        self.travellers.update(dt)
        self.floaters.update(dt)
        self.flash = {t: v - dt for t, v in self.flash.items() if v - dt > 0}
        if self.session.ply < self._seen_ply or self.state.phase != "claim":
            self.auto_claim.clear()  # an undo takes the shortcut back too
        self._seen_ply = self.session.ply
        if self.auto_claim and not self.travellers.moving:
            self._auto_step()
        self._auto_defend()
        self._auto_let_spy()
        if self.host.pass_to is not None:  # the next player has not pointed at anything yet
            self.hover = None
            self.mouse = (-1, -1)  # nor at a card
        key = (self.session.ply, self.host.viewer, self.host.can_act(), self.selected, self.sea_target)
        if key != self._built:
            self._build_buttons()
            self._built = key

    def busy(self) -> bool:
        return self.dice.rolling or self.travellers.moving

    # --- the side panel's buttons and the drawing (buttons.py, layers.py) ---------------------
    def _build_buttons(self) -> None:
        buttons.build(self)

    def draw(self, surface: pygame.Surface) -> None:
        layers.paint(self, surface)

    def pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 5.0)


def create_board(host) -> RiskBoard:
    return RiskBoard(host)

