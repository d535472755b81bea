"""A Construction challenge has no undo (issue 31, must-fix 6): Ctrl+Z after a carry that
knocked nothing down takes nothing back, the Undo button stays off, and the rules page and
the challenge screen say so. Standard keeps its undo."""

from __future__ import annotations

import pygame
from ludotheque.client.scenes.challenges import ChallengesScene
from ludotheque.rules.castle_crush.actions import Carry
from ludotheque.rules.session import Seat
from test_castle_crush_scene import host_for, scene_info
from ui_events import key, pump


def lay_one_block(host) -> None:
    session = host.session
    carry = next(a for a in session.state.legal_actions() if isinstance(a, Carry))
    assert host.submit(carry)
    pump(host.app)
    assert not session.state.to_json()["worlds"][0]["pieces"] == []


def test_ctrl_z_takes_nothing_back_in_a_challenge(app):
    host = host_for(app, scene_info(), mode="construction", n=1, seats=[Seat("human", name="Ada")],
                    challenge="donjon")
    lay_one_block(host)
    laid = host.session.state.to_json()
    ply = host.session.ply
    assert not host.session.can_undo(0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert host.session.ply == ply and host.session.state.to_json() == laid
    assert not host.undo_button.enabled


def test_standard_keeps_its_undo(app):
    host = host_for(app, scene_info(), mode="standard", n=2)
    ply = host.session.ply
    lay_one_block(host)
    assert host.session.can_undo(0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert host.session.ply == ply


def test_the_rules_page_and_the_challenge_screen_say_there_is_no_undo(app, monkeypatch):
    for lang in ("fr", "en"):
        app.set_language(lang)
        note = app.t("castle_crush.ui.challenge_no_undo")
        assert note in app.t("castle_crush.rules")
        scene = ChallengesScene(app)
        app.scenes.reset(scene)
        drawn: list[str] = []
        real = app.theme.text
        monkeypatch.setattr(app.theme, "text",
                            lambda text, *a, drawn=drawn, real=real, **k: drawn.append(text) or real(text, *a, **k))
        pump(app)
        monkeypatch.undo()
        assert any(t and note.startswith(t) for t in drawn)
