"""Hot seat, English: a refused player was told he drew "POUBELLE" (QA)."""

from __future__ import annotations

from types import SimpleNamespace

from ludotheque.client.scenes.crack_word.events import Notices
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.session import Seat, Session


def test_the_refusal_notice_names_a_drawn_bin_in_the_players_language(app):
    app.translator.lang = "en"
    session = Session.create("crack-word", [Seat("human", name="A"), Seat("human", name="B")], seed=1)
    penalty = SimpleNamespace(key="crack_word.log.penalty_prefix",
                              params={"player": 0, "text": "OARIF", "letter": "F"})
    drew = SimpleNamespace(key="crack_word.log.drew", params={"player": 0, "cards": "POUBELLE"})
    notices = Notices()
    notices.react([penalty, drew], Words(app, session))
    told = notices.take(0)
    assert told is not None and "BIN" in told and "POUBELLE" not in told
