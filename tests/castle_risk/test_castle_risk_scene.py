"""The Castle Risk board driven by real mouse events, headless."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_risk.mapview import badge_radius, marker_boxes
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.castle_risk.actions import Attack, EndAttacks, Roll
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.shared import castle_owner, territories_of
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.session import Seat, Session
from test_castle_risk_helpers import arrange, main_phase
from ui_events import click, pump, take_the_screen


def open_host(app, session: Session) -> GameHost:
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    if host.pass_to is not None:  # hot seat: the first human takes the screen
        take_the_screen(app, host)
    return host


def session_at(phase: str, seed: int = 2) -> Session:
    session = Session(GAME, GameConfig(2, seed=seed), [Seat.parse("human"), Seat.parse("ai:normal")])
    rng = Rng(seed)
    while not (session.state.phase == phase and session.current_player() == 0):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def blitz_label(app, session: Session) -> str:
    """"Until done", with the rules' odds of taking the target (issue 23)."""
    from ludotheque.client.scenes.castle_risk.controls import percent
    from ludotheque.rules.castle_risk.odds import battle_odds

    return app.t("castle_risk.button.blitz", p=percent(battle_odds(session.state)))


def button(host, label: str):
    return next(b for b in host.board.controls.buttons if isinstance(b, Button) and b.label() == label)


def test_claiming_a_territory_by_clicking_it(app):
    session = session_at("claim")
    host = open_host(app, session)
    free = next(t for t in MAP.ids if session.state.owner[t] == EMPTY)
    assert host.board.clickable()[free] == "place"
    click(app, host.board.map.anchors[free])
    assert session.state.owner[free] == 0


def test_placing_the_chosen_amount_and_all_with_a_right_click(app):
    session = session_at("deploy")
    host = open_host(app, session)
    mine = territories_of(session.state, 0)[0]
    before = session.state.armies[mine]
    click(app, button(host, "+").rect.center)
    click(app, host.board.map.anchors[mine])
    assert session.state.armies[mine] == before + 2
    left = session.state.pending.batch
    click(app, host.board.map.anchors[mine], button=3)
    assert session.state.armies[mine] == before + 2 + left


def attack_ready(app) -> tuple[GameHost, Session]:
    session = session_at("claim")
    state = session.state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, [])
    owners = {t: (0, 2) for t in MAP.empires["british"]}
    owners["london"] = (0, 30)
    owners["netherlands"] = (1, 1)
    arrange(state, owners, ["yorkshire", "moscow"], rest=1)
    return open_host(app, session), session


def test_attack_until_done_from_the_map(app):
    host, session = attack_ready(app)
    board = host.board
    click(app, board.map.anchors["london"])
    assert board.selection.selected == "london"
    assert board.clickable()["netherlands"] == "target"
    click(app, board.map.anchors["netherlands"])
    assert session.state.phase == "battle"
    click(app, button(host, blitz_label(app, session)).rect.center)
    host.play_ai_turns()  # the defender's answer
    pump(app)
    assert session.state.owner["netherlands"] == 0
    assert session.state.phase == "move_in"
    assert board.effects.dice.battle is not None
    top = session.state.pending.high
    click(app, button(host, app.t("castle_risk.button.move", n=top)).rect.center)
    assert session.state.phase == "main"
    assert session.state.armies["netherlands"] == top


def test_an_illegal_target_is_explained(app):
    host, session = attack_ready(app)
    click(app, host.board.map.anchors["london"])
    click(app, host.board.map.anchors["moscow"])
    assert session.state.phase == "main"
    assert any(app.t("castle_risk.error.not_adjacent") == text for text, _ in host.toasts)


def test_the_scene_draws_at_800_by_600_in_english(app):
    app.set_language("en")
    app.resize((800, 600))
    host, session = attack_ready(app)
    pump(app, frames=3)
    # The log starts folded below 1000 px (issue 31): the map takes the whole height and
    # the width it allows, the hand goes in the panel beside it.
    assert not host.show_log and host.board.map.rect.w > 450
    assert host.board.hand_rect.h == 0 and host.board.panel_rect.w > 200
    assert host.board.map.rect.colliderect(host.board.panel_rect) is False


