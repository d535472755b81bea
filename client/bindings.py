"""What the client binds at start-up that the rules leave open: importing the physics
package tells the registry that Castle Crush lives in `physics/game.py` (the composition
root, where its rules meet the pymunk physics), so that `rules/` never names a physics
module. Imported by the package's `__init__`; pygame is not needed for it."""

import ludotheque.physics  # noqa: F401  (registry.provide("castle-crush", "ludotheque.physics.game"))
