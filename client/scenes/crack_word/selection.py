"""The UI's own choices on the Crack Word screen, none of them the rules': the card
picked, the card dragged, what the mouse points at, and the question open for a card on
its way (the JOKER's letter, CRACK WORD!)."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.client.scenes.crack_word.screen import Picked, Question

DRAG_START = 6  # pixels the mouse moves before a press becomes a drag


@dataclass
class Drag:
    index: int  # the card's place in the hand
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class Selection:
    def __init__(self) -> None:
        self.mouse: tuple[int, int] = (0, 0)
        self.selected: int | None = None  # the card picked (its place in the hand)
        self.hover_card: int | None = None
        self.drag: Drag | None = None
        self.pressed = False  # a release only counts after a press this board saw
        self.question: Question | None = None

    def held(self) -> int | None:
        """The card in hand now: the one dragged once it moves, else the one picked."""
        return self.drag.index if self.drag is not None and self.drag.moved else self.selected

    def picked(self) -> Picked:
        return Picked(self.held(), self.question)

    def dragging(self) -> bool:
        return self.drag is not None and self.drag.moved

    def point(self, pos: tuple[int, int], card: int | None) -> None:
        self.mouse, self.hover_card = pos, card
        drag = self.drag
        if drag is not None:
            drag.pos = pos
            if abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) > DRAG_START:
                drag.moved = True

    def press(self, card: int | None, pos: tuple[int, int]) -> None:
        self.pressed = True
        if card is not None:
            self.drag = Drag(card, pos, pos)

    def release(self) -> tuple[Drag | None, bool]:
        """The drag under way and whether its press was seen here; both end now."""
        drag, pressed = self.drag, self.pressed
        self.drag, self.pressed = None, False
        return drag, pressed

    def toggle(self, card: int) -> None:
        """A click on a card picks it, or puts it back when it was picked."""
        self.selected = None if self.selected == card else card

    def ask(self, question: Question) -> None:
        self.question = question

    def close(self) -> None:
        self.question = None

    def let_go(self) -> bool:
        """Esc: drop the picked or dragged card; False when nothing was held."""
        if self.selected is None and self.drag is None:
            return False
        self.selected = self.drag = None
        return True

    def played(self) -> None:
        """A move of the screen's was accepted: nothing is held any more."""
        self.selected = None
