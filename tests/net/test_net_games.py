"""Each of the five games played to its end over loopback, a bot client per seat and a
spectator: every client ends with the host's outcome, scores and log; the host's save
replays to them; and nothing a connection receives holds another seat's token or the seed
while the game goes on."""

from __future__ import annotations

import asyncio
import json

import pytest
from ludotheque.client import saves
from ludotheque.client.net.table import Table
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Session
from netplay import GAMES, SEED, log_json, play_table, reference


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_over_loopback_ends_the_same_for_every_client(game, tmp_path):
    save = tmp_path / "table.json"
    table = Table.create(game, ["remote", "remote"], seed=SEED, save_path=save)
    links, watcher = asyncio.run(play_table(table, frames=True))
    session = table.session
    assert session.is_over()
    outcome = session.outcome()
    for link in [*links, watcher]:
        mirror = link.mirror
        assert mirror.outcome == outcome
        assert list(mirror.outcome.scores) == list(outcome.scores)
        assert mirror.result == table.final
        assert mirror.log == log_json(session, mirror.seat), f"seat {mirror.seat}'s log"
        assert mirror.ply == session.ply
    assert watcher.mirror.seat is None and [link.mirror.seat for link in links] == [0, 1]

    # The host's autosave is the finished game, and replaying it gives what the clients saw.
    payload = saves.read_save(save)
    assert payload["finished"] is True
    replayed = Session.replay(payload["session"])
    assert replayed.outcome() == watcher.mirror.outcome
    assert replayed.state.scores() == list(watcher.mirror.outcome.scores)
    assert log_json(replayed, None) == watcher.mirror.log

    # Secrecy on the wire: before the end, no frame holds the seed or another seat's token.
    tokens = [c.token for c in table.chairs]
    for link in [*links, watcher]:
        before_end = [f for f in link.frames if not f.startswith('{"t":"end"')]
        assert len(before_end) < len(link.frames)
        stream = "\n".join(before_end)
        assert str(SEED) not in stream and '"seed"' not in stream
        for seat, token in enumerate(tokens):
            if seat != link.mirror.seat:
                assert token not in "\n".join(link.frames), f"seat {seat}'s token reached {link.mirror.seat}"
        assert all(json.loads(f)["t"] != "state" or '"token"' not in f for f in link.frames)


@pytest.mark.parametrize("game", ["castle-risk", "chateau-combo"])
def test_the_network_game_is_the_game_the_bots_would_play_without_network(game):
    """Host AI seats and view-only bots: the same moves as the same seats played locally."""
    specs = ["remote", "ai:easy", "remote"]
    table = Table.create(game, specs, seed=11)
    asyncio.run(play_table(table, watch=False))
    local = reference(game, specs, 11)
    assert table.session.history == local.history
    assert table.final["scores"] == local.state.scores()
    assert table.session.outcome() == local.outcome()


def test_castle_crush_hands_take_the_steadiness_the_host_chose_for_the_table():
    table = Table.create("castle-crush", ["remote", "remote"], seed=4, options={"steadiness": "shaky"})
    assert table.overrides == {"steadiness": "shaky"} and "steadiness" not in table.session.config.options
    assert table.welcome(0, None)["table_options"] == {"steadiness": "shaky"}
    table.started = True
    session, rng = table.session, Rng(3)
    carried = 0
    while carried < 2:
        seat = session.current_player()
        actions = session.state.legal_actions()
        carries = [a for a in actions if type(a).__name__ == "Carry"]
        action = carries[0] if carries else rng.choice(actions)
        encoded = session.state.encode_action(action)
        if carries:
            assert encoded["steadiness"] == "normal"  # what the player's own setting would say
            carried += 1
        assert table.play(seat, encoded) is None
    sent = [a for a in session.history if a["type"] == "Carry"]
    assert len(sent) == 2 and all(a["steadiness"] == "shaky" for a in sent)


def test_two_hidden_cards_swapped_leave_every_connection_s_stream_byte_identical():
    """Château Combo: the two cards at the bottom of the castle deck swapped (nobody sees
    them in a 2-seat game); every seat's and the spectator's views arrive byte for byte the same."""
    from view_secrets import edited

    def swap(data):
        deck = data["decks"]["castle"]
        deck[0], deck[1] = deck[1], deck[0]  # the bottom: the top is the last

    streams, finals = [], []
    for swapped in (False, True):
        table = Table.create("chateau-combo", ["remote", "remote"], seed=SEED)
        if swapped:
            table.session.state = edited(table.session.state, swap)
        links, watcher = asyncio.run(play_table(table, frames=True))
        streams.append([[f for f in link.frames if f.startswith('{"t":"state"')] for link in [*links, watcher]])
        finals.append(table.session.state.decks["castle"])
    assert finals[0] != finals[1] and len(finals[0]) >= 2  # the swap was there to the end, never drawn
    for plain, swapped in zip(*streams, strict=True):
        assert len(plain) > 10 and plain == swapped
