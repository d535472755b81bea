"""The load screen names what a save was set to play (QA polish): Castle Crush's mode and
Construction challenge; a game with one mode adds nothing."""

from __future__ import annotations

from ludotheque.client import saves
from ludotheque.client.scenes.load import LoadScene
from ludotheque.rules.core import GameConfig
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def _row(app, session: Session) -> str:
    saves.autosave(session.to_json())
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    entry = next(e for e in scene.entries if e.game_id == session.info.id)
    return scene.describe(entry)[0]


def test_a_construction_save_names_its_mode_and_challenge(app):
    app.set_language("en")
    config = GameConfig(1, seed=2, mode="construction", options={"challenge": "donjon"})
    session = Session(get_game("castle-crush"), config, [Seat.parse("human", "Zoé")])
    title = _row(app, session)
    assert app.t("castle_crush.mode.construction") in title
    assert app.t("castle_crush.challenge.donjon") in title


def test_a_standard_castle_crush_save_names_its_mode(app):
    app.set_language("fr")
    session = Session.create("castle-crush", [Seat.parse("human", "Zoé"), Seat.parse("ai:easy")], seed=1)
    assert app.t("castle_crush.mode.standard") in _row(app, session)


def test_a_game_with_one_mode_shows_just_its_name(app):
    app.set_language("fr")
    session = Session.create("castle-risk", [Seat.parse("human", "Zoé"), Seat.parse("ai:easy")], seed=1)
    assert _row(app, session) == f"{app.t('castle_risk.name')} — {app.t('load.auto')}"
