"""A plain-geometry stand-in for the pymunk physics, for fast rule tests.

Pieces are axis-aligned boxes. A dropped piece lands on the highest top under it and
stays if its centre is over what holds it (a roof holds nothing), else it falls to the
table. The hammer knocks down every piece whose top is above `3.0 - offset` and all
that rested on it. No simulation: facts follow from the boxes, so tests can state
exactly what the rules must do with them.
"""

from __future__ import annotations

import copy
from typing import Any

from ludotheque.rules.castle_crush.port import (
    FOUNDATION_ID,
    AttackResult,
    Layout,
    PieceFacts,
    PieceShape,
    PlaceResult,
    SettleResult,
    Trajectory,
)

SIZES = {
    "house_a": (1.0, 1.0), "house_b": (2.0, 1.0), "tower_a": (1.0, 2.0), "tower_b": (1.0, 2.0),
    "tower_c": (2.0, 1.5), "roof": (1.0, 1.0), "king": (0.6, 1.1), "general": (0.5, 0.9),
    "hammer": (1.8, 8.0),
}
VALUES = {"house_a": 1, "house_b": 1, "tower_a": 2, "tower_b": 2, "tower_c": 2, "roof": 3,
          "king": 7, "general": 5, "hammer": 0}
TOP = 0.3  # foundation top
EPS = 1e-6
NO_TRAJECTORY = Trajectory(60.0, (), (), ())


def _box(kind: str, angle: float = 0.0) -> tuple[float, float]:
    w, h = SIZES[kind]
    return (h, w) if abs(abs(angle) - 1.5708) < 0.3 else (w, h)


