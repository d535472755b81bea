"""Issue 22 in the scene, on the real physics, by posted events: the "Done" button ends the
blocks; a click on the chosen block keeps it chosen; Construction shows one build score
(the Score panel follows the castle); a blow's caption, thumbnail and journal lines wait
until its pieces have settled; the view keeps room above the castle, under its caption."""

from __future__ import annotations

import pygame
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_crush import layout, panels
from ludotheque.rules.castle_crush.scoring import build_score
from ludotheque.rules.session import Seat, Session
from test_castle_crush_scene_carry import at, choose, motion
from ui_events import pump


def construction(app, challenge: str = "barbacane", seed: int = 1) -> GameHost:
    session = Session.create("castle-crush", [Seat("human", name="H")], seed=seed, mode="construction",
                             options={"challenge": challenge})
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    return host


def click(app, pos) -> None:
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def lay(app, board, kind: str, x: float) -> None:
    """Choose `kind`, take it high over x, lower it slowly and let go."""
    if board.hand.selected != kind:
        choose(app, board, kind)
    top = max([f.top for f in board.seen.facts(0)] + [0.3])
    pos = at(board, x, top + 2.0)
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    for i in range(90):
        pump(app, [motion(at(board, x, top + 2.0 - 1.6 * min(1.0, i / 60)))])
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(board, x, top + 0.4), button=1)])


def test_the_done_button_ends_the_blocks(app):
    host = construction(app)
    board = host.board
    assert board.done_button.visible
    lay(app, board, "house_b", 0.0)
    click(app, board.done_button.rect.center)
    st = host.session.state
    assert st.supply[0] == [] and st.build_step() == "king"
    assert any(e.event.key == "castle_crush.log.finish" for e in host.session.log)
    pump(app, frames=1)
    assert not board.done_button.visible  # the King and the General follow, as the sheet says


def test_the_done_button_sits_clear_of_the_pieces(app):
    for size in ((1280, 720), (800, 600)):
        app.resize(size)
        host = construction(app)
        board = host.board
        rects = panels.item_rects(board.lay.pieces, app.theme, len(board.table().items))
        assert board.lay.pieces.contains(board.done_button.rect)
        assert not any(r.colliderect(board.done_button.rect) for r in rects)
        app.scenes.stack.clear()


def test_a_click_on_the_chosen_block_keeps_it_chosen(app):
    host = construction(app)
    board = host.board
    choose(app, board, "tower_a")
    items = list(board.table().items)
    rect = panels.item_rects(board.lay.pieces, app.theme, len(items))[[i.kind for i in items].index("tower_a")]
    click(app, rect.center)
    assert board.hand.selected == "tower_a"


def test_construction_shows_one_build_score(app):
    host = construction(app)
    board = host.board
    lay(app, board, "house_b", 0.0)
    lay(app, board, "house_b", 0.0)
    pump(app, frames=5)
    points = build_score(host.session.state.facts(0))
    assert points >= 2 and host.session.state.score[0] == 0  # written when the build ends
    assert board.motion.shown == [float(points)]


def test_the_view_keeps_three_units_above_the_castle_under_its_caption(app):
    host = construction(app)
    board = host.board
    lay(app, board, "house_b", 0.0)
    pump(app, frames=5)
    cam = board.camera()
    top = max(f.top for f in host.session.state.facts(0))
    _, y = cam.to_screen(0.0, top + 3.0)
    assert y >= board.lay.view.top + app.theme.px(layout.CAPTION_ROOM) - 1
    assert cam.rect.top >= board.lay.view.top + app.theme.px(layout.CAPTION_ROOM) - 1


def test_a_blows_result_waits_until_its_pieces_have_settled(app):
    app.settings.anim_speed = 1.0
    session = Session.create("castle-crush", [Seat("human", name="H"), Seat("ai", "normal", name="B")], seed=1)
    while session.state.phase != "attack" or session.current_player() != 1:
        p = session.current_player()
        if session.state.phase == "attack" and p == 0:
            session.apply(session.choose_for(p))
            continue
        session.apply(session.choose_for(p))
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    board = host.board
    before = session.state
    logged = len(session.log)
    events = session.apply(session.choose_for(1))
    host.board.on_events(events, before, session.state)
    assert board.motion.replay is not None and board.motion.replay.moving
    # The table shown is the one before the blow, as the seat saw it (rebuilt from its view).
    assert board.table_state().view(None) == before.view(None)
    assert board.log_held() == len(session.log) - logged > 0
    for _ in range(2000):
        if board.motion.replay is None or not board.motion.replay.moving:
            break
        pump(app, frames=1)
    assert board.table_state() is board.seen and board.log_held() == 0
    assert board.seen.view(None) == session.state.view(None)


# --- Défis: a new seed each attempt, replay the same one, the seed in the high scores ------
def _challenge_session(app, challenge: str = "barbacane") -> Session:
    app.scenes.push("challenges")
    pump(app, frames=1)
    scene = app.scenes.stack[-1]
    scene.play(challenge)
    pump(app, frames=1)
    return app.scenes.stack[-1].session


def test_each_attempt_at_a_challenge_has_its_own_seed(app):
    seeds = {_challenge_session(app).config.seed for _ in range(4)}
    assert len(seeds) > 1 and 0 not in seeds


def _finish_by_dropping(app, host) -> None:
    """Done at once, then the King and the General dropped beside the foundation."""
    board = host.board
    click(app, board.done_button.rect.center)
    session = host.session
    while not session.state.is_over():
        host.submit(session.state.legal_actions()[0])
    pump(app, frames=3)


def test_replay_this_challenge_keeps_its_seed_and_the_table_keeps_seed_and_hand(app):
    from ludotheque.rules.castle_crush import highscores

    app.settings.anim_speed = 1.0
    app.settings.hand_steadiness = "steady"
    host = construction(app, seed=4321)
    _finish_by_dropping(app, host)
    row = highscores.load()["barbacane"][0]
    assert row["seed"] == 4321 and row["hand"] == "steady"
    board = host.board
    assert board.end.again_button.visible
    click(app, board.end.again_button.rect.center)
    pump(app, frames=2)
    again = app.scenes.stack[-1]
    assert again is not host and again.session.config.seed == 4321 and not again.session.state.is_over()
    assert again.session.config.options == {"challenge": "barbacane"}


def test_a_hint_to_stop_points_at_the_done_button(app):
    from ludotheque.rules.castle_crush.actions import Finish

    host = construction(app)
    board = host.board
    board.set_guide(Finish())
    assert board.guide_rect() == board.lay.done
