"""Card faces drawn by code: banner, cost, crests, messenger mark, effect and score.

Effects and score conditions become lines of tokens (numbers and icons, see icons.py),
so a card reads without words; the words are in the hover panel (describe.py).
Faces are rendered once per card and size, then cached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ludotheque.client.scenes.chateau_combo.icons as icons
import ludotheque.rules.chateau_combo.conditions as cond
import pygame
from ludotheque.client.colours import named
from ludotheque.rules.chateau_combo.data import CARDS

Token = tuple[Any, ...]
SCROLL = named("scroll", "chateau_combo")
EFFECT_BAND = named("effect_band", "chateau_combo")
DIGITS_10PX = 15  # the bold sans size whose digits are 10 px high (issue 31: legible effects)


def digit_size(w: int) -> int:
    """The smallest text size on a card `w` px wide: digits 10 px high on a card of about
    86 px or more (the market and the tableau at 800x600 without the docked log), a
    proportional size below, so thumbnails keep their lines on the card."""
    return max(8, min(DIGITS_10PX, round(w * 0.175)))


def _text_size(s: float, floor: int) -> int:
    return max(floor, round(s * 0.72))


def _scoped(tokens: list[Token], scope: str) -> list[Token]:
    return tokens + ([("grid", (), scope)] if scope != "tableau" else [])


# A condition's icons, by its class (tests/chateau_combo/test_chateau_combo_conditions.py:
# every kind has its icons and its words).
ICONS: dict[type[cond.Condition], Callable[[Any], list[Token]]] = {
    cond.Crest: lambda c: _scoped([("crest", c.crest)], c.scope),
    cond.DistinctCrestTypes: lambda c: _scoped([("rainbow", False)], c.scope),
    cond.MissingCrestTypes: lambda c: [("rainbow", True)],
    cond.Banner: lambda c: [("flag", c.banner)],
    cond.BannerSet: lambda c: [("flag", b) for b in c.banners],
    cond.CrestSet: lambda c: [("crest", k) for k in c.crests],
    cond.IdenticalCrestGroup: lambda c: [("text", f"{c.size}x"), ("crest", None)],
    cond.CardsWithCrestCount: lambda c: [("card", c.count)],
    cond.CardsWithCost: lambda c: [("costcard", c.cost, c.or_more)],
    cond.CardsWithDiscount: lambda c: [("coin_minus",)],
    cond.CardsWithPurse: lambda c: [("purse",)],
    cond.EmptySlots: lambda c: [("empty",)],
    cond.OccupiedSlots: lambda c: [("card", 0)],
    cond.BestNeighbour: lambda c: [("pawn",)] + condition_tokens(c.of),
    cond.KeyOwned: lambda c: [("key",)],
    cond.GoldOnThisPurse: lambda c: [("coin",), ("purse",), ("text", str(c.capacity))],
    cond.GoldOnAllPurses: lambda c: [("coin",), ("purse",), ("text", "\u03a3")],
    cond.IfNoCrest: lambda c: [("nocrest", c.crest)],
    cond.IfFaceDownCard: lambda c: [("back",)],
    cond.IfPosition: lambda c: [("grid", c.cells, None)],
}


def condition_tokens(condition: cond.Condition) -> list[Token]:
    """Icons for what a `per` clause or a score condition counts."""
    return ICONS[type(condition)](condition)


def what_tokens(spec: dict[str, Any]) -> list[Token]:
    """Icons for what a `per` clause or a score condition, given as card data, counts."""
    return condition_tokens(cond.parse(spec))


def effect_tokens(eff: dict[str, Any]) -> list[Token]:
    kind = eff["type"]
    res: Token = ("coin",) if eff.get("resource", eff.get("gain")) == "gold" else ("key",)
    if kind == "gain":
        out: list[Token] = [("text", f"+{eff['amount']}"), res]
        if "per" in eff:
            out += [("text", "/")] + what_tokens(eff["per"])
        return out
    if kind == "opponents_gain":
        return [("others",), ("text", f"+{eff['amount']}"), res]
    if kind == "discount":
        out = [("coin_minus",)]
        out += [("flag", loc) for loc in ("castle", "village") if eff[loc]]
        return out
    if kind == "gold_on_each_purse":
        return [("text", f"+{eff['amount']}"), ("coin",), ("text", ">"), ("purse",)]
    if kind == "fill_purses":
        return [("text", f"{eff['cards']}x"), ("purse",), ("text", "="), ("coin",)]
    if kind == "discard_from_row":
        return [("strikecard", eff["row"]), ("text", ">"), res]
    if kind == "choose_one":
        first = [t for e in eff["options"][0] for t in effect_tokens(e)]
        second = [t for e in eff["options"][1] for t in effect_tokens(e)]
        return first + [("text", "|")] + second
    raise ValueError(f"no icons for effect {kind!r}")


def score_tokens(card_id: int) -> list[Token]:
    score = CARDS[card_id].score
    if not score:
        return []
    condition = cond.SCORES[card_id]
    assert condition is not None
    lead: list[Token] = [("points", score["points"])]
    return lead + [("text", ":" if condition.once else "/")] + condition_tokens(condition)


def _grown(tok: Token, s: float, floor: int, theme) -> float:
    """The icon size of a token holding a figure: grown, when the card's text floor is
    above the smallest, so that its figure at the floor stays inside it (a points disc,
    the cost on a little card)."""
    if floor <= 8:
        return s
    if tok[0] == "points":
        return max(s, floor * 1.15, theme.font(floor, bold=True).size(str(tok[1]))[0] / 0.8)
    if tok[0] == "costcard":
        label = f"{tok[1]}+" if tok[2] else str(tok[1])
        return max(s, theme.font(floor, bold=True).size(label)[0] / 0.42, floor / 0.55)
    return s


def _token_width(tok: Token, s: float, font: pygame.font.Font) -> float:
    # `font` is the text tokens' font (see _text_size)
    if tok[0] == "text":
        return font.size(tok[1])[0] + s * 0.12
    if tok[0] == "points":
        return s * 1.0
    if tok[0] == "costcard":
        return s * (1.1 if tok[2] else 0.9)
    return s * 0.95


def token_size(tokens: list[Token], rect: pygame.Rect, theme, floor: int = 8) -> float:
    """The icon size at which a token line fits in `rect` (text never below `floor`)."""
    s = rect.h * 0.92
    while True:
        font = theme.font(_text_size(s, floor), bold=True)
        width = sum(_token_width(t, _grown(t, s, floor, theme), font) for t in tokens)
        if width <= rect.w or s < 8:
            return s
        s *= 0.9


def effect_groups(card_id: int) -> list[list[Token]]:
    """A card's effects as the lines they may break into: one per effect, a choice's
    two options apart."""
    groups: list[list[Token]] = []
    for eff in CARDS[card_id].effects:
        if eff["type"] == "choose_one":
            groups += [[t for e in option for t in effect_tokens(e)] for option in eff["options"][:2]]
        else:
            groups.append(effect_tokens(eff))
    return groups


def draw_tokens(surf: pygame.Surface, tokens: list[Token], rect: pygame.Rect, theme, colour=icons.INK,
                floor: int = 8) -> None:
    """Draw a token line centred in `rect`, shrinking its icons until it fits (its text
    never below `floor`)."""
    s = token_size(tokens, rect, theme, floor)
    text_size = _text_size(s, floor)
    font = theme.font(text_size, bold=True)
    width = sum(_token_width(t, _grown(t, s, floor, theme), font) for t in tokens)
    x = rect.centerx - width / 2
    cy = rect.centery
    for tok in tokens:
        g = _grown(tok, s, floor, theme)
        w = _token_width(tok, g, font)
        _draw_token(surf, tok, x + w / 2, cy, g, font, colour, theme, text_size)
        x += w


def _draw_token(surf, tok: Token, cx: float, cy: float, s: float, font, colour, theme,
                text_size: int | None = None) -> None:
    kind = tok[0]
    if kind == "text":
        img = theme.text(tok[1], text_size or _text_size(s, 8), colour, bold=True)
        surf.blit(img, img.get_rect(center=(round(cx), round(cy))))
    elif kind == "points":
        pygame.draw.circle(surf, named("token_disc", "chateau_combo"), (cx, cy), s * 0.46)
        size = max(8, round(s * 0.66), min(text_size or 8, round(s * 0.9)))  # the floor, inside the disc
        img = theme.text(str(tok[1]), size, named("token_figure", "chateau_combo"), bold=True)
        surf.blit(img, img.get_rect(center=(round(cx), round(cy))))
    elif kind == "coin":
        icons.coin(surf, cx, cy, s)
    elif kind == "coin_minus":
        icons.coin(surf, cx, cy, s, minus=True)
    elif kind == "key":
        icons.key(surf, cx, cy, s)
    elif kind == "crest":
        icons.crest(surf, cx, cy, s, tok[1])
    elif kind == "nocrest":
        icons.crest(surf, cx, cy, s, tok[1])
        icons.strike(surf, cx, cy, s)
    elif kind == "flag":
        icons.flag(surf, cx, cy, s, tok[1])
    elif kind == "card":
        icons.card(surf, cx, cy, s, dots=tok[1])
    elif kind == "back":
        icons.card(surf, cx, cy, s, back=True)
    elif kind == "empty":
        icons.card(surf, cx, cy, s, empty=True)
    elif kind == "strikecard":
        icons.flag(surf, cx, cy, s, tok[1])
        icons.strike(surf, cx, cy, s)
    elif kind == "costcard":
        icons.card(surf, cx - s * 0.1, cy, s)
        label = f"{tok[1]}+" if tok[2] else str(tok[1])
        # Inside the little card (issue 31: "5+" stuck out of its right edge).
        # The card's floor (digits 10 px high) when the label still fits inside the card.
        start = max(6, round(s * 0.5), min(text_size or 0, round(s * 0.6)))
        size = theme.fit_size(label, start, max(1, int(s * (0.44 if text_size else 0.52))), bold=True)
        img = theme.text(label, size, icons.GOLD_DARK, bold=True)
        drop = 0.02 if text_size else 0.1  # a label at the floor fills the card: centred in it
        surf.blit(img, img.get_rect(center=(round(cx - s * 0.1), round(cy + s * drop))))
    elif kind == "purse":
        icons.purse(surf, cx, cy, s)
    elif kind == "pawn":
        icons.pawn(surf, cx, cy, s)
    elif kind == "others":
        icons.others(surf, cx, cy, s)
    elif kind == "grid":
        icons.grid(surf, cx, cy, s, marked=tok[1], scope=tok[2], centre_mark=tok[2] is not None)
    elif kind == "rainbow":
        icons.rainbow(surf, cx, cy, s, crossed=tok[1])


VOWELS = set("aeiouyàâäéèêëîïôöùûü")
READABLE = 10  # smallest name size that reads at a glance on small cards
THUMBNAIL = 80  # cards shorter than this are thumbnails (enlarged on hover), not read
COMPOUND_ENDINGS = ("keeper", "maker", "smith", "master", "blower", "broker", "digger", "cutter", "mason", "man")


def _syllable_break(low: str, i: int) -> bool:
    """May a word break before letter i? V-CV, or VC-CV where the second consonant does
    not bind to the first (tr, bl, ch... stay together)."""
    def consonant(ch: str) -> bool:
        return ch.isalpha() and ch not in VOWELS

    if not consonant(low[i]) or low[i + 1] not in VOWELS:
        return False
    if low[i - 1] in VOWELS:
        return True
    return consonant(low[i - 1]) and low[i - 2] in VOWELS and low[i] not in "rlh"


def split_name(name: str) -> tuple[str, str] | None:
    """Two lines for a long name: at the space nearest its middle, else hyphenated
    between syllables."""
    if " " in name:
        spaces = [i for i, ch in enumerate(name) if ch == " "]
        i = min(spaces, key=lambda i: max(i, len(name) - i - 1))
        return name[:i], name[i + 1:]
    low = name.lower()
    for ending in COMPOUND_ENDINGS:  # English trades: Inn-keeper, Black-smith
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            return name[: -len(ending)] + "-", name[-len(ending):]
    breaks = [i for i in range(3, len(name) - 2) if _syllable_break(low, i)]
    if not breaks:
        return None
    i = min(breaks, key=lambda i: abs(2 * i - len(name)))
    return name[:i] + "-", name[i:]


def name_layout(name: str, w: int, h: int, theme) -> tuple[list[str], int]:
    """The name's lines and font size: one line, or two when one line would have to
    shrink the name well below the size the card gives it (small cards, long names)."""
    width = round(w * 0.92)
    if h < THUMBNAIL:  # an opponent's thumbnail: one line as small as it must be
        return [name], theme.fit_size(name, max(8, round(h * 0.12 * 0.8)), width, serif=True, bold=True)
    target = max(READABLE, round(h * 0.12 * 0.8))
    one = theme.fit_size(name, target, width, serif=True, bold=True)
    parts = split_name(name)
    if one >= target or parts is None:
        return [name], one
    target2 = max(READABLE, round(h * 0.1225 * 0.9))
    two = min(theme.fit_size(part, target2, width, serif=True, bold=True) for part in parts)
    return (list(parts), two) if two >= one + 2 else ([name], one)


_cache: dict[tuple[int, int, int, bool, str], pygame.Surface] = {}


def face(card_id: int, w: int, h: int, theme, lang: str, face_down: bool = False) -> pygame.Surface:
    """The card's face (or back) at w x h pixels, cached."""
    key = (card_id, w, h, face_down, lang)
    surf = _cache.get(key)
    if surf is None:
        surf = _render(card_id, w, h, theme, lang, face_down)
        if len(_cache) > 600:
            _cache.clear()
        _cache[key] = surf
    return surf


