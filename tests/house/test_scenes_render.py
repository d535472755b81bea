"""Every house scene renders in both languages at 1280×720 and 800×600, and sound works
(silently) without an audio device."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.app import App
from ludotheque.client.audio import Sounds
from ludotheque.client.settings import Settings

SIZES = [(1280, 720), (800, 600)]


def scenes(app):
    from ludotheque.client.scenes.challenges import ChallengesScene
    from ludotheque.client.scenes.learn import LearnScene
    from ludotheque.client.scenes.load import LoadScene
    from ludotheque.client.scenes.menu import MenuScene
    from ludotheque.client.scenes.rules_book import RulesScene
    from ludotheque.client.scenes.settings import SettingsScene
    from ludotheque.client.scenes.setup import SetupScene

    return [MenuScene(app), SetupScene(app), SettingsScene(app), RulesScene(app), LoadScene(app), ChallengesScene(app),
            LearnScene(app)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_house_scenes_render(size, lang):
    app = App(size, Settings(language=lang, anim_speed=0.0), window=False)
    for scene in scenes(app):
        app.scenes.reset(scene)
        app.frame(1 / 60, [])
        assert app.screen.get_size() == size
        # Something was drawn: the picture is not a flat colour.
        small = pygame.transform.smoothscale(app.screen, (16, 9))
        colours = {small.get_at((x, y))[:3] for x in range(16) for y in range(9)}
        assert len(colours) > 4


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_replay_and_tutorial_overlays_fit_the_window(size, lang, toy_game):
    """The replay's controls and a tutorial step's panel stay on screen, their labels
    unshrunk."""
    from ludotheque.client.game.guided import tutorial_session
    from ludotheque.client.game.timeline import Timeline
    from ludotheque.rules.session import Seat, Session
    from ludotheque.rules.tutorial import Step, Tutorial

    app = App(size, Settings(language=lang, anim_speed=0.0), window=False)
    session = Session.create("toy", [Seat.parse("ai:easy"), Seat.parse("ai:easy")], seed=2)
    while not session.state.is_over():
        session.play_ai_turn()
    app.scenes.reset(app.scenes.make("replay", Timeline.from_session(session)))
    app.frame(1 / 60, [])
    replay = app.scenes.top
    screen = app.screen.get_rect()
    for widget in replay.controls:
        assert replay.bar.contains(widget.rect)
    card = session.history[0]
    steps = (Step("toy.tutorial.read", "toy.tutorial.why"), Step("toy.tutorial.play", action=card))
    tutorial = Tutorial(("human", "ai:easy"), steps, seed=2)
    game = tutorial_session(toy_game, tutorial, app.t("seat.default_name", n=1))
    app.scenes.reset(app.scenes.make("game", game, autosave=False, run_ai=False, tutorial=tutorial))
    app.frame(1 / 60, [])
    guide = app.scenes.top.tutorial
    assert screen.contains(guide.box) and guide.box.w > 0
    for b in guide.buttons():
        assert guide.box.contains(b.rect)
        text = b.label()
        fitted = app.theme.fit_size(text, int(b.rect.h * 0.5), b.rect.w - app.theme.px(0.8), bold=True)
        assert fitted >= int(b.rect.h * 0.5) - 1, f"{lang}: {text!r} had to shrink"


def test_buttons_fit_their_labels_in_both_languages():
    for lang in ("fr", "en"):
        app = App((800, 600), Settings(language=lang, anim_speed=0.0), window=False)
        from ludotheque.client.scenes.menu import MenuScene

        menu = MenuScene(app)
        menu.layout((800, 600))
        for _, button in menu.items:
            text = button.label()
            size = app.theme.fit_size(text, int(button.rect.h * 0.5), button.rect.w - app.theme.px(0.8), bold=True)
            assert size >= int(button.rect.h * 0.5) - 1, f"{lang}: {text!r} had to shrink"


def test_sounds_are_silent_without_an_audio_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.enabled
    sounds.play("hammer")
    sounds.start_music()
    assert sounds.played == ["hammer"]


def test_every_effect_the_games_use_exists():
    sounds = Sounds()
    assert {"click", "card", "dice", "block", "hammer", "victory", "crack", "coin"} <= set(sounds.names())
