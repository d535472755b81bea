"""Laying out a translated text with headings, bullets and paragraphs (rules summaries)."""

from __future__ import annotations

import pygame


def layout_text(theme, text: str, width: int, size: int) -> list[tuple[str, str, int]]:
    """Lines as (kind, text, indent) with kind in heading / bullet / text / gap."""
    out: list[tuple[str, str, int]] = []
    indent = int(size * 1.2)
    for para in text.split("\n\n"):
        for line in para.split("\n"):
            line = line.rstrip()
            if not line:
                continue
            if line.endswith(":") and len(line) < 60 and not line.startswith("- "):
                out.append(("heading", line[:-1], 0))
            elif line.startswith("- "):
                wrapped = theme.wrap(line[2:], size, width - indent)
                for k, part in enumerate(wrapped):
                    out.append(("bullet" if k == 0 else "text", part, indent))
            else:
                for part in theme.wrap(line, size, width):
                    out.append(("text", part, 0))
        out.append(("gap", "", 0))
    return out


def placed(lines, size: int):
    """Each line's (kind, text, indent, y from the top, height): the one measure that
    drawing and scrolling share, so the scroll reaches the last line exactly."""
    line_h = int(size * 1.35)
    y = 0
    for kind, text, indent in lines:
        if kind == "gap":
            y += line_h // 2
            continue
        if kind == "heading":
            y += line_h // 3
            yield kind, text, indent, y, int(line_h * 1.2)
            y += int(line_h * 1.2)
            continue
        yield kind, text, indent, y, line_h
        y += line_h
    yield "end", "", 0, y, 0


def text_height(lines, size: int) -> int:
    """The height of the laid-out lines, in pixels (the last gap included)."""
    return list(placed(lines, size))[-1][3]


def render_lines(surface: pygame.Surface, theme, lines, rect: pygame.Rect, size: int, scroll: int, ink,
                 drawn: list | None = None) -> int:
    """Draw lines into rect from `scroll` pixels down; return the total height. With
    `drawn`, append (text, where it was drawn) for each line drawn, clipped to rect."""
    line_h = int(size * 1.35)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    total = 0
    for kind, text, indent, top, _ in placed(lines, size):
        y = rect.y - scroll + top
        if kind == "end":
            total = top
            break
        if not rect.y - line_h < y < rect.bottom:
            continue
        if kind == "heading":
            img = theme.text(text, int(size * 1.15), theme.c["red"], serif=True, bold=True)
            where = pygame.Rect(rect.x, y, img.get_width(), img.get_height())
            surface.blit(img, where.topleft)
        else:
            if kind == "bullet":
                pygame.draw.circle(surface, theme.c["brass_dark"], (rect.x + indent // 2, y + line_h // 2),
                                   max(2, size // 6))
            img = theme.text(text, size, ink)
            where = pygame.Rect(rect.x + indent, y, img.get_width(), img.get_height())
            surface.blit(img, where.topleft)
        if drawn is not None:
            drawn.append((text, where.clip(rect)))
    surface.set_clip(clip)
    return total
