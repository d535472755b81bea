"""A guided move on the Crack Word board (a hint, a tutorial step), shown the way the game
shows that move and never played: the card to take ringed in the hand, a ghost of it at
the row end it goes to (or the row a POUBELLE bins, or the pass button), ringed in gold.
While the JOKER's letter or the CRACK WORD! question is open for that move, the answer to
give is ringed there too, and the caption goes beside the question, never over it.

Nothing here trusts the guide to fit the table: a stale or foreign action (the state moved
on, a replay jumped) simply shows nothing where it no longer fits.
"""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.overlays import CrackChoice, JokerPicker
from ludotheque.client.scenes.crack_word.screen import Question, Screen
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE

GHOST_ALPHA = 150


def hand_card(screen: Screen, lay: Layout, face: str) -> pygame.Rect | None:
    """The card to take, when the viewer's hand is on screen and holds it."""
    if screen.viewer is None or face not in screen.hand:
        return None
    return lay.hand_slots(len(screen.hand))[screen.hand.index(face)]


def target(screen: Screen, lay: Layout, action: Any) -> pygame.Rect | None:
    """Where the guided move lands: a row end, a whole row, or the pass button."""
    lanes = lay.lanes
    if isinstance(action, Pass):
        return lay.pass_button
    row = getattr(action, "row", None)
    if not isinstance(row, int) or not 0 <= row < min(len(lanes), len(screen.rows)):
        return None
    if isinstance(action, Trash):
        return lanes[row]
    if not isinstance(action, PlaceLetter):
        return None
    length = len(screen.rows[row])
    slots = lay.row_slots(row, length, screen.either_end)
    return slots[-1] if action.left and screen.either_end else slots[length]


def draw(surface: pygame.Surface, action: Any, screen: Screen, lay: Layout, words: Words) -> None:
    if action is None:
        return
    th = words.app.theme
    width = max(2, th.px(0.15))
    place = target(screen, lay, action)
    face = POUBELLE if isinstance(action, Trash) else getattr(action, "card", None)
    held = hand_card(screen, lay, face) if isinstance(face, str) else None
    if held is not None:
        pygame.draw.rect(surface, th.c["highlight"], held.inflate(6, 6), width,
                         border_radius=th.px(0.35))
    if place is None:
        return
    if isinstance(action, PlaceLetter):
        owner = screen.current
        owner = screen.viewer if owner is None else owner
        if owner is not None:
            letter = action.letter if action.card == JOKER else action.card
            ghost = words.card(owner, action.card, letter, place.size).copy()
            ghost.set_alpha(GHOST_ALPHA)
            surface.blit(ghost, place.topleft)
    pygame.draw.rect(surface, th.c["highlight"], place.inflate(6, 6), width, border_radius=th.px(0.35))


def answer(action: Any, question: Question | None, overlay: Any) -> pygame.Rect | None:
    """The answer the guided move gives to the question open now: the JOKER's letter, or
    CRACK WORD! / keep building. None when no question is open for that very move."""
    if overlay is None or question is None or not isinstance(action, PlaceLetter):
        return None
    if (action.card, action.row, action.left) != (question.face, question.row, question.left):
        return None
    if isinstance(overlay, JokerPicker):
        return next((rect for rect, cell in overlay.cells if cell == action.letter), None)
    if isinstance(overlay, CrackChoice) and action.letter == question.letter:
        return overlay.yes if action.crack else overlay.no
    return None


def draw_answer(surface: pygame.Surface, action: Any, question: Question | None, overlay: Any, th: Any) -> None:
    """Ring the answer on the open question (drawn over it)."""
    if action is None:
        return
    rect = answer(action, question, overlay)
    if rect is not None:
        # Red on the parchment (the board's gold ring would vanish there); dark ink around
        # the red CRACK WORD! button.
        on_red = isinstance(overlay, CrackChoice) and rect == overlay.yes
        pygame.draw.rect(surface, th.c["ink"] if on_red else th.c["red"], rect.inflate(8, 8),
                         max(3, th.px(0.2)), border_radius=th.px(0.35))
