"""Mutated saves for the fuzz tests (`tests/house/test_save_fuzz.py`, issue 24).

`base_sessions` plays a game of each of the five games part of the way between random
seats; `mutate` changes one thing in a copy of a session's JSON the way a hostile or
unlucky user would (a number made negative, huge, infinite or NaN; a card, piece or
block listed twice; an unknown letter or phase; seats swapped; a key dropped...) and, as a
forger would, usually writes the digest of the changed text (so the games' own checks are
what is tried), sometimes leaves the stale one or drops it. `save_text` writes the save
file's text, with `1e999` where a mutation asked for it (json cannot write it)."""

from __future__ import annotations

import copy
import json
from typing import Any

from ludotheque.client.saves import make_payload
from ludotheque.rules.core import Rng
from ludotheque.rules.save_check import session_digest
from ludotheque.rules.session import Seat, Session

GAMES = ("casa-grande", "castle-crush", "castle-risk", "chateau-combo", "crack-word")
PLAYERS = {"casa-grande": 3, "castle-crush": 2, "castle-risk": 3, "chateau-combo": 3, "crack-word": 3}
MOVES = {"casa-grande": 40, "castle-crush": 6, "castle-risk": 150, "chateau-combo": 12, "crack-word": 25}
OVERFLOW = "__1e999__"  # written as the JSON number 1e999, which reads back as infinity


def base_session(game: str, seed: int = 7) -> dict[str, Any]:
    """A game part-played between random seats, as the JSON a save holds."""
    session = Session.create(game, [Seat.parse("random") for _ in range(PLAYERS[game])], seed=seed)
    for _ in range(MOVES[game] + seed % 5):
        if session.state.is_over():
            break
        session.play_ai_turn()
    return json.loads(json.dumps(session.to_json()))


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside `value` (keys and indexes), containers included."""
    out = [prefix]
    stack = [(value, prefix)]
    while stack:
        item, path = stack.pop()
        if isinstance(item, dict):
            children = list(item.items())
        elif isinstance(item, list):
            children = list(enumerate(item))
        else:
            continue
        for key, child in children:
            out.append((*path, key))
            stack.append((child, (*path, key)))
    return out


def _get(value: Any, path: tuple) -> Any:
    for key in path:
        value = value[key]
    return value


def _strings(value: Any) -> list[str]:
    found: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
            found.extend(k for k in item if isinstance(k, str))
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            found.append(item)
    return found


def _number(rng: Rng, value: Any) -> Any:
    choices = [-1, -5, -(10**6), 999, 10**6, 10**30, float("inf"), float("-inf"), float("nan"), OVERFLOW, 0.5,
               True, None, "3"]
    if isinstance(value, int) and not isinstance(value, bool):
        choices += [value + 1, value - 1, value * 2]
    return rng.choice(choices)


def _mutate_at(data: dict[str, Any], path: tuple, rng: Rng, strings: list[str]) -> str:
    parent, key = (_get(data, path[:-1]), path[-1]) if path else (None, None)
    value = _get(data, path)
    where = "/".join(map(str, path))
    if isinstance(value, bool):
        parent[key] = rng.choice([not value, 1, None, "yes"])
        return f"flag {where}"
    if isinstance(value, (int, float)):
        parent[key] = _number(rng, value)
        return f"number {where} -> {parent[key]!r}"
    if isinstance(value, str):
        parent[key] = rng.choice(["Ω", "", "unknown", "x" * 200, 7, *rng.sample(strings, min(3, len(strings)))])
        return f"text {where} -> {str(parent[key])[:20]!r}"
    if isinstance(value, list):
        kind = rng.choice(["duplicate", "duplicate", "drop", "swap", "empty", "nest", "grow"])
        if kind == "duplicate" and value:
            value.append(copy.deepcopy(rng.choice(value)))
        elif kind == "drop" and value:
            value.pop(rng.randbelow(len(value)))
        elif kind == "swap" and len(value) > 1:
            i, j = rng.sample(range(len(value)), 2)
            value[i], value[j] = value[j], value[i]
        elif kind == "empty":
            value.clear()
        elif kind == "nest" and parent is not None:
            parent[key] = {"0": value}
        elif kind == "grow" and value:
            value.extend(copy.deepcopy(value[0]) for _ in range(rng.choice([3, 50, 2000])))
        else:
            value.append(None)
        return f"list {where} {kind}"
    if isinstance(value, dict):
        kind = rng.choice(["drop", "drop", "add", "null"])
        if kind == "drop" and value:
            del value[rng.choice(sorted(value, key=str))]
        elif kind == "add":
            value[rng.choice(["zz", "seed", "phase", *strings[:5]])] = rng.choice([1, -1, "Ω", [], None])
        elif parent is not None:
            parent[key] = None
        return f"object {where} {kind}"
    if parent is not None:
        parent[key] = rng.choice([0, -1, "Ω", [], {}])
    return f"null {where}"


SESSION_MUTATIONS = ("swap seats", "seat kind", "seat level", "players", "mode", "history", "decisions",
                     "state config")


def _mutate_session(data: dict[str, Any], rng: Rng) -> str:
    kind = rng.choice(SESSION_MUTATIONS)
    seats = data["seats"]
    if kind == "swap seats" and len(seats) > 1:
        seats[0], seats[1] = seats[1], seats[0]
        seats[0]["kind"], seats[1]["kind"] = "human", "ai"
    elif kind == "seat kind":
        rng.choice(seats)["kind"] = rng.choice(["wizard", "ai", "human", 3])
    elif kind == "seat level":
        seat = rng.choice(seats)
        seat["kind"], seat["level"] = "ai", rng.choice(["godlike", "", 1, "hard"])
    elif kind == "players":
        data["config"]["num_players"] += rng.choice([-1, 1, 10**6])
    elif kind == "mode":
        data["config"]["mode"] = rng.choice(["speed", "construction", "Ω", "standard"])
    elif kind == "history":
        data["history"] = data["history"][: rng.randbelow(len(data["history"]) + 1)]
    elif kind == "decisions":
        data["decisions"] = rng.choice([0, 99, -1, "2", None])
    else:
        data["state"]["config"]["num_players"] = data["config"]["num_players"] + 1
    return f"session {kind}"


def mutate(session: dict[str, Any], rng: Rng, changes: int = 1) -> tuple[dict[str, Any], str]:
    """A mutated copy of `session` and what was done to it."""
    data = copy.deepcopy(session)
    done = []
    strings = sorted(set(_strings(data["state"])))
    for _ in range(changes):
        if rng.random() < 0.12:
            done.append(_mutate_session(data, rng))
            continue
        paths = [p for p in _paths(data["state"]) if p]
        done.append(_mutate_at(data, ("state", *rng.choice(paths)), rng, strings))
    roll = rng.random()
    if roll < 0.8:
        data.pop("digest", None)
        try:
            data["digest"] = session_digest(data)
        except ValueError:  # NaN or infinity: json would not write it; keep the stale one
            pass
    elif roll < 0.9:
        data.pop("digest", None)
        done.append("digest dropped")
    else:
        done.append("digest stale")
    return data, "; ".join(done)


def save_text(session: dict[str, Any]) -> str:
    """The save file's text (NaN and infinities written as json writes them, 1e999 raw)."""
    text = json.dumps(make_payload(session, "manual", False), ensure_ascii=False)
    return text.replace(f'"{OVERFLOW}"', "1e999")
