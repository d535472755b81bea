"""Dead code check (issue 32, item 9), run by `make lint`:

    python .ci/deadcode.py

vulture reads the code and the tests (a name the tests use counts as used) and reports,
for the code only, every function, class, method, attribute, constant or variable that
nothing reads, at 60 % confidence or more. `.ci/vulture_allow.py` lists the few names used
in ways vulture cannot see; anything else it reports is dead: remove it (check with grep
across the repository, client/ and tests/ included), or, if it truly is used, add it there
with the reason.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
CODE = ("ludotheque", "rules", "physics", "client", "art", "sounds")
ALLOW = ".ci/vulture_allow.py"


def main() -> int:
    command = [sys.executable, "-m", "vulture", *CODE, "tests", ALLOW, "--min-confidence", "60"]
    out = subprocess.run(command, cwd=TOP, capture_output=True, text=True)
    if out.returncode not in (0, 3):  # 3: dead code found
        print(f"deadcode: vulture failed ({out.returncode}):\n{out.stdout}{out.stderr}", file=sys.stderr)
        return 1
    dead = [line for line in out.stdout.splitlines() if line.split("/", 1)[0] in CODE]
    if dead:
        print("\n".join(dead), file=sys.stderr)
        print(f"deadcode: {len(dead)} name(s) nothing uses: remove them, or list them in {ALLOW} "
              "with the reason", file=sys.stderr)
        return 1
    print("deadcode: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
