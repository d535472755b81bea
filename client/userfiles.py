"""The user's folders at start: can they be written, and tidying what killed writes left.

An unusable folder (`LUDOTHEQUE_HOME` a file, a read-only parent, `HOME=/proc/self`) never
stops the game: one line on stderr, one note the menu shows in the player's language, and
the game plays without saving.
"""

from __future__ import annotations

import sys

from ludotheque.client import saves
from ludotheque.client.settings import Notes
from ludotheque.rules import paths


def open_user_files(notes: Notes) -> bool:
    """True when settings and saves can be written (temporary files left by killed writes
    are then removed); else False, with one line on stderr and a note in `notes`."""
    problem = paths.problem()
    if problem is not None:
        print(f"ludotheque: the user folder cannot be written ({problem}); playing without saving",
              file=sys.stderr)
        notes.append(("home.no_saving", {"detail": problem}))
        return False
    saves.tidy()
    return True
