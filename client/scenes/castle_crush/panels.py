"""The side panel: round and phase markers, the pieces to place (or the reserve to draft
from), and the score track."""

from __future__ import annotations

from dataclasses import dataclass

import ludotheque.rules.castle_crush.asks as asks
import pygame
from ludotheque.client.colours import WHITE
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.scenes.castle_crush.layout import DONE_ROOM
from ludotheque.client.ui import draw
from ludotheque.rules.castle_crush import data as rd
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import BLOCK_KINDS

PHASE_MARKERS = (Phase.BUILD, Phase.ATTACK, "clean")  # the round's three steps on the sheet
PAWNS = (KING, GENERAL)


@dataclass(frozen=True)
class Item:
    """One entry of the pieces panel: a kind and how many, clickable or not."""

    kind: str
    count: int
    action: str  # "select" (a block to place), "take" (draft), "info" (pawn to come)


def items_for(state, player: int | None) -> list[Item]:
    if state.phase == Phase.DRAFT:
        return [Item(k, state.reserve.get(k, 0), "take") for k in BLOCK_KINDS]
    if player is None or state.phase in (Phase.ATTACK, Phase.OVER):
        return [Item(k, state.reserve.get(k, 0), "info") for k in BLOCK_KINDS]
    # Every kind keeps its slot, emptied ones greyed: a panel that closed up as kinds ran out
    # moved the next block under a click aimed at the one just used up.
    hand = state.supply[player]
    out = [Item(k, hand.count(k), "select") for k in BLOCK_KINDS]
    if state.phase == Phase.BUILD:
        out += [Item(k, int(k in state.pawns[player]), "info") for k in PAWNS]
    return out


def score_now(state) -> list[float]:
    """The scores the panel shows. In Construction the score is written when the build
    ends: until then the panel shows the castle's build points as it stands, the one
    build score on screen (it showed 0 beside a caption with the live points)."""
    return list(asks.panel_scores(state))


