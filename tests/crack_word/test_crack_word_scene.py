"""The Crack Word board driven by real mouse and keyboard events, headless."""

from __future__ import annotations

import pygame
import pytest
from crack_word_helpers import settle, table
from ludotheque.client.game.host import GameHost
from ludotheque.rules.core import GameConfig
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump, take_the_screen, wait_for_hint


def drag(app, start, end) -> None:
    pump(app, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ])


def host_with(app, *rows: str, hand: list[str], opponent_hand: list[str] | None = None, seats=("human", "ai:normal"),
              **options):
    session = Session(GAME, GameConfig(2, seed=3, options=options), [Seat.parse(s) for s in seats])
    state = table(session.state, *rows)
    state.hands[0] = list(hand)
    if opponent_hand is not None:
        state.hands[1] = list(opponent_hand)
    settle(state)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    if host.pass_to is not None:  # hot seat: the first human takes the screen
        take_the_screen(app, host)
    return host


def hand_card(board, face: str):
    return board.lay.hand_slots(len(board.hand_faces()))[board.hand_faces().index(face)].center


def lane(board, r: int):
    return board.lay.lanes[r].center


def test_click_a_card_then_a_row_lays_the_letter(app):
    host = host_with(app, "0C 1H", hand=["A", "E", "S"], referee_preview="on")
    board = host.board
    click(app, hand_card(board, "A"))
    assert board.selected_face() == "A"
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lane(board, 0), rel=(0, 0), buttons=(0, 0, 0))])
    text, tone = board.hint_text()
    assert "CHA" in text and tone == "good"
    click(app, lane(board, 0))
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CHA"
    assert host.session.state.turn == 1


def test_drag_a_card_onto_a_row(app):
    host = host_with(app, "0C 1H", "0P", hand=["A", "E", "S"])
    drag(app, hand_card(host.board, "E"), lane(host.board, 1))
    assert "".join(c[2] for c in host.session.state.rows[1]) == "PE"


def test_with_the_preview_option_a_refused_letter_is_explained_before_and_penalised_after(app):
    host = host_with(app, "0C 1H", hand=["M", "E", "S"], referee_preview="on")
    board = host.board
    click(app, hand_card(board, "M"))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lane(board, 0), rel=(0, 0), buttons=(0, 0, 0))])
    text, tone = board.hint_text()
    assert tone == "bad" and "CHM" in text
    click(app, lane(board, 0))
    log = [e.event.key for e in host.session.log]
    assert "crack_word.log.penalty_prefix" in log
    assert len(host.session.state.hands[0]) == 4


def test_crack_word_asks_and_the_big_moment_plays(app):
    app.settings.anim_speed = 1.0
    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"])
    board = host.board
    click(app, hand_card(board, "T"))
    click(app, lane(board, 0))
    assert board.input.overlay is not None and host.session.state.rows[0][-1][2] == "A"
    click(app, board.input.overlay.yes.center)
    state = host.session.state
    assert len(state.points[0]) == 4
    assert board.motion.banner is not None and board.busy()
    assert "crack" in app.sounds.played
    pump(app, frames=3)
    assert board.motion.banner is not None  # still on screen a moment later
    for _ in range(150):
        board.update(1 / 60)
    assert board.motion.banner is None and not board.motion.flights


def test_keep_building_instead_of_cracking(app):
    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"])
    click(app, hand_card(host.board, "T"))
    click(app, lane(host.board, 0))
    click(app, host.board.input.overlay.no.center)
    assert host.session.state.points[0] == [] and len(host.session.state.rows[0]) == 4


def test_joker_asks_for_its_letter(app):
    host = host_with(app, "0C 1H", hand=["JOKER", "E", "S"])
    board = host.board
    click(app, hand_card(board, "JOKER"))
    click(app, lane(board, 0))
    picker = board.input.overlay
    assert picker is not None
    rect = next(r for r, letter in picker.cells if letter == "E")
    click(app, rect.center)
    assert host.session.state.rows[0][-1] == (0, "JOKER", "E")


def test_poubelle_clears_the_row_clicked(app):
    host = host_with(app, "1M 1A 1N", hand=["POUBELLE", "E"])
    click(app, hand_card(host.board, "POUBELLE"))
    click(app, lane(host.board, 0))
    assert host.session.state.discard == [(1, "M"), (1, "A"), (1, "N")]


