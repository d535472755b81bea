"""The map of Europe on screen: a cached picture of seas, lands, borders and names, with
army badges, castles and highlights drawn over it each frame."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import ludotheque.client.scenes.castle_risk.geometry as geo
import pygame
from ludotheque.client.colours import WHITE, named
from ludotheque.client.scenes.castle_risk.style import (
    BORDER,
    COAST,
    EMPIRE_TONES,
    ISLAND,
    LANE,
    SEA,
    SEA_DEEP,
    territory_tone,
)
from ludotheque.client.ui.draw import lerp_colour
from ludotheque.rules.castle_risk.data import MAP


@dataclass
class MapView:
    """Where the map sits on screen and its cached background."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    scale: float = 1.0
    background: pygame.Surface | None = None
    screen_polys: dict[str, list[list[tuple[int, int]]]] = field(default_factory=dict)
    anchors: dict[str, tuple[int, int]] = field(default_factory=dict)  # each territory's badge
    seeds: dict[str, tuple[int, int]] = field(default_factory=dict)  # where badges stand unless moved
    masks: dict[str, tuple[pygame.Surface, tuple[int, int]]] = field(default_factory=dict)
    edge_cache: dict[str, list] = field(default_factory=dict)
    lake_patches: list[tuple[pygame.Surface, tuple[int, int]]] = field(default_factory=list)
    label_rects: dict[str, pygame.Rect | None] = field(default_factory=dict)  # None: shown on hover only
    _painted_for: tuple = ()
    _labels_for: tuple = ()

    def fit(self, area: pygame.Rect) -> None:
        """Largest map that fits `area`, centred at its top."""
        scale = min(area.w / geo.WIDTH, area.h / geo.HEIGHT)
        w, h = round(geo.WIDTH * scale), round(geo.HEIGHT * scale)
        rect = pygame.Rect(area.x + (area.w - w) // 2, area.y, w, h)
        if rect == self.rect and scale == self.scale and self.seeds:
            return  # the same place: the badges (some moved for their names) stay as placed
        self.scale, self.rect = scale, rect
        sh = geo.shapes()
        self.screen_polys = {t: [[self.to_screen(p) for p in poly] for poly in pieces if len(poly) > 2]
                             for t, pieces in sh.territories.items()}
        self.seeds = {t: self.to_screen(p) for t, p in sh.anchors.items()}
        self.anchors = dict(self.seeds)  # a badge may move off its seed to make room for its name
        self.background = None
        self.masks = {}
        self.edge_cache = {}
        self.lake_patches = []
        self._labels_for = ()

    def to_screen(self, p: tuple[float, float]) -> tuple[int, int]:
        return (round(self.rect.x + p[0] * self.scale), round(self.rect.y + p[1] * self.scale))

    def territory_at(self, pos: tuple[int, int]) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        x = (pos[0] - self.rect.x) / self.scale
        y = (pos[1] - self.rect.y) / self.scale
        return geo.territory_at(x, y)

    # --- the cached picture --------------------------------------------------------------
    def picture(self, theme, names: dict[str, str], seas: dict[str, str] | None = None) -> pygame.Surface:
        key = (tuple(names.values()), tuple((seas or {}).values()))
        if self.background is None or key != self._painted_for:
            self._painted_for = key  # a language change repaints the names
            self.background = self._paint(theme, names, seas or {})
            self.lake_patches = self._lake_patches(self.background)
            if pygame.display.get_surface() is not None:
                self.background = self.background.convert()
        return self.background

    def _local(self, poly) -> list[tuple[int, int]]:
        return [(x - self.rect.x, y - self.rect.y) for x, y in poly]

    def _paint(self, theme, names: dict[str, str], seas: dict[str, str]) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size)
        self._paint_sea(surf)
        self._paint_compass(surf)
        sh = geo.shapes()
        for poly in sh.islands:
            pts = self._local([self.to_screen(p) for p in poly])
            pygame.draw.polygon(surf, ISLAND, pts)
            pygame.draw.polygon(surf, COAST, pts, 1)
        for t, pieces in self.screen_polys.items():
            for poly in pieces:
                pygame.draw.polygon(surf, territory_tone(t), self._local(poly))
        width = max(1, round(self.scale * 1.2))
        for t in self.screen_polys:
            self._outline(surf, t, width)
        for lake in sh.lakes:
            pts = self._local([self.to_screen(p) for p in lake])
            pygame.draw.polygon(surf, SEA, pts)
            pygame.draw.polygon(surf, COAST, pts, max(1, width))
        self._paint_sea_names(surf, theme, seas)
        self._paint_lanes(surf)
        pygame.draw.rect(surf, COAST, surf.get_rect(), max(2, width + 1))
        return surf

    def _paint_sea(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        for y in range(0, h, 4):
            surf.fill(lerp_colour(SEA, SEA_DEEP, y / max(1, h)), (0, y, w, 4))
        step = max(8, round(14 * self.scale))
        wave = lerp_colour(SEA, WHITE, 0.12)
        for y in range(step // 2, h, step):
            for x in range((y // step % 2) * step, w, step * 2):
                pygame.draw.arc(surf, wave, (x, y, step, step // 2), 0.3, 2.8, 1)

    def _lake_patches(self, picture: pygame.Surface) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The lakes cut out of the picture, to lay back over highlights (territory cells
        run under the Black Sea)."""
        out = []
        for lake in geo.shapes().lakes:
            pts = [self.to_screen(p) for p in lake]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            box = box.clip(self.rect)
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, named("mask", "castle_risk"), [(x - box.x, y - box.y) for x, y in pts])
            patch = pygame.Surface(box.size, pygame.SRCALPHA)
            patch.blit(picture, (0, 0), box.move(-self.rect.x, -self.rect.y))
            patch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            out.append((patch, box.topleft))
        return out

    def cover_lakes(self, surface: pygame.Surface) -> None:
        for patch, pos in self.lake_patches:
            surface.blit(patch, pos)

    def _paint_sea_names(self, surf: pygame.Surface, theme, seas: dict[str, str]) -> None:
        size = max(9, round(theme.unit * 0.62))
        ink = lerp_colour(SEA_DEEP, WHITE, 0.45)
        for sid, (lon, lat) in geo.GEO["sea_labels"].items():
            if sid in seas:
                x, y = self._local([self.to_screen(geo.project(lon, lat))])[0]
                img = theme.text(seas[sid], size, ink, serif=True)
                surf.blit(img, img.get_rect(center=(x, y)).clamp(surf.get_rect().inflate(-6, -6)))

    def _paint_compass(self, surf: pygame.Surface) -> None:
        """A compass rose in the open sea, as on old maps."""
        cx, cy = self._local([self.to_screen(geo.project(*geo.GEO["compass"]))])[0]
        r = max(10, round(26 * self.scale))
        ink, light = named("compass_ink", "castle_risk"), named("compass_light", "castle_risk")
        pygame.draw.circle(surf, light, (cx, cy), r * 0.55, 1)
        for k in range(8):
            a = k * math.pi / 4
            length = r if k % 2 == 0 else r * 0.55
            tip = (cx + math.sin(a) * length, cy - math.cos(a) * length)
            side = r * 0.14
            left = (cx + math.sin(a - math.pi / 2) * side, cy - math.cos(a - math.pi / 2) * side)
            right = (cx + math.sin(a + math.pi / 2) * side, cy - math.cos(a + math.pi / 2) * side)
            pygame.draw.polygon(surf, light if k % 2 else named("brass", "castle_risk"), [tip, left, (cx, cy)])
            pygame.draw.polygon(surf, ink, [tip, right, (cx, cy)])
        pygame.draw.circle(surf, ink, (cx, cy), max(2, r // 8))

    def edges(self, territory: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """The territory's outline on screen without the clipping's seams over water (a
        cell may reach two shores, joined by an edge across the sea) or under a lake; which
        edges those are is known in map units (`geometry.land_edges`), whatever the size."""
        found = self.edge_cache.get(territory)
        if found is None:
            polys = self.screen_polys.get(territory, [])
            found = [(polys[k][i], polys[k][(i + 1) % len(polys[k])]) for k, i in geo.land_edges().get(territory, ())]
            self.edge_cache[territory] = found
        return found

    def _outline(self, surf: pygame.Surface, territory: str, width: int) -> None:
        for a, b in self.edges(territory):
            pygame.draw.line(surf, BORDER, self._local([a])[0], self._local([b])[0], width)

    def _paint_lanes(self, surf: pygame.Surface) -> None:
        ends = list(geo.GEO["lanes"].values())
        dash = max(3, round(5 * self.scale))
        for (lon1, lat1), (lon2, lat2) in ends:
            a = self._local([self.to_screen(geo.project(lon1, lat1))])[0]
            b = self._local([self.to_screen(geo.project(lon2, lat2))])[0]
            length = math.dist(a, b)
            steps = max(1, int(length // dash))
            for k in range(0, steps, 2):
                p = (a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
                q = (a[0] + (b[0] - a[0]) * (k + 1) / steps, a[1] + (b[1] - a[1]) * (k + 1) / steps)
                pygame.draw.line(surf, LANE, p, q, max(2, round(self.scale * 1.6)))

    def paint_names(self, surf: pygame.Surface, theme, names: dict[str, str], castles: frozenset[str],
                    origin: tuple[int, int]) -> None:
        """Territory names beside their badges, clear of the markers (placed again only
        when the names, the size or the castles change)."""
        size = max(9, round(theme.unit * 0.5))
        imgs = {t: theme.text(names[t], size, named("territory_name", "castle_risk"), serif=True) for t in self.anchors}
        key = (tuple(names.values()), castles, self.rect.size, size)
        if key != self._labels_for:
            self.label_rects = place_labels(self, {t: img.get_size() for t, img in imgs.items()},
                                            badge_radius(self, theme), castles)
            self._labels_for = key
        for t, box in self.label_rects.items():
            if box is not None:
                surf.blit(imgs[t], box.move(-origin[0], -origin[1]))

    # --- per frame --------------------------------------------------------------------------
    def highlight(self, surface: pygame.Surface, territory: str, colour, width: int = 3) -> None:
        for a, b in self.edges(territory):
            pygame.draw.line(surface, colour, a, b, width)

    def wash(self, surface: pygame.Surface, territory: str, colour, alpha: int) -> None:
        """A translucent fill over a territory (hover, selection, targets)."""
        mask, pos = self._mask(territory)
        layer = mask.copy()
        layer.fill((*colour[:3], max(0, min(255, alpha))), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(layer, pos)

    def territory_rect(self, territory: str) -> pygame.Rect:
        """The territory's bounding box on screen."""
        mask, pos = self._mask(territory)
        return pygame.Rect(pos, mask.get_size())

    def _mask(self, territory: str) -> tuple[pygame.Surface, tuple[int, int]]:
        """The territory's shape in opaque white, drawn once per layout."""
        cached = self.masks.get(territory)
        if cached is None:
            polys = self.screen_polys.get(territory, [])
            xs = [p[0] for poly in polys for p in poly] or [0]
            ys = [p[1] for poly in polys for p in poly] or [0]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            for poly in polys:
                pygame.draw.polygon(mask, named("mask", "castle_risk"), [(x - box.x, y - box.y) for x, y in poly])
            if pygame.display.get_surface() is not None:
                mask = mask.convert_alpha()
            cached = self.masks[territory] = (mask, box.topleft)
        return cached


def marker_boxes(view: MapView, r: int, castles: frozenset[str]) -> list[pygame.Rect]:
    """Where army badges (with their shadow and the hidden-army ring) and castle chips are
    drawn, on screen: names keep clear of them."""
    return [box for t, at in view.anchors.items() for box in _badge_boxes(at, r, t in castles)]


def place_labels(view: MapView, sizes: dict[str, tuple[int, int]], r: int,
                 castles: frozenset[str] = frozenset()) -> dict[str, pygame.Rect | None]:
    """A spot for each territory's name inside the territory (its centre always, the whole
    name where it fits), near its badge, clear of every marker and of the other names.
    The name with the fewest free spots chooses first, and takes the spot that leaves the
    others most room; a name with no spot left is read in the hover tooltip."""
    view.anchors = dict(view.seeds) or view.anchors
    markers = marker_boxes(view, r, castles)
    every = {t: _label_spots(view, t, sizes[t], markers) for t in view.anchors}
    options = dict(every)
    out: dict[str, pygame.Rect | None] = {}
    while options:
        t = min(options, key=lambda u: (len(options[u]) or 99, u))
        spots = options.pop(t)
        if not spots:
            out[t] = None
            continue
        others = [b.inflate(2, 2) for u in options for b, _ in options[u]]
        chosen = out[t] = min(spots, key=lambda s: s[1] + LABEL_CROWD * len(s[0].collidelistall(others)))[0]
        options = {u: [(b, cost) for b, cost in spots_u if not b.inflate(2, 2).colliderect(chosen)]
                   for u, spots_u in options.items()}
    _make_room(out, every)
    for t in sorted(u for u, box in out.items() if box is None):
        _move_badge(view, t, sizes[t], r, castles, out)
    return out


def _move_badge(view: MapView, t: str, size: tuple[int, int], r: int, castles: frozenset[str],
                out: dict[str, pygame.Rect | None]) -> None:
    """A name with no room beside its badge (a small territory on a small window): move
    the badge, within its territory, to where badge and name fit together clear of every
    other marker and name, as near its seed as can be."""
    others = [b for u, b in out.items() if b is not None and u != t]
    for u in view.anchors:
        if u != t:
            others += _badge_boxes(view.anchors[u], r, u in castles)
    surf, (ox, oy) = view._mask(t)
    shape = pygame.mask.from_surface(surf)
    mw, mh = shape.get_size()
    frame = view.rect.inflate(-4, -4)
    w, h = size
    sx, sy = view.seeds.get(t, view.anchors[t])
    half = max(1, r // 2)

    def inside(px: int, py: int, margin: int) -> bool:
        return all(0 <= qx - ox < mw and 0 <= qy - oy < mh and shape.get_at((qx - ox, qy - oy))
                   for qx, qy in ((px, py), (px - margin, py), (px + margin, py),
                                  (px, py - margin), (px, py + margin)))

    best: tuple[float, tuple[int, int], pygame.Rect] | None = None
    for by in range(oy, oy + mh, 2):
        for bx in range(ox, ox + mw, 2):
            if not inside(bx, by, half):
                continue
            badge = _badge_boxes((bx, by), r, t in castles)
            if any(b.collidelist(others) >= 0 or not frame.contains(b) for b in badge):
                continue
            for anchor, point in (("midtop", (bx, by + r + 3)), ("midbottom", (bx, by - r - 2)),
                                  ("midleft", (bx + r + 4, by)), ("midright", (bx - r - 3, by))):
                box = pygame.Rect(0, 0, w, h)
                setattr(box, anchor, point)
                if not frame.contains(box) or not inside(*box.center, 1):
                    continue
                if box.collidelist(others) >= 0 or box.collidelist(badge) >= 0:
                    continue
                cost = math.dist((bx, by), (sx, sy))
                if (best is None or cost < best[0]) and not _over_lake(view, box):
                    best = (cost, (bx, by), box)
    if best is not None:
        view.anchors[t], out[t] = best[1], best[2]


def _badge_boxes(at: tuple[int, int], r: int, castle: bool) -> list[pygame.Rect]:
    """The badge (with its shadow and ring) and the castle chip beside it, if any."""
    x, y = at
    boxes = [pygame.Rect(x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 5)]
    if castle:  # the chip stands left of the badge (markers.castle)
        boxes.append(pygame.Rect(x - round(2.2 * r), y - round(1.35 * r), round(1.4 * r), round(1.7 * r)))
    return boxes


def _make_room(out: dict[str, pygame.Rect | None], spots: dict[str, list[tuple[pygame.Rect, float]]]) -> None:
    """A name left out takes a spot where it meets a single other name, when that one can
    move to a spot of its own that is still free."""
    for t in [u for u, box in out.items() if box is None]:
        for box, _ in spots[t]:
            placed = {u: b for u, b in out.items() if b is not None}
            hit = [u for u, b in placed.items() if box.inflate(2, 2).colliderect(b)]
            if len(hit) != 1:
                continue
            rest = [b.inflate(2, 2) for u, b in placed.items() if u != hit[0]] + [box.inflate(2, 2)]
            move = next((b for b, _ in spots[hit[0]] if b.collidelist(rest) < 0), None)
            if move is not None:
                out[t], out[hit[0]] = box, move
                break


LABEL_CROWD = 2.0  # the cost of a spot that takes one of another name's spots
LABEL_SPOTS = 40  # the best places kept per name, for the names to share out
LABEL_SPILL = 10.0  # the cost of a name wholly outside its territory (but its centre), in name heights


def _label_spots(view: MapView, t: str, size: tuple[int, int],
                 markers: list[pygame.Rect]) -> list[tuple[pygame.Rect, float]]:
    """The places where territory `t`'s name has its centre inside the territory and
    fits on the map clear of every marker and lake, each with a cost: how much of the
    name spills out of the territory, then how far it is from the badge (in name
    heights). The cheapest come first, each well apart from the others."""
    (x, y), (w, h) = view.anchors[t], size
    surf, (ox, oy) = view._mask(t)
    shape = pygame.mask.from_surface(surf)
    mw, mh = shape.get_size()
    whole = pygame.mask.Mask((w, h), fill=True)
    step = max(2, h // 4)
    frame = view.rect.inflate(-4, -4)
    core = pygame.mask.Mask((3, 3), fill=True)  # the centre well inside, not on the outline
    found = []
    for cy in range(oy, oy + mh, step):
        for cx in range(ox, ox + mw, step):
            if shape.overlap_area(core, (cx - ox - 1, cy - oy - 1)) < 9:
                continue
            box = pygame.Rect(0, 0, w, h)
            box.center = (cx, cy)
            if not frame.contains(box) or box.collidelist(markers) >= 0:
                continue
            spill = 1.0 - shape.overlap_area(whole, (box.x - ox, box.y - oy)) / (w * h)
            found.append((box, LABEL_SPILL * spill + math.dist((cx, cy), (x, y)) / max(1, h)))
    found.sort(key=lambda s: s[1])
    out: list[tuple[pygame.Rect, float]] = []
    near: list[pygame.Rect] = []  # the middle of each kept spot: a centre there is the same spot
    for box, cost in found:
        if len(out) == LABEL_SPOTS:
            break
        if pygame.Rect(box.center, (1, 1)).collidelist(near) < 0 and not _over_lake(view, box):
            out.append((box, cost))
            near.append(box.inflate(-round(w * 0.35) * 2, -round(h * 0.35) * 2))
    return out


def _over_lake(view: MapView, box: pygame.Rect) -> bool:
    """True when part of `box` lies on a lake (lakes are laid back over the map each frame,
    so a name there would be cut)."""
    points = [(box.x + box.w * i / 4, box.y + box.h * j / 2) for i in range(5) for j in range(3)]
    for lake, (patch, at) in zip(geo.shapes().lakes, view.lake_patches, strict=True):
        if not box.colliderect(pygame.Rect(at, patch.get_size())):
            continue
        for x, y in points:
            if geo.contains(lake, (x - view.rect.x) / view.scale, (y - view.rect.y) / view.scale):
                return True
    return False


def badge_radius(view: MapView, theme) -> int:
    return max(8, round(min(theme.unit * 0.62, 11 * view.scale)))


def empire_tone(group: str):
    return EMPIRE_TONES[group]


__all__ = ["MAP", "MapView", "badge_radius", "empire_tone"]
