"""The house builder of rules version 1 (games begun before issue 22, which resume and
replay under the rules they were played with; actions.RULES_VERSIONS), and of Speed from
version 3. In version 2 nobody builds for a player: a build ends by "Done" or at the
mishap limit and a block never laid scores nothing (phases.MAX_MISHAPS). In Speed from
version 3 every block given goes on the castle (building scores nothing there, so a block
withheld was only a castle no blow could score on): at the mishap limit the house lays
the rest as below.

Version 1: once a player had let too many pieces fall in one build turn (the fall cap),
the house laid the pieces still in their hand on their behalf, exactly and low, then the
King and the General wherever there is room.

So no player ends a build phase with pieces withheld by dropping them on purpose (the
fumble exploit: thirteen blocks dropped off the edge left an empty castle that no blow
could score on), and a game still always ends: every piece is tried once, and a piece
that finds no place that holds goes back to the reserve.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_crush.ai.build import castle_axis, drops
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, FOUNDATION_ID, PieceFacts
from ludotheque.rules.castle_crush.room import king_on_castle

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

LOG = "castle_crush.log."
KIND = "castle_crush.kind."
TRIES = 4  # placements simulated per pawn, best held first
# Placements simulated per block, lowest first: a block that finds no hold in two goes
# back to the reserve (after a collapse the house may lay a dozen blocks at once on a
# heap of rubble: this keeps that turn under the AI's 2 s).
BLOCK_TRIES = 2
# Low first, wide first: the house builds safe, not tall (it has nothing to win).
ORDER = ("house_b", "tower_c", "house_a", "tower_a", "tower_b", "roof")


def _fell(facts: tuple[PieceFacts, ...]) -> bool:
    return any(f.storey == 0 or f.on_table for f in facts)


def lay_the_rest(st: CastleCrushState, p: int) -> None:
    """Lay every block still in p's hand, then the King and the General."""
    pieces = len(st.supply[p]) + len(st.pawns[p])
    if pieces:
        st.emit(LOG + "house_lays", player=p, count=pieces)
    for kind in sorted(st.supply[p], key=ORDER.index):
        st.supply[p].remove(kind)
        _lay_block(st, p, kind)
    pawns, st.pawns[p] = list(st.pawns[p]), []
    if KING in pawns:
        _lay_king(st, p)
    if GENERAL in pawns:
        _lay_general(st, p)


def _lay_block(st: CastleCrushState, p: int, kind: str) -> None:
    port = st.physics()
    world, facts = st.worlds[p], st.facts(p)
    axis = castle_axis(facts)
    found = drops(port, world, facts, kind, room_for_general=True)
    # The lowest top first: the house lays the pieces where they stand safest, not
    # where they would score most (it must not build better than the player).
    found.sort(key=lambda d: (round(d.top, 2), -min(d.margin, 0.3), abs(d.x - axis)))
    for d in found[:BLOCK_TRIES]:
        res = port.place(world, kind, d.x, owner=p)
        if not _fell(res.facts):
            new = next(f for f in res.facts if f.id == res.piece_id)
            st.set_world(p, res.world, res.facts)
            st.emit(LOG + "place", player=p, kind_key=KIND + kind, storey=new.storey)
            return
    st.reserve[kind] += 1
    st.emit(LOG + "house_no_room", player=p, kind_key=KIND + kind)


def _lay_king(st: CastleCrushState, p: int) -> None:
    port = st.physics()
    world, facts = st.worlds[p], st.facts(p)
    has_blocks = any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts)
    spots = [d for d in drops(port, world, facts, KING, min_margin=0.04)
             if d.storey > 1 or not has_blocks]
    spots.sort(key=lambda d: (-min(d.margin, 0.25), d.top))
    for d in spots[:TRIES]:
        res = port.place(world, KING, d.x, owner=p)
        king = next(f for f in res.facts if f.id == res.piece_id)
        if king_on_castle(king, res.facts) and not _fell(res.facts):
            st.set_world(p, res.world, res.facts)
            st.emit(LOG + "king", player=p, storey=king.storey)
            return
    st.emit(LOG + "no_room_king", player=p)


def _lay_general(st: CastleCrushState, p: int) -> None:
    port = st.physics()
    spots = port.general_spots(st.worlds[p])
    for lo, hi in sorted(spots, key=lambda s: s[0] - s[1])[:TRIES]:
        res = port.place(st.worlds[p], GENERAL, round((lo + hi) / 2, 6), owner=p)
        general = next(f for f in res.facts if f.id == res.piece_id)
        if general.supports == (FOUNDATION_ID,) and general.upright and not _fell(res.facts):
            st.set_world(p, res.world, res.facts)
            st.emit(LOG + "general", player=p)
            return
    st.emit(LOG + "no_room_general", player=p)
