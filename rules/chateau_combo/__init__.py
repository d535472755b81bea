"""Château Combo: recruit nine characters into a 3x3 tableau; their effects and score
conditions combine (Grégory Grard & Mathieu Roussel, Catch Up Games 2024)."""

from ludotheque.rules.chateau_combo.game import GAME
from ludotheque.rules.chateau_combo.state import ComboState

__all__ = ["GAME", "ComboState"]
