"""The Crack Word scene's shape (issue 25): the board is a coordinator over parts that own
their data; no part imports the board, not even for its type; the scene reads the game
only through a seat's view; the view model answers from a view what the screen asks."""

from __future__ import annotations

import ast

import ludotheque.client.scenes.crack_word as scene
import ludotheque.rules.crack_word.asks as asks
from crack_word_helpers import new_game, settle, table
from ludotheque.client.scenes.crack_word.screen import Ask, Picked, Play, Question, describe
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.phases import Phase, Table, phase_of
from scene_shape import ENTRIES, board_importers, functions_taking, imported, modules, state_reads


def test_no_part_imports_the_board_not_even_for_its_type():
    assert board_importers(scene) == set()


def test_the_board_is_the_only_module_that_names_the_base_board():
    offenders = {name for name, tree in modules(scene).items()
                 if name != "board.py" and "ludotheque.client.game.board" in imported(tree, scene.__name__)}
    assert offenders == set()


def test_the_scene_reads_the_game_only_through_a_view():
    """`x.state` appears only as `x.state.view(...)` or `type(x.state)`; the results panel
    reads the public view too."""
    assert state_reads(scene) == []


def test_no_part_takes_the_board_as_an_argument():
    assert functions_taking(scene, "board", ENTRIES) == []


def test_only_the_board_changes_its_own_fields():
    """Parts change what they own; `board.x = ...` is written nowhere but in board.py."""
    for name, tree in modules(scene).items():
        if name == "board.py":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                assert not (isinstance(node.value, ast.Name) and node.value.id == "board"), f"{name}:{node.lineno}"


# --- the view model, from a seat's view ---------------------------------------------------------
def seat_view(*rows: str, hand: list[str], **options):
    state = table(new_game(seed=3, **options), *rows)
    state.hands[0] = list(hand)
    return settle(state)


NOTHING = Picked()


def screen_of(state, picked: Picked = NOTHING, preview: bool = False):
    view = state.view(0)
    return describe(view, type(state).legal_actions_in_view(view), picked, can_act=True, preview=preview)


def test_the_hand_shows_letters_first_then_the_action_cards():
    screen = screen_of(seat_view("0C 1H", hand=["POUBELLE", "S", "JOKER", "A"]))
    assert screen.hand == ("A", "S", "JOKER", "POUBELLE")
    assert screen.phase == Phase.PLAY and not screen.pass_offered


def test_a_drop_is_a_move_or_a_question_the_rules_decide():
    screen = screen_of(seat_view("0C 1H 0A", hand=["T", "E", "JOKER", "POUBELLE"]))
    assert screen.drop("POUBELLE", 1, False) == Play(Trash(1))
    assert screen.drop("JOKER", 0, False) == Ask(Question("JOKER", 0, False))
    assert screen.drop("T", 0, False) == Ask(Question("T", 0, False, "T"), "CHAT")  # CHAT: his majority
    assert screen.drop("E", 0, False) == Play(PlaceLetter("E", 0, "E"))
    assert screen.with_letter(Question("JOKER", 0, False, "T")) == Ask(Question("JOKER", 0, False, "T"), "CHAT")


def test_the_question_says_what_the_row_would_read():
    question = Question("T", 0, False, "T")
    screen = screen_of(seat_view("0C 1H 0A", hand=["T"]), Picked(0, question))
    assert screen.question_word() == "CHAT" and screen.held == "T"


def test_pass_is_offered_in_the_last_turns_only_to_a_player_who_cannot_play():
    state = seat_view("0C 1H", "1B 0R", "0P 1L", "1G 0R", hand=["D", "M"])
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[], []]
    screen = screen_of(state)
    assert screen.phase == Phase.LAST_TURNS and screen.pass_offered and screen.pass_action() == Play(Pass())
    state.hands[0] = ["D", "E"]
    assert not screen_of(state).pass_offered


def test_the_rules_answer_from_a_view_as_from_the_state():
    state = seat_view("0C 1H", hand=["A", "E", "S"])
    t = Table.of(state.view(0))
    for action in (PlaceLetter("A", 0, "A"), PlaceLetter("Z", 0, "Z"), PlaceLetter("A", 0, "A", crack=True),
                   Trash(0), Pass(), PlaceLetter("A", 0, "A", left=True)):
        err = asks.refusal(t, action)
        try:
            state.check_action(action)
            expected = None
        except Exception as exc:  # noqa: BLE001 - the key is compared
            expected = exc.key
        assert (err.key if err else None) == expected, action


def test_the_referee_s_verdict_and_the_row_leader():
    state = seat_view("0C 1H 0A", "1P 0O", "1M 1A 0R", hand=["T", "U", "S"])
    t = Table.of(state.view(0))
    assert asks.verdict(t, PlaceLetter("T", 0, "T"), 0) == asks.Verdict.CRACK
    assert asks.verdict(t, PlaceLetter("X", 0, "X"), 0) == asks.Verdict.REFUSED
    assert asks.verdict(t, PlaceLetter("U", 0, "U"), 0) == asks.Verdict.FITS
    assert asks.verdict(t, PlaceLetter("S", 2, "S"), 0) == asks.Verdict.WORD  # MARS, two cards each
    assert asks.leader(t.rows[0], 2) == 0 and asks.leader(t.rows[1], 2) is None


def test_the_phase_is_read_from_the_view():
    state = new_game()
    assert phase_of(state.view(None)) == Phase.PLAY
    state.last_hand = 0
    assert phase_of(state.view(None)) == Phase.LAST_TURNS
    state.over = True
    assert phase_of(state.view(None)) == Phase.OVER and Table.of(state.view(None)).current is None


def test_a_move_is_queued_by_the_handler_and_played_in_update(app):
    import pygame
    from ludotheque.client.game.host import GameHost
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.crack_word import GAME
    from ludotheque.rules.session import Seat, Session
    from ui_events import pump

    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("ai:normal")])
    state = table(session.state, "0C 1H")
    state.hands[0] = ["A", "E", "S"]
    settle(state)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    board = host.board
    card = board.lay.hand_slots(3)[0].center
    lane = board.lay.lanes[0].center
    for pos in (card, lane):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            board.handle_event(pygame.event.Event(kind, pos=pos, button=1))
    queued = board.outbox.take()
    assert session.ply == 0 and queued == [PlaceLetter("A", 0, "A")]
    for action in queued:
        board.outbox.put(action)
    board.update(0.0)
    assert session.ply == 1 and not board.outbox and board.selection.selected is None
