"""The application: one window, the scene stack, and the services scenes share.

Services: `settings`, `translator` (`t`), `theme` (`text`, sizes), `sounds`, `version`.
The window is resizable (default 1280×720), F11 toggles fullscreen, and everything is laid
out again from the window size whenever it changes.

The frame loop rests. While a scene on screen asks for frames (`Scene.needs_frame`: an
animation, a timer, an AI thinking) it draws 60 frames a second. Otherwise it draws after
every input and goes on while the picture keeps changing (hover effects, a board's own
animations); once `STILL_FRAMES` frames in a row came out identical, or `AMBIENT_SECONDS` after the
last input or declared clock (a highlight that pulses forever stops pulsing), it sleeps on the event
queue (looking at it once a frame, asleep in between), wakes on input, and looks again now and then
(`LOOK_AGAIN`), in case something changed on a clock no scene declared.
"""

from __future__ import annotations

import os
import time
from typing import Any

import pygame
from ludotheque.art.make_icon import icon_file
from ludotheque.client import saves, seat_names
from ludotheque.client.audio import Sounds
from ludotheque.client.environment import package_version
from ludotheque.client.i18n import Translator
from ludotheque.client.interrupts import raise_if_signalled
from ludotheque.client.scene import Scene, SceneManager
from ludotheque.client.scenes.catalog import SCENES
from ludotheque.client.settings import Notes, Settings, load_settings, save_settings
from ludotheque.client.theme import Theme
from ludotheque.client.userfiles import open_user_files

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (800, 600)
FPS = 60
STILL_FRAMES = 30  # identical frames in a row (half a second) before the window rests
LOOK_AGAIN = (0.1, 0.2, 0.4, 0.7, 1.0)  # seconds between looks while resting, then the last
REST_SLICE = 1 / FPS  # resting, the queue is looked at once a frame: input is never later
AMBIENT_SECONDS = 5.0  # undeclared animations (a pulsing highlight) run this long after input
MAX_DT = 0.1  # the longest step scenes are updated by (a longer wait is cut in such steps)


