"""The board, driven by real mouse events: pick, place, refuse, choose, store; texts exist."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.client.i18n import LANGUAGES, Translator
from ludotheque.client.scenes.chateau_combo import describe, draw_results
from ludotheque.rules.chateau_combo.actions import Buy
from ludotheque.rules.chateau_combo.data import CARDS, card_id
from ludotheque.rules.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]


def pump(app, events=(), frames: int = 2) -> None:
    for ev in events:
        pygame.event.post(ev)
    for _ in range(frames):
        app.frame(1 / 60, pygame.event.get())


def click(app, pos) -> None:
    pump(app, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ])


def human_first(seed: int = 5) -> Session:
    seats = [Seat("human", "normal", "Camille", 0), Seat("ai", "normal", "Bayard", 1)]
    session = Session.create("chateau-combo", seats, seed=seed)
    while session.current_player() != 0:
        session.apply(session.choose_for(session.current_player()))
    return session


def host_for(app, session: Session) -> GameHost:
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def test_pick_a_card_and_drop_it_on_a_glowing_cell(app):
    session = human_first()
    state = session.state
    state.rows[state.messenger][0] = card_id("Squire" if state.messenger == "village" else "Princess")
    host = host_for(app, session)
    board = host.board
    click(app, board.lay.rows[state.messenger].cards[0].center)
    assert board.selected == 0
    cells = board.drop_cells()
    assert cells == [(0, 0)]
    click(app, board.grid().rect(cells[0]).center)
    assert len(session.state.players[0].tableau) == 1
    assert session.state.current_player() == 1


def test_click_on_a_cell_that_touches_nothing_explains_why(app):
    session = human_first()
    session.state.players[0].gold = 20
    host = host_for(app, session)
    board = host.board
    click(app, board.lay.rows[session.state.messenger].cards[0].center)
    before = session.state.to_json()
    far = board.grid().rect((1, 1)).center
    click(app, far)
    assert session.state.to_json() == before
    assert [text for text, _ in host.toasts] == [app.t("chateau_combo.error.first_card_origin")]


def test_the_other_row_is_refused_in_words(app):
    session = human_first()
    host = host_for(app, session)
    other = "castle" if session.state.messenger == "village" else "village"
    click(app, host.board.lay.rows[other].cards[1].center)
    assert host.board.selected is None and host.toasts


def test_face_down_button_then_place(app):
    session = human_first()
    host = host_for(app, session)
    board = host.board
    click(app, board.face_button.rect.center)
    assert board.selection.face_down
    click(app, board.lay.rows[session.state.messenger].cards[2].center)
    click(app, board.grid().rect((0, 0)).center)
    assert session.state.players[0].tableau.slots[(0, 0)].face_down
    assert (session.state.players[0].gold, session.state.players[0].keys) == (21, 4)


def test_choose_one_effect_by_clicking_an_option(app):
    session = human_first()
    state = session.state
    state.rows[state.messenger][0] = card_id("Banker" if state.messenger == "castle" else "Blacksmith")
    session.apply(Buy(0, 0, 0))
    host = host_for(app, session)
    from ludotheque.client.scenes.chateau_combo.overlays import choice_rects

    rects = choice_rects(host.board.frame())
    assert len(rects) == 2
    keys = session.state.players[0].keys
    click(app, rects[1].center)
    assert session.state.pending is None
    assert session.state.players[0].keys == keys + (3 if state.messenger == "castle" else 2)


def test_store_gold_by_clicking_a_purse(app):
    session = human_first()
    state = session.state
    from ludotheque.rules.chateau_combo.tableau import Slot, Tableau

    state.phase = "store"
    state.first = state.turn = 0
    state.players[0].tableau = Tableau({(0, 0): Slot(card_id("Potter")), (0, 1): Slot(card_id("Beggar"))})
    state.players[0].gold = 3
    host = host_for(app, session)
    click(app, host.board.grid().rect((0, 0)).center)
    assert session.state.players[0].tableau.slots[(0, 0)].gold == 1
    click(app, host.board.store_button.rect.center)
    assert session.state.players[0].tableau.slots[(0, 0)].gold == 3


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_whole_ai_game_draws_at_every_step_with_hover(app, size):
    app.resize(size)
    seats = [Seat("human", "normal", "Ada", 0)] + [Seat("random", "normal", f"R{i}", i) for i in (1, 2, 3)]
    session = Session.create("chateau-combo", seats, seed=2)
    host = host_for(app, session)
    points = [host.board.lay.rows["castle"].cards[0].center, host.board.lay.opponents[0].center,
              host.board.lay.tableau.center, host.board.lay.me.center]
    k = 0
    while not session.state.is_over():
        p = session.current_player()
        before = session.state
        events = session.apply(session.choose_for(p))
        host.board.on_events(events, before, session.state)
        pos = points[k % len(points)]
        pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
        k += 1
    surface = pygame.Surface(size)
    draw_results(surface, pygame.Rect(10, 10, size[0] // 2, size[1] - 20), app, session)


def test_every_card_reads_in_words_in_both_languages():
    for lang in LANGUAGES:
        t = Translator(lang).t
        for card in CARDS:
            for text in (describe.card_name(t, card.id), describe.card_effect(t, card.id), describe.card_score(t, card.id)):
                assert text and "chateau_combo." not in text and "{" not in text


def test_every_key_the_scene_names_exists_in_both_catalogues():
    pattern = re.compile(r'P \+ "([a-z_.0-9]+)"')
    used = set()
    for path in list((ROOT / "client/scenes/chateau_combo").glob("*.py")):
        used |= {"chateau_combo." + k for k in pattern.findall(path.read_text(encoding="utf-8"))}
    used = {k for k in used if not k.endswith((".", "_"))}  # prefixes completed at run time
    assert len(used) > 30
    for lang in LANGUAGES:
        tr = Translator(lang)
        assert not sorted(k for k in used if not tr.has(k)), lang


def test_number_keys_pick_an_effect_option(app):
    session = human_first()
    state = session.state
    state.rows[state.messenger][0] = card_id("Banker" if state.messenger == "castle" else "Blacksmith")
    session.apply(Buy(0, 0, 0))
    host_for(app, session)
    keys = session.state.players[0].keys
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")])
    assert session.state.pending is None
    assert session.state.players[0].keys == keys + (3 if state.messenger == "castle" else 2)


def test_face_down_mode_changes_the_hint(app):
    from ludotheque.client.scenes.chateau_combo.paint import _hint_text

    session = human_first()
    host = host_for(app, session)
    board = host.board
    plain = _hint_text(board.frame())
    click(app, board.face_button.rect.center)
    assert _hint_text(board.frame()) == app.t("chateau_combo.ui.pick_card_face_down") != plain
    click(app, board.lay.rows[session.state.messenger].cards[0].center)
    card = describe.card_name(app.t, session.state.rows[session.state.messenger][0])
    assert _hint_text(board.frame()) == app.t("chateau_combo.ui.pick_cell_face_down", card=card)


def test_no_parenthesised_plurals_in_the_catalogues():
    import json

    for lang in LANGUAGES:
        catalogue = json.loads((ROOT / f"client/locale/{lang}/chateau_combo.json").read_text(encoding="utf-8"))
        assert not [k for k, v in catalogue.items() if re.search(r"\((s|es|ies|x|e)\)", v)], lang


def test_one_key_reads_singular_and_two_keys_plural():
    t = Translator("fr").t
    assert "1 clé par" in describe.card_effect(t, card_id("Lookout"))
    gain_two = {"type": "gain", "resource": "keys", "amount": 2}
    assert describe.effect(t, gain_two) == t("chateau_combo.eff.gain", amount=2, resource="clés")


def test_one_key_gained_is_logged_in_the_singular():
    from ludotheque.rules.chateau_combo.effects import resource_key

    assert resource_key("keys", 1) == "chateau_combo.resource.key"
    assert resource_key("keys", 3) == "chateau_combo.resource.keys"
    assert resource_key("gold", 1) == "chateau_combo.resource.gold"


def test_setup_does_not_ask_for_the_youngest():
    from ludotheque.rules.chateau_combo import GAME

    assert GAME.uses_youngest is False


def test_card_names_stay_readable_at_800x600(app):
    from ludotheque.client.scenes.chateau_combo.cardface import READABLE, name_layout

    app.resize((800, 600))
    host = host_for(app, human_first())
    w, h = host.board.lay.rows["castle"].cards[0].size
    lines, size = name_layout("Révolutionnaire", w, h, app.theme)
    assert lines == ["Révolu-", "tionnaire"] and size >= READABLE
    small = [c.name_fr for c in CARDS if name_layout(c.name_fr, w, h, app.theme)[1] < READABLE]
    assert not small


def test_long_names_break_between_syllables_or_words():
    from ludotheque.client.scenes.chateau_combo.cardface import split_name

    assert split_name("Chevaleresse") == ("Cheva-", "leresse")
    assert split_name("Innkeeper") == ("Inn-", "keeper")
    assert split_name("Tailleuse de pierre") == ("Tailleuse", "de pierre")
    assert split_name("Charpentier") == ("Char-", "pentier")


def hover(app, pos, frames: int) -> None:
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=frames)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_market_card_panel_waits_a_moment_and_hides_no_market_card(app, size):
    app.resize(size)
    host = host_for(app, human_first())
    board = host.board
    every_card = [r for loc in ("castle", "village") for r in board.lay.rows[loc].cards]
    for loc in ("castle", "village"):
        hover(app, board.lay.rows[loc].cards[1].center, frames=2)
        assert board.hover.found is not None and board.hover.panel is None  # passing over: no panel yet
        hover(app, board.lay.rows[loc].cards[1].center, frames=30)
        panel = board.hover.panel
        assert panel is not None and board.rect.contains(panel)
        assert panel.collidelist(every_card) == -1, loc


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_tableau_card_panel_hides_no_cell_of_the_tableau(app, size):
    app.resize(size)
    session = human_first()
    session.apply(Buy(0, 0, 0))
    while session.current_player() != 0:
        session.apply(session.choose_for(session.current_player()))
    host = host_for(app, session)
    grid = host.board.grid()
    cells = [grid.rect(c) for c in set(session.state.players[0].tableau.slots) | set(grid_free(session))]
    hover(app, grid.rect((0, 0)).center, frames=30)
    panel = host.board.hover.panel
    assert panel is not None and panel.collidelist(cells) == -1


def grid_free(session: Session) -> list:
    return session.state.players[0].tableau.free_cells()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_toasts_stay_clear_of_the_hint_and_the_market(app, size):
    app.resize(size)
    board = host_for(app, human_first()).board
    area = board.toast_area()
    first_toast_top = area.y + app.theme.px(0.6)  # where the host starts stacking toasts
    assert first_toast_top >= board.lay.hint.bottom
    assert area.collidelist([r for loc in ("castle", "village") for r in board.lay.rows[loc].cards]) == -1


def test_thumbnail_names_keep_one_line(app):
    from ludotheque.client.scenes.chateau_combo.cardface import name_layout

    lines, size = name_layout("Révolutionnaire", 28, 40, app.theme)
    assert lines == ["Révolutionnaire"] and size <= 8


def test_turn_counter_stays_on_the_turn_while_its_card_asks_for_a_choice(app):
    session = human_first()
    state = session.state
    state.rows[state.messenger][0] = card_id("Banker" if state.messenger == "castle" else "Blacksmith")
    host = host_for(app, session)
    assert host.board.status() == app.t("chateau_combo.ui.status.turn", turn=1)
    session.apply(Buy(0, 0, 0))
    assert session.state.pending is not None
    assert host.board.status() == app.t("chateau_combo.ui.status.turn", turn=1)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_option_sentence_fits_inside_its_box(app, size, lang):
    from ludotheque.client.scenes.chateau_combo.overlays import choice_rects
    from ludotheque.rules.chateau_combo.data import CARDS as cards

    app.resize(size)
    app.set_language(lang)
    session = human_first()
    state = session.state
    state.messenger = "village"
    state.rows["village"][0] = card_id("Militiaman")
    session.apply(Buy(0, 0, 0))
    assert session.state.pending is not None and session.state.pending.kind == "choose"
    host = host_for(app, session)
    th = app.theme
    rects = choice_rects(host.board.frame())
    eff = cards[card_id("Militiaman")].effects[session.state.pending.effect]
    for k, rect in enumerate(rects):
        lines = th.wrap(describe.option(app.t, eff, k), th.px(0.8), rect.w - th.px(1))
        text_bottom = rect.y + th.px(1.5) + (len(lines) - 1) * th.px(0.95) + th.font(th.px(0.8)).get_height()
        assert text_bottom <= rect.bottom, (k, lines)
    assert rects[0].bottom <= rects[1].top


def test_moving_the_messenger_drops_the_picked_card(app):
    """Issue 23: pick the third card, spend a key to move the messenger: the pick must not
    become the third card of the other row, and a click on a cell buys nothing."""
    session = human_first()
    state = session.state
    state.players[0].keys = max(1, state.players[0].keys)
    state.players[0].gold = 30
    host = host_for(app, session)
    board = host.board
    here = state.messenger
    picked = state.rows[here][2]
    click(app, board.lay.rows[here].cards[2].center)
    assert board.selected == 2
    click(app, board.move_button.rect.center)
    assert session.state.messenger != here
    assert board.selected is None
    click(app, board.grid().rect((0, 0)).center)
    assert len(session.state.players[0].tableau) == 0
    assert picked in session.state.rows[here]


def key(app, k) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_key_buttons_go_dark_once_the_key_is_spent(app):
    session = human_first()
    session.state.players[0].keys = 3
    host = host_for(app, session)
    board = host.board
    assert board.move_button.enabled and board.refresh_button.enabled
    click(app, board.refresh_button.rect.center)
    assert session.state.players[0].keys == 2
    assert not board.move_button.enabled and not board.refresh_button.enabled


def test_esc_drops_the_picked_card_first_then_pauses(app):
    session = human_first()
    session.state.players[0].gold = 30
    host = host_for(app, session)
    board = host.board
    click(app, board.lay.rows[session.state.messenger].cards[0].center)
    assert board.selected == 0
    key(app, pygame.K_ESCAPE)
    assert board.selected is None and app.scenes.top is host
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not host


def test_a_card_too_dear_is_not_picked_and_lights_no_cell(app):
    session = human_first()
    state = session.state
    state.rows[state.messenger][1] = card_id("Banker" if state.messenger == "castle" else "Blacksmith")
    state.players[0].gold = 0
    host = host_for(app, session)
    board = host.board
    click(app, board.lay.rows[state.messenger].cards[1].center)
    assert board.selected is None and board.drop_cells() == []
    assert any("F" in text for text, _ in host.toasts)
    click(app, board.face_button.rect.center)  # face down it is free
    click(app, board.lay.rows[state.messenger].cards[1].center)
    assert board.selected == 1 and board.drop_cells() == [(0, 0)]


def test_keeping_unstored_gold_asks_for_a_second_press(app):
    session = human_first()
    state = session.state
    from ludotheque.rules.chateau_combo.tableau import Slot, Tableau

    state.phase = "store"
    state.first = state.turn = 0
    state.players[0].tableau = Tableau({(0, 0): Slot(card_id("Potter"))})
    state.players[0].gold = 3
    host = host_for(app, session)
    click(app, host.board.keep_button.rect.center)
    assert session.state.phase == "store" and host.toasts
    click(app, host.board.keep_button.rect.center)
    assert session.state.phase != "store" or session.state.current_player() != 0


def test_an_effect_choice_says_what_each_option_pays_now(app):
    from ludotheque.client.scenes.chateau_combo.overlays import _option_outcome, choice_rects
    from ludotheque.rules.chateau_combo.asks import option_outcome

    session = human_first()
    state = session.state
    state.rows[state.messenger][0] = card_id("Banker" if state.messenger == "castle" else "Blacksmith")
    session.apply(Buy(0, 0, 0))
    host = host_for(app, session)
    outcomes = [option_outcome(session.state, 0, k) for k in range(2)]
    keys_option = 1
    assert outcomes[keys_option]["keys"] == (3 if state.messenger == "castle" else 2)
    assert str(outcomes[keys_option]["keys"]) in _option_outcome(host.board.frame(), keys_option)
    tab = host.board.grid().bounds
    assert not any(r.colliderect(tab) for r in choice_rects(host.board.frame()))  # the tableau stays in sight


def test_the_card_panel_shows_the_rules_price_face_down_and_on_the_other_row(app):
    from ludotheque.client.scenes.chateau_combo.overlays import hover_target

    session = human_first()
    state = session.state
    host = host_for(app, session)
    board = host.board
    here = state.messenger
    other = "castle" if here == "village" else "village"
    board.hover.mouse = board.lay.rows[other].cards[0].center
    info, _ = hover_target(board.frame())
    assert info.away and info.pay == state.cost_for(0, state.rows[other][0])
    board.selection.face_down = True
    board.hover.mouse = board.lay.rows[here].cards[0].center
    info, _ = hover_target(board.frame())
    assert info.taking_face_down and info.pay == 0


def test_an_ai_card_slides_slowly_and_glows_where_it_lands(app):
    app.settings.anim_speed = 1.0
    session = human_first()
    host = host_for(app, session)
    board = host.board
    mine = Buy(0, 0, 0, True)
    before = session.state
    board.on_events(session.apply(mine), before, session.state)
    own = [tween for s, tween in board.motion.slides if s.owner == 0]
    assert own and own[0].duration <= app.settings.anim_time(0.3)
    laid = len(session.state.players[1].tableau)
    while len(session.state.players[1].tableau) == laid:  # a key first, maybe, then a card
        before = session.state
        board.on_events(session.apply(session.choose_for(1)), before, session.state)
    theirs = [tween for s, tween in board.motion.slides if s.owner == 1]
    assert theirs and theirs[0].duration >= app.settings.anim_time(0.6)
    assert [seat for (seat, _), _ in board.motion.marks] == [1]
    pump(app, frames=3)  # drawn on their way: the cards between market and tableau
    assert board.motion.slides


def test_the_card_panel_waits_for_the_pointer_to_move_after_a_click(app):
    from ludotheque.client.scenes.chateau_combo.hover import DWELL

    session = human_first()
    session.state.players[0].gold = 30
    host = host_for(app, session)
    board = host.board
    card = board.lay.rows[session.state.messenger].cards[0]
    click(app, card.center)
    click(app, board.grid().rect((0, 0)).center)  # placed: the pointer rests on the new card
    assert len(session.state.players[0].tableau) == 1
    pump(app, frames=int(DWELL * 60) + 10)
    assert board.hover.panel is None
    spot = board.grid().rect((0, 0)).center
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(spot[0] + 1, spot[1]), rel=(1, 0), buttons=(0, 0, 0))],
         frames=int(DWELL * 60) + 10)
    assert board.hover.panel is not None


def test_the_card_panel_keeps_off_a_caption():
    from ludotheque.client.scenes.chateau_combo.tooltip import place

    bounds = pygame.Rect(0, 0, 800, 600)
    anchor = pygame.Rect(100, 100, 300, 80)
    caption = pygame.Rect(400, 60, 300, 200)
    got = place(pygame.Rect(0, 0, 250, 180), anchor, bounds, 6, caption)
    assert not got.colliderect(caption) and bounds.contains(got)


def test_renewing_the_row_drops_the_picked_card(app):
    session = human_first()
    state = session.state
    state.players[0].keys = max(1, state.players[0].keys)
    state.players[0].gold = 30
    host = host_for(app, session)
    board = host.board
    click(app, board.lay.rows[state.messenger].cards[1].center)
    assert board.selected == 1
    click(app, board.refresh_button.rect.center)
    assert board.selected is None and board.drop_cells() == []
