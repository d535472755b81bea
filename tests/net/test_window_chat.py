"""The open chat panel of a network game covers none of a game's own panels or controls
(at 1280×720 Château Combo's panel was under it): on a wide window it docks in the log's
column, the board beside it; on a narrow one it is a strip along the bottom, the board above
it at its full width."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from ludotheque.client.ui.widgets import Widget
from window_table import seat_window

GAMES = ("chateau-combo", "castle-crush", "castle-risk", "crack-word", "casa-grande")


def board_rects(board) -> list[tuple[str, pygame.Rect]]:
    """The board's panels and controls: its widgets, and the rectangles of its layout."""
    out = [("board", board.rect)]
    for holder in (board, getattr(board, "lay", None)):
        for name, value in (vars(holder).items() if holder is not None else ()):
            items = value if isinstance(value, (list, tuple)) else [value]
            for item in items:
                if isinstance(item, Widget) and item.visible:
                    out.append((name, item.rect))
                elif isinstance(item, pygame.Rect) and item.w and item.h:
                    out.append((name, item))
    return out


def open_game(game: str, size: tuple[int, int], lang: str = "en"):
    app = App(size, Settings(language=lang, anim_speed=0.0), window=False)
    table, threads, _ = seat_window(game, ["here", "remote"])
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    return app, app.scenes.stack[-1]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("log", [True, False])
def test_the_open_chat_covers_no_panel_or_control_of_the_game(game, size, log):
    app, screen = open_game(game, size)
    if screen.show_log != log:
        screen.toggle_log()
    screen.chat_button.click()
    app.frame(1 / 60, [])
    chat = screen.chat_rect
    w, h = size
    assert chat.w > 0 and chat.h > 0 and pygame.Rect(0, 0, w, h).contains(chat)
    assert chat.y >= screen.top.bottom
    for name, rect in board_rects(screen.board):
        assert not chat.colliderect(rect), (name, rect, chat)
    for b in screen.buttons:
        assert not chat.colliderect(b.rect)
    if screen.show_log:
        assert not chat.colliderect(screen.log_panel.rect) and screen.log_panel.rect.h > chat.h // 2
    inner = (screen.chat_input, screen.send_button, *screen.reaction_buttons)
    for widget in inner:
        assert chat.contains(widget.rect), widget.rect
    for i, a in enumerate(inner):
        assert not any(a.rect.colliderect(b.rect) for b in inner[i + 1:])
    area = screen.chat_lines_area()
    assert area.h >= 2 * app.theme.font(app.theme.px(0.8)).get_linesize()  # room for lines of talk
    if screen.log_overlays:
        # A narrow window: a strip along the bottom, the board at the window's full width (the
        # boards are made for it: a column less squeezed Castle Crush's score rows into each other).
        assert screen.board.rect.w == w and chat.w == w and chat.bottom == h
        assert screen.board_rect.bottom <= chat.y
    screen.chat_button.click()  # folded: the board has its whole area back
    app.frame(1 / 60, [])
    assert screen.board.rect == screen.board_rect
    assert screen.board_rect.w == (w if screen.log_overlays or not screen.show_log else screen.log_panel.rect.x)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_long_chat_message_is_wrapped_in_the_panel_not_shrunk(size):
    app, screen = open_game("chateau-combo", size, "fr")
    screen.chat_button.click()
    screen.session.chat("Une très longue phrase " * 8)
    app.frame(1 / 60, [])
    lines = screen.chat_lines()
    assert len(lines) >= 2 and lines[-1].strip().endswith("phrase")  # the end of the newest message shows
    size = app.theme.px(0.8)
    area = screen.chat_lines_area()
    assert all(app.theme.font(size).size(line)[0] <= area.w for line in lines)
