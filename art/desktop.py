"""The desktop entry (Linux, freedesktop.org): a `.desktop` file and the icons.

    python -m ludotheque.art.desktop install [--datadir ~/.local/share] [--exec CMD]
    python -m ludotheque.art.desktop uninstall [--datadir ~/.local/share]

`make install-desktop` runs it with `$(DESTDIR)$(PREFIX)/share` as the data folder
(`PREFIX` defaults to `~/.local`), so a packager can stage the files. The entry's name and
comment come from the client's catalogues, in French and English.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from ludotheque.art.make_icon import SIZES, icon_file

APP_ID = "ludotheque"
LOCALE = Path(__file__).resolve().parent.parent / "client" / "locale"


def _catalogue(lang: str) -> dict[str, str]:
    path = LOCALE / lang / "core.json"
    if not path.is_file():  # installed: client/ is a sibling subpackage of ludotheque
        import ludotheque.client

        path = Path(ludotheque.client.__file__).parent / "locale" / lang / "core.json"
    return json.loads(path.read_text(encoding="utf-8"))


def _quote(command: str) -> str:
    """An Exec value: arguments with spaces or quotes are double-quoted (the spec's rules)."""
    if not any(ch in command for ch in ' \t"`$\\'):
        return command
    return '"' + "".join("\\" + ch if ch in '"`$\\' else ch for ch in command) + '"'


def desktop_entry(command: str) -> str:
    en, fr = _catalogue("en"), _catalogue("fr")
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Ludothèque",
        f"GenericName={en['desktop.generic_name']}",
        f"GenericName[fr]={fr['desktop.generic_name']}",
        f"Comment={en['menu.subtitle']}",
        f"Comment[fr]={fr['menu.subtitle']}",
        f"Exec={_quote(command)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board;games;castle;word;jeux;société;",
        "StartupWMClass=Ludotheque",
    ]
    return "\n".join(lines) + "\n"


def _targets(datadir: Path) -> list[tuple[Path, Path | None]]:
    """(destination, icon source or None for the .desktop file)."""
    out: list[tuple[Path, Path | None]] = [(datadir / "applications" / f"{APP_ID}.desktop", None)]
    for size in SIZES:
        out.append((datadir / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png", icon_file(size)))
    return out


def install(datadir: Path, command: str) -> list[Path]:
    written = []
    for dest, source in _targets(datadir):
        dest.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            dest.write_text(desktop_entry(command), encoding="utf-8")
            dest.chmod(0o755)
        else:
            shutil.copyfile(source, dest)
        written.append(dest)
    return written


def uninstall(datadir: Path) -> list[Path]:
    removed = []
    for dest, _ in _targets(datadir):
        if dest.is_file():
            dest.unlink()
            removed.append(dest)
    return removed


def main(argv: list[str] | None = None) -> int:
    default = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    parser = argparse.ArgumentParser(prog="ludotheque.art.desktop", description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--datadir", type=Path, default=default)
    parser.add_argument("--exec", dest="command", default=APP_ID, help="the command the entry runs")
    args = parser.parse_args(argv)
    done = install(args.datadir, args.command) if args.action == "install" else uninstall(args.datadir)
    for path in done:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
