"""Both catalogues complete: same keys, same fields, every key the code uses exists."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest
from ludotheque.client.i18n import LANGUAGES, LOCALE_DIR, Translator
from ludotheque.rules.registry import built_games

ROOT = Path(__file__).resolve().parents[2]


def catalogue_files(lang: str) -> dict[str, dict[str, str]]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted((LOCALE_DIR / lang).glob("*.json"))}


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_same_namespaces_in_both_languages():
    assert set(catalogue_files("fr")) == set(catalogue_files("en"))


@pytest.mark.parametrize("namespace", sorted(catalogue_files("fr")))
def test_same_keys_and_fields_in_both_languages(namespace):
    fr = catalogue_files("fr")[namespace]
    en = catalogue_files("en")[namespace]
    assert set(fr) ^ set(en) == set(), f"keys in one language only: {sorted(set(fr) ^ set(en))}"
    for key in fr:
        assert fields(fr[key]) == fields(en[key]), f"{key}: fields differ"
        assert fr[key].strip() and en[key].strip(), f"{key}: empty text"


def test_every_literal_key_in_the_house_code_exists():
    pattern = re.compile(r"""\bt\(\s*["']([a-z_]+(?:\.[a-z0-9_]+)+)["']""")
    used: set[str] = set()
    for path in (ROOT / "client").rglob("*.py"):
        if "scenes" in path.parts and path.parent.name not in ("scenes",) and path.parent.parent.name == "scenes":
            continue  # game packages have their own test
        used |= set(pattern.findall(path.read_text(encoding="utf-8")))
    for lang in LANGUAGES:
        tr = Translator(lang)
        missing = sorted(k for k in used if not tr.has(k))
        assert not missing, f"{lang}: missing {missing}"


@pytest.mark.parametrize("info", built_games(), ids=lambda i: i.id)
def test_every_built_game_has_its_required_keys(info):
    for lang in LANGUAGES:
        tr = Translator(lang)
        required = [f"{info.key}.name", f"{info.key}.tagline", f"{info.key}.rules"]
        for mode in info.modes:
            required.append(f"{info.key}.mode.{mode.id}")
            for opt in mode.options:
                required.append(f"{info.key}.option.{opt.name}")
                required += [f"{info.key}.option.{opt.name}.{c}" for c in opt.choices]
        missing = [k for k in required if not tr.has(k)]
        assert not missing, f"{lang}: missing {missing}"


def test_missing_key_falls_back_without_crashing():
    tr = Translator("fr")
    assert tr.t("no.such.key") == "no.such.key"
    assert tr.t("game.turn_of") == "Au tour de {name}"
    assert tr.t("game.turn_of", name="Ada") == "Au tour de Ada"


def test_event_text_shows_seat_names():
    tr = Translator("en")
    text = tr.event_text("game.turn_of", {"name": "x"}, lambda i: f"seat{i}")
    assert text == "x's turn"
    tr.catalogues["en"]["t.k"] = "{player} beats {target_player}"
    assert tr.event_text("t.k", {"player": 0, "target_player": 1}, lambda i: ["Ada", "Bob"][i]) == "Ada beats Bob"


def test_a_default_seat_name_follows_the_language(app):
    """A game started in French names its unnamed seats "Joueur 2"; switched to English it
    reads "Player 2" everywhere (log, panels, results). A typed name never changes, nor a
    default name shown on another seat ("Joueur 2" sitting in seat 1)."""
    from ludotheque.rules.session import Seat, Session

    seats = [Seat.parse("human", "Joueur 2"), Seat.parse("human", "Joueur 2"), Seat.parse("human", "Zoé")]
    session = Session.create("crack-word", seats, seed=1)
    app.set_language("en")
    assert [app.seat_name(session, i) for i in range(3)] == ["Joueur 2", "Player 2", "Zoé"]
    app.set_language("fr")
    assert [app.seat_name(session, i) for i in range(3)] == ["Joueur 2", "Joueur 2", "Zoé"]


def test_the_load_screen_names_default_seats_in_the_language_shown(app):
    """A save made in French lists "Player 1, Zoé" on the English load screen."""
    from ludotheque.client import saves
    from ludotheque.client.scenes.load import LoadScene
    from ludotheque.rules.session import Seat, Session

    session = Session.create("crack-word", [Seat.parse("human", "Joueur 1"), Seat.parse("human", "Zoé")], seed=1)
    saves.autosave(session.to_json())
    app.set_language("en")
    entry, = saves.list_saves()
    assert "Player 1, Zoé" in LoadScene(app).describe(entry)[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_choice_in_a_cycler_starts_with_a_capital(lang):
    """Setup options and settings choices sit in the same kind of box: "Chacun choisit",
    "Normale", like "Partie classique" above them (not "chacun choisit", "normale")."""
    choice = re.compile(r"^(\w+\.option\.\w+\.\w+|settings\.\w+\.\w+)$")
    lower = sorted(f"{k}: {v}" for cat in catalogue_files(lang).values() for k, v in cat.items()
                   if choice.match(k) and v[:1].islower())
    assert lower == []


def test_a_private_draw_says_you_only_to_the_one_human(app):
    """In a replay the viewer follows the player to move, an AI too: its own draws read
    "Bayard pioche : …", never "Vous piochez" (that is the lone human's own line)."""
    import types

    from ludotheque.client.game.log_panel import LogPanel
    from ludotheque.rules.core import Rng
    from ludotheque.rules.session import Seat, Session

    app.set_language("fr")
    session = Session.create("crack-word", [Seat.parse("human", "Zoé"), Seat.parse("ai:normal", "Bayard")], seed=2)
    rng = Rng(2)
    seen = lambda p: any(e.event.key == "crack_word.log.drew" and e.event.visible_to == (p,) for e in session.log)  # noqa: E731
    while not (seen(0) and seen(1)):
        session.apply(rng.choice(session.state.legal_actions()))
    for viewer, mine, others in ((1, "Bayard pioche", "Vous piochez"), (0, "Vous piochez", "Bayard pioche")):
        board = types.SimpleNamespace(secrets_viewer=lambda viewer=viewer: viewer, log_held=lambda: 0)
        panel = LogPanel(types.SimpleNamespace(app=app, session=session, viewer=viewer, board=board))
        panel._build(2000, app.theme.px(0.7))
        text = "\n".join(line for line, _ in panel._lines)
        assert mine in text and others not in text


def test_a_drawn_bin_card_reads_bin_in_english_and_poubelle_in_french():
    """The English log said "Alice draws: POUBELLE" (and the hot-seat refusal notice too)."""
    params = {"player": 0, "cards": "E POUBELLE JOKER"}
    en = Translator("en").event_text("crack_word.log.drew", params, lambda i: "Alice")
    fr = Translator("fr").event_text("crack_word.log.drew", params, lambda i: "Alice")
    assert en == "You draw: E BIN JOKER"
    assert "POUBELLE" in fr and "BIN" not in fr
