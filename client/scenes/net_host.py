"""Host a network table from the window (issue 30): the lobby.

Choose the game, the number of players and each seat (here: the player at this screen;
remote: a player on another computer; an AI), then open the table: the lobby shows the
addresses to give and the short join code, each seat with who is connected and their ping,
and Start once every remote seat is taken. The table runs in its own thread
(`server.ServerThread`); this window then joins its own seat over loopback, with the seat's
token, and plays it through the same game screen as any remote player (`net_game`).
Several `here` seats make a hot seat at this screen beside the remote ones: the window joins
each of them with its own connection and passes the screen between them (`net_game`).
"""

from __future__ import annotations

import secrets

import pygame
from ludotheque.client import saves
from ludotheque.client.game.boards import playable_games
from ludotheque.client.net import discovery
from ludotheque.client.net.client import Link
from ludotheque.client.net.remote import LinkThread
from ludotheque.client.net.seats import HERE, REMOTE
from ludotheque.client.net.server import Server, ServerThread
from ludotheque.client.net.table import Table
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui.widgets import Button, Cycler

KINDS = (HERE, REMOTE, "ai:easy", "ai:normal", "ai:hard")
PORT = 7457


def default_bind() -> str:
    """A table opened from the window is meant for the other computers of the network; where
    nothing may be announced (tests, `monkey`, `shot`, CI: discovery off), it stays on loopback."""
    return "0.0.0.0" if discovery.enabled() else "127.0.0.1"


