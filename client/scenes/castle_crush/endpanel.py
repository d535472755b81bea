"""Construction mode's finish: the score and title, the high-score table (recorded once,
when the castle is done at the table: never by a replay, and never twice for one game) and
the photo of the castle."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import datetime
from typing import Any

import pygame
from ludotheque.client import stats
from ludotheque.client.colours import INK
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button
from ludotheque.rules import paths
from ludotheque.rules.castle_crush import data as rd
from ludotheque.rules.castle_crush import highscores
from ludotheque.rules.session import Session
from ludotheque.sounds.names import Sound

PHOTO_SIZE = (900, 1200)
TITLE_KEY = "castle_crush.title."


def title_key(challenge: str, score: float) -> str:
    return TITLE_KEY + (rd.title_for(challenge, score) or "none")


class EndPanel:
    """Owns whether the summary is open and the rank just recorded; reads the game
    through the host (`host.session`, `host.app`, `host.toast`), never the board."""

    def __init__(self, host: Any, art: PieceArt, see: Callable[[], Any]) -> None:
        self.host = host
        self.art = art
        self.see = see  # the game as the seat sees it
        self.open = False
        self.rank: int | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        app = host.app
        self.continue_button = Button(app, lambda: app.t("castle_crush.ui.continue"), self.close)
        self.again_button = Button(app, lambda: app.t("castle_crush.ui.replay_challenge"), self.again, "secondary")

    @property
    def app(self):
        return self.host.app

    @property
    def session(self) -> Session:
        return self.host.session

    def challenge(self) -> str:
        return str(self.session.config.options.get("challenge", "barbacane"))

    def layout(self, side: pygame.Rect) -> None:
        """The summary takes the place of the reserve panel: the castle stays in view."""
        th = self.app.theme
        self.rect = side
        bw = min(th.px(7), side.w - th.px(1))
        self.continue_button.rect = pygame.Rect(side.centerx - bw // 2, side.bottom - th.px(2.4), bw, th.px(1.8))
        wide = min(th.px(11), side.w - th.px(1))  # "Rejouer ce défi" is a longer label
        self.again_button.rect = pygame.Rect(side.centerx - wide // 2, side.bottom - th.px(4.6), wide, th.px(1.8))

    def game_identity(self) -> str:
        """This game and no other: the house's identity (configuration, seats, names) and
        its moves, so "Rejouer ce défi" on the same seed is a new game and its replay is not."""
        s = self.session
        names = [self.app.seat_name(s, i) for i in range(len(s.seats))]
        moves = hashlib.sha256(json.dumps(s.history, sort_keys=True).encode()).hexdigest()
        return hashlib.sha256((stats.game_identity(s, names) + moves).encode()).hexdigest()[:24]

    def replaying(self) -> bool:
        """The board is shown by the replay scene (whose host has a timeline)."""
        return self.host.timeline is not None

    def on_events(self, events, before, after) -> None:
        if after.mode != "construction" or before.is_over() or not after.is_over():
            return
        self.open = True
        game = self.game_identity()
        if self.replaying():  # watching a game records nothing: its row, if any, is shown
            self.rank = highscores.rank_of(highscores.load(), self.challenge(), game)
            return
        score = after.score[0]
        name = self.app.seat_name(self.session, 0)
        notes: list[str] = []
        try:
            self.rank = highscores.record(self.challenge(), name, score, title_key(self.challenge(), score),
                                          seed=int(self.session.config.seed),
                                          hand=str(getattr(self.app.settings, "hand_steadiness", "normal")),
                                          notes=notes, game=game)
        except OSError as exc:
            self.host.toast(self.app.t("save.error.write", detail=exc.strerror or str(exc)))
        for note in notes:
            self.host.toast(self.app.t("challenges.set_aside", detail=note), 6.0)

    def holding(self) -> bool:
        """Keep the finished castle on screen until the player moves on (never in
        instant mode, and only with a human at the table)."""
        return (self.open and self.app.settings.anim_speed > 0
                and any(s.is_human for s in self.session.seats))

    def close(self) -> None:
        self.open = False

    def handle_event(self, event) -> bool:
        if self.can_again() and self.again_button.handle_event(event):
            return True
        return self.holding() and self.continue_button.handle_event(event)

    def update(self, dt: float) -> None:
        self.continue_button.visible = self.holding()
        self.again_button.visible = self.can_again()

    def can_again(self) -> bool:
        """"Rejouer ce défi": beside "Continue" on a challenge just finished at the table
        (never in a replay, whose host has a timeline)."""
        return self.holding() and not self.replaying()

    def again(self) -> None:
        """The same challenge on the same seed (the same sway), from the start."""
        s = self.session
        new = Session.create(s.info.id, list(s.seats), s.config.seed, s.config.mode, dict(s.config.options),
                             s.config.youngest)
        self.open = False
        self.app.scenes.replace("game", new)

    def draw(self, surface: pygame.Surface) -> None:
        st = self.see()
        if st.mode != "construction" or not st.is_over():
            return
        draw_summary(surface, self.rect, self.app, st, self.rank)
        if self.holding():
            self.continue_button.draw(surface)
        if self.can_again():
            self.again_button.draw(surface)

    # --- photo ---------------------------------------------------------------------------
    def photo(self) -> None:
        st = self.see()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = paths.pictures_dir() / f"castle-crush-{self.challenge()}-{stamp}.png"
        try:
            image = render_photo(self.app, self.art, st, self.app.seat_name(self.session, 0),
                                 self.app.seat_colour(self.session, 0))
            pygame.image.save(image, str(path))
        except (OSError, pygame.error) as exc:
            self.host.toast(self.app.t("castle_crush.ui.photo_failed", detail=str(exc)), 5.0)
            return
        self.app.sounds.play(Sound.CLICK)
        self.host.toast(self.app.t("castle_crush.ui.photo_saved", path=str(path)), 6.0)


def draw_summary(surface: pygame.Surface, rect: pygame.Rect, app, st, rank: int | None) -> None:
    """Score, title and the high-score table of a Construction challenge."""
    th, t = app.theme, app.t
    challenge = str(st.config.options.get("challenge", "barbacane"))
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.2), -th.px(1.0))
    y = inner.y
    y = _line(surface, app, t(f"castle_crush.challenge.{challenge}"), inner, y, 1.2, th.c["ink"], serif=True)
    y = _line(surface, app, t("castle_crush.ui.build_points", points=st.score[0]), inner, y, 0.95, th.c["ink"])
    y = _line(surface, app, t("castle_crush.ui.your_title", title=t(title_key(challenge, st.score[0]))),
              inner, y, 0.95, th.c["red"], serif=True)
    nxt = next(((name, goal) for name, goal in zip(rd.data()["titles"], rd.challenge_rules(challenge)["titles"], strict=True)
                if goal > st.score[0]), None)
    if nxt is not None:
        y = _line(surface, app, t("castle_crush.ui.next_title", points=nxt[1] - st.score[0], title=t(TITLE_KEY + nxt[0])),
                  inner, y, 0.75, th.c["ink_soft"])
    y += th.px(0.4)
    y = _line(surface, app, t("castle_crush.ui.highscores", challenge=t(f"castle_crush.challenge.{challenge}")),
              inner, y, 0.85, th.c["ink"], serif=True)
    rows = highscores.load().get(challenge, [])[:5]
    if not rows:
        _line(surface, app, t("castle_crush.ui.no_highscores"), inner, y, 0.7, th.c["ink_soft"])
    for i, row in enumerate(rows):
        title = str(row.get("title") or "")
        text = t("castle_crush.ui.highscore_row", rank=i + 1, name=row.get("name", "?"), score=row.get("score", 0),
                 title=t(title) if app.translator.has(title) else title, date=row.get("date", ""))
        y = _line(surface, app, text, inner, y, 0.68, th.c["red"] if i == rank else th.c["ink"], bold=i == rank)


def _line(surface, app, text, inner, y, size, colour, serif=False, bold=False) -> int:
    th = app.theme
    px = th.fit_size(text, th.px(size), inner.w, serif=serif, bold=bold or serif)
    img = th.text(text, px, colour, serif=serif, bold=bold or serif)
    surface.blit(img, (inner.x, y))
    return y + img.get_height() + th.px(0.2)


def render_photo(app, art: PieceArt, st, name: str, colour) -> pygame.Surface:
    """The finished castle on parchment, with its score, title, builder and date."""
    image = pygame.Surface(PHOTO_SIZE)
    image.blit(draw.tiled("parchment", PHOTO_SIZE), (0, 0))
    caption_h = 170
    view = pygame.Rect(40, 40, PHOTO_SIZE[0] - 80, PHOTO_SIZE[1] - caption_h - 60)
    tops = [f.top for f in st.facts(0)]
    top = max(tops) if tops else 0.0
    cam = Camera(view, -3.0, 3.0, -0.4, max(6.0, top + 1.0))
    art.ground(image, cam, colour, None, show_hammer_base=False)
    for pc in st.worlds[0].get("pieces", []):
        art.piece(image, cam, pc["kind"], pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored")), colour)
    challenge = str(st.config.options.get("challenge", "barbacane"))
    t = app.t
    ink = INK
    lines = [(f"{t(f'castle_crush.challenge.{challenge}')} · {st.score[0]} pts", 44, True),
             (t(title_key(challenge, st.score[0])), 34, True),
             (f"{name} · {datetime.now().strftime('%Y-%m-%d %H:%M')}", 26, False)]
    y = PHOTO_SIZE[1] - caption_h
    for text, size, serif in lines:
        img = app.theme.text(text, size, ink, serif=serif, bold=serif)
        image.blit(img, img.get_rect(midtop=(PHOTO_SIZE[0] // 2, y)))
        y += img.get_height() + 6
    return image
