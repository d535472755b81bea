"""`python -m ludotheque` (or the `ludotheque` script) opens the game; `autoplay`, `shot`,
`monkey` and `bench` work headless."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from ludotheque.client.cli.main import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
