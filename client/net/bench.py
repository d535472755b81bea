"""The network table's figures (`ludotheque bench --net`), on loopback.

One `serve` process (started here, `--port 0`; its tables autosave, as a lobby's do, in a
temporary folder) holds `tables` tables of `seats` remote seats each; this process runs every bot as an asyncio task (random legal moves, each
bot choosing from its own view) and creates the tables through the lobby's own messages.
Two runs, each on fresh tables:

- `throughput`: every bot answers the moment its view arrives. The two processes are then
  saturated (all tables move at once, as fast as the CPUs let them): this gives moves a
  second, the serve process's CPU per move, the bots' process's CPU per move, bytes per
  move for each game and the memory per table. Its latency is queueing behind the other
  tables' moves, not what one table feels, and is printed as `saturated_latency_ms`;
- `latency`: each bot answers after a think time drawn uniformly in `PACE` (seconds; a
  brisk player, far quicker than people), so the machine is not saturated: the latency a
  table feels, from a bot sending its action to the last of its table's bots holding the
  view of the next ply (p50, p99, max), in this process's clock: the serve process's
  work, loopback both ways, and this process decoding and checking the view.

Also: the idle lobby's CPU (no table), and a lobby with one table waiting for a player
(% of a core, over a few seconds); the machine's load average before and after (other
programs share its CPUs: the figures move with it). Each table plays at most `moves`
actions (a cut game says so), so the runs stay short.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ludotheque.client.net import client
from ludotheque.client.net.messages import MAX_HOST_FRAME

GAMES = ("castle-risk", "crack-word", "chateau-combo", "casa-grande")  # Castle Crush: its physics, not the network
PACE = (0.2, 0.6)  # a bot's think time in the latency run, seconds (uniform)
ROOT = Path(__file__).resolve().parents[2]


def _proc_cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _proc_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def start_lobby(saves: str) -> tuple[subprocess.Popen, str]:
    """A `serve` process whose tables autosave (as a real lobby's do) in `saves`."""
    env = dict(os.environ, LUDOTHEQUE_NO_DISCOVERY="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "ludotheque", "serve", "--port", "0", "--saves", saves],
                            cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None  # stdout=PIPE
    line = proc.stdout.readline()
    if not line.startswith("listening on "):
        proc.kill()
        raise RuntimeError("the lobby did not start")
    return proc, line.split()[-1]


def idle_cpu(pid: int, seconds: float) -> float:
    before, t0 = _proc_cpu(pid), time.monotonic()
    time.sleep(seconds)
    return round(100 * (_proc_cpu(pid) - before) / (time.monotonic() - t0), 2)


class Meter:
    """Times from an action sent to the view of the next ply at every bot of the table."""

    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], float] = {}
        self.waiting: dict[tuple[str, int], int] = {}
        self.latencies: list[float] = []

    def on_send(self, table: str, ply: int, seats: int) -> None:
        self.sent[(table, ply + 1)] = time.perf_counter()
        self.waiting[(table, ply + 1)] = seats

    def on_view(self, table: str, ply: int) -> None:
        key = (table, ply)
        if key in self.waiting:
            self.waiting[key] -= 1
            if self.waiting[key] == 0:
                self.latencies.append(time.perf_counter() - self.sent.pop(key))
                del self.waiting[key]


async def _create(address: str, game: str, seats: int, seed: int) -> str:
    from websockets.asyncio.client import connect

    async with connect(f"ws://{address}/", compression=None, proxy=None, max_size=MAX_HOST_FRAME) as ws:
        await ws.send(json.dumps({"t": "create", "game": game, "seats": ["remote"] * seats, "seed": seed}))
        return json.loads(await ws.recv())["table"]


def _percentiles(seconds: list[float]) -> dict[str, Any]:
    ms = sorted(x * 1000 for x in seconds)
    if not ms:
        return {"p50": None, "p99": None, "max": None, "samples": 0}
    return {"p50": round(statistics.median(ms), 2), "p99": round(ms[int(0.99 * (len(ms) - 1))], 2),
            "max": round(ms[-1], 2), "samples": len(ms)}


