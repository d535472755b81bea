"""Tutorial callouts (issue 12) stay inside the castle view: never over the pieces panel
(its slots), the scores or the view's own buttons (Ralenti / Slow replay, Photo), and
where a step asks for a carry, clear of the air just above the landing, where the hand
comes down to let go. Walked through the real tutorial scene, every step, at both sizes
and in both languages."""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.callout as callout
import pytest
from ludotheque.client.scenes.castle_crush import panels
from test_castle_crush_scene import pump


def walk(app, size):
    """Each screen of the guided game (intro, steps, outro): yields the host once per
    screen and language, drawn."""
    from ludotheque.client.cli.shot import tutorial_host

    app.settings.anim_speed = 0.0
    app.resize(size)
    host = tutorial_host(app, "castle-crush", 0)
    app.scenes.push(host)
    guide = host.tutorial
    while guide.active():
        if not guide.reading():
            host.play_ai_turns()
        for lang in ("fr", "en"):
            app.translator.set_language(lang)
            pump(app, frames=2)
            yield host
        guide.skip()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_tutorial_callouts_leave_the_panel_and_the_buttons_clear(app, size):
    pointing = carries = 0
    for host in walk(app, size):
        board, box = host.board, host.tutorial.box
        lay = board.lay
        assert box.w > 0
        assert not box.colliderect(lay.side), (host.tutorial.position(), box, lay.side)
        slots = panels.item_rects(lay.pieces, app.theme, len(board.table().items))
        assert not any(box.colliderect(s) for s in slots)
        for button in (board.replay_button, board.photo_button):
            assert not (button.visible and box.colliderect(button.rect)), (host.tutorial.position(), box, button.rect)
        assert lay.view.contains(box)
        target = board.guide_rect()
        if host.tutorial.wanted() is None or target is None:
            continue
        pointing += 1
        clear = callout.keep_clear(board.screen(), board.kit, board.camera(), target)
        if board.guide_look.pose is not None:  # a carry: the air above its landing is free
            carries += 1
            assert clear is not None and not box.colliderect(clear), (host.tutorial.position(), box, clear)
    assert pointing >= 2 * 8 and carries >= 2 * 7  # every do-step was seen, in both languages
