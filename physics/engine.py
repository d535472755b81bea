"""`PymunkCastlePhysics`: the `CastlePhysics` port implemented with pymunk.

Every call builds a fresh space from the JSON world it is given and returns a new JSON
world, so results depend only on the arguments (see physics/README.md).
"""

from __future__ import annotations

import math

import ludotheque.physics.tuning as tuning
from ludotheque.physics.facts import facts as world_facts
from ludotheque.physics.facts import height as world_height
from ludotheque.physics.hand import LiveHand, grip_offset
from ludotheque.physics.hand import carry as hand_carry
from ludotheque.physics.hand import pickup_position as hand_pickup
from ludotheque.physics.lowering import foundation_spans, landing
from ludotheque.physics.shapes import layout, piece_kinds
from ludotheque.physics.sim import Runner, join_trajectories, max_displacement, still
from ludotheque.physics.world import (
    PHYSICS_VERSION,
    Built,
    add_hammer,
    add_held_back,
    build,
    empty_world,
    head_arc,
    new_piece,
    to_world,
    without,
)
from ludotheque.rules.castle_crush.port import (
    HAMMER_ID,
    AttackResult,
    Layout,
    PieceFacts,
    PieceShape,
    PlaceResult,
    Point,
    SettleResult,
    World,
)
from ludotheque.rules.castle_crush.sway import MODEL as SWAY_MODEL


def _positions(world: World) -> dict[int, tuple[float, float]]:
    return {p["id"]: (p["x"], p["y"]) for p in world["pieces"]}


def _resting_ids(world: World) -> tuple[int, ...]:
    """Ids of a world whose pieces are all at rest (none if any piece moves)."""
    moving = any(p.get("vx", 0.0) or p.get("vy", 0.0) or p.get("w", 0.0) for p in world["pieces"])
    return () if moving else tuple(sorted(p["id"] for p in world["pieces"]))


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    if not math.isfinite(value):
        raise ValueError("not a finite number")
    return min(max(value, bounds[0]), bounds[1])


