"""Issue 33: games between AI levels always end, and no decision takes more than 2 s.

Slow: for each of Castle Risk, Château Combo and Crack Word, every pair of levels (random,
easy, normal, hard; a level against itself too) plays seeded two-player games at seeds no
other test uses (20000 on), seats alternating. Each game must end within its ply budget
and the slowest decision (CPU) is recorded and held to 2 s. Casa Grande's AI is another
developer's this session (its own tests keep its games ending).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from ludotheque.rules.ai.strength import duel

LEVELS = ("random", "ai:easy", "ai:normal", "ai:hard")
PAIRS = [p for p in combinations_with_replacement(LEVELS, 2) if p != ("random", "random")]
# Games per pair: Castle Risk plays a game in a tenth of a second (1,008 games in all),
# the card games take 1-4 s each.
GAMES = {"castle-risk": 112, "chateau-combo": 4, "crack-word": 4}
FIRST_SEED = 20_000
MAX_PLIES = 30_000  # Castle Risk's standoff breaker ends a game well before (issue 33)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_level_pair_ends_its_games_and_decides_within_two_seconds(game_id):
    slowest: dict[tuple[str, str], float] = {}
    for pair in PAIRS:
        d = duel(game_id, list(pair), FIRST_SEED, GAMES[game_id], max_plies=MAX_PLIES)
        assert d.unfinished == [], f"{game_id} {pair}: games at seeds {d.unfinished} did not end"
        slowest[pair] = d.slowest()
    print(f"\n{game_id}: slowest decision per pair (CPU s): "
          + ", ".join(f"{a}/{b} {t:.3f}" for (a, b), t in slowest.items()))
    assert max(slowest.values()) <= 2.0
