"""Every tuning constant of the Castle Crush physics, with what it was measured to do.

Scale: 1 u is about 4 cm (a house block is a 4 cm cube, the hammer 32 cm), so gravity is
9.81 m/s^2 = 245 u/s^2 and simulated seconds are real seconds: a hammer falls in about
0.6 s, as on a real table. Figures below were measured with pymunk 7.3.1 (see
physics/README.md, "Tuning log").
"""

from __future__ import annotations

import math

GRAVITY = 245.0  # u/s^2 (9.81 m/s^2 at 1 u = 4 cm)

# Integration. A 16-block column of cubes falls by itself at 1/300 s steps and stands
# at 1/600 s. Solver iterations: a stack of n blocks needs about n iterations to pass
# its weight down (Gauss-Seidel), and iterations are most of the cost of a step, so
# they follow the castle's height h (highest piece centre + 1 u):
#     iterations = clamp(1.2 h + 0.08 h^2, 10, 80)
# Measured: a 12-cube column rebuilt six times drifted 0.06 u with 15 iterations and
# 0.01 u with 25; a 16-cube column 0.22 u with 20 and 0.005 u with 33; a 23-cube
# column (a Château tower) built block by block then left 60 s moved 0.08 u with 40
# and 0.036 u with 70. An 11-block standard castle (h 7.3) gets 13 and an attack on it
# runs about 55x faster than real time in CPU time. Balanced overhangs (issue 22) give
# way early for want of iterations: a harmonic stack of 6 slabs at 0.917 of its limit
# (0.96 with the chamfered corners), 0.929 with 20 iterations, 0.948 with 80 (README,
# "Balanced overhangs"): not worth 1.5-6 times the solver work of every low castle.
STEP = 1.0 / 600.0
MIN_ITERATIONS = 10
MAX_ITERATIONS = 80
ITERATIONS_LINEAR = 1.2  # per u of height
ITERATIONS_QUADRATIC = 0.08  # per u^2 of height

# Overlap allowed before the solver pushes bodies apart. 0.01 u (0.4 mm) is invisible
# and keeps resting stacks from jittering.
COLLISION_SLOP = 0.01
# A freshly built space has no cached contact impulses: it is stepped this many times
# with every body put back in place after each step (sim.warm_start) before it runs.
WARM_START_STEPS = 30

# Sleeping decides "at rest". A body whose speed stays below IDLE_SPEED for SLEEP_TIME
# falls asleep (with everything it touches). Tall columns never quite stop trembling
# in the solver (0.1-0.4 u/s), so at 0.05 u/s they never slept and kept drifting; at
# 0.5 u/s (2 cm/s) they sleep within a second. Unstable pieces still fall: a tipping
# block passes 0.5 u/s within 0.2 s (see RELEASE_SPIN for perfect balance). A stack
# that starts to tip within 3 % of its balance can fall asleep turned by a degree
# (29 of 120 such stacks; 7 at 0.2 u/s, 5 with SLEEP_TIME 0.5): left, see above.
IDLE_SPEED = 0.5
SLEEP_TIME = 0.25

