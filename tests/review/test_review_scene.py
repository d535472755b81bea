"""The review scene: opens from the results, runs in the background, can be cancelled,
keeps its review and records it in the statistics; hot-seat games offer each human."""

from __future__ import annotations

import pygame
from ludotheque.client import stats
from ludotheque.rules.review import Cancelled
from ludotheque.rules.review.store import load_review
from ludotheque.rules.session import Seat, Session


def played(plies: int, humans: int = 1) -> Session:
    seats = [Seat("human" if i < humans else "ai", "normal", ("Camille", "Bayard")[i]) for i in range(2)]
    session = Session.create("chateau-combo", seats, seed=3)
    while session.ply < plies and not session.is_over():
        session.apply(session.choose_for(session.current_player()))
    return session


def frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.frame(1 / 60, [])


def test_the_results_screen_opens_the_review_and_it_can_be_cancelled(app):
    session = played(200)
    assert session.is_over()
    app.scenes.push("results", session)
    frames(app)
    results = app.scenes.top
    results.review.click()
    frames(app)
    scene = app.scenes.top
    assert type(scene).__name__ == "ReviewScene"
    task = scene.task
    assert task is not None and scene.cancel_button.visible
    scene.cancel_button.click()
    frames(app)
    assert app.scenes.top is results
    assert task.wait(60)
    assert isinstance(task.error, Cancelled)
    assert load_review(session.to_json(), 0) is None  # nothing kept of a cancelled review


def test_a_finished_review_is_shown_kept_and_counted(app):
    session = played(10)
    data = session.to_json()
    app.scenes.push("review", data, 0)
    frames(app)
    scene = app.scenes.top
    scene.wait(120)
    assert scene.result is not None and scene.result.decisions
    assert all(d.seat == 0 for d in scene.result.decisions)
    for size in ((1280, 720), (800, 600)):
        for lang in ("fr", "en"):
            app.settings.language = lang
            app.translator.set_language(lang)
            app.scenes.layout(size)
            surface = pygame.Surface(size)
            scene.draw(surface)
    kept = load_review(data, 0)
    assert kept is not None and kept.to_json() == scene.result.to_json()
    book = stats.load()
    rows = book.reviews["Camille"]["chateau-combo"]
    assert len(rows) == 1 and rows[0]["against"] == "normal"
    assert rows[0]["accuracy"] == scene.result.accuracy
    # Opened again, the kept review is shown at once and not counted twice.
    app.scenes.push("review", data, 0)
    frames(app)
    again = app.scenes.top
    assert again.task is None and again.result is not None
    assert len(stats.load().reviews["Camille"]["chateau-combo"]) == 1


def test_hot_seat_offers_each_human_and_shows_only_that_seat(app):
    session = played(8, humans=2)
    app.scenes.push("review", session.to_json(), 0)
    frames(app)
    scene = app.scenes.top
    assert scene.seat.visible and scene.seat.choices == [0, 1]
    scene.seat.step(1)  # the seat cycler: the review of seat 1 starts
    scene.wait(120)
    assert scene.result.seat == 1
    assert scene.result.decisions and all(d.seat == 1 for d in scene.result.decisions)


def test_the_replay_and_the_load_list_open_the_review(app):
    from ludotheque.client import saves
    from ludotheque.client.game.timeline import Timeline

    session = played(6)
    app.scenes.push("replay", Timeline.from_session(session), finished=False)
    frames(app)
    app.scenes.top.review_button.click()
    frames(app)
    scene = app.scenes.top
    assert type(scene).__name__ == "ReviewScene"
    assert scene.data["history"] == session.to_json()["history"]
    scene.cancel()
    frames(app)
    saves.write_save(saves.new_save_path("chateau-combo"), session.to_json())
    app.scenes.push("load")
    frames(app)
    load = app.scenes.top
    labels = [b.label() for b in load.review_buttons]
    assert app.t("review.button.short") in labels
    next(b for b in load.review_buttons if b.label() == app.t("review.button.short")).click()
    frames(app)
    assert type(app.scenes.top).__name__ == "ReviewScene"
    app.scenes.top.cancel()
    frames(app)


def test_the_list_can_show_the_marked_decisions_only(app):
    from ludotheque.rules.review import Decision, Review

    session = played(4)
    scene = app.scenes.make("review", session.to_json(), 0, keep=False)
    scene.stop()
    good = Decision(0, 0, {"type": "A"}, {"type": "A"}, [0.5, 0.5], [0.5, 0.5], 0.0, "good")
    bad = Decision(2, 0, {"type": "A"}, {"type": "B"}, [0.6, 0.4], [0.3, 0.7], 0.3, "blunder")
    scene.result = Review("chateau-combo", 0, 2, 4, False, [good, bad])
    app.scenes.push(scene)
    frames(app)
    every = scene.render_listing(scene.result, 400).get_height()
    scene.filter_button.click()
    frames(app)
    assert scene.only_mistakes
    assert scene.render_listing(scene.result, 400).get_height() < every
