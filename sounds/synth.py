"""Synthesise the game's short sound effects as 16-bit mono WAV files.

Soft, wooden or papery, and never louder than the hammer: each sound is a few
damped partials and filtered noise. `python -m ludotheque.sounds.synth` rewrites sounds/wav/*.wav.
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Callable
from pathlib import Path

from ludotheque.sounds.names import Sound
from ludotheque.sounds.paths import SOUNDS_DIR

RATE = 22050


class _Noise:
    """A tiny deterministic noise source (xorshift), so the files are reproducible."""

    def __init__(self, seed: int = 1) -> None:
        self.x = seed or 1

    def __call__(self) -> float:
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x / 0x7FFFFFFF - 1.0


def _render(seconds: float, sample: Callable[[float, int], float]) -> list[float]:
    return [sample(i / RATE, i) for i in range(int(seconds * RATE))]


def knock(freq: float, decay: float, seconds: float, noise_amt: float = 0.3, seed: int = 1) -> list[float]:
    """A wooden knock: a few inharmonic damped partials over a short noise burst."""
    noise = _Noise(seed)
    partials = ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25))
    low = 0.0

    def s(t: float, _i: int) -> float:
        nonlocal low
        env = math.exp(-t / decay)
        tone = sum(a * math.sin(2 * math.pi * freq * r * t) for r, a in partials)
        low += 0.3 * (noise() - low)
        return env * (0.6 * tone + noise_amt * low * math.exp(-t / (decay * 0.3)))

    return _render(seconds, s)


def swish(seconds: float, seed: int = 2) -> list[float]:
    """Paper sliding: band-limited noise with a soft swell."""
    noise = _Noise(seed)
    a = b = 0.0

    def s(t: float, _i: int) -> float:
        nonlocal a, b
        a += 0.25 * (noise() - a)
        b += 0.05 * (a - b)
        env = math.sin(math.pi * min(1.0, t / seconds)) ** 2
        return (a - b) * env * 1.6

    return _render(seconds, s)


def dice(seconds: float = 0.45) -> list[float]:
    """A few quick knocks, like dice tumbling on wood."""
    out = [0.0] * int(seconds * RATE)
    for k, (start, f) in enumerate(((0.0, 1900), (0.07, 2300), (0.15, 1700), (0.24, 2100), (0.33, 1800))):
        hit = knock(f, 0.018, 0.08, 0.6, seed=k + 3)
        gain = 0.9 - 0.12 * k
        base = int(start * RATE)
        for i, v in enumerate(hit):
            if base + i < len(out):
                out[base + i] += v * gain
    return out


def chord(freqs: tuple[float, ...], seconds: float, step: float = 0.0) -> list[float]:
    """Soft plucked notes (arpeggiated by `step` seconds): victory, crack, coins."""

    def s(t: float, _i: int) -> float:
        total = 0.0
        for k, f in enumerate(freqs):
            tk = t - k * step
            if tk < 0:
                continue
            env = math.exp(-tk / 0.5) * min(1.0, tk / 0.005)
            total += env * (math.sin(2 * math.pi * f * tk) + 0.3 * math.sin(4 * math.pi * f * tk))
        return total / len(freqs)

    return _render(seconds, s)


def hammer() -> list[float]:
    """A heavy wooden thud with a low body: the loudest sound of the game."""
    thud = knock(95, 0.12, 0.7, 0.8, seed=9)
    crack = knock(620, 0.03, 0.7, 0.9, seed=10)
    return [a + 0.5 * b for a, b in zip(thud, crack, strict=True)]


def music(seconds: float = 24.0) -> list[float]:
    """A calm loop for the table: a plucked modal melody over a soft drone (D dorian).

    The loop is seamless: every note decays before the end, the drone fades with the loop."""
    scale = (146.83, 164.81, 174.61, 196.0, 220.0, 246.94, 261.63, 293.66)
    melody = (0, 2, 4, 3, 2, 4, 5, 4, 7, 5, 4, 2, 3, 2, 1, 0, 2, 4, 6, 5, 4, 3, 2, 1)
    beat = seconds / len(melody)
    out = [0.0] * int(seconds * RATE)
    for k, degree in enumerate(melody):
        f = scale[degree] * 2
        start = int(k * beat * RATE)
        for i in range(int(min(beat * 2.2, seconds - k * beat - 0.05) * RATE)):
            t = i / RATE
            env = math.exp(-t / 0.45) * min(1.0, t / 0.01)
            v = env * (math.sin(2 * math.pi * f * t) + 0.35 * math.sin(4 * math.pi * f * t) + 0.12 * math.sin(6 * math.pi * f * t))
            if start + i < len(out):
                out[start + i] += 0.5 * v
    for i in range(len(out)):
        t = i / RATE
        swell = 0.5 - 0.5 * math.cos(2 * math.pi * t / seconds)
        out[i] += 0.18 * swell * (math.sin(2 * math.pi * 73.42 * t) + 0.5 * math.sin(2 * math.pi * 110.0 * t))
    return out


SOUNDS: dict[Sound, tuple[Callable[[], list[float]], float]] = {
    # name: (generator, peak level; the hammer is the loudest)
    Sound.CLICK: (lambda: knock(1400, 0.012, 0.06, 0.2, seed=4), 0.35),
    Sound.HOVER: (lambda: knock(2200, 0.006, 0.03, 0.1, seed=5), 0.12),
    Sound.CARD: (lambda: swish(0.16), 0.45),
    Sound.DEAL: (lambda: swish(0.09, seed=6), 0.35),
    Sound.DICE: (dice, 0.6),
    Sound.BLOCK: (lambda: knock(520, 0.04, 0.2, 0.4, seed=7), 0.55),
    Sound.BLOCK_SOFT: (lambda: knock(700, 0.025, 0.12, 0.3, seed=8), 0.3),
    Sound.HAMMER: (hammer, 0.95),
    Sound.COIN: (lambda: chord((1318.5, 1975.5), 0.35, 0.05), 0.35),
    Sound.ERROR: (lambda: chord((220.0, 233.1), 0.25), 0.35),
    Sound.CRACK: (lambda: chord((523.3, 659.3, 784.0, 1046.5), 1.1, 0.07), 0.7),
    Sound.VICTORY: (lambda: chord((392.0, 523.3, 659.3, 784.0, 1046.5), 1.8, 0.12), 0.75),
    Sound.TURN: (lambda: chord((880.0,), 0.25), 0.25),
    Sound.TALLY: (lambda: chord((659.3, 784.0, 987.8, 1318.5), 0.9, 0.09), 0.5),
    Sound.MUSIC: (music, 0.4),
}


def write_wav(path: Path, samples: list[float], peak: float) -> None:
    top = max(1e-9, max(abs(s) for s in samples))
    scale = 32767 * peak / top
    fade = min(len(samples), int(0.01 * RATE))
    frames = bytearray()
    for i, s in enumerate(samples):
        if i >= len(samples) - fade:
            s *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(max(-32767, min(32767, s * scale))))
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(bytes(frames))


def main() -> None:
    out = SOUNDS_DIR / "wav"
    out.mkdir(exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        write_wav(out / f"{name}.wav", make(), peak)
        print(out / f"{name}.wav")


if __name__ == "__main__":
    main()
