"""A lobby's tables (`serve`): each autosaves like a hosted table, and a lobby killed
mid-game and started again with `--resume` reopens them; the players come back with
their tokens and the games end as they would have."""

from __future__ import annotations

import asyncio
import json
import signal

import pytest
from ludotheque.client import saves
from ludotheque.client.net import client
from ludotheque.client.net.server import Server
from netplay import listening_port, reference, run_cli
from websockets.asyncio.client import connect


async def create(address: str, game: str, seed: int) -> str:
    async with connect(f"ws://{address}/", compression=None, proxy=None) as ws:
        await ws.send(json.dumps({"t": "create", "game": game, "seats": ["remote", "remote"], "seed": seed}))
        return json.loads(await ws.recv())["table"]


@pytest.mark.slow  # a fault test (kill -9, restart): once, in a clean clone's CI run, the resumed games did not end in 120 s
def test_a_killed_lobby_resumes_its_tables_from_their_autosaves_and_the_games_end_as_they_would_have(tmp_path):
    folder = tmp_path / "lobby"
    lobby = run_cli("serve", "--port", "0", "--saves", str(folder), home=tmp_path / "host")
    procs = [lobby]
    games = {"castle-risk": 9, "casa-grande": 6}  # 345 and 202 plies: far from their end at the kill

    async def scenario():
        port = listening_port(lobby)
        address = f"127.0.0.1:{port}"
        codes = {game: await create(address, game, seed) for game, seed in games.items()}
        links = {game: [client.Link(address, seat, table=code, name=f"b{seat}", retry=60) for seat in range(2)]
                 for game, code in codes.items()}
        for pair in links.values():
            for link in pair:
                link.on_message = client.Bot("random", 0, pace=0.02).on_message  # a game lasts seconds
        runs = asyncio.gather(*(link.run() for pair in links.values() for link in pair))
        # Both tables under way and saved: kill -9 the lobby mid-game.
        while min(pair[0].mirror.ply for pair in links.values()) < 40:
            await asyncio.sleep(0.02)

        def saved_past_40() -> bool:  # an autosave (once a second) past ply 40 for both tables
            try:
                return all(len(saves.read_save(folder / f"net-{code}.json")["session"]["history"]) >= 40
                           for code in codes.values())
            except saves.SaveError:  # not written yet
                return False

        for _ in range(1200):  # a minute at most
            if saved_past_40():
                break
            await asyncio.sleep(0.05)
        assert saved_past_40(), "no autosave past ply 40"
        lobby.send_signal(signal.SIGKILL)
        await asyncio.to_thread(lobby.wait, 30)
        plies_at_kill = {game: pair[0].mirror.ply for game, pair in links.items()}
        assert all(not link.mirror.outcome for pair in links.values() for link in pair), "killed mid-game"
        saved = {game: saves.read_save(folder / f"net-{code}.json") for game, code in codes.items()}
        for game, payload in saved.items():
            assert not payload["finished"] and payload["house"]["net"]["table"] == codes[game]
            assert 40 <= len(payload["session"]["history"]) <= plies_at_kill[game]
        again = run_cli("serve", "--port", str(port), "--saves", str(folder), "--resume", home=tmp_path / "host")
        procs.append(again)
        assert listening_port(again) == port
        reopened = again.stdout.readline().strip()
        assert reopened.startswith("reopened 2: ") and set(reopened[12:].split(", ")) == set(codes.values())
        await asyncio.wait_for(runs, 120)
        return links, codes

    try:
        links, codes = asyncio.run(scenario())
    finally:
        for p in procs:
            if p.poll() is None:
                p.terminate()
                p.wait(30)
    for game, seed in games.items():
        local = reference(game, ["remote", "remote"], seed)
        outcome = local.outcome()
        for link in links[game]:
            assert link.mirror.outcome == outcome
            assert link.mirror.result["actions"] == local.ply
        final = saves.read_save(folder / f"net-{codes[game]}.json")
        assert final["finished"] and final["session"]["history"] == local.history


def test_a_lobby_reopens_only_unfinished_tables_and_leaves_an_unreadable_save_alone(tmp_path):
    from ludotheque.client.net.table import Table

    async def scenario():
        going = Table.create("crack-word", ["remote", "remote"], seed=2, save_path=tmp_path / "net-GOING1.json")
        going.table_id = "GOING1"
        going.started = True
        going.session.apply(going.session.state.legal_actions()[0])
        going.save(force=True)
        done = Table.create("chateau-combo", ["random", "random"], seed=2, save_path=tmp_path / "net-DONE22.json")
        while not done.session.is_over():
            done.session.apply(done.session.choose_for(done.session.current_player()))
        done.save(force=True)
        await going.flush()
        await done.flush()

    asyncio.run(scenario())
    (tmp_path / "net-BROKEN.json").write_text("{not json")
    server = Server(lobby=True, saves=tmp_path)
    assert server.reopen(absent_ai_after=None) == ["GOING1"]
    table = server.tables["GOING1"]
    assert table.started and table.session.ply == 1 and table.save_path == tmp_path / "net-GOING1.json"
    assert [c.spec for c in table.chairs] == ["remote", "remote"]
    assert (tmp_path / "net-BROKEN.json").read_text() == "{not json"


def test_an_autosave_is_written_by_a_worker_thread_one_at_a_time_the_newest_next(tmp_path, monkeypatch):
    import threading
    import time

    from ludotheque.client.net import autosave

    written, gate = [], threading.Event()

    def slow_write(path, text):
        gate.wait(5)  # the disk is slow: the loop goes on meanwhile
        written.append(text)
        path.write_text(text)
    monkeypatch.setattr(autosave, "write_text_atomic", slow_write)

    async def scenario():
        saver = autosave.Autosave(tmp_path / "t.json", every=0.2)
        for n in range(5):  # the first is written at once, the others wait for it
            saver.request(lambda n=n: f"save {n}", force=True)
        asked_at = time.monotonic()
        saver.request(lambda: "throttled", force=False)  # within `every`: written when its time is up
        assert time.monotonic() - asked_at < 0.1 and written == []  # nothing waited for the disk
        gate.set()
        await asyncio.sleep(0.4)  # its time comes while save 4 is written or after
        await saver.flush()

    asyncio.run(scenario())
    assert written == ["save 0", "save 4", "throttled"]  # saves 1-3 were overtaken before their turn
    assert (tmp_path / "t.json").read_text() == "throttled"