class App:
    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE, settings: Settings | None = None,
                 lang: str | None = None, window: bool = True) -> None:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Ludotheque")
        pygame.init()
        self.notices: Notes = []  # (key, params) the menu shows: a file set aside, no saving
        self.can_save = open_user_files(self.notices)
        self.settings = settings or load_settings(self.notices)
        size = size or self.settings.window_size
        if lang:
            self.settings.language = lang
        self.translator = Translator(self.settings.language)
        self.theme = Theme()
        self.sounds = Sounds()
        self.sounds.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.scenes = SceneManager(self, SCENES)
        self.running = False
        # A defect of a game on the player's move is contained (told, logged, the game kept
        # as before it) in the window's loop; elsewhere (tests, monkey, screenshots) it
        # raises, so that it is found.
        self.contain_faults = False
        self.version = package_version()
        self.windowed_size = size
        self._set_icon()
        self.screen = self._open_window(size, self.settings.fullscreen and window)
        pygame.display.set_caption("Ludothèque")
        self.theme.resize(self.screen.get_size())
        self.scenes.layout(self.screen.get_size())
        self.frame_times: list[float] = []
        self.drawn_frames = 0  # frames drawn by `run`: the idle benchmark counts them

    # --- window --------------------------------------------------------------------------
    @staticmethod
    def _set_icon() -> None:
        """Our icon (art/icons, drawn by art/make_icon.py) instead of pygame's snake."""
        try:
            pygame.display.set_icon(pygame.image.load(str(icon_file(64))))
        except (pygame.error, OSError, FileNotFoundError):
            pass  # an icon is a comfort
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if not on:
            self.screen = self._open_window(self.windowed_size, False)
        else:
            self.windowed_size = self.screen.get_size()
            self.screen = self._open_window(self.windowed_size, True)
        self._relayout()

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.windowed_size = size
        if pygame.display.get_surface() is None or pygame.display.get_surface().get_size() != size:
            self.screen = self._open_window(size, False)
        self._relayout()

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface()
        self.theme.resize(self.screen.get_size())
        self.scenes.layout(self.screen.get_size())

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # --- services ----------------------------------------------------------------------------
    def t(self, key: str, **params: Any) -> str:
        return self.translator.t(key, **params)

    def text(self, s: str, size: int, colour, serif: bool = False, bold: bool = False) -> pygame.Surface:
        return self.theme.text(s, size, colour, serif, bold)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        self.translator.set_language(lang)
        self.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.settings.window_size = size
        if not self.settings.fullscreen:
            self.resize(size)

    def save_settings(self) -> None:
        if not self.can_save:
            return
        try:
            save_settings(self.settings)
        except OSError:
            pass  # settings are a comfort: never crash the game over them

    def seat_colour(self, session, seat: int) -> tuple[int, int, int]:
        colours = getattr(session.info, "colours", None)
        if colours:
            value = colours[session.seats[seat].colour % len(colours)].lstrip("#")
            return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
        return self.theme.players[session.seats[seat].colour % len(self.theme.players)]

    def seat_symbol(self, session, seat: int) -> str:
        return self.theme.symbols[session.seats[seat].colour % len(self.theme.symbols)]

    def seat_name(self, session, seat: int) -> str:
        return self.name_for(session.seats[seat].name, seat)

    def name_for(self, name: str, seat: int) -> str:
        """A seat's name as shown: an unnamed seat, or one named by default in any language
        ("Joueur 2" on seat 2), is named in the language shown now."""
        n = seat + 1
        if not name or seat_names.default_number(self.translator, name) == n:
            return self.t(seat_names.KEY, n=n)
        return name

    # --- loop ----------------------------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize((event.w, event.h))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return True
        return False

    def frame(self, dt: float, events: list[pygame.event.Event], draw: bool = True) -> None:
        """One frame: events, update, draw. Used by the loop and by the tests (`monkey`
        leaves out some draws, to spend its time on input)."""
        self.scenes.apply_pending()
        for event in events:
            if not self.handle_global(event):
                self.scenes.handle_event(event)
            self.scenes.apply_pending()
        self.scenes.update(dt)
        self.scenes.apply_pending()
        if draw:
            self.scenes.draw(self.screen)

    def run(self, first: Scene) -> None:
        self.scenes.push(first)
        self.sounds.start_music()
        clock = pygame.time.Clock()
        self.running = True
        self.contain_faults = True
        still = 0  # frames in a row that showed nothing new
        looks = 0  # looks taken since the window began to rest
        shown: bytes | None = None  # the last frame's pixels, while watching for stillness
        last = lively = time.perf_counter()  # lively: the last input, stack change or declared clock
        try:
            while self.running and (self.scenes.stack or self.scenes._pending):
                raise_if_signalled()
                quiet = time.perf_counter() - lively > AMBIENT_SECONDS
                resting = (still >= STILL_FRAMES or quiet) and not self.scenes.needs_frame()
                if resting:
                    events = self._wait(LOOK_AGAIN[min(looks, len(LOOK_AGAIN) - 1)])
                    looks += 1
                    if events:  # input comes at its own pace: frames stay at 60 a second at most
                        clock.tick(FPS)
                        events += pygame.event.get()
                else:
                    clock.tick(FPS)
                    events = pygame.event.get()
                    looks = 0
                now = time.perf_counter()
                elapsed, last = now - last, now
                start = time.perf_counter()
                stack = [id(scene) for scene in self.scenes.stack]
                # A long rest is played to the scenes in steps no longer than MAX_DT, so
                # their timers keep time; a slow frame is cut to one step.
                steps = max(1, min(10, round(elapsed / MAX_DT))) if resting else 1
                for _ in range(steps - 1):
                    self.frame(MAX_DT, [], draw=False)
                self.frame(min(elapsed / steps, MAX_DT), events, draw=False)
                asked = self.scenes.needs_frame()
                if events or asked or stack != [id(s) for s in self.scenes.stack]:
                    lively = time.perf_counter()
                if resting and lively < now and looks % 2 == 1:
                    continue  # every other look is only an update: timers, the AI, sounds
                self.scenes.draw(self.screen)
                pygame.display.flip()
                self.drawn_frames += 1
                if asked:
                    still, shown = 0, None
                else:
                    pixels = bytes(self.screen.get_buffer())
                    still = still + 1 if pixels == shown else 0
                    shown = pixels
                    if still == 0 and not quiet:
                        looks = 0  # moving again: looked at closely until it stands still
                self.frame_times = (self.frame_times + [time.perf_counter() - start])[-120:]
        except Exception:
            self._write_crash_log()
            raise
        finally:
            self.save_settings()
            pygame.quit()

    @staticmethod
    def _wait(seconds: float) -> list[pygame.event.Event]:
        """Sleep until events come or `seconds` pass; the events that came. Slept in slices
        of one frame: pygame's `event.wait` polls every millisecond (2 % of a core)."""
        deadline = time.perf_counter() + seconds
        while True:
            events = pygame.event.get()
            left = deadline - time.perf_counter()
            if events or left <= 0:
                return events
            time.sleep(min(REST_SLICE, left))

    def quit(self) -> None:
        self.running = False

    @staticmethod
    def _write_crash_log() -> None:
        saves.write_crash_log(where="app")
