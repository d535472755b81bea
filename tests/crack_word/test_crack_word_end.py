"""The end of a game on the board, with animations on (issue 23, must fix 1): the player
who lays his last card collects his colour's cards from the table, so the row the card
went to may be empty afterwards; the board's reaction must still move every card."""

from __future__ import annotations

import pygame
from crack_word_helpers import settle, table
from ludotheque.client.game.host import GameHost
from ludotheque.rules.core import GameConfig
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.crack_word.actions import PlaceLetter, Trash
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def run_to_results(app, host, frames: int = 4000) -> None:
    """Frames (AI seats think in their thread, waited for) until the results replace the game."""
    for _ in range(frames):
        if app.scenes.top is not host:
            return
        app.frame(1 / 30, pygame.event.get(), True)
        if host.worker is not None:
            host.worker.wait(60)
    raise AssertionError("the game never reached its results")


def last_card_host(app, *rows: str, hand: list[str]) -> GameHost:
    """Seat 0 (human) holds his last cards in the derniers tours; animations are on."""
    app.settings.anim_speed = 1.0
    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("ai:normal")])
    state = table(session.state, *rows)
    state.hands[0] = list(hand)
    state.hands[1] = ["E", "A", "I"]
    settle(state)
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[], []]
    host = GameHost(app, session, autosave=False, run_ai=True)
    app.scenes.push(host)
    pump(app)
    return host


def test_last_card_on_a_row_the_end_then_empties_moves_every_card_and_reaches_the_results(app):
    host = last_card_host(app, "0T 0R", "1C 0H", "1M", hand=["A"])
    board = host.board
    assert host.submit(PlaceLetter("A", 0, "A"))
    state = host.session.state
    assert state.is_over() and state.finished_by == 0 and state.rows[0] == []
    assert state.end_reason() == ("crack_word.end.last_card", {"player": 0})
    # The A slides in, then T, R, A and the H fly to the finisher's points.
    assert len(board.motion.flights) == 5
    assert board.busy(), "the results wait until the cards have landed"
    run_to_results(app, host)
    assert type(app.scenes.top).__name__ == "ResultsScene"


def test_last_card_a_poubelle_whose_restart_is_collected_too(app):
    """POUBELLE as the last card: the row restarts from... no pile (derniers tours), so it
    stays empty; the finisher's other cards still fly off."""
    host = last_card_host(app, "0T 0R", "1C 0H", hand=["POUBELLE"])
    assert host.submit(Trash(1))
    assert host.session.state.is_over()
    run_to_results(app, host)


def test_seed_5_ends_on_the_ai_s_last_card_without_closing_the_game(app):
    """The issue's game: `autoplay crack-word --seats ai:normal,ai:normal --seed 5 --save-at
    85`, seat 0 made human, played on with animations on."""
    app.settings.anim_speed = 1.0
    session = Session.create("crack-word", [Seat("human", "normal", "A", 0), Seat("ai", "normal", "B", 1)], 5)
    for _ in range(85):  # the human seat's moves too are its AI's, as autoplay's
        session.apply(session.choose_for(session.current_player()))
    host = GameHost(app, session, autosave=False, run_ai=True)
    app.scenes.push(host)
    pump(app)
    for _ in range(4000):
        if app.scenes.top is not host:
            break
        if host.can_act():
            host.submit(host.session.state.legal_actions()[0])
        app.frame(1 / 30, pygame.event.get(), True)
        if host.worker is not None:
            host.worker.wait(60)
    assert host.session.state.is_over() and host.session.state.finished_by is not None
    assert type(app.scenes.top).__name__ == "ResultsScene"


def test_another_seats_move_slides_slowly_and_the_next_ai_waits_for_it(app):
    """Issue 23: AI moves went by too fast to follow. Another seat's card crosses the
    table in AI_SLIDE, then stays in view; the board is busy meanwhile (the host holds the
    next AI move), and free again afterwards."""
    from ludotheque.client.scenes.crack_word.events import AI_SLIDE, LINGER

    app.settings.anim_speed = 1.0
    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("ai:normal")])
    state = table(session.state, "0C 1H", turn=1)
    state.hands[1] = ["A", "E", "I"]
    settle(state)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    before = session.state
    host._after_apply(before, session.apply(PlaceLetter("A", 0, "A")))
    board = host.board
    assert [round(tween.duration, 3) for _, tween in board.motion.flights] == [AI_SLIDE]
    for _ in range(int((AI_SLIDE + LINGER) * 60) - 2):
        board.update(1 / 60)
        assert board.busy()
    for _ in range(30):
        board.update(1 / 60)
    assert not board.busy()
