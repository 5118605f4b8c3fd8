# pushgames: build, serve, test and bench the static offline site.
# Every target installs what it needs (idempotent, fast when already done).

SHELL    := /bin/bash
PYTHON   ?= python3
VENV     := .venv
VPY      := $(VENV)/bin/python
PORT     ?= 8000
CHROMIUM := /usr/bin/chromium
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PYTEST_ARGS ?=
# `make test` runs pytest in this many processes (pytest-xdist, `--dist loadgroup`, one
# test handed out at a time as the processes free up): the fast tier first, then the
# browser tier with the slow tests spread over its first two thirds (tests/tiers.py's
# run_order, applied by the root conftest.py); each process boots its own shared page.
# Three on the 2-core machine: a browser test mostly waits, so two processes left the
# cores idle most of the browser tier (docs/testing.md, "Processes and order").
# TEST_JOBS=1: one process, the tiers in order.
TEST_JOBS ?= 3
XDIST    := $(if $(filter-out 0 1,$(TEST_JOBS)),-n $(TEST_JOBS) --dist loadgroup,)

.PHONY: all build serve test test-fast check bench clean distclean deps chromium

all: build

# --- dependencies -----------------------------------------------------------

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(VENV)/.installed: pyproject.toml
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -e '.[test]'
	@touch $@

chromium:
	@test -x $(CHROMIUM) || { \
	  echo "Installing Debian chromium (apt-get)"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	@test -x $(CHROMIUM)

deps: node_modules/.installed $(VENV)/.installed chromium

# --- targets ----------------------------------------------------------------

# The build draws each address's first paint with the built page in Chromium
# (tools/first_paint.py), so it needs the venv's Playwright and the browser.
build: chromium $(VENV)/.installed node_modules/.installed
	$(VPY) tools/build_site.py

serve: node_modules/.installed $(VENV)/.installed
	@$(MAKE) --no-print-directory build
	@echo "Serving _site/ at http://127.0.0.1:$(PORT)/  (Ctrl-C to stop)"
	@exec $(VPY) -m http.server $(PORT) --bind 127.0.0.1 --directory _site

# The static checks, timed: ruff (rules in pyproject.toml) and mypy --strict.
check: $(VENV)/.installed
	@start=$$SECONDS; \
	  $(VPY) -m ruff check --quiet . && $(VPY) -m mypy && \
	  echo "tier checks: ruff and mypy clean in $$((SECONDS - start)) s"

# The fast tier: the checks, then engines, records and the page's pure Python
# (no browser, no slow simulations; about a minute). See docs/testing.md.
test-fast: check
	$(VPY) -m pytest -m "not browser and not slow" $(PYTEST_ARGS)

# Everything: the checks, then every test over TEST_JOBS processes, fast tier first
# (TEST_JOBS=1: one process, fast, slow, browser); pytest prints each tier's time at the
# end, after the 40 slowest tests (where the next saving is: docs/testing.md). Exit 5 (no
# tests ran) fails too.
test: chromium $(VENV)/.installed node_modules/.installed
	@$(MAKE) --no-print-directory build
	@$(MAKE) --no-print-directory check
	$(VPY) -m pytest $(XDIST) --durations=40 $(PYTEST_ARGS)

bench: chromium $(VENV)/.installed node_modules/.installed
	@$(MAKE) --no-print-directory build
	$(VPY) -m bench

clean:
	rm -rf _site _site.tmp build dist *.egg-info .pytest_cache .hypothesis test-results
	find . -name __pycache__ -type d -not -path './node_modules/*' -not -path './.venv/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) node_modules
