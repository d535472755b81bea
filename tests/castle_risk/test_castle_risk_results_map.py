"""Issue 31 (should-fix): the results map marks the lands the beaten player held until his
castle fell, instead of leaving them blank."""

from __future__ import annotations

import ludotheque.rules.castle_risk.actions as A
import pygame
import pytest
from ludotheque.client.scenes.castle_risk import draw_results
from ludotheque.client.scenes.castle_risk.results import last_holders
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session


def fought_to_the_end(seed: int) -> Session:
    """Two seats that attack whenever they outnumber a neighbour, to a captured castle."""
    session = Session.create("castle-risk", [Seat.parse("ai:easy")] * 2, seed=seed)
    rng = Rng(seed)
    while not session.is_over():
        st = session.state
        legal = st.legal_actions()
        land = [a for a in legal if isinstance(a, A.Attack) and not a.by_sea]
        best = max(land, key=lambda a: st.armies[a.source] - st.armies[a.target], default=None)
        if best is not None and st.armies[best.source] - st.armies[best.target] >= 2:
            pick = best
        else:
            pick = next((a for a in legal if isinstance(a, A.Blitz | A.MoveIn)), None)
        if pick is None and land:
            pick = next((a for a in legal if isinstance(a, A.EndAttacks)), None)
        if pick is None:
            rest = [a for a in legal if not isinstance(a, A.EndAttacks | A.Retreat | A.StopReoccupy)]
            pick = rng.choice(rest or legal)
        session.apply(pick)
    return session


@pytest.mark.parametrize("seed", [1, 3])
def test_the_beaten_players_lands_are_known_and_drawn(app, seed):
    session = fought_to_the_end(seed)
    owner = session.view(None)["owner"]
    loser = next(p for p in range(2) if p not in session.outcome().winners)
    empty = [t for t in MAP.ids if owner[t] == EMPTY]
    assert empty, "the fallen castle's lands are left empty by the rules"
    held = last_holders(session)
    assert {held[t] for t in empty} == {loser}
    assert all(held[t] == owner[t] for t in MAP.ids if owner[t] != EMPTY)
    rect = pygame.Rect(340, 60, 600, 640)
    app.screen.fill((0, 0, 0))
    draw_results(app.screen, rect, app, session)
    # The loser's colour shows on the map (it was missing: only the winner's marks were drawn).
    colour = pygame.Color(*app.seat_colour(session, loser))
    lower = pygame.Rect(rect.x, rect.centery, rect.w, rect.h // 2)
    pixels = pygame.PixelArray(app.screen.subsurface(lower))
    try:
        assert any(pixels[x, y] == app.screen.map_rgb(colour) for x in range(lower.w) for y in range(lower.h))
    finally:
        pixels.close()
