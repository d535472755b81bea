"""The real commands, as processes on 127.0.0.1: `host`, `join` (bots, a spectator, a bot
that resumes its seat with its saved token), `serve`; a killed host resumes from its
autosave and its clients come back."""

from __future__ import annotations

import json
import signal
import time

import pytest
from ludotheque.client import saves
from netplay import listening_port, reference, run_cli


def finish(proc, timeout: float = 90.0) -> str:
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err[-2000:]
    return out.strip().splitlines()[-1]


def wait_for(check, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_host_and_join_play_a_game_and_a_killed_bot_resumes_its_seat_with_its_token(tmp_path):
    specs = ["remote", "remote"]
    host = run_cli("host", "chateau-combo", "--seats", ",".join(specs), "--seed", "8", "--port", "0",
                   "--absent-ai", "-1", "--save", str(tmp_path / "table.json"), home=tmp_path / "host")
    procs = [host]
    try:
        port = listening_port(host)
        address = f"127.0.0.1:{port}"
        first = run_cli("join", address, "--seat", "0", "--as", "random", home=tmp_path / "a")
        procs.append(first)
        seats_file = tmp_path / "a" / "config" / "net-seats.json"
        wait_for(seats_file.exists)
        first.send_signal(signal.SIGKILL)  # kill -9: it holds seat 0's token in its user folder
        first.wait(30)  # generous: a loaded CI machine may take a while to schedule the process
        assert str(port) in seats_file.read_text()
        other = run_cli("join", address, "--seat", "1", "--as", "random", home=tmp_path / "b")
        watch = run_cli("join", address, "--watch", home=tmp_path / "w")
        wait_for((tmp_path / "b" / "config" / "net-seats.json").exists)
        intruder = run_cli("join", address, "--as", "random", "--retry", "1", home=tmp_path / "c")
        again = run_cli("join", address, "--as", "random", home=tmp_path / "a")  # no --seat: its token says
        procs += [other, watch, intruder, again]
        lines = [finish(p) for p in (host, other, watch, again)]
        intruder.communicate(timeout=30)
        assert intruder.returncode == 2  # both seats are taken
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(30)  # generous: a loaded CI machine may take a while to schedule the process
    assert len(set(lines)) == 1, lines
    result = json.loads(lines[0])
    local = reference("chateau-combo", specs, 8)
    assert result["scores"] == local.state.scores() and result["actions"] == local.ply
    assert saves.read_save(tmp_path / "table.json")["session"]["history"] == local.history


def test_host_refuses_a_here_seat_without_the_window(tmp_path):
    proc = run_cli("host", "castle-risk", "--seats", "here,remote", "--port", "0", home=tmp_path)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "needs the game window" in err and out == ""


@pytest.mark.slow
def test_a_host_killed_mid_game_resumes_from_its_autosave_and_the_clients_come_back(tmp_path):
    specs = ["remote", "remote"]
    save = tmp_path / "table.json"
    args = ["host", "casa-grande", "--seats", ",".join(specs), "--seed", "6", "--absent-ai", "-1",
            "--save", str(save)]
    host = run_cli(*args, "--port", "0", home=tmp_path / "host")
    procs = [host]
    try:
        port = listening_port(host)
        address = f"127.0.0.1:{port}"
        bots = [run_cli("join", address, "--seat", str(i), "--as", "random", "--pace", "0.02", home=tmp_path / f"b{i}")
                for i in range(2)]
        watch = run_cli("join", address, "--watch", home=tmp_path / "w")
        procs += [*bots, watch]

        def played(n: int) -> bool:
            try:
                return len(saves.read_save(save)["session"]["history"]) >= n
            except saves.SaveError:
                return False
        wait_for(lambda: played(30), 60)
        host.send_signal(signal.SIGKILL)
        host.wait(30)  # generous: a loaded CI machine may take a while to schedule the process
        again = run_cli("host", *args[1:], "--port", str(port), "--resume", str(save), home=tmp_path / "host")
        procs.append(again)
        assert listening_port(again) == port
        lines = [finish(p) for p in (again, *bots, watch)]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(30)  # generous: a loaded CI machine may take a while to schedule the process
    assert len(set(lines)) == 1, lines
    local = reference("casa-grande", specs, 6)
    assert saves.read_save(save)["session"]["history"] == local.history
    assert json.loads(lines[0])["scores"] == local.state.scores()


def test_serve_runs_a_lobby_where_tables_are_created_listed_and_played(tmp_path):
    lobby = run_cli("serve", "--port", "0", home=tmp_path / "lobby")
    try:
        port = listening_port(lobby)
        address = f"127.0.0.1:{port}"
        import asyncio

        from netplay import bot_link
        from websockets.asyncio.client import connect

        async def scenario():
            async with connect(f"ws://{address}/", compression=None, proxy=None) as ws:
                await ws.send(json.dumps({"t": "create", "game": "castle-risk", "seats": ["remote", "ai:easy"],
                                          "seed": 3}))
                code = json.loads(await ws.recv())["table"]
                await ws.send('{"t": "list"}')
                listing = json.loads(await ws.recv())
                await ws.send(json.dumps({"t": "create", "game": "castle-risk", "seats": ["here", "remote"]}))
                refusal = json.loads(await ws.recv())
            link = bot_link(address, 0)
            link.table = code
            mirror = await asyncio.wait_for(link.run(), 60)
            return code, listing, refusal, mirror
        code, listing, refusal, mirror = asyncio.run(scenario())
    finally:
        lobby.send_signal(signal.SIGTERM)
        lobby.wait(30)  # generous: a loaded CI machine may take a while to schedule the process
    assert [t["table"] for t in listing["tables"]] == [code] and listing["tables"][0]["game"] == "castle-risk"
    assert refusal["key"] == "net.error.bad_table"
    assert mirror.outcome is not None and mirror.result["game"] == "castle-risk"
    assert lobby.returncode == 143
