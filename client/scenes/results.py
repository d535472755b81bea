"""The end of a game: the ranking with scores, the game's own details, play again."""

from __future__ import annotations

import importlib

import pygame
from ludotheque.client.colours import WHITE, house
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.core import Outcome
from ludotheque.rules.session import Session


class ResultsScene(WidgetScene):
    title_key = "results.title"

    def __init__(self, app, session: Session, setup: dict | None = None, hints: list[int] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.setup = setup
        self.hints = list(hints or [0] * len(session.seats))
        t = app.t
        self.again = self.add(Button(app, lambda: t("results.play_again"), self.play_again))
        self.menu = self.add(Button(app, lambda: t("results.menu"), self.to_menu, "secondary"))
        self.replay = self.add(Button(app, lambda: t("results.replay"), self.watch, "secondary"))
        self.stats = self.add(Button(app, lambda: t("results.stats"), self.show_stats, "secondary"))
        self.review = self.add(Button(app, lambda: t("review.button"), self.show_review, "secondary"))
        # A network table's seat (net_game) has its view, not the game: the host keeps the game
        # (its save replays), so play again, the replay and the review are the host's.
        for b in (self.again, self.replay, self.review):
            b.visible = isinstance(session, Session)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.details = pygame.Rect(0, 0, 0, 0)
        try:
            module = importlib.import_module(f"ludotheque.client.scenes.{session.info.key}")
        except ImportError:
            module = None
        self.draw_details = getattr(module, "draw_results", None)
        self.game_title = getattr(module, "results_title", None)  # optional: a game's own headline

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        top = th.px(5)
        bottom = h - th.px(3.4)
        if self.draw_details:
            tw = min(int(w * 0.4), th.px(22))
            self.table = pygame.Rect(th.px(1), top, tw, bottom - top)
            self.details = pygame.Rect(self.table.right + th.px(1), top, w - tw - th.px(3), bottom - top)
        else:
            tw = min(w - th.px(2), th.px(28))
            rows = len(self.session.seats)
            th_h = min(bottom - top, th.px(4.2) + rows * th.px(2.2))
            self.table = pygame.Rect((w - tw) // 2, top + (bottom - top - th_h) // 3, tw, th_h)
        row = tuple(b for b in (self.menu, self.stats, self.review, self.replay, self.again) if b.visible)
        gap = th.px(1)
        bw = min(th.px(10), (w - th.px(2) - gap * (len(row) - 1)) // len(row))
        x0 = (w - len(row) * bw - (len(row) - 1) * gap) // 2
        for i, b in enumerate(row):
            b.rect = pygame.Rect(x0 + i * (bw + gap), h - th.px(2.8), bw, th.px(2))

    def play_again(self) -> None:
        s = self.session
        seed = (s.config.seed * 1_000_003 + 7) % 1_000_000_007
        new = Session.create(s.info.id, list(s.seats), seed, s.config.mode, dict(s.config.options), s.config.youngest)
        self.app.scenes.replace("game", new, self.setup)

    def watch(self) -> None:
        """The game just played, move by move (everything shown: it is over)."""
        self.app.scenes.push("replay", Timeline.from_session(self.session), finished=True)

    def show_review(self) -> None:
        """The analyst's review of the (first) human's decisions; the scene offers the others."""
        humans = self.session.humans()
        self.app.scenes.push("review", self.session.to_json(), humans[0] if humans else 0)

    def show_stats(self) -> None:
        """The statistics of the (first) human at the table, on this game."""
        humans = self.session.humans()
        name = self.app.seat_name(self.session, humans[0]) if humans else None
        self.app.scenes.push("stats", name, self.session.info.id)

    def to_menu(self) -> None:
        self.app.scenes.reset("menu")

    def back(self) -> None:
        self.to_menu()

    def hints_line(self) -> str:
        """How many hints each human used ("Hints used: Camille: 2"); the separator keeps a
        name ending in a digit ("Player 1") apart from its count."""
        if not isinstance(self.session, Session):
            return ""  # a network table's seat: hints are off there
        humans = [i for i, s in enumerate(self.session.seats) if s.is_human]
        used = [self.app.t("results.hints_seat", name=self.app.seat_name(self.session, i),
                           count=self.hints[i] if i < len(self.hints) else 0) for i in humans]
        return self.app.t("results.hints", counts=", ".join(used)) if used else ""

    def draw_hints(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        text = self.hints_line()
        if text:
            th = self.app.theme
            rect = pygame.Rect(inner.x, inner.bottom - th.px(1.0), inner.w, th.px(1.0))
            self.draw_label(surface, text, rect, th.c["ink_soft"], 0.75)

    def outcome(self) -> Outcome:
        """How the game ended: the results screen is shown only once it has."""
        outcome = self.session.outcome()
        if outcome is None:
            raise RuntimeError("the results of a game that goes on")
        return outcome

    def reason_text(self) -> str:
        """Why the game ended, in the player's words (the rules' reason key)."""
        outcome = self.outcome()
        tr = self.app.translator
        if not tr.has(outcome.reason):
            return ""
        return tr.event_text(outcome.reason, outcome.params, lambda seat: self.app.seat_name(self.session, seat))

    def draw_reason(self, surface: pygame.Surface, inner: pygame.Rect, top: int) -> None:
        """The reason under the ranking, wrapped, above the hints line."""
        th = self.app.theme
        size = th.px(0.8)
        bottom = inner.bottom - th.px(1.3)
        y = top
        for line in th.wrap(self.reason_text(), size, inner.w):
            img = th.text(line, size, th.c["ink_soft"])
            if y + img.get_height() > bottom:
                break
            surface.blit(img, (inner.x, y))
            y += img.get_height()

    def headline(self) -> str:
        custom = self.game_title(self.app, self.session) if self.game_title else None
        if custom:
            return custom
        names = [self.app.seat_name(self.session, i) for i in self.outcome().winners]
        if len(names) == 1:
            return self.app.t("results.winner", name=names[0])
        return self.app.t("results.tie", names=", ".join(names))

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface, self.headline())
        th = self.app.theme
        draw.panel(surface, self.table, th)
        outcome = self.outcome()
        scores = outcome.scores
        inner = self.table.inflate(-th.px(1.6), -th.px(1.6))
        head = th.text(self.app.t(f"{self.session.info.key}.name"), th.px(1.1), th.c["ink"], serif=True, bold=True)
        surface.blit(head, inner.topleft)
        row_h = min(th.px(2.2), (inner.h - head.get_height()) // max(1, len(scores) + 1))
        y = inner.y + head.get_height() + th.px(0.6)
        winners = set(outcome.winners)
        for rank, seat in enumerate(outcome.ranking):
            row = pygame.Rect(inner.x, y + rank * row_h, inner.w, row_h - th.px(0.2))
            if seat in winners:
                pygame.draw.rect(surface, house("winner_row"), row, border_radius=th.px(0.3))
            num = th.text(str(rank + 1), th.px(1.0), th.c["ink_soft"], bold=True)
            surface.blit(num, num.get_rect(midleft=(row.x + th.px(0.4), row.centery)))
            colour = self.app.seat_colour(self.session, seat)
            pygame.draw.circle(surface, colour, (row.x + th.px(2.2), row.centery), th.px(0.45))
            pygame.draw.circle(surface, th.c["ink"], (row.x + th.px(2.2), row.centery), th.px(0.45), 1)
            if self.app.settings.colour_blind:
                draw.symbol(surface, self.app.seat_symbol(self.session, seat), (row.x + th.px(2.2), row.centery), th.px(0.5), WHITE)
            name = self.app.seat_name(self.session, seat)
            kind = self.session.seats[seat]
            label = name if kind.is_human else f"{name} ({self.app.t('setup.seat.' + kind.spec.replace(':', '_'))})"
            score = th.text(_fmt(scores[seat]), th.px(1.1), th.c["ink"], bold=True)
            avail = row.w - th.px(3.2) - score.get_width() - th.px(0.8)
            img = th.text(label, th.fit_size(label, th.px(0.95), avail), th.c["ink"])
            surface.blit(img, img.get_rect(midleft=(row.x + th.px(3.0), row.centery)))
            surface.blit(score, score.get_rect(midright=(row.right - th.px(0.4), row.centery)))
        self.draw_reason(surface, inner, y + len(scores) * row_h + th.px(0.4))
        self.draw_hints(surface, inner)
        if self.draw_details:
            self.draw_details(surface, self.details, self.app, self.session)
        for w in self.widgets:
            w.draw(surface)


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"
