"""What a seat sees of a Castle Crush game, and the state rebuilt from it.

No secrets in Castle Crush: everyone sees every castle and every hand. Neither the
generator nor the seed (which foretells every sway) is shown: only this carry's sway, and
the viewer's own nerve as a builder (what its AI decides with). The view's fields are
declared once, with the state's, in fields.py (`CastleCrushView`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import ludotheque.rules.castle_crush.persist as persist
from ludotheque.rules.castle_crush.fields import CastleCrushView
from ludotheque.rules.castle_crush.seeds import sway_key
from ludotheque.rules.core import Action, Rng
from ludotheque.rules.core.config_cache import view_config

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

S = TypeVar("S", bound="CastleCrushState")


def view(st: CastleCrushState, player: int | None) -> dict[str, Any]:
    data = persist.to_json(st)
    del data["rng"]
    data["config"] = view_config(st.config)
    data["hand_seed"] = st.hand_seed()
    if player is not None:
        data["nerve"] = [player, st.nerve_seed(player)]
    return data



def with_motion(seen: S, transient: dict[str, Any]) -> S:
    """A state as a seat knows it, with the motion the physics recorded for the move just
    played (`transient`, never saved), which the whole table sees."""
    seen.transient = dict(transient)
    return seen


def from_view(cls: type[S], view: dict[str, Any], rng: Rng) -> S:
    """A full state from a view: the generator drawn from `rng`, the sway of the carry
    about to be made and the viewer's nerve as the view shows them."""
    data = dict(view)
    data["rng"] = rng.next64()
    shown = data.pop("hand_seed", None)
    nerve = data.pop("nerve", None)
    state = persist.from_json(cls, data)
    if shown is not None:
        state.shown_sway = (sway_key(state), int(shown))
    if nerve is not None:
        state.shown_nerve = (int(nerve[0]), int(nerve[1]))
    return state


def legal_actions_in_view(cls: type[CastleCrushState], view: dict[str, Any]) -> list[Action]:
    """The mover's legal actions from its view: nothing is hidden, so the state rebuilt
    from it offers them (what the protocol's default does)."""
    return from_view(cls, view, Rng(0)).legal_actions()


__all__ = ["CastleCrushView", "from_view", "legal_actions_in_view", "view"]
