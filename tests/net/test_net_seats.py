"""Seats and tokens, spectators, chat, absent players: what the table promises each player."""

from __future__ import annotations

import asyncio
import json

from ludotheque.client.net import client, tokens
from ludotheque.client.net.messages import PROTOCOL
from ludotheque.client.net.table import Table
from netplay import bot_link, start
from websockets.asyncio.client import connect


class Raw:
    """A hand-written client: sends what a test says, keeps every message it gets."""

    def __init__(self, ws) -> None:
        self.ws, self.got = ws, []

    async def send(self, **msg) -> None:
        await self.ws.send(json.dumps(msg))

    async def expect(self, kind: str, timeout: float = 5.0) -> dict:
        async def wait():
            while True:
                msg = json.loads(await self.ws.recv())
                self.got.append(msg)
                if msg["t"] == kind:
                    return msg
        return await asyncio.wait_for(wait(), timeout)


async def raw(address: str) -> Raw:
    ws = await connect(f"ws://{address}/", compression=None, proxy=None, max_size=None)
    return Raw(ws)


def test_a_token_resumes_its_seat_a_wrong_one_is_refused_a_second_connection_replaces_the_first():
    async def scenario():
        table = Table.create("castle-risk", ["remote", "remote"], seed=3)
        running = await start(table)
        a = await raw(running.address)
        await a.send(t="hello", v=PROTOCOL, seat=1, name="Ada")
        welcome = await a.expect("welcome")
        assert welcome["seat"] == 1 and len(welcome["token"]) >= 30
        token = welcome["token"]

        wrong = await raw(running.address)
        await wrong.send(t="hello", v=PROTOCOL, seat=1, token=token[:-1] + ("A" if token[-1] != "A" else "B"))
        refusal = await wrong.expect("refused")
        assert refusal["key"] == "net.error.bad_token" and token not in json.dumps(refusal)
        await wrong.send(t="hello", v=PROTOCOL, seat=0, token=token)  # another seat's token opens nothing
        assert (await wrong.expect("refused"))["key"] == "net.error.bad_token"

        b = await raw(running.address)
        await b.send(t="hello", v=PROTOCOL, seat=1, token=token)
        assert (await b.expect("welcome"))["seat"] == 1
        assert (await a.expect("bye"))["key"] == "net.bye.replaced"
        await asyncio.wait_for(a.ws.wait_closed(), 5)
        assert a.ws.close_reason == "net.bye.replaced"
        assert table.chairs[1].peer is not None and table.chairs[1].name == "Ada"
        # No free seat is left once both are taken; the taken one is not given again.
        c = await raw(running.address)
        await c.send(t="hello", v=PROTOCOL, seat=1)
        assert (await c.expect("refused"))["key"] == "net.error.no_seat"
        for ws in (b, c, wrong):
            await ws.ws.close()
        await running.close()

    asyncio.run(scenario())


def test_a_spectator_sees_the_public_view_and_gets_no_token():
    async def scenario():
        table = Table.create("crack-word", ["remote", "remote"], seed=5)
        table.start()
        running = await start(table)
        w = await raw(running.address)
        await w.send(t="hello", v=PROTOCOL, watch=True)
        welcome = await w.expect("welcome")
        state = await w.expect("state")
        assert welcome["seat"] is None and "token" not in welcome
        assert state["view"]["view"] == json.loads(json.dumps(table.session.view(None)))
        await w.send(t="act", ply=0, action={"type": "Pass"})
        assert (await w.expect("refused"))["key"] == "net.error.spectator"
        await w.ws.close()
        await running.close()

    asyncio.run(scenario())


def test_chat_is_capped_and_cleaned_and_reactions_are_a_short_list():
    async def scenario():
        table = Table.create("chateau-combo", ["remote", "remote"], seed=5)
        running = await start(table)
        a, b = await raw(running.address), await raw(running.address)
        await a.send(t="hello", v=PROTOCOL, name="Ada\x1b[31m")
        await b.send(t="hello", v=PROTOCOL, name="Bob")
        await a.expect("welcome")
        await b.expect("welcome")
        await a.send(t="chat", text="hi\x00\x07 there\u202e\n" + "x" * 1000)
        said = await b.expect("chat")
        assert said["text"].startswith("hi there ") and len(said["text"]) == 200
        assert said["name"] == "Ada[31m" and said["seat"] == 0
        await a.send(t="react", r="gg")
        assert (await b.expect("react"))["r"] == "gg"
        await a.send(t="react", r="<script>")
        assert (await a.expect("refused"))["key"] == "net.error.reaction"
        for ws in (a, b):
            await ws.ws.close()
        await running.close()

    asyncio.run(scenario())


def test_an_absent_player_is_shown_then_played_by_the_ai_and_gets_the_seat_back():
    async def scenario():
        table = Table.create("castle-risk", ["remote", "remote"], seed=9, absent_ai_after=0.2)
        running = await start(table)
        gone = await raw(running.address)
        await gone.send(t="hello", v=PROTOCOL, seat=1, name="Gone")
        token = (await gone.expect("welcome"))["token"]
        await gone.ws.close()
        watcher = client.Link(running.address, watch=True)
        watched = asyncio.create_task(watcher.run())
        bot = bot_link(running.address, 0)
        played = asyncio.create_task(bot.run())
        # Seat 1 is absent: everyone is told, then the AI plays it; the game goes on.
        while table.session.ply < 6:
            await asyncio.sleep(0.05)
        seat1 = watcher.mirror.presence["seats"][1]
        assert seat1["absent"] and seat1["ai"] and not seat1["connected"]
        # The player comes back with the token: the seat is theirs again.
        tokens.store(running.address, None, 1, token)
        back = bot_link(running.address, 1, seed=1)
        returned = asyncio.create_task(back.run())
        await asyncio.wait_for(asyncio.gather(played, returned, watched), 60)
        assert back.mirror.seat == 1 and back.mirror.outcome == table.session.outcome()
        assert back.on_message.__self__.sent > 0, "the returned player played its own turns"
        await running.close()

    asyncio.run(scenario())


