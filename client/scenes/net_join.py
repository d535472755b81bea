"""Join a network table (issue 30): the tables zeroconf finds on the local network, the
short code the host's lobby shows (typed by hand: it names one of the tables found nearby,
the code being the table's id, announced with it), or an address typed by hand; then a
wait for the host's Start, then the game screen."""

from __future__ import annotations

from functools import partial

import pygame
from ludotheque.client.net import discovery
from ludotheque.client.net.client import Link
from ludotheque.client.net.remote import LinkThread
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui.widgets import Button, TextInput

MAX_FOUND = 6
CODE_LEN = 12  # a join code is 6 characters (seats.join_code); a little slack for spaces


def normal_code(text: str) -> str:
    """A code as typed ("abc 23d", "ABC-23D") as the host shows it ("ABC23D")."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


class NetJoinScene(WidgetScene):
    title_key = "net.join.title"

    def __init__(self, app, address: str = "127.0.0.1:7457") -> None:
        super().__init__(app)
        t = app.t
        self.browser = discovery.Browser()
        self.browsing = False
        self.code = self.add(TextInput(app, "", CODE_LEN))
        self.code_button = self.add(Button(app, lambda: t("net.join.by_code"), self.join_code, "secondary"))
        self.address = self.add(TextInput(app, address, 60))
        self.join_button = self.add(Button(app, lambda: t("net.join.go"), lambda: self.connect(False)))
        self.watch_button = self.add(Button(app, lambda: t("net.join.watch"), lambda: self.connect(True), "secondary"))
        self.back_button = self.add(Button(app, lambda: t("net.back"), self.back, "secondary"))
        self.found_buttons: list[Button] = []
        self.found_rows: list = []
        self.thread: LinkThread | None = None
        self.status = ""
        self._version = -1
        self.area = pygame.Rect(0, 0, 0, 0)
        self.code_label = self.address_label = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.browsing = self.browser.start()

    def leave(self) -> None:
        self.browser.stop()
        if self.thread is not None:
            self.thread.stop()
            self.thread = None

    def join_code(self) -> None:
        """The table whose code was typed, among the tables found nearby; else say so."""
        code = normal_code(self.code.text)
        if not code:
            return
        row = next((r for r in self.browser.found() if normal_code(r.code) == code), None)
        if row is None:
            key = "net.join.code_not_found" if self.browsing else "net.join.code_not_found_off"
            self.status = self.app.t(key, code=code)
            return
        self._pick(row)

    def connect(self, watch: bool, table: str | None = None) -> None:
        address = self.address.text.strip()
        if not address:
            return
        if self.thread is not None:
            self.thread.stop()
        link = Link(address, watch=watch, retry=10, table=table)
        self.thread = LinkThread(link).start()
        self.status = self.app.t("net.join.connecting", address=address)

    @property
    def needs_frame(self) -> bool:
        """Frames when a message arrived or a table was found; else the window rests."""
        version = self.thread.version if self.thread is not None else -1
        return (version != self._version or len(self.browser.tables) != len(self.found_rows)
                or super().needs_frame)

    def update(self, dt: float) -> None:
        rows = self.browser.found()[:MAX_FOUND]
        if rows != self.found_rows:
            self.found_rows = rows
            self.found_buttons = [Button(self.app, self._row_label(r), partial(self._pick, r), "secondary")
                                  for r in rows]
            self.layout(self.app.size)
        thread = self.thread
        if thread is None:
            return
        self._version = thread.version
        mirror = thread.link.mirror
        if thread.error is not None:
            key = thread.error.split(":")[0]
            self.status = self.app.t(key if self.app.translator.has(key) else "net.error.lost")
            self.thread = None
            return
        if mirror.view is not None and mirror.info is not None:
            self.thread = None  # the game screen owns it now
            self.app.scenes.replace("net_game", thread)
        elif mirror.info is not None:
            self.status = self.app.t("net.join.waiting", seat=(mirror.seat or 0) + 1)

    def _row_label(self, row: discovery.FoundTable) -> str:
        key = row.game.replace("-", "_")
        game = self.app.t(f"{key}.name") if self.app.translator.has(f"{key}.name") else row.game
        return self.app.t("net.join.table", game=game, code=row.code, free=row.free)

    def _pick(self, row: discovery.FoundTable) -> None:
        self.address.text = row.address
        self.code.text = row.code
        self.connect(False, row.code)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw = min(th.px(24), w - th.px(2))
        x = (w - bw) // 2
        row = th.px(2.0)
        gap = th.px(0.5)
        self.area = pygame.Rect(x, th.px(5.2), bw, th.px(1.2))
        y = self.area.bottom + gap
        for b in self.found_buttons:
            b.rect = pygame.Rect(x, y, bw, row)
            y += row + gap
        y = max(y, int(h * 0.40))
        code_w = th.px(9)
        label_h = th.px(1.3)  # a field's label sits above it, clear of it
        self.code_label = pygame.Rect(x, y, bw, label_h)
        self.code.rect = pygame.Rect(x, y + label_h + th.px(0.2), bw - code_w - gap, row)
        self.code_button.rect = pygame.Rect(self.code.rect.right + gap, self.code.rect.y, code_w, row)
        y = self.code.rect.bottom + th.px(0.9)
        self.address_label = pygame.Rect(x, y, bw, label_h)
        self.address.rect = pygame.Rect(x, y + label_h + th.px(0.2), bw, row)
        half = (bw - gap) // 2
        self.join_button.rect = pygame.Rect(x, self.address.rect.bottom + gap, half, row)
        self.watch_button.rect = pygame.Rect(x + half + gap, self.address.rect.bottom + gap, half, row)
        self.back_button.rect = pygame.Rect(x, h - row - th.px(1), th.px(8), row)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.address.focused:
                self.address.focused = False
                self.connect(False)
                return
            if self.code.focused:
                self.code.focused = False
                self.join_code()
                return
        for b in self.found_buttons:
            if b.handle_event(event):
                return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        th = self.app.theme
        head = self.app.t("net.join.found") if self.browsing else self.app.t("net.join.off")
        self.draw_label(surface, head, self.area, bold=True)
        if self.browsing and not self.found_buttons:
            self.draw_label(surface, self.app.t("net.join.none"), self.area.move(0, self.area.h + th.px(0.5)), size=0.8)
        for b in self.found_buttons:
            b.draw(surface)
        self.draw_label(surface, self.app.t("net.join.code"), self.code_label, size=0.85)
        self.draw_label(surface, self.app.t("net.join.address"), self.address_label, size=0.85)
        if self.status:  # wrapped: a sentence that says what to do next stays readable
            size = th.px(0.85)
            y = self.join_button.rect.bottom + th.px(0.6)
            for line in th.wrap(self.status, size, self.address.rect.w)[:3]:
                img = th.text(line, size, th.c["brass_light"])
                surface.blit(img, (self.address.rect.x, y))
                y += img.get_height()
