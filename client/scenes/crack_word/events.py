"""Turning the log of an action into motion and sound on the board.

Cards slide from the player to their row; a cracked row flies to the cracker's points
under the CRACK WORD! banner; a refused letter shakes its row and fades out in red; at
the end by an empty hand, the finisher's cards fly from the table to his points. With the
animation speed at zero nothing moves: the new state simply shows.

The reaction reads only the events and the public tables before and after: it replays
the events on a copy of the rows as they were (`table`), so every card that moves is known
from where it was, whatever the rows hold afterwards (a row emptied by the end's
collection, a row restarted, a row cracked). `Motion` owns everything that moves, on the
house's motion timeline; `Notices` what a hot-seat player must be told later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.client.audio import sounds_of
from ludotheque.client.scenes.crack_word.cues import LOG_SOUNDS, OWN_SOUNDS
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.overlays import Banner, Flight
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.client.ui.motion import Timeline, Timers, Tween
from ludotheque.rules.crack_word.cards import JOKER
from ludotheque.rules.crack_word.phases import Table

SLIDE = 0.22
AI_SLIDE = 0.5  # another seat's card crosses the table slowly enough to follow (issue 23)
LINGER = 0.45  # after another seat's move lands, before the next AI may move
FLY = 0.35
BANNER = 1.5
SHAKE = 0.4
GHOST = 0.9

Card = tuple[int, str, str]


@dataclass(frozen=True)
class Ghost:
    """A refused card fading out at the end of its row."""

    row: int
    owner: int
    face: str
    letter: str


class Motion:
    """What moves on the board: flying cards, the banner, shaking rows, refused ghosts,
    and the pause after another seat's move."""

    def __init__(self) -> None:
        self.flights: Timeline[Flight] = Timeline()
        self.banners: Timeline[Banner] = Timeline(keep=1)
        self.shakes: Timers[int] = Timers()
        self.ghosts: Timeline[Ghost] = Timeline()
        self.linger = Tween(0.0)

    def tick(self, dt: float) -> None:
        self.flights.tick(dt)
        self.banners.tick(dt)
        self.shakes.tick(dt)
        self.ghosts.tick(dt)
        self.linger.tick(dt)

    def stop(self) -> None:
        self.flights.clear()
        self.banners.clear()
        self.shakes.clear()
        self.ghosts.clear()
        self.linger = Tween(0.0)

    @property
    def banner(self) -> tuple[Banner, Tween] | None:
        return self.banners[-1] if self.banners else None

    def busy(self) -> bool:
        """The next AI waits while a move is still on its way or just landed."""
        return bool(self.banners or self.flights or self.ghosts) or self.linger.running

    def moving(self) -> bool:
        """Something on the table itself moves (the board's picture cannot be kept)."""
        return bool(self.flights or self.banners or self.shakes or self.ghosts)

    def hidden_slots(self) -> set[tuple[int, int]]:
        """Row places whose card is still on its way there (drawn by its flight)."""
        return {f.slot for f, _ in self.flights if f.slot is not None}

    def shake_offset(self, r: int) -> int:
        tween = self.shakes.get(r)
        left = tween.remaining() if tween is not None else 0.0
        return int(6 * left / SHAKE * (1 if int(left * 40) % 2 else -1)) if left > 0 else 0

    def refused_ghost(self, r: int) -> tuple[Ghost, int] | None:
        """The ghost fading at the end of row `r`, with its alpha."""
        found = [(g, t) for g, t in self.ghosts if g.row == r]
        if not found:
            return None
        ghost, tween = found[-1]
        return ghost, int(220 * tween.left())

    # --- from the events of one action ---------------------------------------------------
    def react(self, events: list[Any], was: Table, now: Table, lay: Layout, words: Words, viewer: int | None,
              away_x: int) -> None:
        """`was` and `now`: the public tables before and after; `away_x` where binned
        cards leave the board."""
        if not events:  # undo: show the restored table as it is
            self.stop()
            return
        for sound in sounds_of(events, LOG_SOUNDS, OWN_SOUNDS, viewer):
            words.play(sound)
        cracked_rows = {e.params["row"] - 1 for e in events if e.key == "crack_word.log.crack"}
        table: list[list[Card]] = [list(row) for row in was.rows]
        landed: set[tuple[int, int]] = set()  # (row, index) of cards that slid in just now
        stage = _Stage(self, lay, words, viewer, now)
        for event in events:
            key, params = event.key.rsplit(".", 1)[-1], event.params
            if key in ("play", "joker"):
                row, player = params["row"] - 1, params["player"]
                card = (player, JOKER if key == "joker" else params["letter"], params["letter"])
                index = 0 if params.get("left") else len(table[row])
                table[row].insert(index, card)
                if row not in cracked_rows:
                    stage.slide_in(card, row, index, table)
                    landed.add((row, index))
            elif key == "crack":
                row = params["row"] - 1
                stage.crack(params, table[row])
                table[row] = []
            elif key == "poubelle":
                row = params["row"] - 1
                stage.clear_row(row, table[row], was.either_end, away_x)
                table[row] = []
            elif key == "row_start":
                row, player = params["row"] - 1, params["player"]
                card = (player, params["letter"], params["letter"])
                table[row] = [card]
                stage.slide_in(card, row, 0, table, delay=words.time(0.3))
                landed.add((row, 0))
            elif key == "bonus":
                stage.collect(params["player"], table, landed, was.either_end)
                table = [[c for c in cards if c[0] != params["player"]] for cards in table]
            elif key.startswith("penalty"):
                self._refused(params, was, words)
            elif key == "last_hand":
                stage.banner(words.t("crack_word.ui.status_last"), "", params["player"])
        mover = was.current
        if mover is not None and mover != viewer:
            self.linger = Tween(words.time(LINGER + AI_SLIDE))

    def _refused(self, params: dict, was: Table, words: Words) -> None:
        text = params["text"]
        if "row" in params:
            row = params["row"] - 1
        else:  # a log from before the event named its row
            row = next((r for r, cards in enumerate(was.rows)
                        if "".join(c[2] for c in cards) + params["letter"] == text), None)
            if row is None:  # either-end: the letter went in front
                row = next((r for r, cards in enumerate(was.rows)
                            if params["letter"] + "".join(c[2] for c in cards) == text), 0)
        self.shakes.start(row, words.time(SHAKE))
        self.ghosts.add(Ghost(row, params["player"], params.get("card", params["letter"]), params["letter"]),
                        words.time(GHOST))


