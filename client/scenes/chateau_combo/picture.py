"""What a seat sees of Château Combo, read from its typed `View` (issue 30, item 1): the
same object a local seat and a remote one receive, never a determinisation.

Everything but the order of the decks is public, so the picture holds exactly what the
view says: the seats' boards (rebuilt from their entries), the rows, discards, the
messenger, the phase and the pending choice. The decks are the cards of their location in
no other place, in card order (`unseen_decks`): only their sizes are drawn. The rules'
questions the screen asks of it (`rules.chateau_combo.asks`, costs, scores) read only
those public parts; `legal` comes from `legal_actions_in_view`.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.fields import ChateauComboView
from ludotheque.rules.chateau_combo.phases import Phase, pending_of
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.tableau import PlayerBoard
from ludotheque.rules.chateau_combo.views import unseen_decks

# The rules' own answers, asked of the picture: each reads only the seats' boards (the
# seats beside a seat, a card's cost, the scores and the score pad).
_RULES: Any = ComboState


class Picture:
    """A seat's view as the screen reads it: the attributes and questions of a state that
    the screen (`screen.describe`) and the score pad use, answered from the view alone."""

    def __init__(self, view: ChateauComboView) -> None:
        self.view = view
        wire = view.to_wire()
        self.wire = wire  # the view's JSON form (`legal_actions_in_view` reads it)
        self.num_players = len(view.players)
        self.players = [PlayerBoard.from_view(seat) for seat in wire["players"]]
        self.rows = {loc: list(view.rows[loc]) for loc in LOCATIONS}
        self.discards = {loc: tuple(view.discards[loc]) for loc in LOCATIONS}
        self.decks = unseen_decks(wire)
        self.removed = tuple(view.removed)
        self.exhausted = tuple(view.exhausted)
        self.messenger, self.first, self.turn, self.key_used = view.messenger, view.first, view.turn, view.key_used
        self.pending = pending_of(view.pending)
        self.phase = Phase(view.phase)

    # --- the questions a screen asks of a state ---------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == Phase.OVER else self.turn

    def neighbours(self, player: int) -> list[int]:
        return _RULES.neighbours(self, player)

    def cost_for(self, player: int, card: int) -> int:
        return _RULES.cost_for(self, player, card)

    def scores(self) -> list[float]:
        return _RULES.scores(self)

    def score_pad(self, player: int) -> list[dict[str, Any]]:
        return _RULES.score_pad(self, player)

    def legal_actions(self) -> list[Any]:
        """The viewer's legal actions, exact, from the view (no sampling)."""
        return ComboState.legal_actions_in_view(self.wire)

    # --- what trying a choice on a copy needs (`asks.option_outcome`) ------------------------
    def clone(self) -> Picture:
        trial = object.__new__(Picture)
        trial.__dict__.update(self.__dict__)
        trial.players = [b.copy() for b in self.players]
        return trial

    def emit(self, key: str, **params: Any) -> None:
        """A trial's log lines are not kept."""


def picture_of(session: Any, viewer: int | None) -> Picture:
    """The picture of what `viewer` sees now (None: the table's public view)."""
    return Picture(session.view_model(viewer))
