"""The settings the house adds for hints, Castle Crush's hand and Castle Risk's defence:
set by clicks, saved, and read back; settings files written before them still load."""

from __future__ import annotations

import json

from ludotheque.client.settings import Settings, load_settings, save_settings, settings_path
from ui_events import click, pump


def test_the_new_settings_default_to_normal_hints_a_normal_hand_and_a_free_defender():
    s = Settings()
    assert (s.hint_level, s.hand_steadiness, s.risk_defender_max) == ("normal", "normal", False)


def test_a_settings_file_from_before_them_still_loads():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    old = {"language": "en", "music_volume": 0.2, "effects_volume": 0.8, "fullscreen": False,
           "anim_speed": 2.0, "colour_blind": True}
    path.write_text(json.dumps(old), encoding="utf-8")
    s = load_settings()
    assert (s.language, s.anim_speed, s.colour_blind) == ("en", 2.0, True)
    assert (s.hint_level, s.hand_steadiness, s.risk_defender_max) == ("normal", "normal", False)


def test_unknown_values_fall_back_to_the_defaults():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"hint_level": "genius", "hand_steadiness": 3, "risk_defender_max": 1}), encoding="utf-8")
    s = load_settings()
    assert (s.hint_level, s.hand_steadiness, s.risk_defender_max) == ("normal", "normal", True)


def test_they_round_trip_through_the_file():
    save_settings(Settings(hint_level="hard", hand_steadiness="shaky", risk_defender_max=True))
    s = load_settings()
    assert (s.hint_level, s.hand_steadiness, s.risk_defender_max) == ("hard", "shaky", True)


def test_clicks_on_the_settings_scene_change_and_save_them(app):
    app.scenes.push("settings")
    pump(app)
    scene = app.scenes.top
    click(app, (scene.hint_level.rect.right - 4, scene.hint_level.rect.centery))
    click(app, (scene.hand.rect.x + 4, scene.hand.rect.centery))  # back one: normal → steady
    click(app, scene.defender.rect.center)
    assert (app.settings.hint_level, app.settings.hand_steadiness, app.settings.risk_defender_max) == ("hard", "steady", True)
    s = load_settings()
    assert (s.hint_level, s.hand_steadiness, s.risk_defender_max) == ("hard", "steady", True)
