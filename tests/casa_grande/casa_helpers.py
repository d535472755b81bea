"""Helpers for Casa Grande's tests: hand-built positions and an independent rule checker."""

from __future__ import annotations

from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.data import SIZE, parse_shape, shape_texts
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import GameConfig, Rng

GREY, ORANGE, PURPLE, BEIGE = 0, 1, 2, 3


def new_game(players: int = 2, seed: int = 0, **options) -> CasaState:
    """A new game, by default with the corners dealt in turn order (most rule tests start
    from the first roll; the choice of corners has its own tests)."""
    options.setdefault("corners", "dealt")
    return GAME.new_state(GameConfig(players, seed=seed, options=options))


def cell(x: int, y: int) -> int:
    return y * SIZE + x


def stack(state: CasaState, x: int, y: int, *owners: int) -> None:
    """Pile blocks of the given colours on (x, y), bottom first (setting up a position)."""
    for owner in owners:
        state.site.place_block(cell(x, y), owner)


def at_phase(state: CasaState, phase: str, player: int = 0, pawn: int | None = None) -> CasaState:
    state.turn, state.phase = player, phase
    state._options = None
    if pawn is not None:
        state.pawns[player] = pawn
    return state


def rotated_cells(shape: int, rot: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The shape turned `rot` quarter turns clockwise by plain coordinate geometry,
    translated so its bounding box starts at (0, 0) (independent of rules' own code)."""
    marked, plain = parse_shape(shape_texts()[shape])
    for _ in range(rot % 4):
        # (x, y) -> (-y, x) is a quarter turn clockwise with y pointing down.
        marked = [(-y, x) for x, y in marked]
        plain = [(-y, x) for x, y in plain]
    xs = [x for x, _ in marked + plain]
    ys = [y for _, y in marked + plain]
    ox, oy = min(xs), min(ys)
    return [(x - ox, y - oy) for x, y in marked], [(x - ox, y - oy) for x, y in plain]


def column_top(state: CasaState, i: int) -> tuple[str, int, int]:
    """(kind, height of the surface, owner) read from the raw column list."""
    col = state.site.columns[i]
    if not col:
        return ("ground", 0, -1)
    z, owner, pid = col[-1]
    return ("block", z + 1, owner) if pid < 0 else ("platform", z, owner)


def independent_storey(state: CasaState, player: int, shape: int, rot: int, x: int, y: int) -> int | None:
    """Each placement rule checked on its own from the raw columns; the storey, or None."""
    marked, plain = rotated_cells(shape, rot)
    cells = [(x + dx, y + dy) for dx, dy in marked + plain]
    if any(not (0 <= cx < SIZE and 0 <= cy < SIZE) for cx, cy in cells):
        return None
    marked_tops = [column_top(state, cell(x + dx, y + dy)) for dx, dy in marked]
    # Every marked cell rests on a block of the builder's colour...
    if any(kind != "block" or owner != player for kind, _, owner in marked_tops):
        return None
    # ...all at one height, which is the storey.
    heights = {h for _, h, _ in marked_tops}
    if len(heights) != 1:
        return None
    storey = heights.pop()
    for dx, dy in plain:
        kind, h, owner = column_top(state, cell(x + dx, y + dy))
        if h > storey:  # something would pierce it or it would go under a platform
            return None
        if h == storey and kind == "platform":  # directly on a platform
            return None
        if h == storey and kind == "block" and owner == player:  # own block under unmarked
            return None
    for cx, cy in cells:  # never above an identical platform
        for _, _, pid in state.site.columns[cell(cx, cy)]:
            if pid >= 0 and state.site.platforms[pid][1] == shape:
                return None
    return storey


def random_game(players: int, seed: int, until: int | None = None) -> CasaState:
    state = new_game(players, seed)
    rng = Rng(seed * 7 + 1)
    while not state.is_over() and (until is None or state.turns < until):
        state = state.apply(rng.choice(state.legal_actions()))
    return state
