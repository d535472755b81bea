"""Packaging: the design's top-level folders become subpackages of the one import name.

`client/`, `rules/`, `physics/`, `art/` and `sounds/` stay at the top of the repository and
install as `ludotheque.client`, `ludotheque.rules`... (setuptools' `package-dir`); every
other setting is in `pyproject.toml`.
"""

from setuptools import find_namespace_packages, setup

LAYERS = ("client", "rules", "physics", "art", "sounds")


def packages() -> list[str]:
    found = ["ludotheque"]
    for layer in LAYERS:
        for name in find_namespace_packages(include=[layer, f"{layer}.*"]):
            if "__pycache__" not in name.split("."):
                found.append(f"ludotheque.{name}")
    return found


setup(
    packages=packages(),
    package_dir={"ludotheque": "ludotheque", **{f"ludotheque.{layer}": layer for layer in LAYERS}},
)
