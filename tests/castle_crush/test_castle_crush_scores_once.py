"""A challenge's score is recorded once per game (issue 31, must-fix 3): watching its
replay to the end (Résultats → Revoir → play) adds no row, however often; the same game
ending again adds no row; "Rejouer ce défi" is a new game and gets its own row."""

from __future__ import annotations

from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.rules.castle_crush import highscores
from ludotheque.rules.castle_crush.actions import Finish
from ludotheque.rules.session import Seat
from test_castle_crush_scene import host_for, scene_info
from ui_events import click, pump


def play_to_the_end(host, finish_at: int | None = None):
    """Play the challenge to its end; return the state before the last move."""
    session = host.session
    before = session.state
    while not session.state.is_over():
        before = session.state
        if finish_at is not None and session.ply >= finish_at and Finish() in before.legal_actions():
            session.apply(Finish())
        else:
            session.apply(session.choose_for(0))
        host.board.on_events(session.state.events, before, session.state)
    return before


def watch_to_the_end(app, session) -> ReplayScene:
    scene = ReplayScene(app, Timeline.from_session(session))
    app.scenes.push(scene)
    pump(app)
    click(app, scene.play_button.rect.center)
    for _ in range(4000):
        if scene.timeline.position >= len(scene.timeline) and not scene.playing:
            break
        pump(app)
        scene.timer = 99.0  # no need to wait 1.2 s between moves
    assert scene.timeline.position == len(scene.timeline)
    return scene


def test_watching_a_challenge_to_the_end_records_nothing_more(app):
    host = host_for(app, scene_info(), mode="construction", n=1, seats=[Seat("human", name="Ada")],
                    challenge="barbacane")
    last = play_to_the_end(host)
    rows = highscores.load()["barbacane"]
    assert len(rows) == 1 and rows[0]["name"] == "Ada"
    for _ in range(2):  # Revoir, twice, each time to the end
        scene = watch_to_the_end(app, host.session)
        assert len(highscores.load()["barbacane"]) == 1
        assert scene.board.end.rank == 0  # the game's own row is the one shown in red
        scene.close()
        pump(app)
    # The same game ending once more at the table (its autosave finished again) adds no row.
    assert not last.is_over() and host.session.state.is_over()
    host.board.end.on_events(host.session.state.events, last, host.session.state)
    assert len(highscores.load()["barbacane"]) == 1 and host.board.end.rank == 0


def test_playing_the_challenge_again_is_a_new_game_with_its_own_row(app):
    host = host_for(app, scene_info(), mode="construction", n=1, seats=[Seat("human", name="Ada")],
                    challenge="barbacane")
    play_to_the_end(host)
    again = host_for(app, scene_info(), mode="construction", n=1, seats=[Seat("human", name="Ada")],
                     challenge="barbacane")
    play_to_the_end(again, finish_at=4)  # the same seed, other moves
    assert len(highscores.load()["barbacane"]) == 2


def test_the_table_keeps_one_row_per_game():
    assert highscores.record("donjon", "Ana", 150, None, game="g1") == 0
    assert highscores.record("donjon", "Ana", 150, None, game="g1") == 0
    assert highscores.record("donjon", "Bo", 120, None, game="g2") == 1
    assert [r["game"] for r in highscores.load()["donjon"]] == ["g1", "g2"]
