"""Hints and the guided first game (issue 12): sentences from the view alone, the
tutorial's script legal move by move through a real Session."""

from __future__ import annotations

import time

import ludotheque.client.scenes.chateau_combo.guide as guide_mod
import pytest
from ludotheque.client.cli.shot import tutorial_host
from ludotheque.client.game.host import GameHost
from ludotheque.client.i18n import Translator
from ludotheque.client.scenes.chateau_combo.overlays import hovered_opponent
from ludotheque.rules.chateau_combo import GAME
from ludotheque.rules.chateau_combo.actions import Buy, KeepGold, MoveMessenger, RefreshRow
from ludotheque.rules.chateau_combo.hints import explain
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.tutorial import TUTORIAL
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.hints import explain_for
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import TutorialRun
from ui_events import click, move_to, pump


def sentence(lang: str, event) -> str:
    tr = Translator(lang)
    assert tr.has(event.key), f"{lang}: no text for {event.key}"
    text = tr.event_text(event.key, event.params, str)
    assert "{" not in text, text
    return text


def test_every_legal_move_of_random_games_is_explained_in_both_languages():
    keys = set()
    for seed in range(4):
        state = ComboState.new(GameConfig(2 + seed % 3, seed))
        rng = Rng(seed)
        while not state.is_over():
            player = state.current_player()
            view = state.view(player)
            actions = state.legal_actions()
            for action in actions[:: max(1, len(actions) // 6)]:
                event = explain_for(GAME, view, player, action)
                keys.add(event.key)
                for lang in ("fr", "en"):
                    sentence(lang, event)
            state.apply_in_place(rng.choice(actions))
    assert {"chateau_combo.hint.face_down", "chateau_combo.hint.refresh", "chateau_combo.hint.keep"} <= keys
    assert keys & {"chateau_combo.hint.buy", "chateau_combo.hint.buy_gold", "chateau_combo.hint.buy_keys"}


def test_a_buy_hint_says_the_cost_what_it_gives_and_the_points():
    """Step 2 of the sheet's turn: pay the card's cost; step 3: its effect at once."""
    state = ComboState.new(GameConfig(2, seed=39))  # the Stonemason leads the Village row
    player = state.current_player()
    event = explain(state.view(player), player, Buy(0, 0, 0, False))
    assert event.params["cost"] == 3 and event.params["points"] >= 0
    assert "Stonemason" in sentence("en", event) and "3 gold" in sentence("en", event)


def test_a_hint_never_reads_the_decks():
    """Two states that differ only in the order of the unseen cards show the same view,
    so they give the same hints: a hint reads nothing else."""
    state = ComboState.new(GameConfig(3, seed=5))
    other = state.clone()
    other.decks = {loc: list(reversed(deck)) for loc, deck in other.decks.items()}
    p = state.current_player()
    assert state.view(p) == other.view(p) and state.decks != other.decks
    for action in state.legal_actions()[:20] + [MoveMessenger()]:
        assert explain(state.view(p), p, action) == explain(other.view(p), p, action)


def test_the_tutorial_script_is_legal_move_by_move_against_its_ai():
    """Replaying the script through a Session with the tutorial's AI seats reaches every
    do step on the human's turn with its action legal."""
    seats = [Seat.parse(spec) for spec in TUTORIAL.seats]
    session = Session.create(GAME.id, seats, TUTORIAL.seed, TUTORIAL.mode, dict(TUTORIAL.options),
                             decisions=TUTORIAL.decisions)
    run = TutorialRun(TUTORIAL)
    while not run.done:
        step = run.step
        if step.is_read:
            run.advance()
            continue
        while session.current_player() != 0:
            session.play_ai_turn()
        action = run.expected(session.state)
        session.state.check_action(action)
        session.apply(action)
        run.record(session.state, action, by_human=True)
    board = session.state.players[0]
    laid = {cell: (slot.face_down, slot.gold) for cell, slot in board.tableau.slots.items()}
    assert laid == {(0, 0): (False, 0), (0, 1): (False, 2), (1, 0): (True, 0)}  # purse, face down


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_tutorial_caption_has_text(lang):
    tr = Translator(lang)
    keys = [TUTORIAL.intro, TUTORIAL.outro]
    for step in TUTORIAL.steps:
        keys += [step.caption] + ([step.why] if step.why else [])
    assert all(tr.has(k) for k in keys)


# --- on the board -------------------------------------------------------------------------------
def human_to_move(app, seed: int = 5):
    seats = [Seat("human", "normal", "Camille", 0), Seat("ai", "normal", "Bayard", 1)]
    session = Session.create("chateau-combo", seats, seed=seed)
    while session.current_player() != 0:
        session.apply(session.choose_for(session.current_player()))
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)

    def wait():
        deadline = time.time() + 20
        while host.hints.thinking:
            assert time.time() < deadline, "the hint never came"
            time.sleep(0.005)
            pump(app)
        pump(app)

    return host, wait


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_board_shows_each_kind_of_guide_on_screen(app, size):
    app.resize(size)
    host, _ = human_to_move(app)
    board = host.board
    screen = app.screen.get_rect()
    before = host.session.state.to_json()
    for action in (Buy(1, 0, 0, False), Buy(2, 0, 0, True), MoveMessenger(), RefreshRow()):
        board.set_guide(action)
        pump(app)
        place = board.guide_rect()
        assert place is not None and screen.contains(place), action
    board.set_guide(Buy(0, 0, 0, False))
    assert board.guide_rect() == board.grid().rect((0, 0))  # where the ghost lies
    board.set_guide(Buy(2, 0, 0, True))
    assert board.face_button.rect in guide_mod.targets(board.frame(), board.guide)  # press Face down first
    board.set_guide(KeepGold())  # not offered now: nothing shown, nothing raised
    pump(app)
    assert board.guide_rect() is None
    board.set_guide(Buy(7, 4, 4, False))  # nonsense never crashes the drawing
    pump(app)
    assert host.session.state.to_json() == before  # shown, never played


def test_the_hint_button_shows_the_move_and_says_why(app):
    host, wait = human_to_move(app)
    ply = host.session.ply
    click(app, host.hint_button.rect.center)
    wait()
    hint = host.hints.shown()
    assert hint is not None and hint.reason is not None
    assert hint.reason.key.startswith("chateau_combo.hint.")
    assert host.board.guide == hint.action and host.board.guide_rect() is not None
    assert host.session.ply == ply  # shown, never played
    assert "{" not in host.hints.sentence(hint)


# --- nothing a player does can crash the board ----------------------------------------------
def random_events(app, rng: Rng, count: int, area=None) -> None:
    """Clicks, drags, wheel, keys and motion anywhere in `area` (the window by default)."""
    import pygame

    area = area or app.screen.get_rect()
    keys = [pygame.K_f, pygame.K_1, pygame.K_2, pygame.K_h, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z]
    for _ in range(count):
        pos = (area.x + rng.randbelow(area.w), area.y + rng.randbelow(area.h))
        kind = rng.randbelow(6)
        if kind == 0:
            click(app, pos)
        elif kind == 1:
            pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(1, 0, 0))])
        elif kind == 2:
            pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        elif kind == 3:
            pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.randbelow(3) - 1, flipped=False)])
        elif kind == 4:
            pump(app, [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0)])
        else:
            pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))])


