"""Castle Risk's board: a small coordinator over parts that own their data.

The screen is described by the view model (`screen.describe`) from the viewer's own view,
its legal actions and the UI's selection; painters draw that description and clicks go
through it. The parts: `Selection` (the UI's choices), `PanelButtons` (the panel's
widgets), `Layers` (the cached pictures), `Effects` (dice, tokens, flashes), `MapView`
(the map on screen), `Outbox` (moves asked for, played in `update`) and `AutoClaim`;
`RiskInput` (input.py) turns events into moves over them. None of them imports this module.
"""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.castle_risk.markers as markers
import ludotheque.client.scenes.castle_risk.panel as panel
import ludotheque.client.scenes.castle_risk.texts as texts
import ludotheque.rules.castle_risk.actions as A
import ludotheque.rules.castle_risk.asks as asks
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.game.viewcache import ViewCache
from ludotheque.client.scenes.castle_risk.autoclaim import AutoClaim
from ludotheque.client.scenes.castle_risk.buttons import PanelButtons
from ludotheque.client.scenes.castle_risk.controls import Asks
from ludotheque.client.scenes.castle_risk.effects import Effects
from ludotheque.client.scenes.castle_risk.input import RiskInput
from ludotheque.client.scenes.castle_risk.layers import Layers
from ludotheque.client.scenes.castle_risk.mapview import MapView
from ludotheque.client.scenes.castle_risk.outbox import AutoClaim as AutoClaimAsked
from ludotheque.client.scenes.castle_risk.outbox import Move, Outbox
from ludotheque.client.scenes.castle_risk.screen import Screen, describe
from ludotheque.client.scenes.castle_risk.selection import Selection
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.rules.castle_risk.data import MAP
from ludotheque.rules.castle_risk.phases import Phase, actor_of, attack_of, battle_of, phase_of


class RiskBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.map = MapView()
        self.selection = Selection()
        self.controls = PanelButtons()
        self.layers = Layers()
        self.outbox = Outbox()
        self.auto = AutoClaim(self.session.ply)
        self.panel_rect = self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self._screens: ViewCache[Screen] = ViewCache()
        self.effects = Effects(battle_of(self.session.view(self.host.viewer)))
        self.input = RiskInput(host, self.screen, self.map, self.selection, self.controls, self.outbox)  # what a click or a key does

    # --- the view model --------------------------------------------------------------------
    @property
    def words(self) -> Words:
        return Words(self.app, self.session)

    def screen(self) -> Screen:
        """The screen as the viewer may see it, made again for each move and selection."""
        viewer, can_act, picked = self.host.viewer, self.host.can_act(), self.selection.picked()
        return self._screens.get(self.session.ply, (viewer, can_act, picked),
                                 lambda: self._describe(viewer, can_act, picked))

    def _describe(self, viewer: int | None, can_act: bool, picked: Any) -> Screen:
        model = self.session.view_model(viewer)  # the only door to what the seat may see
        view = model.to_wire()  # its JSON form, which the rules' questions read
        legal = self.session.info.state_cls.legal_actions_in_view(view) if can_act else []
        return describe(model, legal, picked, can_act=can_act, secrets=self._secrets(view, viewer))

    def _secrets(self, view: dict[str, Any], viewer: int | None) -> int | None:
        """Whose hand and hidden armies the screen may show: the viewer's, except on a
        decision the whole table watches (the defender's question) when several humans
        share the screen."""
        if viewer is None:
            return None
        hot_seat = self.session.info.private_information and len(self.session.humans()) >= 2
        return None if hot_seat and not asks.shows_private(view, viewer) else viewer

    def refresh(self) -> None:
        """Describe the screen again (a position arranged in place, without a move)."""
        self._screens.forget()
        self.controls.forget()
        self.layers.forget()

    # --- what tests and the host read ------------------------------------------------------
    def clickable(self) -> dict[str, str]:
        """Territories a click would act on now, and how to highlight them."""
        return dict(self.screen().marks)

    def secrets_viewer(self) -> int | None:
        secrets = self.screen().secrets
        return None if secrets is None else secrets.seat

    def hint_allowed(self) -> bool:
        """Not on the defender's shared screen ("play your Marshal" would show his hand);
        the public setup has no secrets yet, so hints stay there."""
        return self.screen().phase != Phase.DEFEND or self.secrets_viewer() is not None

    def hint(self) -> str:
        return texts.hint(self.words, self.screen())

    def status(self) -> str:
        return texts.status(self.words, self.screen())

    def busy(self) -> bool:
        return self.effects.busy()

    def pulse(self) -> float:
        return self.effects.pulse()

    # --- playing ------------------------------------------------------------------------------
    def _play(self, move: Move) -> None:
        """Submit a queued move; a refusal is said here (the rules name cards by key, which
        the host would show raw). A move asked on a screen the whole table watches (a
        Marshal, hidden armies) is refused without naming what he lacks, nor which of the
        two, and without the error sound: the table learns no more than it saw him click."""
        can_act = self.host.can_act()
        why = self.screen().refusal(move.action) if can_act else None
        if why is not None and move.unseen:
            self.host.toast(self.words.t("defend_unseen"))
            return
        if why is not None:
            self.input.refuse(why)
            return
        # (by hand: the plain call every host takes, the replay's read-only one too)
        if self.host.submit(move.action) if move.by_hand else self.host.submit(move.action, by_hand=False):
            self.selection.played()

    def _auto_step(self) -> None:
        """The viewer's seat claims one more territory with the AI's choice."""
        viewer = self.host.viewer
        if viewer is None or not self.auto.wants(viewer) or self.screen().phase != Phase.CLAIM or not self.host.can_act():
            return
        agent = self.session.info.make_agent("normal", viewer)
        action = agent.choose(self.session.view(viewer), viewer, self.session.info.state_cls,
                              self.session.decision_rng(viewer))
        if not self.host.submit(action):
            self.auto.stop(viewer)  # refused (a tutorial's script): the shortcut stops

    def _auto_defend(self, screen: Screen) -> None:
        """A human defender is answered at once when there is nothing to choose, or with
        the most dice when the setting asks for it (on a shared screen: always then, so
        the pause shows no card)."""
        if screen.phase != Phase.DEFEND or not screen.can_act or self.busy():
            return
        dice = [a for a in screen.legal if isinstance(a, A.DefendDice)]
        shared = screen.secrets is None
        if getattr(self.app.settings, "risk_defender_max", False) and (shared or len(dice) == len(screen.legal)):
            self._play(Move(dice[-1], by_hand=False))
        elif not shared and len(screen.legal) == 1:
            self._play(Move(screen.legal[0], by_hand=False))

    def _auto_let_spy(self, screen: Screen) -> None:
        """A Spy the lone human cannot counter (no Spy in hand) is let through at once: a
        question with one answer. With several humans the button stays (after a pass
        screen, answering by itself would leave the player wondering why it was shown);
        a guided game keeps to its script."""
        if screen.phase != Phase.SPY_COUNTER or not screen.can_act or self.busy() or self.host.guided():
            return
        if len(self.session.humans()) == 1 and screen.legal == (A.CounterSpy(False),):
            self._play(Move(A.CounterSpy(False)))

    # --- guides (hints, tutorials) -------------------------------------------------------------
    def guide_button(self) -> Any:
        """The button that plays the guided move (a kind of move for the sliders)."""
        return self.controls.button_for(self.guide)

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
        self.controls.forget()

    # --- input (input.py) ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def cancel(self) -> bool:
        """Esc (the host asks first): let go of the chosen territory before it pauses."""
        return self.selection.let_go()

    # --- after a move, each frame ----------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self._screens.forget()
        self.controls.forget()
        was, now = before.view(None), after.view(None)  # public views: what the table saw change
        attack_before, attack_now = attack_of(was), attack_of(now)
        self.effects.on_events(events, attack_before, battle_of(now), self.map, self.words)
        moved_on = phase_of(now) not in (Phase.MAIN, Phase.REOCCUPY) or actor_of(now) != actor_of(was)
        new_attack = attack_now is not None and (
            attack_before is None or (attack_before.source, attack_before.target) != (attack_now.source, attack_now.target))
        self.selection.after_move(moved_on, phase_of(now) != phase_of(was), new_attack)

    def update(self, dt: float) -> None:
        for request in self.outbox.take():  # what the handlers asked for, played now
            if isinstance(request, Move):
                self._play(request)
            elif (isinstance(request, AutoClaimAsked) and self.host.can_act() and self.screen().phase == Phase.CLAIM
                  and (viewer := self.host.viewer) is not None):  # a seat that may act is a seat
                self.auto.start(viewer)
                self._auto_step()
        self.effects.update(dt)
        screen = self.screen()
        self.auto.watch(self.session.ply, screen.phase == Phase.CLAIM)
        if self.auto.seats and not self.effects.travellers.moving:
            self._auto_step()
        self._auto_defend(self.screen())
        self._auto_let_spy(self.screen())
        if self.host.pass_to is not None:  # the next player has not pointed at anything yet
            self.selection.look_away()
        self.controls.follow(self.selection.slider)
        if self.controls.stale(self._controls_key()):
            self._build_controls()

    def _controls_key(self) -> tuple:
        sel = self.selection
        return (self.session.ply, self.host.viewer, self.host.can_act(), sel.picked(), sel.place_amount, sel.stop_at,
                self.app.translator.lang)

    def _build_controls(self) -> None:
        screen, words, th = self.screen(), self.words, self.app.theme
        width = self.panel_rect.w - th.px(0.2)
        top = self.panel_rect.y + th.px(0.1) + panel.header_height(th, texts.status(words, screen),
                                                                  texts.hint(words, screen), width)
        asked = Asks(screen, words, self.selection, self.outbox, self.host.guided())
        self.controls.build(self.app, asked, self.panel_rect, top)
        self.controls.mark(self._controls_key())  # (building may set the selection's defaults)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        screen, words, th = self.screen(), self.words, self.app.theme
        said = (texts.status(words, screen), texts.hint(words, screen))
        dice = self.effects.dice.battle is not None
        key = (self.session.ply, self.host.viewer, screen.can_act, screen.picked, self.app.translator.lang,
               tuple(self.map.rect), tuple(self.panel_rect), self.controls.bottom, dice, said)
        self.layers.refresh(key, words, screen, self.map, said, self.panel_rect, self.hand_rect,
                            self.controls.bottom, dice)
        self.layers.blit_map(surface, self.map)
        pulse = self.pulse()
        markers.highlights(surface, self.map, screen, self.selection, self.effects.flash, pulse,
                           self.guide is not None, words)
        self.effects.draw_moving(surface, self.map, th)
        markers.tooltip(surface, self.map, screen, self.selection, words)
        self.layers.blit_panel(surface)
        self.controls.draw(surface, th)
        if dice:
            self.effects.dice.draw(surface, self.layers.dice_rect, self.app)
        if self.guide is not None:
            markers.guide(surface, self.map, self.guide_places(), self.guide_button(), self.guide_route(), pulse, th)
        markers.card_tooltip(surface, self.layers.card_tiles, self.selection.mouse, self.app)


def create_board(host) -> RiskBoard:
    return RiskBoard(host)
