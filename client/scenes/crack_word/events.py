"""Turning the log of an action into motion and sound on the board.

Cards slide from the player to their row; a cracked row flies to the cracker's points
under the CRACK WORD! banner; a refused letter shakes its row and fades out in red; at
the end by an empty hand, the finisher's cards fly from the table to his points. With the
animation speed at zero nothing moves: the new state simply shows.

The reaction reads only the events and the states before and after: it replays the
events on a copy of the rows as they were (`table`), so every card that moves is known
from where it was, whatever the rows hold afterwards (a row emptied by the end's
collection, a row restarted, a row cracked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.client.scenes.crack_word.overlays import Banner, Flight
from ludotheque.client.scenes.crack_word.paint import seat_card
from ludotheque.rules.crack_word.cards import JOKER

if TYPE_CHECKING:
    from ludotheque.client.scenes.crack_word.board import CrackWordBoard

SLIDE = 0.22
AI_SLIDE = 0.5  # another seat's card crosses the table slowly enough to follow (issue 23)
LINGER = 0.45  # after another seat's move lands, before the next AI may move
FLY = 0.35
BANNER = 1.5

Card = tuple[int, str, str]


def react(board: CrackWordBoard, events: list[Any], before: Any, after: Any) -> None:
    board.overlay = board.pending = None
    if not events:  # undo: show the restored table as it is
        board.flights, board.banner, board.shakes, board.ghosts = [], None, {}, {}
        board.linger = 0.0
        return
    sounds = board.app.sounds
    cracked_rows = {e.params["row"] - 1 for e in events if e.key == "crack_word.log.crack"}
    table: list[list[Card]] = [list(row) for row in before.rows]
    landed: set[tuple[int, int]] = set()  # (row, index) of cards that slid in just now
    for event in events:
        key, params = event.key.rsplit(".", 1)[-1], event.params
        if key in ("play", "joker"):
            row, player = params["row"] - 1, params["player"]
            sounds.play("card")
            card = (player, JOKER if key == "joker" else params["letter"], params["letter"])
            index = 0 if params.get("left") else len(table[row])
            table[row].insert(index, card)
            if row not in cracked_rows:
                _slide_in(board, card, row, index, table, after)
                landed.add((row, index))
        elif key == "crack":
            row = params["row"] - 1
            _crack(board, params, table[row])
            table[row] = []
        elif key == "poubelle":
            row = params["row"] - 1
            sounds.play("coin")
            _clear_row(board, row, table[row], before.either_end)
            table[row] = []
        elif key == "row_start":
            row, player = params["row"] - 1, params["player"]
            card = (player, params["letter"], params["letter"])
            table[row] = [card]
            _slide_in(board, card, row, 0, table, after, delay=_time(board, 0.3))
            landed.add((row, 0))
        elif key == "bonus":
            _collect(board, params["player"], table, landed, before.either_end)
            table = [[c for c in cards if c[0] != params["player"]] for cards in table]
        elif key.startswith("penalty"):
            sounds.play("error")
            _refused(board, params, before)
            _keep_notice(board, key, params, events)
        elif key in ("new_hand", "drew") and params.get("player") == board.host.viewer:
            sounds.play("deal")
        elif key == "last_hand":
            sounds.play("turn")
            board.banner = _banner(board, board.app.t("crack_word.ui.status_last"), "", params["player"])
    mover = before.current_player()
    if mover is not None and mover != board.host.viewer:
        board.linger = _time(board, LINGER + AI_SLIDE)


def _time(board: CrackWordBoard, seconds: float) -> float:
    return board.app.settings.anim_time(seconds)


def _origin(board: CrackWordBoard, player: int) -> tuple[int, int]:
    """Where a player's cards come from: the hand for the viewer, else their panel."""
    if player == board.host.viewer:
        return board.lay.hand_area.center
    return board.lay.players[player].center


def _slot_centre(board: CrackWordBoard, row: int, index: int, length: int, either_end: bool) -> tuple[int, int]:
    slots = board.lay.row_slots(row, length, either_end)
    return slots[min(index, length - 1)].center if length else slots[-1].center


def _slide_in(board: CrackWordBoard, card: Card, row: int, index: int, table: list[list[Card]], after: Any,
              delay: float = 0.0) -> None:
    """`card` slides from its owner to slot `index` of `row` as `table` holds it. When the
    card is still there afterwards, the flight follows that slot (and hides the card until
    it lands); otherwise (the end collected it) it flies to where it was laid."""
    player = card[0]
    duration = _time(board, SLIDE if player == board.host.viewer else AI_SLIDE)
    if duration <= 0:
        return
    img = seat_card(board, card[0], card[1], card[2], board.lay.row_card)
    stays = after.rows[row][index:index + 1] == [card] and len(after.rows[row]) == len(table[row])
    if stays:
        flight = Flight(img, _origin(board, player), None, duration, slot=(row, index), delay=delay)
    else:
        end = _slot_centre(board, row, index, len(table[row]), after.either_end)
        flight = Flight(img, _origin(board, player), end, duration, delay=delay)
    board.flights.append(flight)


