"""Crack Word's board scene: four rows of letter cards, the hand, and CRACK WORD!"""

from ludotheque.client.scenes.crack_word.board import create_board
from ludotheque.client.scenes.crack_word.results import draw_results

__all__ = ["create_board", "draw_results"]
