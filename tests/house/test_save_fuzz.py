"""Fuzz (issue 24): mutated saves of all five games are refused in one line, or load into a
state that passes its game's invariants and plays to the end between random seats; never
a traceback, a native abort (pymunk) or a hang.

Saves are mutated semantically (`save_mutations.mutate`: numbers made negative, huge,
infinite or NaN, cards, pieces and blocks listed twice or dropped, unknown letters and
phases, seats swapped, keys dropped, the digest forged, stale or gone) and loaded in a
separate process (`save_fuzz_worker`), so that an abort inside pymunk fails the test
instead of killing it. The default run writes a few hundred files (about 15 s of CPU);
the slow one thousands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from ludotheque.rules.core import Rng
from save_mutations import GAMES, base_session, mutate, save_text

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"


def write_mutants(folder: Path, game: str, count: int, seed: int) -> dict[str, str]:
    """`count` mutated saves of `game` (from two part-played games) -> what each changed."""
    bases = [base_session(game, s) for s in (seed, seed + 1)]
    rng = Rng(seed * 7919 + len(game))
    done = {}
    for k in range(count):
        data, what = mutate(bases[k % 2], rng, changes=1 + (k % 5 == 4))
        path = folder / f"{game}-{seed}-{k:05d}.json"
        path.write_text(save_text(data), encoding="utf-8")
        done[str(path)] = what
    return done


def run_worker(files: list[str], timeout: float) -> dict[str, dict]:
    """Each file's outcome, from a process of its own (see save_fuzz_worker)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(TESTS)]),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run([sys.executable, "-m", "save_fuzz_worker", *files], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
    rows = {}
    for line in proc.stdout.splitlines():
        row = json.loads(line)
        rows[row["file"]] = row
    missing = [f for f in files if f not in rows]
    assert proc.returncode == 0 and not missing, (
        f"the worker died (exit {proc.returncode}) at {missing[:1]}: {proc.stderr[-2000:]}")
    return rows


def check_outcomes(done: dict[str, str], rows: dict[str, dict]) -> dict[str, int]:
    counts = {"refused": 0, "ended": 0}
    bad = []
    for path, what in done.items():
        row = rows[path]
        outcome = row["outcome"]
        if outcome == "refused":
            assert "\n" not in row["detail"] and row["detail"].startswith("save.error."), row
        elif outcome != "ended":
            bad.append(f"{Path(path).name} ({what}): {outcome} {row['detail'][-400:]}")
            continue
        counts[outcome] += 1
    assert not bad, "\n".join(bad[:5])
    return counts


def fuzz(tmp_path: Path, per_game: dict[str, int], seed: int, chunk: int, timeout: float) -> dict[str, int]:
    totals = {"refused": 0, "ended": 0}
    for game, count in per_game.items():
        done = write_mutants(tmp_path, game, count, seed)
        files = list(done)
        for start in range(0, len(files), chunk):
            part = {f: done[f] for f in files[start:start + chunk]}
            rows = run_worker(list(part), timeout)
            for key, n in check_outcomes(part, rows).items():
                totals[key] += n
        for f in files:
            Path(f).unlink()
    return totals


def test_mutated_saves_are_refused_or_play_to_the_end(tmp_path):
    per_game = {game: 120 for game in GAMES}
    per_game["castle-crush"] = 16  # a Castle Crush game played to its end costs seconds of physics
    totals = fuzz(tmp_path, per_game, seed=3, chunk=1000, timeout=240)
    assert totals["refused"] + totals["ended"] == sum(per_game.values())
    assert totals["refused"] > 0 and totals["ended"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12])
def test_thousands_of_mutated_saves_are_refused_or_play_to_the_end(tmp_path, seed):
    per_game = {game: 1500 for game in GAMES}
    per_game["castle-crush"] = 300
    totals = fuzz(tmp_path, per_game, seed=seed, chunk=500, timeout=3000)
    assert totals["refused"] + totals["ended"] == sum(per_game.values())
