"""Casa Grande's AI: plans a whole turn (how far to move, where the block goes, which
platform to build) and values the site it leaves behind.

A turn is at most ~9 landing spaces x 16 lane cells, and a few good platforms for each,
so the agent tries them all with a cheap evaluation; the hard level re-ranks the best
few with an exact look at every player's next platform (what I can build next, what I
leave for the others to build), which is where denial comes from.

Worth of a seat = money + bonus points (9 of them make a 9 Lire note) + the promise of
its exposed blocks (own block tops, higher is richer, paired tops at one height are what
platforms need) + what its unused platforms may still earn. The agent maximises its
worth minus the best opponent's.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.ai import Agent
from rules.casa_grande.actions import Move, Pass, PlaceBlock, PlacePlatform, Roll
from rules.casa_grande.data import CELLS, SIZE, is_corner, lane_cells, num_shapes, orientation
from rules.casa_grande.site import BLOCK
from rules.casa_grande.state import CasaState
from rules.core import Action, Rng

_SIZES: list[int] = []


def _shape_sizes() -> list[int]:
    if not _SIZES:
        _SIZES.extend(orientation(s, 0).size for s in range(num_shapes()))
    return _SIZES


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
    noise: float = 0.0  # Gaussian noise on every plan's value (the lower levels)
    platforms_per_block: int = 2  # platforms tried after each block (best quick scores)
    refine: int = 0  # how many best turns get the exact look at everyone's next turn
    mine_next: float = 0.0  # ...weight of my expected next turn
    others_next: float = 0.0  # ...weight of the best opponent's expected next turn
    mine_now: float = 0.0  # weight of the best platform I could lay on the site as it is
    deny_now: float = 0.0  # weight of the best platform an opponent could lay on it


# Normal is hard with some noise: it misjudges close choices about one time in four
# (measured: hard wins about 3 games in 4 against it), and still crushes random play.
STYLES = {
    "easy": Style(noise=4.0, pair_worth=0.8),
    "normal": Style(noise=1.5),
    "hard": Style(),
}


def _promise(state: CasaState, player: int, style: Style) -> float:
    """What a seat's exposed blocks promise: tops by height, more when paired."""
    site = state.site
    tops: dict[int, list[int]] = {}
    for i in range(CELLS):
        if site.top_kind[i] == BLOCK and site.top_owner[i] == player:
            tops.setdefault(site.top_h[i], []).append(i)
    total = 0.0
    for h, cells in tops.items():
        for c in cells:
            cx, cy = c % SIZE, c // SIZE
            paired = any(d != c and _within_reach(abs(d % SIZE - cx), abs(d // SIZE - cy)) for d in cells)
            total += h * style.pair_worth if paired else style.top_worth * min(h, style.single_cap)
    return total


def _within_reach(dx: int, dy: int) -> bool:
    """Two marked cells of one platform can be this far apart (up to 4 along a line,
    2 across; see data/platforms.json)."""
    return max(dx, dy) <= 4 and min(dx, dy) <= 2


def _platforms_left(state: CasaState, player: int, style: Style) -> float:
    start = int(state.config.options.get("blocks", 24))
    left = sum(_shape_sizes()[s] for s in state.free_shapes(player))
    return style.platform_worth * left * min(1.0, state.blocks[player] / max(1, start) * 1.5)


def worth(state: CasaState, player: int, style: Style) -> float:
    if state.is_over():
        return state.money[player] + 0.01 * state.bonus[player]
    return (state.money[player] + style.bonus_worth * state.bonus[player]
            + _promise(state, player, style) + _platforms_left(state, player, style))


def evaluate(state: CasaState, player: int, style: Style) -> float:
    if state.is_over():
        win = state.winners()
        margin = state.money[player] - max(m for i, m in enumerate(state.money) if i != player)
        return 1000.0 * (1.0 / len(win) if player in win else -1.0) + margin
    mine = worth(state, player, style)
    best_other = max(worth(state, q, style) for q in range(state.num_players) if q != player)
    value = mine - best_other
    if style.mine_now:
        value += style.mine_now * _best_now(state, player)
    if style.deny_now:
        value -= style.deny_now * max(_best_now(state, q) for q in range(state.num_players) if q != player)
    return value


def _best_now(state: CasaState, player: int) -> int:
    """The best income `player` could take with one platform on the site as it stands."""
    sizes = _shape_sizes()
    opts = state.site.platform_options(player, state.free_shapes(player))
    return max((sizes[s] * st for s, _, _, _, st in opts), default=0)


def _best_after_block(state: CasaState, player: int, cells: set[int]) -> dict[int, int]:
    """For each cell, the best income `player` could build right after a block there."""
    site, shapes, sizes = state.site, state.free_shapes(player), _shape_sizes()
    base = sorted(((sizes[s] * st, set(site.platform_cells_of(s, r, x, y)))
                   for s, r, x, y, st in site.platform_options(player, shapes)),
                  key=lambda t: -t[0])
    out = {}
    for c in cells:
        best = next((income for income, covered in base if c not in covered), 0)
        site.place_block(c, player)
        for s, _, _, _, st in site.options_covering(player, shapes, c):
            best = max(best, sizes[s] * st)
        site.lift_block(c)
        out[c] = best
    return out


def next_turn(state: CasaState, player: int, style: Style, reach: int = 2) -> float:
    """Expected value of `player`'s next turn on this site, over the die: the best lane
    within `reach` paid spaces, its best block and the platform that block allows."""
    pawn, extra = state.pawns[player], min(state.bonus[player], reach)
    landings = []
    for die in range(1, 7):
        first = state.step(pawn, die, player)
        landings.append([(e, state.step(first, e, player)) for e in range(extra + 1)])
    cells = {c for row in landings for _, space in row for c in lane_cells(space)}
    best = _best_after_block(state, player, cells)
    total = 0.0
    for row in landings:
        values = []
        for e, space in row:
            gain = 3 * style.bonus_worth if is_corner(space) else max(best[c] for c in lane_cells(space))
            values.append(gain - e * style.bonus_worth)
        total += max(values)
    return total / 6


def refined(state: CasaState, player: int, style: Style) -> float:
    if state.is_over():
        return evaluate(state, player, style)
    base = evaluate(state, player, style)
    mine = next_turn(state, player, style) if style.mine_next else 0.0
    others = max(next_turn(state, q, style) for q in range(state.num_players) if q != player)
    return base + style.mine_next * mine - style.others_next * others


@dataclass
class Plan:
    actions: tuple[Action, ...]
    end: CasaState
    value: float


class CasaAgent(Agent):
    """Plans the rest of its turn from the current phase and plays its first step."""

    name = "casa"

    def __init__(self, style: Style) -> None:
        self.style = style

    def choose(self, view, player, state_cls, rng: Rng):
        state = state_cls.from_view(view, rng.fork(0))
        if state.phase == "roll":
            return Roll()
        plans = self.plans(state, player)
        if len(plans) == 1:
            return plans[0].actions[0]
        if self.style.noise:
            for plan in plans:
                plan.value += rng.gauss(0.0, self.style.noise)
        if self.style.refine:
            plans.sort(key=lambda pl: -pl.value)
            for plan in plans[: self.style.refine]:
                plan.value = refined(plan.end, player, self.style)
            plans = plans[: self.style.refine]
        return max(plans, key=lambda pl: pl.value).actions[0]

    # --- enumerating the rest of a turn -------------------------------------------------
    def plans(self, state: CasaState, me: int) -> list[Plan]:
        if state.phase == "move":
            out = []
            for move in state.legal_actions():
                after = state.clone()
                after.apply_in_place(move)
                if after.phase == "block":
                    out.extend(self._prefixed(move, self._block_plans(after, me)))
                else:
                    out.append(Plan((move,), after, self._value(after, me)))
            return out
        if state.phase == "block":
            return self._block_plans(state, me)
        return self._platform_plans(state, me)

    def _block_plans(self, state: CasaState, me: int) -> list[Plan]:
        out = []
        for block in state.legal_actions():
            after = state.clone()
            after.apply_in_place(block)
            if after.phase == "platform":
                out.append(self._prefixed(block, [max(self._platform_plans(after, me), key=lambda p: p.value)])[0])
            else:
                out.append(Plan((block,), after, self._value(after, me)))
        return out

    def _platform_plans(self, state: CasaState, me: int) -> list[Plan]:
        style = self.style
        start = int(state.config.options.get("blocks", 24))
        keep = style.platform_worth * min(1.0, state.blocks[me] / max(1, start) * 1.5)
        opts = sorted(state.platform_options(),
                      key=lambda o: -(orientation(o[0], o[1]).size * (o[4] - keep)))
        out = []
        for action in [Pass()] + [PlacePlatform(s, r, x, y) for s, r, x, y, _ in opts[: style.platforms_per_block]]:
            after = state.clone()
            after.apply_in_place(action)
            out.append(Plan((action,), after, self._value(after, me)))
        return out

    def _value(self, state: CasaState, me: int) -> float:
        return evaluate(state, me, self.style)

    @staticmethod
    def _prefixed(first: Action, plans: list[Plan]) -> list[Plan]:
        return [Plan((first, *p.actions), p.end, p.value) for p in plans]


def make_agent(level: str, player: int) -> Agent:
    return CasaAgent(STYLES.get(level, STYLES["normal"]))


__all__ = ["CasaAgent", "Move", "PlaceBlock", "STYLES", "Style", "evaluate", "make_agent"]
