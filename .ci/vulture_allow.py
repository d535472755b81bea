"""Names `.ci/deadcode.py` (vulture) must not report: each is used in a way vulture cannot
see. Keep it short; a name only the tests use needs no line here (the tests are scanned
as users). Anything else it reports is dead: remove it (issue 32, item 9)."""

# ruff: noqa
# type: ignore
_ = object()

# pymunk and pygame read these attributes we set (solver, contact and sleep settings, the
# joints' strength, a rect's anchor).
_.sleep_time_threshold
_.idle_speed_threshold
_.collision_slop
_.gravity
_.elasticity
_.friction
_.max_force
_.error_bias
_.midtop

# Fields of typed forms and actions, filled and compared as a whole (JSON, dataclass
# equality), not read one by one.
_.reveal  # castle_risk.actions: a defence's choice, decoded from JSON
_.castle_loser  # castle_risk.phases.AttackUnderWay
_.attacker_losses  # castle_risk.phases.BattleResult
_.defender_losses
set_aside_sizes  # crack_word.views: a field of the typed view, read through its declaration

# The network table's wire (rules/core/wire.py), landed for the work under way on it.
view_to_wire
view_from_wire

# Client code that nothing calls, left while others rework these files (issue 32, item 9):
# remove each with its file's next change, then its line here.
track_action  # client/scenes/casa_grande/cursor.py
unturn  # client/scenes/casa_grande/iso.py
attacking_view  # client/scenes/castle_crush/board.py
GHOST_RIM  # client/scenes/castle_crush/painter.py
hammer_pose  # client/scenes/castle_crush/replay.py
replaying  # client/scenes/castle_crush/screen.py:196, assigned and never read
EMPTY_RECT  # client/scenes/castle_risk/layers.py
sliding_cells  # client/scenes/chateau_combo/motion.py
picked_card  # client/scenes/chateau_combo/screen.py
_blink  # client/ui/widgets.py
