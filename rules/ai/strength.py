"""How strong and how quick the AI levels are: seeded games between seat specs, with every
decision's CPU time. Used by the games' `bench` figures and the slow level tests.

Game k uses seed `first_seed + k` and the specs rotated by k (as `match.play_match`), so
every spec sits in every seat in turn; a shared win counts as a fraction for each winner.
A game still running after `max_plies` decisions is counted as unfinished, not played on.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from dataclasses import dataclass, field

from ludotheque.rules.session import Seat, Session


@dataclass
class Duel:
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)  # CPU seconds per decision
    unfinished: list[int] = field(default_factory=list)  # seeds of games cut at max_plies

    def share(self, spec: str) -> float:
        return self.wins.get(spec, 0.0) / max(1, self.games)

    def slowest(self, spec: str | None = None) -> float:
        pools = [self.times[spec]] if spec else list(self.times.values())
        return max((t for pool in pools for t in pool), default=0.0)

    def median(self, spec: str) -> float:
        return statistics.median(self.times[spec]) if self.times[spec] else 0.0

    def add(self, game: Game) -> None:
        self.games += 1
        for spec, times in game.times.items():
            self.times.setdefault(spec, []).extend(times)
        if not game.ended:
            self.unfinished.append(game.seed)
            return
        for w in game.winners:
            self.wins[game.order[w]] = self.wins.get(game.order[w], 0.0) + 1 / len(game.winners)


@dataclass
class Game:
    """One seeded game of a duel: the specs in seat order, the winners' seats (empty when
    cut at max_plies), every decision's CPU seconds by spec, and the plies played."""

    seed: int
    order: list[str]
    winners: list[int]
    times: dict[str, list[float]]
    plies: int

    @property
    def ended(self) -> bool:
        return bool(self.winners)


def play_game(game_id: str, specs: list[str], first_seed: int, k: int, max_plies: int = 100_000) -> Game:
    """Game k of a duel: seed `first_seed + k`, the specs rotated by k."""
    rot = k % len(specs)
    order = specs[rot:] + specs[:rot]
    seats = [Seat.parse(s, name=f"{s} #{i + 1}") for i, s in enumerate(order)]
    session = Session.create(game_id, seats, first_seed + k)
    times: dict[str, list[float]] = {s: [] for s in specs}
    while not session.state.is_over() and session.ply < max_plies:
        p = session.current_player()
        assert p is not None, "a game not over has a player to move"
        start = time.process_time()
        action = session.choose_for(p)
        times[order[p]].append(time.process_time() - start)
        session.apply(action)
    winners = list(session.state.winners()) if session.state.is_over() else []
    return Game(first_seed + k, order, winners, times, session.ply)


def duel(game_id: str, specs: list[str], first_seed: int, games: int,
         max_plies: int = 100_000) -> Duel:
    """Play `games` seeded games between `specs` (one seat each), timing every decision."""
    out = Duel(wins={s: 0.0 for s in specs}, times={s: [] for s in specs})
    for k in range(games):
        out.add(play_game(game_id, specs, first_seed, k, max_plies))
    return out


def hard_vs_normal(game_id: str, first_seed: int, games: int) -> dict[str, float | str]:
    """The bench's figures: hard's share of two-player games against normal, and the
    median and slowest decision of each level (CPU ms)."""
    d = duel(game_id, ["ai:hard", "ai:normal"], first_seed, games)
    return {
        "hard_vs_normal_seeds": f"{first_seed}-{first_seed + games - 1}",
        "hard_vs_normal_share": round(d.share("ai:hard"), 3),
        "hard_decision_median_ms": round(1000 * d.median("ai:hard"), 2),
        "hard_decision_max_ms": round(1000 * d.slowest("ai:hard"), 1),
        "normal_decision_median_ms": round(1000 * d.median("ai:normal"), 2),
        "normal_decision_max_ms": round(1000 * d.slowest("ai:normal"), 1),
    }


def record(game_id: str, specs: list[str], windows: list[tuple[int, int]], path: str,
           max_plies: int = 100_000) -> None:
    """Play the games of each window (first seed, games) into `path`, one JSON line per
    game as it ends, the windows in turn (game 0 of each, then game 1...), so that a run
    cut short still has figures for every window. Games already in `path` are skipped: a
    run picks up where it stopped."""
    done = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                done.add((row["first_seed"], row["k"]))
    for k in range(max((n for _, n in windows), default=0)):
        for first, n in windows:
            if k >= n or (first, k) in done:
                continue
            g = play_game(game_id, specs, first, k, max_plies)
            row = {"game": game_id, "specs": specs, "first_seed": first, "k": k, "seed": g.seed,
                   "order": g.order, "winners": g.winners, "plies": g.plies,
                   "ms": {s: [round(1000 * t, 2) for t in ts] for s, ts in g.times.items()}}
            with open(path, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")


def recorded(path: str) -> dict[int, Duel]:
    """The games of `path` (written by `record`) as one Duel per window's first seed."""
    out: dict[int, Duel] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            d = out.setdefault(row["first_seed"], Duel())
            d.add(Game(row["seed"], row["order"], row["winners"],
                       {s: [t / 1000 for t in ts] for s, ts in row["ms"].items()}, row["plies"]))
    return out


def main(argv: list[str] | None = None) -> None:
    """`python -m ludotheque.rules.ai.strength GAME --specs ai:hard,ai:normal --window
    1000:200 [--window ...] --out FILE` plays (or resumes) the windows into FILE, then
    prints each window's shares; `--report` only prints them."""
    parser = argparse.ArgumentParser(prog="python -m ludotheque.rules.ai.strength")
    parser.add_argument("game")
    parser.add_argument("--specs", default="ai:hard,ai:normal")
    parser.add_argument("--window", action="append", default=[], help="FIRST_SEED:GAMES")
    parser.add_argument("--out", required=True)
    parser.add_argument("--max-plies", type=int, default=100_000)
    parser.add_argument("--report", action="store_true")
    args = parser.parse_args(argv)
    specs = args.specs.split(",")
    if not args.report:
        windows = [(int(a), int(b)) for a, b in (w.split(":") for w in args.window)]
        record(args.game, specs, windows, args.out, args.max_plies)
    for first, d in sorted(recorded(args.out).items()):
        shares = ", ".join(f"{s} {d.wins.get(s, 0.0):g}/{d.games} ({100 * d.share(s):.1f} %)" for s in dict.fromkeys(specs))
        print(f"{args.game} seeds {first}-{first + d.games - 1}: {shares}; unfinished {d.unfinished}; "
              f"slowest decision {1000 * d.slowest():.0f} ms; medians "
              + ", ".join(f"{s} {1000 * d.median(s):.1f} ms" for s in d.times))


if __name__ == "__main__":
    main()
