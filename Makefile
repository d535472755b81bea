# Two commands on a fresh machine with Python 3.11+ and make:
#   make play   create .venv if needed, install, open the game
#   make test   the same, then run the whole suite headless
# Once installed, both work offline: .ci/make_venv.py installs only what .venv lacks, and makes
# .venv again (saying why) when its Python is too old or gone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
# Desktop entry (Linux): `make install-desktop [PREFIX=~/.local] [DESTDIR=...]`
PREFIX ?= $(HOME)/.local
DATADIR := $(DESTDIR)$(PREFIX)/share

.PHONY: play test lint bench clean venv venv-test install-desktop uninstall-desktop

venv:
	@$(PYTHON) .ci/make_venv.py --venv $(VENV)

venv-test:
	@$(PYTHON) .ci/make_venv.py --venv $(VENV) --extras test

# exec: the game replaces the shell, so make's SIGTERM (or Ctrl+C) reaches it.
play: venv
	PYGAME_HIDE_SUPPORT_PROMPT=1 exec $(PY) -m ludotheque

# -n 2 only when pytest-xdist is installed; plain `pytest` works without it. The default
# suite stays within six minutes on two cores (CONTRIBUTING): the ten slowest tests are
# printed at the end, to see which one grew.
test: venv-test
	$(HEADLESS) exec $(PY) -m pytest --durations=10 $$($(PY) -c 'import importlib.util as u; print("-n 2" if u.find_spec("xdist") else "")')

# ruff, then mypy against its baseline (.ci/typecheck.py) and the dead-code check
# (.ci/deadcode.py, vulture); CONTRIBUTING says how to run each alone.
lint: venv-test
	$(VENV)/bin/ruff check ludotheque client rules physics art sounds tests setup.py .ci
	$(PY) .ci/typecheck.py
	$(PY) .ci/deadcode.py

bench: venv
	$(HEADLESS) exec $(PY) -m ludotheque bench

# The menu entry and its icons (art/icons, made by art/make_icon.py). Exec is this
# checkout's .venv/bin/ludotheque; with DESTDIR (a packager's staging), plain `ludotheque`.
DESKTOP_EXEC ?= $(if $(DESTDIR),ludotheque,$(abspath $(VENV))/bin/ludotheque)
install-desktop: $(if $(DESTDIR),,venv)
	$(PYTHON) -m ludotheque.art.desktop install --datadir '$(DATADIR)' --exec '$(DESKTOP_EXEC)'

uninstall-desktop:
	$(PYTHON) -m ludotheque.art.desktop uninstall --datadir '$(DATADIR)'

clean:
	rm -rf $(VENV) build dist *.egg-info
