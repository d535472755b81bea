"""Review with the analyst ("Revoir avec l'analyste"): every seat's chance to win over
the game, the turning points and each decision of one seat with its mark and sentence.

Opened with a saved session (`Session.to_json()`, finished or not) and the seat to
review, from the results screen, the replay and the load list. The analyst
(`rules/review`) runs in a worker thread with a progress bar and a Cancel button; a
finished review is kept in the user's data folder keyed by the game (`store.py`), so it
is computed once, and a human seat's accuracy goes to the statistics. Hot-seat games
offer each human seat in turn; what is shown of seat B (its moves, its chances, the
hints' reasons) comes from what B saw, never from another seat's secrets.
"""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import pygame
from ludotheque.client import seat_names, stats
from ludotheque.client.colours import house
from ludotheque.client.game.worker import Task
from ludotheque.client.review_text import best_text, mark_text, move_text, pct, sentence
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button, Cycler
from ludotheque.rules.registry import get_game
from ludotheque.rules.review import Cancelled, Review, review
from ludotheque.rules.review.store import game_key, keep_review, load_review
from ludotheque.rules.session import Seat

log = logging.getLogger(__name__)


class ReviewScene(WidgetScene):
    title_key = "review.title"

    def __init__(self, app, session_json: dict[str, Any], seat: int | None = None, keep: bool = True) -> None:
        super().__init__(app)
        self.data = session_json
        self.keep = keep  # False: nothing is read from or written to the user's folder (shots)
        self.table = SimpleNamespace(info=get_game(session_json["game"]),
                                     seats=[Seat.from_json(s) for s in session_json["seats"]])
        humans = [i for i, s in enumerate(self.table.seats) if s.is_human]
        self.choices = humans or list(range(len(self.table.seats)))
        seat = seat if seat in self.choices else self.choices[0]
        t = app.t
        self.back_button = self.add(Button(app, lambda: t("review.back"), self.back, "secondary"))
        self.cancel_button = self.add(Button(app, lambda: t("review.cancel"), self.cancel, "danger"))
        self.seat = self.add(Cycler(app, self.choices, self.choices.index(seat),
                                    lambda i: t("review.seat", name=self.name(i)), self._pick))
        self.seat.visible = len(self.choices) > 1
        self.only_mistakes = False  # the list shows every decision, or the marked ones only
        self.filter_button = self.add(Button(
            app, lambda: t("review.filter.all" if self.only_mistakes else "review.filter.mistakes"),
            self.toggle_filter, "secondary"))
        self.filter_button.visible = False
        self.task: Task | None = None
        self.cancelled = False
        self.progress = (0, 0)
        self.result: Review | None = None
        self.error = ""
        self.scroll = 0
        self.chart = self.turns = self.listing = pygame.Rect(0, 0, 0, 0)
        self._list: pygame.Surface | None = None
        self._list_key: tuple | None = None
        self._pick(seat)

    # --- the work ---------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.app.seat_name(self.table, seat)

    def _pick(self, seat: int) -> None:
        self.stop()
        self.result, self.error, self.scroll, self._list_key = None, "", 0, None
        kept = load_review(self.data, seat) if self.keep else None
        if kept is not None:
            self.result = kept
            return
        self.cancelled = False
        self.progress = (0, 0)
        data = self.data

        def job() -> Review:
            return review(data, seat, progress=self._progress, cancelled=lambda: self.cancelled)

        self.task = Task(job)
        self.cancel_button.visible = True

    def wait(self, timeout: float | None = None) -> None:
        """Block until the review running ends (the shot command, tests)."""
        if self.task is not None:
            self.task.wait(timeout)
        self.update(0.0)

    def toggle_filter(self) -> None:
        self.only_mistakes = not self.only_mistakes
        self.scroll, self._list_key = 0, None

    def _progress(self, done: int, total: int) -> None:
        self.progress = (done, total)  # read by the main thread: a tuple swapped at once

    def stop(self) -> None:
        """Ask a running review to stop (it ends at its next decision)."""
        if self.task is not None and not self.task.done:
            self.cancelled = True
        self.task = None
        self.cancel_button.visible = False

    def cancel(self) -> None:
        self.stop()
        self.back()

    def leave(self) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        return self.task is not None

    @property
    def needs_frame(self) -> bool:
        return self.running

    def update(self, dt: float) -> None:
        task = self.task
        if task is None or not task.done:
            return
        self.task = None
        self.cancel_button.visible = False
        if isinstance(task.error, Cancelled):
            self.error = self.app.t("review.cancelled")
        elif task.error is not None:
            log.error("review failed", exc_info=task.error)
            self.error = self.app.t("review.failed", why=str(task.error)[:120])
        else:
            self.finish(task.result)

    def finish(self, result: Review) -> None:
        self.result = result
        if not self.keep:
            return
        keep_review(self.data, result)
        seat = self.table.seats[result.seat]
        if seat.is_human:
            kept = seat_names.kept(self.app.translator, self.name(result.seat))
            try:
                stats.record_review(kept, result.game, stats.opponents(self.table.seats, result.seat),
                                    f"{game_key(self.data)}-{result.seat}", result.summary(),
                                    rename=lambda n: seat_names.kept(self.app.translator, n))
            except OSError:
                log.warning("could not record the review in the statistics")

    # --- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        top = th.px(4.6)
        bottom = h - th.px(3.4)
        left_w = int((w - th.px(3)) * 0.52)
        self.chart = pygame.Rect(th.px(1), top, left_w, int((bottom - top) * 0.62))
        self.turns = pygame.Rect(th.px(1), self.chart.bottom + th.px(0.6), left_w, bottom - self.chart.bottom - th.px(0.6))
        self.listing = pygame.Rect(self.chart.right + th.px(1), top, w - left_w - th.px(3), bottom - top)
        bw = min(th.px(10), (w - th.px(4)) // 3)
        y = h - th.px(2.8)
        self.back_button.rect = pygame.Rect(th.px(1), y, bw, th.px(2))
        self.seat.rect = pygame.Rect((w - int(bw * 1.6)) // 2, y, int(bw * 1.6), th.px(2))
        self.cancel_button.rect = pygame.Rect(w - bw - th.px(1), y, bw, th.px(2))
        self.filter_button.rect = self.cancel_button.rect.copy()
        self._list_key = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.listing.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll - event.y * self.app.theme.px(2))
            return
        super().handle_event(event)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        self.filter_button.visible = self.result is not None and not self.running
        if self.result is None:
            self.draw_waiting(surface)
        else:
            self.draw_chart(surface, self.result)
            self.draw_turns(surface, self.result)
            self.draw_listing(surface, self.result)
        for w in self.widgets:
            if w.visible:
                w.draw(surface)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - th.px(2), th.px(30)), th.px(7))
        box.center = (w // 2, h // 2 - th.px(1))
        draw.panel(surface, box, th)
        inner = box.inflate(-th.px(2), -th.px(1.6))
        done, total = self.progress
        text = self.error or self.app.t("review.working", done=done, total=total or "…")
        self.draw_label(surface, text, pygame.Rect(inner.x, inner.y, inner.w, th.px(1.4)), th.c["ink"], 0.9,
                        align="center")
        bar = pygame.Rect(inner.x, inner.y + th.px(2.2), inner.w, th.px(1.2))
        pygame.draw.rect(surface, th.c["parchment_dark"], bar, border_radius=th.px(0.3))
        if total:
            filled = bar.copy()
            filled.w = max(1, round(bar.w * done / total))
            pygame.draw.rect(surface, th.c["brass"], filled, border_radius=th.px(0.3))
        pygame.draw.rect(surface, th.c["ink_soft"], bar, 1, border_radius=th.px(0.3))
        note = pygame.Rect(inner.x, bar.bottom + th.px(0.4), inner.w, th.px(1.1))
        self.draw_label(surface, self.app.t("review.no_hidden"), note, th.c["ink_soft"], 0.7, align="center")

    def draw_chart(self, surface: pygame.Surface, result: Review) -> None:
        """Every seat's chance to win (as the reviewed seat saw it) over the game's plies,
        the turning points ringed on the reviewed seat's line."""
        th = self.app.theme
        draw.panel(surface, self.chart, th)
        inner = self.chart.inflate(-th.px(1.4), -th.px(1.2))
        self.draw_label(surface, self.app.t("review.chart", name=self.name(result.seat)),
                        pygame.Rect(inner.x, inner.y, inner.w, th.px(1.2)), th.c["ink"], 0.85, bold=True, serif=True)
        legend_h = th.px(1.1)
        axis_w = th.px(2.4)
        plot = pygame.Rect(inner.x + axis_w, inner.y + th.px(1.6), inner.w - axis_w,
                           inner.h - th.px(1.6) - legend_h - th.px(1.2))
        if plot.w < 20 or plot.h < 20:
            return
        ink = th.c["ink_soft"]
        for share in (0.0, 0.5, 1.0):
            y = plot.bottom - round(share * plot.h)
            pygame.draw.line(surface, th.c["parchment_dark"] if share == 0.5 else ink, (plot.x, y), (plot.right, y), 1)
            self.draw_label(surface, f"{pct(share)} %", pygame.Rect(inner.x, y - th.px(0.5), axis_w - th.px(0.3),
                                                                    th.px(1.0)), ink, 0.65, align="right")
        pygame.draw.line(surface, ink, plot.topleft, plot.bottomleft, 1)
        curve = result.curve()
        plies = max(1, result.plies)
        axis = pygame.Rect(plot.x, plot.bottom + th.px(0.1), plot.w, th.px(0.9))
        self.draw_label(surface, f"{self.app.t('review.axis')} 1", axis, ink, 0.6)
        self.draw_label(surface, str(plies), axis, ink, 0.6, align="right")

        def at(ply: int, share: float) -> tuple[int, int]:
            return (plot.x + round(plot.w * min(ply, plies) / plies), plot.bottom - round(share * plot.h))

        seats = range(result.players)
        for s in sorted(seats, key=lambda s: s == result.seat):  # the reviewed seat on top
            points = [at(ply, chances[s]) for ply, chances in curve]
            if len(points) > 1:
                pygame.draw.lines(surface, self.app.seat_colour(self.table, s), False, points,
                                  3 if s == result.seat else 2)
        r = max(4, th.px(0.45))
        for k, turn in enumerate(result.turning_points()):
            centre = at(turn["ply"] + 1, turn["to"])
            pygame.draw.circle(surface, th.c["parchment"], centre, r)
            pygame.draw.circle(surface, th.c["ink"], centre, r, 2)
            draw.blit_centered(surface, th.text(str(k + 1), max(8, int(r * 1.4)), th.c["ink"], bold=True), centre)
        self.draw_legend(surface, pygame.Rect(inner.x, inner.bottom - legend_h, inner.w, legend_h), result)

    def draw_legend(self, surface: pygame.Surface, rect: pygame.Rect, result: Review) -> None:
        th = self.app.theme
        slot = rect.w // max(1, result.players)
        for s in range(result.players):
            x = rect.x + s * slot
            pygame.draw.line(surface, self.app.seat_colour(self.table, s), (x, rect.centery),
                             (x + th.px(1.2), rect.centery), 3)
            self.draw_label(surface, self.name(s), pygame.Rect(x + th.px(1.5), rect.y, slot - th.px(1.7), rect.h),
                            th.c["ink"], 0.7, bold=s == result.seat)

    def draw_turns(self, surface: pygame.Surface, result: Review) -> None:
        th, t = self.app.theme, self.app.t
        draw.panel(surface, self.turns, th)
        inner = self.turns.inflate(-th.px(1.4), -th.px(1.0))
        line = summary_line(t, result.summary())
        self.draw_label(surface, line, pygame.Rect(inner.x, inner.y, inner.w, th.px(1.2)), th.c["ink"], 0.8, bold=True)
        y = inner.y + th.px(1.5)
        self.draw_label(surface, t("review.turning"), pygame.Rect(inner.x, y, inner.w, th.px(1.1)), th.c["ink"], 0.8,
                        serif=True, bold=True)
        y += th.px(1.3)
        row_h = th.px(1.05)
        for k, turn in enumerate(result.turning_points()):
            if y + row_h > inner.bottom:
                break
            text = f"{k + 1}. " + t("review.turning.item", ply=turn["ply"] + 1, before=pct(turn["from"]),
                                    after=pct(turn["to"]))
            colour = th.c["green"] if turn["to"] > turn["from"] else th.c["red"]
            self.draw_label(surface, text, pygame.Rect(inner.x, y, inner.w, row_h), colour, 0.75)
            y += row_h

    def mark_colour(self, mark: str):
        c = self.app.theme.c
        return {"good": c["green"], "inaccuracy": c["brass_dark"], "mistake": house("danger_top")}.get(mark, c["red"])

    def draw_listing(self, surface: pygame.Surface, result: Review) -> None:
        th = self.app.theme
        draw.panel(surface, self.listing, th)
        inner = self.listing.inflate(-th.px(1.2), -th.px(1.2))
        key = (inner.size, self.app.settings.language, id(result), self.only_mistakes)
        if key != self._list_key:
            self._list = self.render_listing(result, inner.w)
            self._list_key = key
        listing = self._list
        assert listing is not None
        self.scroll = max(0, min(self.scroll, listing.get_height() - inner.h))
        surface.blit(listing, inner.topleft, pygame.Rect(0, self.scroll, inner.w, inner.h))

    def render_listing(self, result: Review, width: int) -> pygame.Surface:
        """The decisions, one block each, on one tall transparent picture (made once)."""
        th, t = self.app.theme, self.app.translator
        size, small = th.px(0.8), th.px(0.72)
        blocks: list[tuple[pygame.Surface, int]] = []
        title = th.text(self.app.t("review.decisions"), th.px(0.95), th.c["ink"], serif=True, bold=True)
        blocks.append((title, th.px(0.4)))
        if not result.decisions:
            blocks.append((th.text(self.app.t("review.none"), size, th.c["ink_soft"]), 0))
        me = result.seat
        shown = [d for d in result.decisions if d.mark != "good"] if self.only_mistakes else result.decisions
        if self.only_mistakes and not shown:
            blocks.append((th.text(self.app.t("review.filter.none"), size, th.c["ink_soft"]), 0))
        for d in shown:
            head = self.app.t("review.decision", ply=d.ply + 1, mark=mark_text(t, d.mark),
                              before=pct(d.win_before[me]), after=pct(d.win_after[me]))
            blocks.append((th.text(head, th.fit_size(head, size, width, bold=True), self.mark_colour(d.mark),
                                   bold=True), 0))
            lines = [self.app.t("review.played", move=move_text(t, d, self.name))]
            if d.best != d.move and d.mark != "good":
                lines.append(self.app.t("review.best", move=best_text(t, d, self.name)))
            said = sentence(t, d, self.name)
            if said:
                lines.append(said)
            for text in lines:
                for row in th.wrap(text, small, width - th.px(0.8)):
                    blocks.append((th.text(row, small, th.c["ink_soft"] if text is not said else th.c["ink"]), 0))
            blocks[-1] = (blocks[-1][0], th.px(0.5))
        height = sum(img.get_height() + gap for img, gap in blocks)
        out = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for img, gap in blocks:
            x = 0 if img.get_width() > width - th.px(0.8) else th.px(0.4)
            out.blit(img, (x, y))
            y += img.get_height() + gap
        return out


def summary_line(t, summary: dict) -> str:
    """The review's one-line summary; one decision has its own wording (no "1 decisions")."""
    marks = summary["marks"]
    key = "review.summary_one" if summary["decisions"] == 1 else "review.summary"
    return t(key, n=summary["decisions"], accuracy=summary["accuracy"], blunders=marks["blunder"],
             mistakes=marks["mistake"], inaccuracies=marks["inaccuracy"])
