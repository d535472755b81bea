"""Make the window and desktop icon: a castle tower on the green baize of a wooden table,
with four players' tokens, as RGBA PNGs at the usual icon sizes.

Pure Python (shapes sampled 4×4 per pixel + a PNG writer), so the icon is ours and
reproducible: `python -m ludotheque.art.make_icon` rewrites art/icons/ludotheque-*.png.
The client sets it as the window icon; `make install-desktop` installs it with the menu entry.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

from ludotheque.art.palette import ART_DIR, hex_to_rgba, palette

ICON_DIR = ART_DIR / "icons"
SIZES = (16, 32, 48, 64, 128, 256)
SAMPLES = 4  # per side: 16 samples a pixel

Colour = tuple[int, int, int, int]
Shape = Callable[[float, float], bool]


def icon_file(size: int = 64) -> Path:
    """The shipped PNG closest to `size` pixels (not smaller when there is one)."""
    best = min((s for s in SIZES if s >= size), default=SIZES[-1])
    return ICON_DIR / f"ludotheque-{best}.png"


def rounded(x0: float, y0: float, x1: float, y1: float, r: float) -> Shape:
    def inside(x: float, y: float) -> bool:
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    return inside


def box(x0: float, y0: float, x1: float, y1: float) -> Shape:
    return lambda x, y: x0 <= x <= x1 and y0 <= y <= y1


def disc(cx: float, cy: float, r: float) -> Shape:
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def arch(x0: float, x1: float, top: float, bottom: float) -> Shape:
    """A door: a rectangle under a half circle."""
    r = (x1 - x0) / 2
    return lambda x, y: x0 <= x <= x1 and ((top + r <= y <= bottom) or (x - x0 - r) ** 2 + (y - top - r) ** 2 <= r * r)


def layers() -> list[tuple[Shape, Colour]]:
    """Bottom to top, in a unit square."""
    c = {k: hex_to_rgba(v) for k, v in palette().items() if isinstance(v, str) and v.startswith("#")}
    players = [hex_to_rgba(v) for v in palette()["players"]]
    out: list[tuple[Shape, Colour]] = [
        (rounded(0.03, 0.03, 0.97, 0.97, 0.2), c["brass_dark"]),
        (rounded(0.05, 0.05, 0.95, 0.95, 0.18), c["table_light"]),
        (rounded(0.11, 0.11, 0.89, 0.89, 0.12), c["baize"]),
        # the tower: its body, three merlons, a brass footing, a door
        (box(0.35, 0.30, 0.65, 0.70), c["parchment"]),
        (box(0.35, 0.19, 0.43, 0.31), c["parchment"]),
        (box(0.46, 0.19, 0.54, 0.31), c["parchment"]),
        (box(0.57, 0.19, 0.65, 0.31), c["parchment"]),
        (box(0.60, 0.30, 0.65, 0.70), c["parchment_dark"]),  # the shaded side
        (box(0.28, 0.68, 0.72, 0.74), c["brass"]),
        (arch(0.45, 0.55, 0.52, 0.68), c["ink"]),
    ]
    for i, colour in enumerate(players[:4]):
        out.append((disc(0.275 + i * 0.15, 0.815, 0.052), c["ink"]))
        out.append((disc(0.275 + i * 0.15, 0.815, 0.042), colour))
    return out


def render(size: int) -> bytes:
    """RGBA rows of the icon at `size`×`size`."""
    shapes = layers()
    rows = bytearray()
    step = 1.0 / (size * SAMPLES)
    for py in range(size):
        rows.append(0)  # PNG filter: none
        for px in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SAMPLES):
                y = (py * SAMPLES + sy + 0.5) * step
                for sx in range(SAMPLES):
                    x = (px * SAMPLES + sx + 0.5) * step
                    for shape, colour in reversed(shapes):
                        if shape(x, y):
                            a = colour[3] / 255
                            acc[0] += colour[0] * a
                            acc[1] += colour[1] * a
                            acc[2] += colour[2] * a
                            acc[3] += a
                            break
            n = SAMPLES * SAMPLES
            alpha = acc[3] / n
            if alpha > 0:
                rows.extend(round(acc[i] / acc[3]) for i in range(3))
            else:
                rows.extend((0, 0, 0))
            rows.append(round(alpha * 255))
    return bytes(rows)


def png(size: int, rgba_rows: bytes) -> bytes:
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8 bits, RGBA

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rgba_rows, 9)) + chunk(b"IEND", b"")


def main() -> None:
    ICON_DIR.mkdir(exist_ok=True)
    for size in SIZES:
        path = ICON_DIR / f"ludotheque-{size}.png"
        path.write_bytes(png(size, render(size)))
        print(path)


if __name__ == "__main__":
    main()
