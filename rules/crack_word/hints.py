"""Hints ("Conseil"): one sentence on why a move is good, from the player's view only.

A letter is explained by the word it aims for: among the words the row could become, the
one the player's own hand (JOKERs included) goes furthest towards; a CRACK WORD! by the
word and the cards it wins; a POUBELLE by the word a rival could crack next on that row
(or by the point it scores); a JOKER by the letter it stands for. A letter's sentence also
says where the majority stands on its row once it is laid (the player's cards against the
strongest other colour's), since only the majority lets him crack the word. Nothing but
the table, the points piles and the player's own hand is read.
"""

from __future__ import annotations

import heapq
from collections import Counter
from dataclasses import replace
from typing import Any

from ludotheque.rules.core import Event, Rng
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.ai.evaluate import winning_letters
from ludotheque.rules.crack_word.cards import JOKER, has_majority, row_text
from ludotheque.rules.crack_word.dictionary import MIN_LENGTH, load_dictionary
from ludotheque.rules.crack_word.legal import accepted_letters
from ludotheque.rules.crack_word.state import CrackWordState

SEARCH = 4000  # beginnings looked at per hint at most: a sentence, not a search
MAX_MISSING = 3  # letters the hand lacks, beyond which no word is named


def _hint(what: str, **params: Any) -> Event:
    return Event(f"crack_word.hint.{what}", params)


def explain(view: dict[str, Any], player: int, action: Any) -> Event:
    options = view["config"]["options"]
    language = str(options.get("language", "fr"))
    either_end = options.get("placement", "right") == "either"
    if isinstance(action, Pass):
        return _hint("pass")
    last = last_card_bonus(view, player, action)
    if last is not None:  # the player's last card ends the game: that is what matters most
        return _hint("last_card_crack" if getattr(action, "crack", False) else "last_card", bonus=last)
    if isinstance(action, Trash):
        return _poubelle(view, player, action.row, language, either_end)
    if not isinstance(action, PlaceLetter):
        raise TypeError(f"not a Crack Word move: {action!r}")
    row = [tuple(c) for c in view["rows"][action.row]]
    text = row_text(row)
    new_text = action.letter + text if action.left else text + action.letter
    if action.letter not in accepted_letters(language, either_end, text, action.left):
        return _hint("stuck", text=new_text)
    if action.crack:
        return _hint("crack", word=new_text, count=len(new_text))
    hand = list(view["hand"] or [])
    if action.card in hand:
        hand.remove(action.card)
    word = aimed_word(language, new_text, hand)
    card = (player, action.card, action.letter)
    majority = majority_after([card] + row if action.left else row + [card], player)
    if action.card == JOKER:
        if word is None:
            return _hint("joker_only", letter=action.letter, text=new_text, **majority)
        return _hint("joker", letter=action.letter, text=new_text, word=word, **majority)
    if word is None:
        return _hint("fragment", text=new_text, **majority)
    return _hint("aim", text=new_text, word=word, **majority)


def won_now(view: dict[str, Any], player: int, action: Any) -> int:
    """What a move brings at once, as the hints read it: the cards a CRACK WORD! wins, the
    POUBELLE's point, the end bonus of a last card; a letter the referee will refuse costs
    the turn (-1); any other move 0."""
    options = view["config"]["options"]
    language = str(options.get("language", "fr"))
    either_end = options.get("placement", "right") == "either"
    gain = 0
    if isinstance(action, Trash):
        gain = 1
    elif isinstance(action, PlaceLetter):
        text = row_text([tuple(c) for c in view["rows"][action.row]])
        if action.letter not in accepted_letters(language, either_end, text, action.left):
            return -1
        if action.crack:
            gain = len(text) + 1
    last = last_card_bonus(view, player, action)
    return gain + (last or 0)


MARGIN = 0  # cards: a move that wins as much at once as the best one is left as the AI chose


