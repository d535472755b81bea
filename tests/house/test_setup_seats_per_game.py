"""The setup screen keeps each game's seats (QA polish): a second human set up for Castle
Risk does not turn Castle Crush into hot seat when the player switches back."""

from __future__ import annotations

from ludotheque.client.scenes.setup import SetupScene
from ui_events import pump


def _choose(setup: SetupScene, game_id: str) -> None:
    setup.game.index = [g.id for g in setup.games].index(game_id)
    setup.game_changed(setup.game.value)


def _set_kind(setup: SetupScene, index: int, kind: str) -> None:
    row = setup.rows[index]
    row.kind.index = row.kind.choices.index(kind)
    row.kind_changed(kind)


def _kinds(setup: SetupScene) -> list[str]:
    return [row.kind.value for row in setup.rows[:setup.count.value]]


def test_seat_choices_stay_with_their_game(app):
    app.scenes.push(SetupScene(app, "castle-crush"))
    pump(app)
    setup = app.scenes.top
    crush = _kinds(setup)
    assert crush[1] != "human"
    _choose(setup, "castle-risk")
    _set_kind(setup, 1, "human")
    assert _kinds(setup)[1] == "human"
    _choose(setup, "castle-crush")
    assert _kinds(setup) == crush, "Castle Crush kept its AI seat"
    _choose(setup, "castle-risk")
    assert _kinds(setup)[1] == "human", "Castle Risk kept its second human"


def test_each_games_table_comes_back_after_a_game_is_started(app):
    app.scenes.push(SetupScene(app, "castle-risk"))
    pump(app)
    setup = app.scenes.top
    _set_kind(setup, 1, "human")
    _choose(setup, "crack-word")
    _set_kind(setup, 1, "ai:hard")
    setup.start()
    again = SetupScene(app)
    assert again.info.id == "crack-word" and _kinds(again)[1] == "ai:hard"
    _choose(again, "castle-risk")
    assert _kinds(again)[1] == "human"
    _choose(again, "castle-crush")
    assert _kinds(again)[1] == "ai:normal"
