"""The draft panel shows the blocks already taken this round (issue 31), each seat's in
its colour, the drafting seat's first; nothing before anyone has taken a block."""

from __future__ import annotations

import pytest
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from test_castle_crush_scene import host_for, pump, scene_info


def drafting(app, supplies):
    host = host_for(app, scene_info(), n=2)
    st = host.session.state
    st.phase, st.queue = "draft", [0, 0, 0]
    st.supply = [list(s) for s in supplies]
    host.board.refresh()
    return host


def drawn_texts(app, monkeypatch) -> list[str]:
    drawn: list[str] = []
    real = app.theme.text
    monkeypatch.setattr(app.theme, "text", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    pump(app, frames=2)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_blocks_taken_so_far_are_shown_while_drafting(size, monkeypatch):
    app = App(size, Settings(anim_speed=0.0), window=False)
    host = drafting(app, [["roof", "roof"], ["tower_a"]])
    table = host.board.screen().table
    assert table.taken == ((0, ("roof", "roof")), (1, ("tower_a",)))
    texts = drawn_texts(app, monkeypatch)
    assert app.t("castle_crush.ui.taken") in texts or app.t("castle_crush.ui.taken_inline") in texts
    assert "×2" in texts  # two roofs


def test_nothing_is_shown_before_the_first_pick(app, monkeypatch):
    host = drafting(app, [[], []])
    assert host.board.screen().table.taken == ()
    texts = drawn_texts(app, monkeypatch)
    assert app.t("castle_crush.ui.taken") not in texts and app.t("castle_crush.ui.taken_inline") not in texts
