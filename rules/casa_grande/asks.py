"""The screen's questions, answered from a seat's view (the whole game is public, but
the client reads only what its seat is sent): where the pawn may stop and what it costs,
the lane, the platforms that fit, why an action is refused, what a platform would pay.

Each answer rebuilds the state from the view (`views.from_view`, a few microseconds)
and asks the rules; nothing here re-derives a rule."""

from __future__ import annotations

from typing import Any

import ludotheque.rules.casa_grande.legal as legal
import ludotheque.rules.casa_grande.views as views
from ludotheque.rules.casa_grande.actions import PlacePlatform
from ludotheque.rules.casa_grande.data import lane_cells, orientation, track_length
from ludotheque.rules.casa_grande.phases import MoveChoice, Phase, PlatformOption
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Action, IllegalAction, Rng

View = dict[str, Any]


def seen(view: View) -> CasaState:
    """The state the view shows (no generator: the die is never drawn from it)."""
    return views.from_view(CasaState, view, Rng(0))


def site(view: View) -> Site:
    """The site as the view shows it (to be read, never changed)."""
    return Site.from_view(view["site"])


def landings(view: View) -> dict[int, int]:
    """Track space -> extra spaces paid, for every legal Move now (phase 1)."""
    return legal.landings(seen(view))


def reach(view: View) -> dict[int, int]:
    """Extra spaces -> the track space a Move of that many more ends on (phase 1)."""
    if view["phase"] != Phase.MOVE:
        return {}
    p, pawns = view["turn"], view["pawns"]
    return {extra: legal.step(pawns, pawns[p], extra, p) for extra in range(track_length())}


def lane(view: View, player: int | None = None) -> tuple[int, ...]:
    p = view["turn"] if player is None else player
    return lane_cells(view["pawns"][p]) if view["pawns"][p] >= 0 else ()


def free_shapes(view: View, player: int) -> tuple[int, ...]:
    return tuple(legal.free_shapes(seen(view), player))


def move_choice(view: View) -> MoveChoice | None:
    """Phase 1 after the roll: the die, the bonus, each legal Move and where it ends
    (None in any other phase)."""
    if view["phase"] != Phase.MOVE:
        return None
    state = seen(view)
    p = state.turn
    stops = tuple((m.extra, legal.step(state.pawns, state.pawns[p], m.extra, p))
                  for m in legal.moves(state.pawns, state.bonus[p], state.blocks[p], p, state.site))
    return MoveChoice(p, int(state.die), int(state.bonus[p]), stops)


def platform_options(view: View) -> list[PlatformOption]:
    """The current player's legal platforms (phase 3)."""
    return [PlatformOption(*o) for o in legal.platform_options(seen(view))]


def refusal(view: View, action: Action) -> IllegalAction | None:
    """Why the rules refuse `action` now, or None."""
    return seen(view).refusal(action)


def preview_platform(view: View, action: PlacePlatform) -> tuple[int, int]:
    """(storey, income) if the current player may lay `action` on the site as it stands;
    raises IllegalAction naming the broken rule."""
    return legal.preview_platform(seen(view), action)


def resting_storey(view: View, shape: int, rot: int, x: int, y: int) -> int:
    """The storey the current player's platform would rest on there, legal or not (where
    its ghost is drawn)."""
    return site(view).resting_storey(view["turn"], orientation(shape, rot), x, y)


def legal_actions(view: View) -> list[Action]:
    """The legal actions, read from the view (`views.legal_actions_in_view`)."""
    return views.legal_actions_in_view(CasaState, view)
