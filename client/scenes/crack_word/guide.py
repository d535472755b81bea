"""A guided move on the Crack Word board (a hint, a tutorial step), shown the way the game
shows that move and never played: the card to take ringed in the hand, a ghost of it at
the row end it goes to (or the row a POUBELLE bins, or the pass button), ringed in gold.
While the JOKER's letter or the CRACK WORD! question is open for that move, the answer to
give is ringed there too, and the caption goes beside the question, never over it.

Nothing here trusts the guide to fit the table: a stale or foreign action (the state moved
on, a replay jumped) simply shows nothing where it no longer fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from ludotheque.client.scenes.crack_word.overlays import CrackChoice, JokerPicker
from ludotheque.client.scenes.crack_word.paint import seat_card
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE

if TYPE_CHECKING:
    from ludotheque.client.scenes.crack_word.board import CrackWordBoard

GHOST_ALPHA = 150


def hand_card(board: CrackWordBoard, face: str) -> pygame.Rect | None:
    """The card to take, when the viewer's hand is on screen and holds it."""
    faces = board.hand_faces()
    if face not in faces:
        return None
    slots = board.lay.hand_slots(len(faces))
    return slots[faces.index(face)]


def target(board: CrackWordBoard, action: Any) -> pygame.Rect | None:
    """Where the guided move lands: a row end, a whole row, or the pass button."""
    lanes = board.lay.lanes
    if isinstance(action, Pass):
        return board.lay.pass_button
    row = getattr(action, "row", None)
    if not isinstance(row, int) or not 0 <= row < min(len(lanes), len(board.state.rows)):
        return None
    if isinstance(action, Trash):
        return lanes[row]
    if not isinstance(action, PlaceLetter):
        return None
    length = len(board.state.rows[row])
    slots = board.lay.row_slots(row, length, board.state.either_end)
    return slots[-1] if action.left and board.state.either_end else slots[length]


def draw(board: CrackWordBoard, surface: pygame.Surface) -> None:
    action = board.guide
    if action is None:
        return
    th = board.app.theme
    width = max(2, th.px(0.15))
    place = target(board, action)
    face = POUBELLE if isinstance(action, Trash) else getattr(action, "card", None)
    held = hand_card(board, face) if isinstance(face, str) else None
    if held is not None:
        pygame.draw.rect(surface, th.c["highlight"], held.inflate(6, 6), width,
                         border_radius=th.px(0.35))
    if place is None:
        return
    if isinstance(action, PlaceLetter):
        owner = board.state.current_player()
        owner = board.host.viewer if owner is None else owner
        if owner is not None:
            letter = action.letter if action.card == JOKER else action.card
            ghost = seat_card(board, owner, action.card, letter, place.size).copy()
            ghost.set_alpha(GHOST_ALPHA)
            surface.blit(ghost, place.topleft)
    pygame.draw.rect(surface, th.c["highlight"], place.inflate(6, 6), width, border_radius=th.px(0.35))


def answer(board: CrackWordBoard, action: Any) -> pygame.Rect | None:
    """The answer the guided move gives to the question open now: the JOKER's letter, or
    CRACK WORD! / keep building. None when no question is open for that very move."""
    overlay, pending = board.overlay, board.pending
    if overlay is None or pending is None or not isinstance(action, PlaceLetter):
        return None
    face, row, left, letter = pending
    if (action.card, action.row, action.left) != (face, row, left):
        return None
    if isinstance(overlay, JokerPicker):
        return next((rect for rect, cell in overlay.cells if cell == action.letter), None)
    if isinstance(overlay, CrackChoice) and action.letter == letter:
        return overlay.yes if action.crack else overlay.no
    return None


def draw_answer(board: CrackWordBoard, surface: pygame.Surface) -> None:
    """Ring the answer on the open question (drawn over it)."""
    if board.guide is None:
        return
    rect = answer(board, board.guide)
    if rect is not None:
        # Red on the parchment (the board's gold ring would vanish there); dark ink around
        # the red CRACK WORD! button.
        th = board.app.theme
        on_red = isinstance(board.overlay, CrackChoice) and rect == board.overlay.yes
        pygame.draw.rect(surface, th.c["ink"] if on_red else th.c["red"], rect.inflate(8, 8),
                         max(3, th.px(0.2)), border_radius=th.px(0.35))
