"""The AI levels a seat may ask for, weakest first."""

LEVELS = ("easy", "normal", "hard")
