"""Player settings, saved as JSON in the user's config folder."""

from __future__ import annotations

import sys
from dataclasses import asdict, dataclass, fields

from ludotheque.client.i18n import DEFAULT_LANGUAGE, LANGUAGES
from ludotheque.client.saves import write_json_atomic
from ludotheque.rules.jsonfile import JsonFileError, read_json, set_aside
from ludotheque.rules.paths import config_dir

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)
HINT_LEVELS = ("normal", "hard")  # the AI level that gives hints
HAND_STEADINESS = ("steady", "normal", "shaky")  # Castle Crush: how much the hand sways


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

    def clean(self) -> Settings:
        if self.language not in LANGUAGES:
            self.language = DEFAULT_LANGUAGE
        self.music_volume = min(1.0, max(0.0, float(self.music_volume)))
        self.effects_volume = min(1.0, max(0.0, float(self.effects_volume)))
        if self.anim_speed not in ANIM_SPEEDS:
            self.anim_speed = 1.0
        self.fullscreen = bool(self.fullscreen)
        self.colour_blind = bool(self.colour_blind)
        if self.hint_level not in HINT_LEVELS:
            self.hint_level = "normal"
        if self.hand_steadiness not in HAND_STEADINESS:
            self.hand_steadiness = "normal"
        self.risk_defender_max = bool(self.risk_defender_max)
        return self

    def anim_time(self, seconds: float) -> float:
        """How long an animation of nominal `seconds` lasts (0 when instant)."""
        return 0.0 if self.anim_speed <= 0 else seconds / self.anim_speed


def settings_path():
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; defaults when the file is missing or unreadable."""
    path = settings_path()
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings()
    except JsonFileError as err:  # damaged, huge, nested too deep: kept aside, never reread
        kept = set_aside(path)
        print(f"ludotheque: settings file ignored ({err.reason}), defaults used; kept as {kept or path}",
              file=sys.stderr)
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {f.name for f in fields(Settings)}
    try:
        return Settings(**{k: v for k, v in data.items() if k in known}).clean()
    except (TypeError, ValueError):
        return Settings()


def save_settings(settings: Settings) -> None:
    write_json_atomic(settings_path(), asdict(settings))
