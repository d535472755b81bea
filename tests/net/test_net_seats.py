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
