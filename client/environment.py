"""Process environment the client needs before pygame is first imported: the X11 window
class (xdotool finds the window by it) and no support banner on the console. Imported by
the package's `__init__`, so it runs before any client module imports pygame."""

import os

os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Ludotheque")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def package_version() -> str:
    """Ludothèque's one version. In a source checkout (a clone, a worktree), the version
    its `pyproject.toml` declares, which is what an install of it would record; installed,
    the package metadata (`importlib.metadata`)."""
    from pathlib import Path

    top = Path(__file__).resolve().parent.parent
    pyproject = top / "pyproject.toml"
    if pyproject.is_file() and (top / "ludotheque" / "__init__.py").is_file():
        import tomllib

        try:
            return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
        except (OSError, ValueError, KeyError):
            pass
    from importlib import metadata

    try:
        return metadata.version("ludotheque")
    except metadata.PackageNotFoundError:
        return "0+unknown"
