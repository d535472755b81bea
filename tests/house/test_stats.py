"""Statistics, driven by posted events on the toy game: a game counts once, when it ends
(not a reload of the finished save, not an undo and replay of the end, not a tutorial);
per player and game the figures, the wins per opponent and the last ten results are kept;
a broken file is set aside and never crashes anything; the scene opens from the menu and
the results, and `shot stats` renders it."""

from __future__ import annotations

import json
import time

import pygame
import pytest
from ludotheque.client import saves, stats
from ludotheque.client.cli.main import run
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.scenes.stats import StatsScene
from ludotheque.rules.core import GameConfig
from ludotheque.rules.jsonfile import MAX_BYTES
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump


def play_to_the_end(app, host: GameHost, seconds: float = 20.0) -> None:
    """The human plays its first card each turn, by a click; the AI answers in its thread."""
    deadline = time.time() + seconds
    while not host.session.state.is_over():
        assert time.time() < deadline, "the game never ended"
        pump(app)
        if host.pass_to is not None:
            click(app, (640, 360))  # the pass screen between two humans
        elif host.can_act():
            rect, _ = host.board.card_areas()[0]
            click(app, rect.center)
        else:
            time.sleep(0.002)
    pump(app, frames=3)


def toy_host(app, toy_game, seats=("human", "ai:hard"), names=("Camille", "Bayard"), **kw) -> GameHost:
    session = Session(toy_game, GameConfig(len(seats), seed=9),
                      [Seat.parse(s, name=n, colour=i) for i, (s, n) in enumerate(zip(seats, names, strict=True))])
    host = GameHost(app, session, **kw)
    app.scenes.push(host)
    pump(app)
    return host


def finished_session(toy_game, seats, names, seed=1) -> Session:
    session = Session(toy_game, GameConfig(len(seats), seed=seed),
                      [Seat.parse(s, name=n, colour=i) for i, (s, n) in enumerate(zip(seats, names, strict=True))])
    while not session.state.is_over():
        session.apply(session.choose_for(session.current_player()))
    return session


def test_a_game_counts_once_when_it_ends_and_not_again_when_its_save_is_reloaded(app, toy_game):
    host = toy_host(app, toy_game)
    play_to_the_end(app, host)
    book = stats.load()
    entry = book.players["Camille"]["toy"]
    assert entry["played"] == 1 and list(entry["against"]) == ["hard"]
    assert entry["recent"][0]["score"] == host.session.state.scores()[0]
    assert "Bayard" not in book.players  # AI seats are not counted
    assert saves.read_save(saves.autosave_path("toy"))["house"]["stats"] is True
    # The finished autosave, loaded again, shows the results without counting anything.
    session, house = saves.load_game(saves.autosave_path("toy"))
    app.scenes.reset("game", session, house=house)
    pump(app, frames=5)
    assert stats.load().players["Camille"]["toy"]["played"] == 1


def test_a_hot_seat_game_counts_for_both_humans_and_its_end_reached_again_counts_once(app, toy_game):
    host = toy_host(app, toy_game, seats=("human", "human"), names=("Camille", "Dominique"))
    play_to_the_end(app, host)
    # The end reached a second time by the same host (as after an undo of the last move).
    not_over = Session(toy_game, GameConfig(2, seed=9), list(host.session.seats)).state
    host._after_apply(not_over, [])
    book = stats.load()
    assert [book.players[n]["toy"]["played"] for n in ("Camille", "Dominique")] == [1, 1]
    assert list(book.players["Dominique"]["toy"]["against"]) == ["human"]


def test_a_guided_game_and_a_game_that_does_not_autosave_are_not_counted(app, toy_game):
    host = toy_host(app, toy_game, autosave=False)
    play_to_the_end(app, host)
    assert not stats.stats_path().exists()
    host = toy_host(app, toy_game)
    host.tutorial = object()  # as a guided first game's host has
    host.session.state = finished_session(toy_game, ("human", "ai:easy"), ("Camille", "B")).state
    host.record_stats()
    assert not stats.stats_path().exists()


@pytest.mark.parametrize(("specs", "expected"), [
    (("human",), "solo"),
    (("human", "ai:easy", "ai:hard"), "hard"),
    (("human", "random"), "random"),
    (("human", "ai:normal", "human"), "human"),
])
def test_the_opponents_are_the_strongest_ai_or_humans(specs, expected):
    seats = [Seat.parse(s) for s in specs]
    assert stats.opponents(seats, 0) == expected


def test_figures_wins_per_opponent_and_the_last_ten(toy_game):
    scores = []
    for k in range(12):
        session = finished_session(toy_game, ("human", "ai:easy" if k % 2 else "ai:normal"), ("Camille", "B"), seed=k)
        stats.record(session, ["Camille", "B"])
        scores.append(session.state.scores()[0])
    entry = stats.load().players["Camille"]["toy"]
    assert entry["played"] == 12 and len(entry["recent"]) == 10
    assert sum(p for p, _ in entry["against"].values()) == 12
    assert entry["won"] == sum(w for _, w in entry["against"].values())
    assert entry["best"] == max(scores) and stats.average(entry) == pytest.approx(sum(scores) / 12)
    assert [r["score"] for r in entry["recent"]] == scores[-10:]


