"""Make the table's textures (walnut, parchment, baize) as PNG tiles.

Pure Python (value noise + a PNG writer), so the textures are ours and reproducible:
`python -m ludotheque.art.make_textures` rewrites art/textures/*.png.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

from ludotheque.art.palette import ART_DIR

SIZE = 256


def _hash(x: int, y: int, seed: int) -> float:
    h = (x * 374761393 + y * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = (h ^ (h >> 13)) * 1274126177 & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65535.0


def _noise(x: float, y: float, period: int, seed: int) -> float:
    """Tileable value noise in [0, 1]."""
    x0, y0 = int(math.floor(x)), int(math.floor(y))
    fx, fy = x - x0, y - y0
    sx, sy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)

    def v(i: int, j: int) -> float:
        return _hash(i % period, j % period, seed)

    top = v(x0, y0) + (v(x0 + 1, y0) - v(x0, y0)) * sx
    bot = v(x0, y0 + 1) + (v(x0 + 1, y0 + 1) - v(x0, y0 + 1)) * sx
    return top + (bot - top) * sy


def _fbm(x: float, y: float, seed: int, octaves: int = 4, base: int = 8) -> float:
    total, amp, norm = 0.0, 1.0, 0.0
    for o in range(octaves):
        period = base * (2**o)
        total += amp * _noise(x * period / SIZE, y * period / SIZE, period, seed + o)
        norm += amp
        amp *= 0.5
    return total / norm


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    t = min(1.0, max(0.0, t))
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _streaks(x: int, y: int, seed: int) -> float:
    """Noise stretched along x: long thin fibres, tileable."""
    return _noise(x * 4 / SIZE, y * 96 / SIZE, 4, seed) * 0.6 + _noise(x * 8 / SIZE, y * 192 / SIZE, 8, seed + 1) * 0.4


def wood(x: int, y: int) -> tuple[int, int, int]:
    warp = _fbm(x, y, 11, 3, 2) * 5.0
    rings = math.sin((y / SIZE) * 2 * math.pi * 7 + warp) * 0.5 + 0.5
    fibres = _streaks(x, y, 5)
    tone = 0.45 * rings**1.5 + 0.55 * fibres
    return _mix((52, 33, 20), (98, 64, 38), tone)


def parchment(x: int, y: int) -> tuple[int, int, int]:
    n = _fbm(x, y, 21, 5, 4)
    speck = _hash(x, y, 3)
    base = _mix((226, 208, 168), (244, 232, 200), n)
    return _mix(base, (200, 178, 132), 0.35) if speck > 0.995 else base


def baize(x: int, y: int) -> tuple[int, int, int]:
    n = _fbm(x, y, 31, 3, 32)
    return _mix((28, 72, 48), (40, 92, 62), n)


def write_png(path: Path, pixel) -> None:
    rows = bytearray()
    for y in range(SIZE):
        rows.append(0)
        for x in range(SIZE):
            rows.extend(pixel(x, y))
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
    path.write_bytes(png + chunk(b"IEND", b""))


def main() -> None:
    out = ART_DIR / "textures"
    out.mkdir(exist_ok=True)
    for name, fn in (("wood", wood), ("parchment", parchment), ("baize", baize)):
        write_png(out / f"{name}.png", fn)
        print(out / f"{name}.png")


if __name__ == "__main__":
    main()
