"""Playing a game through its screen's click path, for tests: a driver and, per game, the
clicks that make each kind of action (tests/house/test_every_action_by_click.py)."""