def test_the_move_in_slider_chooses_how_many_armies_follow(app):
    host, session = attack_ready(app)
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["netherlands"])
    click(app, button(host, blitz_label(app, session)).rect.center)
    host.play_ai_turns()
    pump(app)
    lo, hi = session.state.pending.low, session.state.pending.high
    slider = board.controls.slider
    assert slider is not None
    click(app, (slider.rect.x + slider.rect.h // 2, slider.rect.centery))  # far left: the least
    assert board.selection.slider == lo
    click(app, button(host, "+").rect.center)
    click(app, button(host, app.t("castle_risk.button.move", n=lo + 1)).rect.center)
    assert session.state.armies["netherlands"] == lo + 1
    assert hi > lo + 1


def test_a_sea_attack_asks_how_many_armies_go_on_the_admiral(app):
    host, session = attack_ready(app)
    state = session.state
    state.hands[0] = ["admiral"]
    state.deck.remove("admiral")
    state.owner["brittany"], state.armies["brittany"] = 1, 1
    board = host.board
    click(app, board.map.anchors["london"])
    assert board.clickable()["brittany"] == "sea"
    click(app, board.map.anchors["brittany"])
    assert board.selection.sea_target == "brittany" and board.controls.slider is not None
    click(app, button(host, "−").rect.center)
    label = app.t("castle_risk.button.admiral") + " · 28"
    click(app, button(host, label).rect.center)
    assert state is not session.state
    assert session.state.attack.by_sea and session.state.attack.committed == 28
    assert session.state.armies["london"] == 2


def test_the_hand_shows_only_to_its_owner_in_hot_seat(app):
    session = Session(GAME, GameConfig(2, seed=6), [Seat.parse("human"), Seat.parse("human")])
    rng = Rng(6)
    while session.state.phase != "main":
        session.apply(rng.choice(session.state.legal_actions()))
    host = open_host(app, session)
    current = session.current_player()
    host.screen_owner = 1 - current  # the other player had the screen last
    host._choose_viewer()
    assert host.pass_to == current and host.viewer is None
    host.board.draw(app.screen)  # what the board would show with nobody at the screen
    assert host.board.layers.card_tiles == []
    pump(app)  # the pass screen is shown
    click(app, (10, 10))  # the player whose turn it is takes the screen
    pump(app)
    assert host.viewer == current
    kinds = {kind for _, kind in host.board.layers.card_tiles}
    assert kinds == set(session.state.hands[current])
    tile = host.board.layers.card_tiles[0][0]
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))])


def test_the_tooltip_does_not_outlive_the_pass_screen(app, monkeypatch):
    """QA CR2: the territory hovered before a pass screen stayed drawn after it. (Claiming
    is public and needs no pass screen; this test asks for one to check the board.)"""
    monkeypatch.setattr(GAME.state_cls, "shows_private", lambda self, p: True)
    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("human")])
    rng = Rng(3)
    while session.state.phase != "claim":
        session.apply(rng.choice(session.state.legal_actions()))
    host = open_host(app, session)
    if host.pass_to is not None:
        click(app, (640, 360))
    first = session.current_player()
    free = next(t for t in MAP.ids if session.state.owner[t] == EMPTY)
    click(app, host.board.map.anchors[free])
    assert session.state.owner[free] == first
    assert host.pass_to == 1 - first
    click(app, (640, 360))  # the next player takes the screen without moving over the map
    assert host.pass_to is None and host.viewer == 1 - first
    assert host.board.selection.hover is None
    assert not any(r.collidepoint(host.board.selection.mouse) for r, _ in host.board.layers.card_tiles)


def test_territory_names_stay_clear_of_the_markers(app):
    """QA: at 800×600 names sat under the army badges ("Pays de Galles", "Londres"...). Each
    name shown keeps clear of every badge and castle chip and of the other names; the
    names left out are read in the hover tooltip."""
    host, session = attack_ready(app)
    castles = frozenset(t for t in MAP.ids if castle_owner(session.state, t) is not None)
    assert castles
    for size, lang, least in (((1280, 720), "fr", 42), ((1280, 720), "en", 42),
                              ((800, 600), "fr", 36), ((800, 600), "en", 36)):
        app.set_language(lang)
        app.resize(size)
        pump(app, frames=2)
        view = host.board.map
        boxes = marker_boxes(view, badge_radius(view, app.theme), castles)
        shown = [box for box in view.label_rects.values() if box is not None]
        assert len(shown) >= least
        for i, box in enumerate(shown):
            assert view.rect.contains(box)
            assert box.collidelist(boxes) < 0
            assert box.collidelist(shown[i + 1:]) < 0


def test_every_panel_title_and_hint_fits_the_panel(app):
    """QA CR1: "Placez votre château dans l'Empire otto…" was cut at the panel's edge.
    Titles (two lines at most) and hints (four) wrap inside the panel at both sizes and
    in both languages, with the longest names they can hold."""
    from ludotheque.client.scenes.castle_risk.panel import _wrapped, title_lines

    host, _ = attack_ready(app)
    long_place = {"source": "st_petersburg", "target": "montenegro"}
    for size in ((1280, 720), (800, 600)):
        for lang in ("fr", "en"):
            app.set_language(lang)
            app.resize(size)
            pump(app)
            th, width = app.theme, host.board.panel_rect.w - app.theme.px(0.2)
            params = {"player": "Guillaume", "count": 20, "turn": 99,
                      **{k: app.t(f"castle_risk.territory.{v}") for k, v in long_place.items()}}
            for key in (k for k in app.translator.catalogues[lang] if k.startswith("castle_risk.status.")):
                empires = MAP.empires if key.endswith("setup_castle") else ["british"]
                for empire in empires:
                    text = app.t(key, empire=app.t(f"castle_risk.empire.{empire}"), **params)
                    font_size, lines = title_lines(th, text, width)
                    assert len(lines) <= 2 and " ".join(lines).split() == text.split(), (size, text)
                    assert all(th.font(font_size, True, True).size(x)[0] <= width for x in lines)
            for key in (k for k in app.translator.catalogues[lang] if k.startswith("castle_risk.hint.")):
                text = app.t(key, **params)
                assert len(_wrapped(th, text, th.px(0.68), width)) <= 4, (size, text)
            text = app.t("castle_risk.warn.castle_weak", territory=app.t("castle_risk.territory.st_petersburg"),
                         n=99, enemies=199)  # the weak castle's warning takes the hint's place
            assert len(_wrapped(th, text, th.px(0.68), width)) <= 4, (size, text)


