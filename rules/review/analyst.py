"""The analyst: judges each decision a seat made, from what that seat could see then.

For a decision of seat N (a ply where N was to move with more than one legal action):

1. `view = state.view(N)`, the only thing read of the position. Nothing revealed later
   (another seat's cards, the deck's order, the dice of the move's battle) is used: the
   review of N's moves is a function of N's views and N's moves alone
   (`tests/review/test_review_hindsight.py` changes what N could not see and finds the
   same review).
2. The analyst's best move: what the game's AI at `BEST_LEVEL` plays from that view, with
   the analyst's own generator (a hash of the ply and the seat: the review is the same
   every time it is asked).
3. Each candidate (the best and the move played) is played on `ROLLOUTS` determinisations
   of the view (`State.from_view(view, rng)`), the same worlds and dice for both, then
   played out by every seat's AI at `ROLLOUT_LEVEL` for at most `DEPTH` plies. A finished
   play-out counts half the win (shared among the winners) and half the margin; an
   unfinished one the margin only: each seat's chance is the logistic share of its
   standing (`scores()`, or the game's `standing`) with width `SCALE` points.
4. `win_before` is every seat's chance after the best move (what the position was worth
   to N before it chose), `win_after` after the move played. The drop that gives the
   mark (`marks.py`) is N's mean loss over the paired play-outs (world by world, best
   minus played) less its standard error, never below 0: a difference the play-outs
   cannot tell from chance is not held against the player. A move the play-outs rate at
   least as high as the analyst's own becomes the best move itself (drop 0).

Time: see `bench.py` (`python -m ludotheque bench` prints it per decision and per game).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ludotheque.rules.core import Event, GameConfig, GameInfo, GameState, Rng, mix
from ludotheque.rules.hints import explain_for
from ludotheque.rules.registry import get_game
from ludotheque.rules.review.marks import accuracy, count_marks, mark
from ludotheque.rules.review.settings import Settings, settings_for

REVIEW_SALT = 0x52455649  # "REVI": the analyst's generators, apart from the seats' own
TURNING_POINTS = 3
TURN_MIN = 0.05  # a swing smaller than this is no turning point
TURN_APART = 2  # decisions between two turning points, at least


class Cancelled(Exception):
    """The review was cancelled before it ended."""


@dataclass
class Decision:
    ply: int  # the action's index in the history (0: the first action of the game)
    seat: int
    move: Any  # the encoded action played
    best: Any  # the analyst's best move, encoded
    win_before: list[float]
    win_after: list[float]
    drop: float
    mark: str
    moved: dict[str, Any] | None = None  # the move's public log line (Event JSON), to name it
    best_moved: dict[str, Any] | None = None
    why_played: dict[str, Any] | None = None  # the hints' reason for each (Event JSON)
    why_best: dict[str, Any] | None = None
    extra: dict[str, Any] | None = None  # a game's own facts (Castle Crush)

    def line(self) -> dict[str, Any]:
        """The command line's JSON object of this decision."""
        return {"ply": self.ply, "seat": self.seat, "move": self.move, "best": self.best,
                "win_before": self.win_before, "win_after": self.win_after, "mark": self.mark}

    def to_json(self) -> dict[str, Any]:
        data = self.line()
        data.update(drop=self.drop, moved=self.moved, best_moved=self.best_moved,
                    why_played=self.why_played, why_best=self.why_best, extra=self.extra)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Decision:
        return cls(int(data["ply"]), int(data["seat"]), data["move"], data["best"],
                   [float(x) for x in data["win_before"]], [float(x) for x in data["win_after"]],
                   float(data.get("drop", 0.0)), str(data["mark"]),
                   data.get("moved"), data.get("best_moved"), data.get("why_played"), data.get("why_best"),
                   data.get("extra"))


