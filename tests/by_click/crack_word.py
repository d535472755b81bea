"""Crack Word's click paths: a click on a card of the hand picks it, a click on a row's
end lays it (a POUBELLE clears the row); the JOKER's letter is typed on its grid, the
CRACK WORD! question answered on its buttons; "Pass" is a button."""

from __future__ import annotations

from typing import Any

import pygame
import ui_events as ev
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter


def reset(app, host) -> None:
    board = host.board
    if board.input.overlay is not None:
        board.cancel()  # Esc: an open question closes (one whose card is down stays)
    board.selection.selected = None


def click(app, host, action: Any) -> bool:
    board = host.board
    ev.pump(app)
    screen = board.screen()
    if isinstance(action, Pass):
        if not screen.pass_offered:
            return False
        ev.click(app, board.lay.pass_button.center)
        return True
    face = action.card if isinstance(action, PlaceLetter) else "POUBELLE"
    if face not in screen.hand:
        return False
    ev.click(app, hand_point(board, screen.hand.index(face)))  # picks the card
    if board.selected_face() != face:
        return False
    left = isinstance(action, PlaceLetter) and action.left
    ev.click(app, row_end(board, action.row, left))
    if isinstance(action, PlaceLetter):
        if face == "JOKER":
            if board.input.overlay is None:
                return False
            ev.pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=action.letter.lower(),
                                             scancode=0)])
        if board.input.overlay is not None and hasattr(board.input.overlay, "yes"):  # CRACK WORD?
            ev.click(app, (board.input.overlay.yes if action.crack else board.input.overlay.no).center)
    return True


def row_end(board, r: int, left: bool) -> tuple[int, int]:
    """A point on row `r` that lays a card at its left or right end (the board's own rule:
    left of the middle of the cards is the left end)."""
    lane = board.lay.lanes[r]
    screen = board.screen()
    if not screen.either_end:
        return lane.center
    slots = board.lay.row_slots(r, len(screen.rows[r]), True)
    middle = (slots[0].centerx + slots[-3].centerx) // 2 if len(slots) > 2 else slots[0].centerx
    x = (lane.x + middle) // 2 if left else (middle + lane.right) // 2
    return x, lane.centery


def hand_point(board, i: int) -> tuple[int, int]:
    """A point of the hand's card `i` that no card to its right covers."""
    slots = board.lay.hand_slots(len(board.screen().hand))
    rect = slots[i]
    if i + 1 < len(slots) and slots[i + 1].left < rect.right:
        return (rect.left + slots[i + 1].left) // 2, rect.centery
    return rect.center
