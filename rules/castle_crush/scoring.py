"""Scores from the facts the physics reports (rules-fr: "Scores de Construction",
"Scores d'attaque", "Nettoyer & Calculer", "Dernier Calcul"), and the end: the totals,
the winners (the sheet's tie-break), the ranking and why the game ended."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.data as rd
from ludotheque.rules.castle_crush.data import CHARACTERS, base_value, data
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, PieceFacts
from ludotheque.rules.core.outcome import winners_first

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

END = "castle_crush.end."


def block_points(fact: PieceFacts, final: bool = False) -> int:
    """One block's build points: base value x storey. At the final recount a block that
    is no longer upright is worth 1 as its base ("Dernier Calcul")."""
    if fact.kind not in BLOCK_KINDS or fact.storey < 1:
        return 0
    base = base_value(fact.kind)
    if final and not fact.upright:
        base = int(data()["fallen_block_value"])
    return base * fact.storey


def build_score(facts: Iterable[PieceFacts], final: bool = False) -> int:
    """Σ base value x storey over the castle's blocks (pawns never count here)."""
    return sum(block_points(f, final) for f in facts)


def attack_points(facts: Iterable[PieceFacts], fallen: Iterable[int]) -> int:
    """Base values of the pieces touching the table, King 7 and General 5 included."""
    down = set(fallen)
    return sum(base_value(f.kind) for f in facts if f.id in down and f.kind != "hammer")


def character_points(facts: Iterable[PieceFacts]) -> int:
    """King and General still standing on their castle at Clean & score."""
    return sum(base_value(f.kind) for f in facts
               if f.kind in CHARACTERS and f.on_foundation and not f.on_table)


def facts_to_json(facts: Iterable[PieceFacts]) -> list[dict[str, Any]]:
    out = []
    for f in facts:
        d = asdict(f)
        d["supports"] = list(f.supports)
        out.append(d)
    return out


def facts_from_json(rows: Iterable[dict[str, Any]]) -> tuple[PieceFacts, ...]:
    return tuple(PieceFacts(**{**r, "supports": tuple(r["supports"])}) for r in rows)


# --- the end ---------------------------------------------------------------------------
def scores(st: CastleCrushState) -> list[float]:
    return [float(s) for s in st.score]


def winners(st: CastleCrushState) -> list[int]:
    """Highest total; a tie goes to the tallest remaining castle (the sheet)."""
    best = max(st.score)
    tied = [p for p, s in enumerate(st.score) if s == best]
    if len(tied) < 2:
        return tied
    tallest = max(st.heights[p] for p in tied)
    return [p for p in tied if st.heights[p] == tallest]


def ranking(st: CastleCrushState) -> list[int]:
    """Seats from first to last: the winners, then the highest totals (the seat on a tie)."""
    return winners_first(scores(st), winners(st))


def end_reason(st: CastleCrushState) -> tuple[str, dict[str, Any]]:
    """Why the game ended (asked once it is over), read from the final state as course.py
    ends it: Standard after its rounds and the final count; Speed when a seat reached the
    target at the end of a round, when nothing was left to knock down, or after the most
    rounds of attacks; Construction when the build was over, every block laid or not
    ("Done", the mishap limit)."""
    if st.mode == "construction":
        return _construction_end(st)
    if st.mode == "speed":
        target = rd.speed_rules(st.num_players)["target"]
        leaders = [p for p, s in enumerate(st.score) if s >= target]
        if leaders:
            return END + "target", {"player": leaders[0], "target": target}
        if all(not w.get("pieces") for w in st.worlds):
            return END + "rubble", {"rounds": st.attack_rounds}
        return END + "speed_rounds", {"rounds": st.attack_rounds}
    return END + "rounds", {"rounds": st.round}


def _construction_end(st: CastleCrushState) -> tuple[str, dict[str, Any]]:
    """The challenge's blocks all stand in the castle, or the build stopped before: a
    block laid stays in the castle or comes back to the hand, so fewer of them in the
    castle means some went back to the reserve unlaid ("Done", the mishap limit)."""
    challenge = str(st.config.options.get("challenge", "barbacane"))
    given = len(rd.construction_supply(rd.full_reserve(), challenge))
    laid = sum(1 for piece in st.worlds[0].get("pieces", []) if piece["kind"] in BLOCK_KINDS)
    points = st.score[0]
    title = rd.title_for(challenge, points)
    params = {"points": points, "title_key": "castle_crush.title." + (title or "none"),
              "goal": rd.goal(challenge), "laid": laid, "given": given}
    return END + ("built" if laid >= given else "stopped"), params
