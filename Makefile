# Two commands: `make play` sets up and starts the game, `make test` sets up and runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CLUSTER_STAMP := $(VENV)/.installed-cluster
# pytest-xdist's processes for the suite (auto: one a core; 0 runs it in pytest's own process)
TEST_JOBS ?= auto

TS := $(wildcard riverboat_qt/i18n/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: setup play test lint bench clean translations screenshots wheel bundle

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# the suite also plays arena games on a Dask LocalCluster, so it installs the [cluster] extra
$(CLUSTER_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,cluster]'
	touch $(CLUSTER_STAMP)

# the translations, compiled from their .ts (the .qm files are not checked in)
riverboat_qt/i18n/%.qm: riverboat_qt/i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

setup: $(STAMP) $(QM)

play: $(STAMP) $(QM)
	bash tools/system-deps.sh play
	$(BIN)/python -m riverboat_qt

# pytest in TEST_JOBS processes (pytest-xdist), each file's Qt tests kept in one of them
# (tests/conftest.py); a test that crashes its process ends the run, and the crash report below
# names it (pytest-xdist 3.8 hangs when it replaces a crashed worker under loadgroup: #1323)
test: $(CLUSTER_STAMP) $(QM)
	bash tools/system-deps.sh test
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(TEST_JOBS) --dist loadgroup \
	  --max-worker-restart 0 || { \
	  status=$$?; for trace in build/test-crash/*.traceback.txt; do [ -s "$$trace" ] || continue; \
	    head -n 14 "$$trace"; echo "test process $$(basename "$${trace%.traceback.txt}") died" \
	      "in $$(cat "$${trace%.traceback.txt}.last-test.txt")"; done; \
	  if [ $$status -gt 128 ]; then echo "pytest died of signal $$((status - 128))"; fi; \
	  exit $$status; }

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/python bench/engine.py

# every screenshot of the README and docs/, made again at a release (docs/developing.md)
screenshots: $(STAMP) $(QM)
	bash tools/screenshots.sh

# Packaging, in a virtual environment of its own (PACKAGING_VENV, never .venv): `make wheel`
# makes the wheel a player installs (pipx install dist/riverboat_qt-*.whl; setup.py compiles
# the .qm into it), `make bundle` a folder that runs without Python, dist/riverboat-qt/
# (PyInstaller, from the wheel installed in that environment)
PACKAGING_VENV ?= build/packaging-venv
PACKAGING_BIN := $(abspath $(PACKAGING_VENV))/bin

$(PACKAGING_BIN)/pyinstaller:
	$(PYTHON) -m venv $(PACKAGING_VENV)
	$(PACKAGING_BIN)/python -m pip install --quiet --upgrade pip 'pyinstaller>=6'

wheel: $(PACKAGING_BIN)/pyinstaller
	rm -rf dist/riverboat_qt-*.whl build/lib  # setuptools would ship a stale module left in build/lib
	$(PACKAGING_BIN)/python -m pip wheel --quiet --no-deps --wheel-dir dist .

bundle: wheel
	$(PACKAGING_BIN)/python -m pip install --quiet --find-links dist riverboat-qt
	$(PACKAGING_BIN)/python -m pip install --quiet --force-reinstall --no-deps dist/riverboat_qt-*.whl
	mkdir -p build
	cd build && $(PACKAGING_BIN)/pyinstaller --noconfirm --clean --log-level WARN \
	  --name riverboat-qt --windowed --distpath ../dist --workpath pyinstaller \
	  --collect-submodules core --collect-submodules ai --collect-submodules riverboat_qt \
	  --collect-data core --collect-data ai --collect-data riverboat_qt \
	  ../tools/bundle_entry.py
	@echo "the bundle: dist/riverboat-qt/riverboat-qt, $$(du -sh dist/riverboat-qt | cut -f1)"

clean:
	rm -rf $(VENV)