def test_the_ai_can_claim_the_rest_for_a_human_seat(app):
    """The claiming shortcut: one click, then every remaining claim of that seat is the
    AI's choice (from that seat's view), each a legal Claim; other seats still choose."""
    session = session_at("claim")
    host = open_host(app, session)
    click(app, button(host, app.t("castle_risk.button.auto_claim")).rect.center)
    for _ in range(100):
        if session.state.phase != "claim":
            break
        if session.current_player() == 1:
            session.apply(session.choose_for(1))
        pump(app)
    assert session.state.phase == "deploy"
    assert all(owner != EMPTY for owner in session.state.owner.values())
    claims = [e for e in session.log if e.event.key == "castle_risk.log.claim" and e.event.params["player"] == 0]
    assert len(claims) >= 20
    assert host.board.auto.seats == set()  # the shortcut ends with the claiming


def test_the_claiming_shortcut_never_plays_for_another_human(app):
    session = Session(GAME, GameConfig(2, seed=4), [Seat.parse("human"), Seat.parse("human")])
    rng = Rng(4)
    while session.state.phase != "claim":
        session.apply(rng.choice(session.state.legal_actions()))
    host = open_host(app, session)
    if host.pass_to is not None:
        click(app, (640, 360))
    me = session.current_player()
    click(app, button(host, app.t("castle_risk.button.auto_claim")).rect.center)
    # Claiming is public: no pass screen between the two humans.
    assert session.current_player() == 1 - me and host.pass_to is None
    pump(app, frames=5)
    assert session.current_player() == 1 - me  # the other human still chooses
    free = next(t for t in MAP.ids if session.state.owner[t] == EMPTY)
    click(app, host.board.map.anchors[free])
    assert session.state.owner[free] == 1 - me
    pump(app)  # back to the seat that asked: its claim is made for it
    assert session.current_player() == 1 - me


def test_an_undo_ends_the_claiming_shortcut(app):
    session = session_at("claim")
    host = open_host(app, session)
    click(app, button(host, app.t("castle_risk.button.auto_claim")).rect.center)
    assert host.board.auto.seats == {0}
    assert session.current_player() == 1
    assert host.session.can_undo(0)
    host.undo()
    pump(app)
    assert host.board.auto.seats == set() and session.current_player() == 0


def hot_seat_attack(app, defenders: int = 6, hand: tuple[str, ...] = ()) -> tuple[GameHost, Session]:
    """Two humans at one screen; seat 0 attacks seat 1's Netherlands from London."""
    session = Session(GAME, GameConfig(2, seed=4), [Seat.parse("human"), Seat.parse("human")])
    state = session.state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, ["general"])
    state.hands[1] = list(hand)
    for card in hand:
        state.deck.remove(card)
    owners = {t: (0, 2) for t in MAP.empires["british"]}
    owners["london"] = (0, 30)
    owners["netherlands"] = (1, defenders)
    arrange(state, owners, ["yorkshire", "moscow"], rest=1)
    host = open_host(app, session)
    click(app, host.board.map.anchors["london"])
    click(app, host.board.map.anchors["netherlands"])
    click(app, button(host, app.t("castle_risk.button.roll", n=3)).rect.center)
    pump(app)  # the board plays a queued move in its update: the host's buttons follow a frame later
    return host, session


def test_the_defender_answers_with_two_quick_buttons_and_their_odds(app):
    """« Le défenseur peut jeter un ou deux dés blancs pour chaque bataille »: in hot seat
    the question is public (no pass screen, no hand on screen); each button shows the
    chance of keeping the territory; the Marshal and hidden-army buttons are always there,
    so they show no card. The attacker then takes his screen back behind a pass screen
    (issue 23: the defender had the mouse)."""
    host, session = hot_seat_attack(app)
    state = session.state
    assert state.phase == "defend" and session.current_player() == 1
    assert host.pass_to is None and host.viewer == 1 and host.can_act()
    assert host.board.secrets_viewer() is None  # his hand is not drawn
    from ludotheque.client.scenes.castle_risk.controls import percent
    from ludotheque.rules.castle_risk.ai.tactics import defence_odds

    odds = defence_odds(state)
    one = button(host, app.t("castle_risk.button.defend_one", p=percent(odds[1])))
    two = button(host, app.t("castle_risk.button.defend_two", p=percent(odds[2])))
    assert button(host, app.t("castle_risk.button.marshal")) and button(host, app.t("castle_risk.button.defend_reveal"))
    assert one.rect.w >= 60 and two.rect.w >= 60
    click(app, two.rect.center)
    assert len(session.state.last_battle["defence"]) == 2
    assert session.state.phase == "battle" and session.current_player() == 0
    pump(app)
    assert host.pass_to == 0 and host.viewer is None