def test_a_player_who_comes_back_gets_the_table_s_recent_chat_capped():
    from ludotheque.client.net.messages import CHAT_HISTORY

    async def scenario():
        table = Table.create("castle-risk", ["remote", "remote"], seed=3)
        running = await start(table)
        a, b = await raw(running.address), await raw(running.address)
        await a.send(t="hello", v=PROTOCOL, seat=0, name="Ada")
        await b.send(t="hello", v=PROTOCOL, seat=1, name="Bob")
        assert (await a.expect("chats"))["lines"] == []  # nothing said yet
        token = (await b.expect("welcome"))["token"]
        said = [f"line {i}" for i in range(CHAT_HISTORY + 7)]
        for text in said:
            await a.send(t="chat", text=text)
            await b.expect("chat")
        await b.send(t="react", r="gg")
        await a.expect("react")
        await b.ws.close()  # Bob's network drops
        back = await raw(running.address)
        await back.send(t="hello", v=PROTOCOL, seat=1, token=token)
        history = (await back.expect("chats"))["lines"]
        assert len(history) == CHAT_HISTORY
        assert [line.get("text") for line in history[:-1]] == said[-(CHAT_HISTORY - 1):]
        assert history[-1] == {"t": "react", "seat": 1, "name": "Bob", "r": "gg"}
        assert all(line["name"] == "Ada" and line["seat"] == 0 for line in history[:-1])
        watcher = client.Link(running.address, watch=True)
        watched = asyncio.create_task(watcher.run())
        while len(watcher.mirror.chat) < CHAT_HISTORY:
            await asyncio.sleep(0.02)
        assert watcher.mirror.chat == history  # a spectator who arrives late reads it too
        watched.cancel()
        for ws in (a, back):
            await ws.ws.close()
        await running.close()
        return table

    table = asyncio.run(scenario())
    # The autosave keeps it: a resumed table gives the same lines back.
    payload = {"house": table.house(), "session": table.session.to_json()}
    assert payload["house"]["net"]["chat"] == list(table.chat_log) and len(table.chat_log) == 50


def test_the_chat_an_autosave_kept_is_read_back_checked():
    from ludotheque.client import saves

    table = Table.create("crack-word", ["remote", "remote"], seed=3)
    house = table.house()
    house["net"]["chat"] = [{"t": "chat", "seat": 0, "name": "Ada", "text": "hi\x00 there"},
                            {"t": "chat", "seat": 9, "name": "x" * 99, "text": "who"},
                            {"t": "react", "seat": 1, "name": "Bob", "r": "<script>"},
                            {"t": "eval", "text": "1"}, "not a line"]
    payload = saves.make_payload(table.session.to_json(), "auto", False, house)
    again = Table.resume(payload)
    assert list(again.chat_log) == [{"t": "chat", "seat": 0, "name": "Ada", "text": "hi there"},
                                    {"t": "chat", "seat": None, "name": "x" * 24, "text": "who"}]


def test_each_seat_s_ping_is_measured_as_it_sits_down_and_shown_to_the_table():
    """Seat 1 reaches the host through a relay that holds every chunk back 0.4 s: its
    round trip shows it; seat 0, straight on loopback, is quicker. Both are in the
    presence message long before the keepalive pings (every 10 s)."""
    delay = 0.4

    async def scenario():
        table = Table.create("castle-risk", ["remote", "remote", "remote"], seed=3)
        running = await start(table)

        async def relay(reader, writer):
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", running.port)

            async def pipe(src, dst, wait):
                try:
                    while data := await src.read(65536):
                        await asyncio.sleep(wait)
                        dst.write(data)
                        await dst.drain()
                except (ConnectionError, asyncio.CancelledError):
                    pass
                finally:
                    dst.close()
            await asyncio.gather(pipe(reader, up_writer, 0), pipe(up_reader, writer, delay))
        slow = await asyncio.start_server(relay, "127.0.0.1", 0)
        slow_port = slow.sockets[0].getsockname()[1]
        a = await raw(running.address)
        await a.send(t="hello", v=PROTOCOL, seat=0, name="Near")
        b = Raw(await connect(f"ws://127.0.0.1:{slow_port}/", compression=None, proxy=None, max_size=None,
                              open_timeout=10))
        await b.send(t="hello", v=PROTOCOL, seat=1, name="Far")
        t0 = asyncio.get_running_loop().time()
        while True:
            seats = (await a.expect("presence", timeout=8))["seats"]
            if seats[0]["ping"] is not None and seats[1]["ping"] is not None:
                break
        waited = asyncio.get_running_loop().time() - t0
        for ws in (a, b):
            await ws.ws.close()
        slow.close()
        await running.close()
        return seats, waited

    seats, waited = asyncio.run(scenario())
    assert waited < 8.0  # measured on sitting down, not at the first keepalive ping (10 s)
    near, far = seats[0]["ping"], seats[1]["ping"]
    assert isinstance(near, float) and isinstance(far, float)
    assert far >= 1000 * delay, far
    assert near < far
    assert seats[2]["ping"] is None  # nobody sits there
