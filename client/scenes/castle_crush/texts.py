"""The words on the board: the hint line under the castle view (what to do now, with the
hammer's foot while aiming) and the status line of the top bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from ludotheque.client.scenes.castle_crush.building import king_stuck
from ludotheque.client.ui import draw
from ludotheque.rules.castle_crush import data as rd
from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.castle_crush.phases import BLOCK, MAX_MISHAPS, Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.table import Table

GLUED_AFTER = (":", ";", "?", "!", "»", "\u00a0")  # stay on the line of the word before them
GLUED_BEFORE = ("«",)  # stays on the line of the word after it


def number(value: float, digits: int, signed: bool = False) -> str:
    """A readout: "+0.40", "-0.40", and "0.00" for whatever rounds to zero (never "-0.00")."""
    text = f"{value:+.{digits}f}"
    if float(text) == 0:
        return text[1:]
    return text if signed else text.lstrip("+")


def hint_text(board: Table) -> str:
    st, t = board.seen, board.app.t
    p = st.current_player()
    if st.is_over() or p is None:
        return ""
    if board.me() is None:
        name = board.app.seat_name(board.session, p)
        return t("castle_crush.ui.wait_other", name=name) if st.phase == Phase.BUILD else ""
    if st.phase == Phase.DRAFT:
        left = next((i for i, q in enumerate(st.queue) if q != p), len(st.queue))
        return t("castle_crush.ui.draft_hint", left=left)
    if st.phase == Phase.ATTACK:
        foot = t("castle_crush.ui.foot_value", foot=number(board.foot, 2, signed=True))
        return f"{t('castle_crush.ui.aim_hint', last=st.num_players)}  {foot}"
    step = st.build_step()
    if board.carrier is not None:
        return t("castle_crush.ui.carry_hint")
    if board.thrown > 0.0:
        return t("castle_crush.ui.thrown")
    if step == BLOCK:
        text = t("castle_crush.ui.drop_hint") if board.selected else t("castle_crush.ui.pick_block")
        if st.fumbles and st.rules_version() >= 2:
            text += "  ·  " + t("castle_crush.ui.mishaps", count=st.fumbles, limit=MAX_MISHAPS)
        return text
    if step == KING and king_stuck(board.seen, board.port):
        undo = board.host.session.can_undo(board.host.viewer) if board.host.viewer is not None else False
        return t("castle_crush.ui.king_stuck_undo") if undo else t("castle_crush.ui.king_stuck")
    return t("castle_crush.ui.king_hint") if step == KING else t("castle_crush.ui.general_hint")


def draw_hint_panel(board: Table, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The hint's parchment strip (in the cached chrome); its words are drawn live,
    since they follow the mouse while aiming."""
    if hint_text(board):
        draw.panel(surface, rect, board.app.theme)


def draw_hint(board: Table, surface: pygame.Surface) -> None:
    """One line; a long one (French at 800×600) on two lines rather than shrunk small."""
    text = hint_text(board)
    if not text:
        return
    th = board.app.theme
    rect = board.lay.hint
    width, size = rect.w - th.px(1), th.px(0.75)
    lines = [text]
    if th.fit_size(text, size, width) < size:
        size = max(8, int(size * 0.92))
        halves = balanced_halves(th.font(size), text)
        if halves is not None and 2 * int(size * 1.2) <= rect.h - 2:
            lines = halves
    line_h = int(size * 1.2)
    top = rect.centery - line_h * len(lines) / 2
    for i, line in enumerate(lines):
        img = th.text(line, th.fit_size(line, size, width), th.c["ink"])
        surface.blit(img, img.get_rect(center=(rect.centerx, int(top + line_h * (i + 0.5)))))


def balanced_halves(font: pygame.font.Font, text: str) -> list[str] | None:
    """The text cut at the space that makes its two lines most nearly equal (None: no space).
    Never before French high punctuation (" :", " ;", " ?", " !", " »") nor after « : a
    line does not start with a colon."""
    spaces = [i for i, ch in enumerate(text) if ch == " " and text[i + 1:i + 2] not in GLUED_AFTER
              and text[i - 1:i] not in GLUED_BEFORE]
    if not spaces:
        return None
    cut = min(spaces, key=lambda i: max(font.size(text[:i].rstrip())[0], font.size(text[i:].strip())[0]))
    return [text[:cut].rstrip(), text[cut:].strip()]


def status(board: Table) -> str:
    st, t = board.seen, board.app.t
    phase = t(f"castle_crush.ui.phase.{st.phase}")
    if st.mode == "standard":
        return t("castle_crush.ui.status.standard", round=st.round, phase=phase)
    if st.mode == "speed":
        return t("castle_crush.ui.status.speed", target=rd.speed_rules(st.num_players)["target"], phase=phase)
    challenge = str(st.config.options.get("challenge", "barbacane"))
    return t("castle_crush.ui.status.construction", challenge=t(f"castle_crush.challenge.{challenge}"),
             goal=rd.goal(challenge))