def test_the_attacker_s_secrets_come_back_only_behind_a_pass_screen(app):
    """Issue 23: Player 2 attacks; on the shared defence screen Player 1 clicks "1 die":
    the attacker's hand, hidden armies and private log lines must not come back before
    he takes the screen again."""
    from ludotheque.client.scenes.castle_risk.controls import percent
    from ludotheque.rules.castle_risk.ai.tactics import defence_odds
    from ludotheque.rules.castle_risk.common import ckey, tkey
    from ludotheque.rules.core import Event
    from ludotheque.rules.session import LogEntry

    host, session = hot_seat_attack(app)
    session.state.hidden[0] = ["bavaria"]
    session.log.append(LogEntry(session.ply, Event("castle_risk.log.draw_private",
                                                   {"player": 0, "card_key": ckey("general")}, (0,))))
    session.log.append(LogEntry(session.ply, Event("castle_risk.log.hidden_private",
                                                   {"player": 0, "territory_key": tkey("bavaria")}, (0,))))
    assert host.viewer == 1 and host.board.secrets_viewer() is None
    one = app.t("castle_risk.button.defend_one", p=percent(defence_odds(session.state)[1]))
    click(app, button(host, one).rect.center)
    assert session.state.phase == "battle" and session.current_player() == 0
    pump(app)
    assert host.pass_to == 0 and host.viewer is None and not host.can_act()
    assert host.board.secrets_viewer() is None
    host.board.draw(app.screen)  # what the board would show now: no card
    assert host.board.layers.card_tiles == []
    host.log_panel._build(2000, app.theme.px(0.7))
    text = "\n".join(line for line, _ in host.log_panel._lines)
    assert app.t("castle_risk.territory.bavaria") not in text
    assert app.t("castle_risk.card.general") not in text
    take_the_screen(app, host)  # the attacker takes his screen back
    pump(app)
    assert host.viewer == 0 and host.board.secrets_viewer() == 0
    assert {kind for _, kind in host.board.layers.card_tiles} == {"general"}


def test_an_answer_the_board_gives_by_itself_hands_the_screen_to_nobody(app):
    """With the "most dice" setting the defender never touches the mouse: the attacker
    carries on at once, no pass screen."""
    app.settings.risk_defender_max = True
    try:
        host, session = hot_seat_attack(app)
        pump(app, frames=2)
        assert session.state.phase == "battle" and session.current_player() == 0
        assert host.pass_to is None and host.viewer == 0
    finally:
        app.settings.risk_defender_max = False


def test_a_refused_marshal_or_reveal_on_the_shared_screen_names_nothing_he_lacks(app, monkeypatch):
    """The table watches the defender's question: a Marshal or hidden armies he does not
    have are refused with one quiet sentence, the same for both, naming no card and with
    no error buzz; nothing is played."""
    host, session = hot_seat_attack(app)
    sounds: list[str] = []
    monkeypatch.setattr(app.sounds, "play", sounds.append)
    toasts = []
    for key in ("castle_risk.button.marshal", "castle_risk.button.defend_reveal"):
        host.toasts.clear()
        click(app, button(host, app.t(key)).rect.center)
        assert session.state.phase == "defend" and session.current_player() == 1
        toasts += [text for text, _ in host.toasts]
    assert toasts == [app.t("castle_risk.defend_unseen")] * 2
    assert "error" not in sounds


def test_a_solo_defender_sees_only_what_he_has_and_a_played_marshal_is_played(app):
    """Alone at the screen the buttons are his own: no Marshal button without the card;
    with it, the button plays it."""
    session = Session(GAME, GameConfig(2, seed=4), [Seat.parse("ai:normal"), Seat.parse("human")])
    state = session.state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, [])
    state.hands[1] = ["marshal"]
    state.deck.remove("marshal")
    owners = {t: (0, 2) for t in MAP.empires["british"]}
    owners["london"], owners["netherlands"] = (0, 30), (1, 6)
    arrange(state, owners, ["yorkshire", "moscow"], rest=1)
    session.state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    host = open_host(app, session)
    pump(app)
    labels = [b.label() for b in host.board.controls.buttons if isinstance(b, Button)]
    assert app.t("castle_risk.button.defend_reveal") not in labels
    click(app, button(host, app.t("castle_risk.button.marshal")).rect.center)
    assert [1, "marshal"] in session.state.table


