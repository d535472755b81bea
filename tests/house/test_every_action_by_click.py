"""Issue 31, must-fix 1: every kind of action a human can take is played through its
scene's click path, for all five games. Games are played by clicks (a kind not yet played
first) from their start and from arranged positions; each kind of the game's codec must
have been played by click at least once (or be named below as no longer legal, with the
reason), and nothing may raise on the way."""

from __future__ import annotations

import pytest
from by_click.driver import Coverage, Driver
from ludotheque.client.game.host import GameHost
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session

# Kinds a codec still decodes (old saves) that the rules never offer any more.
NO_LONGER_LEGAL = {
    "castle-risk": {"Defend"},  # the defender's answer before he chose his dice (actions.py)
}


def kinds(game: str) -> set[str]:
    return set(get_game(game).state_cls.codec.by_name)


def helpers(game_folder: str) -> None:
    """Make a game's test helpers importable (they live beside its tests)."""
    import sys
    from pathlib import Path

    folder = str(Path(__file__).parent.parent / game_folder)
    if folder not in sys.path:
        sys.path.insert(0, folder)


def host_for(app, session: Session) -> GameHost:
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    return host


def check(game: str, cov: Coverage) -> None:
    wanted = kinds(game) - NO_LONGER_LEGAL.get(game, set())
    never_offered = wanted - cov.offered
    assert not never_offered, f"{game}: the games played never offered {sorted(never_offered)}"
    unplayed = {k: cov.missed.get(k, [])[:3] for k in wanted - set(cov.by_click)}
    assert not unplayed, f"{game}: no click made these kinds (tried: {unplayed})"


# --- Castle Risk ----------------------------------------------------------------------------------
def castle_risk_at_war(seed: int, paris: int = 1) -> Session:
    """Three humans; seat 0 (Britain, 30 armies in London, an Admiral, a General, hidden
    armies) faces Paris, France's castle, held by one army (a Marshal, hidden armies):
    taking it empties France for the reoccupation."""
    helpers("castle_risk")
    from ludotheque.rules.castle_risk.data import MAP
    from test_castle_risk_helpers import after_setup, arrange, main_phase

    session = Session.create("castle-risk", [Seat.parse("human")] * 3, seed=seed)
    state = after_setup(3, seed)
    main_phase(state, 0, ["general", "admiral", "diplomat", "reinforcement", "spy"])
    owners = {t: (0, 3) for t in MAP.empires["british"]}
    owners.update({t: (1, 3) for t in MAP.empires["french"]})
    owners["london"], owners["paris"] = (0, 30), (1, paris)
    arrange(state, owners, ["london", "paris", "berlin"], rest=2)
    state.deck.remove("marshal")
    state.hands[1] = ["marshal"]
    state.hidden = [["london"], ["paris"], []]
    session.state = state
    return session


def take_paris(retreat: bool):
    """The scripted side of the war: London attacks Paris (with the General, or rolling
    then retreating), Paris answers with its Marshal and hidden armies, the winner
    reoccupies two territories and stops, the armies move in."""
    import ludotheque.rules.castle_risk.actions as A

    order = [A.PlayReinforcement(), A.PlayDiplomat(2), A.Attack("london", "paris"), A.PlayMarshal(), A.RevealHidden("paris"), A.DefendDice(1)]
    order += [A.Retreat(), A.Roll(1)] if retreat else [A.PlayGeneral(), A.Blitz(1)]
    reoccupied = []

    def prefer(legal: list):
        for wanted in order:
            if wanted in legal:
                return wanted
        moves = [a for a in legal if isinstance(a, A.Reoccupy | A.MoveIn)]
        if moves and len(reoccupied) < 2:
            reoccupied.append(moves[0])
            return moves[0]
        return next((a for a in legal if isinstance(a, A.StopReoccupy | A.MoveIn)), None)
    return prefer


def test_castle_risk_every_action_by_click(app):
    from by_click import castle_risk as clicker

    cov = Coverage()
    session = Session.create("castle-risk", [Seat.parse("human")] * 3, seed=1)
    cov.merge(Driver(app, host_for(app, session), clicker, seed=1).play(75))  # the setup
    for seed, retreat in ((2, False), (3, True)):
        app.scenes.stack.clear()
        war = castle_risk_at_war(seed, paris=12 if retreat else 1)
        cov.merge(Driver(app, host_for(app, war), clicker, seed=seed, prefer=take_paris(retreat)).play(30))
    check("castle-risk", cov)


# --- Crack Word -------------------------------------------------------------------------------------
def crack_word_at(hand: list[str], last_turns: bool = False) -> Session:
    """Seat 0 to play `hand` on four short rows; in the derniers tours, a hand that fits no
    row is offered "Pass"."""
    helpers("crack_word")
    from crack_word_helpers import settle, table

    session = Session.create("crack-word", [Seat.parse("human"), Seat.parse("ai:easy")], seed=3)
    state = table(session.state, "0C 1H", "1B 0R", "0P 1L", "1G 0R")
    state.hands[0], state.hands[1] = list(hand), ["A", "E", "I"]
    settle(state)
    if not last_turns:
        return session
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[], []]
    return session