def _render(card_id: int, w: int, h: int, theme, lang: str, face_down: bool) -> pygame.Surface:
    card = CARDS[card_id]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 12)
    if face_down:
        back = icons.BANNER_COLOURS[card.banner]
        pygame.draw.rect(surf, back, surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-w // 6, -w // 6)
        pygame.draw.rect(surf, icons.BANNER_LIGHT[card.banner], inner, max(1, w // 30), border_radius=radius)
        icons.flag(surf, w / 2, h / 2, w * 0.45, card.banner)
        pygame.draw.rect(surf, icons.INK, surf.get_rect(), max(1, w // 40), border_radius=radius)
        return surf
    pygame.draw.rect(surf, icons.PAPER, surf.get_rect(), border_radius=radius)
    name = card.name_fr if lang == "fr" else card.name_en
    lines, name_size = name_layout(name, w, h, theme)
    two = len(lines) == 2  # a long name takes two lines: the top band and effect band give room
    band_h = round(h * (0.21 if two else 0.24))
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surf, icons.BANNER_COLOURS[card.banner], band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    # cost coin, top left
    s = band_h * 0.9
    icons.coin(surf, s * 0.55, band_h * 0.5, s)
    floor = digit_size(w)
    cost = theme.text(str(card.cost), max(8, round(s * 0.55), min(floor, round(s * 0.7))), icons.INK, bold=True)
    surf.blit(cost, cost.get_rect(center=(round(s * 0.55), round(band_h * 0.5))))
    # crests, top right
    cs = band_h * 0.68
    for k, kind in enumerate(reversed(card.crests)):
        icons.crest(surf, w - cs * 0.6 - k * cs * 0.88, band_h * 0.5, cs, kind)
    # messenger mark: the horn, with an arrow to the row it sends the messenger to
    if card.messenger_to:
        icons.messenger(surf, band_h * 1.22, band_h * 0.52, band_h * 0.55, up=card.messenger_to == "castle")
    # name
    name_rect = pygame.Rect(w * 0.04, band_h + h * 0.005, w * 0.92, round(h * (0.245 if two else 0.12)))
    step = name_rect.h / len(lines)
    for k, line in enumerate(lines):
        img = theme.text(line, name_size, icons.INK, serif=True, bold=True)
        if img.get_width() > name_rect.w:  # tiny cards: squeeze rather than cut the name
            img = pygame.transform.smoothscale(img, (name_rect.w, max(1, img.get_height() * name_rect.w // img.get_width())))
        surf.blit(img, img.get_rect(center=(name_rect.centerx, round(name_rect.y + step * (k + 0.5)))))
    # effect band
    eff_rect = pygame.Rect(round(w * 0.05), round(h * (0.465 if two else 0.39)), round(w * 0.9), round(h * (0.17 if two else 0.2)))
    tokens = [t for e in card.effects for t in effect_tokens(e)]
    groups = effect_groups(card_id)
    inner = eff_rect.inflate(-w // 20, -h // 40)
    if len(groups) >= 2 and not two:  # two effects (or options) on small cards: two lines read better
        tall = pygame.Rect(eff_rect.x, round(h * 0.375), eff_rect.w, round(h * 0.27))
        inner2 = tall.inflate(-w // 20, -h // 40)
        halves = [pygame.Rect(inner2.x, inner2.y + k * inner2.h // 2, inner2.w, inner2.h // 2) for k in range(2)]
        lines = [groups[0], [t for g in groups[1:] for t in g]]
        if min(token_size(line, half, theme, floor) for line, half in zip(lines, halves, strict=True)) > 1.15 * token_size(tokens, inner, theme, floor):
            pygame.draw.rect(surf, EFFECT_BAND, tall, border_radius=max(2, w // 25))
            for line, half in zip(lines, halves, strict=True):
                draw_tokens(surf, line, half, theme, floor=floor)
            tokens = []
    if tokens:
        pygame.draw.rect(surf, EFFECT_BAND, eff_rect, border_radius=max(2, w // 25))
        draw_tokens(surf, tokens, inner, theme, floor=floor)
    # score scroll
    sc_rect = pygame.Rect(round(w * 0.05), round(h * 0.66), round(w * 0.9), round(h * 0.28))
    pygame.draw.rect(surf, SCROLL, sc_rect, border_radius=max(2, w // 14))
    pygame.draw.rect(surf, named("scroll_edge", "chateau_combo"), sc_rect, max(1, w // 60), border_radius=max(2, w // 14))
    draw_tokens(surf, score_tokens(card_id), sc_rect.inflate(-w // 20, -h // 16), theme, floor=floor)
    pygame.draw.rect(surf, icons.INK, surf.get_rect(), max(1, w // 45), border_radius=radius)
    return surf