def review(view: dict[str, Any], player: int, action: Any) -> Any:
    """The move a hint shows: the AI's, unless a move the hints can weigh wins more at once
    (a letter the referee will refuse while another is accepted, a CRACK WORD! passed
    over). A hint is never worse than an alternative it can itself evaluate (issue 31).
    Among equal moves, the AI's own card crying CRACK WORD!, else the first the rules list."""
    if view.get("viewer") != player or view.get("turn") != player or view.get("over"):
        return action
    legal = CrackWordState.legal_actions_in_view(view)
    if not legal:
        return action
    mine = won_now(view, player, action) if action in legal else None
    values = [(won_now(view, player, a), a) for a in legal]
    best = max(v for v, _ in values)
    if mine is not None and mine >= best - MARGIN:
        return action
    top = [a for v, a in values if v == best]
    if isinstance(action, PlaceLetter) and replace(action, crack=True) in top:
        return replace(action, crack=True)
    return top[0]


def last_card_bonus(view: dict[str, Any], player: int, action: Any) -> int | None:
    """When `action` lays the player's last card with nothing left to draw, the game ends
    (« il ramasse les cartes de sa couleur restées sur la table »): the cards that bonus
    brings. None when the game goes on (a refused letter, cards or a pile left). Read on a
    state rebuilt from the view: the ending depends only on the player's own hand and
    pile, which the view shows."""
    hand = view.get("hand") or []
    if len(hand) != 1 or view["pile_sizes"][player]:
        return None
    try:
        after = CrackWordState.from_view(view, Rng(0)).apply(action)
    except Exception:  # (an action the rules refuse: no ending to tell)
        return None
    if not after.is_over() or after.finished_by != player:
        return None
    return next((int(e.params["count"]) for e in after.events if e.key == "crack_word.log.bonus"), 0)


def majority_after(row: list, player: int) -> dict[str, Any]:
    """Where the majority stands on a row: the player's cards, the strongest other
    colour's, and whether he holds it (the rules' `has_majority`, JOKERs breaking ties)."""
    mine = sum(1 for c in row if c[0] == player)
    others = Counter(c[0] for c in row if c[0] != player)
    held = "majority_held" if has_majority(row, player) else "majority_missing"
    return {"mine": mine, "theirs": max(others.values(), default=0), "majority_key": f"crack_word.hint.{held}"}


def aimed_word(language: str, text: str, hand: list[str]) -> str | None:
    """The word beginning with `text` that the hand goes furthest towards: the fewest
    letters still missing (JOKERs stand in for any), then the shortest. Searched letter by
    letter along the dictionary's beginnings, nearest first."""
    d = load_dictionary(language)
    start = Counter(hand)
    jokers = start.pop(JOKER, 0)
    # (missing, length, prefix, letters left, jokers left); heap order is the preference.
    heap = [(0, len(text), text, tuple(sorted(start.elements())), jokers)]
    seen = set()
    for _ in range(SEARCH):
        if not heap:
            break
        missing, length, prefix, left, wild = heapq.heappop(heap)
        if length > len(text) and length >= MIN_LENGTH and d.is_word(prefix):
            return prefix
        if (prefix, left, wild) in seen or missing > MAX_MISSING:
            continue
        seen.add((prefix, left, wild))
        for c in d.next_letters(prefix):
            if c in left:
                rest = list(left)
                rest.remove(c)
                heapq.heappush(heap, (missing, length + 1, prefix + c, tuple(rest), wild))
            elif wild:
                heapq.heappush(heap, (missing, length + 1, prefix + c, left, wild - 1))
            else:
                heapq.heappush(heap, (missing + 1, length + 1, prefix + c, left, wild))
    return None


def _poubelle(view: dict[str, Any], player: int, r: int, language: str,
              either_end: bool) -> Event:
    row = tuple(tuple(c) for c in view["rows"][r])
    text = row_text(row)
    n = len(view["hand_sizes"])
    for step in range(1, n):
        q = (player + step) % n
        if view["passed"][q]:
            continue
        threats = winning_letters(language, either_end, row, q)
        if threats:
            letter, size = max(threats, key=lambda t: t[1])
            word = text + letter if load_dictionary(language).is_word(text + letter) else letter + text
            return _hint("poubelle_threat", text=text, word=word, count=size, player=q)
    if not text:
        return _hint("poubelle_empty")
    return _hint("poubelle", text=text, count=len(row))
