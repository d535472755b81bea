"""The type checker's ratchet (issue 32, item 8): `.ci/typecheck.py` (in `make lint`) runs
mypy with pyproject's settings; rules/ and physics/ are clean, the files of
`.ci/mypy-baseline.txt` may keep at most their count. Here: its arithmetic, and mypy itself
on the two folders nobody may dirty (a few seconds; the whole project is `make lint`'s)."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / ".ci"))
import typecheck  # noqa: E402


def test_errors_that_grow_or_appear_fail_and_fewer_are_reported():
    allowed = {"client/app.py": 3, "client/saves.py": 1}
    failures, better = typecheck.compare(Counter({"client/app.py": 4, "rules/session.py": 1}), allowed,
                                         ["client", "rules"])
    assert failures == ["client/app.py: 4 mypy error(s), the baseline allows 3",
                        "rules/session.py: 1 mypy error(s), the baseline allows 0"]
    assert better == ["client/saves.py: 0 error(s), the baseline says 1"]
    assert typecheck.compare(Counter({"client/app.py": 2}), allowed, ["client"])[0] == []


def test_the_baseline_holds_no_file_of_the_folders_already_clean():
    allowed = typecheck.read_baseline()
    clean = ("rules/", "physics/")  # every rules package is clean since issue 32
    assert not [path for path in allowed if path.startswith(clean)]
    assert all(count > 0 for count in allowed.values())


def test_lint_runs_the_type_and_dead_code_checks_with_pyprojects_settings():
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert settings["strict_optional"] is True
    lint = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nlint:", 1)[1].split("\n\n", 1)[0]
    assert ".ci/typecheck.py" in lint and ".ci/deadcode.py" in lint


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is in the test extras")
def test_rules_core_and_physics_are_clean_under_mypy(capsys):
    assert typecheck.main(["rules/core", "physics"]) == 0, capsys.readouterr().err[-4000:]
