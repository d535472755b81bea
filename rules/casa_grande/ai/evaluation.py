"""How Casa Grande's AI values a position: each seat's worth, and a seat's worth minus
the best opponent's.

Worth of a seat = money + bonus points (9 of them make a 9 Lire note) + the promise of
its exposed blocks (own tops paired at one height within a platform's reach are what
platforms need, worth their storey; a lone top is worth little) + what its unused
platforms may still earn. Maximising worth minus the best opponent's makes covering
another builder's paired tops (under a platform's unmarked cells: a block never goes on
another builder's block) count as much as raising one's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.rules.casa_grande.data import CELLS, SIZE, num_shapes, orientation
from ludotheque.rules.casa_grande.site import BLOCK, Site
from ludotheque.rules.casa_grande.state import CasaState

_LEFT: dict[int, int] = {}  # bitmask of used shapes -> cells of the unused platforms


@dataclass(frozen=True)
class Style:
    """The knobs of one level. The defaults are the hard level's, tuned by self-play:
    a lone top is worth little and never more than `single_cap` storeys (a lonely tower
    earns nothing), tops paired at one height within a platform's reach are worth their
    storey, unused platforms are worth keeping only a little."""

    bonus_worth: float = 0.9  # a bonus point is nearly a Lira (9 make a 9 Lire note)
    top_worth: float = 1.0  # per storey of a lone exposed own block top, up to single_cap
    single_cap: int = 2
    pair_worth: float = 1.4  # per storey of an own top with a partner at its height
    platform_worth: float = 0.1  # per cell of an unused platform, scaled by blocks left
    noise: float = 0.0  # Gaussian noise on every plan's value (easy)
    slack: float = 0.0  # any plan within this of the best may be chosen (normal: close calls)
    platforms_per_block: int = 2  # platforms tried after each block (best quick scores)
    # Plans (best first by the value above) whose worth is then weighed against the next
    # player's best reply to each face of the die; 0: no look-ahead.
    replies: int = 0


def _cells_left(used: int) -> int:
    """Cells of the platforms not in `used` (memoised: asked for every seat of every plan)."""
    left = _LEFT.get(used)
    if left is None:
        left = _LEFT[used] = sum(orientation(s, 0).size for s in range(num_shapes()) if not used >> s & 1)
    return left


def promises(site: Site, players: int, style: Style) -> list[float]:
    """What each seat's exposed blocks promise: tops by height, more when paired (one
    pass over the site for every seat; each seat's sum in reading order)."""
    top_h, top_owner = site.top_h, site.top_owner
    groups: dict[int, list[int]] = {}  # seat * 1024 + height -> [bitmask of the cells, *cells]
    for i, kind in enumerate(site.top_kind):
        if kind == BLOCK:
            key = top_owner[i] * 1024 + top_h[i]
            group = groups.get(key)
            if group is None:
                groups[key] = [1 << i, i]
            else:
                group[0] |= 1 << i
                group.append(i)
    out = [0.0] * players
    reach, pair, lone, cap = _REACH, style.pair_worth, style.top_worth, style.single_cap
    for key, group in groups.items():
        p, h = divmod(key, 1024)
        same, total = group[0], out[p]
        for c in group[1:]:
            total += h * pair if same & reach[c] else lone * min(h, cap)
        out[p] = total
    return out


def promise_of(site: Site, player: int, style: Style) -> float:
    """`promises(site, ...)[player]` alone (the same sum in the same order)."""
    top_h, top_owner = site.top_h, site.top_owner
    groups: dict[int, list[int]] = {}  # height -> [bitmask of the cells, *cells]
    for i, kind in enumerate(site.top_kind):
        if kind == BLOCK and top_owner[i] == player:
            h = top_h[i]
            group = groups.get(h)
            if group is None:
                groups[h] = [1 << i, i]
            else:
                group[0] |= 1 << i
                group.append(i)
    total = 0.0
    reach, pair, lone, cap = _REACH, style.pair_worth, style.top_worth, style.single_cap
    for h, group in groups.items():
        same = group[0]
        for c in group[1:]:
            total += h * pair if same & reach[c] else lone * min(h, cap)
    return total


def _within_reach(dx: int, dy: int) -> bool:
    """Two marked cells of one platform can be this far apart (up to 4 along a line,
    2 across; see data/platforms.json)."""
    return max(dx, dy) <= 4 and min(dx, dy) <= 2


# cell -> bitmask of the other cells within a platform's reach of it
_REACH = tuple(sum(1 << d for d in range(CELLS)
                   if d != c and _within_reach(abs(d % SIZE - c % SIZE), abs(d // SIZE - c // SIZE)))
               for c in range(CELLS))


def paired(state: CasaState, player: int, cell: int) -> int | None:
    """Another of `player`'s exposed tops at the height of the one on `cell`, close enough
    for one platform to rest on both (the nearest), or None."""
    site = state.site
    h, cx, cy = site.top_h[cell], cell % SIZE, cell // SIZE
    near = [d for d in range(CELLS) if d != cell and site.top_kind[d] == BLOCK and site.top_owner[d] == player
            and site.top_h[d] == h and _within_reach(abs(d % SIZE - cx), abs(d // SIZE - cy))]
    return min(near, key=lambda d: abs(d % SIZE - cx) + abs(d // SIZE - cy), default=None)


def worth(state: CasaState, player: int, style: Style) -> float:
    return _worths(state, style)[player]


def _worths(state: CasaState, style: Style) -> list[float]:
    if state.is_over():
        return [state.money[p] + 0.01 * state.bonus[p] for p in range(state.num_players)]
    return worths_of(state.site, state.money, state.bonus, state.blocks, state.used,
                     int(state.config.options.get("blocks", 24)), style)


def worths_of(site: Site, money: list[int], bonus: list[int], blocks: list[int], used: list[int],
              start: int, style: Style, promise: list[float] | None = None) -> list[float]:
    """Each seat's worth in a game not over, from the parts of the position it reads
    (`start`: the blocks each seat began with; `promise`: each seat's `promises`, when
    known). The look-ahead asks it of positions it makes and unmakes in place
    (`replies.py`)."""
    if promise is None:
        promise = promises(site, len(money), style)
    return [money[p] + style.bonus_worth * bonus[p] + promise[p]
            + style.platform_worth * _cells_left(used[p]) * min(1.0, blocks[p] / max(1, start) * 1.5)
            for p in range(len(money))]


def edge(worths: list[float], player: int) -> float:
    """A seat's worth minus the best opponent's."""
    return worths[player] - max(w for q, w in enumerate(worths) if q != player)


def evaluate(state: CasaState, player: int, style: Style) -> float:
    if state.is_over():
        win = state.winners()
        margin = state.money[player] - max(m for i, m in enumerate(state.money) if i != player)
        return 1000.0 * (1.0 / len(win) if player in win else -1.0) + margin
    return edge(_worths(state, style), player)
