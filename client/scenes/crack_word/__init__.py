"""Crack Word's board scene: four rows of letter cards, the hand, and CRACK WORD!"""

from __future__ import annotations

from client.scenes.crack_word.board import CrackWordBoard
from client.scenes.crack_word.results import draw_results

__all__ = ["create_board", "draw_results"]


def create_board(host) -> CrackWordBoard:
    return CrackWordBoard(host)
