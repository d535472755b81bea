"""Type-check the project with mypy; fail when the errors grow (issue 32, item 8).

    python .ci/typecheck.py                  # the whole project against the baseline
    python .ci/typecheck.py rules/core physics   # only these folders, which must be clean
    python .ci/typecheck.py --update         # write the baseline again (counts may only shrink)

mypy's settings are in pyproject.toml ([tool.mypy]). `rules/` and `physics/` must be clean;
the files listed in `.ci/mypy-baseline.txt` (one `path count` a line) may keep at most that many
errors. A file whose errors grow, a file not listed that has any, fails the check; a file that
does better than its line is reported, so the baseline is lowered with `--update` (which
refuses to raise a count or add a file).

The folders of the repository are the subpackages of `ludotheque` (setup.py's package-dir),
which mypy cannot follow from the editable install, so the check runs on a tree of symbolic
links: `.mypy_cache/tree/ludotheque/rules` -> `rules/`, and so on.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
BASELINE = TOP / ".ci" / "mypy-baseline.txt"
CACHE = TOP / ".mypy_cache"
TREE = CACHE / "tree"
LAYERS = ("rules", "physics", "client", "art", "sounds")
# Folders that must be clean: no line of the baseline may name a file under them.
CLEAN = ("rules/", "physics/")
ERROR = re.compile(r"^ludotheque/(?P<path>[^:]+\.py):\d+(?::\d+)?: error: ")


def link_tree() -> Path:
    """`.mypy_cache/tree/ludotheque/` with links to the repository's layers."""
    package = TREE / "ludotheque"
    package.mkdir(parents=True, exist_ok=True)
    wanted = {p.name: p for p in (TOP / "ludotheque").glob("*.py")}
    wanted.update({layer: TOP / layer for layer in LAYERS})
    for name, target in wanted.items():
        link = package / name
        if link.is_symlink() and Path(os.readlink(link)) == target:
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target, target_is_directory=target.is_dir())
    return TREE


def run_mypy(folders: list[str]) -> tuple[Counter[str], list[str], int]:
    """Errors per repository path, the error lines, mypy's exit code."""
    targets: list[str] = []
    for folder in folders:
        module = "ludotheque." + folder.strip("/").removesuffix(".py").replace("/", ".")
        targets += ["-p" if (TOP / folder).is_dir() else "-m", module]
    command = [sys.executable, "-m", "mypy", "--config-file", str(TOP / "pyproject.toml"),
               "--cache-dir", str(CACHE), *targets]
    out = subprocess.run(command, cwd=link_tree(), capture_output=True, text=True)
    lines = [line for line in out.stdout.splitlines() if ERROR.match(line)]
    if out.returncode not in (0, 1) or out.returncode == 1 and not lines:
        sys.exit(f"typecheck: mypy failed to run ({out.returncode}):\n{out.stdout}{out.stderr}")
    # Checking a folder reads what it imports too; keep only the errors of the folders asked.
    lines = [line for line in lines if inside(line.removeprefix("ludotheque/"), folders)]
    counts = Counter(ERROR.match(line)["path"] for line in lines)  # type: ignore[index]
    return counts, lines, out.returncode


def inside(path: str, folders: list[str]) -> bool:
    return any(path == f.strip("/") or path.startswith(f.strip("/") + "/") for f in folders)


def read_baseline() -> dict[str, int]:
    allowed: dict[str, int] = {}
    for line in BASELINE.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            path, count = line.rsplit(maxsplit=1)
            allowed[path] = int(count)
    return allowed


def write_baseline(counts: Counter[str]) -> None:
    body = "".join(f"{path} {counts[path]}\n" for path in sorted(counts))
    BASELINE.write_text("# mypy errors each file may still have (.ci/typecheck.py); may only shrink.\n"
                        + body, encoding="utf-8")


def compare(counts: Counter[str], allowed: dict[str, int], folders: list[str]) -> tuple[list[str], list[str]]:
    """(failures, files that do better than their baseline line)."""
    failures, better = [], []
    for path, count in sorted(counts.items()):
        limit = allowed.get(path, 0)
        if count > limit:
            failures.append(f"{path}: {count} mypy error(s), the baseline allows {limit}")
    for path, limit in sorted(allowed.items()):
        if inside(path, folders) and counts.get(path, 0) < limit:
            better.append(f"{path}: {counts.get(path, 0)} error(s), the baseline says {limit}")
    return failures, better


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", help="repository folders or files (default: all layers)")
    parser.add_argument("--update", action="store_true", help="lower the baseline to today's counts")
    args = parser.parse_args(argv)
    folders = args.folders or list(LAYERS)
    allowed = read_baseline()
    dirty = sorted(p for p in allowed if p.startswith(CLEAN))
    counts, lines, _ = run_mypy(folders)
    failures, better = compare(counts, allowed, folders)
    if args.update:
        if failures or args.folders:
            print("typecheck: --update runs on the whole project and only lowers counts", file=sys.stderr)
            print("\n".join(failures), file=sys.stderr)
            return 1
        write_baseline(counts)
        print(f"typecheck: baseline written, {sum(counts.values())} error(s) in {len(counts)} file(s)")
        return 0
    if failures:
        shown = [line for line in lines if line.split(":", 1)[0].removeprefix("ludotheque/")
                 in {f.split(":", 1)[0] for f in failures}]
        print("\n".join(shown + [""] + failures), file=sys.stderr)
        print("typecheck: FAILED (fix the errors above; the baseline may only shrink)", file=sys.stderr)
        return 1
    for line in better:
        print(f"typecheck: {line}: lower it with `python .ci/typecheck.py --update`")
    print(f"typecheck: ok, {sum(counts.values())} error(s) left in {len(counts)} baselined file(s)"
          + (f"; {len(dirty)} of them under rules/ or physics/, still to clean" if dirty else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
