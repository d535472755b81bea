"""Crack Word's board scene: four rows of letter cards, the hand, and CRACK WORD!"""

from ludotheque.client.scenes.crack_word.results import draw_results

__all__ = ["draw_results"]