def test_the_shared_defence_screen_logs_no_private_line(app):
    """The log on the defender's shared screen is the table's: his own draw reads
    "draws a card" there, never the card's name (on his own turn it does)."""
    from ludotheque.rules.castle_risk.common import ckey
    from ludotheque.rules.core import Event
    from ludotheque.rules.session import LogEntry

    host, session = hot_seat_attack(app)
    session.log.append(LogEntry(session.ply, Event("castle_risk.log.draw", {"player": 1})))
    session.log.append(LogEntry(session.ply, Event("castle_risk.log.draw_private",
                                                   {"player": 1, "card_key": ckey("marshal")}, (1,))))
    assert host.viewer == 1 and host.board.secrets_viewer() is None

    def log_text() -> str:
        host.log_panel._build(2000, app.theme.px(0.7))
        return "\n".join(line for line, _ in host.log_panel._lines)

    marshal = app.t("castle_risk.card.marshal")
    assert app.t("castle_risk.log.draw", player=app.seat_name(session, 1)) in log_text()
    assert marshal not in log_text()
    host.board.secrets_viewer = lambda: 1  # his own screen: his draw is named
    assert marshal in log_text()


def test_the_setting_answers_a_human_defender_with_the_most_dice(app):
    app.settings.risk_defender_max = True
    try:
        host, session = hot_seat_attack(app, hand=("marshal",))
        pump(app, frames=2)
        assert session.state.phase == "battle" and len(session.state.last_battle["defence"]) == 2
        assert [1, "marshal"] not in session.state.table
    finally:
        app.settings.risk_defender_max = False


def test_a_lone_human_defender_with_nothing_to_choose_is_answered_at_once(app):
    session = Session(GAME, GameConfig(2, seed=4), [Seat.parse("ai:normal"), Seat.parse("human")])
    state = session.state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, [])
    state.hands[1] = []
    owners = {t: (0, 2) for t in MAP.empires["british"]}
    owners["london"], owners["netherlands"] = (0, 30), (1, 1)
    arrange(state, owners, ["yorkshire", "moscow"], rest=1)
    session.state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    open_host(app, session)
    pump(app, frames=2)
    assert session.state.phase != "defend"
    assert session.state.last_battle["defence"] and len(session.state.last_battle["defence"]) == 1


def test_the_results_name_a_stalemate_and_what_decided_it(app):
    """Issue 14: when nothing can change any more, the results screen says so and explains
    the order (castles, then territories, then armies)."""
    from ludotheque.client.scenes.castle_risk.results import draw_results

    state = session_at("claim").state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, [])
    arrange(state, {t: (i % 2, 1) for i, t in enumerate(MAP.ids)}, ["london", "paris"])
    state.owner["london"], state.owner["paris"] = 0, 1
    state.owner[next(t for t in MAP.ids if state.owner[t] == 1 and t != "paris")] = 0
    state.track = 12
    state.deck = [c for c in state.deck if c != "reinforcement"]
    state = state.apply(EndAttacks())
    assert state.stalemate
    session = Session(GAME, state.config, [Seat.parse("human"), Seat.parse("ai:normal")], state)

    def draw() -> None:
        for size in ((1280, 720), (800, 600)):
            surface = pygame.Surface(size)
            draw_results(surface, pygame.Rect(size[0] // 3, 60, size[0] * 2 // 3 - 20, size[1] - 130), app, session)
    shown = " ".join(texts_drawn(app, draw))
    assert app.t("castle_risk.results.stalemate_title") in shown
    assert app.t("castle_risk.results.decided_territories", player=app.seat_name(session, 0),
                 a=len(territories_of(state, 0)), b=len(territories_of(state, 1))).split()[-1] in shown


def test_a_replay_names_whose_hand_it_shows(app):
    """A finished game's replay shows the hand of the seat to move: an AI's cards are
    titled with its name, never "Your hand"."""
    from ludotheque.client.game.timeline import Timeline
    from ludotheque.client.scenes.replay import ReplayScene

    played = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human", name="Camille"), Seat.parse("ai:normal", name="Bot")])
    agents = [GAME.make_agent("normal", p) for p in range(2)]
    while not played.state.is_over():
        p = played.current_player()
        played.apply(agents[p].choose(played.state.view(p), p, type(played.state), played.decision_rng(p)))
    scene = ReplayScene(app, Timeline.from_session(played))
    app.scenes.push(scene)
    pump(app)
    step = next(k for k in range(len(played.history)) if _replay_hand(scene, k, 1))
    scene.board.refresh()  # draw the panel again, not its cached layer
    texts = texts_drawn(app, lambda: pump(app))
    assert app.t("castle_risk.panel.hand_of", player="Bot") in texts
    assert app.t("castle_risk.panel.hand") not in texts, step
    app.scenes.pop()


def _replay_hand(scene, step: int, seat: int) -> bool:
    scene.go(step)
    state = scene.session.state
    return scene.viewer == seat and bool(state.hands[seat]) and state.phase == "main"


def texts_drawn(app, draw) -> list[str]:
    """Every text rendered while `draw()` runs."""
    texts = []
    real_text = app.theme.text

    def spy_text(text, *args, **kwargs):
        texts.append(text)
        return real_text(text, *args, **kwargs)

    app.theme.text = spy_text
    try:
        draw()
    finally:
        app.theme.text = real_text
    return texts


def test_a_card_help_cut_to_one_line_ends_with_an_ellipsis_and_fits(app):
    from ludotheque.client.scenes.castle_risk.panel import _first_line

    th = app.theme
    size, width = th.px(0.6), th.px(14)
    lines = th.wrap(app.t("castle_risk.card.marshal.help"), size, width)
    assert len(lines) > 1
    (cut,) = _first_line(th, lines, size, width)
    assert cut.endswith(" …") and th.text(cut, size, (0, 0, 0)).get_width() <= width
    assert _first_line(th, lines[:1], size, width) == lines[:1]  # a whole help is left as it is


def test_a_leader_s_long_summary_stays_readable(app):
    """Late in a game a leader's line (territories, armies, cards, castles, income) no
    longer fits beside his name: the list goes to two lines a player instead of shrinking
    the text to an unreadable size (it did: 8 px at the end of a replay)."""
    from ludotheque.client.scenes.castle_risk import panel

    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("ai:normal"), Seat.parse("ai:normal")])
    while not session.state.is_over():
        session.play_ai_turn()
    state, (winner,) = session.state, session.state.winners()
    state.hands[winner] = ["spy"] * 13  # a hand, castles and income as a long game leaves them
    state.captured[winner] = ["german", "french"]
    host = open_host(app, session)
    th = app.theme
    sizes: list[int] = []
    real_text = th.text

    def spy_text(text, size, *args, **kwargs):
        sizes.append(size)
        return real_text(text, size, *args, **kwargs)

    th.text = spy_text
    try:
        for width in (th.px(13), th.px(15.5), th.px(20)):
            panel.players(host.board.words, host.board.screen(), pygame.Surface((th.px(30), th.px(30))),
                          pygame.Rect(0, 0, width, 0))
    finally:
        th.text = real_text
    assert sizes and min(sizes) >= th.px(0.62) * 0.85 - 1
    # Under the title "Game over", the prompt says how it ended, not "Game over" again.
    assert host.board.hint() == app.t("castle_risk.log.winner", player=app.seat_name(session, winner))


