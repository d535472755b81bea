"""Sound effects and music: silent, and still working, when no audio device exists."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pygame
from ludotheque.sounds.names import Sound
from ludotheque.sounds.paths import SOUNDS_DIR

LogSounds = Mapping[str, Sound]  # a game's table: log key -> the sound its event makes


def sounds_of(events: Iterable[Any], table: LogSounds, own: LogSounds | None = None,
              viewer: int | None = None) -> list[Sound]:
    """The sounds the log of one action makes: each sound once, in the order of the
    table's keys. `own` holds the keys that sound only for the seat watching (the event's
    `player` is `viewer`): its own new hand, not another seat's."""
    keys = {e.key for e in events}
    mine = {e.key for e in events if e.params.get("player") == viewer} if own else set()
    chosen = [s for k, s in table.items() if k in keys] + [s for k, s in (own or {}).items() if k in mine]
    return list(dict.fromkeys(chosen))


class Sounds:
    def __init__(self) -> None:
        self.effects_volume = 0.8
        self.music_volume = 0.5
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = self._init_mixer()
        if self.enabled:
            for path in sorted((SOUNDS_DIR / "wav").glob("*.wav")):
                if path.stem == Sound.MUSIC:
                    continue  # streamed by pygame.mixer.music, not loaded whole
                try:
                    self._sounds[path.stem] = pygame.mixer.Sound(str(path))
                except pygame.error:
                    continue
        self.played: list[Sound] = []  # the last few names, for tests and the log

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            return True
        except pygame.error:
            return False

    def names(self) -> list[str]:
        return sorted(self._sounds)

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume = effects
        self.music_volume = music
        if self.enabled:
            try:
                pygame.mixer.music.set_volume(music)
            except pygame.error:
                pass

    def play(self, name: Sound, volume: float = 1.0) -> None:
        self.played = (self.played + [name])[-20:]
        sound = self._sounds.get(name)
        if sound is None or self.effects_volume <= 0:
            return
        try:
            sound.set_volume(max(0.0, min(1.0, self.effects_volume * volume)))
            sound.play()
        except pygame.error:
            pass

    def start_music(self) -> None:
        path = SOUNDS_DIR / "wav" / f"{Sound.MUSIC}.wav"
        if not self.enabled or not path.exists():
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=1500)
        except pygame.error:
            pass
