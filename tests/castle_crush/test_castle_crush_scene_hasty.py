"""A piece let go the instant it is picked up is thrown (sway model 2): on the real
physics, through posted events, the scene says why it flew (in the hint line, which
covers nothing, until the next piece is picked up), draws the fingers closing on the
piece while a release would still throw it, and says nothing when the piece was held
long enough."""

from __future__ import annotations

import ludotheque.rules.castle_crush.sway as sway
import pygame
from ludotheque.client.scenes.castle_crush import panels, texts
from test_castle_crush_scene_carry import choose, game_at, motion
from ui_events import pump


def thrown_text(app) -> str:
    return app.t("castle_crush.ui.thrown")


def hint(board) -> str:
    return texts.hint_text(board.screen(), board.app)


def press(board, pos) -> list[pygame.event.Event]:
    return [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]


def release(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def high(board) -> tuple[int, int]:
    """A pixel high over the castle, in the view (the "Mouse" player's)."""
    view = board.lay.view
    return (view.centerx, int(view.top + 0.15 * view.h))


def first_block(board) -> str:
    return next(k for k in panels.items_for(board.seen, 0) if k.count).kind


def test_a_hasty_release_says_why_the_piece_was_thrown(app):
    app.settings.anim_speed = 0.0
    host = game_at(app, 3)
    board = host.board
    text = thrown_text(app)
    for _ in range(2):
        if board.hand.selected is None:  # a block stays chosen while more of its kind are left
            choose(app, board, first_block(board))
        pos = high(board)
        pump(app, [*press(board, pos), release(pos)])
        assert board.hand.carrier is None and host.session.state.current_player() == 0
        assert hint(board) == text
        pump(app, frames=60)
        assert hint(board) == text  # long enough to read while it lands
    if board.hand.selected is None:  # the kind ran out (the view's framing decides what fell)
        choose(app, board, first_block(board))
    pump(app, press(board, high(board)))
    assert hint(board) != text  # the next piece is in the hand: the hint is about it
    pump(app, [release(high(board))])
    action = host.session.state.decode_action(host.session.history[-1])
    assert len(action.path) < sway.FLICK_TICKS and action.sway_model == sway.MODEL


def test_a_piece_held_a_third_of_a_second_is_not_thrown_and_nothing_is_said(app):
    app.settings.anim_speed = 0.0
    host = game_at(app, 3)
    board = host.board
    choose(app, board, first_block(board))
    pos = high(board)
    pump(app, press(board, pos))
    grips = []
    for _ in range(sway.FLICK_TICKS + 2):
        grips.append(board.hand.carrier.grip())
        pump(app, [motion(pos)])
    assert grips[0] < 0.2 and grips == sorted(grips) and board.hand.carrier.grip() == 1.0
    pump(app, [release(pos)])
    assert board.hand.carrier is None
    assert hint(board) != thrown_text(app)
    action = host.session.state.decode_action(host.session.history[-1])
    assert len(action.path) >= sway.FLICK_TICKS


def test_the_closing_grip_is_drawn_round_the_hand(app):
    """While the grip closes, a ring is drawn at the fingers; once closed, it is gone."""
    app.settings.anim_speed = 0.0
    host = game_at(app, 3)
    board = host.board
    choose(app, board, first_block(board))
    view = board.lay.view
    pos = (view.left + view.w // 5, int(view.top + 0.15 * view.h))  # clear of the castle
    pump(app, press(board, pos))

    def ring_pixels() -> int:
        surface = pygame.Surface(app.size)
        board.draw(surface)
        hx, hy = (int(v) for v in board.camera().to_screen(*board.hand.carrier.hand_point()))
        r = max(9, int(board.camera().scale * 0.3)) + 3
        box = pygame.Rect(hx - r, hy - r, 2 * r, 2 * r).clip(surface.get_rect())
        warn = pygame.Color(235, 170, 60)
        return sum(surface.get_at((x, y))[:3] == warn[:3] for x in range(box.left, box.right)
                   for y in range(box.top, box.bottom))

    for _ in range(sway.FLICK_TICKS // 2):
        pump(app, [motion(pos)])
    assert 0.0 < board.hand.carrier.grip() < 1.0 and ring_pixels() > 10
    for _ in range(sway.FLICK_TICKS):
        pump(app, [motion(pos)])
    assert board.hand.carrier.grip() == 1.0 and ring_pixels() == 0
    pump(app, [release(pos)])


def test_a_hint_on_two_lines_never_starts_a_line_with_a_colon(app):
    """French puts a space before ":" and ";": the cut that balances two lines best may be
    that space, but the colon stays with the word before it."""
    font = app.theme.font(app.theme.px(0.75))
    text = app.t("castle_crush.ui.thrown")
    for sample in (text, "Lâchée trop tôt, la pièce est partie de travers : tenez-la le temps voulu"):
        first, second = texts.balanced_halves(font, sample)
        assert first + " " + second == sample
        assert second[0] not in ":;?!»" and not first.endswith("«"), (first, second)
    assert texts.balanced_halves(font, "un : deux") == ["un :", "deux"]