def test_a_resize_repaints_the_map_without_probing_its_shapes_again(app, monkeypatch):
    """Which outline edges are seams over water depends on the map alone: a new window size
    draws the same outline (the same edges, scaled) without asking again what lies on
    each side of every edge (that cost most of a resize)."""
    import ludotheque.client.scenes.castle_risk.geometry as geo

    host = open_host(app, session_at("main"))
    before = {t: len(host.board.map.edges(t)) for t in MAP.ids}
    probes = []
    real = geo.territory_at
    monkeypatch.setattr(geo, "territory_at", lambda x, y: probes.append((x, y)) or real(x, y))
    for size in ((1000, 650), (800, 600), (1280, 720)):
        app.resize(size)
        pump(app)
    assert probes == []
    assert {t: len(host.board.map.edges(t)) for t in MAP.ids} == before


def test_the_title_speaks_of_another_players_decision_in_the_third_person(app):
    """While Bayard places his castle the title says so ("Bayard place son château…"),
    not "Placez votre château…" as if it were the viewer's turn; on the viewer's own
    decision it speaks to him."""
    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("ai:normal", "Bayard")])
    host = open_host(app, session)
    if session.current_player() == 0:
        assert host.board.status() == app.t("castle_risk.status.setup_castle", empire=app.t(
            f"castle_risk.empire.{session.state.chip_of[0]}"))
        host.submit(session.state.legal_actions()[0])
        pump(app)
    assert session.state.phase == "castle" and session.current_player() == 1
    empire = app.t(f"castle_risk.empire.{session.state.chip_of[1]}")
    assert host.board.status() == app.t("castle_risk.status.their.setup_castle", player="Bayard", empire=empire)


def test_a_spy_the_lone_human_cannot_counter_is_let_through_at_once(app):
    """With no Spy in hand, "let him look" is the only answer: the one human at the table
    is not stopped to click it (the log says who looked)."""
    from ludotheque.rules.castle_risk.actions import CounterSpy, PlaySpy
    from test_castle_risk_helpers import main_phase

    session = Session(GAME, GameConfig(2, seed=6), [Seat.parse("ai:normal"), Seat.parse("human")])
    rng = Rng(6)
    while session.state.phase != "main":
        session.apply(rng.choice(session.state.legal_actions()))
    state = main_phase(session.state, 0, ["spy"])
    state.deck.remove("marshal")
    state.hands[1] = ["marshal"]
    session.apply(PlaySpy(1))
    assert session.state.phase == "spy_counter" and session.state.legal_actions() == [CounterSpy(False)]
    open_host(app, session)
    pump(app, frames=2)
    assert session.state.phase == "spy_pick" and session.current_player() == 0


