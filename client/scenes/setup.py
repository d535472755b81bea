"""New game: choose the game, its mode and options, and the seats.

Each seat: a colour, a name, human or AI (easy / normal / hard), and which seat is the
youngest (the sheets use it for who starts and to break ties). Player counts per mode
come from the game's rules, never from here.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame
from ludotheque.client import saves
from ludotheque.client.colours import WHITE, house
from ludotheque.client.game.boards import playable_games
from ludotheque.client.game.guided import start_tutorial
from ludotheque.client.saves import write_json_atomic
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import emblem
from ludotheque.client.ui.widgets import Button, Cycler, TextInput
from ludotheque.rules.core import GameInfo
from ludotheque.rules.jsonfile import read_json
from ludotheque.rules.paths import config_dir
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for
from ludotheque.sounds.names import Sound

LAST_SETUP = "last_setup.json"


def load_last_setup() -> dict:
    try:
        data = read_json(config_dir() / LAST_SETUP)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_last_setup(data: dict) -> None:
    try:
        write_json_atomic(config_dir() / LAST_SETUP, data)
    except (OSError, TypeError, ValueError):
        pass  # a convenience only


SEAT_CHOICES = ("human", "ai:easy", "ai:normal", "ai:hard")
AI_NAMES = ("Aliénor", "Bayard", "Colbert", "Du Guesclin", "Éléonore", "Fouquet")


def human_defaults(app) -> set[str]:
    """Every seat's default human name in every language ("Joueur 2", "Player 2"): a name
    the player never typed, which follows the language rather than the last table."""
    formats = {cat.get("seat.default_name", "") for cat in app.translator.catalogues.values()}
    return {f.format(n=n) for f in formats if f for n in range(1, 7)}


class SeatRow:
    def __init__(self, scene: SetupScene, index: int) -> None:
        app = scene.app
        self.scene = scene
        self.index = index
        self.colour = Cycler(app, [index], 0, lambda v: "", self.colour_changed)
        self.name = TextInput(app, "", 14)
        self.kind = Cycler(app, SEAT_CHOICES, 0 if index == 0 else 2,
                           lambda v: app.t(f"setup.seat.{v.replace(':', '_')}"), self.kind_changed)
        self.youngest = pygame.Rect(0, 0, 0, 0)
        self.kind_changed(self.kind.value, initial=True)

    def widgets(self):
        return (self.colour, self.name, self.kind)

    def kind_changed(self, value: str, initial: bool = False) -> None:
        app = self.scene.app
        if initial or self.name.text in human_defaults(app) or self.name.text in AI_NAMES or not self.name.text:
            self.name.text = app.t("seat.default_name", n=self.index + 1) if value == "human" else AI_NAMES[self.index]

    def colour_changed(self, value: int) -> None:
        self.scene.swap_colour(self.index, value)

    def seat(self) -> Seat:
        spec = self.kind.value
        name = self.name.text.strip() or self.scene.app.t("seat.default_name", n=self.index + 1)
        return Seat.parse(spec, name, self.colour.value)


class SetupScene(WidgetScene):
    title_key = "setup.title"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        t = app.t

        self.games: list[GameInfo] = playable_games()
        ids = [g.id for g in self.games]
        start = ids.index(game_id) if game_id in ids else 0
        self.game = Cycler(app, self.games, start, lambda g: t(f"{g.key}.name"), self.game_changed)
        self.mode = Cycler(app, [], 0, lambda m: t(f"{self.info.key}.mode.{m.id}"), self.mode_changed)
        self.count = Cycler(app, [], 0, lambda n: t("setup.players_n", n=n), self.count_changed)
        self.options: list[tuple[str, Cycler]] = []
        self.rows = [SeatRow(self, i) for i in range(6)]
        self.youngest = 0
        self.tiles: list[pygame.Rect] = []
        self.hover_tile: int | None = None
        self.colour_of: dict[int, int] = {}
        for w in (self.game, self.mode, self.count):
            self.add(w)
        for row in self.rows:
            for w in row.widgets():
                self.add(w)
        self.back_button = self.add(Button(app, lambda: t("common.back"), self.back, "secondary"))
        self.start_button = self.add(Button(app, lambda: t("setup.start"), self.start, hotkey=pygame.K_RETURN))
        self.learn_button = self.add(Button(app, lambda: t("setup.learn"), self.learn, "secondary"))
        self.learn_button.enabled = False
        self.error = ""
        # A new game over an unfinished one of the same kind asks first (issue 31): keep the
        # old one in the load list, replace it, or cancel. While asked, only these answer.
        self.asking: saves.SaveEntry | None = None
        self.ask_panel = pygame.Rect(0, 0, 0, 0)
        self.ask_buttons = [
            Button(app, lambda: t("setup.unfinished.keep"), self._keep_unfinished),
            Button(app, lambda: t("setup.unfinished.replace"), self._replace_unfinished, "secondary"),
            Button(app, lambda: t("setup.unfinished.cancel"), self._cancel_ask, "secondary"),
        ]
        self.left = self.right = pygame.Rect(0, 0, 0, 0)
        last = load_last_setup()
        tables = last.get("tables")
        # Each game's table as it was last set (seats, mode, options): switching games
        # never carries one game's seats into another (QA polish).
        self.tables: dict[str, dict] = ({str(k): v for k, v in tables.items() if isinstance(v, dict)}
                                        if isinstance(tables, dict) else {})
        self.current_id: str | None = None
        if self.games:
            self.game_changed(self.game.value)
            if game_id is None:
                self.restore(last)
        else:
            self.start_button.enabled = False

    # --- model ---------------------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return self.game.value

    def game_changed(self, info: GameInfo) -> None:
        if self.current_id is not None and self.current_id != info.id:
            self.tables[self.current_id] = self.table()
        switched = self.current_id != info.id
        self.current_id = info.id
        self._set_up_game(info)
        if not switched:
            return
        self.default_seats()  # seats the game's table does not name (a bigger count later)
        if info.id in self.tables:
            self.apply(self.tables[info.id])

    def default_seats(self) -> None:
        """A game not set up yet: the first seat human, the others the AI at normal;
        names the player typed stay."""
        for row in self.rows:
            wanted = "human" if row.index == 0 else "ai:normal"
            row.kind.set_choices(row.kind.choices, wanted if wanted in row.kind.choices else row.kind.choices[0])
            row.kind_changed(row.kind.value)
        self.youngest = 0

    def _set_up_game(self, info: GameInfo) -> None:
        self.learn_button.enabled = tutorial_for(info) is not None
        self.mode.set_choices(list(info.modes))
        palette = list(range(len(info.colours))) if info.colours else list(range(len(self.app.theme.players)))
        for row in self.rows:
            row.colour.set_choices(palette, row.index % len(palette))
        self.colour_of = {row.index: row.colour.value for row in self.rows}
        self.mode_changed(self.mode.value)

    def _option_text(self, key: str, name: str, value: Any) -> str:
        """An option's choice in words (the game's `key`, the option's `name`)."""
        return self.app.t(f"{key}.option.{name}.{value}")

    def mode_changed(self, mode) -> None:
        counts = list(range(mode.min_players, mode.max_players + 1))
        keep = self.count.value if self.count.value in counts else min(max(2, counts[0]), counts[-1])
        self.count.set_choices(counts, keep)
        for _, w in self.options:
            self.widgets.remove(w)
        self.options = []
        key = self.info.key
        for spec in mode.options:
            w = Cycler(self.app, spec.choices, spec.choices.index(spec.default),
                       partial(self._option_text, key, spec.name))
            self.options.append((spec.name, w))
            self.widgets.insert(3, w)
        self.count_changed(self.count.value)
        self.layout(self.app.size)

    def count_changed(self, n: int) -> None:
        self.youngest = min(self.youngest, n - 1)
        for row in self.rows:
            for w in row.widgets():
                w.visible = row.index < n
        if n == 1:
            self.rows[0].kind.set_choices(["human"], "human")
        else:
            self.rows[0].kind.set_choices(SEAT_CHOICES, self.rows[0].kind.value)

    def swap_colour(self, index: int, value: int) -> None:
        """Colours stay distinct: taking another seat's colour gives it yours."""
        old = self.colour_of.get(index, value)
        for other in self.rows:
            if other.index != index and other.colour.value == value:
                other.colour.set_choices(other.colour.choices, old)
                self.colour_of[other.index] = old
        self.colour_of[index] = value

    # --- layout --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        top = th.px(4.8)
        bottom = h - th.px(3.6)
        lw = min(int(w * 0.36), th.px(20))
        self.left = pygame.Rect(th.px(1), top, lw, bottom - top)
        self.right = pygame.Rect(self.left.right + th.px(1), top, w - lw - th.px(3), bottom - top)
        rh = th.px(1.7)
        x = self.left.x + th.px(0.8)
        cw = self.left.w - th.px(1.6)
        n = max(1, len(self.games))
        gap = th.px(0.4)
        tile = min(th.px(3.4), (cw - gap * (n - 1)) // n)
        self.tiles = [pygame.Rect(x + i * (tile + gap), self.left.y + th.px(0.7), tile, tile) for i in range(len(self.games))]
        y = self.left.y + th.px(0.7) + tile + th.px(4.0)
        for wdg in [self.game, self.mode, self.count] + [c for _, c in self.options]:
            wdg.rect = pygame.Rect(x, y + th.px(1.0), cw, rh)
            y += rh + th.px(1.5)
        # Seat rows.
        row_h = min(th.px(2.0), (self.right.h - th.px(3)) // 6)
        ry = self.right.y + th.px(2.4)
        inner = self.right.inflate(-th.px(1.6), 0)
        sw = row_h
        yw = th.px(5.2)
        kw = int((inner.w - sw - yw) * 0.42)
        nw = inner.w - sw - yw - kw - th.px(1.2)
        for row in self.rows:
            r = pygame.Rect(inner.x, ry + row.index * (row_h + th.px(0.3)), inner.w, row_h)
            row.colour.rect = pygame.Rect(r.x, r.y, sw, row_h)
            row.name.rect = pygame.Rect(r.x + sw + th.px(0.4), r.y, nw, row_h)
            row.kind.rect = pygame.Rect(row.name.rect.right + th.px(0.4), r.y, kw, row_h)
            row.youngest = pygame.Rect(row.kind.rect.right + th.px(0.4), r.y, yw, row_h)
        bw = th.px(10)
        self.back_button.rect = pygame.Rect(th.px(1), h - th.px(2.8), bw, th.px(2))
        self.start_button.rect = pygame.Rect(w - bw - th.px(1), h - th.px(2.8), bw, th.px(2))
        self.learn_button.rect = pygame.Rect((w - bw) // 2, h - th.px(2.8), bw, th.px(2))
        pw = min(w - th.px(2), th.px(30))
        self.ask_panel = pygame.Rect((w - pw) // 2, h // 2 - th.px(6), pw, th.px(12))
        inner = self.ask_panel.inflate(-th.px(1.6), 0)
        gap = th.px(0.5)
        aw = (inner.w - 2 * gap) // 3
        for i, b in enumerate(self.ask_buttons):
            b.rect = pygame.Rect(inner.x + i * (aw + gap), self.ask_panel.bottom - th.px(3), aw, th.px(2))

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.asking is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self._cancel_ask()
                return
            for b in self.ask_buttons:
                if b.handle_event(event):
                    return
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_tile = next((i for i, r in enumerate(self.tiles) if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.tiles):
                if rect.collidepoint(event.pos) and i != self.game.index:
                    self.game.index = i
                    self.app.sounds.play(Sound.CLICK)
                    self.game_changed(self.game.value)
                    return
            for row in self.rows[: self.count.value or 0]:
                if self.info.uses_youngest and row.youngest.collidepoint(event.pos):
                    self.youngest = row.index
                    self.app.sounds.play(Sound.CLICK)
                    return
        super().handle_event(event)

    def restore(self, last: dict) -> None:
        """Bring back the table of the last game started (a bad file changes nothing)."""
        try:
            ids = [g.id for g in self.games]
            if last.get("game") not in ids:
                return
            self.game.index = ids.index(last["game"])
            self.game_changed(self.game.value)
        except (TypeError, ValueError, AttributeError, KeyError):
            return
        self.apply(last)

    def apply(self, last: dict) -> None:
        """Set the chosen game's table as `last` holds it (a bad entry changes nothing more)."""
        try:
            modes = [m.id for m in self.mode.choices]
            if last.get("mode") in modes:
                self.mode.index = modes.index(last["mode"])
                self.mode_changed(self.mode.value)
            for name, widget in self.options:
                if last.get("options", {}).get(name) in widget.choices:
                    widget.index = widget.choices.index(last["options"][name])
            if last.get("count") in self.count.choices:
                self.count.index = self.count.choices.index(last["count"])
                self.count_changed(self.count.value)
            for row, seat in zip(self.rows, last.get("seats", []), strict=False):
                if seat.get("kind") in row.kind.choices:
                    row.kind.index = row.kind.choices.index(seat["kind"])
                row.name.text = str(seat.get("name", row.name.text))[: row.name.max_len]
                if row.name.text in human_defaults(self.app):  # set up in another language
                    row.kind_changed(row.kind.value)
                if seat.get("colour") in row.colour.choices:
                    row.colour.index = row.colour.choices.index(seat["colour"])
            self.colour_of = {row.index: row.colour.value for row in self.rows}
            self.youngest = min(int(last.get("youngest", 0)), self.count.value - 1)
        except (TypeError, ValueError, AttributeError, KeyError):
            return

    def start(self) -> None:
        if not self.games:
            return
        unfinished = saves.unfinished_autosave(self.info.id) if self.app.can_save else None
        if unfinished is not None:
            self.asking = unfinished
            return
        self._start()

    def _keep_unfinished(self) -> None:
        entry, self.asking = self.asking, None
        if entry is not None:
            try:
                saves.keep_in_list(entry.path)
            except (OSError, saves.SaveError) as exc:
                self.error = self.app.t("setup.unfinished.failed", detail=getattr(exc, "strerror", None) or str(exc))
                return
        self._start()

    def _replace_unfinished(self) -> None:
        entry, self.asking = self.asking, None
        if entry is not None:
            try:
                saves.replace_unfinished(entry.path)
            except OSError as exc:
                self.error = self.app.t("setup.unfinished.failed", detail=exc.strerror or str(exc))
                return
        self._start()

    def _cancel_ask(self) -> None:
        self.asking = None

    def _start(self) -> None:
        n = self.count.value
        seats = [row.seat() for row in self.rows[:n]]
        options = {name: w.value for name, w in self.options}
        seed = int(time.time() * 1000) % 1_000_000_007
        try:
            session = Session.create(self.info.id, seats, seed, self.mode.value.id, options, self.youngest)
        except ValueError as exc:
            self.error = str(exc)
            return
        table = self.table()
        save_last_setup({**table, "tables": {**self.tables, self.info.id: table}})
        self.app.scenes.replace("game", session, setup=self.snapshot())

    def table(self) -> dict:
        """The chosen game's table as set now, in the form `apply` reads and the file keeps."""
        n = self.count.value
        return {
            "game": self.info.id, "mode": self.mode.value.id, "options": {name: w.value for name, w in self.options},
            "count": n,
            "seats": [{"kind": row.kind.value, "name": row.name.text, "colour": row.colour.value} for row in self.rows[:n]],
            "youngest": self.youngest,
        }

    def learn(self) -> None:
        """The guided first game of the chosen game, in place of this setup."""
        tutorial = tutorial_for(self.info)
        if tutorial is not None:
            start_tutorial(self.app, self.info, tutorial, replace=True)

    def snapshot(self) -> dict:
        """What 'play again' needs to start the same table with a new seed."""
        n = self.count.value
        return {
            "game": self.info.id,
            "mode": self.mode.value.id,
            "options": {name: w.value for name, w in self.options},
            "seats": [row.seat() for row in self.rows[:n]],
            "youngest": self.youngest,
        }

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        if not self.games:
            self.draw_label(surface, self.app.t("setup.no_games"), surface.get_rect(), align="center")
            self.back_button.draw(surface)
            return
        draw.panel(surface, self.left, th)
        draw.panel(surface, self.right, th)
        info = self.info
        for i, (rect, game) in enumerate(zip(self.tiles, self.games, strict=True)):
            chosen = i == self.game.index
            box = rect.move(0, -th.px(0.15) if chosen or i == self.hover_tile else 0)
            pygame.draw.rect(surface, house("option_chosen") if chosen else house("option"), box, border_radius=th.px(0.3))
            pygame.draw.rect(surface, th.c["brass"] if chosen else th.c["parchment_edge"], box, 3 if chosen else 1, border_radius=th.px(0.3))
            surface.blit(emblem(game.id, box.w - th.px(0.4)), (box.x + th.px(0.2), box.y + th.px(0.2)))
        top = (self.tiles[0].bottom if self.tiles else self.left.y) + th.px(0.4)
        name_rect = pygame.Rect(self.left.x + th.px(0.8), top, self.left.w - th.px(1.6), th.px(1.5))
        shown = self.games[self.hover_tile] if self.hover_tile is not None else info
        self.draw_label(surface, self.app.t(f"{shown.key}.name"), name_rect, th.c["ink"], 1.3, serif=True, bold=True)
        tag = self.app.t(f"{shown.key}.tagline")
        for i, line in enumerate(th.wrap(tag, th.px(0.72), name_rect.w)[:2]):
            surface.blit(th.text(line, th.px(0.72), th.c["ink_soft"]), (name_rect.x, name_rect.bottom + i * th.px(0.85)))
        labels = [("setup.game", self.game), ("setup.mode", self.mode), ("setup.players", self.count)]
        labels += [(f"{info.key}.option.{name}", w) for name, w in self.options]
        for key, wdg in labels:
            lab = pygame.Rect(wdg.rect.x, wdg.rect.y - th.px(1.05), wdg.rect.w, th.px(1.0))
            self.draw_label(surface, self.app.t(key), lab, th.c["ink_soft"], 0.8, bold=True)
        head = pygame.Rect(self.right.x + th.px(0.8), self.right.y + th.px(0.5), self.right.w - th.px(1.6), th.px(1.4))
        self.draw_label(surface, self.app.t("setup.seats"), head, th.c["ink"], 1.1, serif=True, bold=True)
        n = self.count.value
        if self.rows and self.info.uses_youngest:
            yl = self.rows[0].youngest
            self.draw_label(surface, self.app.t("setup.youngest"), pygame.Rect(yl.x, head.y, yl.w, head.h), th.c["ink_soft"], 0.7, align="center")
        for wdg in self.widgets:
            if wdg.visible:
                wdg.draw(surface)
        for row in self.rows[:n]:
            self.draw_swatch(surface, row)
            if self.info.uses_youngest:
                self.draw_youngest(surface, row)
        if self.error:
            self.draw_label(surface, self.error, pygame.Rect(0, self.start_button.rect.y - th.px(1.2), surface.get_width(), th.px(1)), th.c["highlight"], 0.8, align="center")
        if self.asking is not None:
            self.draw_ask(surface)

    def draw_ask(self, surface: pygame.Surface) -> None:
        """The question over a dimmed setup: what the unfinished game is, and the answers."""
        th = self.app.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(house("pause_veil"))
        surface.blit(shade, (0, 0))
        draw.panel(surface, self.ask_panel, th)
        entry = self.asking
        session = (entry.payload or {}).get("session", {}) if entry is not None else {}
        moves = len(session.get("history", [])) if isinstance(session.get("history"), list) else 0
        when = str((entry.payload or {}).get("saved_at", "")).replace("T", " ")[:16] if entry is not None else ""
        inner = self.ask_panel.inflate(-th.px(1.6), -th.px(1.2))
        title = self.app.t("setup.unfinished.title", game=self.app.t(f"{self.info.key}.name"))
        self.draw_label(surface, title, pygame.Rect(inner.x, inner.y, inner.w, th.px(1.6)), th.c["ink"], 1.05,
                        serif=True, bold=True)
        text = self.app.t("setup.unfinished.text", moves=moves, when=when)
        y = inner.y + th.px(2.0)
        size = th.px(0.78)
        for line in th.wrap(text, size, inner.w):
            surface.blit(th.text(line, size, th.c["ink_soft"]), (inner.x, y))
            y += th.px(0.95)
        for b in self.ask_buttons:
            b.draw(surface)

    def draw_swatch(self, surface: pygame.Surface, row: SeatRow) -> None:
        th = self.app.theme
        info = self.info
        if info.colours:
            v = info.colours[row.colour.value % len(info.colours)].lstrip("#")
            colour = (int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16))
        else:
            colour = th.players[row.colour.value % len(th.players)]
        r = row.colour.rect
        pygame.draw.rect(surface, colour, r.inflate(-4, -4), border_radius=th.px(0.3))
        pygame.draw.rect(surface, th.c["ink"], r.inflate(-4, -4), 2, border_radius=th.px(0.3))
        if self.app.settings.colour_blind:
            draw.symbol(surface, th.symbols[row.colour.value % len(th.symbols)], r.center, r.h * 0.45, WHITE)

    def draw_youngest(self, surface: pygame.Surface, row: SeatRow) -> None:
        th = self.app.theme
        c = row.youngest.center
        rad = row.youngest.h * 0.28
        pygame.draw.circle(surface, th.c["parchment"], c, rad)
        pygame.draw.circle(surface, th.c["brass_dark"], c, rad, 2)
        if row.index == self.youngest:
            pygame.draw.circle(surface, th.c["red"], c, rad * 0.55)