class NetHostScene(WidgetScene):
    title_key = "net.host.title"

    def __init__(self, app, game_id: str | None = None, port: int = PORT, bind: str | None = None) -> None:
        super().__init__(app)
        self.port, self.bind = port, bind or default_bind()
        t = app.t
        games = playable_games()
        ids = [g.id for g in games]
        self.infos = {g.id: g for g in games}
        self.game = self.add(Cycler(app, ids, ids.index(game_id) if game_id in ids else 0,
                                    lambda g: t(f"{self.infos[g].key}.name"), self._game_changed))
        self.players = self.add(Cycler(app, [2], 0, lambda n: t("net.host.players", n=n), lambda _: self.layout(app.size)))
        self.kinds = [self.add(Cycler(app, KINDS, 0 if i == 0 else 1, lambda k: t(self._kind_key(k)))) for i in range(6)]
        self.open_button = self.add(Button(app, lambda: t("net.host.open"), self.open))
        self.start_button = self.add(Button(app, lambda: t("net.host.start"), self.start))
        self.reopen_button = self.add(Button(app, lambda: t("net.host.reopen"), self.reopen, "secondary"))
        self.back_button = self.add(Button(app, lambda: t("net.back"), self.back, "secondary"))
        self.table: Table | None = None
        self.thread: ServerThread | None = None
        self.announcer = discovery.Announcer()
        self.link: list[LinkThread] | None = None  # this window's seats, connecting
        self.addresses: list[str] = []
        self.message = ""
        self.rows: list[pygame.Rect] = []
        self._drawn: tuple = ()
        self._reopenable: dict[str, bool] = {}
        self._game_changed(self.game.value)

    @staticmethod
    def _kind_key(kind: str) -> str:
        return "net.seat." + kind.replace(":", "_")

    def _game_changed(self, game_id: str) -> None:
        mode = self.infos[game_id].modes[0]
        counts = list(range(max(2, mode.min_players), mode.max_players + 1)) or [mode.min_players]
        self.players.set_choices(counts, self.players.value if self.players.value in counts else counts[0])
        self.layout(self.app.size)

    # --- the table ------------------------------------------------------------------------------
    def save_path(self, game_id: str):
        return saves.saves_dir() / f"net-{game_id}.json"

    def saved_table(self, game_id: str) -> dict | None:
        """The payload of this game's unfinished network table, if the host left one."""
        path = self.save_path(game_id)
        if not path.exists():
            return None
        try:
            payload = saves.read_save(path)
        except saves.SaveError:
            return None
        return None if payload.get("finished") or "net" not in saves.house_data(payload) else payload

    def open(self) -> None:
        specs = [k.value for k in self.kinds[: self.players.value]]
        game_id = self.game.value
        try:
            table = Table.create(game_id, specs, seed=secrets.randbits(32), save_path=self.save_path(game_id))
        except ValueError as exc:
            self.message = self.app.t("net.host.open_failed", detail=str(exc)[:80])
            return
        self._serve(table)

    def reopen(self) -> None:
        """The table the host's autosave kept: the same seats and tokens; its players come
        back with their tokens, and Start sits this window at its seat again."""
        payload = self.saved_table(self.game.value)
        if payload is None:
            return
        try:
            table = Table.resume(payload, save_path=self.save_path(self.game.value))
        except (saves.SaveError, ValueError, KeyError, TypeError) as exc:
            self.message = self.app.t("net.host.open_failed", detail=str(exc)[:80])
            return
        self._serve(table)

    def _serve(self, table: Table) -> None:
        table.auto_start = False  # the game begins when this window's host says Start
        try:
            server = ServerThread(Server([table]), self.bind, self.port)
            try:
                port = server.start()
            except OSError:
                server = ServerThread(Server([table]), self.bind, 0)  # the usual port is taken: any free one
                port = server.start()
        except OSError as exc:
            self.message = self.app.t("net.host.open_failed", detail=str(exc)[:80])
            return
        self.table, self.thread = table, server
        lan = discovery.local_addresses() if self.bind != "127.0.0.1" else []
        self.addresses = [f"{a}:{port}" for a in lan] or [f"127.0.0.1:{port}"]
        free = sum(1 for c in table.chairs if c.spec == REMOTE and c.token is None)
        self.announcer.start(table.table_id, port, table.session.info.id, free)
        self.message = ""
        self.layout(self.app.size)

    def ready(self) -> bool:
        table = self.table
        return table is not None and all(c.token is not None for c in table.chairs if c.spec == REMOTE)

    def start(self) -> None:
        table, server = self.table, self.thread
        if table is None or server is None or not self.ready():
            return
        server.call(table.start)
        loopback = f"127.0.0.1:{server.port}"
        here = [i for i, c in enumerate(table.chairs) if c.spec == HERE]
        if not here:  # no seat at this screen: the window watches its table
            self.link = [LinkThread(Link(loopback, watch=True, retry=10)).start()]
            return
        self.link = [LinkThread(Link(loopback, i, retry=10, token=table.chairs[i].token)).start() for i in here]

    def close(self) -> None:
        self.announcer.stop()
        for link in self.link or []:
            link.stop()
        self.link = None
        if self.thread is not None:
            self.thread.stop()
            self.thread = None
        self.table = None

    def leave(self) -> None:
        self.close()

    def back(self) -> None:
        self.close()
        self.app.scenes.pop()

    @property
    def needs_frame(self) -> bool:
        """Frames while the window's own seat connects, or when someone came or went;
        otherwise the window rests (and still looks again within a second)."""
        return self.link is not None or self._signature() != self._drawn or super().needs_frame

    def _signature(self) -> tuple:
        if self.table is None:
            return ()
        return tuple((c.token is not None, c.peer is not None, c.name, _ping(c)) for c in self.table.chairs)

    def update(self, dt: float) -> None:
        opened = self.table is not None
        self.open_button.visible = not opened
        game_id = self.game.value
        if game_id not in self._reopenable:  # read once per game shown, not every frame
            self._reopenable[game_id] = self.saved_table(game_id) is not None
        self.reopen_button.visible = not opened and self._reopenable[game_id]
        self.start_button.visible = opened
        self.start_button.enabled = self.ready() and self.link is None
        for w in (self.game, self.players, *self.kinds):
            w.enabled = not opened
        links = self.link
        if links is not None and all(lk.link.mirror.view is not None and lk.link.mirror.info is not None
                                     for lk in links):
            self.link = None  # the game screen owns them now; the table stays open under it
            self.app.scenes.push("net_game", *links)

    # --- drawing ------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw = min(th.px(26), w - th.px(2))
        x = (w - bw) // 2
        row, gap = th.px(1.8), th.px(0.4)
        half = (bw - gap) // 2
        y = th.px(5.0)
        self.game.rect = pygame.Rect(x, y, half, row)
        self.players.rect = pygame.Rect(x + half + gap, y, half, row)
        y += row + th.px(0.8)
        n = self.players.value or 2
        self.rows = []
        for i, cycler in enumerate(self.kinds):
            cycler.visible = i < n
            rect = pygame.Rect(x, y + i * (row + gap), bw, row)
            if i < n:
                self.rows.append(rect)
            cycler.rect = pygame.Rect(rect.x + th.px(5), rect.y, th.px(9), row)
        bottom = h - row - th.px(1)
        self.back_button.rect = pygame.Rect(x, bottom, th.px(8), row)
        self.open_button.rect = self.start_button.rect = pygame.Rect(x + bw - th.px(10), bottom, th.px(10), row)
        self.reopen_button.rect = pygame.Rect(self.open_button.rect.x - th.px(10.5), bottom, th.px(10), row)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._drawn = self._signature()
        th = self.app.theme
        presence = self.table.presence()["seats"] if self.table is not None else []
        for i, rect in enumerate(self.rows):
            self.draw_label(surface, self.app.name_for("", i), pygame.Rect(rect.x, rect.y, th.px(4.6), rect.h))
            if i < len(presence):
                ping_w = th.px(6)
                self.draw_label(surface, self._status(presence[i]),
                                pygame.Rect(rect.x + th.px(14.5), rect.y, rect.w - th.px(14.5) - ping_w, rect.h),
                                size=0.85)
                self.draw_label(surface, self.ping_text(presence[i]),
                                pygame.Rect(rect.right - ping_w, rect.y, ping_w, rect.h), size=0.85, align="right")
        y = (self.rows[-1].bottom if self.rows else th.px(8)) + th.px(0.8)
        lines = []
        if self.table is not None:
            lines.append(self.app.t("net.host.addresses", addresses=", ".join(self.addresses[:3])))
            lines.append(self.app.t("net.host.code", code=self.table.table_id))
            lines.append(self.app.t("net.host.ready" if self.ready() else "net.host.waiting"))
        if self.message:
            lines.append(self.message)
        for line in lines:
            self.draw_label(surface, line, pygame.Rect(self.game.rect.x, y, self.rows[0].w if self.rows else 400,
                                                       th.px(1.3)), size=0.9)
            y += th.px(1.4)

    def _status(self, seat: dict) -> str:
        t = self.app.t
        if seat["spec"] != REMOTE:
            return t("net.seat.connected") if seat["spec"] == HERE and seat["connected"] else ""
        if not seat["taken"]:
            return t("net.seat.free")
        if seat["ai"]:
            return t("net.seat.ai_plays")
        if seat["absent"]:
            return t("net.seat.absent")
        return seat["name"] or t("net.seat.connected")

    def ping_text(self, seat: dict) -> str:
        """A seat's ping in ms, for the seats people play and that are connected; "—" while
        the host has not measured it yet (or says nothing of it)."""
        if seat.get("spec") not in (HERE, REMOTE) or not seat.get("connected"):
            return ""
        ping = seat.get("ping")
        if not isinstance(ping, (int, float)) or isinstance(ping, bool):
            return self.app.t("net.seat.ping_is", ping="—")
        return self.app.t("net.seat.ping_is", ping=self.app.t("net.seat.ping", ms=max(0, round(ping))))


def _ping(chair) -> int | None:
    """The chair's ping as drawn (whole ms): a change redraws the lobby."""
    peer = chair.peer
    ping = peer.ping_ms() if peer is not None else None
    return None if ping is None else round(ping)