def test_keyboard_letter_then_row_number(app):
    host = host_with(app, "0C 1H", "0P", hand=["A", "E", "S"])
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e")])
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")])
    assert "".join(c[2] for c in host.session.state.rows[1]) == "PE"


def test_clicks_anywhere_at_any_time_change_nothing_or_explain(app):
    host = host_with(app, "0C 1H", hand=["A", "E", "S"])
    before = host.session.state.to_json()
    w, h = app.size
    for x in range(5, w, 97):
        for y in range(5, h, 89):
            click(app, (x, y))
            if host.session.state.to_json() != before:
                return  # a click laid a card: a legal play, fine
    assert host.session.state.to_json() == before


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_board_draws_at_both_sizes_with_everything_inside(app, size):
    app.resize(size)
    host = host_with(app, "0C 1H 0A 1T 0E 1A 0U", "0P", "1S", hand=list("AEIOUSTR"))
    board = host.board
    pump(app, frames=2)
    for rect in board.lay.lanes + board.lay.players + [board.lay.hand_area]:
        assert board.rect.contains(rect)
    for r in range(4):
        for slot in board.lay.row_slots(r, len(host.session.state.rows[r]), False):
            assert board.lay.lanes[r].contains(slot)


def test_results_panel_lists_the_words_each_player_cracked(app):
    from ludotheque.client.scenes.crack_word import draw_results
    from ludotheque.client.scenes.crack_word.results import cracked_words

    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"])
    host.session.apply(PlaceLetter("T", 0, "T", crack=True))
    assert cracked_words(host.session) == {0: ["CHAT"], 1: []}
    draw_results(app.screen, pygame.Rect(400, 100, 500, 400), app, host.session)


def test_hovering_a_row_tells_who_holds_the_majority(app):
    host = host_with(app, "0C 1H 0A", "1P 0O", hand=["T", "E", "S"])
    board = host.board
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lane(board, 0), rel=(0, 0), buttons=(0, 0, 0))])
    text, _ = board.hint_text()
    assert "CHA" in text and app.seat_name(host.session, 0) in text
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lane(board, 1), rel=(0, 0), buttons=(0, 0, 0))])
    assert app.t("crack_word.ui.no_leader") in board.hint_text()[0]


