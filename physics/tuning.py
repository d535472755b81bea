"""Every tuning constant of the Castle Crush physics, with what it was measured to do.

Scale: 1 u is about 4 cm (a house block is a 4 cm cube, the hammer 32 cm), so gravity is
9.81 m/s^2 = 245 u/s^2 and simulated seconds are real seconds: a hammer falls in about
0.6 s, as on a real table. Figures below were measured with pymunk 7.3.1 (see
physics/README.md, "Tuning log").
"""

from __future__ import annotations

GRAVITY = 245.0  # u/s^2 (9.81 m/s^2 at 1 u = 4 cm)

# Integration. A 23-block single column (the Château challenge's worst case) falls by
# itself at 1/240 s steps; it stands, and settles below 0.07 u in its first second, at
# 1/600 s with 20 solver iterations. Smaller steps cost time without visible gain.
STEP = 1.0 / 600.0
ITERATIONS = 20
# Overlap allowed before the solver pushes bodies apart. 0.01 u (0.4 mm) is invisible
# and keeps resting stacks from jittering.
COLLISION_SLOP = 0.01

# Sleeping decides "at rest". A body whose speed stays below IDLE_SPEED for SLEEP_TIME
# falls asleep. Too high and an unstable piece (a block on a roof's tip) freezes before
# it starts to tip; too low and a resting castle never sleeps. 0.05 u/s (2 mm/s)
# and 0.25 s let a block off-centre on a roof by 0.02 u fall, and let castles sleep.
IDLE_SPEED = 0.05
SLEEP_TIME = 0.25

# Wood on wood: friction 0.5-0.7 (we take the upper end: real blocks have rough
# sawn faces), almost no bounce. Density only matters relatively: blocks and hammer
# are the same wood.
FRICTION = 0.7
ELASTICITY = 0.05
DENSITY = 1.0
HAMMER_DENSITY = 1.0

# Safety caps on simulated time (s): a result with rested=False reached one.
PLACE_CAP = 6.0
ATTACK_CAP = 8.0
SETTLE_CAP = 6.0
# What the rules' "facts" look at: a contact whose normal is within SUPPORT_ANGLE of
# vertical holds the upper piece up; a piece within UPRIGHT_TOLERANCE of its placed
# angle is upright (RULINGS: 15 degrees).
SUPPORT_ANGLE_DEG = 50.0
UPRIGHT_TOLERANCE_DEG = 15.0

# Replay frames per simulated second (the client plays them back at this rate).
FRAME_RATE = 60.0

# place(): the piece is lowered from above in steps of LOWER_STEP and released
# RELEASE_GAP above the first contact, so it lands without a drop.
LOWER_STEP = 0.05
RELEASE_GAP = 0.002
