"""The Casa Grande board driven by real mouse and key events, headless."""

from __future__ import annotations

import pygame
import pytest
from casa_helpers import GREY, at_phase, stack
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.casa_grande import paint
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import PlacePlatform
from ludotheque.rules.casa_grande.data import lane_cells, orientation
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, move_to, pump


def hot_seat(seed: int = 3, corners: str = "dealt") -> Session:
    """Two humans; the corners dealt unless a test is about choosing them."""
    config = GameConfig(2, seed=seed, options={"corners": corners})
    return Session(GAME, config, [Seat.parse("human"), Seat.parse("human")])


def open_host(app, session: Session) -> GameHost:
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def cell_pos(host, cell: int) -> tuple[int, int]:
    """A point on the top of a column, towards its left corner so no neighbour in front
    of it hides the spot."""
    iso = host.board.view.iso
    h = host.session.state.site.top_h[cell]
    x, y = iso.point(cell % 8 + 0.3, cell // 8 + 0.55, h)
    return int(x), int(y)


def space_pos(host, space: int) -> tuple[int, int]:
    x, y = host.board.view.iso.point(*paint.space_centre(space))
    return int(x), int(y)


def test_a_whole_turn_by_mouse_roll_move_block(app):
    session = hot_seat()
    host = open_host(app, session)
    click(app, host.board.panel.roll.rect.center)
    state = session.state
    assert state.phase == "move" and 1 <= state.die <= 6
    landings = host.board.cursor.landings()
    assert landings and set(landings.values()) == set(range(len(landings)))
    space = next(s for s, extra in landings.items() if extra == 1 and lane_cells(s))
    click(app, space_pos(host, space))
    assert session.state.pawns[0] == space and session.state.bonus[0] == 4
    target = lane_cells(space)[5]
    click(app, cell_pos(host, target))
    assert session.state.site.top_h[target] == 1
    assert session.state.current_player() == 1


def test_each_player_clicks_a_free_sun_corner_to_start(app):
    """« Chaque joueur pose son pion sur une case d'angle marquée d'un soleil. »"""
    session = hot_seat(corners="choose")
    host = open_host(app, session)
    assert not host.board.panel.roll.visible
    click(app, space_pos(host, 3))  # a side space: not a start
    assert session.ply == 0 and host.toasts
    move_to(app, space_pos(host, 10))
    assert host.board.cursor.track_tip() == app.t("casa_grande.ui.start_here")
    click(app, space_pos(host, 10))
    assert session.state.pawns == [10, -1] and session.state.current_player() == 1
    click(app, space_pos(host, 10))  # taken now: not offered
    assert session.state.pawns == [10, -1]
    click(app, space_pos(host, 15))
    assert session.state.pawns == [10, 15] and session.state.phase == "roll"
    pump(app)
    assert host.board.panel.roll.visible


def test_a_click_outside_the_lane_is_refused_with_the_reason(app):
    session = hot_seat()
    state = at_phase(session.state, "block", 0, pawn=1)  # faces columns A-B
    host = open_host(app, session)
    outside = 4 * 8 + 5  # F5
    move_to(app, cell_pos(host, outside))
    ok, text = host.board.cursor.block_verdict()
    assert not ok and "F5" in text
    click(app, cell_pos(host, outside))
    assert session.state.phase == "block" and state.site.top_h[outside] == 0
    # Said once, by the red label under the cursor, not again by a toast (QA CG3).
    assert not host.toasts
    assert host.board.cursor.block_verdict() == (False, text)


def test_a_refused_platform_is_explained_once_by_its_label(app):
    session = hot_seat()
    at_phase(session.state, "platform", GREY)
    stack(session.state, 2, 2, GREY)
    stack(session.state, 4, 2, GREY)
    host = open_host(app, session)
    board = host.board
    board.cursor.select_shape(0)
    board.cursor.rot = 0
    move_to(app, cell_pos(host, 5 * 8 + 5))  # nothing of grey's under it
    storey, text = board.cursor.ghost_verdict()
    assert storey is None and text
    click(app, cell_pos(host, 5 * 8 + 5))
    assert session.state.phase == "platform" and session.ply == 0
    assert not host.toasts


def test_laying_a_platform_shows_its_income_then_pays(app):
    session = hot_seat()
    state = at_phase(session.state, "platform", GREY)
    stack(state, 2, 2, GREY)
    stack(state, 4, 2, GREY)
    host = open_host(app, session)
    board = host.board
    # The tray picks a platform that fits; choose MoM (shape 0) and hover its centre.
    board.cursor.select_shape(0)
    board.cursor.rot = 0
    move_to(app, cell_pos(host, 2 * 8 + 3))
    action = board.cursor.ghost_action()
    assert action == PlacePlatform(0, 0, 2, 2)
    storey, text = board.cursor.ghost_verdict()
    assert storey == 1 and "3" in text
    click(app, cell_pos(host, 2 * 8 + 3))
    assert session.state.money[GREY] == 3


def test_right_click_and_r_turn_the_platform(app):
    session = hot_seat()
    state = at_phase(session.state, "platform", GREY)
    stack(state, 2, 2, GREY)
    stack(state, 4, 2, GREY)
    host = open_host(app, session)
    board = host.board
    board.cursor.select_shape(0)
    board.cursor.rot = 0
    pos = cell_pos(host, 2 * 8 + 3)
    click(app, pos, button=3)
    assert board.cursor.rot == 1
    move_to(app, pos)
    assert board.cursor.ghost_verdict()[0] is None  # turned upright it no longer fits
    assert session.state.phase == "platform"
    key(app, pygame.K_r)
    assert board.cursor.rot == 2


def test_view_turns_and_storeys_toggle(app):
    session = hot_seat()
    host = open_host(app, session)
    before = host.board.view.iso.point(0, 0)
    key(app, pygame.K_e)
    pump(app)
    assert host.board.view.rot == 1
    assert host.board.view.iso.point(0, 0) != before
    key(app, pygame.K_s)
    assert host.board.view.show_storeys


def test_picking_finds_the_front_column_of_a_tower(app):
    session = hot_seat()
    stack(session.state, 3, 3, GREY, GREY, GREY, GREY)
    host = open_host(app, session)
    iso = host.board.view.iso
    # A point on the tower's front face, high above its own ground diamond.
    x, y = iso.point(3.5, 4.0, 2.0)
    assert host.board.view.cell_at((int(x), int(y))) == 3 * 8 + 3


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_phase_draws_at_both_sizes(app, size):
    app.resize(size)
    session = Session(GAME, GameConfig(4, seed=5), [Seat.parse("human")] + [Seat.parse("random")] * 3)
    host = open_host(app, session)
    seen = set()
    for _ in range(100):
        if session.state.is_over():
            break
        seen.add(session.state.phase)
        player = session.current_player()
        before = session.state
        session.apply(session.choose_for(player))
        host.board.on_events(session.state.events, before, session.state)
        move_to(app, (app.size[0] // 3, app.size[1] // 2))
    assert {"roll", "move", "block"} <= seen
    assert orientation(0, 0).size == 3


def test_nothing_is_clickable_on_an_ai_turn(app):
    session = Session(GAME, GameConfig(2, seed=1), [Seat.parse("ai:easy"), Seat.parse("human")])
    host = open_host(app, session)
    assert not host.board.panel.roll.visible
    click(app, cell_pos(host, 0))
    assert session.ply == 0


def test_pieces_move_for_a_moment_and_instantly_at_speed_zero(app):
    session = hot_seat()
    host = open_host(app, session)
    board = host.board
    app.settings.anim_speed = 1.0
    host.submit(session.state.legal_actions()[0])  # roll: the pawn walks
    assert board.motion.walks and 0 < next(iter(board.motion.walks.values())).tween.duration <= 0.3
    mid = board.motion.pawn_position(0)
    assert mid == paint.space_centre(next(iter(board.motion.walks.values())).path[0])
    board.update(0.35)
    assert not board.motion.walks
    assert board.motion.pawn_position(0) == paint.space_centre(session.state.pawns[0])
    app.settings.anim_speed = 0.0
    host.submit(session.state.legal_actions()[0])
    assert not board.motion.walks and board.motion.drop is None


def test_pieces_take_the_colour_chosen_for_the_seat(app):
    purple, grey = GAME.colours[2], GAME.colours[0]
    session = Session(GAME, GameConfig(2, seed=3), [Seat("human", "normal", "", 2), Seat("human", "normal", "", 0)])
    host = open_host(app, session)
    rgb = [tuple(int(c.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4)) for c in (purple, grey)]
    assert [host.board.look.colour(0), host.board.look.colour(1)] == rgb
    assert host.board.look.symbol(0) != host.board.look.symbol(1)


def test_the_lit_lane_is_filled_not_only_outlined(app):
    """QA CG1: thin gold outlines alone were hard to see on the plaster."""
    session = hot_seat()
    at_phase(session.state, "block", 0, pawn=1)  # faces columns A and B
    host = open_host(app, session)
    iso = host.board.view.iso
    centre = tuple(int(v) for v in iso.point(0.5, 4.5, 0))  # the middle of A5
    move_to(app, (5, 5))
    lit = app.screen.get_at(centre)[:3]
    at_phase(session.state, "roll", 0)
    host.board.view.invalidate()
    pump(app)
    plain = app.screen.get_at(centre)[:3]
    assert sum(abs(a - b) for a, b in zip(lit, plain, strict=True)) > 40


def test_random_clicks_and_keys_anywhere_never_break_the_game(app):
    from ludotheque.rules.core import Rng

    session = hot_seat(seed=11)
    host = open_host(app, session)
    rng = Rng(5)
    keys = [pygame.K_r, pygame.K_q, pygame.K_e, pygame.K_s, pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB, pygame.K_p]
    w, h = app.size
    for _ in range(200):
        if rng.random() < 0.2:
            key(app, rng.choice(keys))
        else:
            click(app, (rng.randbelow(w), rng.randbelow(h)), button=rng.choice((1, 1, 1, 3)))
        while host.app.scenes.stack[-1] is not host:  # a stray click opened the pause menu
            host.app.scenes.stack.pop()
        state = session.state
        assert type(state).from_json(state.to_json()).to_json() == state.to_json()
    assert session.ply > 0


def test_hovering_a_builders_row_spells_out_bonus_and_stock(app):
    session = hot_seat()
    host = open_host(app, session)
    panel = host.board.panel
    row = panel.rows[1].move(panel.rect.topleft)
    move_to(app, row.center)
    assert panel.hover_row == 1
    move_to(app, (5, app.size[1] - 5))
    assert panel.hover_row is None


def test_a_block_snaps_into_the_lane_from_the_cell_beside_it(app):
    session = hot_seat()
    at_phase(session.state, "block", 0, pawn=1)  # faces columns A and B
    host = open_host(app, session)
    beside = 3 * 8 + 2  # C4, just right of the lane
    move_to(app, cell_pos(host, beside))
    assert host.board.cursor.hover_cell == beside
    assert host.board.cursor.block_cell() == 3 * 8 + 1  # B4
    click(app, cell_pos(host, beside))
    assert session.state.site.top_h[3 * 8 + 1] == 1 and session.state.site.top_h[beside] == 0


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize(("lang", "word"), [("fr", "identiques"), ("en", "identical")])
def test_a_ghost_over_an_identical_platform_says_so_and_shows_it(app, size, lang, word):
    """« Il est interdit de poser l'une au-dessus de l'autre deux plates-formes de tailles
    et de formes identiques. » The refusal names the platform below and rings it in red."""
    app.resize(size)
    app.set_language(lang)
    session = hot_seat()
    state = at_phase(session.state, "platform", 1)  # orange lays MoM on A1-C1
    stack(state, 0, 0, 1)
    stack(state, 2, 0, 1)
    session.state = state = state.apply(PlacePlatform(0, 0, 0, 0))
    at_phase(state, "platform", GREY)
    stack(state, 2, 0, GREY, GREY)
    stack(state, 2, 2, GREY, GREY, GREY)
    host = open_host(app, session)
    board = host.board
    board.cursor.select_shape(0)
    board.cursor.rot = 1
    probe = tuple(int(v) for v in board.view.iso.point(0.5, 0.5, 1))  # A1's top, storey 1
    pump(app)
    before = app.screen.get_at(probe)[:3]
    move_to(app, cell_pos(host, 1 * 8 + 2))
    # The C3 tower in front hides C2's ground, so point the ghost's centre at C2 directly.
    board.cursor.hover_cell = 1 * 8 + 2
    assert board.cursor.ghost_action() == PlacePlatform(0, 1, 2, 0)  # covers C1-C3
    storey, text = board.cursor.ghost_verdict()
    assert storey is None and "A1" in text and word in text and board.cursor.culprit() == 0
    pump(app)
    after = app.screen.get_at(probe)[:3]
    assert after[0] > after[2] + 40 and after != before  # washed red
    # The label saying why keeps clear of the platform it points out.
    iso = board.view.iso
    below = [iso.point(x, y, 1) for x in (0, 3) for y in (0, 1)]  # A1-C1's top, storey 1
    ring = pygame.Rect(min(p[0] for p in below), min(p[1] for p in below), 1, 1).union(
        pygame.Rect(max(p[0] for p in below), max(p[1] for p in below), 1, 1))
    assert board.view.tip_rect.w > 0 and not board.view.tip_rect.colliderect(ring)
    board.input.click()  # where the cursor was put (no pointer reaches the hidden ground)
    assert session.state.phase == "platform" and session.state.money[GREY] == 0 and not host.toasts


def test_a_replay_draws_every_step_forward_back_and_jumping(app):
    """The replay scene draws the board read-only (nobody can act), with states that jump
    forward and back; clicks anywhere never act and never crash."""
    from ludotheque.client.game.timeline import Timeline
    from ludotheque.client.scenes.replay import ReplayScene
    from ludotheque.rules.core import Rng

    session = Session(GAME, GameConfig(3, seed=4), [Seat.parse("ai:easy"), Seat.parse("random"), Seat.parse("ai:normal")])
    while not session.state.is_over():
        session.play_ai_turn()
    scene = ReplayScene(app, Timeline.from_session(session))
    app.scenes.push(scene)
    pump(app)
    rng = Rng(8)
    total = len(session.history)
    for _ in range(60):
        scene.go(rng.randbelow(total + 1))
        pump(app)
        click(app, (rng.randbelow(app.size[0] * 3 // 5), rng.randbelow(app.size[1] * 4 // 5)))
        while app.scenes.top is not scene:
            app.scenes.stack.pop()
    scene.go(total)
    pump(app)
    assert scene.session.state.to_json() == session.state.to_json()


def test_the_die_shows_the_roll_once_it_stops_tumbling(app):
    """The panel is redrawn when the tumble ends, however small its last step was (the
    last tumbling frame used to stay on screen, showing a wrong face)."""
    session = hot_seat()
    host = open_host(app, session)
    app.settings.anim_speed = 1.0
    host.submit(session.state.legal_actions()[0])
    for _ in range(20):
        host.board.update(0.05)
        pump(app)
    assert host.board.motion.die_spin == 0 and host.board.panel._key[7] == 0
    host.board.motion.die.start("spin", 1e-9)  # a sliver of tumble left: still a different drawing
    host.board.panel.draw(app.screen)
    assert host.board.panel._key[7] == 1


def test_the_final_site_on_the_results_uses_the_panel_width(app, monkeypatch):
    """Four builders' lines leave little height below them: at 1280×720 the site is drawn
    beside them instead, at least half the panel wide (it was two fifths)."""
    import types

    import ludotheque.client.scenes.casa_grande.results as results
    from ludotheque.client.cli.shot import finished_session

    args = types.SimpleNamespace(game="casa-grande", mode=None, seed=1, players=4)
    scene = app.scenes.make("results", finished_session(args, {}))
    app.scenes.push(scene)
    drawn = []
    real = results.fit
    monkeypatch.setattr(results, "_final_site", lambda s, rect, a, session, table: drawn.append(rect))
    pump(app)
    panel_w = app.size[0] * 0.6  # the game's panel, right of the ranking
    headroom = max(3.0, max(scene.session.state.site.top_h) + 1.0)
    assert drawn and real(drawn[0].w, drawn[0].h, headroom)[0] * 21.8 >= 0.5 * panel_w


def _pawn_box(host, space: int) -> pygame.Rect:
    """The screen box of a pawn standing on `space` (base ellipse to head)."""
    iso = host.board.view.iso
    bx, by = iso.point(*paint.space_centre(space))
    hx, hy = paint.pawn_head(iso, *paint.space_centre(space))
    r = iso.hw * 0.36
    return pygame.Rect(int(bx - r), int(hy), int(2 * r), int(by + r / 2 - hy))


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_0_badge_keeps_clear_of_the_players_own_pawn(app, size):
    """Staying where the die put him reads "0" on his own space: the badge floats over
    the pawn's head instead of hiding it, and a click on it still stops there."""
    app.resize(size)
    session = hot_seat()
    host = open_host(app, session)
    click(app, host.board.panel.roll.rect.center)
    pump(app)
    own = session.state.pawns[0]
    assert host.board.cursor.track_marks()[own] == "0"
    badge = host.board.view.badge_rect(own)
    assert not badge.colliderect(_pawn_box(host, own))
    for space in host.board.cursor.track_marks():  # the others stay on their space
        if space != own and space not in session.state.pawns:
            assert host.board.view.space_at(host.board.view.badge_rect(space).center) == space
    click(app, badge.center)
    assert session.state.phase == "block" and session.state.pawns[0] == own and session.state.bonus[0] == 5


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((800, 600), "fr")])
def test_a_guided_stop_is_pointed_at_by_its_badge_and_its_lane_stays_uncovered(app, size, lang):
    """A hint (or a tutorial step) to stop somewhere points at that space's badge, and
    its callout covers neither the badge nor the lane the stop would light."""
    from ludotheque.client.game.chrome import callout_bounds, callout_box
    from ludotheque.rules.casa_grande.actions import Move

    app.resize(size)
    app.set_language(lang)
    session = hot_seat()
    host = open_host(app, session)
    click(app, host.board.panel.roll.rect.center)
    pump(app)
    state = session.state
    for extra in range(len(host.board.cursor.landings())):
        host.board.set_guide(Move(extra))
        space = state.step(state.pawns[0], extra, 0)
        badge = host.board.view.badge_rect(space)
        target = host.board.guide_rect()
        assert target == badge, f"Move({extra})"
        bounds = callout_bounds(app.theme, host.board, host.board_rect, target)
        box, _ = callout_box(app.theme, [("x " * 60, 0.8, (0, 0, 0))], app.theme.px(17), target, bounds,
                             clear=host.board.guide_area())
        assert not box.colliderect(badge)
        iso = host.board.view.iso
        for c in lane_cells(space):
            assert not box.collidepoint(iso.point(c % 8 + 0.5, c // 8 + 0.5, state.site.top_h[c])), (extra, c)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_each_builders_bonus_figure_is_legible_in_its_row(app, monkeypatch, size):
    """The bonus ladder's marker carries the builder's bonus in a figure of at least 9
    px that fits its token; the 0 and 9 at the ends are written only where a cell can
    hold them (at 800×600 the cells are narrower than a figure)."""
    app.resize(size)
    session = hot_seat()
    host = open_host(app, session)
    panel = host.board.panel
    drawn: list[tuple[str, int, int]] = []  # text, size, width
    real = app.text

    def spy(text, px, *args, **kwargs):
        img = real(text, px, *args, **kwargs)
        drawn.append((text, px, img.get_width()))
        return img

    monkeypatch.setattr(app, "text", spy)
    ladder_w = int(panel.rows[0].w * 0.5)
    step = ladder_w / 10
    panel._ladder(pygame.Surface(panel.rect.size), 0, pygame.Rect(0, 0, ladder_w, app.theme.px(0.6)))
    figures = [(text, px, w) for text, px, w in drawn if text.isdigit()]
    bonus = str(session.state.bonus[0])
    assert any(text == bonus and px >= 9 for text, px, _ in figures)
    for text, _, w in figures:
        if text in ("0", "9") and text != bonus:
            assert w <= step - 4, (size, text)


def test_the_top_view_chosen_is_kept_when_the_game_is_resumed(app):
    """Issue 31: the top/3-D choice was lost on resume. It is a preference kept in the
    settings: the resumed game's board shows the site from above again."""
    session = hot_seat()
    host = open_host(app, session)
    assert not host.board.view.flat
    click(app, host.board.panel.top_view.rect.center)
    assert host.board.view.flat and app.settings.casa_top_view
    saved = session.to_json()
    app.scenes.stack.pop()
    resumed = open_host(app, Session.from_json(saved))
    assert resumed.board.view.flat
    click(app, resumed.board.panel.top_view.rect.center)
    assert not resumed.board.view.flat and not app.settings.casa_top_view


def test_a_click_on_another_builders_block_is_refused_and_says_why(app):
    """Issue 31: a block never goes on another builder's block. The click plays nothing;
    the label under the cursor says why."""
    session = hot_seat()
    state = at_phase(session.state, "block", GREY, pawn=1)  # faces columns A and B
    stack(state, 0, 4, GREY + 1)  # Bob's block on A5
    host = open_host(app, session)
    click(app, cell_pos(host, 4 * 8))
    assert session.ply == 0 and session.state.site.top_h[4 * 8] == 1
    ok, text = host.board.cursor.block_verdict()
    assert not ok and text == app.t("casa_grande.error.on_foreign_block", cell="A5",
                                    other_player=app.seat_name(session, 1))
    click(app, cell_pos(host, 5 * 8))  # A6, bare ground: fine
    assert session.state.site.top_h[5 * 8] == 1 and session.ply == 1