def test_hot_seat_hides_the_hand_between_players(app):
    session = Session(GAME, GameConfig(2, seed=5), [Seat.parse("human"), Seat.parse("human")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    assert host.pass_to == 0 and host.board.hand_faces() == []  # nobody's hand before the first player takes the screen
    take_the_screen(app, host)
    board = host.board
    assert host.viewer == 0 and board.hand_faces()
    face = board.hand_faces()[0]
    click(app, hand_card(board, face))
    click(app, lane(board, 0))
    assert session.state.turn == 1
    assert host.pass_to == 1 and host.viewer is None and board.hand_faces() == []
    pump(app, frames=2)  # the pass screen draws; nothing of seat 1's hand is shown
    click(app, (10, 10))
    assert host.viewer == 1 and sorted(board.hand_faces()) == sorted(session.state.hands[1])


def test_hot_seat_refused_first_move_shows_the_pass_screen_not_the_next_hand(app, monkeypatch):
    from ludotheque.client.scenes.crack_word import paint

    host = host_with(app, "0N", hand=["S", "E", "A"], seats=("human", "human"))
    board = host.board
    shown: list = []
    real_hand = paint.hand
    monkeypatch.setattr(paint, "hand", lambda surface, screen, *rest: (shown.append(screen.viewer),
                                                                       real_hand(surface, screen, *rest)))
    click(app, hand_card(board, "S"))
    click(app, lane(board, 0))  # "NS" begins no word: refused, S back in hand, a card drawn
    assert "crack_word.log.penalty_prefix" in [e.event.key for e in host.session.log]
    assert host.session.state.turn == 1 and host.pass_to == 1 and host.viewer is None
    shown.clear()
    pump(app, frames=3)
    assert host.pass_to == 1 and shown == []  # the pass screen, never seat 1's hand
    click(app, (20, 300))  # a fresh click hands over
    assert host.viewer == 1 and shown == [1] and sorted(board.hand_faces()) == sorted(host.session.state.hands[1])


def test_dictionary_loads_before_the_board_takes_input(app, monkeypatch):
    """A lazy load froze the first hover; clicks queued meanwhile played and passed the
    screen at once (QA CW1). The board loads first and drops input given to the frozen screen."""
    from ludotheque.rules.crack_word import dictionary

    monkeypatch.setattr(dictionary, "_LOADED", {})
    session = Session(GAME, GameConfig(2, seed=5), [Seat.parse("human"), Seat.parse("human")])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    host = GameHost(app, session, autosave=False, run_ai=False)
    assert dictionary.is_loaded("fr")
    assert not pygame.event.peek((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
    assert host.board.selection.selected is None


@pytest.mark.parametrize("where", ["middle", "far_right"])
def test_a_click_anywhere_on_a_row_lays_the_card(app, where):
    host = host_with(app, "0C 1H", hand=["A", "E", "S"])
    board = host.board
    rect = board.lay.lanes[0]
    pos = rect.center if where == "middle" else (rect.right - 10, rect.centery)
    click(app, hand_card(board, "A"))
    click(app, pos)
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CHA"


@pytest.mark.parametrize("side", ["left", "right"])
def test_either_end_a_click_left_of_the_cards_or_anywhere_right_picks_that_end(app, side):
    host = host_with(app, "0T 1R", hand=["E", "A", "S"], placement="either")
    board = host.board
    rect = board.lay.lanes[0]
    pos = (rect.x + 5, rect.centery) if side == "left" else (rect.right - 10, rect.centery)
    click(app, hand_card(board, "E"))
    click(app, pos)
    assert "".join(c[2] for c in host.session.state.rows[0]) == ("ETR" if side == "left" else "TRE")


def test_the_hint_says_what_the_crack_question_asks(app):
    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"])
    board = host.board
    click(app, hand_card(board, "T"))
    click(app, lane(board, 0))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert board.hint_text() == (app.t("crack_word.ui.hint_crack_choice", word="CHAT", count=4), "crack")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_crack_question_labels_keep_room_inside_their_buttons(app, size, lang):
    app.resize(size)
    app.set_language(lang)
    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"])
    board = host.board
    click(app, hand_card(board, "T"))
    click(app, lane(board, 0))
    th, choice = app.theme, board.input.overlay
    for rect, key in ((choice.yes, "crack_word.ui.crack_yes"), (choice.no, "crack_word.ui.crack_no")):
        width = th.font(th.px(0.95), bold=True).size(app.t(key))[0]
        assert width + 2 * th.px(0.7) <= rect.w  # the label at full size, with room each side
    assert board.rect.contains(choice.rect)


def test_a_release_without_its_press_plays_nothing(app):
    """Only a whole click on the board plays: the mouse-up of a click begun on a pass
    screen or a menu must not drop the selected card."""
    host = host_with(app, "0C 1H", hand=["A", "E", "S"])
    board = host.board
    click(app, hand_card(board, "A"))
    pos = lane(board, 0)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert len(host.session.state.rows[0]) == 2 and board.selected_face() == "A"
    click(app, pos)
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CHA"


DEAD_ENDS = ("0C 1H", "1B 0R", "0P 1L", "1G 0R")  # no D, no M fits on any of these


def last_turns_host(app, *rows: str, hand: list[str]):
    """A board in the derniers tours: the piles are gone (set aside), seat 0 to play."""
    host = host_with(app, *rows, hand=hand, opponent_hand=["A", "E", "I"])
    state = host.session.state
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[], []]
    host.board.refresh()  # (arranged in place, without a move)
    pump(app)
    return host


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_pass_for_good_is_offered_with_its_reason_only_when_no_card_fits(app, lang):
    """« Quand un joueur ne peut plus jouer il passe son tour et ne peut plus revenir » (issue
    14, item 8): the button shows only then, and the hint line says why."""
    app.translator.set_language(lang)
    host = last_turns_host(app, *DEAD_ENDS, hand=["D", "E"])
    board = host.board
    assert not board.pass_offered()
    click(app, board.lay.pass_button.center)
    assert host.session.state.passed == [False, False] and host.session.state.turn == 0
    host.session.state.hands[0] = ["D", "M"]
    board.refresh()  # (arranged in place, without a move)
    pump(app)
    assert board.pass_offered()
    assert board.hint_text() == (app.t("crack_word.ui.pass_why"), "bad")
    click(app, board.lay.pass_button.center)
    assert host.session.state.passed == [True, False]


def test_refused_letter_in_the_last_turns_only_passes_the_turn(app):
    """« il reprend sa carte, tire une carte de sa PIOCHE et passe son tour »: no pile left,
    so no card is drawn and the player stays in the game (issue 14, item 7)."""
    host = last_turns_host(app, *DEAD_ENDS, hand=["D", "E"])
    board = host.board
    click(app, hand_card(board, "D"))
    click(app, lane(board, 0))
    state = host.session.state
    assert sorted(state.hands[0]) == ["D", "E"] and state.passed == [False, False]
    assert state.turn == 1
    assert "crack_word.log.penalty_last_prefix" in [e.event.key for e in host.session.log]


def _type(app, k: int, char: str, mod: int = 0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=char, scancode=0)])



@pytest.mark.parametrize("lang", ["fr", "en"])
def test_h_asks_for_a_hint_and_shift_h_picks_the_h_card(app, lang):
    """H is the house's hint key everywhere: in Crack Word it no longer picks an H card.
    Shift+H does, other letters still pick their card, and the hint line says so."""
    app.translator.set_language(lang)
    host = host_with(app, "0C", "1P", hand=["A", "H", "S"])
    board = host.board
    assert board.hint_text() == (app.t("crack_word.ui.pick_card_h"), "plain")
    _type(app, pygame.K_h, "h")
    assert board.selected_face() is None, "plain H picks no card"
    assert host.hints.thinking or host.hints.shown() is not None, "plain H asks for a hint"
    wait_for_hint(app, host)
    assert host.hints.shown() is not None and host.board.guide == host.hints.shown().action
    assert host.session.ply == 0, "a hint is never played"
    _type(app, pygame.K_h, "H", pygame.KMOD_LSHIFT)
    assert board.selected_face() == "H"
    _type(app, pygame.K_a, "a")
    assert board.selected_face() == "A", "other letters still pick their card"
    _type(app, pygame.K_1, "1")
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CA"


def test_without_an_h_card_the_hint_line_does_not_mention_shift_h(app):
    host = host_with(app, "0C", "1P", hand=["A", "E", "S"])
    assert host.board.hint_text() == (app.t("crack_word.ui.pick_card"), "plain")


def test_h_types_a_letter_for_the_joker(app):
    """While the JOKER asks for its letter, H is that letter, not a hint."""
    host = host_with(app, "0C", "1P", hand=["JOKER", "S"])
    board = host.board
    click(app, hand_card(board, "JOKER"))
    click(app, lane(board, 0))
    assert board.input.overlay is not None
    _type(app, pygame.K_h, "h")
    assert not host.hints.thinking and host.hints.shown() is None
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CH"


def test_a_guided_joker_or_crack_points_at_the_answer_and_keeps_the_question_clear(app):
    """With the JOKER's letters or the CRACK WORD! question open for the guided move, the
    caption goes beside the question (guide_rect is the question) and the answer is ringed."""
    from ludotheque.client.scenes.crack_word import guide

    host = host_with(app, "0S 0E", hand=["JOKER", "T"])
    board = host.board
    board.set_guide(PlaceLetter("JOKER", 0, "L"))
    assert board.guide_rect() == guide.target(board.screen(), board.lay, board.guide)
    click(app, hand_card(board, "JOKER"))
    click(app, lane(board, 0))
    assert board.guide_rect() == board.input.overlay.rect
    def answer(action):
        return guide.answer(action, board.selection.question, board.input.overlay)

    cell = answer(board.guide)
    assert cell is not None and board.input.overlay.pick(cell.center) == "L"
    pump(app)  # drawn without error
    click(app, cell.center)
    assert board.input.overlay is not None and answer(PlaceLetter("JOKER", 0, "L", crack=True)) == board.input.overlay.yes
    assert answer(PlaceLetter("JOKER", 0, "L")) == board.input.overlay.no
    assert answer(PlaceLetter("JOKER", 1, "L")) is None, "a question about another move"


def _hover_hint(app, board, face: str, r: int) -> tuple[str, str]:
    board.selection.selected = None
    click(app, hand_card(board, face))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lane(board, r), rel=(0, 0), buttons=(0, 0, 0))])
    return board.hint_text()


