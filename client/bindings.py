"""What the client binds at start-up that the rules leave open: Castle Crush's rules are
bound to the pymunk physics (`physics/game.py`), so that `rules/` never names a physics
module. Imported by the package's `__init__`; the module is imported only when the game
is first asked for (`rules.registry.get_game`)."""

from ludotheque.rules.registry import provide

PHYSICS_GAMES = {"castle-crush": "ludotheque.physics.game"}  # the rules bound to the pymunk world

for _game_id, _module in PHYSICS_GAMES.items():
    provide(_game_id, _module)
