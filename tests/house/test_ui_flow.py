"""A player's path through the app, driven by posted mouse and keyboard events:
menu → new game → setup → game → pause → save → menu → continue."""

from __future__ import annotations

import time

import pygame
from ludotheque.client import saves
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.load import LoadScene
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.scenes.pause import PauseScene
from ludotheque.client.scenes.setup import SetupScene
from ludotheque.client.settings import load_settings
from ui_events import click, key, pump, take_the_screen


def top(app):
    return app.scenes.top


def wait_for_ai(app, host, seconds: float = 10.0) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        pump(app)
        seat = host.session.current_seat()
        if seat is None or seat.is_human:
            return
        time.sleep(0.005)
    raise AssertionError("the AI never moved")


def test_new_game_to_continue(app, toy_game):
    app.scenes.push(MenuScene(app))
    pump(app)
    menu = top(app)
    assert not menu.buttons["continue"].enabled
    click(app, menu.buttons["new"].rect.center)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    for _ in range(len(setup.games)):
        if setup.info.id == "toy":
            break
        click(app, (setup.game.rect.right - 5, setup.game.rect.centery))
    assert setup.info.id == "toy"
    assert setup.rows[0].kind.value == "human" and setup.rows[1].kind.value == "ai:normal"
    click(app, setup.start_button.rect.center)
    host = top(app)
    assert isinstance(host, GameHost)
    session = host.session
    if not session.seats[session.current_player()].is_human:
        wait_for_ai(app, host)
    # Play the smallest card of our hand by clicking it.
    rect, card = host.board.card_areas()[0]
    click(app, rect.center)
    assert session.ply >= 1 and session.history[0] == {"type": "Play", "card": card}
    wait_for_ai(app, host)
    played = session.ply
    assert played >= 2
    # The autosave follows every action.
    assert len(saves.read_save(saves.autosave_path("toy"))["session"]["history"]) == played
    # Pause, save, quit to the menu.
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[1].rect.center)  # save
    assert top(app) is host
    assert len([e for e in saves.list_saves() if e.path != saves.autosave_path("toy")]) == 1
    key(app, pygame.K_ESCAPE)
    click(app, top(app).buttons[4].rect.center)  # quit to the main menu
    menu = top(app)
    assert isinstance(menu, MenuScene) and len(app.scenes.stack) == 1
    assert menu.buttons["continue"].enabled
    state_before = session.state.to_json()
    click(app, menu.buttons["continue"].rect.center)
    again = top(app)
    assert isinstance(again, GameHost)
    assert again.session.state.to_json() == state_before
    assert again.session.history == session.history


def test_illegal_click_shows_a_reason_and_changes_nothing(app, toy_game):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session
    from toy_game import Play

    session = Session(toy_game, GameConfig(2, seed=2), [Seat.parse("human"), Seat.parse("human")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    before = session.state.to_json()
    assert not host.submit(Play(999))
    assert session.state.to_json() == before
    assert host.toasts[-1][0] == "that card is not in your hand"



def test_a_refusal_names_its_card_and_seat(app, toy_game, monkeypatch):
    """A refusal's '*_key' params are translated and its seats named, as in the log:
    'You have no Marshal card.', never 'You have no {card} card.'."""
    from ludotheque.rules.core import GameConfig, IllegalAction
    from ludotheque.rules.session import Seat, Session
    from toy_game import Play

    session = Session(toy_game, GameConfig(2, seed=2), [Seat.parse("human"), Seat.parse("human")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    app.translator.set_language("en")
    catalogue = app.translator.catalogues["en"]
    monkeypatch.setitem(catalogue, "toy.error.no_card", "{player} has no {card} card.")
    monkeypatch.setitem(catalogue, "toy.card.marshal", "Marshal")

    def refuse(action):
        raise IllegalAction("toy.error.no_card", "no Marshal", card_key="toy.card.marshal", player=1)

    monkeypatch.setattr(session, "apply", refuse)
    assert not host.submit(Play(sorted(session.state.hands[0])[0]))
    assert host.toasts[-1][0] == f"{app.seat_name(session, 1)} has no Marshal card."

def test_clicks_anywhere_never_crash(app, toy_game):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=5), [Seat.parse("human"), Seat.parse("ai:easy")])
    app.scenes.push(GameHost(app, session, autosave=False))
    pump(app)
    for x in range(0, 1280, 97):
        for y in range(0, 720, 89):
            click(app, (x, y))
            if not isinstance(top(app), GameHost):
                key(app, pygame.K_ESCAPE)
    assert app.scenes.stack


def test_hot_seat_pass_screen_hides_the_next_hand(app, toy_game):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=8), [Seat.parse("human", "Ada"), Seat.parse("human", "Bob")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    assert host.viewer == 0 and host.pass_to is None
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    assert host.pass_to == 1 and host.viewer is None
    assert host.board.card_areas() == []  # nothing of either hand is drawn
    click(app, (640, 360))
    assert host.pass_to is None and host.viewer == 1


def test_a_hot_seat_game_opens_on_the_pass_screen_for_the_first_human(app, toy_game):
    """Set up or loaded, a hot-seat game shows nobody's hand until the first player to move
    takes the screen: whoever set the table up may not be that player."""
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=8), [Seat.parse("human", "Ada"), Seat.parse("human", "Bob")])
    for opened in (session, Session.from_json(session.to_json())):
        host = GameHost(app, opened, autosave=False)
        app.scenes.push(host)
        pump(app, frames=2)
        assert host.pass_to == 0 and host.viewer is None and host.board.card_areas() == []
        take_the_screen(app, host)
        assert host.viewer == 0 and host.board.card_areas()
        app.scenes.pop()
    solo = Session(toy_game, GameConfig(2, seed=8), [Seat.parse("human", "Ada"), Seat.parse("ai:easy")])
    host = GameHost(app, solo, autosave=False)
    app.scenes.push(host)
    pump(app)
    assert host.pass_to is None and host.viewer == 0


