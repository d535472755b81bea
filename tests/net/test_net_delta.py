"""A view sent as its changes: after every move of random games of the five games, what a
client holds is exactly the View a whole view would give; a change it cannot apply makes
it ask for the whole view again."""

from __future__ import annotations

import asyncio
import json

import pytest
from ludotheque.client.net import client
from ludotheque.client.net.delta import Coder, Held
from ludotheque.client.net.messages import dumps
from ludotheque.client.net.table import Table
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import Rng
from ludotheque.rules.core.wire import WireError, view_from_wire, view_to_wire
from ludotheque.rules.session import Seat, Session
from netplay import GAMES, SEED, bot_link, start


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_s_view_rebuilt_from_changes_is_the_whole_view_after_every_move(game):
    players = 2 if game == "castle-crush" else 3
    session = Session.create(game, [Seat("human", colour=i) for i in range(players)], 7)
    info = session.info
    viewers = [*range(players), None]
    coders = {v: Coder(info) for v in viewers}
    held = {v: Held(info) for v in viewers}
    agent, rng = RandomAgent(), Rng(12)
    changes = fields = moves = 0
    while True:
        for viewer in viewers:
            plain = session.view(viewer)
            coder, mine = coders[viewer], held[viewer]
            coder.update(plain)
            whole = dumps(view_to_wire(info, plain))
            assert coder.whole() == whole  # byte for byte what a whole view was
            if mine.version is None:
                mine.whole(json.loads(coder.whole()), coder.version)
            else:
                change = json.loads(coder.change)
                assert change["base"] == mine.version
                assert mine.apply(change, coder.version)
                changes += len(change["set"]) + len(change["del"])
                fields += len(json.loads(whole)["view"])
            fresh = view_from_wire(info, json.loads(whole))
            assert mine.typed == fresh
            assert mine.wire == fresh.to_wire() == json.loads(whole)["view"]
        if session.is_over() or moves >= 150:
            break
        p = session.current_player()
        session.apply(agent.choose(session.view(p), p, type(session.state), rng))
        moves += 1
    assert moves > 20
    assert changes < fields / 2, "a change carries far fewer fields than the whole view"


def test_a_change_from_another_version_is_not_applied_and_a_bad_one_is_refused():
    session = Session.create("crack-word", [Seat("human", colour=i) for i in range(2)], 3)
    info = session.info
    coder, mine = Coder(info), Held(info)
    coder.update(session.view(0))
    mine.whole(json.loads(coder.whole()), coder.version)
    held_before = mine.wire
    session.apply(session.state.legal_actions()[0])
    assert coder.update(session.view(0))
    change = json.loads(coder.change)
    assert not mine.apply(dict(change, base=change["base"] + 5), coder.version + 5)
    assert mine.wire is held_before and mine.version == 1
    for bad in ({"base": 1, "set": {"no_such_field": 1}, "del": []},
                {"base": 1, "set": {}, "del": ["config"]},
                {"base": 1, "set": {"hands": "not a hand"}, "del": []},
                {"base": 1, "set": {}}):
        with pytest.raises(WireError):
            mine.apply(bad, 2)
    assert mine.apply(change, coder.version) and mine.wire == json.loads(coder.whole())["view"]


def test_a_field_left_out_goes_as_deleted_and_a_change_of_viewer_is_checked_as_a_whole_view():
    """Castle Crush's `nerve` (optional: only a seat's own view holds it, and it names the
    viewer): taken out then put back by hand, the client follows both ways."""
    import ludotheque.physics  # noqa: F401 - Castle Crush's rules need their physics

    session = Session.create("castle-crush", [Seat("human", colour=i) for i in range(2)], 3)
    info = session.info
    coder, mine = Coder(info), Held(info)
    mine_view = session.view(0)
    coder.update(mine_view)
    mine.whole(json.loads(coder.whole()), coder.version)
    for plain in ({k: v for k, v in mine_view.items() if k != "nerve"}, mine_view):
        assert coder.update(plain)
        change = json.loads(coder.change)
        assert change["del"] == (["nerve"] if "nerve" not in plain else [])
        assert mine.apply(change, coder.version)
        assert mine.typed == view_from_wire(info, view_to_wire(info, plain))
        assert mine.version == coder.version


def test_over_loopback_each_client_holds_the_host_s_whole_view_of_each_ply_and_a_lost_thread_resyncs():
    """A table whose bots and spectator get changes; one client loses a change on purpose
    (its version is set back) and asks for the whole view; every view any of them held, at
    every ply, is the whole view the host had for that seat and ply."""

    async def scenario():
        table = Table.create("castle-risk", ["remote", "remote"], seed=SEED)
        sent: dict[tuple[int | None, int], str] = {}
        send_state = table.send_state

        def recording(peers=None):
            s = table.session
            if table.started:
                for seat in (0, 1, None):
                    sent[(seat, s.ply)] = dumps(view_to_wire(s.info, s.view(seat))["view"])
            send_state(peers)
        table.send_state = recording
        running = await start(table)
        links = [bot_link(running.address, i) for i in range(2)]
        watcher = client.Link(running.address, watch=True, name="w")
        held: list[tuple[int | None, int, str]] = []
        resyncs, stale = [], []

        def hook(link):
            inner, feed = link.on_message, link.mirror.feed

            def lossy(msg):
                if msg.get("t") == "state" and link.mirror.seat == 1 and msg["ply"] >= 30 and msg["turn"] == 0 \
                        and not resyncs:
                    resyncs.append(msg["ply"])  # as if this change had been lost on the way
                    return "lost"
                return feed(msg)
            link.mirror.feed = lossy

            async def on_message(lk, msg, kind):
                mirror = lk.mirror
                if kind == "state" and not mirror.stale:
                    held.append((mirror.seat, mirror.ply, dumps(mirror.view)))
                elif kind == "state":
                    stale.append(msg["ply"])  # the change after the lost one: not applied
                if inner is not None:
                    await inner(lk, msg, kind)
            link.on_message = on_message
        for link in [*links, watcher]:
            hook(link)
        await asyncio.wait_for(asyncio.gather(*(x.run() for x in [*links, watcher])), 120)
        await running.close()
        return table, sent, held, resyncs, stale, links

    table, sent, held, resyncs, stale, links = asyncio.run(scenario())
    assert table.session.is_over() and resyncs
    assert len(held) > 3 * 100
    for seat, ply, view in held:
        assert view == sent[(seat, ply)], f"seat {seat} at ply {ply}"
    assert links[1].mirror.outcome == table.session.outcome()
    assert stale and stale[0] > resyncs[0], "the change after the lost one was not applied"
