"""Castle Risk's guided first game: six players on seed 62, the human against five easy
AIs. The player builds his castle in Smolensk, claims six territories, places his
armies in batches, hides armies in Ukraine, then in his first turn reveals them, plays a
Reinforcements card and a Spy (which strips a Marshal), and takes the German castle in
Berlin from Poland: one throw of two dice, then until done. The German player is out and
the player reoccupies an emptied territory. Then the game goes on."""

from __future__ import annotations

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk.actions import CODEC
from ludotheque.rules.tutorial import Step, Tutorial


def _do(name: str, action, why: bool = True) -> Step:
    key = f"castle_risk.tutorial.{name}"
    return Step(key, f"{key}_why" if why else None, CODEC.encode(action), "exact")


TUTORIAL = Tutorial(
    seats=("human", "ai:easy", "ai:easy", "ai:easy", "ai:easy", "ai:easy"),
    seed=62,
    intro="castle_risk.tutorial.intro",
    outro="castle_risk.tutorial.outro",
    steps=(
        _do("castle", A.PlaceCastle("smolensk")),
        _do("claim", A.Claim("st_petersburg")),
        _do("claim_moscow", A.Claim("moscow"), why=False),
        _do("claim_livonia", A.Claim("livonia"), why=False),
        _do("claim_ukraine", A.Claim("ukraine"), why=False),
        _do("claim_poland", A.Claim("poland")),
        _do("claim_finland", A.Claim("finland"), why=False),
        _do("deploy", A.Place("smolensk", 5)),
        _do("deploy_poland", A.Place("poland", 5)),
        _do("deploy_last", A.Place("poland", 3), why=False),
        _do("hidden", A.ChooseHidden("ukraine")),
        _do("reveal", A.RevealHidden("ukraine")),
        _do("reinforcement", A.PlayReinforcement()),
        _do("place", A.Place("poland", 3), why=False),
        _do("spy", A.PlaySpy(5)),
        _do("spy_pick", A.SpyDiscard("marshal")),
        _do("attack", A.Attack("poland", "berlin")),
        _do("roll", A.Roll(2)),
        _do("blitz", A.Blitz(1)),
        _do("move_in", A.MoveIn(7)),
        _do("reoccupy", A.Reoccupy("berlin", "saxony")),
        _do("stop", A.StopReoccupy(), why=False),
    ),
)
