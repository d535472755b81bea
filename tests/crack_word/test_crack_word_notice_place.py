"""Hot seat notices and guided captions keep off what the player reads (QA polish):
the players' panels (hand, pile, points), the hint line and the hand. A refusal notice
shows one at a time and says "previous turn" only when a pass screen came between."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from ludotheque.client.cli.shot import tutorial_host
from ludotheque.client.scenes.crack_word.events import Notices
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for
from ui_events import pump


def _penalty(text: str, letter: str) -> SimpleNamespace:
    return SimpleNamespace(key="crack_word.log.penalty_prefix", params={"player": 0, "text": text, "letter": letter})


def _hot_seat(app) -> Words:
    app.translator.lang = "en"
    return Words(app, Session.create("crack-word", [Seat("human", name="A"), Seat("human", name="B")], seed=1))


def test_a_refusal_when_the_others_passed_for_good_is_told_as_just_now(app):
    words, notices = _hot_seat(app), Notices()
    notices.react([_penalty("OARIF", "F")], words, mover=0)  # seat 0 plays again at once
    told = notices.take(0)
    assert told is not None and told.startswith("The referee refused OARIF")
    assert "last turn" not in told and "previous turn" not in told


def test_a_refusal_behind_a_pass_screen_is_told_as_the_previous_turn(app):
    words, notices = _hot_seat(app), Notices()
    notices.react([_penalty("OARIF", "F")], words, mover=1)
    told = notices.take(0)
    assert told is not None and "previous turn" in told and "last turn" not in told


def test_refusals_in_a_row_show_one_notice_at_a_time(app):
    words, notices = _hot_seat(app), Notices()
    notices.react([_penalty("OARIF", "F")], words, mover=0)
    notices.tell(0, True, 0.0)
    notices.react([_penalty("OARIZ", "Z")], words, mover=0)
    notices.tell(0, True, 0.1)
    shown = notices.showing()
    assert len(shown) == 1 and "OARIZ" in shown[0]


def test_another_seats_notice_goes_with_the_pass_screen(app):
    words, notices = _hot_seat(app), Notices()
    notices.react([_penalty("OARIF", "F")], words, mover=0)
    notices.tell(0, True, 0.0)
    notices.tell(1, True, 0.0)
    assert notices.showing() == []


def _reserved(board) -> list[pygame.Rect]:
    lay = board.lay
    return [*lay.players, lay.hint, lay.hand_area]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_no_guided_caption_covers_the_panels_the_hint_line_or_the_hand(app, size):
    app.set_language("fr")
    app.resize(size)
    covered = []
    for step in range(1, len(tutorial_for(GAME).steps) + 1):
        host = tutorial_host(app, "crack-word", step)
        app.scenes.stack[:] = [host]
        app.scenes.layout(app.size)
        pump(app, frames=2)
        box = host.tutorial.box
        if box.w and box.collidelist(_reserved(host.board)) >= 0:
            covered.append(step)
        assert host.board.toast_area().collidelist(_reserved(host.board)) < 0
    assert covered == [], f"steps whose caption covers a panel or the hand: {covered}"