def test_random_clicks_through_every_phase_of_a_hot_seat_game_never_crash(app):
    """Random input between moves, from the first card to the scores, with guides shown."""
    seats = [Seat("human", "normal", "Camille", 0), Seat("human", "normal", "Dom", 1), Seat("ai", "easy", "Bayard", 2)]
    session = Session.create("chateau-combo", seats, seed=8)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    rng = Rng(8)
    phases = set()
    while not session.state.is_over():
        legal = session.state.legal_actions()
        host.board.set_guide(rng.choice(legal))
        random_events(app, rng, 8, host.board_rect)  # the board only: the top bar's Menu may quit
        if not session.state.is_over() and session.state.legal_actions() == legal:
            session.apply(rng.choice(legal))  # the clicks did not play: a move does
        phases.add(session.state.phase if session.state.pending is None else session.state.pending.kind)
    random_events(app, rng, 30, host.board_rect)
    assert {"play", "store", "over"} <= phases


def test_a_replay_jumping_back_and_forth_draws_every_position(app):
    from ludotheque.client.game.timeline import Timeline
    from ludotheque.client.scenes.replay import ReplayScene

    seats = [Seat.parse("ai:normal", name="A"), Seat.parse("ai:easy", name="B"), Seat.parse("random", name="C")]
    played = Session.create("chateau-combo", seats, seed=4)
    while not played.state.is_over():
        played.play_ai_turn()
    for finished in (True, False):
        scene = ReplayScene(app, Timeline.from_session(played), finished=finished)
        app.scenes.push(scene)
        rng = Rng(4)
        for step in [len(played.history), 0, 17, 3, len(played.history) - 1, 40, 1]:
            scene.go(step)
            scene.board.set_guide(Buy(0, 0, 0, False) if step % 2 else None)
            random_events(app, rng, 6)
            assert scene.timeline.position == min(step, len(played.history))
        assert played.state.is_over() and played.ply == len(played.history)  # nothing played
        app.scenes.pop()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_tutorial_s_read_steps_leave_the_player_s_cards_in_sight(app, size, lang):
    """A read step talks about the card just laid (the messenger's icon, the purse's
    gold): its caption must not cover the tableau's cards."""
    app.resize(size)
    app.translator.set_language(lang)
    reads = [k + 1 for k, step in enumerate(TUTORIAL.steps) if step.is_read]
    assert len(reads) == 3
    for step in reads:
        host = tutorial_host(app, "chateau-combo", step)
        app.scenes.push(host)
        pump(app)
        assert host.tutorial.reading()
        board = host.board
        grid = board.grid()
        cards = [grid.rect(cell) for cell in board.screen().seats[0].cells()]
        assert cards and host.tutorial.box.w > 0
        assert host.tutorial.box.collidelist(cards) == -1, (step, host.tutorial.box, cards)
        app.scenes.stack.clear()


