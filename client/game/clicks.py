"""What a click means, the part every game's view model shares: a click that plays an
action. Each game's `screen.py` adds its own meanings beside it (pick a card, say why
not, ask a question) and maps a click to one of them; the board submits a `Play`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Play:
    """The click plays `action` (the rules have said it is legal for this seat)."""

    action: Any
