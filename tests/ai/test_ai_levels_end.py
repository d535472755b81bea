"""Issue 33: games between AI levels always end, and no decision takes more than 2 s.

Slow: for each game, every pair of levels (random, easy, normal, hard; a level against
itself too; random against random is the rules' own property tests) plays seeded
two-player games at seeds no other test uses (20000 on), seats alternating. Each game
must end within its ply budget, and the slowest decision (CPU) is printed and held to 2 s.

1,000 games per game. Castle Risk plays a game in a tenth of a second: 112 per pair
(1,008). The card and board games take 0.1-1 s without the hard level and 3-15 s with
it, so the pairs without hard play 160 games each (5 pairs, 800) and the four with hard
50 each (200).

One test per game and pair, so a run can be split by `-k` (`-k "casa-grande and
hard-hard"`); `LUDOTHEQUE_LEVELS_SHARD=i/n` plays only the games k = i mod n of each
(`0/4` ... `3/4` make the whole in four parts, e.g. on four machines). Run with `-s` to
see the figures: `nice -n 10 .venv/bin/python -m pytest -n 0 -m slow -s
tests/ai/test_ai_levels_end.py -k crack-word`.
"""

from __future__ import annotations

import os
from itertools import combinations_with_replacement

import pytest
from ludotheque.rules.ai.strength import Duel, play_game

LEVELS = ("random", "ai:easy", "ai:normal", "ai:hard")
PAIRS = [p for p in combinations_with_replacement(LEVELS, 2) if p != ("random", "random")]
EASY_PAIR, HARD_PAIR = 160, 50  # games per pair without / with the hard level
GAMES = {
    "castle-risk": {pair: 112 for pair in PAIRS},
    **{game: {pair: HARD_PAIR if "ai:hard" in pair else EASY_PAIR for pair in PAIRS}
       for game in ("casa-grande", "chateau-combo", "crack-word")},
}
FIRST_SEED = 20_000
MAX_PLIES = 30_000  # Castle Risk's standoff breaker ends a game well before (issue 33)


def test_each_game_plays_a_thousand_games_and_every_pair():
    for game_id, per_pair in GAMES.items():
        assert set(per_pair) == set(PAIRS) and len(PAIRS) == 9
        assert 1000 <= sum(per_pair.values()) <= 1010, game_id
        assert min(per_pair.values()) >= 50


def shard() -> tuple[int, int]:
    """(i, n) from LUDOTHEQUE_LEVELS_SHARD=i/n; (0, 1) plays every game."""
    i, n = os.environ.get("LUDOTHEQUE_LEVELS_SHARD", "0/1").split("/")
    assert 0 <= int(i) < int(n), "LUDOTHEQUE_LEVELS_SHARD is i/n with 0 <= i < n"
    return int(i), int(n)


def pair_id(pair: tuple[str, str]) -> str:
    return "-".join(level.removeprefix("ai:") for level in pair)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "pair"), [(g, p) for g in sorted(GAMES) for p in PAIRS],
                         ids=[f"{g}-{pair_id(p)}" for g in sorted(GAMES) for p in PAIRS])
def test_every_level_pair_ends_its_games_and_decides_within_two_seconds(game_id, pair):
    part, parts = shard()
    games = GAMES[game_id][pair]
    d = Duel()
    for k in range(part, games, parts):
        d.add(play_game(game_id, list(pair), FIRST_SEED, k, max_plies=MAX_PLIES))
    print(f"\n{game_id} {pair[0]}/{pair[1]}: {d.games} games (seeds {FIRST_SEED}-{FIRST_SEED + games - 1}"
          f"{f', shard {part}/{parts}' if parts > 1 else ''}), unfinished {d.unfinished}, "
          f"slowest decision {1000 * d.slowest():.0f} ms")
    assert d.games == len(range(part, games, parts))
    assert d.unfinished == [], f"{game_id} {pair}: games at seeds {d.unfinished} did not end"
    assert d.slowest() <= 2.0
