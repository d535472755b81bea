"""Where our synthesised sounds live."""

from pathlib import Path

SOUNDS_DIR = Path(__file__).parent
