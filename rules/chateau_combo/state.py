"""The state of a game of Château Combo and its turn: key, buy, effect, messenger.

Setup: two decks (Castle, Village) with three cards shown each, the messenger on the
Village row, 15 gold and 2 keys each, a random first player. A turn is the four steps of
the sheet; the game ends when everyone has nine cards, after which players may store
their leftover gold on their purses.
"""

from __future__ import annotations

from typing import Any

import ludotheque.rules.chateau_combo.effects as effects
import ludotheque.rules.chateau_combo.views as views
from ludotheque.rules.chateau_combo.actions import (
    CODEC,
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
    encode,
)
from ludotheque.rules.chateau_combo.cards import (
    CARDS,
    CARDS_OF,
    CASTLE,
    LOCATIONS,
    SETUP,
    VILLAGE,
    other,
)
from ludotheque.rules.chateau_combo.legality import check, legal, legal_in_view
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.scoring import breakdown, total
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, PlayerBoard, Slot
from ludotheque.rules.core import GameConfig, GameState, Rng
from ludotheque.rules.core.config_cache import view_config

ROW_SIZE = SETUP["display_per_row"]
FACE_DOWN_GOLD = SETUP["face_down_card_reward"]["gold"]
FACE_DOWN_KEYS = SETUP["face_down_card_reward"]["keys"]
PLAY, STORE, OVER = Phase.PLAY, Phase.STORE, Phase.OVER


def row_key(location: str) -> str:
    return f"chateau_combo.row.{location}"


