"""The referee's dictionary: is a row a word, the beginning of a word, or part of one?

The shipped lists (see data/SOURCES.md) are folded once to A-Z words of 3+ letters and the
result is cached as a plain sorted text file in the user's cache folder, so later start-ups
only read and split it. Look-ups are a set membership (`is_word`) and a binary search in
a sorted array (`is_prefix`; `is_fragment` searches the sorted suffixes of every word, built
the first time the either-end option needs them).
"""

from __future__ import annotations

import lzma
import os
import threading
import time
import unicodedata
from bisect import bisect_left
from functools import lru_cache
from pathlib import Path

from ludotheque.rules.paths import cache_dir

DATA = Path(__file__).parent / "data"
LANGUAGES = ("fr", "en")
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MIN_LENGTH = 3
# Bump when the folding changes, so stale caches are rebuilt.
CACHE_VERSION = 1

_LIGATURES = str.maketrans({"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss"})


def fold(text: str) -> str:
    """Upper-case A-Z spelling of a word: accents dropped, œ written OE."""
    decomposed = unicodedata.normalize("NFD", text.translate(_LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


def fold_list(raw_lines: list[str]) -> list[str]:
    """The playable words of a raw list: common words (no capitals: proper nouns are
    forbidden), no hyphen, apostrophe or dot (abbreviations), 3+ letters once folded."""
    kept = [line.strip() for line in raw_lines]
    kept = [line for line in kept if line and line.islower()]
    # Fold each distinct character once, then the whole list in one translate call.
    table = {ord(c): fold(c) for c in set("".join(kept))}
    words = set()
    for folded in "\n".join(kept).translate(table).upper().split("\n"):
        if len(folded) >= MIN_LENGTH and folded.isascii() and folded.isalpha():
            words.add(folded)
    return sorted(words)


class Dictionary:
    """Answers in about a microsecond; build it with `load_dictionary(language)`."""

    def __init__(self, language: str, sorted_words: list[str]) -> None:
        self.language = language
        self.sorted_words = sorted_words
        self.words = frozenset(sorted_words)
        self._suffixes: list[str] | None = None
        self._lock = threading.Lock()
        # Per-instance memo of the letters that may follow a beginning (the AI asks often).
        self.next_letters = lru_cache(maxsize=65536)(self._next_letters)

    def __len__(self) -> int:
        return len(self.sorted_words)

    def is_word(self, s: str) -> bool:
        return s in self.words

    def is_prefix(self, s: str) -> bool:
        """True when some word starts with `s` (a word is its own beginning)."""
        return _has_prefix(self.sorted_words, s)

    def is_fragment(self, s: str) -> bool:
        """True when `s` appears inside some word (for the either-end option)."""
        return _has_prefix(self.suffixes(), s)

    def has_suffixes(self) -> bool:
        return self._suffixes is not None

    def suffixes(self) -> list[str]:
        if self._suffixes is None:
            with self._lock:
                if self._suffixes is None:
                    self._suffixes = _load_or_build(
                        f"suffixes-{self.language}", lambda: _all_suffixes(self.sorted_words)
                    )
        return self._suffixes

    def _next_letters(self, prefix: str) -> str:
        """Every letter c such that prefix + c still begins a word."""
        return "".join(c for c in ALPHABET if _has_prefix(self.sorted_words, prefix + c))


def _has_prefix(sorted_list: list[str], s: str) -> bool:
    i = bisect_left(sorted_list, s)
    return i < len(sorted_list) and sorted_list[i].startswith(s)


def _all_suffixes(words: list[str]) -> list[str]:
    # A fragment is the beginning of some suffix of some word.
    return sorted({w[i:] for w in words for i in range(len(w))})


def raw_words(language: str) -> list[str]:
    with lzma.open(DATA / f"words-{language}.txt.xz", "rt", encoding="utf-8") as f:
        return f.read().split("\n")


def _cache_file(name: str) -> Path:
    source_size = sum((DATA / f"words-{lang}.txt.xz").stat().st_size for lang in LANGUAGES)
    folder = cache_dir() / "crack_word"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # no cache folder: the lists are built each time, never a crash
    return folder / f"{name}-v{CACHE_VERSION}-{source_size}.txt"


def _load_or_build(name: str, build) -> list[str]:
    path = _cache_file(name)
    try:
        text = path.read_text(encoding="ascii")
        return text.split("\n") if text else []
    except (OSError, UnicodeDecodeError):
        pass
    items = build()
    # Written under a private name then renamed, so a reader never sees half a file.
    tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        tmp.write_text("\n".join(items), encoding="ascii")
        os.replace(tmp, path)
        for old in path.parent.glob(f"{name}-v*-*.txt"):  # caches of older lists or foldings
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass  # no cache folder at all
    return items


_LOADED: dict[str, Dictionary] = {}
_LOAD_LOCK = threading.Lock()


def is_loaded(language: str) -> bool:
    """True when `load_dictionary(language)` would answer at once."""
    return language in _LOADED


def load_dictionary(language: str = "fr") -> Dictionary:
    """The dictionary of a language, loaded once per process."""
    if language not in LANGUAGES:
        raise ValueError(f"no dictionary for {language!r} (languages: {', '.join(LANGUAGES)})")
    found = _LOADED.get(language)
    if found is not None:
        return found
    with _LOAD_LOCK:
        found = _LOADED.get(language)
        if found is None:
            words = _load_or_build(f"words-{language}", lambda: fold_list(raw_words(language)))
            found = _LOADED[language] = Dictionary(language, words)
    return found


def load_times(language: str = "fr") -> tuple[float, float]:
    """Seconds to load without a cache (folding the shipped list) and from the cache."""
    start = time.perf_counter()
    words = fold_list(raw_words(language))
    Dictionary(language, words)
    cold = time.perf_counter() - start
    path = _cache_file(f"words-{language}")
    if not path.exists():
        _load_or_build(f"words-{language}", lambda: words)
    start = time.perf_counter()
    Dictionary(language, _load_or_build(f"words-{language}", lambda: words))
    cached = time.perf_counter() - start
    return cold, cached