@dataclass
class Review:
    game: str
    seat: int
    players: int
    plies: int  # the length of the history reviewed
    finished: bool
    decisions: list[Decision] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return accuracy([d.drop for d in self.decisions])

    @property
    def marks(self) -> dict[str, int]:
        return count_marks([d.mark for d in self.decisions])

    def summary(self) -> dict[str, Any]:
        """The command line's last JSON line."""
        return {"seat": self.seat, "decisions": len(self.decisions), "accuracy": self.accuracy, "marks": self.marks}

    def turning_points(self, count: int = TURNING_POINTS) -> list[dict[str, Any]]:
        """The decisions where the seat's winning chance (on the chart's smoothed curve)
        moved most since its previous one, its own move and everything that happened in
        between, in game order: `{"ply", "from", "to", "mark"}`."""
        curve = self.curve()
        swings: list[dict[str, Any]] = []
        moved: list[float] = []  # how far the chance moved at each decision
        for i, d in enumerate(self.decisions, start=1):
            before, after = curve[i - 1][1][self.seat], curve[i][1][self.seat]
            swings.append({"ply": d.ply, "from": before, "to": after, "mark": d.mark})
            moved.append(abs(after - before))
        # The biggest swings first, each keeping its neighbours out (a smoothed swing
        # spreads over them): two or three distinct moments, not one told thrice.
        order = sorted(range(len(swings)), key=lambda i: -moved[i])
        chosen: list[int] = []
        for i in order:
            if len(chosen) == count or moved[i] < TURN_MIN:
                break
            if all(abs(i - j) > TURN_APART for j in chosen):
                chosen.append(i)
        return [swings[i] for i in sorted(chosen)]

    def curve(self) -> list[tuple[int, list[float]]]:
        """Every seat's winning chance over the game, as the reviewed seat saw it: before
        its first decision, then after each. Each estimate comes from a few play-outs, so
        the curve is smoothed by a moving average of three neighbouring points."""
        if not self.decisions:
            return []
        first = self.decisions[0]
        plies = [first.ply] + [d.ply + 1 for d in self.decisions]
        raw = [first.win_before] + [d.win_after for d in self.decisions]
        smooth = []
        for i in range(len(raw)):
            near = raw[max(0, i - 1):i + 2]
            smooth.append([round(sum(col) / len(near), 3) for col in zip(*near, strict=True)])
        return list(zip(plies, smooth, strict=True))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seat": self.seat, "players": self.players, "plies": self.plies,
                "finished": self.finished, "decisions": [d.to_json() for d in self.decisions]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        return cls(str(data["game"]), int(data["seat"]), int(data["players"]), int(data["plies"]),
                   bool(data["finished"]), [Decision.from_json(d) for d in data["decisions"]])


def positions(session_json: dict[str, Any]) -> tuple[GameInfo, list[tuple[int, GameState, Any]], bool]:
    """Replay a saved session from its config and history: (the game, every (ply, state
    before, action), whether the game is over). Raises KeyError / TypeError / ValueError
    (or the game's IllegalAction) on a damaged session."""
    info = get_game(session_json["game"])
    config = GameConfig.from_json(session_json["config"])
    history = session_json.get("history", [])
    if not isinstance(history, list):
        raise TypeError("history is not a list")
    state = info.new_state(config)
    out = []
    for ply, encoded in enumerate(history):
        action = state.decode_action(encoded)
        after = state.apply(action)  # checks the action: a forged history stops here
        out.append((ply, state, action))
        state = after
    return info, out, state.is_over()


def _rounded(values: list[float]) -> list[float]:
    return [round(v, 3) for v in values]


def _event(e: Event | None) -> dict[str, Any] | None:
    return None if e is None else {"key": e.key, "params": dict(e.params)}