def test_by_default_hovering_never_tells_whether_the_referee_will_refuse(app):
    """« Un joueur doit pouvoir justifier… sinon il reprend sa carte »: a refusal is a risk
    the player takes (issue 23, must fix 5). An accepted and a refused letter read alike."""
    host = host_with(app, "0C 1H", hand=["M", "A", "S"])
    board = host.board
    refused, accepted = _hover_hint(app, board, "M", 0), _hover_hint(app, board, "A", 0)
    assert "CHM" in refused[0] and "CHA" in accepted[0]
    assert refused[1] == accepted[1] == "plain"
    assert refused[0].replace("CHM", "CHA") == accepted[0]
    click(app, lane(board, 0))  # the A goes down; the referee still judges after the play
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CHA"


def test_the_guided_game_keeps_the_referee_preview_as_an_aid(app):
    host = host_with(app, "0C 1H", hand=["M", "A", "S"])
    board = host.board
    board.selection.selected, board.selection.mouse = board.hand_faces().index("M"), lane(board, 0)
    assert board.hint_text()[1] == "plain"
    host.tutorial = object()  # what the board asks: is a guided game on?
    try:
        assert board.referee_preview() and board.hint_text()[1] == "bad"
    finally:
        host.tutorial = None


def test_a_refused_joker_is_logged_as_a_joker_taken_back(app):
    host = host_with(app, "0C 1H", hand=["JOKER", "E", "S"])
    assert host.submit(PlaceLetter("JOKER", 0, "K"))
    entry = next(e for e in host.session.log if "penalty" in e.event.key)
    assert entry.event.key == "crack_word.log.penalty_prefix_joker"
    text = app.translator.event_text(entry.event.key, entry.event.params, str)
    assert "JOKER" in text and "CHK" in text
    assert "JOKER" in host.session.state.hands[0]


