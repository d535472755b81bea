"""A save is a record that is checked (issue 24): every case the issue found loads no more.

Numbers that are not finite (NaN, Infinity, 1e999) or absurdly large, states that break
their game's rules (negative armies, 20 Spies in a hand, gold -5, a letter "Ω", a card or
a piece listed twice, a pawn on square 999), and states changed after the save was
written are refused in one line naming what is wrong: `SaveError("save.error.damaged")`
for the window, exit 2 for the command line, a damaged row on the load screen."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from ludotheque.client import saves
from ludotheque.client.cli.main import run
from ludotheque.client.scenes.load import LoadScene
from ludotheque.rules.save_check import session_digest
from save_mutations import GAMES, base_session, save_text
from ui_events import pump

ROOT = Path(__file__).resolve().parents[2]
_BASES: dict[str, dict[str, Any]] = {}


def base(game: str) -> dict[str, Any]:
    """A part-played game between random seats (made once per test run)."""
    if game not in _BASES:
        _BASES[game] = base_session(game)
    return copy.deepcopy(_BASES[game])


def forged(game: str, change: Callable[[dict[str, Any]], Any], digest: bool = True) -> dict[str, Any]:
    """The session with `change` made to its state, and (as a forger would) the digest
    of the changed text written with it (`digest=False`: the digest written before)."""
    data = base(game)
    change(data["state"])
    if digest:
        data.pop("digest")
        data["digest"] = session_digest(data)
    return data


def write(tmp_path: Path, data: dict[str, Any], name: str = "save.json") -> Path:
    path = tmp_path / name
    path.write_text(save_text(data), encoding="utf-8")
    return path


def refusal(path: Path) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as err:
        saves.load_game(path)
    assert "\n" not in str(err.value)
    return err.value


# Where each game keeps a number the fuzz found reaching int() or pymunk unchecked.
NUMBERS = {
    "casa-grande": lambda st: st["money"],
    "castle-crush": lambda st: st["score"],
    "castle-risk": lambda st: st["reserve"],
    "chateau-combo": lambda st: st["decks"]["castle"],
    "crack-word": lambda st: st["passed"],
}


@pytest.mark.parametrize("token", ["Infinity", "-Infinity", "NaN", "1e999"])
@pytest.mark.parametrize("game", GAMES)
def test_a_number_that_is_not_finite_is_refused(tmp_path, game, token):
    data = base(game)
    NUMBERS[game](data["state"])[0] = "__number__"
    path = tmp_path / "save.json"
    path.write_text(save_text(data).replace('"__number__"', token), encoding="utf-8")
    err = refusal(path)
    assert err.key == "save.error.damaged" and "not a finite number" in err.detail


@pytest.mark.parametrize("game", GAMES)
def test_a_400_digit_number_is_refused(tmp_path, game):
    data = base(game)
    NUMBERS[game](data["state"])[0] = 10**400
    err = refusal(write(tmp_path, data))
    assert err.key == "save.error.damaged" and "401-digit number" in err.detail


def test_resume_of_an_infinite_number_exits_2_with_one_line(tmp_path, capsys):
    data = base("castle-risk")
    data["state"]["armies"]["paris"] = "__number__"
    path = tmp_path / "inf.json"
    path.write_text(save_text(data).replace('"__number__"', "1e999"), encoding="utf-8")
    assert run(["autoplay", "castle-risk", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "armies.paris is inf" in err


def _spies(st: dict[str, Any]) -> None:
    st["hands"][0] = ["spy"] * 20


def _set(path: tuple, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(st: dict[str, Any]) -> None:
        for key in path[:-1]:
            st = st[key]
        st[path[-1]] = value
    return change


def _duplicate_card(st: dict[str, Any]) -> None:
    st["piles"][0].append(st["piles"][0][0])


def _duplicate_deck_card(st: dict[str, Any]) -> None:
    st["decks"]["castle"][1] = st["decks"]["castle"][0]


def _first_world_with_pieces(st: dict[str, Any]) -> dict[str, Any]:
    return next(w for w in st["worlds"] if w["pieces"])


def _duplicate_piece(st: dict[str, Any]) -> None:
    world = _first_world_with_pieces(st)
    world["pieces"].append(copy.deepcopy(world["pieces"][0]))


@pytest.mark.parametrize(("game", "change", "reason"), [
    ("castle-risk", _set(("armies", "paris"), -5), "armies on paris is -5"),
    ("castle-risk", _spies, "'spy' card too many"),
    ("castle-risk", _set(("armies", "paris"), 10**6), "armies on paris is 1000000"),
    ("castle-risk", _set(("phase", ), "party"), "phase is 'party'"),
    ("chateau-combo", _set(("players", 0, "gold"), -5), "the gold of seat 0 is -5"),
    ("chateau-combo", _duplicate_deck_card, "appears twice"),
    ("crack-word", _set(("rows", 0), [[0, "Ω", "Ω"]]), "the face of card 0 of row 0 is 'Ω'"),
    ("crack-word", _duplicate_card, "too many"),
    ("casa-grande", _set(("pawns", 0), 999), "the pawn of seat 0 is 999"),
    ("casa-grande", _set(("blocks", 0), 10**6), "the blocks of seat 0 is 1000000"),
    ("castle-crush", _duplicate_piece, "appears twice"),
    ("castle-crush", _set(("supply", 0), ["roof"] * 10**6), "supply[0] has 1000000 items"),
])
def test_a_state_that_breaks_its_rules_is_refused_naming_what(tmp_path, game, change, reason):
    err = refusal(write(tmp_path, forged(game, change)))
    assert err.key == "save.error.damaged" and reason in err.detail, err.detail


def test_a_castle_crush_save_listing_one_piece_twice_is_refused_before_pymunk_sees_it(tmp_path):
    """It used to abort the process inside pymunk (munmap_chunk(): invalid pointer, exit 134)."""
    path = write(tmp_path, forged("castle-crush", _duplicate_piece))
    proc = subprocess.run([sys.executable, "-m", "ludotheque", "autoplay", "castle-crush", "--resume", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and "appears twice" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("game", GAMES)
def test_a_state_changed_after_the_save_was_written_is_refused(tmp_path, game):
    """The stored state no longer matches its history, seats and seed: the digest says so."""
    def change(st: dict[str, Any]) -> None:
        st["rng"] = (int(st["rng"]) + 1) % (1 << 64)

    err = refusal(write(tmp_path, forged(game, change, digest=False)))
    assert err.key == "save.error.damaged" and "digest does not match" in err.detail


TURN = {"casa-grande": "turn", "castle-crush": "round", "castle-risk": "player", "chateau-combo": "turn",
        "crack-word": "turn"}


@pytest.mark.parametrize("game", GAMES)
def test_a_save_without_a_digest_is_checked_by_its_rules_and_loads(tmp_path, game):
    """Saves written before issue 24 have no digest: their rules are checked, and they load."""
    data = base(game)
    del data["digest"]
    session, _ = saves.load_game(write(tmp_path, data))
    assert json.dumps(session.state.to_json()) == json.dumps(data["state"])
    data["state"][TURN[game]] = -3
    assert refusal(write(tmp_path, data, "bad.json")).key == "save.error.damaged"


def test_a_save_written_now_loads_with_its_digest(tmp_path):
    data = base("castle-risk")
    session, _ = saves.load_game(write(tmp_path, data))
    assert session.to_json()["digest"] == data["digest"] == session_digest(data)


def test_an_unknown_ai_level_or_seat_is_refused(tmp_path):
    data = base("crack-word")
    data["seats"][1] = {"kind": "ai", "level": "godlike", "name": "", "colour": 1}
    data["digest"] = session_digest(data)
    assert "unknown AI level" in refusal(write(tmp_path, data)).detail


def test_a_config_the_game_does_not_offer_is_refused(tmp_path):
    data = base("casa-grande")
    data["config"]["num_players"] = 9
    data["state"]["config"]["num_players"] = 9
    data["digest"] = session_digest(data)
    assert "config.num_players is 9" in refusal(write(tmp_path, data)).detail


def test_the_load_screen_marks_a_damaged_save_and_continue_skips_it(app):
    folder = saves.saves_dir()
    good = base("chateau-combo")
    write(folder, good, "good.json")
    write(folder, forged("chateau-combo", _set(("players", 0, "gold"), -5)), "gold.json")
    write(folder, forged("castle-risk", _spies), saves.AUTOSAVE)
    assert saves.check_save(folder / "good.json") is None
    assert saves.check_save(folder / "gold.json").key == "save.error.damaged"
    assert saves.continue_path() is None  # the damaged autosave does not enable Continue
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    errors = {e.path.name: (e.error.key if e.error else None) for e in scene.entries}
    assert errors == {"good.json": None, "gold.json": "save.error.damaged", saves.AUTOSAVE: "save.error.damaged"}
    damaged = next(e for e in scene.entries if e.path.name == "gold.json")
    assert damaged.game_id == "chateau-combo"
    assert "-5" in scene.describe(damaged)[1]
