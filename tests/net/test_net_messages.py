"""The message schema: what a client may send, and how anything else is refused in words."""

from __future__ import annotations

import json

import pytest
from ludotheque.client.net import messages
from ludotheque.client.net.messages import MessageError, clean_text, parse


@pytest.mark.parametrize(("raw", "reason"), [
    ("not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ('{"t": "shutdown"}', "unknown message type"),
    ('{"t": "act", "ply": 3}', "act needs 'action'"),
    ('{"t": "act", "ply": "3", "action": {}}', "act.ply has the wrong type"),
    ('{"t": "act", "ply": true, "action": {}}', "act.ply has the wrong type"),
    ('{"t": "chat", "text": "hi", "as_seat": 2}', "unknown field 'as_seat'"),
    ('{"t": "hello", "v": 1, "watch": "yes"}', "hello.watch has the wrong type"),
    ('{"t": "act", "ply": 0, "action": ' + "[" * 40 + "]" * 40 + "}", "nested too deeply"),
    ("[" * 100_000 + "]" * 100_000, "message too large"),
    (b'{"t": "ping", "n": 1}', "binary frames"),
    ('{"t": "hello", "v": 1, "seat": 0, "token": "' + "x" * 65 + '"}', "token too long"),
])
def test_a_message_outside_the_schema_is_refused_with_a_reason(raw, reason):
    with pytest.raises(MessageError, match=reason):
        parse(raw)


def test_the_messages_a_client_sends_are_accepted():
    assert parse('{"t": "hello", "v": 1, "seat": 2, "token": "abc", "name": "Ada"}')["seat"] == 2
    assert parse(json.dumps({"t": "act", "ply": 7, "action": {"type": "Pass"}}))["ply"] == 7
    assert parse('{"t": "ping", "n": 0.5}')["n"] == 0.5
    assert parse('{"t": "create", "game": "crack-word", "seats": ["remote", "ai:easy"]}')["game"] == "crack-word"


def test_chat_text_loses_control_characters_and_is_capped():
    assert clean_text("a\x00b\tc\u200b\u202ed\n\ne", 100) == "ab cd e"
    assert len(clean_text("é" * 500, messages.MAX_CHAT)) == messages.MAX_CHAT