def test_english_cards_say_bin_not_poubelle(app):
    host = host_with(app, "0C 1H", hand=["POUBELLE", "E"])
    app.translator.set_language("en")
    assert app.t("crack_word.card.poubelle") == "BIN"
    english = pygame.image.tobytes(host.board.words.card(0, "POUBELLE", "POUBELLE", (60, 90)), "RGBA")
    app.translator.set_language("fr")
    french = pygame.image.tobytes(host.board.words.card(0, "POUBELLE", "POUBELLE", (60, 90)), "RGBA")
    assert english != french


def test_hot_seat_the_refused_player_is_told_on_his_next_screen(app):
    """Issue 23: the pass screen hid the referee's verdict and the card drawn from the
    player refused; he reads them when the screen is his again, and only he."""
    host = host_with(app, "0N", "1A", hand=["S", "E", "A"], opponent_hand=["B", "E", "I"], seats=("human", "human"))
    board = host.board
    click(app, hand_card(board, "S"))
    click(app, lane(board, 0))  # NS: refused, a card drawn
    drawn = host.session.state.hands[0][-1]
    assert host.pass_to == 1
    take_the_screen(app, host)
    assert not any("NS" in text for text in board.notices.showing()), "seat 1 is not told seat 0's draw"
    click(app, hand_card(board, "B"))
    click(app, lane(board, 1))  # AB
    take_the_screen(app, host)
    pump(app)
    notice = [text for text in board.notices.showing() if "NS" in text]
    assert notice and drawn in notice[0] and "S" in notice[0]
    assert "previous turn" in notice[0] or "tour précédent" in notice[0]


@pytest.mark.parametrize("preview", ["off", "on"])
def test_the_crack_question_cannot_take_the_card_back_without_the_preview(app, preview):
    """Cancelling the CRACK WORD! question gave the card back, and the question showing
    had told that the row is a word: by default the card is down, only the two answers
    remain (Esc and a resize keep the question); with the preview option, Cancel stays."""
    host = host_with(app, "0C 1H 0A", hand=["T", "E", "S"], referee_preview=preview)
    board = host.board
    click(app, hand_card(board, "T"))
    click(app, lane(board, 0))
    assert board.input.overlay is not None
    if preview == "on":
        assert board.cancel() and board.input.overlay is None and host.session.state.turn == 0
        return
    assert not board.cancel() and board.input.overlay is not None  # Esc: the host pauses, the question stays
    host.layout((800, 600))
    assert board.input.overlay is not None and board.input.overlay.cancel.w == 0
    click(app, (5, 5))  # outside the question: nothing
    assert board.input.overlay is not None and host.session.state.turn == 0
    click(app, board.input.overlay.no.center)
    assert "".join(c[2] for c in host.session.state.rows[0]) == "CHAT" and host.session.state.turn == 1