def _crack(board: CrackWordBoard, params: dict, cards: list[Card]) -> None:
    player, row = params["player"], params["row"] - 1
    board.app.sounds.play("crack")
    board.banner = _banner(board, board.app.t("crack_word.ui.crack_banner"),
                           board.app.t("crack_word.ui.crack_by", name=board.app.seat_name(board.session, player),
                                       word=params["word"], count=params["count"]), player)
    duration = _time(board, FLY)
    if duration <= 0:
        return
    slots = board.lay.row_slots(row, len(cards), board.state.either_end)
    target = board.lay.players[player].center
    for i, (owner, face, letter) in enumerate(cards):
        img = seat_card(board, owner, face, letter, board.lay.row_card)
        board.flights.append(Flight(img, slots[i].center, target, duration, delay=_time(board, 0.25) + i * _time(board, 0.05), shrink=True,
                                    waits_visible=True))


def _collect(board: CrackWordBoard, player: int, table: list[list[Card]], landed: set[tuple[int, int]],
             either_end: bool) -> None:
    """The end by an empty hand: the finisher's cards leave the table for his points,
    once the card he just laid has landed."""
    duration = _time(board, FLY)
    if duration <= 0:
        return
    target = board.lay.players[player].center
    # Once every card sliding in (the last one laid, a row start) has landed.
    landing = [f.delay + f.duration - f.age for f in board.flights if not f.shrink]
    start = max(landing, default=0.0) + (_time(board, 0.1) if landed else 0.0)
    k = 0
    for r, cards in enumerate(table):
        slots = board.lay.row_slots(r, len(cards), either_end)
        for i, card in enumerate(cards):
            if card[0] != player:
                continue
            img = seat_card(board, card[0], card[1], card[2], board.lay.row_card)
            board.flights.append(Flight(img, slots[i].center, target, duration, delay=start + k * _time(board, 0.05),
                                        shrink=True, waits_visible=(r, i) not in landed))
            k += 1


def _clear_row(board: CrackWordBoard, row: int, old: list[Card], either_end: bool) -> None:
    duration = _time(board, FLY)
    if duration <= 0:
        return
    slots = board.lay.row_slots(row, len(old), either_end)
    away = (board.rect.x - board.lay.row_card[0], board.lay.lanes[row].centery)
    for i, card in enumerate(old):
        img = seat_card(board, card[0], card[1], card[2], board.lay.row_card)
        board.flights.append(Flight(img, slots[i].center, away, duration, delay=i * _time(board, 0.03),
                                    shrink=True, waits_visible=True))


def _refused(board: CrackWordBoard, params: dict, before: Any) -> None:
    text = params["text"]
    if "row" in params:
        row = params["row"] - 1
    else:  # a log from before the event named its row
        row = next((r for r, cards in enumerate(before.rows)
                    if "".join(c[2] for c in cards) + params["letter"] == text), None)
        if row is None:  # either-end: the letter went in front
            row = next((r for r, cards in enumerate(before.rows)
                        if params["letter"] + "".join(c[2] for c in cards) == text), 0)
    total = _time(board, 0.9)
    board.shakes[row] = _time(board, 0.4)
    if total > 0:
        board.ghosts[row] = [params["player"], params.get("card", params["letter"]), params["letter"], total, total]


def _keep_notice(board: CrackWordBoard, key: str, params: dict, events: list[Any]) -> None:
    """Hot seat: the pass screen comes at once, so the refused player never saw the
    referee's verdict nor the card he drew. He is told on his next private screen."""
    player = params["player"]
    seats = board.session.seats
    if not seats[player].is_human or sum(s.is_human for s in seats) < 2:
        return
    t = board.app.t
    card = t("crack_word.card.joker") if params.get("card") == JOKER else params["letter"]
    drawn = next((e.params["cards"] for e in events
                  if e.key == "crack_word.log.drew" and e.params.get("player") == player), None)
    if drawn is not None:
        drawn = board.app.translator.card_faces("crack_word", drawn)
    if drawn is None:
        board.notices[player] = t("crack_word.ui.refused_notice_last", text=params["text"], card=card)
    else:
        board.notices[player] = t("crack_word.ui.refused_notice", text=params["text"], card=card, drawn=drawn)


def _banner(board: CrackWordBoard, title: str, line: str, player: int) -> Banner | None:
    duration = _time(board, BANNER)
    if duration <= 0:
        return None
    return Banner(title, line, board.app.seat_colour(board.session, player), duration)
