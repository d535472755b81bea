"""The frame every game is played in: the host scene and the board contract."""
