"""A memory of recent physics results, so that a move the AI has just simulated is not
simulated again when it is played (the physics is a pure function of JSON worlds, so a
remembered result is exactly the result)."""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any

from ludotheque.rules.castle_crush.port import CastlePhysics
from ludotheque.rules.castle_crush.sway import MODEL as SWAY_MODEL

# Results carry trajectories (up to a few hundred frames of every body): keep few.
KEEP = 24


class MemoPhysics:
    """Forwards every call to `port`, remembering place/attack/remove/clean results."""

    def __init__(self, port: CastlePhysics) -> None:
        self.port = port
        self._memory: OrderedDict[str, Any] = OrderedDict()
        # The AI's thread and the UI's share one memory (one per bound state class).
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.port, name)

    def _recall(self, name: str, world: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        key = json.dumps([name, world, args, sorted(kwargs.items())], sort_keys=True)
        with self._lock:
            found = self._memory.get(key)
            if found is not None:
                self._memory.move_to_end(key)
                return found
        result = getattr(self.port, name)(world, *args, **kwargs)
        with self._lock:
            self._memory[key] = result
            if len(self._memory) > KEEP:
                self._memory.popitem(last=False)
        return result

    def place(self, world, kind, x, *, owner, angle=0.0, mirrored=False):
        return self._recall("place", world, kind, float(x), owner=owner, angle=float(angle),
                            mirrored=bool(mirrored))

    def carry(self, world, kind, path, *, owner, angle=0.0, mirrored=False, steadiness="normal",
              seed=0, sway_model=SWAY_MODEL):
        return self._recall("carry", world, kind, tuple(path), owner=owner, angle=float(angle),
                            mirrored=bool(mirrored), steadiness=steadiness, seed=int(seed),
                            sway_model=int(sway_model))

    def strike(self, world, foot):
        return self._recall("strike", world, float(foot))

    def attack(self, world, offset, lean):
        return self._recall("attack", world, float(offset), float(lean))

    def remove(self, world, ids):
        return self._recall("remove", world, sorted(ids))

    def clean(self, world):
        return self._recall("clean", world)

