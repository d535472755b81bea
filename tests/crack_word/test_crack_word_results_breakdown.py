"""Issue 31 (should-fix): Crack Word's results say where each player's points came from:
words cracked, POUBELLE cards and the end bonus, adding up to the points pile."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.scenes.crack_word import draw_results
from ludotheque.client.scenes.crack_word.results import breakdown, points_won
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session


def finished(seed: int) -> Session:
    session = Session.create("crack-word", [Seat.parse("ai:easy"), Seat.parse("ai:easy")], seed=seed)
    rng = Rng(seed)
    while not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_parts_add_up_to_each_points_pile(seed):
    session = finished(seed)
    won = points_won(session)
    points = session.view(None)["points"]
    for p, parts in won.items():
        assert parts["words"] + parts["bins"] + parts["bonus"] == len(points[p])


def test_bins_and_the_end_bonus_are_said_in_both_languages(app):
    session = finished(1)
    for lang in ("fr", "en"):
        app.set_language(lang)
        text = breakdown(app, {"words": 12, "bins": 2, "bonus": 3})
        assert "12" in text and "2" in text and "3" in text
        assert ("POUBELLE" if lang == "fr" else "BIN") in text
        assert breakdown(app, {"words": 5, "bins": 0, "bonus": 0}) == app.t("crack_word.ui.from_words", n=5)
        draw_results(app.screen, pygame.Rect(300, 80, 520, 460), app, session)