class PymunkCastlePhysics:
    """The Castle Crush world simulated by pymunk (implements port.CastlePhysics)."""

    def layout(self) -> Layout:
        return layout()

    def piece_kinds(self) -> dict[str, PieceShape]:
        return dict(piece_kinds())

    def empty_castle(self, seed: int = 0, physics: int | None = None) -> World:
        return empty_world(seed, PHYSICS_VERSION if physics is None else int(physics))

    def facts(self, world: World) -> tuple[PieceFacts, ...]:
        return world_facts(world)

    def height(self, world: World) -> float:
        return world_height(world)

    # --- building -------------------------------------------------------------------
    def landing_pose(
        self, world: World, kind: str, x: float, angle: float = 0.0
    ) -> tuple[float, float, float] | None:
        y, surfaces = landing(world, kind, x, angle)
        if surfaces == {"table"}:
            return None
        return (x, y, angle)

    def general_spots(
        self, world: World, kind: str = "general"
    ) -> tuple[tuple[float, float], ...]:
        return foundation_spans(world, kind)

    def place(
        self,
        world: World,
        kind: str,
        x: float,
        *,
        owner: int,
        angle: float = 0.0,
        mirrored: bool = False,
    ) -> PlaceResult:
        if kind not in piece_kinds() or kind == "hammer":
            raise ValueError(f"unknown piece kind {kind!r}")
        x = _clamp(x, (-50.0, 50.0))
        angle = _clamp(angle, (-100.0, 100.0))
        # No hand is perfectly steady: the piece is released with a slight turn of the
        # wrist, absorbed at once on a flat support but enough that nothing balances on
        # a roof's tip or a corner.
        spin = tuning.RELEASE_SPIN if world["next_id"] % 2 else -tuning.RELEASE_SPIN
        y, _ = landing(world, kind, x, angle)
        start, pid = new_piece(world, kind, x, y, angle, owner, mirrored, spin=spin)
        built = build(start, hold_back=frozenset({pid}))
        ids = sorted(p["id"] for p in start["pieces"])
        runner = Runner(built, ids, asleep=_resting_ids(world), setup=add_held_back)
        rested = runner.until_rest(tuning.PLACE_CAP)
        out = to_world(built, rested)
        return PlaceResult(
            world=out,
            piece_id=pid,
            facts=world_facts(out),
            trajectory=runner.recorder.trajectory(),
            disturbance=max_displacement(_positions(world), _positions(out)),
            rested=rested,
        )

    # --- carrying ------------------------------------------------------------------
    def hand(self, world: World, kind: str, *, owner: int, angle: float = 0.0,
             mirrored: bool = False, steadiness: str = "normal", seed: int = 0,
             sway_model: int = SWAY_MODEL) -> LiveHand:
        return LiveHand(world, kind, owner=owner, angle=_clamp(angle, (-100.0, 100.0)),
                        mirrored=mirrored, steadiness=steadiness, seed=seed, sway_model=sway_model)

    def pickup_position(self, world: World, kind: str, point: Point, angle: float = 0.0,
                        mirrored: bool = False) -> Point:
        return hand_pickup(world, kind, point, _clamp(angle, (-100.0, 100.0)), bool(mirrored))

    def grip(self, kind: str, angle: float = 0.0, mirrored: bool = False) -> Point:
        return grip_offset(kind, float(angle), bool(mirrored))

    def carry(self, world: World, kind: str, path: tuple[Point, ...], *, owner: int,
              angle: float = 0.0, mirrored: bool = False, steadiness: str = "normal",
              seed: int = 0, sway_model: int = SWAY_MODEL) -> PlaceResult:
        return hand_carry(world, kind, path, owner=owner, angle=_clamp(angle, (-100.0, 100.0)),
                          mirrored=mirrored, steadiness=steadiness, seed=seed, sway_model=sway_model)

    # --- attacking ------------------------------------------------------------------
    def strike(self, world: World, foot: float) -> AttackResult:
        return self._blow(world, _clamp(foot, layout().foot_range), tuning.STRIKE_LEAN)

    def hammer_arc(self, foot: float, points: int = 24) -> tuple[Point, ...]:
        return head_arc(_clamp(foot, layout().foot_range), max(2, int(points)))

    def attack(self, world: World, offset: float, lean: float) -> AttackResult:
        lay = layout()
        return self._blow(world, _clamp(offset, lay.offset_range), _clamp(lean, lay.lean_range))

    def _blow(self, world: World, offset: float, lean: float) -> AttackResult:
        built = build(world)
        runner = Runner(
            built,
            [*built.piece_ids(), HAMMER_ID],
            asleep=_resting_ids(world),
            setup=lambda b: add_hammer(b, offset, lean),
        )
        rested = runner.until_rest(tuning.ATTACK_CAP)
        # The owner lifts the hammer off; what falls then still counts (the sheet).
        runner.lift_hammer()
        rested = runner.until_rest(tuning.SETTLE_CAP) and rested
        out = to_world(built, rested)
        facts = world_facts(out)
        return AttackResult(
            world=out,
            facts=facts,
            fallen=tuple(f.id for f in facts if f.on_table),
            hit=runner.hit,
            trajectory=runner.recorder.trajectory(),
            rested=rested,
        )

    # --- cleaning and waiting ---------------------------------------------------------
    def _settle(self, world: World, removed: tuple[int, ...], before: World, seconds: float | None):
        built: Built = build(world)
        runner = Runner(built, built.piece_ids())
        if seconds is None:
            rested = runner.until_rest(tuning.SETTLE_CAP)
        else:
            rested = runner.for_seconds(seconds)
        out = to_world(built, rested)
        return SettleResult(
            world=out,
            facts=world_facts(out),
            removed=removed,
            trajectory=runner.recorder.trajectory(),
            disturbance=max_displacement(_positions(before), _positions(out)),
            rested=rested,
        )

    def remove(self, world: World, ids: tuple[int, ...] | list[int]) -> SettleResult:
        present = {p["id"] for p in world["pieces"]}
        gone = tuple(sorted(i for i in set(ids) if i in present))
        return self._settle(without(world, set(gone)), gone, world, None)

    def clean(self, world: World) -> SettleResult:
        removed: list[int] = []
        current = world
        passes = []
        rested = True
        for _ in range(8):  # each pass only drops pieces; 8 is far more than needed
            gone = [f.id for f in world_facts(current) if f.storey == 0 or f.on_table]
            if not gone:
                break
            removed.extend(gone)
            result = self._settle(without(current, set(gone)), (), current, None)
            passes.append(result.trajectory)
            current, rested = result.world, result.rested
        ids = sorted(p["id"] for p in world["pieces"])
        return SettleResult(
            world=current,
            facts=world_facts(current),
            removed=tuple(sorted(removed)),
            trajectory=join_trajectories(passes, ids) if passes else still(world, ids),
            disturbance=max_displacement(_positions(world), _positions(current)),
            rested=rested,
        )

    def settle(self, world: World, seconds: float) -> SettleResult:
        seconds = _clamp(seconds, (0.0, 600.0))
        return self._settle(world, (), world, seconds)

