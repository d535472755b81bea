"""The build rules' versions as strategies (issue 32, item 5): one small object per
version (actions.RULES_VERSIONS) says what its build turn does, so the rules ask the
game's rule set and never compare version numbers.

A game's version is settled once, by its first build or attack move (`settle`: a Carry
records the version it was played under, the exact moves of old games are version 1);
until then it plays the current one. A save keeps the version (`state.rules`), so a
game resumes and replays under the rules it was begun with; `of(state)` gives its rule
set.

- 1: past a fall cap of 12 fallen pieces (MAX_FUMBLES, each piece that fell counts) the
  house laid the rest of the hand (house.py); no "Done"; its castles are built with
  physics 1 (games begun before issue 22).
- 2 (issue 22): nobody builds for a player. A build ends by "Done" (Finish) or after
  MAX_MISHAPS carries that ended on the table (a collapse is one); a block never laid
  goes back to the reserve and scores nothing.
- 3 (issue 31): as 2, but in Speed every block given goes on the castle: no "Done"
  there, and at the mishap limit the house lays what is left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_crush.actions import EXACT_MOVES, RULES, Carry, Take
from ludotheque.rules.castle_crush.phases import MAX_FUMBLES, MAX_MISHAPS
from ludotheque.rules.castle_crush.port import empty_castle_for
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

EXACT_RULES = 1  # the version of a game begun with the exact moves (legacy.py)


class BuildRules:
    """Version 3, the current rules (issue 31)."""

    version = 3
    limit = MAX_MISHAPS  # the mishaps a build turn ends at
    has_finish = True  # the builder may say "Done" (where every block is not laid)
    announces_limit = True  # the log says the turn ended at the limit
    physics: int | None = None  # the physics its castles are built with (None: as made)

    def mishaps(self, fallen: int, slipped: bool) -> int:
        """The mishaps a carry adds when `fallen` pieces came down (`slipped`: the piece
        carried was lifted off again, already counted): one, however many fell."""
        return int(not slipped)

    def at_limit(self, mishaps: int) -> bool:
        return mishaps >= self.limit

    def lays_every_block(self, mode: str) -> bool:
        """Every block given goes on the castle (no "Done")."""
        return mode == "speed"

    def house_lays_the_rest(self, mode: str) -> bool:
        """At the limit the house lays what is left in the hand (else it is withheld)."""
        return self.lays_every_block(mode)


class BuildRules2(BuildRules):
    """Version 2 (issue 22): nobody builds for a player, in any mode."""

    version = 2

    def lays_every_block(self, mode: str) -> bool:
        return False


class BuildRules1(BuildRules):
    """Version 1: the fall cap counts each piece that fell; past it the house builds."""

    version = 1
    limit = MAX_FUMBLES
    has_finish = False
    announces_limit = False
    physics = 1

    def mishaps(self, fallen: int, slipped: bool) -> int:
        return fallen

    def at_limit(self, mishaps: int) -> bool:
        return mishaps > self.limit

    def lays_every_block(self, mode: str) -> bool:
        return False

    def house_lays_the_rest(self, mode: str) -> bool:
        return True


RULESETS: dict[int, BuildRules] = {1: BuildRules1(), 2: BuildRules2(), 3: BuildRules()}


def of(st: CastleCrushState) -> BuildRules:
    """The rule set the game plays under (the current one until its version is settled)."""
    return RULESETS[RULES if st.rules is None else st.rules]


def settle(st: CastleCrushState, action: Action) -> None:
    """The game's first build or attack move settles which moves it plays (the exact ones
    of old games, or the hand's) and the build rules' version."""
    if isinstance(action, Take):
        return
    exact = isinstance(action, EXACT_MOVES)
    if st.exact_moves is None:
        st.exact_moves = exact
    if st.rules is None:
        st.rules = action.rules if isinstance(action, Carry) else EXACT_RULES if exact else RULES
        physics = RULESETS[st.rules].physics
        if physics is not None:  # begun before issue 22: built with that physics
            st.worlds = [empty_castle_for(w, physics) for w in st.worlds]
