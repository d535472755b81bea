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


def render_lines(surface: pygame.Surface, theme, lines, rect: pygame.Rect, size: int, scroll: int, ink) -> int:
    """Draw lines into rect from `scroll` pixels down; return the total height."""
    line_h = int(size * 1.35)
    y = rect.y - scroll
    clip = surface.get_clip()
    surface.set_clip(rect)
    for kind, text, indent in lines:
        if kind == "gap":
            y += line_h // 2
            continue
        if kind == "heading":
            y += line_h // 3
            img = theme.text(text, int(size * 1.15), theme.c["red"], serif=True, bold=True)
            if rect.y - line_h < y < rect.bottom:
                surface.blit(img, (rect.x, y))
            y += int(line_h * 1.2)
            continue
        if rect.y - line_h < y < rect.bottom:
            if kind == "bullet":
                pygame.draw.circle(surface, theme.c["brass_dark"], (rect.x + indent // 2, y + line_h // 2), max(2, size // 6))
            surface.blit(theme.text(text, size, ink), (rect.x + indent, y))
        y += line_h
    surface.set_clip(clip)
    return y + scroll - rect.y
