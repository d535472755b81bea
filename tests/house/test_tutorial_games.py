"""Every game's guided first game, run through the real host and board by posted
clicks: Continue on read steps, Skip on do steps (which plays the asked action, so it
must be legal when the player's turn comes), AI turns in between, to the outro."""

from __future__ import annotations

import time

import pytest
from ludotheque.client.game.guided import start_tutorial
from ludotheque.client.i18n import Translator
from ludotheque.rules.registry import GAME_MODULES, get_game
from ludotheque.rules.tutorial import tutorial_for
from ui_events import click, pump


def run_to_the_end(app, host, seconds: float = 120.0) -> list[str]:
    """Click through; returns the problems met (an asked action not legal, a stall)."""
    guide = host.tutorial
    session = host.session
    problems = []
    deadline = time.time() + seconds
    while guide.phase in ("intro", "steps", "outro"):
        assert time.time() < deadline, f"stalled at step {guide.run.index}"
        if guide.reading():
            click(app, guide.continue_button.rect.center)
            continue
        if not host.can_act():
            if session.state.is_over():
                problems.append(f"the game ended before step {guide.run.index}")
                break
            time.sleep(0.002)
            pump(app)
            continue
        index, ply = guide.run.index, session.ply
        asked = guide.wanted()
        if asked is None:
            problems.append(f"step {index} asks for an action not legal when the player's turn comes")
        click(app, guide.skip_button.rect.center)
        assert guide.run.index == index + 1
        if asked is not None and session.ply != ply + 1:
            problems.append(f"step {index}: Skip did not play the asked action")
    return problems


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_the_guided_game_runs_to_the_end(app, game_id):
    info = get_game(game_id)
    tutorial = tutorial_for(info)
    if tutorial is None:
        pytest.skip(f"{game_id} has no guided first game yet")
    start_tutorial(app, info, tutorial)
    pump(app, frames=2)
    host = app.scenes.top
    assert run_to_the_end(app, host) == []
    assert host.tutorial.phase == "free"


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_every_caption_reads_in_both_languages(game_id):
    """Every caption, "why" line, intro and outro of every game's guided first game is in
    both catalogues and reads whole with its step's params (no placeholder left)."""
    tutorial = tutorial_for(get_game(game_id))
    assert tutorial is not None, f"{game_id} has no guided first game"
    keys = [(tutorial.intro, {}), (tutorial.outro, {})]
    for step in tutorial.steps:
        keys += [(k, dict(step.params)) for k in (step.caption, step.why) if k]
    for lang in ("fr", "en"):
        tr = Translator(lang)
        for key, params in keys:
            text = tr.event_text(key, params, str)
            assert tr.has(key) and "{" not in text, (lang, key, text)
