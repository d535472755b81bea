"""Saves written before issue 13 (views without JSON, lean sessions) still load and end
exactly as the uninterrupted game did.

Each `<game>.save.json` was written by `autoplay <game> --seats random,random,random,random
--seed 5 --save-at K FILE` on main before the change; `<game>.final.json` is the last line
of that uninterrupted run (without its `seconds`). A game helper updates an expectation only
where an issue changes a rule, and says so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque.client.cli.main import run

DATA = Path(__file__).parent / "data" / "old_saves"
GAMES = sorted(p.name.removesuffix(".save.json") for p in DATA.glob("*.save.json"))


def test_every_game_has_an_old_save():
    assert GAMES == ["casa-grande", "castle-crush", "castle-risk", "chateau-combo", "crack-word"]


@pytest.mark.parametrize("game", GAMES)
def test_an_old_save_resumes_to_the_same_end(game, capsys):
    expected = json.loads((DATA / f"{game}.final.json").read_text())
    saved = json.loads((DATA / f"{game}.save.json").read_text())
    assert not saved["finished"] and 0 < len(saved["session"]["history"]) < expected["actions"]
    assert run(["autoplay", game, "--resume", str(DATA / f"{game}.save.json")]) == 0
    resumed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    resumed.pop("seconds")
    assert resumed == expected
