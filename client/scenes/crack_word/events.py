"""Turning the log of an action into motion and sound on the board.

Cards slide from the player to their row; a cracked row flies to the cracker's points
under the CRACK WORD! banner; a refused letter shakes its row and fades out in red.
With the animation speed at zero nothing moves: the new state simply shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.client.scenes.crack_word.overlays import Banner, Flight
from ludotheque.client.scenes.crack_word.paint import seat_card

if TYPE_CHECKING:
    from ludotheque.client.scenes.crack_word.board import CrackWordBoard

SLIDE = 0.22
FLY = 0.35
BANNER = 1.5


def react(board: CrackWordBoard, events: list[Any], before: Any, after: Any) -> None:
    board.overlay = board.pending = None
    if not events:  # undo: show the restored table as it is
        board.flights, board.banner, board.shakes, board.ghosts = [], None, {}, {}
        return
    sounds = board.app.sounds
    cracked_rows = {e.params["row"] - 1 for e in events if e.key == "crack_word.log.crack"}
    for event in events:
        key, params = event.key.rsplit(".", 1)[-1], event.params
        if key in ("play", "joker"):
            row = params["row"] - 1
            sounds.play("card")
            if row not in cracked_rows:
                index = 0 if params.get("left") else len(after.rows[row]) - 1
                _slide_in(board, params["player"], row, index)
        elif key == "crack":
            _crack(board, params, before, after)
        elif key == "poubelle":
            sounds.play("coin")
            _clear_row(board, params["player"], params["row"] - 1, before)
        elif key == "row_start":
            _slide_in(board, params["player"], params["row"] - 1, 0, delay=_time(board, 0.3))
        elif key.startswith("penalty"):
            sounds.play("error")
            _refused(board, params, events, before)
        elif key in ("new_hand", "drew") and params.get("player") == board.host.viewer:
            sounds.play("deal")
        elif key == "last_hand":
            sounds.play("turn")
            board.banner = _banner(board, board.app.t("crack_word.ui.status_last"), "", params["player"])


def _time(board: CrackWordBoard, seconds: float) -> float:
    return board.app.settings.anim_time(seconds)


def _origin(board: CrackWordBoard, player: int) -> tuple[int, int]:
    """Where a player's cards come from: the hand for the viewer, else their panel."""
    if player == board.host.viewer:
        return board.lay.hand_area.center
    return board.lay.players[player].center


def _slide_in(board: CrackWordBoard, player: int, row: int, index: int, delay: float = 0.0) -> None:
    duration = _time(board, SLIDE)
    if duration <= 0:
        return
    card = board.state.rows[row][index] if index < len(board.state.rows[row]) else None
    if card is None:
        return
    img = seat_card(board, card[0], card[1], card[2], board.lay.row_card)
    board.flights.append(Flight(img, _origin(board, player), None, duration, slot=(row, index), delay=delay))


def _crack(board: CrackWordBoard, params: dict, before: Any, after: Any) -> None:
    player, row = params["player"], params["row"] - 1
    board.app.sounds.play("crack")
    board.banner = _banner(board, board.app.t("crack_word.ui.crack_banner"),
                           board.app.t("crack_word.ui.crack_by", name=board.app.seat_name(board.session, player),
                                       word=params["word"], count=params["count"]), player)
    duration = _time(board, FLY)
    if duration <= 0:
        return
    cards = after.points[player][-params["count"]:]
    slots = board.lay.row_slots(row, len(cards), after.either_end)
    target = board.lay.players[player].center
    word = params["word"]
    for i, (owner, face) in enumerate(cards):
        img = seat_card(board, owner, face, word[i] if i < len(word) else face, board.lay.row_card)
        board.flights.append(Flight(img, slots[i].center, target, duration, delay=_time(board, 0.25) + i * _time(board, 0.05), shrink=True,
                                    waits_visible=True))


def _clear_row(board: CrackWordBoard, player: int, row: int, before: Any) -> None:
    duration = _time(board, FLY)
    if duration <= 0:
        return
    old = before.rows[row]
    slots = board.lay.row_slots(row, len(old), before.either_end)
    away = (board.rect.x - board.lay.row_card[0], board.lay.lanes[row].centery)
    for i, card in enumerate(old):
        img = seat_card(board, card[0], card[1], card[2], board.lay.row_card)
        board.flights.append(Flight(img, slots[i].center, away, duration, delay=i * _time(board, 0.03),
                                    shrink=True, waits_visible=True))


def _refused(board: CrackWordBoard, params: dict, events: list[Any], before: Any) -> None:
    text = params["text"]
    row = next((r for r, cards in enumerate(before.rows)
                if "".join(c[2] for c in cards) + params["letter"] == text), None)
    if row is None:  # either-end: the letter went in front
        row = next((r for r, cards in enumerate(before.rows)
                    if params["letter"] + "".join(c[2] for c in cards) == text), 0)
    total = _time(board, 0.9)
    board.shakes[row] = _time(board, 0.4)
    if total > 0:
        board.ghosts[row] = [params["player"], params["letter"], total, total]


def _banner(board: CrackWordBoard, title: str, line: str, player: int) -> Banner | None:
    duration = _time(board, BANNER)
    if duration <= 0:
        return None
    return Banner(title, line, board.app.seat_colour(board.session, player), duration)
