"""What may be played now, and why a play is refused.

A letter that breaks a row is *legal*: in the published game a player may lay it, and the
referee then applies the penalty (see turn.py). What is refused here is what the cards
themselves forbid: a card not in hand, a JOKER without a letter, crying CRACK WORD! on
something that is not a word of yours, passing while you can still draw.

Every question is answered from plain pieces (a `Seat`: the mover's hand and the table),
so the state and a seat's view (`asks.py`) ask the very same rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from ludotheque.rules.core import IllegalAction
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, TableCard, has_majority, row_text
from ludotheque.rules.crack_word.dictionary import ALPHABET, MIN_LENGTH, load_dictionary

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


@dataclass(frozen=True)
class Seat:
    """What the rules read to judge one seat's move: its hand, the rows, the game's
    language and placement option, and whether the derniers tours have begun."""

    player: int
    hand: Sequence[str]
    rows: Sequence[Sequence[TableCard]]
    language: str
    either_end: bool
    last_turns: bool

    @classmethod
    def of(cls, state: CrackWordState) -> Seat:
        return cls(state.turn, state.hands[state.turn], state.rows, state.language, state.either_end,
                   state.in_last_turns())


def laid(row: Sequence[TableCard], player: int, action: PlaceLetter) -> list[TableCard]:
    """The row as it would read once `player` lays the card of `action` on it."""
    card = (player, action.card, action.letter)
    return [card, *row] if action.left else [*row, card]


def placed_row(state: CrackWordState, action: PlaceLetter, player: int) -> list[TableCard]:
    """The row as it would read once the card is laid."""
    return laid(state.rows[action.row], player, action)


def accepts(language: str, either_end: bool, text: str) -> bool:
    """The referee: may a row read `text`? It must begin a word (either-end option: lie
    inside a word)."""
    d = load_dictionary(language)
    return d.is_fragment(text) if either_end else d.is_prefix(text)


def crackable(language: str, row: Sequence[TableCard], player: int) -> bool:
    """May `player` cry CRACK WORD! on `row`: a word of 3+ letters where he holds the majority."""
    text = row_text(row)
    return len(text) >= MIN_LENGTH and load_dictionary(language).is_word(text) and has_majority(row, player)


def can_crack(state: CrackWordState, row: list[TableCard], player: int) -> bool:
    return crackable(state.language, row, player)


def legal_actions(state: CrackWordState) -> list[Any]:
    if state.over:
        return []
    return legal_plays(state.hands[state.turn], state.rows, state.turn, state.language,
                       state.either_end, state.in_last_turns())


def legal_plays(hand: Sequence[str], rows: Sequence[Sequence[TableCard]], p: int, language: str,
                either_end: bool, last_turns: bool) -> list[Any]:
    """Every legal action of seat p holding `hand`: all it needs is public or its own, so
    an agent can ask from its view alone (`CrackWordState.legal_actions_in_view`)."""
    out: list[Any] = []
    ends = (False, True) if either_end else (False,)
    # Which letters would make a word at each row end: asked once per end, not per card.
    targets = [(r, left, _crack_words(language, either_end, row_text(row), left))
               for r, row in enumerate(rows) for left in ends]
    for face in sorted(set(hand)):
        if face == POUBELLE:
            out.extend(_TRASH[: len(rows)])
            continue
        for r, left, words in targets:
            plain = _plain(face, r, left)
            if not words or (face != JOKER and face not in words):
                out.extend(plain)
                continue
            for action in plain:
                out.append(action)
                letter = action.letter
                if letter in words and has_majority(_laid(rows[r], p, face, letter, left), p):
                    out.append(_play(face, r, letter, left, True))
    if last_turns and not can_play(hand, rows, language, either_end):
        out.append(PASS)
    return out


def may_pass(seat: Seat) -> bool:
    """« Quand un joueur ne peut plus jouer il passe son tour et ne peut plus revenir »:
    passing for good is for the derniers tours, and only for a player who cannot play."""
    return seat.last_turns and not can_play(seat.hand, seat.rows, seat.language, seat.either_end)


def can_play(hand: Sequence[str], rows: Sequence[Sequence[TableCard]], language: str, either_end: bool) -> bool:
    """True while some card of the hand can be laid without the referee refusing it. A
    POUBELLE always can: any row may be binned, an empty one too."""
    if POUBELLE in hand:
        return True
    joker = JOKER in hand
    faces = set(hand)
    for row in rows:
        text = row_text(row)
        for left in (False, True) if either_end else (False,):
            fits = accepted_letters(language, either_end, text, left)
            if fits and (joker or not faces.isdisjoint(fits)):
                return True
    return False


@lru_cache(maxsize=100_000)
def accepted_letters(language: str, either_end: bool, text: str, left: bool) -> frozenset[str]:
    """The letters the referee accepts at one end of a row reading `text`: the row must
    still begin a word (either-end option: still lie inside a word)."""
    d = load_dictionary(language)
    if not either_end:
        return frozenset(d.next_letters(text))
    if left:
        return frozenset(c for c in ALPHABET if d.is_fragment(c + text))
    return frozenset(c for c in ALPHABET if d.is_fragment(text + c))


# Actions are frozen and compared by value: one shared instance per distinct play spares
# building thousands of dataclasses per second in the AI's look-ahead.
PASS = Pass()
_TRASH = tuple(Trash(r) for r in range(16))


@cache
def _plain(face: str, r: int, left: bool) -> tuple[PlaceLetter, ...]:
    """Laying `face` at one end of row r, without crying CRACK WORD!, for each letter."""
    return tuple(_play(face, r, c, left, False) for c in (ALPHABET if face == JOKER else face))


@cache
def _play(face: str, r: int, letter: str, left: bool, crack: bool) -> PlaceLetter:
    return PlaceLetter(face, r, letter, left, crack)


@lru_cache(maxsize=100_000)
def _crack_words(language: str, either_end: bool, text: str, left: bool) -> frozenset[str]:
    """The letters that make `text` a word of 3+ letters when laid at that end."""
    if len(text) + 1 < MIN_LENGTH:
        return frozenset()
    d = load_dictionary(language)
    if left:
        return frozenset(c for c in ALPHABET if d.is_word(c + text))
    return frozenset(c for c in d.next_letters(text) if d.is_word(text + c))


def _laid(row: Sequence[TableCard], p: int, face: str, letter: str, left: bool) -> list[TableCard]:
    return [(p, face, letter), *row] if left else [*row, (p, face, letter)]


def check(state: CrackWordState, action: Any) -> None:
    """Raise `IllegalAction` with the precise reason when the mover may not play `action`."""
    check_play(Seat.of(state), action)


def check_play(seat: Seat, action: Any) -> None:
    """Raise `IllegalAction` with the precise reason when `seat` may not play `action`."""
    if isinstance(action, Pass):
        if not seat.last_turns:
            raise IllegalAction("crack_word.error.cannot_pass",
                                "you may only pass in the last turns, once the draw piles are gone")
        if not may_pass(seat):
            raise IllegalAction("crack_word.error.can_still_play",
                                "you can still lay a card: only a player who cannot play passes for good")
        return
    if isinstance(action, Trash):
        _check_row(seat, action.row)
        if POUBELLE not in seat.hand:
            raise IllegalAction("crack_word.error.no_poubelle", "you have no POUBELLE card in hand")
        return
    if not isinstance(action, PlaceLetter):
        raise IllegalAction("crack_word.error.bad_action", f"{action!r} is not a Crack Word move")
    _check_row(seat, action.row)
    _check_card(seat, action)
    if action.left and not seat.either_end:
        raise IllegalAction("crack_word.error.right_only",
                            "letters go at the right end of a row in this game")
    if action.crack:
        _check_crack(seat, laid(seat.rows[action.row], seat.player, action))


def refusal(seat: Seat, action: Any) -> IllegalAction | None:
    """Why the rules refuse `action` of `seat` (None: they accept it)."""
    try:
        check_play(seat, action)
    except IllegalAction as err:
        return err
    return None


def _check_row(seat: Seat, row: Any) -> None:
    if not isinstance(row, int) or not 0 <= row < len(seat.rows):
        raise IllegalAction("crack_word.error.bad_row", f"there is no row {row!r}", row=str(row))


def _check_card(seat: Seat, action: PlaceLetter) -> None:
    if action.card not in seat.hand:
        raise IllegalAction("crack_word.error.not_in_hand", f"you hold no {action.card} card",
                            card=str(action.card))
    if action.card == POUBELLE:
        raise IllegalAction("crack_word.error.poubelle_on_row",
                            "a POUBELLE clears a row; it is not a letter")
    if action.card == JOKER:
        if not (isinstance(action.letter, str) and len(action.letter) == 1 and action.letter in ALPHABET):
            raise IllegalAction("crack_word.error.joker_letter", "a JOKER needs a letter from A to Z")
    elif action.letter != action.card:
        raise IllegalAction("crack_word.error.wrong_letter", f"that card reads {action.card}",
                            card=action.card)


def _check_crack(seat: Seat, row: list[TableCard]) -> None:
    text = row_text(row)
    if len(text) < MIN_LENGTH:
        raise IllegalAction("crack_word.error.too_short",
                            f"{text} is too short: a word needs 3 letters or more", word=text)
    if not load_dictionary(seat.language).is_word(text):
        raise IllegalAction("crack_word.error.not_a_word", f"{text} is not in the dictionary",
                            word=text)
    if not has_majority(row, seat.player):
        raise IllegalAction("crack_word.error.no_majority",
                            f"you need more cards of your colour in {text} than any other colour",
                            word=text)
