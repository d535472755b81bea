"""Make sure `.venv` can run the game (and the tests), touching the network only when it must.

Run by the Makefile with the machine's Python (3.11+, standard library only):

    python3 .ci/make_venv.py [--venv .venv] [--extras test]

- A `.venv` whose interpreter no longer runs (its Python was removed or moved) or is older
  than `requires-python` is deleted and made again, and the reason is printed.
- When every requirement in `pyproject.toml` (and the extras asked for) is installed in
  `.venv` at a version that satisfies it, and `ludotheque` is installed at this checkout's
  version, nothing is installed: no pip upgrade, no build, so it works offline.
- Otherwise: `pip install -e .[extras]` (wheels only for pygame-ce and pymunk).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import venv
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent

# Run inside .venv: its version, and which requirements it does not satisfy. Uses pip's own
# copy of `packaging` (always there in a venv), falling back to `packaging`.
PROBE = r"""
import json, sys
from importlib import metadata
try:
    from pip._vendor.packaging.requirements import Requirement
    from pip._vendor.packaging.version import Version
except ImportError:
    from packaging.requirements import Requirement
    from packaging.version import Version
wanted, extras = json.loads(sys.argv[1]), json.loads(sys.argv[2])
missing = []
for text in wanted:
    req = Requirement(text)
    if req.marker is not None and not any(req.marker.evaluate({"extra": e}) for e in extras or [""]):
        continue
    try:
        have = metadata.version(req.name)
    except metadata.PackageNotFoundError:
        missing.append(f"{req.name} (not installed)")
        continue
    if req.specifier and not req.specifier.contains(Version(have), prereleases=True):
        missing.append(f"{req.name} {have} (wants {req.specifier})")
print(json.dumps({"version": list(sys.version_info[:2]), "missing": missing}))
"""


def say(message: str) -> None:
    print(f"make: {message}", file=sys.stderr, flush=True)


def minimum(project: dict) -> tuple[int, int]:
    spec = project.get("requires-python", ">=3.11").replace(" ", "")
    major, minor = spec.removeprefix(">=").split(",")[0].split(".")[:2]
    return int(major), int(minor)


def requirements(project: dict, extras: list[str]) -> list[str]:
    wanted = list(project.get("dependencies", []))
    for extra in extras:
        wanted += project.get("optional-dependencies", {}).get(extra, [])
    return wanted + [f"ludotheque=={project['version']}"]


def probe(python: Path, wanted: list[str], extras: list[str]) -> dict | None:
    """What `.venv`'s interpreter says about itself, or None when it does not run."""
    try:
        out = subprocess.run([str(python), "-c", PROBE, json.dumps(wanted), json.dumps(extras)],
                             capture_output=True, text=True, timeout=120)
    except OSError:
        return None
    if out.returncode != 0:
        return None
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", default=".venv")
    parser.add_argument("--extras", action="append", default=[])
    args = parser.parse_args(argv)
    try:
        import tomllib
    except ModuleNotFoundError:  # before 3.11: too old anyway
        say(f"Python {sys.version.split()[0]} is too old: Ludothèque needs 3.11+ (run 'make PYTHON=python3.11 ...')")
        return 1
    project = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    need = minimum(project)
    if sys.version_info[:2] < need:
        say(f"Python {sys.version.split()[0]} is too old: Ludothèque needs {need[0]}.{need[1]}+ "
            f"(run 'make PYTHON=python3.{need[1]} ...')")
        return 1
    env = Path(args.venv)
    if not env.is_absolute():
        env = TOP / env
    python = env / "bin" / "python"
    if not python.exists():
        python = env / "Scripts" / "python.exe"
    wanted = requirements(project, args.extras)
    status = probe(python, wanted, args.extras) if python.exists() else None
    if env.exists() and status is None:
        say(f"{args.venv} does not run (its Python was moved or removed): making it again "
            f"with Python {sys.version.split()[0]}")
    elif status is not None and tuple(status["version"]) < need:
        have = ".".join(map(str, status["version"]))
        say(f"{args.venv} was made by Python {have}, older than the {need[0]}.{need[1]} Ludothèque "
            f"needs: making it again with Python {sys.version.split()[0]}")
        status = None
    if status is None:
        shutil.rmtree(env, ignore_errors=True)
        say(f"creating {args.venv}")
        venv.create(env, with_pip=True)
        python = env / "bin" / "python"
        if not python.exists():
            python = env / "Scripts" / "python.exe"
        status = {"missing": ["everything"]}
    if not status["missing"]:
        return 0
    say("installing (" + ", ".join(status["missing"]) + ")")
    target = "." + (f"[{','.join(args.extras)}]" if args.extras else "")
    return subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "--only-binary=pygame-ce,pymunk", "-e", target], cwd=TOP).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
