# Two commands on a fresh machine with Python 3.11+ and make:
#   make play   create .venv if needed, install, open the game
#   make test   the same, then run the whole suite headless
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --only-binary=pygame-ce,pymunk -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m ludotheque

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check ludotheque client rules physics art sounds tests setup.py

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m ludotheque bench

clean:
	rm -rf $(VENV) build *.egg-info