def test_an_opponent_s_panel_does_not_open_under_the_tutorial_s_caption(app, monkeypatch):
    """When the purses step's caption lies over the opponent's panel (it did at 800x600
    with the log docked; the test now lays it there): pointing at its Continue button, then
    clicking it, must not open the opponent's enlarged tableau over the player's own (the
    pointer rests where the caption was); moving on does."""
    import ludotheque.client.game.guided as guided

    app.resize((800, 600))
    step = 1 + [s.caption for s in TUTORIAL.steps].index("chateau_combo.tutorial.purses")
    host = tutorial_host(app, "chateau-combo", step)
    placed = guided.callout_box

    def over_the_opponent(*args, **kwargs):
        box, rows = placed(*args, **kwargs)
        if host.tutorial.run.index < step:  # the purses step only: the next caption goes where it goes
            panel = host.board.lay.opponents[0]
            box = box.copy()
            box.bottomleft = (panel.x + 4, panel.bottom - 4)
        return box, rows

    monkeypatch.setattr(guided, "callout_box", over_the_opponent)
    app.scenes.push(host)
    pump(app)
    board, guide = host.board, host.tutorial
    button = guide.continue_button.rect
    assert board.lay.opponents[0].collidepoint(button.center)  # the case this is about
    move_to(app, button.center)
    assert hovered_opponent(board.frame()) is None
    click(app, button.center)
    pump(app, frames=3)
    assert guide.run.index == step and hovered_opponent(board.frame()) is None
    host.play_ai_turns()
    pump(app)
    panel = board.lay.opponents[0]
    assert not guide.box.collidepoint(button.center)  # the next step's caption is elsewhere
    assert hovered_opponent(board.frame()) is None  # the pointer has not moved
    move_to(app, (button.centerx - 3, button.centery))
    assert panel.collidepoint(board.hover.mouse) and hovered_opponent(board.frame()) == 0


@pytest.mark.parametrize("step", [3, 8])
def test_a_tutorial_played_forward_before_it_is_shown_never_crashes(app, step):
    """The monkey (and `shot`) build the guided game and skip to a step before the
    scene is ever laid out; with animations on, the board must not slide cards from
    market rows it has not placed yet."""
    app.settings.anim_speed = 1.0
    host = tutorial_host(app, "chateau-combo", step)
    assert host.tutorial.position() == step
    app.scenes.push(host)
    pump(app, frames=30)  # then it is laid out and draws


def test_a_replay_moved_on_before_it_is_shown_never_crashes(app):
    """The same for a replay built at step 25 with animations on (`monkey replay`)."""
    from types import SimpleNamespace

    from ludotheque.client.cli.shot import replay_scene

    app.settings.anim_speed = 1.0
    args = SimpleNamespace(game="chateau-combo", mode=None, seed=3, players=2, actions=25)
    scene = replay_scene(app, args, {})
    app.scenes.push(scene)
    pump(app, frames=30)


def test_the_first_card_can_end_in_any_row_as_the_sheet_says():
    """The sheet: 'seul le placement des cartes futures déterminera si cette ligne sera
    celle du haut, du milieu ou du bas'. The rules let the first card end bottom-right, and
    no text (tutorial, rules, refusals) teaches that it is the centre of the grid."""
    from ludotheque.rules.chateau_combo.tableau import Slot, Tableau

    tab = Tableau()
    for cell in [(0, 0), (-1, 0), (-2, 0), (-2, -1), (-2, -2)]:
        assert tab.placement_problem(cell) is None
        tab.place(cell, Slot(0))
    assert tab.final_cell((0, 0)) == (2, 2)
    for lang in ("fr", "en"):
        t = Translator(lang).t
        texts = [t(step.caption) for step in TUTORIAL.steps] + [t(step.why) for step in TUTORIAL.steps if step.why]
        texts += [t("chateau_combo.rules"), t("chateau_combo.error.first_card_origin")]
        for text in texts:
            low = text.lower()
            assert "centre de votre" not in low and "middle of your" not in low, text


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_tutorial_s_do_steps_leave_the_player_s_cards_and_targets_in_sight(app, size):
    """Issue 23: the face-down step's caption covered the Stonemason and the Potter. A do
    step's caption covers neither the player's cards nor what it asks to click."""
    app.resize(size)
    app.translator.set_language("fr")
    does = [k + 1 for k, step in enumerate(TUTORIAL.steps) if not step.is_read]
    for step in does:
        host = tutorial_host(app, "chateau-combo", step)
        app.scenes.push(host)
        pump(app)
        board = host.board
        grid = board.grid()
        keep = [grid.rect(cell) for cell in board.screen().seats[0].cells()]
        keep += guide_mod.targets(board.frame(), board.guide)
        assert host.tutorial.box.w > 0
        assert host.tutorial.box.collidelist(keep) == -1, (step, host.tutorial.box, keep)
        app.scenes.stack.clear()
