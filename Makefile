# Two commands: `make play` sets up and starts the game, `make test` sets up and runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CLUSTER_STAMP := $(VENV)/.installed-cluster

TS := $(wildcard resources/i18n/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: setup play test lint bench clean translations screenshots

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
resources/i18n/%.qm: resources/i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

setup: $(STAMP) $(QM)

play: $(STAMP) $(QM)
	bash tools/system-deps.sh play
	$(BIN)/python -m riverboat_qt

test: $(CLUSTER_STAMP) $(QM)
	bash tools/system-deps.sh test
	$(BIN)/ruff check .
	$(BIN)/mypy core ai riverboat_qt
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest || { status=$$?; \
	  if [ $$status -gt 128 ]; then head -n 14 build/test-crash/traceback.txt; \
	    echo "pytest died of signal $$((status - 128)) in $$(cat build/test-crash/last-test.txt)"; fi; \
	  exit $$status; }

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/python bench/engine.py

# every screenshot of the README and docs/, made again at a release (docs/developing.md)
screenshots: $(STAMP) $(QM)
	bash tools/screenshots.sh

clean:
	rm -rf $(VENV)
