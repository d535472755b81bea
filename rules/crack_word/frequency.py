"""Which words a sensible player knows: the dictionary's words that are common in use.

The referee accepts any row that begins a word of the list, however rare (SOE → soeur,
DUD → dudgeonner); a row that only rare words continue soon dies, as nobody holds or knows
the letters it needs. The AI prefers rows that common words keep alive (issue 31).

The frequencies come from the `wordfreq` package (code Apache-2.0, data CC BY-SA 4.0, a
dependency in pyproject.toml, read at run time and never copied here): a word is common
at a Zipf frequency of 3 or more (once per million words), folded to A-Z like the
dictionary and kept only if the dictionary has it.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from functools import lru_cache

from ludotheque.rules.crack_word.dictionary import ALPHABET, fold, load_dictionary

COMMON = 1e-6  # frequency of a common word (Zipf 3: once per million words)
WORDLIST = "large"  # wordfreq's list with the rarer words too (3 is past the small list's floor)


class Commonness:
    """The common words of one language, sorted, and the letters that keep a row on them."""

    def __init__(self, language: str, common: list[str]) -> None:
        self.language = language
        self.sorted_words = common
        self.words = frozenset(common)
        self.next_letters = lru_cache(maxsize=65536)(self._next_letters)

    def __len__(self) -> int:
        return len(self.sorted_words)

    def is_common(self, word: str) -> bool:
        return word in self.words

    def _next_letters(self, prefix: str) -> str:
        """Every letter c such that some common word begins with prefix + c."""
        out = []
        for c in ALPHABET:
            i = bisect_left(self.sorted_words, prefix + c)
            if i < len(self.sorted_words) and self.sorted_words[i].startswith(prefix + c):
                out.append(c)
        return "".join(out)


def common_words(language: str) -> list[str]:
    """The dictionary's words whose wordfreq frequency is at least COMMON, sorted."""
    import wordfreq  # imported here: only the AI needs it, once per process

    d = load_dictionary(language)
    kept = set()
    for word, freq in wordfreq.get_frequency_dict(language, wordlist=WORDLIST).items():
        if freq < COMMON:
            continue
        folded = fold(word)
        if d.is_word(folded):
            kept.add(folded)
    return sorted(kept)


_LOADED: dict[str, Commonness] = {}
_LOCK = threading.Lock()


def load_commonness(language: str) -> Commonness:
    found = _LOADED.get(language)
    if found is None:
        with _LOCK:
            found = _LOADED.get(language)
            if found is None:
                found = _LOADED[language] = Commonness(language, common_words(language))
    return found


def liveliness(language: str, text: str) -> float:
    """How alive a row reading `text` is, 0 to 1: the letters that lead it on to common
    words (three or more: fully alive; none: only rare words, if any, continue it)."""
    return min(3, len(load_commonness(language).next_letters(text))) / 3
