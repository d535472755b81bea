"""What the game review needs of Crack Word (read by `rules/review/settings.py`): every
play-out goes to the end of the game (a whole game between normal AIs costs about a
tenth of a second), and a margin of 8 points makes a seat about 73 % sure to win."""

ROLLOUTS = 6
SCALE = 8.0
