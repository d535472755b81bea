"""What the player holds between clicks: the market card picked (by identity), whether
it goes face down, the purses picked for a fill, a drag, an armed confirmation."""

from __future__ import annotations

from collections.abc import Sequence

from ludotheque.rules.chateau_combo.tableau import Cell


class Selection:
    def __init__(self) -> None:
        self.pick: tuple[str, int] | None = None  # (row, card id) picked: by identity, not slot
        self.face_down = False
        self.fill_pick: list[Cell] = []
        self.dragging = False
        self.keep_armed = False  # "Keep the rest" was pressed once: the next press confirms

    def select(self, messenger: str, row: Sequence[int | None], index: int | None) -> None:
        """Pick the card at `index` of the messenger's `row` (None: let go)."""
        if index is None or not 0 <= index < len(row) or row[index] is None:
            self.pick = None
        else:
            self.pick = (messenger, row[index])

    def drop(self) -> None:
        self.pick = None
        self.dragging = False

    def cancel(self) -> bool:
        """Esc: drop the picked card, the purses picked, an armed confirmation."""
        if self.pick is None and not self.fill_pick and not self.keep_armed:
            return False
        self.drop()
        self.fill_pick = []
        self.keep_armed = False
        return True