def item_rects(rect: pygame.Rect, theme, count: int) -> list[pygame.Rect]:
    top = rect.y + theme.px(1.6)
    # Two columns when the names fit; one on a narrow panel (800×600).
    cols = 2 if rect.w >= theme.px(13) else 1
    gap = theme.px(0.35)
    w = (rect.w - theme.px(0.8) - gap * (cols - 1)) // cols
    rows = max(1, (count + cols - 1) // cols)
    bottom = rect.bottom - theme.px(DONE_ROOM)  # the "Done" button's room
    h = min(theme.px(3.4), max(theme.px(1.6), (bottom - top - theme.px(0.4)) // rows - gap))
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        out.append(pygame.Rect(rect.x + theme.px(0.4) + c * (w + gap), top + r * (h + gap), w, h))
    return out


def draw_phase(surface: pygame.Surface, rect: pygame.Rect, app, table) -> None:
    """Mode, round and phase of the `table` (screen.Table); a challenge's seed."""
    th, t = app.theme, app.t
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(0.8), -th.px(0.6))
    if table.mode == "standard":
        title = t("castle_crush.mode.standard")
        line = t("castle_crush.ui.status.standard", round=table.round, phase=t(f"castle_crush.ui.phase.{table.phase}"))
    elif table.mode == "speed":
        title = t("castle_crush.mode.speed")
        line = t("castle_crush.ui.status.speed", target=table.speed_target,
                 phase=t(f"castle_crush.ui.phase.{table.phase}"))
    else:
        challenge = table.challenge
        title = t(f"castle_crush.challenge.{challenge}")
        line = t("castle_crush.ui.status.construction", challenge=title, goal=rd.goal(challenge))
    _label(surface, app, title, pygame.Rect(inner.x, inner.y, inner.w, th.px(1.3)), th.c["ink"], 1.0, serif=True, bold=True)
    if table.mode == "standard":
        # Round marker: three stones, the current one filled.
        for i in range(3):
            cx = inner.right - th.px(0.9) * (3 - i)
            cy = inner.y + th.px(0.65)
            colour = th.c["red"] if i + 1 == table.round else th.c["parchment_dark"]
            pygame.draw.circle(surface, colour, (cx, cy), th.px(0.32))
            pygame.draw.circle(surface, th.c["ink_soft"], (cx, cy), th.px(0.32), 1)
        pills = [(p, t(f"castle_crush.ui.phase.{p}")) for p in PHASE_MARKERS]
        current = {Phase.DRAFT: Phase.BUILD, Phase.BUILD: Phase.BUILD, Phase.ATTACK: Phase.ATTACK}.get(table.phase)
        pw = (inner.w - th.px(0.4)) // 3
        for i, (p, label) in enumerate(pills):
            pr = pygame.Rect(inner.x + i * (pw + th.px(0.2)), inner.y + th.px(1.7), pw, th.px(1.3))
            on = p == current
            pygame.draw.rect(surface, th.c["brass"] if on else th.c["parchment_dark"], pr, border_radius=th.px(0.3))
            _label(surface, app, label, pr.inflate(-th.px(0.3), 0), th.c["ink"], 0.62, align="center", bold=on)
        _label(surface, app, line, pygame.Rect(inner.x, inner.y + th.px(3.1), inner.w, th.px(0.9)),
               th.c["ink_soft"], 0.7)
    else:
        lines = _wrap(app, line, inner.w, 0.7)[:2]
        if table.mode == "construction":
            # Each attempt has its own seed (its own sway): "replay this challenge" keeps it.
            lines.append(t("castle_crush.ui.seed", seed=table.seed))
        for i, text in enumerate(lines):
            _label(surface, app, text, pygame.Rect(inner.x, inner.y + th.px(1.6 + i * 1.0), inner.w, th.px(0.9)),
                   th.c["ink_soft"], 0.7)


def draw_pieces(surface: pygame.Surface, rect: pygame.Rect, app, art: PieceArt, phase: Phase, slots: list,
                owner_colour, taken: list | None = None) -> None:
    """The pieces panel: `slots` the screen's (screen.Slot) with where each is drawn;
    `taken` (while drafting) each seat's colour and the blocks it has taken this round."""
    th, t = app.theme, app.t
    draw.panel(surface, rect, th)
    heading = t("castle_crush.ui.hand") if phase == Phase.BUILD else t("castle_crush.ui.reserve")
    _label(surface, app, heading, pygame.Rect(rect.x + th.px(0.5), rect.y + th.px(0.3), rect.w - th.px(1), th.px(1.1)),
           th.c["ink"], 0.85, serif=True, bold=True)
    for slot, r in slots:
        if r.bottom > rect.bottom:
            break
        item, usable, chosen = slot.item, slot.usable, slot.chosen
        colour = th.c["highlight"] if chosen else th.c["parchment"]
        if usable and slot.hovered and not chosen:
            colour = draw.lerp_colour(th.c["parchment"], th.c["highlight"], 0.6)
        pygame.draw.rect(surface, colour, r, border_radius=th.px(0.3))
        edge = th.c["red"] if chosen else th.c["parchment_edge"]
        pygame.draw.rect(surface, edge, r, 2 if chosen else 1, border_radius=th.px(0.3))
        icon = pygame.Rect(r.x + th.px(0.2), r.y + th.px(0.2), r.h - th.px(0.4), r.h - th.px(0.4))
        shape = art.shapes[item.kind]
        size = max(shape.width, shape.height) * 1.15
        lift = 0.0
        if item.kind in ("king", "general"):  # room above for the crown or the plume (art._crown)
            size, lift = (shape.height + 0.3) * 1.1, 0.15
        cam = Camera(icon, -size / 2, size / 2, -size / 2 + lift, size / 2 + lift)
        art.piece(surface, cam, item.kind, 0.0, 0.0, 0.0, owner_colour=owner_colour,
                  alpha=255 if item.count > 0 else 90)
        text_x = icon.right + th.px(0.2)
        text_r = pygame.Rect(text_x, r.y, r.right - text_x - th.px(0.3), r.h)  # clear of the slot's rim
        name = t(f"castle_crush.kind.{item.kind}")
        name_r = pygame.Rect(text_r.x, r.y + th.px(0.2), text_r.w, r.h // 2 - th.px(0.1))
        for line, line_r in name_lines(th, name, name_r, 0.62):
            _label(surface, app, line, line_r, th.c["ink"], 0.62, bold=True)
        _label(surface, app, f"×{item.count}  ·  {rd.base_value(item.kind)} pt",
               pygame.Rect(text_r.x, r.centery, text_r.w, r.h // 2 - th.px(0.2)), th.c["ink_soft"], 0.6)
    if taken:
        below = max((r.bottom for _, r in slots), default=rect.y + th.px(1.6))
        draw_taken(surface, pygame.Rect(rect.x + th.px(0.5), below + th.px(0.3), rect.w - th.px(1),
                                        rect.bottom - below - th.px(0.5)), app, art, taken)


def draw_taken(surface: pygame.Surface, area: pygame.Rect, app, art: PieceArt, taken: list) -> None:
    """The draft so far (issue 31: the panel showed the reserve only): a line per seat that
    has taken blocks, its colour then each kind taken with how many, the drafting seat's
    first. Where the panel is short (800×600) the heading and the drafter's line share one."""
    th, t = app.theme, app.t
    heading = t("castle_crush.ui.taken")
    inline = area.h < th.px(2.7)
    row_h = min(th.px(1.5), area.h)
    if row_h < th.px(0.9):
        return
    if inline:
        img = th.text(t("castle_crush.ui.taken_inline"), th.px(0.65), th.c["ink"], bold=True)
        surface.blit(img, img.get_rect(midleft=(area.x, area.y + row_h // 2)))
        x0, y, rows = area.x + img.get_width() + th.px(0.3), area.y, taken[:1]
    else:
        _label(surface, app, heading, pygame.Rect(area.x, area.y, area.w, th.px(1.0)), th.c["ink"], 0.7,
               serif=True, bold=True)
        x0, y, rows = area.x, area.y + th.px(1.1), taken
    for colour, kinds in rows:
        if y + row_h > area.bottom:
            break
        chip = pygame.Rect(x0, y + (row_h - th.px(0.7)) // 2, th.px(0.7), th.px(0.7))
        pygame.draw.rect(surface, colour, chip, border_radius=th.px(0.2))
        x = chip.right + th.px(0.3)
        for kind in sorted(set(kinds), key=BLOCK_KINDS.index):
            icon = pygame.Rect(x, y, row_h, row_h)
            if icon.right > area.right:
                break
            shape = art.shapes[kind]
            size = max(shape.width, shape.height) * 1.15
            art.piece(surface, Camera(icon, -size / 2, size / 2, -size / 2, size / 2), kind, 0.0, 0.0, 0.0,
                      owner_colour=colour)
            x = icon.right + th.px(0.1)
            n = kinds.count(kind)
            if n > 1:
                img = th.text(f"×{n}", th.px(0.6), th.c["ink_soft"])
                surface.blit(img, img.get_rect(midleft=(x, icon.centery)))
                x += img.get_width() + th.px(0.2)
        y += row_h + th.px(0.2)


def name_lines(th, name: str, rect: pygame.Rect, size: float) -> list[tuple[str, pygame.Rect]]:
    """A piece's name on one line, or on two when one would shrink it below a readable size
    (issue 31: "longue maison" was cut at 1000×600): each line with its rectangle."""
    px = th.px(size)
    if th.fit_size(name, px, rect.w, bold=True) >= px * 0.9 or " " not in name:
        return [(name, rect)]
    font = th.font(px, False, True)
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: max(font.size(name[:i])[0], font.size(name[i + 1:])[0]))
    half = rect.h // 2 + th.px(0.15)
    first = pygame.Rect(rect.x, rect.y - th.px(0.15), rect.w, half)
    second = pygame.Rect(rect.x, first.bottom - th.px(0.1), rect.w, half)
    return [(name[:cut], first), (name[cut + 1:], second)]


def draw_scores(surface: pygame.Surface, rect: pygame.Rect, app, table, shown) -> None:
    """The score track of `table` (screen.Table), the table shown as the seat sees it (the
    one before a blow while its pieces still move, so the attacks left and whose turn it is
    change when the blow's result shows); `shown` the scores counting up."""
    th, t = app.theme, app.t
    draw.panel(surface, rect, th)
    _label(surface, app, t("castle_crush.ui.score"), pygame.Rect(rect.x + th.px(0.5), rect.y + th.px(0.2), rect.w, th.px(1.0)),
           th.c["ink"], 0.85, serif=True, bold=True)
    top = max([1.0] + list(table.scores) + list(shown))
    current = None if table.over else table.current
    for p in range(table.num_players):
        row = pygame.Rect(rect.x + th.px(0.4), rect.y + th.px(1.3) + p * th.px(2.0), rect.w - th.px(0.8), th.px(1.8))
        seat = table.seats[p]
        colour = seat.colour
        if p == current:
            pygame.draw.rect(surface, th.c["highlight"], row, border_radius=th.px(0.3))
        chip = pygame.Rect(row.x, row.y + th.px(0.2), th.px(0.9), th.px(0.9))
        pygame.draw.rect(surface, colour, chip, border_radius=th.px(0.2))
        if app.settings.colour_blind:
            draw.symbol(surface, seat.symbol, chip.center, th.px(0.32), WHITE)
        name = seat.name
        left = table.attacks_left[p]
        name_w = row.w - th.px(9.2 if left else 4.5)  # room for the attacks still to come
        _label(surface, app, name, pygame.Rect(chip.right + th.px(0.3), row.y, name_w, th.px(1.2)),
               th.c["ink"], 0.7, bold=p == current)
        value = shown[p] if p < len(shown) else table.scores[p]
        _label(surface, app, str(int(round(value))), pygame.Rect(row.right - th.px(3), row.y, th.px(3), th.px(1.2)),
               th.c["ink"], 0.85, align="right", bold=True)
        # The track: a groove with the score marker.
        track = pygame.Rect(chip.right + th.px(0.3), row.y + th.px(1.25), row.w - th.px(1.5), max(3, th.px(0.22)))
        pygame.draw.rect(surface, th.c["parchment_dark"], track, border_radius=2)
        fill = track.copy()
        fill.w = max(2, int(track.w * min(1.0, value / top)))
        pygame.draw.rect(surface, colour, fill, border_radius=2)
        if left:
            txt = t("castle_crush.ui.attacks_left", n=left) if left > 1 else t("castle_crush.ui.attack_left_one")
            _label(surface, app, txt, pygame.Rect(row.right - th.px(8.0), row.y + th.px(0.05), th.px(5.0), th.px(1.1)),
                   th.c["ink_soft"], 0.68, align="right")


def score_anchor(rect: pygame.Rect, theme, player: int) -> tuple[int, int]:
    """Where points fly to on the score track."""
    return rect.right - theme.px(1.5), rect.y + theme.px(1.9) + player * theme.px(2.0)


def _wrap(app, text: str, width: int, size: float) -> list[str]:
    return app.theme.wrap(text, app.theme.px(size), width)


def _label(surface, app, text, rect, colour, size, align="left", bold=False, serif=False) -> None:
    draw.label(surface, app.theme, text, rect, colour, size, align, bold, serif)
