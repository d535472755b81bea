"""Casa Grande's guided first game played in the real tutorial scene by posted events:
every do step's highlight is there from the first frame of the player's turn, and a
click at the centre of the highlighted place does what the step asks."""

from __future__ import annotations

import time

import pytest
from ludotheque.client.game.guided import start_tutorial
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import PlacePlatform, Roll
from ludotheque.rules.tutorial import tutorial_for
from ui_events import click, pump


def _start(app, size=(1280, 720), lang="en"):
    app.set_language(lang)
    app.resize(size)
    start_tutorial(app, GAME, tutorial_for(GAME))
    pump(app, frames=2)
    return app.scenes.top


def _spy_targets(host) -> list:
    """Every (guide, rectangle) the tutorial overlay gets from the board, per frame."""
    seen = []
    real = host.board.guide_rect

    def spy():
        rect = real()
        seen.append((host.board.guide, rect))
        return rect

    host.board.guide_rect = spy
    return seen


def _wait_for_the_player(app, host, seconds: float = 30.0) -> None:
    """Until the player's turn has come and the host has given the board its guide (in
    the frame after the AI's move: the host hands guides out at the start of a frame)."""
    deadline = time.time() + seconds
    while not host.can_act():
        assert time.time() < deadline, "the AI never moved"
        time.sleep(0.002)
        pump(app)
    pump(app)


def _play_by_clicking_the_highlight(app, host) -> list[int]:
    """Continue on read steps; on do steps, one click at the centre of guide_rect().
    Returns the do steps the click did not complete."""
    guide = host.tutorial
    missed = []
    while guide.phase in ("intro", "steps", "outro"):
        if guide.reading():
            click(app, guide.continue_button.rect.center)
            continue
        _wait_for_the_player(app, host)
        index = guide.run.index
        target = host.board.guide_rect()
        assert target is not None, f"step {index}: nothing highlighted"
        click(app, target.center)
        pump(app)
        if guide.run.index == index:
            missed.append(index)
            click(app, guide.skip_button.rect.center)
    return missed


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((800, 600), "fr")])
def test_every_step_is_done_by_a_click_at_the_centre_of_its_highlight(app, size, lang):
    host = _start(app, size, lang)
    assert _play_by_clicking_the_highlight(app, host) == []
    assert host.tutorial.phase == "free" and host.session.state.money[0] == 8


def test_the_roll_button_is_highlighted_from_the_first_frame_of_the_turn(app):
    """The overlay asks for the rectangle in the frame's update, before the panel is
    drawn: on the first frame of the turn after the AI's (played at once, as the
    command line does), Roll is already outlined and the caption points at it."""
    host = _start(app)
    host.run_ai = False  # the AI's turns are played at once below, no worker thread
    seen = _spy_targets(host)
    guide = host.tutorial
    rolls = 0
    while guide.phase in ("intro", "steps", "outro"):
        if guide.reading():
            click(app, guide.continue_button.rect.center)
            continue
        if not host.can_act():
            host.play_ai_turns()
            del seen[:]
            pump(app)
            if isinstance(host.board.guide, Roll):
                rolls += 1
                assert seen and seen[-1][1] == host.board.panel.roll.rect, seen
                assert guide.box.colliderect(host.board.panel.roll.rect.inflate(400, 400))
            continue
        click(app, guide.skip_button.rect.center)
    assert rolls == 2


