"""`monkey --to-end` plays every game through to its results, animations on, seed after
seed (issue 23: the monkey had never reached a game's end, and Crack Word closed there).
The default suite reaches each game's end a few times; the slow test, on many seeds, with
hot seat too. An exception anywhere (a frame, a play, an AI's thread) or a game over whose
results never come fails the case."""

from __future__ import annotations

import json

import pytest
from ludotheque.client.cli.main import run

# Gestures per game for a few ends each in the default suite (measured: 2-10 ends, 1-5 s;
# Castle Crush, whose every end is an AI game with its physics: 2 ends in 250 gestures, 7 s
# of CPU, where 500 took 46 s under load; issue 32).
QUICK = {"crack-word": 900, "chateau-combo": 250, "casa-grande": 250, "castle-risk": 250, "castle-crush": 250}
# The slow runs: twelve times the quick ones (Castle Crush as before, 6,000).
MANY = {game: 12 * events for game, events in QUICK.items()} | {"castle-crush": 6000}


# A four-seat Castle Risk with two humans at one screen is a long game for a monkey (pass
# screens, four empires to beat): measured 3 ends in 3,000 gestures on seed 100, about a
# thousand gestures a game, before and after issue 25. Its slow case asks for two.
FEWER_ENDS = {("castle-risk", True): 2}


def monkey_to_end(capsys, game: str, events: int, seed: int, *extra: str) -> dict:
    code = run(["monkey", "game", "--game", game, "--to-end", "--events", str(events), "--seed", str(seed), *extra])
    captured = capsys.readouterr()
    line = json.loads(captured.out.strip().splitlines()[-1])
    assert line["exceptions"] == 0 and code == 0, captured.err
    return line


@pytest.mark.parametrize("game", sorted(QUICK))
def test_monkey_reaches_every_games_end_with_no_exception(capsys, game):
    line = monkey_to_end(capsys, game, QUICK[game], 1)
    assert line["ends"].get(game, 0) >= 1, f"{game}: no end reached in {QUICK[game]} gestures"


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(QUICK))
@pytest.mark.parametrize("extra", [(), ("--players", "4", "--humans", "2")], ids=["one-human", "hot-seat"])
def test_monkey_reaches_the_end_on_many_seeds(capsys, game, extra):
    line = monkey_to_end(capsys, game, MANY[game], 100, *extra)
    assert line["ends"].get(game, 0) >= FEWER_ENDS.get((game, bool(extra)), 10), line
