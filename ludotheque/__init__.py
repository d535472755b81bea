"""Ludothèque: five board games on one table.

The one import name of the project. Its subpackages live at the top of the repository
(`client/`, `rules/`, `physics/`, `art/`, `sounds/`, the design's folders) and are
installed under this package by setuptools' `package-dir` (see `setup.py`). Run from a
source checkout (a clone, a worktree, no install), the repository's top folder is added to
this package's search path, so `ludotheque.rules` is `rules/` of that same checkout.
"""

from __future__ import annotations

from pathlib import Path as _Path

_top = _Path(__file__).resolve().parent.parent
if (_top / "pyproject.toml").is_file() and (_top / "rules" / "__init__.py").is_file():
    __path__.append(str(_top))  # noqa: F821  (a package's __path__)
del _Path, _top