class FakePhysics:
    def __init__(self) -> None:
        self.calls: dict[str, int] = {}

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def layout(self) -> Layout:
        return Layout(0.0, -2.0, 2.0, TOP, 8.0, -8.0, 2.0, 0.3, (-0.8, 0.8), (0.01, 0.25), (-2.5, 2.5),
                      (-0.85, 0.85))

    def piece_kinds(self) -> dict[str, PieceShape]:
        out = {}
        for kind, (w, h) in SIZES.items():
            box = ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
            out[kind] = PieceShape(kind, w, h, VALUES[kind], box, (box,), "square")
        return out

    def empty_castle(self, seed: int = 0) -> dict[str, Any]:
        return {"version": 1, "next_id": 1, "pieces": []}

    # --- geometry ------------------------------------------------------------------
    @staticmethod
    def _span(pc: dict[str, Any]) -> tuple[float, float, float, float]:
        w, h = _box(pc["kind"], pc["angle"])
        return pc["x"] - w / 2, pc["x"] + w / 2, pc["y"] - h / 2, pc["y"] + h / 2

    def _landing(self, world, kind, x, angle=0.0):
        w, _ = _box(kind, angle)
        lo, hi = x - w / 2, x + w / 2
        best, under = None, []
        if hi > -2.0 + EPS and lo < 2.0 - EPS:
            best, under = TOP, [FOUNDATION_ID]
        for pc in world["pieces"]:
            if pc.get("down"):
                continue
            left, r, _, t = self._span(pc)
            if r > lo + EPS and left < hi - EPS:
                if best is None or t > best + EPS:
                    best, under = t, [pc["id"]]
                elif abs(t - best) <= EPS:
                    under.append(pc["id"])
        return best, under

    def _holds(self, world, x, under) -> bool:
        if under == [FOUNDATION_ID]:
            return -2.0 <= x <= 2.0
        pcs = [p for p in world["pieces"] if p["id"] in under]
        if any(p["kind"] in ("roof", "king", "general") for p in pcs):
            return False
        left = min(self._span(p)[0] for p in pcs)
        right = max(self._span(p)[1] for p in pcs)
        return left <= x <= right

    # --- the port ---------------------------------------------------------------------
    def landing_pose(self, world, kind, x, angle=0.0):
        top, _ = self._landing(world, kind, x, angle)
        if top is None:
            return None
        return (x, top + _box(kind, angle)[1] / 2, angle)

    def general_spots(self, world, kind="general"):
        half = SIZES[kind][0] / 2
        margin = min(half, 0.1)  # the foot may overhang the foundation's ends, as in physics/
        spots = [(-2.0 + margin, 2.0 - margin)]
        for pc in world["pieces"]:
            if pc.get("down"):
                continue
            left, r, _, _ = self._span(pc)
            cut = (left - half, r + half)
            nxt = []
            for a, b in spots:
                if cut[1] <= a or cut[0] >= b:
                    nxt.append((a, b))
                    continue
                if cut[0] > a:
                    nxt.append((a, cut[0]))
                if cut[1] < b:
                    nxt.append((cut[1], b))
            spots = nxt
        return tuple((round(a, 6), round(b, 6)) for a, b in spots if b - a > 1e-6)

    def place(self, world, kind, x, *, owner, angle=0.0, mirrored=False) -> PlaceResult:
        self._count("place")
        world = copy.deepcopy(world)
        top, under = self._landing(world, kind, x, angle)
        pid = world["next_id"]
        world["next_id"] += 1
        h = _box(kind, angle)[1]
        pc = {"id": pid, "kind": kind, "owner": owner, "x": x, "y": 0.0, "angle": angle,
              "placed_angle": angle, "mirrored": mirrored}
        if top is not None and self._holds(world, x, under):
            pc["y"] = top + h / 2
        else:
            pc.update(y=h / 2, down=True)
        world["pieces"].append(pc)
        return PlaceResult(world, pid, self.facts(world), NO_TRAJECTORY, 0.0, True)

    def _supports(self, world, pc) -> list[int]:
        if pc.get("down"):
            return []
        left, r, b, _ = self._span(pc)
        if abs(b - TOP) <= EPS:
            return [FOUNDATION_ID]
        out = []
        for o in world["pieces"]:
            if o is pc or o.get("down"):
                continue
            ol, orr, _, ot = self._span(o)
            if abs(ot - b) <= EPS and orr > left + EPS and ol < r - EPS:
                out.append(o["id"])
        return sorted(out)

    def facts(self, world) -> tuple[PieceFacts, ...]:
        storeys: dict[int, int] = {}
        by_id = {p["id"]: p for p in world["pieces"]}

        def storey(pid: int) -> int:
            if pid not in storeys:
                sup = self._supports(world, by_id[pid])
                if sup == [FOUNDATION_ID]:
                    storeys[pid] = 1
                else:
                    below = [storey(s) for s in sup]
                    storeys[pid] = 1 + max(below) if below and max(below) > 0 else 0
            return storeys[pid]

        out = []
        for pc in sorted(world["pieces"], key=lambda p: p["id"]):
            s = storey(pc["id"])
            out.append(PieceFacts(
                pc["id"], pc["kind"], pc["owner"], s, tuple(self._supports(world, pc)),
                not pc.get("tilted", False), s >= 1, bool(pc.get("down")),
                pc["x"], pc["y"], pc["angle"], self._span(pc)[3]))
        return tuple(out)

    def _fall_unsupported(self, world) -> None:
        changed = True
        while changed:
            changed = False
            for f in self.facts(world):
                if f.storey == 0 and not f.on_table:
                    pc = next(p for p in world["pieces"] if p["id"] == f.id)
                    pc.update(down=True, tilted=True, y=_box(pc["kind"], pc["angle"])[1] / 2)
                    changed = True

    def attack(self, world, offset, lean) -> AttackResult:
        self._count("attack")
        world = copy.deepcopy(world)
        line = 3.0 - max(-0.8, min(0.8, offset))
        hit = False
        for pc in world["pieces"]:
            if not pc.get("down") and self._span(pc)[3] > line:
                pc.update(down=True, tilted=True, y=_box(pc["kind"], pc["angle"])[1] / 2)
                hit = True
        self._fall_unsupported(world)
        facts = self.facts(world)
        fallen = tuple(f.id for f in facts if f.on_table)
        return AttackResult(world, facts, fallen, hit, NO_TRAJECTORY, True)

    # --- the hand and the stance: the piece lands where the hand let go --------------
    def grip(self, kind, angle=0.0, mirrored=False):
        return (0.0, 0.25)

    def carry(self, world, kind, path, *, owner, angle=0.0, mirrored=False, steadiness="normal",
              seed=0, sway_model=2) -> PlaceResult:
        self._count("carry")
        return self.place(world, kind, path[-1][0], owner=owner, angle=angle, mirrored=mirrored)

    def hand(self, world, kind, *, owner, angle=0.0, mirrored=False, steadiness="normal", seed=0,
             sway_model=2):
        return FakeHand(self, world, kind, owner, angle, mirrored)

    def strike(self, world, foot) -> AttackResult:
        return self.attack(world, foot, 0.02)

    def hammer_arc(self, foot, points=24):
        return tuple((-8.0 + foot + 8.0 * i / (points - 1), 8.3 - 8.0 * i / (points - 1))
                     for i in range(points))

    def remove(self, world, ids) -> SettleResult:
        world = copy.deepcopy(world)
        gone = set(ids)
        removed = tuple(sorted(p["id"] for p in world["pieces"] if p["id"] in gone))
        world["pieces"] = [p for p in world["pieces"] if p["id"] not in gone]
        self._fall_unsupported(world)
        return SettleResult(world, self.facts(world), removed, NO_TRAJECTORY, 0.0, True)

    def clean(self, world) -> SettleResult:
        removed: list[int] = []
        while True:
            out = [f.id for f in self.facts(world) if f.storey == 0 or f.on_table]
            if not out:
                break
            res = self.remove(world, out)
            world = res.world
            removed += list(res.removed)
        return SettleResult(world, self.facts(world), tuple(sorted(removed)), NO_TRAJECTORY, 0.0, True)

    def settle(self, world, seconds) -> SettleResult:
        return SettleResult(copy.deepcopy(world), self.facts(world), (), NO_TRAJECTORY, 0.0, True)

    def height(self, world) -> float:
        tops = [f.top for f in self.facts(world) if f.storey >= 1 and f.kind not in ("king", "general")]
        return max(tops) - TOP if tops else 0.0


class FakeHand:
    """The piece hangs exactly under the hand's target; let go, it is placed there."""

    def __init__(self, port, world, kind, owner, angle, mirrored) -> None:
        self.port, self.world, self.kind = port, world, kind
        self.owner, self.angle, self.mirrored = owner, angle, mirrored
        self.piece_id = world["next_id"]
        self.path: list[tuple[float, float]] = []
        self.held = True
        self.released_frame = None

    @property
    def done(self) -> bool:
        return not self.held

    def tick(self, target=None) -> None:
        if self.held:
            self.path.append(tuple(target) if target is not None else self.path[-1])

    def release(self) -> None:
        self.held = False
        self.released_frame = len(self.path)

    def poses(self):
        x, y = self.path[-1]
        return {self.piece_id: (x, y - 0.25, self.angle)}

    def hand_point(self):
        return self.path[-1] if self.held and self.path else None

    def path_tuple(self):
        return tuple(self.path)

    def result(self) -> PlaceResult:
        return self.port.carry(self.world, self.kind, self.path_tuple(), owner=self.owner,
                               angle=self.angle, mirrored=self.mirrored)
