"""The side panel's widgets: the controls of the decision at hand (`controls.py`) laid out
under the panel's header, in rows of buttons, − / + labels and a slider. The part owns
its widgets and where they end (`bottom`, where the panel's still parts go on)."""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.castle_risk.controls as ctl
import pygame
from ludotheque.client.colours import named
from ludotheque.client.ui.widgets import Button, Slider


class PanelButtons:
    def __init__(self) -> None:
        self.buttons: list[Any] = []  # Buttons and the Slider, in drawing order
        self.moves: list[tuple[Button, Any]] = []  # each button and the move it plays
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.slider: Slider | None = None
        self.bottom: int | None = None  # below the last row (None: nothing laid out yet)
        self._range: tuple[int, int] = (0, 1)
        self._shown: int | None = None  # the count the knob shows
        self._key: Any = None

    def stale(self, key: Any) -> bool:
        return key != self._key

    def mark(self, key: Any) -> None:
        """What the widgets were built for (the board's key: move, viewer, selection...)."""
        self._key = key

    def forget(self) -> None:
        self._key = None

    def build(self, app: Any, asks: ctl.Asks, rect: pygame.Rect, top: int) -> None:
        """Make the buttons, labels and slider for what the viewer can do now, from `top`
        down in the panel's `rect`."""
        th = app.theme
        items = ctl.controls(asks)
        self.buttons, self.labels, self.moves = [], [], []
        self.slider = None
        y = top
        h, gap = th.px(1.5), th.px(0.25)
        row: list[ctl.Control] = []
        for item in items + [None]:
            if item is not None and not item.wide and len(row) < min(c.per_row for c in [*row, item]):
                row.append(item)
                continue
            if row:
                y = self._row(app, asks, row, rect, y, h) + gap
                row = []
            if item is not None and not item.wide:
                row = [item]  # a full row: this one starts the next
            elif item is not None:
                y = self._row(app, asks, [item], rect, y, h) + gap
        self.bottom = y

    def _row(self, app: Any, asks: ctl.Asks, row: list[ctl.Control], rect: pygame.Rect, y: int, h: int) -> int:
        """One row of controls across the panel (− and + narrow); returns its bottom."""
        th = app.theme
        small = sum(1 for c in row if c.small)
        unit = (rect.w - th.px(0.3) * (len(row) - 1)) / (0.5 * small + 2.5 * (len(row) - small))
        x = rect.x
        for c in row:
            w = unit * (0.5 if c.small else 2.5) if len(row) > 1 else rect.w
            box = pygame.Rect(round(x), y, round(w), h)
            if c.slider is not None:
                lo, hi = self._range = c.slider
                value = (asks.sel.slider - lo) / max(1, hi - lo) if asks.sel.slider is not None else 1.0
                self._shown = asks.sel.slider

                def slid(v: float, lo: int = lo, hi: int = hi, sel: Any = asks.sel) -> None:
                    sel.slide(v, lo, hi)
                    self._shown = sel.slider  # the knob is where the hand put it
                self.slider = Slider(app, value, slid)
                self.slider.rect = box
                self.buttons.append(self.slider)
            elif c.action is None:
                self.labels.append((c.label, box))
            else:
                b = Button(app, c.label, c.action, c.style)
                b.rect = box
                self.buttons.append(b)
                self.moves.append((b, getattr(c.action, "move", None)))
            x += w + th.px(0.3)
        return y + h

    def follow(self, count: int | None) -> None:
        """The slider's knob where the count is (after − or +)."""
        if self.slider is not None and count is not None and count != self._shown:
            lo, hi = self._range
            self.slider.value = (count - lo) / max(1, hi - lo)
            self._shown = count

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    def button_for(self, guide: Any) -> Button | None:
        """The button that plays the guided move (a kind of move for the sliders)."""
        if guide is None:
            return None
        for b, move in self.moves:
            if move == guide or (isinstance(move, type) and isinstance(guide, move)):
                return b
        return None

    def draw(self, surface: pygame.Surface, th: Any) -> None:
        for b in self.buttons:
            b.draw(surface)
        for text, box in self.labels:
            img = th.text(text, th.fit_size(text, th.px(0.7), box.w, bold=True), named("button_label", "castle_risk"), bold=True)
            surface.blit(img, img.get_rect(center=box.center))