class _Stage:
    """Where the cards of one action fly, on the board as laid out now."""

    def __init__(self, motion: Motion, lay: Layout, words: Words, viewer: int | None, now: Table) -> None:
        self.motion, self.lay, self.words, self.viewer, self.now = motion, lay, words, viewer, now

    def _img(self, card: Card) -> Any:
        return self.words.card(card[0], card[1], card[2], self.lay.row_card)

    def origin(self, player: int) -> tuple[int, int]:
        """Where a player's cards come from: the hand for the viewer, else their panel."""
        if player == self.viewer:
            return self.lay.hand_area.center
        return self.lay.players[player].center

    def slot_centre(self, row: int, index: int, length: int, either_end: bool) -> tuple[int, int]:
        slots = self.lay.row_slots(row, length, either_end)
        return slots[min(index, length - 1)].center if length else slots[-1].center

    def slide_in(self, card: Card, row: int, index: int, table: list[list[Card]], delay: float = 0.0) -> None:
        """`card` slides from its owner to slot `index` of `row` as `table` holds it. When
        the card is still there afterwards, the flight follows that slot (and hides the card
        until it lands); otherwise (the end collected it) it flies to where it was laid."""
        player = card[0]
        duration = self.words.time(SLIDE if player == self.viewer else AI_SLIDE)
        if duration <= 0:
            return
        after = self.now.rows[row]
        stays = after[index:index + 1] == (card,) and len(after) == len(table[row])
        if stays:
            flight = Flight(self._img(card), self.origin(player), None, slot=(row, index))
        else:
            end = self.slot_centre(row, index, len(table[row]), self.now.either_end)
            flight = Flight(self._img(card), self.origin(player), end)
        self.motion.flights.add(flight, duration, delay)

    def crack(self, params: dict, cards: list[Card]) -> None:
        words = self.words
        player, row = params["player"], params["row"] - 1
        self.banner(words.t("crack_word.ui.crack_banner"),
                    words.t("crack_word.ui.crack_by", name=words.name(player), word=params["word"], count=params["count"]), player)
        duration = words.time(FLY)
        if duration <= 0:
            return
        slots = self.lay.row_slots(row, len(cards), self.now.either_end)
        target = self.lay.players[player].center
        for i, card in enumerate(cards):
            self.motion.flights.add(Flight(self._img(card), slots[i].center, target, shrink=True, waits_visible=True),
                                    duration, words.time(0.25) + i * words.time(0.05))

    def collect(self, player: int, table: list[list[Card]], landed: set[tuple[int, int]], either_end: bool) -> None:
        """The end by an empty hand: the finisher's cards leave the table for his points,
        once the card he just laid has landed."""
        words = self.words
        duration = words.time(FLY)
        if duration <= 0:
            return
        target = self.lay.players[player].center
        # Once every card sliding in (the last one laid, a row start) has landed.
        landing = [t.remaining() for f, t in self.motion.flights if not f.shrink]
        start = max(landing, default=0.0) + (words.time(0.1) if landed else 0.0)
        k = 0
        for r, cards in enumerate(table):
            slots = self.lay.row_slots(r, len(cards), either_end)
            for i, card in enumerate(cards):
                if card[0] != player:
                    continue
                flight = Flight(self._img(card), slots[i].center, target, shrink=True,
                                waits_visible=(r, i) not in landed)
                self.motion.flights.add(flight, duration, start + k * words.time(0.05))
                k += 1

    def clear_row(self, row: int, old: list[Card], either_end: bool, away_x: int) -> None:
        duration = self.words.time(FLY)
        if duration <= 0:
            return
        slots = self.lay.row_slots(row, len(old), either_end)
        away = (away_x - self.lay.row_card[0], self.lay.lanes[row].centery)
        for i, card in enumerate(old):
            self.motion.flights.add(Flight(self._img(card), slots[i].center, away, shrink=True, waits_visible=True),
                                    duration, i * self.words.time(0.03))

    def banner(self, title: str, line: str, player: int) -> None:
        self.motion.banners.add(Banner(title, line, self.words.colour(player)), self.words.time(BANNER))