def test_a_weak_castle_is_pointed_out_while_placing_armies(app):
    """A new player can leave his castle with one army next to a strong neighbour and
    lose it on the next turn: while he places armies the prompt says so, with the
    rules' count of enemy armies within reach; once the castle holds as many, the
    prompt is the usual one. Only the player's own castle is spoken of."""
    session = session_at("deploy")
    state = session.state
    owners = {"moscow": (0, 1), "smolensk": (1, 8), "ukraine": (0, 1), "st_petersburg": (0, 1),
              "london": (1, 20)}
    arrange(state, owners, ["moscow", "london"], rest=0)
    host = open_host(app, session)
    moscow = app.t("castle_risk.territory.moscow")
    assert host.board.hint() == app.t("castle_risk.warn.castle_weak", territory=moscow, n=1, enemies=7)
    state.armies["moscow"] = 7  # as many as could strike: no word
    host.board.refresh()  # (arranged in place, without a move)
    assert host.board.hint() == app.t("castle_risk.hint.place")
    state.armies["moscow"], state.castle_at = 1, [None, "moscow"]  # another's castle: not his concern
    host.board.refresh()
    assert host.board.hint() == app.t("castle_risk.hint.place")


def test_no_hint_on_the_shared_defence_screen(app):
    """A hint sees the defender's hand ("play your Marshal"): on the screen the whole
    table watches it is not offered; alone at the screen it is."""
    host, session = hot_seat_attack(app, hand=("marshal",))
    assert session.state.phase == "defend" and host.can_act()
    assert not host.hints.available() and not host.hint_button.enabled
    host.board.secrets_viewer = lambda: host.viewer  # his own screen
    assert host.hints.available()


def test_hints_stay_on_the_public_setup_in_hot_seat(app):
    """Claiming and deploying in the open hide nothing yet: the hint button works there."""
    session = Session(GAME, GameConfig(3, seed=4), [Seat.parse("human"), Seat.parse("human"), Seat.parse("ai:normal")])
    host = open_host(app, session)
    host.play_ai_turns()
    pump(app)
    assert session.state.phase in ("castle", "claim") and host.board.secrets_viewer() is None and host.can_act()
    assert host.hints.available()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_name_sits_inside_its_own_territory(app, size, lang):
    """Issue 23: "Bourgogne" inside Switzerland, "Vienne" on Trieste, "Pays-Bas" in
    Britain at 800×600. Every name drawn on the map has its centre inside its own
    territory; at 1280×720 every name is drawn."""
    import ludotheque.client.scenes.castle_risk.geometry as geo

    app.set_language(lang)
    app.resize(size)
    host, session = attack_ready(app)
    session.state.castle_at = ["london", "netherlands"]
    host.board.refresh()  # the castles moved in place, without a move
    pump(app, frames=2)
    view = host.board.map
    assert len(view.label_rects) == len(MAP.ids)
    for t, box in view.label_rects.items():
        if box is None:
            continue
        x, y = (box.centerx - view.rect.x) / view.scale, (box.centery - view.rect.y) / view.scale
        assert any(geo.contains(p, x, y) for p in geo.shapes().territories[t]), (t, box)
    shown = sum(box is not None for box in view.label_rects.values())
    assert shown == len(MAP.ids) if size == (1280, 720) else shown >= 28


def castle_attack_ready(app) -> tuple[GameHost, Session]:
    """Seat 0 attacks from London, its own castle, with enemy armies in Paris next door."""
    session = session_at("claim")
    state = session.state
    while state.phase != "main":
        state.apply_in_place(state.legal_actions()[0])
    main_phase(state, 0, ["admiral"])
    owners = {t: (0, 2) for t in MAP.empires["british"]}
    owners["london"], owners["netherlands"], owners["paris"] = (0, 30), (1, 1), (1, 12)
    owners["brittany"] = (1, 1)
    arrange(state, owners, ["london", "moscow"], rest=1)
    return open_host(app, session), session


def test_the_move_in_slider_starts_by_keeping_a_guard_on_the_castle(app):
    """Issue 23: the slider started at the most, leaving one army on the castle. It starts
    where the rules' advice (the hint's) does: the castle keeps its guard."""
    host, session = castle_attack_ready(app)
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["netherlands"])
    click(app, button(host, blitz_label(app, session)).rect.center)
    host.play_ai_turns()
    pump(app)
    state = session.state
    assert state.phase == "move_in"
    lo, hi = state.pending.low, state.pending.high
    assert lo <= board.selection.slider < hi
    assert board.selection.slider == board.screen().advice  # the rules' advice (asks.move_in_advice)
    assert state.armies["london"] - board.selection.slider >= 12  # as many as Paris could bring
    click(app, button(host, app.t("castle_risk.button.move", n=board.selection.slider)).rect.center)
    assert session.state.phase == "main" and session.state.armies["london"] >= 12