class Analyst:
    """Judges decisions of one game; keeps its agents between decisions."""

    def __init__(self, info: GameInfo, settings: Settings | None = None) -> None:
        self.info = info
        self.settings = settings or settings_for(info)
        self.cls = info.state_cls
        self._rollout_agents: dict[int, Any] = {}
        self._best_agents: dict[int, Any] = {}

    # --- winning chances ------------------------------------------------------------------
    def chances(self, state: GameState) -> list[float]:
        """Each seat's chance to win, read off a (played-out) position."""
        n = state.num_players
        strength = self.settings.standing(state) if self.settings.standing else state.scores()
        top = max(strength)
        weights = [math.exp(max(-60.0, (s - top) / self.settings.scale)) for s in strength]
        total = sum(weights)
        share = [w / total for w in weights]
        if not state.is_over():
            return share
        winners = state.winners()
        return [0.5 * share[p] + (0.5 / len(winners) if p in winners else 0.0) for p in range(n)]

    def _agent(self, cache: dict[int, Any], level: str, player: int) -> Any:
        agent = cache.get(player)
        if agent is None:
            agent = cache[player] = self.info.make_agent(level, player)
        return agent

    def play_out(self, world: GameState, rng: Rng) -> list[float]:
        level = self.settings.rollout_level
        for step in range(self.settings.depth):
            if world.is_over():
                break
            p = world.current_player()
            assert p is not None, "a game not over has a player to move"
            agent = self._agent(self._rollout_agents, level, p)
            world.apply_in_place(agent.choose(world.view(p), p, self.cls, rng.fork(step, p)))
        return self.chances(world)

    def samples(self, view: dict[str, Any], action: Any, rng: Rng) -> list[list[float]]:
        """Every seat's chance after `action` on each of the analyst's determinisations of
        `view` (the same worlds and dice for every action asked with the same `rng`)."""
        out = []
        for j in range(self.settings.rollouts):
            world = self.cls.from_view(view, rng.fork(j))
            world.apply_in_place(action)
            out.append(self.play_out(world, rng.fork(j, 1)))
        return out

    def value(self, view: dict[str, Any], action: Any, rng: Rng) -> list[float]:
        """Every seat's mean chance after `action` (see `samples`)."""
        return _mean(self.samples(view, action, rng))

    # --- one decision ---------------------------------------------------------------------
    def judge(self, state: GameState, seat: int, action: Any, ply: int) -> Decision | None:
        """The decision `seat` made at `ply` by playing `action` on `state`, judged from
        `state.view(seat)` only; None when it had no choice."""
        view = state.view(seat)
        legal = self.cls.legal_actions_in_view(view)
        if len(legal) < 2:
            return None
        rng = Rng(mix(REVIEW_SALT, ply, seat))
        s = self.settings
        judged = s.aim(view, seat, action, self.cls) if s.aim else action
        if s.plan:
            best = s.plan(view, seat, self.cls, rng.fork(7))
        else:
            best = self._agent(self._best_agents, s.best_level, seat).choose(view, seat, self.cls, rng.fork(7))
        played = self.samples(view, judged, rng.fork(11))
        better = played if best == judged else self.samples(view, best, rng.fork(11))
        after, before = _mean(played), _mean(better)
        if after[seat] >= before[seat]:
            best, before, better = judged, after, played
        drop = _significant_drop([b[seat] - p[seat] for b, p in zip(better, played, strict=True)])
        decision = Decision(ply, seat, state.encode_action(action), state.encode_action(best),
                            _rounded(before), _rounded(after), round(drop, 3), mark(drop))
        decision.moved = _event(describe_move(self.cls, view, action, rng.fork(13)))
        if best != judged:
            decision.best_moved = _event(describe_move(self.cls, view, best, rng.fork(13)))
            decision.why_best = _event(_explain(self.info, view, seat, best))
            decision.why_played = _event(_explain(self.info, view, seat, action))
        if s.extra:
            decision.extra = s.extra(view, seat, action, best, self.cls)
        return decision


def _mean(rows: list[list[float]]) -> list[float]:
    return [sum(column) / len(rows) for column in zip(*rows, strict=True)]


def _significant_drop(diffs: list[float]) -> float:
    """The drop a decision is marked by: the mean of the paired differences (best minus
    played, world by world) less their standard error, never below 0. A difference the
    play-outs cannot tell from chance is not held against the player."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return max(0.0, mean)
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return max(0.0, mean - math.sqrt(var / n))


def _explain(info: GameInfo, view: dict[str, Any], seat: int, action: Any) -> Event | None:
    try:
        return explain_for(info, view, seat, action)
    except Exception:  # a hint's sentence must never cost the review
        return None


def describe_move(state_cls: type[GameState], view: dict[str, Any], action: Any, rng: Rng) -> Event | None:
    """The first public log line `action` gives on a world sampled from `view`."""
    try:
        after = state_cls.from_view(view, rng).apply(action)
    except Exception:
        return None
    return next((e for e in after.events if e.visible_to is None), None)


Progress = Callable[[int, int], None]


def review(session_json: dict[str, Any], seat: int, settings: Settings | None = None,
           progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> Review:
    """The review of seat `seat` in a saved session (finished or not). `progress(done,
    total)` is called after each of the seat's plies; `cancelled()` true stops it
    (raises Cancelled). Raises ValueError for a seat the game does not have."""
    info, plies, over = positions(session_json)
    players = GameConfig.from_json(session_json["config"]).num_players
    return review_positions(info, plies, seat, players, over, settings, progress, cancelled)


def review_positions(info: GameInfo, plies: list[tuple[int, GameState, Any]], seat: int, players: int,
                     over: bool, settings: Settings | None = None, progress: Progress | None = None,
                     cancelled: Callable[[], bool] | None = None) -> Review:
    """The review of `seat` over recorded positions (ply, state before, action played).
    Only `state.view(seat)` of each is read (the analyst's `judge`)."""
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at this table (seats 0 to {players - 1})")
    result = Review(info.id, seat, players, len(plies), over)
    analyst = Analyst(info, settings)
    mine = [(ply, state, action) for ply, state, action in plies
            if not state.is_over() and state.current_player() == seat]
    if progress:
        progress(0, len(mine))
    for i, (ply, state, action) in enumerate(mine):
        if cancelled is not None and cancelled():
            raise Cancelled()
        decision = analyst.judge(state, seat, action, ply)
        if decision is not None:
            result.decisions.append(decision)
        if progress:
            progress(i + 1, len(mine))
    return result
