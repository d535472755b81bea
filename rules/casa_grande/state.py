"""Casa Grande's state: pawns on the track, the bonus ladder, money, and the site.

A turn is three phases (the sheet): roll and move (optionally further, paying bonus
points), place a block in the facing lane (or, on a sun corner, take 3 bonus points),
optionally build a platform for cells x storey Lire. Everything is public; the die is
the only chance and it is drawn from the state's Rng inside `_apply(Roll())`.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.actions import (
    CODEC,
    Corner,
    Move,
    Pass,
    PlaceBlock,
    PlacePlatform,
    Roll,
)
from ludotheque.rules.casa_grande.data import (
    SIZE,
    cell_name,
    corner_cell,
    corners,
    is_corner,
    lane_cells,
    lane_name,
    num_shapes,
    orientation,
    track_length,
)
from ludotheque.rules.casa_grande.persist import fill_from_json, fill_from_view, to_json, view_of
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import REASONS, Site
from ludotheque.rules.core import Action, GameConfig, GameState, IllegalAction, Rng

KEY = "casa_grande"
START_BONUS = 5
NOTE = 9  # the bonus ladder pays a 9 Lire note when it reaches 9
CORNER_BONUS = 3
_NEED = {Phase.CORNER: "need_corner", Phase.ROLL: "need_roll", Phase.MOVE: "need_move", Phase.BLOCK: "need_block",
         Phase.PLATFORM: "need_platform"}
_NEED_TEXT = {
    Phase.CORNER: "choose your starting corner first",
    Phase.ROLL: "roll the die first",
    Phase.MOVE: "choose how far to move first",
    Phase.BLOCK: "place a block in your lane first",
    Phase.PLATFORM: "build a platform or pass",
}


def _step(pawns, space: int, steps: int, player: int) -> int:
    taken = {q for i, q in enumerate(pawns) if i != player}
    for _ in range(steps):
        space = (space + 1) % track_length()
        while space in taken:
            space = (space + 1) % track_length()
    return space


def _free_corners(pawns) -> list[Corner]:
    return [Corner(s) for s in corners() if s not in pawns]


def _moves(pawns, bonus: int, blocks: int, player: int) -> list[Move]:
    """Every extra distance the bonus pays for that ends where the pawn may stop (a sun
    corner, or a lane while the player still has a block to place)."""
    here = pawns[player]
    return [Move(e) for e in range(bonus + 1) if blocks > 0 or is_corner(_step(pawns, here, e, player))]


def _illegal(what: str, message: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"{KEY}.error.{what}", message.format(**params), **params)


class CasaState(GameState):
    codec = CODEC

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        n = config.num_players
        self.config, self.rng, self.events = config, rng, []
        self.first = config.youngest % n
        self.turn = self.first
        self.phase = Phase.ROLL
        self.die = 0
        self.pawns = [0] * n
        self.bonus = [START_BONUS] * n
        self.money = [0] * n
        self.notes = [0] * n
        self.blocks = [int(config.options.get("blocks", 24))] * n
        self.used = [0] * n  # bitmask of the platform shapes each seat has built
        self.site = Site()
        self.final_round = False
        self.over = False
        self.turns = 0
        # The current player's legal platforms, computed on entering phase 3 (a cache:
        # never serialised, dropped when the turn ends).
        self._options: list[tuple[int, int, int, int, int]] | None = None

    # --- creation -----------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> CasaState:
        """The sheet: each player puts his pawn on a free sun corner, in turn order from
        the first (phase "corner"). With the option corners=dealt, they are dealt in that
        order instead, the first player on the top-left corner."""
        state = cls(config, Rng(config.seed))
        state.emit(f"{KEY}.log.start", player=state.first)
        if config.options.get("corners", "choose") == "choose":
            state.pawns = [-1] * config.num_players  # not on the track yet
            state.phase = Phase.CORNER
            return state
        for k, space in enumerate(corners()[: config.num_players]):
            state.pawns[(state.first + k) % config.num_players] = space
        return state

    def clone(self) -> CasaState:
        new = CasaState.__new__(CasaState)
        new.__dict__.update(self.__dict__)
        new.rng = self.rng.copy()
        new.events = self.events[:]
        new.pawns, new.bonus, new.money = self.pawns[:], self.bonus[:], self.money[:]
        new.notes, new.blocks, new.used = self.notes[:], self.blocks[:], self.used[:]
        new.site = self.site.copy()
        return new

    # --- questions the board and the AI ask -------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_over(self) -> bool:
        return self.over

    def has_built(self, player: int, shape: int) -> bool:
        """Each platform is built once: has `player` built `shape` already?"""
        return bool(self.used[player] >> shape & 1)

    def free_shapes(self, player: int) -> list[int]:
        return [s for s in range(num_shapes()) if not self.used[player] >> s & 1]

    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move now (phase 1)."""
        if self.phase != Phase.MOVE:
            return {}
        p = self.turn
        return {self.step(self.pawns[p], m.extra, p): m.extra for m in _moves(self.pawns, self.bonus[p], self.blocks[p], p)}

    def step(self, space: int, steps: int, player: int) -> int:
        """`steps` spaces clockwise; spaces holding another pawn are not counted (RULINGS)."""
        return _step(self.pawns, space, steps, player)

    def lane(self, player: int | None = None) -> tuple[int, ...]:
        p = self.turn if player is None else player
        return lane_cells(self.pawns[p])

    def platform_options(self, player: int | None = None) -> list[tuple[int, int, int, int, int]]:
        p = self.turn if player is None else player
        if p == self.turn and self.phase == Phase.PLATFORM and self._options is not None:
            return self._options
        return self.site.platform_options(p, self.free_shapes(p))

    def preview_platform(self, action: PlacePlatform) -> tuple[int, int]:
        """(storey, income) if the current player may lay `action` on the site as it
        stands (whatever the phase); raises IllegalAction naming the broken rule."""
        storey = self._check_platform(action, self.turn)
        return storey, orientation(action.shape, action.rot).size * storey

    def legal_actions(self) -> list[Action]:
        p = self.turn
        if self.phase == Phase.CORNER:
            return _free_corners(self.pawns)
        if self.phase == Phase.ROLL:
            return [Roll()]
        if self.phase == Phase.MOVE:
            return _moves(self.pawns, self.bonus[p], self.blocks[p], p)
        if self.phase == Phase.BLOCK:
            return [PlaceBlock(c % SIZE, c // SIZE) for c in self.lane()]
        if self.phase == Phase.PLATFORM:
            opts = [PlacePlatform(s, r, x, y) for s, r, x, y, _ in self.platform_options()]
            return [Pass(), *opts]
        return []

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Action]:
        """The same list as `legal_actions()` of the state the view shows, read from the
        view without building that state (the platforms when phase 3 brought them)."""
        phase, p = view["phase"], view["turn"]
        if phase == Phase.CORNER:
            return _free_corners(view["pawns"])
        if phase == Phase.ROLL:
            return [Roll()]
        if phase == Phase.MOVE:
            return _moves(view["pawns"], view["bonus"][p], view["blocks"][p], p)
        if phase == Phase.BLOCK:
            return [PlaceBlock(c % SIZE, c // SIZE) for c in lane_cells(view["pawns"][p])]
        if phase == Phase.PLATFORM and view["options"] is not None:
            return [Pass(), *(PlacePlatform(s, r, x, y) for s, r, x, y, _ in view["options"])]
        return cls.from_view(view, Rng(0)).legal_actions()

    def _can_end_on(self, space: int, player: int) -> bool:
        return is_corner(space) or self.blocks[player] > 0

    # --- checks with reasons --------------------------------------------------------------
    def check_action(self, action: Action) -> None:
        kind = {Corner: Phase.CORNER, Roll: Phase.ROLL, Move: Phase.MOVE, PlaceBlock: Phase.BLOCK, PlacePlatform: Phase.PLATFORM,
                Pass: Phase.PLATFORM}
        expected = kind.get(type(action))
        if expected is None:
            raise _illegal("unknown_action", "{action} is not a Casa Grande action", action=repr(action))
        if self.over:
            raise IllegalAction("core.error.game_over", "the game is over")
        if expected != self.phase:
            raise _illegal(_NEED[self.phase], _NEED_TEXT[self.phase])
        p = self.turn
        if isinstance(action, Corner):
            self._check_corner(action)
        elif isinstance(action, Move):
            self._check_move(action, p)
        elif isinstance(action, PlaceBlock):
            self._check_block(action, p)
        elif isinstance(action, PlacePlatform):
            self._check_platform(action, p)

    def _check_corner(self, action: Corner) -> None:
        space = action.space
        if not isinstance(space, int) or not 0 <= space < track_length() or not is_corner(space):
            raise _illegal("not_a_corner", "a pawn starts on a sun corner")
        if space in self.pawns:
            raise _illegal("corner_taken", "that corner already holds a pawn")

    def _check_move(self, action: Move, p: int) -> None:
        extra = action.extra
        if not isinstance(extra, int) or extra < 0:
            raise _illegal("bad_extra", "the extra distance must be 0 or more")
        if extra > self.bonus[p]:
            raise _illegal("extra_cost", "moving {extra} more spaces costs {extra} bonus points; you have {bonus}",
                           extra=extra, bonus=self.bonus[p])
        if not self._can_end_on(self.step(self.pawns[p], extra, p), p):
            raise _illegal("no_blocks", "you have no block left to place")

    def _check_block(self, action: PlaceBlock, p: int) -> None:
        x, y = action.x, action.y
        if not (isinstance(x, int) and isinstance(y, int) and 0 <= x < SIZE and 0 <= y < SIZE):
            raise _illegal("off_site_cell", "that is not a cell of the site")
        cell = y * SIZE + x
        if cell not in self.lane(p):
            raise _illegal("not_in_lane", "{cell} is not in the lane your pawn faces", cell=cell_name(cell))

    def _check_platform(self, action: PlacePlatform, p: int) -> int:
        shape, rot = action.shape, action.rot
        if not isinstance(shape, int) or not 0 <= shape < num_shapes():
            raise _illegal("no_such_platform", "there is no such platform")
        if not isinstance(rot, int) or not 0 <= rot < 4:
            raise _illegal("bad_rotation", "a rotation is 0 to 3 quarter turns")
        if self.has_built(p, shape):
            raise _illegal("platform_used", "you have already built that platform")
        if not (isinstance(action.x, int) and isinstance(action.y, int)):
            raise _illegal("off_site", REASONS["off_site"])
        result = self.site.fit(p, orientation(shape, rot), action.x, action.y)
        if isinstance(result, int):
            return result
        reason, cell = result
        name = cell_name(cell) if cell >= 0 else ""
        if reason == "identical_above":
            # Say which platform below forbids it (the board outlines it: `platform`).
            pid = self.site.identical_below(cell, shape)
            _, _, _, x, y, storey = self.site.platforms[pid]
            raise _illegal(reason, REASONS[reason], cell=name, below=cell_name(y * SIZE + x), storey=storey,
                           platform=pid)
        raise _illegal(reason, REASONS[reason], cell=name)

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        p = self.turn
        if isinstance(action, Corner):
            self._take_corner(p, action.space)
        elif isinstance(action, Roll):
            self.cast(self.rng.die(6))
        elif isinstance(action, Move):
            self._move_on(p, action.extra)
        elif isinstance(action, PlaceBlock):
            self._place_block(p, action.y * SIZE + action.x)
        elif isinstance(action, PlacePlatform):
            self._place_platform(p, action)
        elif isinstance(action, Pass):
            self.emit(f"{KEY}.log.pass", player=p)
            self._end_turn()

    def _take_corner(self, p: int, space: int) -> None:
        """Setup: the pawn goes on the corner; the next player chooses, and once every
        pawn is on the track the first player rolls (setup is not a turn)."""
        self.pawns[p] = space
        self.emit(f"{KEY}.log.corner_start", player=p, cell=cell_name(corner_cell(space)))
        self.turn = (p + 1) % self.num_players
        if self.turn == self.first:
            self.phase = Phase.ROLL

    def cast(self, die: int) -> None:
        """What a roll does once the die shows `die` (phase 1): the pawn advances. The AI
        calls it in place on its own copies to weigh each face of the die."""
        p = self.turn
        self.die = die
        self.pawns[p] = self.step(self.pawns[p], die, p)
        self.phase = Phase.MOVE
        self.emit(f"{KEY}.log.roll", player=p, die=die)

    def _move_on(self, p: int, extra: int) -> None:
        if extra:
            self.bonus[p] -= extra
            self.pawns[p] = self.step(self.pawns[p], extra, p)
            self.emit(f"{KEY}.log.move_on", player=p, extra=extra)
        if is_corner(self.pawns[p]):
            self.emit(f"{KEY}.log.corner", player=p, points=CORNER_BONUS)
            self.gain_bonus(p, CORNER_BONUS)
            self._end_turn()
        else:
            # Logged every time, paid or not: the lane chosen is the move (QA CG2).
            self.emit(f"{KEY}.log.stop", player=p, lane=lane_name(self.pawns[p]))
            self.phase = Phase.BLOCK

    def gain_bonus(self, p: int, points: int) -> None:
        """Up the ladder; reaching 9 pays a 9 Lire note, surplus lost, marker back to 0."""
        self.bonus[p] += points
        if self.bonus[p] >= NOTE:
            self.bonus[p] = 0
            self.money[p] += NOTE
            self.notes[p] += 1
            self.emit(f"{KEY}.log.note", player=p, amount=NOTE)

    def _place_block(self, p: int, cell: int) -> None:
        below = self.site.place_block(cell, p)
        self.blocks[p] -= 1
        storey = self.site.top_h[cell]
        self.emit(f"{KEY}.log.block", player=p, cell=cell_name(cell), storey=storey)
        if below >= 0:
            owner, storey_below = self.site.platforms[below][0], self.site.platforms[below][5]
            if owner != p:
                self.emit(f"{KEY}.log.gift", player=owner, from_player=p, points=storey_below)
                self.gain_bonus(owner, storey_below)
        if self.blocks[p] == 0 and not self.final_round:
            self.final_round = True
            self.emit(f"{KEY}.log.last_round", player=p)
        self._options = self.site.platform_options(p, self.free_shapes(p))
        if self._options:
            self.phase = Phase.PLATFORM
        else:
            self._end_turn()

    def _place_platform(self, p: int, action: PlacePlatform) -> None:
        o = orientation(action.shape, action.rot)
        storey = self.site.fit(p, o, action.x, action.y)
        assert isinstance(storey, int)
        self.site.place_platform(p, o, action.x, action.y, storey)
        self.used[p] |= 1 << action.shape
        income = o.size * storey
        self.money[p] += income
        self.emit(f"{KEY}.log.platform", player=p, cells=o.size, storey=storey, income=income,
                  cell=cell_name(action.y * SIZE + action.x))
        self._end_turn()

    def _end_turn(self) -> None:
        self._options = None
        self.turns += 1
        self.turn = (self.turn + 1) % self.num_players
        self.phase = Phase.ROLL
        if self.final_round and self.turn == self.first:
            self.over = True
            self.phase = Phase.OVER
            win = self.winners()
            self.emit(f"{KEY}.log.end", player=win[0], money=self.money[win[0]])

    # --- end -------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(m) for m in self.money]

    def winners(self) -> list[int]:
        """Most money; a tie goes to the most bonus points (the sheet)."""
        best = max(zip(self.money, self.bonus, strict=True))
        return [i for i in range(self.num_players) if (self.money[i], self.bonus[i]) == best]

    # --- information and serialisation (persist.py) ----------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CasaState:
        state = cls.__new__(cls)
        fill_from_json(state, data)
        return state

    def view(self, player: int | None) -> dict[str, Any]:
        """Everything but the generator, as plain tuples copied straight from the state."""
        return view_of(self)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> CasaState:
        state = cls.__new__(cls)
        fill_from_view(state, view, rng)
        return state
