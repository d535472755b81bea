"""The UI's own choices on the Castle Risk screen, none of them the rules': the chosen
territory, an Admiral attack's target, what the mouse points at, the armies to place, the
"stop at" figure and the slider's count."""

from __future__ import annotations

from ludotheque.client.scenes.castle_risk.screen import Picked


class Selection:
    def __init__(self) -> None:
        self.selected: str | None = None  # source of an attack or a reoccupation
        self.sea_target: str | None = None  # an Admiral attack waiting for its army count
        self.hover: str | None = None
        self.mouse: tuple[int, int] = (0, 0)
        self.place_amount = 1
        self.stop_at: int | None = None  # "stop at N armies" (None: the attack's default)
        self.slider: int | None = None  # the slider's count (None: where the rules advise)

    def picked(self) -> Picked:
        return Picked(self.selected, self.sea_target)

    def pick(self, picked: Picked) -> None:
        if picked.sea_target is not None:
            self.slider = None  # the slider starts where the rules advise
        self.selected, self.sea_target = picked.selected, picked.sea_target

    def played(self) -> None:
        """A move of the screen's was accepted: the Admiral's target and the slider are done."""
        self.sea_target = None
        self.slider = None

    def let_go(self) -> bool:
        """Esc: drop the chosen territory; False when nothing was chosen."""
        if not self.selected:
            return False
        self.selected = self.sea_target = None
        return True

    def set_amount(self, n: int) -> None:
        self.place_amount = max(1, n)

    def set_stop(self, n: int) -> None:
        self.stop_at = max(2, n)

    def stop(self, advice: int) -> int:
        """"Stop at N armies": the player's figure, or for a new attack the rules' advice
        (not the last attack's figure)."""
        if self.stop_at is None:
            self.stop_at = advice
        return self.stop_at

    def nudge(self, step: int, lo: int, hi: int) -> None:
        """− / + beside a slider: one army less or more."""
        self.slider = max(lo, min(hi, (self.slider if self.slider is not None else hi) + step))

    def slide(self, value: float, lo: int, hi: int) -> None:
        self.slider = lo + round(value * (hi - lo))

    def count(self, lo: int, hi: int, advice: int | None) -> int:
        """The slider's count within [lo, hi], starting where the rules advise."""
        if self.slider is None:
            self.slider = max(lo, min(hi, advice if advice is not None else hi))
        return max(lo, min(self.slider, hi))

    def point(self, pos: tuple[int, int], territory: str | None) -> None:
        self.mouse, self.hover = pos, territory

    def look_away(self) -> None:
        """A pass screen: the next player has pointed at nothing yet (nor at a card)."""
        self.hover, self.mouse = None, (-1, -1)

    def after_move(self, moved_on: bool, new_phase: bool, new_attack: bool) -> None:
        """An action was applied: `moved_on` the choice is no longer the same player's
        in a phase that keeps one."""
        if moved_on:
            self.selected = self.sea_target = None
        if new_phase:
            self.slider = None
        if new_attack:
            self.stop_at = None  # a new attack: "stop at" starts again from its default