class ComboState(GameState):
    codec = CODEC
    # A determinisation (from_view): its decks hold the unseen cards in no particular
    # order, so each card revealed is drawn from them at random.
    blind = False

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        self.config = config
        self.rng = rng
        self.events = []
        self.players: list[PlayerBoard] = []
        self.decks: dict[str, list[int]] = {loc: [] for loc in LOCATIONS}  # top = last
        self.rows: dict[str, list[int | None]] = {loc: [] for loc in LOCATIONS}
        # Tuples, replaced when they change (rarely): views and copies share them.
        self.discards: dict[str, tuple[int, ...]] = {loc: () for loc in LOCATIONS}
        self.removed: tuple[int, ...] = ()
        self.exhausted: tuple[str, ...] = ()
        self.messenger = VILLAGE
        self.first = 0
        self.turn = 0
        self.key_used = False
        self.pending: dict[str, Any] | None = None
        self.phase = PLAY
        self.config_data = view_config(config)  # what views show of the config (shared)

    # --- setup -----------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> ComboState:
        state = cls(config, Rng(config.seed))
        for loc in LOCATIONS:
            deck = list(CARDS_OF[loc])
            state.rng.shuffle(deck)
            state.decks[loc] = deck
            state.rows[loc] = [deck.pop() for _ in range(ROW_SIZE)]
        state.messenger = SETUP["messenger_start_row"]
        gold, keys = SETUP["gold_per_player"], SETUP["keys_per_player"]
        state.players = [PlayerBoard(gold, keys) for _ in range(config.num_players)]
        state.first = state.rng.randbelow(config.num_players)
        state.turn = state.first
        state.emit("chateau_combo.log.start", player=state.first)
        return state

    # --- who and what ------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def neighbours(self, player: int) -> list[int]:
        """The seats on either side (the only opponent with two players)."""
        n = self.num_players
        return sorted({(player - 1) % n, (player + 1) % n} - {player})

    def cost_for(self, player: int, card: int) -> int:
        """The gold `player` pays for `card` now: printed cost less their discounts."""
        c = CARDS[card]
        return max(0, c.cost - self.players[player].tableau.discount(c.banner))

    def legal_actions(self) -> list[Any]:
        return legal(self)

    def check_action(self, action: Any) -> None:
        check(self, action)

    def encode_action(self, action: Any) -> Any:
        return encode(action)

    # --- turn --------------------------------------------------------------------------
    def _apply(self, action: Any) -> None:
        p = self.turn
        if isinstance(action, MoveMessenger):
            self.players[p].keys -= 1
            self.key_used = True
            self.messenger = other(self.messenger)
            self.emit("chateau_combo.log.move_messenger", player=p, row_key=row_key(self.messenger))
        elif isinstance(action, RefreshRow):
            self.players[p].keys -= 1
            self.key_used = True
            loc = self.messenger
            self.discards[loc] = (*self.discards[loc], *(c for c in self.rows[loc] if c is not None))
            self.rows[loc] = [None] * ROW_SIZE
            self.emit("chateau_combo.log.refresh", player=p, row_key=row_key(loc))
            self._refill(loc)
        elif isinstance(action, Buy):
            self._buy(p, action)
        elif isinstance(action, ChooseEffect):
            pending = self._take_pending()
            effects.resolve_choice(self, p, pending, action.option)
            self._continue_effects(p, pending)
        elif isinstance(action, DiscardFromRow):
            pending = self._take_pending()
            eff = CARDS[pending["card"]].effects[pending["effect"]]
            effects.discard_from_row(self, p, eff, action.index)
            self._continue_effects(p, pending)
        elif isinstance(action, FillPurses):
            pending = self._take_pending()
            effects.fill(self, p, action.cells)
            self._continue_effects(p, pending)
        elif isinstance(action, StoreGold):
            self.players[p].gold -= action.amount
            self.players[p].tableau.add_gold((action.row, action.col), action.amount)
            self.emit("chateau_combo.log.store", player=p, amount=action.amount)
            if not self._wants_to_store(p):
                self._next_storer()
        elif isinstance(action, KeepGold):
            self.emit("chateau_combo.log.keep", player=p, amount=self.players[p].gold)
            self._next_storer()
        else:
            raise TypeError(f"not a Château Combo action: {action!r}")

    def _take_pending(self) -> dict[str, Any]:
        pending, self.pending = self.pending, None
        assert pending is not None
        return pending

    def _buy(self, p: int, action: Buy) -> None:
        board = self.players[p]
        loc = self.messenger
        card = self.rows[loc][action.index]
        self.rows[loc][action.index] = None
        cell = (action.row, action.col)
        if action.face_down:
            board.gold += FACE_DOWN_GOLD
            board.keys += FACE_DOWN_KEYS
            board.tableau.place(cell, Slot(card, face_down=True))
            self.emit("chateau_combo.log.face_down", player=p, card_key=effects.card_name_key(card),
                      gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
            self._end_turn(p, None)
            return
        cost = self.cost_for(p, card)
        board.gold -= cost
        board.tableau.place(cell, Slot(card))
        self.emit("chateau_combo.log.buy", player=p, card_key=effects.card_name_key(card), cost=cost)
        self._continue_effects(p, {"card": card, "cell": list(cell), "effect": -1})

    def _continue_effects(self, p: int, after: dict[str, Any]) -> None:
        cell: Cell = (after["cell"][0], after["cell"][1])
        self.pending = effects.run_effects(self, p, cell, after["effect"] + 1)
        if self.pending is None:
            self._end_turn(p, after["card"])

    def _end_turn(self, p: int, face_up_card: int | None) -> None:
        """Step 4: the messenger follows the card's icon, both rows are refilled."""
        target = CARDS[face_up_card].messenger_to if face_up_card is not None else None
        if target and target != self.messenger and not self.exhausted:
            self.messenger = target
            self.emit("chateau_combo.log.messenger_goes", row_key=row_key(target))
        for loc in LOCATIONS:
            self._refill(loc)
        self.key_used = False
        if all(len(b.tableau) >= FULL for b in self.players):
            self._start_storing()
        else:
            self.turn = (p + 1) % self.num_players

    def _refill(self, loc: str) -> None:
        """Fill the row's gaps from its deck, reshuffling its discards when the deck runs out.

        If even then the row cannot be completed, the location is exhausted: all its cards
        leave the game and the messenger stays on the other row for good."""
        if loc in self.exhausted:
            return
        row = self.rows[loc]
        gaps = [i for i, c in enumerate(row) if c is None]
        if not gaps:
            return
        deck, discard = self.decks[loc], self.discards[loc]
        if len(deck) + len(discard) < len(gaps):
            self.removed = (*self.removed, *(c for c in row if c is not None), *deck, *discard)
            self.rows[loc], self.decks[loc], self.discards[loc] = [], [], ()
            self.exhausted = (*self.exhausted, loc)
            self.messenger = other(loc)
            self.emit("chateau_combo.log.exhausted", row_key=row_key(loc))
            return
        for i in gaps:
            if not deck:
                pile = list(discard)
                if not self.blind:  # a blind deck is drawn at random anyway
                    self.rng.shuffle(pile)
                deck.extend(pile)
                discard = self.discards[loc] = ()
                self.emit("chateau_combo.log.reshuffle", row_key=row_key(loc))
            if self.blind:
                j = self.rng.randbelow(len(deck))
                deck[j], deck[-1] = deck[-1], deck[j]
            row[i] = deck.pop()
        self.revealed = True

    # --- end of the game: leftover gold onto purses -----------------------------------------
    def _wants_to_store(self, p: int) -> bool:
        board = self.players[p]
        return board.gold > 0 and board.tableau.total_purse_room() > 0

    def _start_storing(self) -> None:
        self.phase = STORE
        self.turn = self.first
        if not self._wants_to_store(self.turn):
            self._next_storer()

    def _next_storer(self) -> None:
        n = self.num_players
        seat = self.turn
        while True:
            seat = (seat + 1) % n
            if seat == self.first:
                self.phase = OVER
                self.emit("chateau_combo.log.game_over")
                return
            if self._wants_to_store(seat):
                self.turn = seat
                return

    # --- scores --------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(total(b.tableau, b.keys)) for b in self.players]

    def winners(self) -> list[int]:
        """Most points; a tie goes to the most gold left; still tied, shared."""
        s = self.scores()
        best = max((v, self.players[i].gold) for i, v in enumerate(s))
        return [i for i, v in enumerate(s) if (v, self.players[i].gold) == best]

    def score_pad(self, player: int) -> list[dict[str, Any]]:
        """One line per card (in grid order) and one for keys, like the score pad."""
        board = self.players[player]
        return breakdown(board.tableau, board.keys)

    # --- information and serialisation ------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        """Everything is public but the order of the decks, and which cards the decks hold
        follows from the rest (every other card is in sight: `views.unseen_decks`). Plain
        data built directly on every decision, immutable where it can be: a seat is
        (gold, keys, tableau entries), the entries (row, col, card, face_down, gold) in
        the order laid, one tuple shared by every view until the tableau changes; the
        discards, removed and exhausted are the state's own tuples."""
        rows, pending = self.rows, self.pending
        players = []
        for b in self.players:  # a loop, not a comprehension (a call): this is hot
            # `shown` is right whenever set: only `place` and `add_gold` change a tableau,
            # and both keep it so. None (after `add_gold`, or never shown) or () (empty):
            # `entries()` makes it.
            players.append((b.gold, b.keys, b.tableau.shown or b.tableau.entries()))
        return {
            "config": self.config_data,
            "players": players,
            "rows": {CASTLE: tuple(rows[CASTLE]), VILLAGE: tuple(rows[VILLAGE])},
            "discards": self.discards.copy(),  # of tuples
            "removed": self.removed,
            "exhausted": self.exhausted,
            "messenger": self.messenger,
            "first": self.first,
            "turn": self.turn,
            "key_used": self.key_used,
            "pending": None if pending is None else pending.copy(),
            "phase": self.phase,
            "viewer": player,
        }

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> ComboState:
        """A determinisation: each deck holds its location's unseen cards, drawn from at
        random (`blind`): the same as a shuffled deck, without shuffling on every decision."""
        return views.from_view(cls, view, Rng(rng.next64()))

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Any]:
        """Exact and without sampling: what the player to move may do depends only on
        public facts (their board, the rows, the messenger, the phase), never the decks."""
        return legal_in_view(view)

    def to_json(self) -> dict[str, Any]:
        return views.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ComboState:
        return views.from_json(cls, data)

    def clone(self) -> ComboState:
        """A fast copy (the AI clones a lot); deep where the state is mutable."""
        new = ComboState.__new__(ComboState)
        new.config = self.config
        new.config_data = self.config_data
        new.rng = self.rng.copy()
        new.events = list(self.events)
        new.revealed = self.revealed
        new.blind = self.blind
        new.players = [b.copy() for b in self.players]
        new.decks = {loc: list(v) for loc, v in self.decks.items()}
        new.rows = {loc: list(v) for loc, v in self.rows.items()}
        new.discards = self.discards.copy()
        new.removed = self.removed
        new.exhausted = self.exhausted
        new.messenger = self.messenger
        new.first = self.first
        new.turn = self.turn
        new.key_used = self.key_used
        new.pending = None if self.pending is None else dict(self.pending)
        new.phase = self.phase
        return new
