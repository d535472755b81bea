"""One table on the host: the `Session`, its seats and their tokens, the connections.

The host is the only one that applies moves. A seated connection sends an action for the
ply it saw; the table checks that it is that seat's turn and that ply, decodes the action
and gives it to `session.apply`, which the rules check exactly as for a local click: a
refused action gets the rules' own `IllegalAction` key and params back. After each move
every connection gets its seat's view (whole once, then what changed: `delta.py`), the
log lines that seat may read, whose turn it is and the ply; at the end the outcome and the
result line `autoplay` prints. Nothing else of the game leaves the host.

Everything here runs on the server's event loop thread (`server.py`); AI decisions are
computed in a worker thread (`asyncio.to_thread`), applied back on the loop.

Seats: `remote` (a player on another computer, who gets a secret token), `here` (a human
at the host's window, which joins over loopback with a token the host keeps), `ai:LEVEL`
and `random` (the host plays them). A remote seat whose player is gone is shown as absent
to all; after `absent_ai_after` seconds (None: never) the host's AI plays for it, and
gives it back as soon as the player returns.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hmac
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludotheque.client import saves
from ludotheque.client.cli.autoplay import result_line
from ludotheque.client.net import messages
from ludotheque.client.net.autosave import Autosave
from ludotheque.client.net.delta import Coder
from ludotheque.client.net.messages import (
    CHAT_HISTORY,
    MAX_NAME,
    PROTOCOL,
    REACTIONS,
    chat_lines,
    clean_text,
    dumps,
    refused,
)
from ludotheque.client.net.seats import (
    HERE,
    REMOTE,
    Chair,
    Peer,
    join_code,
    session_seat,
)
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.session import Session

log = logging.getLogger("ludotheque.net")

ABSENT_LEVEL = "normal"  # the AI that plays for an absent player


@dataclass
class Table:
    session: Session
    chairs: list[Chair]
    table_id: str = field(default_factory=lambda: join_code())
    overrides: dict[str, Any] = field(default_factory=dict)  # action fields the host decides (steadiness)
    absent_ai_after: float | None = 60.0
    save_path: Path | None = None
    save_every: float = 0.25
    started: bool = False
    auto_start: bool = True  # headless: the game begins when the seats are filled; a window's host says Start
    on_end: Callable[[Table], None] | None = None
    watchers: list[Peer] = field(default_factory=list)
    t0: float = field(default_factory=time.perf_counter)
    _autosave: Autosave | None = None
    _wake: asyncio.Event | None = None
    _ended: bool = False
    _coders: dict[int | None, Coder] = field(default_factory=dict)  # each seat's view, as last sent
    _public: dict[str, tuple[Any, str]] = field(default_factory=dict)  # the public fields' JSON, shared
    final: dict[str, Any] | None = None  # the result line, fixed when the game ends
    chat_log: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=CHAT_HISTORY))

    # --- creation --------------------------------------------------------------------------
    @classmethod
    def create(cls, game_id: str, specs: list[str], seed: int = 0, mode: str | None = None,
               options: dict[str, Any] | None = None, **kw: Any) -> Table:
        options = dict(options or {})
        overrides = {}
        if game_id == "castle-crush" and "steadiness" in options:
            overrides["steadiness"] = options.pop("steadiness")  # a table option, not a rules one
        session = Session.create(game_id, [session_seat(s, i) for i, s in enumerate(specs)], seed, mode, options)
        chairs = [Chair(s) for s in specs]
        for chair in chairs:
            if chair.spec == HERE:
                chair.token = secrets.token_urlsafe(24)  # the host's window joins with it
        return cls(session, chairs, overrides=overrides, **kw)

    @classmethod
    def resume(cls, payload: dict[str, Any], **kw: Any) -> Table:
        """The table of a host's autosave (`house.net`): the same seats and tokens, begun if it was."""
        session = saves.session_from_payload(payload)
        net = saves.house_data(payload).get("net")
        if not isinstance(net, dict) or len(net.get("chairs", [])) != len(session.seats):
            raise saves.SaveError("save.error.corrupt", "not a network table's save")
        chairs = [Chair(str(c["spec"]), c.get("token"), clean_text(str(c.get("name", "")), MAX_NAME))
                  for c in net["chairs"]]
        table = cls(session, chairs, table_id=str(net.get("table", join_code())),
                    overrides=dict(net.get("overrides", {})), **kw)
        table.started = net.get("started", True) is not False  # older saves: a table once begun
        table.chat_log.extend(chat_lines(net.get("chat"), len(chairs)))
        now = time.monotonic()
        for chair in chairs:
            if chair.spec == REMOTE:
                chair.absent_since = now
        return table

    # --- what everyone is told --------------------------------------------------------------
    def presence(self) -> dict[str, Any]:
        now = time.monotonic()
        seats = []
        for i, chair in enumerate(self.chairs):
            seats.append({
                "spec": chair.spec, "name": chair.name, "taken": chair.token is not None,
                "connected": chair.peer is not None or not chair.played_by_people,
                "absent": chair.spec == REMOTE and chair.token is not None and chair.peer is None,
                "ai": self._ai_plays(i, now),
                "ping": chair.peer.ping_ms() if chair.peer is not None else None,
            })
        return {"t": "presence", "seats": seats, "watchers": len(self.watchers), "started": self.started}

    def welcome(self, seat: int | None, token: str | None) -> dict[str, Any]:
        s = self.session
        msg = {"t": "welcome", "v": PROTOCOL, "table": self.table_id, "game": s.info.id, "mode": s.config.mode,
               "options": s.config.options, "players": len(self.chairs), "seat": seat,
               "table_options": dict(self.overrides)}
        if token is not None:
            msg["token"] = token  # only ever to the seat's own connection
        return msg

    def peers(self) -> list[Peer]:
        return [c.peer for c in self.chairs if c.peer is not None] + list(self.watchers)

    def broadcast(self, message: dict[str, Any]) -> None:
        text = dumps(message)
        for peer in self.peers():
            peer.push(text)

    def send_state(self, peers: list[Peer] | None = None) -> None:
        """Each connection's view, the new log lines it may read, the turn and the ply.
        A view goes whole to a connection that holds none (a join, a reconnect, a resync),
        else as the change from the version it holds (`delta.py`); each seat's view is
        coded once, whoever many connections sit there."""
        s = self.session
        if not self.started:
            return
        turn = s.current_player()
        head = f'{{"t":"state","ply":{s.ply},"turn":{"null" if turn is None else turn}'
        coded: set[int | None] = set()
        entries = s.log
        for peer in self.peers() if peers is None else peers:
            seat = peer.seat
            coder = self._coders.get(seat)
            if coder is None:
                coder = self._coders[seat] = Coder(s.info, self._public)
            if seat not in coded:
                coder.update(s.view(seat))
                coded.add(seat)
            held = peer.view_version
            if held == coder.version:
                view = f'"version":{held},"diff":{{"base":{held},"set":{{}},"del":[]}}'
            elif held == coder.base and held:
                view = f'"version":{coder.version},"diff":{coder.change}'
            else:
                view = f'"version":{coder.version},"view":{coder.whole()}'
            peer.view_version = coder.version
            if peer.log_pos > len(entries):  # the log was cut (an undo at the host): send it again
                peer.log_pos = peer.log_sent = 0
            new = [e.to_json() for e in entries[peer.log_pos:] if e.event.visible_for(seat)]
            at = peer.log_sent
            peer.log_pos, peer.log_sent = len(entries), at + len(new)
            peer.push(f'{head},"log_at":{at},"log":{dumps(new)},{view}}}')
        if s.is_over():
            self._end(peers)

    def resync(self, peer: Peer) -> None:
        """A connection that lost the thread (a change it could not apply): all again."""
        peer.view_version = None
        peer.log_pos = peer.log_sent = 0
        self.send_state([peer])

    def _end(self, peers: list[Peer] | None) -> None:
        s = self.session
        if self.final is None:
            self.final = result_line(s, time.perf_counter() - self.t0)
        outcome = s.outcome()
        assert outcome is not None, "a table ends when its game is over"
        message = dumps({"t": "end", "outcome": outcome.to_json(), "result": self.final})
        for peer in self.peers() if peers is None else peers:
            peer.push(message)
        if not self._ended:
            self._ended = True
            self.save(force=True)
            if self.on_end is not None:
                self.on_end(self)

    # --- a connection's messages ---------------------------------------------------------------
    def hello(self, peer: Peer, msg: dict[str, Any]) -> None:
        """Seat `peer` (or refuse it): a token resumes its seat, none takes a free remote
        seat (the one asked for, or the first), `watch` makes it a spectator."""
        if msg["v"] != PROTOCOL:
            peer.push(dumps(refused("net.error.version", f"protocol {msg['v']}, host speaks {PROTOCOL}")))
            peer.drop("net.bye.version")
            return
        peer.name = clean_text(msg.get("name") or "", MAX_NAME)
        if msg.get("watch"):
            peer.seat = None
            self.watchers.append(peer)
            peer.push(dumps(self.welcome(None, None)))
            self._joined(peer)
            return
        seat, token = msg.get("seat"), msg.get("token")
        n = len(self.chairs)
        if seat is not None and not 0 <= seat < n:
            peer.push(dumps(refused("net.error.no_seat", f"no seat {seat}")))
            return
        if token is not None:
            # Constant time whatever the seat holds; a wrong token is never echoed or logged.
            held = self.chairs[seat].token if seat is not None else None
            if seat is None or held is None or not hmac.compare_digest(held.encode(), token.encode()):
                peer.push(dumps(refused("net.error.bad_token", "that token opens no seat here")))
                return
        else:
            free = [i for i, c in enumerate(self.chairs) if c.spec == REMOTE and c.token is None]
            if seat is None and free:
                seat = free[0]
            if seat is None or seat not in free:
                peer.push(dumps(refused("net.error.no_seat", "no free seat")))
                return
            self.chairs[seat].token = secrets.token_urlsafe(24)
        self._seat(peer, seat)

    def _seat(self, peer: Peer, seat: int) -> None:
        chair = self.chairs[seat]
        old = chair.peer
        chair.peer, chair.absent_since = peer, None
        if peer.name:
            chair.name = peer.name
        peer.seat = seat
        if old is not None and old is not peer:
            old.seat = None
            old.push(dumps({"t": "bye", "key": "net.bye.replaced"}))
            old.drop("net.bye.replaced")
        peer.push(dumps(self.welcome(seat, chair.token)))
        if not self.started and self.auto_start and all(c.token is not None for c in self.chairs if c.played_by_people) \
                and not any(c.spec == HERE for c in self.chairs):
            self.start()  # headless: the game begins when the seats are filled
        self._joined(peer)
        self.save()

    def _joined(self, peer: Peer) -> None:
        peer.log_pos = peer.log_sent = 0
        peer.view_version = None
        peer.push(dumps(self.chat_history()))
        # Who sits where first: to a finished table's newcomer, the end comes with its state,
        # and a client stops listening at the end (its results name the seats from this).
        self.broadcast(self.presence())
        self.send_state([peer])
        self.wake()

    def start(self) -> None:
        if not self.started:
            self.started = True
            self.t0 = time.perf_counter()
            self.send_state()
            self.broadcast(self.presence())
            self.wake()

    def left(self, peer: Peer) -> None:
        if peer in self.watchers:
            self.watchers.remove(peer)
        elif peer.seat is not None and self.chairs[peer.seat].peer is peer:
            self.chairs[peer.seat].peer = None
            self.chairs[peer.seat].absent_since = time.monotonic()
        else:
            return
        self.broadcast(self.presence())
        self.wake()

    def act(self, peer: Peer, msg: dict[str, Any]) -> None:
        s = self.session
        seat = peer.seat
        problem = None
        if seat is None:
            problem = refused("net.error.spectator", "spectators do not play")
        elif not self.started:
            problem = refused("net.error.not_started", "the game has not started")
        elif s.is_over():
            problem = refused("core.error.game_over", "the game is over")
        elif s.current_player() != seat:
            problem = refused("net.error.not_your_turn", "it is not this seat's turn")
        elif msg["ply"] != s.ply:
            problem = refused("net.error.stale", f"that action was for ply {msg['ply']}, the game is at {s.ply}")
        if problem is None and seat is not None:  # a spectator was refused above
            problem = self.play(seat, msg["action"])
        if problem is not None:
            peer.push(dumps(problem))

    def play(self, seat: int, encoded: Any) -> dict[str, Any] | None:
        """Decode and apply `seat`'s action; None when played, else the refusal."""
        s = self.session
        try:
            action = s.state.decode_action(encoded)
            if self.overrides and dataclasses.is_dataclass(action) and not isinstance(action, type):
                names = {f.name for f in dataclasses.fields(action)}
                fix = {k: v for k, v in self.overrides.items() if k in names}
                action = dataclasses.replace(action, **fix) if fix else action
            s.apply(action)
        except IllegalAction as err:
            return refused(err.key, err.message[:200], _jsonable(err.params))
        except Exception as exc:  # a malformed field the rules did not expect: refused, the game untouched
            log.info("seat %s: action refused (%s)", seat, type(exc).__name__)
            return refused("core.error.bad_action", "malformed action")
        self.moved()
        return None

    def moved(self) -> None:
        self.send_state()
        self.save()
        self.wake()

    def chat(self, peer: Peer, msg: dict[str, Any]) -> None:
        text = clean_text(msg["text"], messages.MAX_CHAT)
        if text:
            self._said({"t": "chat", "seat": peer.seat, "name": peer.name, "text": text})

    def react(self, peer: Peer, msg: dict[str, Any]) -> None:
        if msg["r"] not in REACTIONS:
            peer.push(dumps(refused("net.error.reaction", "unknown reaction")))
            return
        self._said({"t": "react", "seat": peer.seat, "name": peer.name, "r": msg["r"]})

    def _said(self, line: dict[str, Any]) -> None:
        """A chat line or reaction: to everyone now, and kept (the last CHAT_HISTORY) for
        whoever joins or comes back later, and in the autosave."""
        self.chat_log.append(line)
        self.broadcast(line)
        self.save()

    def chat_history(self) -> dict[str, Any]:
        return {"t": "chats", "lines": list(self.chat_log)}

    # --- saves ----------------------------------------------------------------------------------
    def house(self) -> dict[str, Any]:
        return {"net": {"table": self.table_id, "overrides": dict(self.overrides), "started": self.started,
                        "chairs": [{"spec": c.spec, "token": c.token, "name": c.name} for c in self.chairs],
                        "chat": list(self.chat_log)}}

    def save(self, force: bool = False) -> None:
        """The table's autosave, at most every `save_every` seconds (and at the end); the
        JSON of the table as it is now, the file written by a worker thread (`autosave.py`)."""
        if self.save_path is None:
            return
        if self._autosave is None or self._autosave.path != self.save_path:
            self._autosave = Autosave(self.save_path, self.save_every, self.table_id)
        self._autosave.request(self._save_text, force)

    def _save_text(self) -> str:
        payload = saves.make_payload(self.session.to_json(), "auto", self.session.is_over(), self.house())
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))

    async def flush(self, pending: bool = True) -> None:
        """Until the autosaves under way are on disk (with `pending`, also the one waiting
        for its time: else it is dropped, at most `save_every` seconds of moves)."""
        if self._autosave is not None:
            await self._autosave.flush(pending)

    # --- the host's own moves: AI seats, absent players ------------------------------------------
    def _ai_plays(self, seat: int, now: float) -> bool:
        chair = self.chairs[seat]
        if not chair.played_by_people:
            return True
        return (chair.spec == REMOTE and chair.token is not None and chair.peer is None
                and self.absent_ai_after is not None and chair.absent_since is not None
                and now - chair.absent_since >= self.absent_ai_after)

    def wake(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def drive(self) -> None:
        """Plays the host's seats (and absent ones, after the delay) while the game goes on."""
        self._wake = asyncio.Event()
        while True:
            timeout = None
            s = self.session
            turn = s.current_player() if self.started else None
            if turn is not None:
                now = time.monotonic()
                if self._ai_plays(turn, now):
                    await self._ai_move(turn)
                    continue
                chair = self.chairs[turn]
                if chair.spec == REMOTE and chair.peer is None and chair.absent_since is not None \
                        and chair.token is not None and self.absent_ai_after is not None:
                    timeout = max(0.0, chair.absent_since + self.absent_ai_after - now) + 0.01
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), timeout)
            except TimeoutError:
                self.broadcast(self.presence())  # the absent seat is the AI's now

    async def _ai_move(self, seat: int) -> None:
        s = self.session
        ply = s.ply
        if self.chairs[seat].played_by_people:
            agent = s.info.make_agent(ABSENT_LEVEL, seat)
            view, rng = s.state.view(seat), s.decision_rng(seat)
            action = await asyncio.to_thread(agent.choose, view, seat, type(s.state), rng)
        else:
            action = await asyncio.to_thread(s.choose_for, seat)
        if s.ply != ply or s.current_player() != seat or not self._ai_plays(seat, time.monotonic()):
            return  # the player came back meanwhile: their seat is theirs again
        try:
            s.apply(action)
        except IllegalAction:
            s.apply(s.state.legal_actions()[0])  # an AI's slip never stalls the table
        self.moved()


def _jsonable(params: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for k, v in params.items():
        out[str(k)] = v if isinstance(v, (str, int, float, bool, type(None), list, tuple, dict)) else str(v)
    return out
