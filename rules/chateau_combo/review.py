"""What the game review needs of Château Combo (read by `rules/review/settings.py`):
every play-out goes to the end of the game (a dozen turns), and a margin of 10 points
makes a seat about 73 % sure to win."""

ROLLOUTS = 8
SCALE = 10.0