class Notices:
    """Hot seat: the pass screen comes at once, so a refused player never saw the referee's
    verdict nor the card he drew. He is told on his next private screen, one notice at a
    time, shown by the board where it hides nothing he needs (`Layout.free_area`).

    When no pass screen came between (everyone else has passed for good, so he plays
    again at once), the notice tells of the move just made, not of a "previous turn"."""

    SHOW = 8.0  # seconds a notice stays (not an animation: instant animations keep it)

    def __init__(self) -> None:
        self.waiting: dict[int, str] = {}
        self.shown: Timeline[str] = Timeline(keep=1)
        self.seat: int | None = None  # whose notice is shown

    def react(self, events: list[Any], words: Words, mover: int | None = None) -> None:
        """`mover`: who plays next, after these events."""
        for event in events:
            key = event.key.rsplit(".", 1)[-1]
            if key.startswith("penalty"):
                self._keep(event.params, events, words, mover)

    def _keep(self, params: dict, events: list[Any], words: Words, mover: int | None) -> None:
        player = params["player"]
        if not words.is_human(player) or words.humans() < 2:
            return
        card = words.t("crack_word.card.joker") if params.get("card") == JOKER else params["letter"]
        drawn = next((e.params["cards"] for e in events
                      if e.key == "crack_word.log.drew" and e.params.get("player") == player), None)
        key = "crack_word.ui.refused_now" if mover == player else "crack_word.ui.refused_notice"
        if drawn is None:
            self.waiting[player] = words.t(key + "_last", text=params["text"], card=card)
        else:
            drawn = words.app.translator.card_faces("crack_word", drawn)  # BIN, not POUBELLE, in English
            self.waiting[player] = words.t(key, text=params["text"], card=card, drawn=drawn)

    def take(self, seat: int | None) -> str | None:
        """What `seat` must be told now, once."""
        return self.waiting.pop(seat, None) if seat is not None else None

    def tell(self, seat: int | None, can_act: bool, dt: float) -> None:
        """Each frame: the notice shown belongs to the seat at the screen (another seat's
        is put away with the pass screen); a new one for it replaces the one showing."""
        if seat != self.seat:
            self.shown.clear()
            self.seat = seat
        self.shown.tick(dt)
        notice = self.take(seat) if can_act else None
        if notice is not None:
            self.shown.add(notice, self.SHOW)

    def showing(self) -> list[str]:
        return [text for text, _ in self.shown]