@pytest.mark.parametrize("content", [
    b"{not json", b"[" * 100_000 + b"]" * 100_000, b'{"format": "ludotheque-save"}', b"[]",
    b'{"format": "ludotheque-stats", "version": 99, "players": {}}',
])
def test_a_broken_file_is_set_aside_with_a_note_and_recording_starts_afresh(toy_game, content):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    book = stats.load()
    assert book.players == {} and book.note
    kept = list(path.parent.glob("stats.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert stats.record(finished_session(toy_game, ("human", "random"), ("Camille", "B")), ["Camille", "B"]) is None
    assert stats.load().players["Camille"]["toy"]["played"] == 1


def test_a_huge_file_is_set_aside_and_the_scene_says_so(app):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        fh.truncate(MAX_BYTES + 1)
    app.scenes.push(StatsScene(app))
    pump(app)
    scene = app.scenes.top
    assert scene.book.note.startswith("too_large") and not scene.book.players
    assert not path.exists()


def test_fields_of_the_wrong_type_are_dropped_not_trusted():
    raw = {"format": "ludotheque-stats", "version": 1, "players": {
        "Camille": {"toy": {"played": 3, "won": 9, "best": "x", "total": [1], "against": {"hard": [2, 5], "gods": [1, 1], "easy": "x"},
                            "recent": [{"score": 4, "won": 1, "rank": -2, "against": "?"}, "junk", {"score": "NaN"}]},
                    "bad": "junk"},
        "": {"toy": {"played": 1}}, "Z": []}}
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text(json.dumps(raw))
    book = stats.load()
    assert list(book.players) == ["Camille"] and list(book.players["Camille"]) == ["toy"]
    entry = book.players["Camille"]["toy"]
    assert (entry["won"], entry["best"], entry["total"], entry["against"]) == (3, None, 0.0, {"hard": [2, 2]})
    assert entry["recent"] == [{"date": "", "won": False, "score": 4.0, "rank": 1, "players": 1, "against": "solo", "mode": ""}]


def stats_with_two_players(toy_game) -> None:
    for k, opp in enumerate(("ai:easy", "ai:hard", "random", "human")):
        session = finished_session(toy_game, ("human", opp), ("Camille", "Dominique"), seed=k)
        stats.record(session, ["Camille", "Dominique"])


def test_the_menu_opens_the_scene_and_its_arrows_change_player(app, toy_game):
    stats_with_two_players(toy_game)
    app.scenes.push(MenuScene(app))
    pump(app)
    click(app, app.scenes.top.buttons["stats"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    first = scene.player.value
    click(app, (scene.player.rect.right - 4, scene.player.rect.centery))
    assert scene.player.value != first and {first, scene.player.value} == {"Camille", "Dominique"}
    assert scene.game.value == "toy"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app)
    assert isinstance(app.scenes.top, MenuScene)


def test_the_results_screen_opens_the_players_statistics_on_that_game(app, toy_game):
    host = toy_host(app, toy_game, seats=("ai:easy", "human"), names=("Bayard", "Camille"))
    play_to_the_end(app, host)
    results = app.scenes.top
    click(app, results.stats.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    assert (scene.player.value, scene.game.value) == ("Camille", "toy")
    assert scene.entry()["played"] == 1


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_scene_fits_the_window_in_both_languages(app, toy_game, size, lang):
    stats_with_two_players(toy_game)
    app.set_language(lang)
    app.resize(size)
    app.scenes.push(StatsScene(app, "Camille", "toy"))
    pump(app)
    scene = app.scenes.top
    screen = pygame.Rect((0, 0), size)
    for rect in (scene.panel, scene.player.rect, scene.game.rect, scene.back_button.rect):
        assert screen.contains(rect)
    assert not scene.panel.colliderect(scene.back_button.rect)
    assert scene.left.bottom <= scene.panel.bottom and scene.right.right <= scene.panel.right
    assert [b.label for b in scene.bar_items(scene.entry())][-1] == app.t("stats.against.human")


def test_shot_stats_renders_the_data_and_the_empty_state(toy_game, tmp_path, capsys):
    empty = tmp_path / "empty.png"
    assert run(["shot", "stats", "--out", str(empty), "--size", "800x600"]) == 0
    stats_with_two_players(toy_game)
    full = tmp_path / "full.png"
    assert run(["shot", "stats", "--game", "toy", "--out", str(full), "--lang", "en"]) == 0
    a, b = pygame.image.load(str(empty)), pygame.image.load(str(full))
    assert a.get_size() == (800, 600) and b.get_size() == (1280, 720)
    # The figures and charts are drawn: the full panel is not the plain parchment of the empty one.
    assert pygame.transform.average_color(b, pygame.Rect(700, 200, 400, 300)) != \
        pygame.transform.average_color(a, pygame.Rect(450, 200, 300, 300))


@pytest.mark.parametrize("values", [[0], [7, 7, 7], [2, 9]])
def test_the_score_axis_label_sits_beside_its_dots(app, monkeypatch, values):
    """A lone score (or equal ones) is drawn across the middle: its "0" is written there,
    not at the top of an empty axis."""
    from ludotheque.client.ui import charts

    labels, dots = {}, []
    real_circle = pygame.draw.circle
    monkeypatch.setattr(charts, "_text", lambda s, th, text, size, w, ink, **pos: labels.setdefault(text, pos["midright"][1]))
    monkeypatch.setattr(pygame.draw, "circle", lambda s, c, p, r, *a: dots.append(p[1]) or real_circle(s, c, p, r, *a))
    surface = pygame.Surface((400, 200))
    charts.line(surface, pygame.Rect(0, 0, 400, 200), app.theme, values, [False] * len(values), (200, 30, 30))
    for v in set(values):
        at = [y for y, value in zip(dots[::2], values, strict=False) if value == v]
        if str(v) in labels:
            assert labels[str(v)] == at[0], (v, labels, dots)
    assert str(max(values)) in labels


def test_a_bar_with_no_games_is_an_empty_slot_not_a_full_bar(app):
    """"–" (never played against that level) and "0/1" leave the inside of their bar the
    colour of the page: only a share fills it."""
    from ludotheque.client.ui import charts

    page = (240, 230, 200)
    surface = pygame.Surface((400, 200))
    surface.fill(page)
    items = [charts.Bar("a", None, "–"), charts.Bar("b", 0.0, "0/1"), charts.Bar("c", 1.0, "1/1")]
    charts.bars(surface, surface.get_rect(), app.theme, items, (200, 30, 30))
    middle = [tuple(surface.get_at((int(400 / 3 * (i + 0.5)), 100)))[:3] for i in range(3)]
    assert middle == [page, page, (200, 30, 30)]


def test_an_unnamed_player_is_one_player_in_either_language(app, toy_game):
    """A default name follows the language shown ("Joueur 1" / "Player 1"); statistics keep
    it under one name, and a file that already holds both counts them as one player, shown
    in the language on screen. Typed names are never touched."""
    from ludotheque.client import seat_names

    kept = lambda name: seat_names.kept(app.translator, name)  # noqa: E731
    for lang in ("fr", "en"):
        app.translator.set_language(lang)
        stats.record(finished_session(toy_game, ("human", "ai:easy"), ("", "")), ["Joueur 1" if lang == "fr" else "Player 1", "x"], kept)
    stats.record(finished_session(toy_game, ("human", "ai:easy"), ("", "")), ["Player 12", "x"], kept)
    stats.record(finished_session(toy_game, ("human", "ai:easy"), ("", "")), ["Playful 1", "x"], kept)
    book = stats.load(kept)
    assert book.players["Joueur 1"]["toy"]["played"] == 2
    assert "Player 1" not in book.players and {"Joueur 12", "Playful 1"} <= set(book.players)
    # Written apart by an older version: merged when read, figures added up.
    raw = json.loads(stats.stats_path().read_text())
    raw["players"]["Player 1"] = raw["players"].pop("Joueur 1")
    raw["players"]["Joueur 1"] = json.loads(json.dumps(raw["players"]["Player 1"]))
    stats.stats_path().write_text(json.dumps(raw))
    merged = stats.load(kept).players["Joueur 1"]["toy"]
    assert merged["played"] == 4 and len(merged["recent"]) == 4
    assert sum(p for p, _ in merged["against"].values()) == 4
    app.translator.set_language("en")
    scene = StatsScene(app, "Joueur 1", "toy")
    assert scene.player.render(scene.player.value) == "Player 1"


def test_the_same_game_ending_again_after_a_crash_and_a_reload_counts_once(app, toy_game):
    """Issue 23: the end crashed the window after counting the game; its autosave (one move
    before the end, no `stats` note) was loaded and the end reached again, four times: the
    statistics showed 4 games for 1. A game is counted once, whichever host ends it."""
    for _ in range(4):
        session = finished_session(toy_game, ("human", "ai:easy"), ("Camille", "B"), seed=7)
        host = GameHost(app, session)  # a fresh host: no note that the game was counted
        host.stats_recorded = False
        host.record_stats()
    assert stats.load().players["Camille"]["toy"]["played"] == 1
    other = finished_session(toy_game, ("human", "ai:easy"), ("Camille", "B"), seed=8)
    stats.record(other, ["Camille", "B"])
    assert stats.load().players["Camille"]["toy"]["played"] == 2, "another game still counts"
