"""Statistics: per player and game, the figures, a bar per kind of opponent (the share of
games won), a line of the recent scores, the last ten results and, for Castle Crush, the
best Construction scores with their titles. Reached from the menu and the results.

The Reviews button turns the panel to the analyst's reviews of the player's games (issue
33): per kind of opponent the games reviewed, the mean accuracy and the blunders and
mistakes per game, and two lines over time: the accuracy and the blunders of each game."""

from __future__ import annotations

from functools import partial

import pygame
from ludotheque.client import seat_names, stats
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import charts, draw
from ludotheque.client.ui.widgets import Button, Cycler

CRUSH = "castle-crush"


class StatsScene(WidgetScene):
    title_key = "stats.title"

    def __init__(self, app, player: str | None = None, game: str | None = None) -> None:
        super().__init__(app)
        t = app.t
        self._kept = partial(seat_names.kept, app.translator)
        self.book = stats.load(self._kept)
        names = self.book.names()
        self.player = self.add(Cycler(app, names, names.index(player) if player in names else 0,
                                      partial(seat_names.shown, app.translator), self._pick_player))
        self.game = self.add(Cycler(app, [], 0, self._game_name))
        self.back_button = self.add(Button(app, lambda: t("common.back"), self.back, "secondary"))
        self.reviews = False  # the panel shows the analyst's reviews (the Reviews button)
        self.reviews_button = self.add(Button(app, lambda: t("stats.title" if self.reviews else "review.stats.title"),
                                              self.toggle_reviews, "secondary"))
        self.panel = self.left = self.right = pygame.Rect(0, 0, 0, 0)
        self._bests: dict[str, list[dict]] = {}
        self._pick_player(self.player.value, game)

    # --- choices -------------------------------------------------------------------------------
    def _game_name(self, game_id: str) -> str:
        key = f"{game_id.replace('-', '_')}.name"
        return self.app.t(key) if self.app.translator.has(key) else game_id

    def _pick_player(self, name: str | None, game: str | None = None) -> None:
        games = self.book.games(name) if name else []
        if name and CRUSH not in games and self.bests(name):
            games = sorted(games + [CRUSH])
        self.game.set_choices(games, game)

    def bests(self, name: str) -> list[dict]:
        """The player's best Construction scores (read once per player)."""
        if name not in self._bests:
            self._bests[name] = stats.construction_bests(name, rename=self._kept)
        return self._bests[name]

    def entry(self) -> dict | None:
        name, game = self.player.value, self.game.value
        return self.book.players.get(name, {}).get(game) if name and game else None

    # --- layout --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        cw = min(th.px(14), (w - th.px(3)) // 2)
        y = th.px(4.6)
        self.player.rect = pygame.Rect(w // 2 - cw - th.px(0.5), y, cw, th.px(1.8))
        self.game.rect = pygame.Rect(w // 2 + th.px(0.5), y, cw, th.px(1.8))
        pw = min(w - th.px(2), th.px(50))
        top = y + th.px(2.4)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - th.px(3.4))
        inner = self.panel.inflate(-th.px(1.6), -th.px(1.4))
        lw = int(inner.w * 0.46)
        self.left = pygame.Rect(inner.x, inner.y, lw, inner.h)
        self.right = pygame.Rect(inner.x + lw + th.px(1), inner.y, inner.w - lw - th.px(1), inner.h)
        bw = th.px(10)
        gap = th.px(0.5)
        self.back_button.rect = pygame.Rect(w // 2 - bw - gap, h - th.px(2.8), bw, th.px(2))
        self.reviews_button.rect = pygame.Rect(w // 2 + gap, h - th.px(2.8), bw, th.px(2))

    def toggle_reviews(self) -> None:
        self.reviews = not self.reviews

    def review_rows(self) -> list[dict]:
        name, game = self.player.value, self.game.value
        return self.book.reviews.get(name, {}).get(game, []) if name and game else []

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        draw.panel(surface, self.panel, th)
        if not self.book.players and not self.book.reviews:
            self.draw_empty(surface)
        elif self.reviews:
            self.draw_reviews(surface, self.review_rows())
            self.player.draw(surface)
            self.game.draw(surface)
        else:
            entry = self.entry()
            self.draw_figures(surface, entry)
            self.draw_charts(surface, entry)
            self.player.draw(surface)
            self.game.draw(surface)
        if self.book.note:
            note = pygame.Rect(self.panel.x, self.panel.bottom + th.px(0.1), self.panel.w, th.px(1.0))
            self.draw_label(surface, self.app.t("stats.set_aside", detail=self.book.note), note,
                            th.c["highlight"], 0.7, align="center")
        self.back_button.draw(surface)
        self.reviews_button.visible = bool(self.book.players or self.book.reviews)
        self.reviews_button.draw(surface)

    def draw_empty(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        y = self.panel.centery - th.px(2)
        for key, size, colour in (("stats.empty", 1.1, th.c["ink"]), ("stats.empty_hint", 0.85, th.c["ink_soft"]),
                                  ("stats.tutorials", 0.75, th.c["ink_soft"])):
            for line in th.wrap(self.app.t(key), th.px(size), self.panel.w - th.px(3)):
                img = th.text(line, th.px(size), colour)
                surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
                y += img.get_height() + th.px(0.2)
            y += th.px(0.6)

    def heading(self, surface: pygame.Surface, text: str, x: int, y: int, width: int) -> int:
        th = self.app.theme
        self.draw_label(surface, text, pygame.Rect(x, y, width, th.px(1.3)), th.c["ink"], 0.9, bold=True, serif=True)
        return y + th.px(1.5)

    def draw_figures(self, surface: pygame.Surface, entry: dict | None) -> None:
        th, t = self.app.theme, self.app.t
        r = self.left
        y = self.heading(surface, self._game_name(self.game.value) if self.game.value else "", r.x, r.y, r.w)
        if entry is None:
            self.draw_label(surface, t("stats.no_games"), pygame.Rect(r.x, y, r.w, th.px(1.2)), th.c["ink_soft"], 0.8)
            return
        avg = stats.average(entry)
        share = round(100 * entry["won"] / entry["played"])
        rows = [("stats.played", str(entry["played"])),
                ("stats.wins", t("stats.wins_value", won=entry["won"], share=share)),
                ("stats.best", _fmt(entry["best"])), ("stats.average", _fmt(avg))]
        row_h = th.px(1.25)
        for key, value in rows:
            self.draw_label(surface, t(key), pygame.Rect(r.x, y, int(r.w * 0.6), row_h), th.c["ink_soft"], 0.8)
            self.draw_label(surface, value, pygame.Rect(r.x + int(r.w * 0.6), y, int(r.w * 0.4), row_h), th.c["ink"],
                            0.85, align="right", bold=True)
            y += row_h
        y = self.heading(surface, t("stats.recent"), r.x, y + th.px(0.5), r.w)
        line_h = max(th.px(0.9), min(th.px(1.15), (r.bottom - y) // stats.RECENT))
        for result in reversed(entry["recent"]):
            if y + line_h > r.bottom:
                break
            self.draw_result(surface, result, pygame.Rect(r.x, y, r.w, line_h))
            y += line_h

    def draw_result(self, surface: pygame.Surface, result: dict, rect: pygame.Rect) -> None:
        th, t = self.app.theme, self.app.t
        colour = th.c["green"] if result["won"] else th.c["ink_soft"]
        mark = t("stats.won") if result["won"] else t("stats.rank", rank=result["rank"], players=result["players"])
        left = f"{_date(result['date'])} · {t('stats.against.' + result['against'])}"
        score = pygame.Rect(rect.right - th.px(2.6), rect.y, th.px(2.6), rect.h)
        status = pygame.Rect(score.x - th.px(4.6), rect.y, th.px(4.4), rect.h)
        self.draw_label(surface, left, pygame.Rect(rect.x, rect.y, status.x - rect.x - th.px(0.2), rect.h),
                        th.c["ink"], 0.7)
        self.draw_label(surface, mark, status, colour, 0.7, align="right", bold=result["won"])
        self.draw_label(surface, _fmt(result["score"]), score, th.c["ink"], 0.75, align="right", bold=True)

    def draw_charts(self, surface: pygame.Surface, entry: dict | None) -> None:
        th, t = self.app.theme, self.app.t
        r = self.right
        bests = self.bests(self.player.value) if self.game.value == CRUSH else []
        parts = 3 if bests else 2
        part_h = (r.h - th.px(0.6) * (parts - 1)) // parts
        y = r.y
        if entry is not None:
            y = self.heading(surface, t("stats.by_opponent"), r.x, y, r.w)
            chart = pygame.Rect(r.x, y, r.w, part_h - th.px(1.5))
            charts.bars(surface, chart, th, self.bar_items(entry), th.c["brass"])
            y = chart.bottom + th.px(0.6)
            charts.legend(surface, pygame.Rect(r.x, y, r.w, th.px(1.3)), th, th.c["red"], t("stats.won"), t("stats.lost"))
            y = self.heading(surface, t("stats.recent_scores"), r.x, y, r.w // 2)
            chart = pygame.Rect(r.x, y, r.w, part_h - th.px(1.5))
            recent = entry["recent"]
            charts.line(surface, chart, th, [x["score"] for x in recent], [x["won"] for x in recent], th.c["red"])
            y = chart.bottom + th.px(0.6)
        if bests:
            self.draw_bests(surface, bests, pygame.Rect(r.x, y, r.w, r.bottom - y))

    def draw_reviews(self, surface: pygame.Surface, rows: list[dict]) -> None:
        """The analyst's reviews of this player's games of this game: per kind of opponent,
        then the accuracy and the blunders of each reviewed game over time."""
        th, t = self.app.theme, self.app.t
        r = self.left
        y = self.heading(surface, t("review.stats.title"), r.x, r.y, r.w)
        if not rows:
            self.draw_label(surface, t("review.stats.none"), pygame.Rect(r.x, y, r.w, th.px(1.2)), th.c["ink_soft"], 0.8)
            return
        figures = stats.review_figures(rows)
        size = th.px(0.75)
        for group, fig in figures.items():
            level = t("review.stats.all") if group == "all" else t(f"stats.against.{group}")
            text = t("review.stats.row", level=level, games=int(fig["games"]), accuracy=_fmt(fig["accuracy"]),
                     blunders=_fmt(fig["blunders"]), mistakes=_fmt(fig["mistakes"]))
            for line in th.wrap(text, size, r.w):
                if y + th.px(1.0) > r.bottom:
                    return
                self.draw_label(surface, line, pygame.Rect(r.x, y, r.w, th.px(1.0)),
                                th.c["ink"] if group == "all" else th.c["ink_soft"], 0.75, bold=group == "all")
                y += th.px(1.0)
            y += th.px(0.3)
        y = self.heading(surface, t("review.stats.recent"), r.x, y + th.px(0.3), r.w)
        for row in reversed(rows):
            if y + th.px(1.0) > r.bottom:
                break
            text = t("review.stats.game", date=_date(row["date"]), level=t(f"stats.against.{row['against']}"),
                     accuracy=_fmt(row["accuracy"]), blunders=row["blunders"], mistakes=row["mistakes"])
            self.draw_label(surface, text, pygame.Rect(r.x, y, r.w, th.px(1.0)), th.c["ink"], 0.7)
            y += th.px(1.0)
        r = self.right
        part_h = (r.h - th.px(0.6)) // 2
        y = self.heading(surface, t("review.stats.trend"), r.x, r.y, r.w)
        chart = pygame.Rect(r.x, y, r.w, part_h - th.px(1.5))
        clean = [x["blunders"] == 0 for x in rows]
        charts.line(surface, chart, th, [x["accuracy"] for x in rows], clean, th.c["green"])
        y = chart.bottom + th.px(0.6)
        y = self.heading(surface, t("review.stats.blunders"), r.x, y, r.w)
        chart = pygame.Rect(r.x, y, r.w, r.bottom - y)
        charts.line(surface, chart, th, [float(x["blunders"]) for x in rows], clean, th.c["red"])

    def bar_items(self, entry: dict) -> list[charts.Bar]:
        """easy, normal, hard and humans always; random and solo only when played."""
        t = self.app.t
        shown = [k for k in stats.OPPONENTS if k in ("easy", "normal", "hard", "human") or k in entry["against"]]
        items = []
        for k in shown:
            played, won = entry["against"].get(k, (0, 0))
            items.append(charts.Bar(t(f"stats.against.{k}"), won / played if played else None,
                                    f"{won}/{played}" if played else "–"))
        return items

    def draw_bests(self, surface: pygame.Surface, bests: list[dict], rect: pygame.Rect) -> None:
        th, t = self.app.theme, self.app.t
        y = self.heading(surface, t("stats.construction"), rect.x, rect.y, rect.w)
        row_h = th.px(1.1)
        for row in bests:
            if y + row_h > rect.bottom:
                break
            title = row.get("title")
            title = t(title) if isinstance(title, str) and self.app.translator.has(title) else ""
            challenge = f"castle_crush.challenge.{row['challenge']}"
            name = t(challenge) if self.app.translator.has(challenge) else str(row["challenge"])
            self.draw_label(surface, f"{name} · {title}" if title else name,
                            pygame.Rect(rect.x, y, rect.w - th.px(3), row_h), th.c["ink"], 0.75)
            self.draw_label(surface, _fmt(row["score"]), pygame.Rect(rect.right - th.px(3), y, th.px(3), row_h),
                            th.c["ink"], 0.8, align="right", bold=True)
            y += row_h


def _fmt(v: float | None) -> str:
    if v is None:
        return "–"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def _date(stamp: str) -> str:
    """"2026-11-24 14:02" as "24/11 14:02"."""
    day, _, clock = stamp.partition(" ")
    parts = day.split("-")
    return f"{parts[2]}/{parts[1]} {clock}" if len(parts) == 3 else stamp