def test_the_platform_step_is_laid_from_any_cell_of_its_outline(app):
    """The guided platform lies on two blocks a storey up: its gold outline covers
    ground cells that are not its own, and a click anywhere on it lays it as asked."""
    host = _start(app)
    guide = host.tutorial
    while not isinstance(host.board.guide, PlacePlatform):
        if guide.reading():
            click(app, guide.continue_button.rect.center)
        elif host.can_act():
            click(app, guide.skip_button.rect.center)
        else:
            time.sleep(0.002)
            pump(app)
    pump(app)
    asked = host.board.guide
    rect = host.board.guide_rect()
    ply = host.session.ply
    corner = (rect.x + rect.w // 4, rect.centery)
    click(app, corner)
    assert host.session.ply == ply + 1
    assert host.session.history[-1] == {"shape": asked.shape, "rot": asked.rot, "x": asked.x, "y": asked.y,
                                        "type": "PlacePlatform"}


def test_random_input_during_the_guided_game_never_breaks_it(app):
    """Clicks (any button), wheel, keys and resizes anywhere, at every step: the guides
    (a lit corner, Roll, a stop and its lane, a ghost block, a ghost platform) are drawn
    and hit-tested without failing, and the game stays a legal one."""
    import pygame
    from ludotheque.rules.core import Rng
    from ui_events import key

    host = _start(app)
    session = host.session
    rng = Rng(12)
    keys = [pygame.K_r, pygame.K_q, pygame.K_e, pygame.K_s, pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB, pygame.K_p,
            pygame.K_h]
    for n in range(400):
        w, h = app.size
        roll = rng.random()
        if roll < 0.15:
            key(app, rng.choice(keys), rng.choice((0, pygame.KMOD_SHIFT)))
        elif roll < 0.2:
            pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)])
        elif roll < 0.22:
            app.resize(rng.choice(((1280, 720), (800, 600))))
        else:
            pos = (rng.randbelow(w), rng.randbelow(h))
            if not host.tutorial.leave_button.rect.collidepoint(pos):  # Leave ends the test's game
                click(app, pos, button=rng.choice((1, 1, 1, 3, 2)))
        if n % 40 == 0 and host.guided() and host.tutorial.phase == "steps":
            host.tutorial.skip()  # on through the steps, so every kind of guide is met
        while app.scenes.top is not host:  # a stray Esc opened the pause menu
            app.scenes.stack.pop()
        time.sleep(0.001)
        state = session.state
        assert type(state).from_json(state.to_json()).to_json() == state.to_json()
    assert session.ply > 4


def test_a_double_click_on_continue_never_skips_a_step_the_other_builder_is_still_playing(app):
    """Issue 31: Continue on « watch », and the second click of a double click landed on
    Skip while the other builder still played: the script moved on without playing the
    step and stayed one step ahead of the board. Skip waits for the player's turn (it
    does nothing and is greyed until then), then plays the step."""
    host = _start(app)
    host.run_ai = False  # the other builder moves only when the test says so
    guide = host.tutorial
    watch = next(i for i, s in enumerate(guide.tutorial.steps) if s.caption.endswith(".watch"))
    while guide.phase != "steps" or guide.run.index != watch:
        if guide.reading():
            click(app, guide.continue_button.rect.center)
        elif host.can_act():
            click(app, host.board.guide_rect().center)
        else:
            host.play_ai_turns()
            pump(app)
    where = guide.continue_button.rect.center
    click(app, where)
    click(app, where)  # the double click's second half
    click(app, guide.skip_button.rect.center)  # and a deliberate Skip, still during the other's turn
    ply = host.session.ply
    assert guide.run.index == watch + 1 and not host.can_act()
    assert not guide.skip_button.enabled
    host.play_ai_turns()
    pump(app)
    assert guide.run.index == watch + 1 and host.can_act() and guide.skip_button.enabled
    assert isinstance(host.board.guide, Roll)  # the bubble and the board agree: roll now
    assert host.session.ply > ply  # the other builder's turn was played meanwhile
    click(app, guide.skip_button.rect.center)
    assert host.session.history[-1]["type"] == "Roll" and guide.run.index == watch + 2
    assert _play_by_clicking_the_highlight_with(app, host) == []
    assert host.tutorial.phase == "free" and host.session.state.money[0] == 8  # the platform step was played


def _play_by_clicking_the_highlight_with(app, host) -> list[int]:
    """`_play_by_clicking_the_highlight`, the AI's turns played by the test."""
    guide = host.tutorial
    missed = []
    while guide.phase in ("intro", "steps", "outro"):
        if guide.reading():
            click(app, guide.continue_button.rect.center)
            continue
        if not host.can_act():
            host.play_ai_turns()
            pump(app)
            continue
        index = guide.run.index
        click(app, host.board.guide_rect().center)
        if guide.run.index == index:
            missed.append(index)
            click(app, guide.skip_button.rect.center)
    return missed
