"""The review's summary line says "1 decision", never "1 decisions" (QA, a review of a
game stopped after one move), in both languages; more decisions keep the plural."""

from __future__ import annotations

from ludotheque.client.i18n import Translator
from ludotheque.client.scenes.review import summary_line


def summary(n: int) -> dict:
    return {"decisions": n, "accuracy": 82.4, "marks": {"blunder": 0, "mistake": 0, "inaccuracy": 1}}


def test_one_decision_is_singular_in_both_languages():
    assert summary_line(Translator("en").t, summary(1)).startswith("1 decision · accuracy 82.4")
    assert summary_line(Translator("fr").t, summary(1)).startswith("1 décision · précision 82.4")


def test_several_decisions_keep_the_plural():
    assert summary_line(Translator("en").t, summary(9)).startswith("9 decisions · ")
    assert summary_line(Translator("fr").t, summary(9)).startswith("9 décisions · ")