def test_crack_word_every_action_by_click(app):
    from by_click import crack_word as clicker

    cov = Coverage()
    session = Session.create("crack-word", [Seat.parse("human"), Seat.parse("ai:easy")], seed=1)
    cov.merge(Driver(app, host_for(app, session), clicker, seed=1).play(20))
    for hand, last_turns in ((["POUBELLE", "JOKER", "A"], False), (["D", "M"], True)):
        app.scenes.stack.clear()
        cov.merge(Driver(app, host_for(app, crack_word_at(hand, last_turns)), clicker, seed=2).play(6))
    check("crack-word", cov)


# --- Château Combo --------------------------------------------------------------------------------
def chateau_combo_filling() -> Session:
    """Two humans; the player to move has just bought the Steward: his purse is to fill."""
    from ludotheque.rules.chateau_combo.data import card_id
    from ludotheque.rules.chateau_combo.phases import Pending, PendingKind
    from ludotheque.rules.chateau_combo.tableau import Slot

    session = Session.create("chateau-combo", [Seat.parse("human"), Seat.parse("human")], seed=3)
    state = session.state
    state.players[state.turn].tableau.place((0, 0), Slot(card_id("Steward")))
    state.pending = Pending(PendingKind.FILL, card_id("Steward"), 0, cell=(0, 0))
    return session


def test_chateau_combo_every_action_by_click(app):
    from by_click import chateau_combo as clicker

    cov = Coverage()
    # A whole game: the ninth turn ends with gold stored, then kept.
    session = Session.create("chateau-combo", [Seat.parse("human"), Seat.parse("human")], seed=3)
    cov.merge(Driver(app, host_for(app, session), clicker, seed=3).play(400))
    assert session.is_over()
    app.scenes.stack.clear()
    cov.merge(Driver(app, host_for(app, chateau_combo_filling()), clicker, seed=5).play(3))
    check("chateau-combo", cov)


# --- Casa Grande ------------------------------------------------------------------------------------
def test_casa_grande_every_action_by_click(app):
    from by_click import casa_grande as clicker
    from ludotheque.rules.core import GameConfig

    info = get_game("casa-grande")
    config = GameConfig(2, seed=1, options={"corners": "choose"})  # the corners are clicked too
    session = Session(info, config, [Seat.parse("human"), Seat.parse("human")])
    check("casa-grande", Driver(app, host_for(app, session), clicker, seed=1).play(60))


# --- Castle Crush -----------------------------------------------------------------------------------
NO_LONGER_LEGAL["castle-crush"] = {
    "Place", "PlaceKing", "PlaceGeneral",  # placements before the hand carried pieces (old saves)
    "Attack",  # the hammer leant by hand before Strike (old saves)
}


def test_castle_crush_every_action_by_click(app):
    helpers("castle_crush")
    from by_click import castle_crush as clicker
    from castle_crush_scene_port import SceneFakePhysics
    from ludotheque.rules.castle_crush import make_game_info
    from ludotheque.rules.core import GameConfig

    info = make_game_info(SceneFakePhysics())  # (the carrying itself: tests/castle_crush, real physics)
    session = Session(info, GameConfig(2, 3, "standard", {}), [Seat.parse("human"), Seat.parse("human")])
    check("castle-crush", Driver(app, host_for(app, session), clicker, seed=1).play(150))


# --- slow: whole games by click, at the small window size -------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("game", ["castle-risk", "crack-word", "chateau-combo", "casa-grande", "castle-crush"])
def test_whole_hot_seat_games_by_click_at_800_by_600(app, game):
    """Every decision of a three-seat hot-seat game made by clicks, to the end."""
    import importlib

    from ludotheque.rules.core import GameConfig

    app.resize((800, 600))
    clicker = importlib.import_module(f"by_click.{game.replace('-', '_')}")
    info = get_game(game)
    if game == "castle-crush":
        helpers("castle_crush")
        from castle_crush_scene_port import SceneFakePhysics
        from ludotheque.rules.castle_crush import make_game_info

        info = make_game_info(SceneFakePhysics())
    n = 2 if game == "castle-crush" else 3
    session = Session(info, GameConfig(n, 7), [Seat.parse("human")] * n)
    driver = Driver(app, host_for(app, session), clicker, seed=7)
    cov = driver.play(6000)
    assert session.is_over(), f"{game}: not over after {session.ply} moves"
    print(f"{game}: {session.ply} moves, {cov.fallbacks} decisions no click made ({dict(cov.missed)})"[:600])
    check(game, cov)
