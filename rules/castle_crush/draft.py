"""The draft (rounds 2 and 3): each seat in turn takes a block from the reserve, lowest
score first (course.start_round sets the order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_crush.actions import Take
from ludotheque.rules.castle_crush.course import KEY, LOG, block_order, skip_empty_draft

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState


def take(st: CastleCrushState, action: Take) -> None:
    p = st.queue.pop(0)
    kind = action.kind
    st.reserve[kind] -= 1
    st.supply[p].append(kind)
    st.supply[p].sort(key=block_order)
    st.emit(LOG + "take", player=p, kind_key=KEY + "kind." + kind)
    skip_empty_draft(st)
