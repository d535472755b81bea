"""Player settings, saved as JSON in the user's config folder.

The file is read field by field: a field of the wrong type or out of range falls back to
its default and the others are kept (`"fullscreen": "false"` is not true; a 400-digit
volume is clamped). A file that cannot be read at all is renamed aside
(`settings.broken-DATE.json`) with a one-line notice, never overwritten in silence.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from typing import Any

from ludotheque.client.i18n import DEFAULT_LANGUAGE, LANGUAGES
from ludotheque.client.saves import write_json_atomic
from ludotheque.rules.jsonfile import JsonFileError, read_json, set_aside
from ludotheque.rules.paths import config_dir

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)
HINT_LEVELS = ("normal", "hard")  # the AI level that gives hints
HAND_STEADINESS = ("steady", "normal", "shaky")  # Castle Crush: how much the hand sways
# The window sizes offered in Settings (a resized window keeps its own size until quit).
WINDOW_SIZES = ((800, 600), (1024, 768), (1280, 720), (1600, 900), (1920, 1080))
DEFAULT_WINDOW = (1280, 720)

Notes = list[tuple[str, dict[str, Any]]]  # (translation key, params) shown by the menu


@dataclass
class Settings:
    language: str = DEFAULT_LANGUAGE
    music_volume: float = 0.5
    effects_volume: float = 0.8
    fullscreen: bool = False
    anim_speed: float = 1.0  # 0 = instant; 2 = twice as fast
    colour_blind: bool = False
    hint_level: str = "normal"
    hand_steadiness: str = "normal"
    risk_defender_max: bool = False  # Castle Risk: a human defender always rolls the most dice
    casa_top_view: bool = False  # Casa Grande: the site seen from above (T), kept for the next game and on resume
    window_size: tuple[int, int] = DEFAULT_WINDOW

    def clean(self) -> Settings:
        """Every field checked as when read from the file (a bad one back to its default)."""
        for f in fields(Settings):
            value = CHECKS[f.name](getattr(self, f.name))
            setattr(self, f.name, value if value is not None else f.default)
        return self

    def anim_time(self, seconds: float) -> float:
        """How long an animation of nominal `seconds` lasts (0 when instant)."""
        return 0.0 if self.anim_speed <= 0 else seconds / self.anim_speed

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


# --- one check per field: the value to keep, or None for the default ----------------------
def _one_of(choices: tuple) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        return value if isinstance(value, str) and value in choices else None
    return check


def _flag(value: Any) -> bool | None:
    """A JSON true/false (0 and 1 too, as older files may hold); never a string."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None


def _volume(value: Any) -> float | None:
    """A finite number, clamped to 0..1 (compared before any float(): a 400-digit int
    would overflow)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return float(min(1, max(0, value)))


def _speed(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if value in ANIM_SPEEDS else None


def _window(value: Any) -> tuple[int, int] | None:
    if isinstance(value, list | tuple) and len(value) == 2:
        size = tuple(value)
        if size in WINDOW_SIZES and all(isinstance(v, int) and not isinstance(v, bool) for v in size):
            return size
    return None


CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _one_of(LANGUAGES),
    "music_volume": _volume,
    "effects_volume": _volume,
    "fullscreen": _flag,
    "anim_speed": _speed,
    "colour_blind": _flag,
    "hint_level": _one_of(HINT_LEVELS),
    "hand_steadiness": _one_of(HAND_STEADINESS),
    "risk_defender_max": _flag,
    "casa_top_view": _flag,
    "window_size": _window,
}


def from_json(data: dict[str, Any]) -> Settings:
    """Settings from a file's dict, field by field: a missing or bad field is the default."""
    settings = Settings()
    for f in fields(Settings):
        if f.name in data:
            value = CHECKS[f.name](data[f.name])
            if value is not None:
                setattr(settings, f.name, value)
    return settings


def settings_path():
    return config_dir() / "settings.json"


def load_settings(notes: Notes | None = None) -> Settings:
    """The saved settings; defaults when the file is missing. A file that is not settings is
    set aside, with one line on stderr and a note (`settings.set_aside`) in `notes`."""
    path = settings_path()
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings()
    except JsonFileError as err:  # damaged, huge, nested too deep: kept aside, never reread
        return _broken(path, err.reason, notes)
    if not isinstance(data, dict):
        return _broken(path, "not settings", notes)
    return from_json(data)


def _broken(path, reason: str, notes: Notes | None) -> Settings:
    kept = set_aside(path)
    print(f"ludotheque: settings file ignored ({reason}), defaults used; kept as {kept or path}",
          file=sys.stderr)
    if notes is not None:
        notes.append(("settings.set_aside", {"detail": str(kept or path)}))
    return Settings()


def save_settings(settings: Settings) -> None:
    write_json_atomic(settings_path(), settings.to_json())
