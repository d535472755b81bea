"""The load screen's "click again to confirm" prompt goes when the deletion is called off
(QA: after a click elsewhere, or a trip to a replay and back, the prompt stayed under a
row whose button read Delete again)."""

from __future__ import annotations

from ludotheque.client import saves
from ludotheque.client.scenes.load import LoadScene
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump


def _scene(app) -> LoadScene:
    session = Session.create("castle-risk", [Seat.parse("human", "Zoé"), Seat.parse("ai:easy")], seed=1)
    saves.autosave(session.to_json())
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    return scene


def test_a_click_elsewhere_calls_off_the_deletion_and_its_prompt(app):
    app.set_language("en")
    scene = _scene(app)
    delete = scene.delete_buttons[0]
    click(app, delete.rect.center)
    assert scene.pending_delete is not None
    assert scene.message == app.t("load.delete_confirm", name=scene.describe(scene.entries[0])[0])
    click(app, (5, 5))  # the table, no button
    assert scene.pending_delete is None
    assert scene.message == ""
    assert scene._delete_label(scene.entries[0]) == app.t("load.delete")


def test_a_second_click_still_deletes(app):
    app.set_language("en")
    scene = _scene(app)
    n = len(scene.entries)
    click(app, scene.delete_buttons[0].rect.center)
    click(app, scene.delete_buttons[0].rect.center)
    assert len(scene.entries) == n - 1
    assert scene.message == app.t("load.deleted")