def test_load_screen_lists_a_broken_file_and_refuses_it(app):
    (saves.saves_dir() / "broken.json").write_text("{oops")
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = top(app)
    rect, entry = scene.rows[0]
    click(app, rect.center)
    assert top(app) is scene
    assert scene.message
    assert (saves.saves_dir() / "broken.json").read_text() == "{oops"


def test_settings_persist_across_runs(app):
    from ludotheque.client.scenes.settings import SettingsScene

    app.scenes.push(SettingsScene(app))
    pump(app)
    scene = top(app)
    click(app, (scene.language.rect.right - 4, scene.language.rect.centery))
    assert app.settings.language == "en"
    click(app, scene.colour_blind.rect.center)
    assert load_settings().language == "en"
    assert load_settings().colour_blind is True


def test_a_game_tile_on_the_menu_opens_its_setup(app):
    from ludotheque.client.game.host import playable_games

    app.scenes.push(MenuScene(app))
    pump(app)
    games = {g.id for g in playable_games()}
    rect, game_id = next((r, g) for r, g in top(app).tiles if g in games)
    click(app, rect.center)
    assert isinstance(top(app), SetupScene) and top(app).info.id == game_id


def test_the_release_of_the_last_click_does_not_lift_the_pass_screen(app, toy_game):
    """Boards that act on mouse-down: the button-up that follows must not reveal the next hand."""
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session
    from toy_game import Play

    session = Session(toy_game, GameConfig(2, seed=8), [Seat.parse("human", "Ada"), Seat.parse("human", "Bob")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    host.submit(Play(sorted(session.state.hands[0])[0]))
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 650), button=1)])
    assert host.pass_to == 1 and host.viewer is None
    click(app, (640, 360))
    assert host.viewer == 1


def test_hot_seat_undo_is_only_for_your_own_move(app, toy_game):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    # Six cards, three each: nothing is ever drawn, so every move could be undone.
    session = Session(toy_game, GameConfig(2, seed=3, options={"top": 6}), [Seat.parse("human", "Ada"), Seat.parse("human", "Bob")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    click(app, (640, 360))  # Bob takes the screen
    assert host.viewer == 1
    pump(app)
    assert not host.undo_button.enabled
    key_event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    pump(app, [key_event])
    assert session.ply == 1
    assert session.can_undo(0) and not session.can_undo(1)


def test_setup_remembers_the_last_table(app, toy_game):
    app.scenes.push(SetupScene(app, "toy"))
    pump(app)
    setup = top(app)
    click(app, (setup.count.rect.right - 5, setup.count.rect.centery))  # 3 players
    setup.rows[1].name.text = "Zoé"
    click(app, setup.start_button.rect.center)
    assert isinstance(top(app), GameHost)
    app.scenes.reset(MenuScene(app))
    pump(app)
    again = SetupScene(app)
    assert again.info.id == "toy" and again.count.value == 3 and again.rows[1].name.text == "Zoé"


def test_a_table_set_up_in_french_comes_back_with_english_default_names(app, toy_game):
    """"Joueur 1" was never typed: after a switch to English the remembered table says
    "Player 1" (a typed name and the AI names stay as they were)."""
    app.set_language("fr")
    app.scenes.push(SetupScene(app, "toy"))
    pump(app)
    setup = top(app)
    click(app, (setup.count.rect.right - 5, setup.count.rect.centery))  # 3 players
    setup.rows[1].kind.index = 0  # a second human, named by default
    setup.rows[1].kind_changed("human")
    setup.rows[2].name.text = "Zoé"
    assert [r.name.text for r in setup.rows[:2]] == ["Joueur 1", "Joueur 2"]
    click(app, setup.start_button.rect.center)
    app.scenes.reset(MenuScene(app))
    app.set_language("en")
    pump(app)
    again = SetupScene(app)
    assert [r.name.text for r in again.rows[:3]] == ["Player 1", "Player 2", "Zoé"]
    again.rows[0].kind.index = 2
    again.rows[0].kind_changed("ai:normal")  # a default name still gives way to the AI's
    assert again.rows[0].name.text != "Player 1"


def test_clicks_queued_before_the_pass_screen_was_drawn_do_not_lift_it(app, toy_game):
    """A slow frame queues several clicks: the one after the move must not dismiss the
    pass screen nobody has seen yet."""
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=8), [Seat.parse("human", "Ada"), Seat.parse("human", "Bob")])
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    pump(app)
    take_the_screen(app, host)
    rect, _ = host.board.card_areas()[0]
    batch = []
    for pos in (rect.center, (640, 360), (640, 360)):
        batch += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    pump(app, batch)  # all in one frame
    assert session.ply == 1
    assert host.pass_to == 1 and host.viewer is None
    click(app, (640, 360))
    assert host.viewer == 1


def test_a_failing_ai_never_stops_the_game(app, toy_game, monkeypatch):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=1), [Seat.parse("ai:easy"), Seat.parse("human")])

    def broken(player):
        raise RuntimeError("out of ideas")

    monkeypatch.setattr(session, "choose_for", broken)
    host = GameHost(app, session, autosave=False)
    app.scenes.push(host)
    wait_for_ai(app, host)
    assert session.ply == 1
    assert "out of ideas" in host.toasts[-1][0]