# Contact materials. pymunk gives a contact the PRODUCT of its two shapes' friction and
# elasticity, so worlds of physics version 1 (saved before issue 22), whose shapes all
# had FRICTION_V1 and ELASTICITY_V1, had contacts of 0.45 x 0.45 = 0.2025 and
# 0.1 x 0.1 = 0.01: measured with the game's own world, a block started sliding down a
# slope at 11.5 degrees (atan 0.2025) and slid 2.2 times as far as mu = 0.45 predicts.
# Version 2 (world["physics"] = 2, new castles) gives every shape the square root of
# the values below, so every contact has them exactly. All the surfaces are wood (the
# blocks, the table, the foundation, the hammer's base and head), so one value per
# quantity is the design; a pair-specific value would need per-pair shapes or a
# collision handler (Python callbacks on every step made an attack 10x slower).
#
# Friction: smooth painted or varnished wood on wood is 0.25-0.5; 0.45 is what these
# notes always meant (at 0.7 a falling hammer, whose blow lands about 35 degrees below
# horizontal on a 6 u castle, only wedged blocks against each other: tan 35 = 0.7).
# Restitution: dry hardwood on hardwood rebounds with a coefficient of about 0.3-0.5
# when it lands flat; a small block mostly lands on an edge and turns its fall into
# rotation, and a tall stack must not jitter on its resting contacts (Chipmunk applies
# the bounce to every approaching contact, resting ones too). 0.2 gives a visible little
# hop (a block dropped 1 u rises 0.04 u) and keeps every stability test of
# tests/castle_crush_physics/ passing.
# Measured in the game's own world (physics/textbook.py, the same space, shapes, step
# and iterations; tests/castle_crush_physics/test_castle_crush_physics_textbook.py):
#   slope a resting cube starts sliding at: 24.6 degrees (atan 0.45 = 24.2; physics 1:
#     11.8, atan 0.2025 = 11.4);
#   slide of a cube launched along the table at 10 / 20 / 40 u/s: 0.462 / 1.831 / 7.29 u
#     (v^2 / 2 mu g = 0.454 / 1.814 / 7.26: +1.8 / +0.9 / +0.5 %; physics 1: 1.016 and
#     4.048 u, 2.2 times as far);
#   a cube dropped flat from 0.5, 1 or 2 u leaves the table at 0.200 of its landing
#     speed (physics 1: 0.0101).
FRICTION = 0.45
ELASTICITY = 0.2
FRICTION_V1 = 0.45  # per shape, physics version 1 (contact 0.2025)
ELASTICITY_V1 = 0.1  # per shape, physics version 1 (contact 0.01)
DENSITY = 1.0
# The hammer (physics version 2) is wood like the blocks, its mass that of the mallet
# drawn: a 2-D body is a slab 1 u deep (a cube of area 1 is a 4 cm wooden cube), while
# the mallet's head is a round log 1 u across and its handle a round dowel 0.3 u across,
# so each part's density is the blocks' times the share of its slab that is wood, pi/4:
# head 1.8 u x pi/4 = 1.41 cubes, handle 7 x 0.3 x pi/4 = 0.49 cube, 1.9 cubes in all
# (a real 32 cm beech mallet with a 7 x 4 cm head: about 85 g, two 4 cm beech cubes).
# Physics 1 gave the head 6 and the handle 0.6 (12 cubes): "with the blocks' density the
# blow only dented castles", which no longer holds with the declared friction. Measured
# (9 feet across the base on the two-towers castle, three random 10-piece castles and an
# 8-cube column, physics 2): the 12-cube hammer felled 28.1 % of the pieces, the wooden
# one 25.4 %; a head of 2 or 3 gave 27.0 and 27.4 %. The blow is the fall, which is
# exact (the angular speed at the first touch is the rigid body's to 0.5 %, tested).
HAMMER_HEAD_DENSITY = DENSITY * math.pi / 4
HAMMER_HANDLE_DENSITY = DENSITY * math.pi / 4 * 0.3
HAMMER_HEAD_DENSITY_V1 = 6.0
HAMMER_HANDLE_DENSITY_V1 = 0.6

# A piece whose centre falls this far below the tabletop went over the table's edge
# (the table is a 5 u slab 200 u wide, and no piece is 2 u across): it is out of play
# and is put to sleep where it is (sim.Runner), so it no longer holds a result until a
# cap below. Measured: a block flung off the hand at release (a fast sweep of the mouse)
# fell forever, every landing it was in took PLACE_CAP (6 s) to end, unrested: 13 of
# 407 carries of random play. Everything else in such a result is unchanged (a sleeping
# body only waits), so saves made before replay identically.
OFF_TABLE_DEPTH = 7.0

# Safety caps on simulated time (s): a result with rested=False reached one.
PLACE_CAP = 6.0
ATTACK_CAP = 8.0
SETTLE_CAP = 6.0
# What the rules' "facts" look at: a contact whose normal is within SUPPORT_ANGLE of
# vertical holds the upper piece up; a piece within UPRIGHT_TOLERANCE of its placed
# angle is upright (RULINGS: 15 degrees).
SUPPORT_ANGLE_DEG = 50.0
UPRIGHT_TOLERANCE_DEG = 15.0

# general_spots(): a pawn's centre may come this close to the foundation's end, its
# foot overhanging (the General's foot is 0.5 u: 0.35 u of it stays on the wood, its
# centre of mass 0.1 u inside). Measured: placed there with either release spin, the
# General stands upright on the foundation and never touches the table.
EDGE_MARGIN = 0.1

# strike(): the hammer is stood upright and let go; it tips towards the castle from
# this lean (rad), the smallest a hand lets go with ("sans forcer"). Measured: it lands
# about 1.1 s later, the same blow every time for the same foot.
STRIKE_LEAN = 0.02

# Imperfect blocks: each block's top face is out of level by a seeded angle of this
# standard deviation (rad; 0.005 = 0.3 degree, 0.1 mm across a 4 cm block). One block
# shows nothing, but a column adds its blocks' tilts up: measured, 20-cube columns laid
# with sigma = 0.10 u errors no longer all stand, while good castles still do.
WARP = 0.012

# Replay frames per simulated second (the client plays them back at this rate).
FRAME_RATE = 60.0

# place(): the piece is lowered from above in steps of LOWER_STEP and released
# RELEASE_GAP above the first contact, so it lands without a drop.
LOWER_STEP = 0.05
RELEASE_GAP = 0.002
# Angular velocity (rad/s) a piece is released with (alternating sides): without it a
# block lowered exactly over a roof's tip balanced there and fell asleep. A tilt did the
# same job but made blocks lowered flush against a neighbour catch on its edge.
RELEASE_SPIN = 0.3