def test_the_admiral_slider_starts_by_keeping_a_guard_on_the_castle(app):
    host, session = castle_attack_ready(app)
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["brittany"])
    assert board.selection.sea_target == "brittany"
    top = session.state.armies["london"] - 1
    assert 1 <= board.selection.slider < top and session.state.armies["london"] - board.selection.slider >= 12


def test_stop_at_names_its_unit_and_starts_afresh_for_each_attack(app):
    host, session = attack_ready(app)
    session.state.armies["netherlands"] = 10
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["netherlands"])
    stop = button(host, app.t("castle_risk.button.blitz_stop", n=2))
    assert "armées" in stop.label()
    click(app, button(host, "+").rect.center)
    click(app, button(host, "+").rect.center)
    assert button(host, app.t("castle_risk.button.blitz_stop", n=4))
    click(app, button(host, app.t("castle_risk.button.roll", n=1)).rect.center)
    host.play_ai_turns()  # the defender's answer
    pump(app)
    click(app, button(host, app.t("castle_risk.button.retreat")).rect.center)
    assert session.state.phase == "main"
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["netherlands"])
    assert button(host, app.t("castle_risk.button.blitz_stop", n=2))  # not the last attack's 4


def test_the_armies_aboard_the_admiral_and_a_general_in_play_are_shown(app):
    """Issue 23: nothing showed the armies aboard an Admiral or a General in play. A line
    under the players says them, and a plaque rides beside the attack's arrow."""
    from ludotheque.client.scenes.castle_risk import markers, panel, texts
    from ludotheque.rules.castle_risk.odds import battle_odds

    host, session = castle_attack_ready(app)
    state = session.state
    state.hands[0].append("general")
    state.deck.remove("general")
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["brittany"])
    aboard = board.selection.slider
    click(app, button(host, app.t("castle_risk.button.admiral") + f" · {aboard}").rect.center)
    assert session.state.attack.by_sea and session.state.attack.committed == aboard
    pump(app)
    admiral = app.t("castle_risk.panel.in_play_admiral", n=aboard)
    general = app.t("castle_risk.panel.in_play_general")
    assert texts.in_play(board.words, board.screen(), 0) == [admiral]
    assert texts.in_play(board.words, board.screen(), 1) == []
    with_general = texts.percent(battle_odds(session.state, True))
    click(app, button(host, app.t("castle_risk.button.general", p=with_general)).rect.center)
    pump(app)
    assert texts.in_play(board.words, board.screen(), 0) == [admiral, general]
    line = pygame.Surface((2000, 200))
    assert panel.in_play(board.words, board.screen(), line, pygame.Rect(0, 0, 2000, 0)) > 0  # the panel's line
    markers.in_play(app.screen, board.map, board.screen(), board.words)  # the plaque by the arrow draws


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_pointer_to_a_guided_button_runs_clear_of_the_other_buttons(app, size):
    """Issue 23: the tutorial's pointer line ran through "Roll ×1" to reach "Roll ×2".
    The callout's pointer ends at the panel's edge (guide_rect) and the board's route
    goes on to the button along the gap above its row, touching no other button."""
    app.resize(size)
    host, session = attack_ready(app)
    session.state.armies["netherlands"] = 6
    board = host.board
    click(app, board.map.anchors["london"])
    click(app, board.map.anchors["netherlands"])
    assert session.state.phase == "battle"
    for move in (Roll(2), Roll(3), Roll(1)):
        board.set_guide(move)
        target = board.guide_button()
        assert target is not None
        port = board.guide_rect()
        assert port.right <= board.panel_rect.x  # the pointer stays off the panel
        route = board.guide_route()
        assert route[0] == port.center
        others = [b.rect for b in board.controls.buttons if b is not target]
        for a, b in zip(route, route[1:], strict=False):
            assert not any(r.clipline(a, b) for r in others), (move, a, b)
        end = route[-1]
        assert target.rect.inflate(app.theme.px(0.5), app.theme.px(0.5)).collidepoint(end)
    board.set_guide(None)


def test_a_draw_is_one_line_for_the_drawer_and_the_secret_free_line_for_the_others(app):
    """QA polish: the drawer read "Alice draws a card." then "Alice draws: Marshal."; he
    reads the second alone, the others the first alone."""
    from ludotheque.client.game.log_panel import readable_log
    from ludotheque.rules.castle_risk.common import ckey
    from ludotheque.rules.core import Event
    from ludotheque.rules.session import LogEntry

    draw = LogEntry(3, Event("castle_risk.log.draw", {"player": 1}))
    named = LogEntry(3, Event("castle_risk.log.draw_private", {"player": 1, "card_key": ckey("marshal")}, (1,)))
    turn = LogEntry(3, Event("castle_risk.log.turn", {"player": 1, "turn": 2}))
    log = [turn, draw, named, draw, named]
    assert readable_log([e for e in log if e.event.visible_for(1)], 1) == [turn, named, named]
    assert readable_log([e for e in log if e.event.visible_for(0)], 0) == [turn, draw, draw]
    assert readable_log([e for e in log if e.event.visible_for(None)], None) == [turn, draw, draw]