async def _play(address: str, tables: int, seats: int, moves: int, lobby_pid: int,
                pace: tuple[float, float] | None, seed: int) -> dict[str, Any]:
    meter = Meter()
    codes = []
    for k in range(tables):
        game = GAMES[k % len(GAMES)]
        codes.append((game, await _create(address, game, seats, seed + k)))
    rss_created = _proc_rss_mb(lobby_pid)
    links: list[tuple[str, client.Link]] = []
    finished: list[asyncio.Future[Any]] = []  # per link, set when its table reached `moves`

    def bot_for(code: str, seat: int) -> client.Link:
        link = client.Link(address, seat, table=code, name=f"b{seat}", retry=10)
        bot = client.Bot("random", seat)
        think = random.Random(f"{code}{seat}")
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        finished.append(done)

        async def on_message(lk: client.Link, msg: dict[str, Any], kind: str) -> None:
            if kind == "state":
                meter.on_view(code, msg["ply"])
                if msg["ply"] >= moves and not done.done():
                    done.set_result(None)
                    return
            if pace is not None:
                bot.pace = think.uniform(*pace)  # slept only when it is this bot's turn
            await bot.on_message(lk, msg, kind)
        send = link.send

        async def timed_send(msg: dict[str, Any]) -> None:
            if msg.get("t") == "act":
                meter.on_send(code, msg["ply"], seats)
            await send(msg)
        link.on_message = on_message
        link.send = timed_send  # type: ignore[method-assign]
        return link

    for game, code in codes:
        for seat in range(seats):
            links.append((game, bot_for(code, seat)))
    cpu0, t0, own0 = _proc_cpu(lobby_pid), time.perf_counter(), time.process_time()
    tasks: list[asyncio.Future[Any]] = [asyncio.create_task(link.run()) for _, link in links]
    waits = [asyncio.wait([done, task], return_when=asyncio.FIRST_COMPLETED) for done, task in zip(finished, tasks, strict=True)]
    await asyncio.gather(*waits)
    wall, cpu, own = time.perf_counter() - t0, _proc_cpu(lobby_pid) - cpu0, time.process_time() - own0
    rss_played = _proc_rss_mb(lobby_pid)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    per_game: dict[str, dict[str, float]] = {}
    for game, link in links:
        row = per_game.setdefault(game, {"bytes": 0, "moves": 0, "tables": 0})
        row["bytes"] += link.received_bytes
        if link.mirror.seat == 0:
            row["moves"] += max(0, link.mirror.ply)
            row["tables"] += 1
    played = max(1, sum(int(r["moves"]) for r in per_game.values()))
    return {
        "tables": tables, "bots": tables * seats, "moves": played,
        "wall_s": round(wall, 2), "moves_per_s": round(played / wall, 1),
        "latency_ms": _percentiles(meter.latencies),
        "bytes_per_move": {g: round(r["bytes"] / max(1, r["moves"])) for g, r in per_game.items()},
        "serve_cpu_percent": round(100 * cpu / wall, 1),
        "serve_cpu_s_per_table": round(cpu / tables, 3),
        "serve_cpu_ms_per_move": round(1000 * cpu / played, 3),
        "bots_cpu_ms_per_move": round(1000 * own / played, 3),
        "serve_rss_mb": {"created": round(rss_created, 1), "played": round(rss_played, 1)},
    }


def _stop(lobby: subprocess.Popen) -> None:
    lobby.terminate()
    try:
        lobby.wait(10)
    except subprocess.TimeoutExpired:
        lobby.kill()
        lobby.wait(10)


def run(tables: int = 50, seats: int = 4, moves: int = 150, idle_seconds: float = 5.0,
        paced_moves: int = 60) -> dict[str, Any]:
    load0 = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as folder:
        # The bots' seat tokens and the lobby's files stay in the bench's own folder, never
        # in the user's (a bench run must not leave 200 tokens in config/net-seats.json).
        home = os.environ.get("LUDOTHEQUE_HOME")
        os.environ["LUDOTHEQUE_HOME"] = os.path.join(folder, "home")
        try:
            return _run(folder, load0, tables, seats, moves, idle_seconds, paced_moves)
        finally:
            if home is None:
                os.environ.pop("LUDOTHEQUE_HOME", None)
            else:
                os.environ["LUDOTHEQUE_HOME"] = home


def _run(folder: str, load0: list[float], tables: int, seats: int, moves: int, idle_seconds: float,
         paced_moves: int) -> dict[str, Any]:
    lobby, address = start_lobby(os.path.join(folder, "a"))
    try:
        time.sleep(0.5)
        rss0 = _proc_rss_mb(lobby.pid)
        report: dict[str, Any] = {"idle_lobby_cpu_percent": idle_cpu(lobby.pid, idle_seconds),
                                  "lobby_rss_mb": round(rss0, 1)}
        # One table waiting for its players (one connected, idle).
        async def waiting() -> float:
            code = await _create(address, "castle-risk", 2, 99)
            link = client.Link(address, 0, table=code)
            task = asyncio.create_task(link.run())
            await asyncio.sleep(0.5)
            percent = await asyncio.to_thread(idle_cpu, lobby.pid, idle_seconds)
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            return percent
        report["table_waiting_cpu_percent"] = asyncio.run(waiting())
        fast = asyncio.run(_play(address, tables, seats, moves, lobby.pid, None, 1))
        fast["serve_rss_mb_per_table"] = round((fast["serve_rss_mb"]["played"] - rss0) / tables, 3)
        fast["saturated_latency_ms"] = fast.pop("latency_ms")
        fast["pace"] = "none: each bot answers the moment its view arrives"
        report["throughput"] = fast
    finally:
        _stop(lobby)
    # A fresh lobby: the cut games above would be handed to the host's AI after a minute.
    lobby, address = start_lobby(os.path.join(folder, "b"))
    try:
        paced = asyncio.run(_play(address, tables, seats, paced_moves, lobby.pid, PACE, 1001))
    finally:
        _stop(lobby)
    for key in ("serve_rss_mb", "serve_cpu_s_per_table", "bytes_per_move"):
        paced.pop(key)
    paced["pace"] = f"each bot thinks {PACE[0]}-{PACE[1]} s (uniform) before its move"
    report["latency"] = paced
    report["load_average"] = {"before": load0, "after": [round(x, 2) for x in os.getloadavg()]}
    return report


def main(quick: bool = False) -> dict[str, Any]:
    if quick:
        return run(tables=10, seats=4, moves=60, idle_seconds=2.0, paced_moves=20)
    return run()
