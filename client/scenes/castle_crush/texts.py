"""The words on the board: the hint line under the castle view (what to do now, with the
hammer's foot while aiming) and the status line of the top bar."""

from __future__ import annotations

import pygame
from ludotheque.client.scenes.castle_crush.screen import Screen, Table
from ludotheque.client.ui import draw
from ludotheque.rules.castle_crush import data as rd
from ludotheque.rules.castle_crush.phases import Phase, Step

GLUED_AFTER = (":", ";", "?", "!", "»", "\u00a0")  # stay on the line of the word before them
GLUED_BEFORE = ("«",)  # stays on the line of the word after it


def number(value: float, digits: int, signed: bool = False) -> str:
    """A readout: "+0.40", "-0.40", and "0.00" for whatever rounds to zero (never "-0.00")."""
    text = f"{value:+.{digits}f}"
    if float(text) == 0:
        return text[1:]
    return text if signed else text.lstrip("+")


def hint_text(screen: Screen, app) -> str:
    table, ui, t = screen.table, screen.ui, app.t
    p = table.current
    if table.over or p is None:
        return ""
    if screen.me is None:
        name = table.seats[p].name
        return t("castle_crush.ui.wait_other", name=name) if table.phase == Phase.BUILD else ""
    if screen.blow_by is not None and screen.blow_by != p:
        # Another seat's blow is still playing out: its aftermath, not this seat's aiming
        # (issue 31: the attack instructions showed during the AI's blow).
        return t("castle_crush.ui.watch_blow", name=table.seats[screen.blow_by].name)
    if table.phase == Phase.DRAFT:
        return t("castle_crush.ui.draft_hint", left=table.draft_left)
    if table.phase == Phase.ATTACK:
        foot = t("castle_crush.ui.foot_value", foot=number(ui.foot, 2, signed=True))
        return f"{t('castle_crush.ui.aim_hint', last=table.num_players)}  {foot}"
    step = table.step
    if ui.carrying:
        return t("castle_crush.ui.carry_hint")
    if ui.thrown > 0.0:
        return t("castle_crush.ui.thrown")
    turn = table.turn
    if step == Step.BLOCK:
        text = t("castle_crush.ui.drop_hint") if ui.selected else t("castle_crush.ui.pick_block")
        if turn is not None and turn.mishaps and turn.rules_version >= 2:
            text += "  ·  " + t("castle_crush.ui.mishaps", count=turn.mishaps, limit=turn.limit)
        return text
    if step == Step.KING and table.king_stuck:
        return t("castle_crush.ui.king_stuck_undo") if screen.can_undo else t("castle_crush.ui.king_stuck")
    return t("castle_crush.ui.king_hint") if step == Step.KING else t("castle_crush.ui.general_hint")


def draw_hint_panel(screen: Screen, app, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The hint's parchment strip (in the cached chrome); its words are drawn live,
    since they follow the mouse while aiming."""
    if hint_text(screen, app):
        draw.panel(surface, rect, app.theme)


def draw_hint(screen: Screen, app, surface: pygame.Surface) -> None:
    """One line; a long one (French at 800×600) on two lines rather than shrunk small."""
    text = hint_text(screen, app)
    if not text:
        return
    th = app.theme
    rect = screen.lay.hint
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


def status(table: Table, t) -> str:
    phase = t(f"castle_crush.ui.phase.{table.phase}")
    if table.mode == "standard":
        return t("castle_crush.ui.status.standard", round=table.round, phase=phase)
    if table.mode == "speed":
        return t("castle_crush.ui.status.speed", target=table.speed_target, phase=phase)
    challenge = table.challenge
    return t("castle_crush.ui.status.construction", challenge=t(f"castle_crush.challenge.{challenge}"),
             goal=rd.goal(challenge))
