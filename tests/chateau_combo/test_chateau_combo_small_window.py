"""Issue 31: at 800x600 with four players, Château Combo's card effects read (digits at
least 10 px high); below 1000 px of width the log starts folded and opens over the board."""

from __future__ import annotations

import pytest
from ludotheque.client.game.host import LOG_FOLDS_BELOW, GameHost
from ludotheque.client.scenes.chateau_combo import cardface
from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.session import Seat, Session


def four_players(app, size) -> GameHost:
    app.resize(size)
    seats = [Seat("human", "normal", "Camille", 0)] + [Seat("ai", "normal", n, k) for k, n in
                                                       enumerate(["Bayard", "Colbert", "Éléonore"], 1)]
    host = GameHost(app, Session.create("chateau-combo", seats, seed=3), autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(1 / 60, [])
    return host


def digit_heights(app, card_id: int, w: int, h: int) -> list[int]:
    """The ink height of the digits of every text with a digit drawn on the card's face."""
    theme = app.theme
    heights: list[int] = []
    text = theme.text

    def recording(s, size, colour, serif=False, bold=False):
        if any(ch.isdigit() for ch in s):
            heights.append(theme.font(size, serif, bold).render("0123456789", True, colour).get_bounding_rect().h)
        return text(s, size, colour, serif, bold)

    theme.text = recording
    try:
        cardface._render(card_id, w, h, theme, "fr", False)
    finally:
        del theme.text
    return heights


def test_the_log_starts_folded_on_a_narrow_window_and_opens_over_the_board(app):
    host = four_players(app, (800, 600))
    assert 800 < LOG_FOLDS_BELOW
    assert not host.show_log and host.board_rect.w == 800
    market = host.board.lay.rows["castle"].cards[0].size
    host.toggle_log()
    assert host.show_log and host.log_panel.rect.w > 0
    assert host.board_rect.w == 800 and host.board.lay.rows["castle"].cards[0].size == market  # over the board
    host.toggle_log()
    assert not host.show_log


def test_the_log_stays_docked_on_a_wide_window(app):
    host = four_players(app, (1280, 720))
    assert host.show_log and host.board_rect.w == 1280 - host.log_panel.rect.w > 0


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_every_card_reads_in_the_market_and_the_tableau_with_four_players(app, size):
    host = four_players(app, size)
    board = host.board
    sizes = {board.lay.rows["castle"].cards[0].size, (board.grid().cw, board.grid().ch)}
    for w, h in sizes:
        assert w >= 80, (size, w, h)
        for card in CARDS:
            heights = digit_heights(app, card.id, w, h)
            assert heights and min(heights) >= 10, (size, (w, h), card.name_en, heights)


def test_thumbnails_keep_their_small_text(app):
    """The floor follows the card's width: an opponent's thumbnail keeps its lines on the card."""
    assert cardface.digit_size(24) == 8 and cardface.digit_size(99) == cardface.DIGITS_10PX
