#!/usr/bin/env bash
# Prepares what benchmarks/gpu_check.sh needs on a GPU machine that has no network but already holds a CUDA build
# of torch and Triton (run it here, on a machine that reaches the package index). It writes two git-ignored
# folders to carry along with the working tree (together about 25 MB):
#   .whl/        wheels of kvtrial's dependencies that such a machine may lack (the transformers version kvtrial
#                is tested with, pydantic, gguf, and the peer backends optimum-quanto and hqq);
#   .gpu-model/  the embedded model's configuration and tokenizer without its weights: the check builds the
#                same architecture with random weights there. Speed and memory depend on the shapes, not on the
#                weights' values, and the bench feeds a fixed number of tokens (no early stop), so the figures
#                are those of SmolLM2-135M; quality cannot be measured this way (and is not, by the bench).
# Usage: bash benchmarks/gpu_carry.sh [PYTHON]   (PYTHON: an interpreter with kvtrial installed, for the model)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-.venv/bin/python}
EXCLUDE=$(git rev-parse --git-path info/exclude)  # a worktree shares its repository's
for d in .whl .gpu-model; do
  grep -qxF "/$d/" "$EXCLUDE" 2>/dev/null || echo "/$d/" >> "$EXCLUDE"
done
rm -rf .whl .gpu-model && mkdir -p .whl .gpu-model
PLATFORMS=()
for p in manylinux_2_28_x86_64 manylinux_2_27_x86_64 manylinux_2_17_x86_64 manylinux2014_x86_64 manylinux1_x86_64; do
  PLATFORMS+=(--platform "$p")
done
# Pure-Python wheels and pydantic-core for CPython 3.12 on x86-64 (the GPU machine's interpreter); --no-deps:
# the rest (torch, triton, numpy, safetensors, accelerate, huggingface-hub, tokenizers, typer, rich, pyyaml,
# nvidia-ml-py, pytest, einops, tqdm) is expected there already; gpu_check.sh says what is missing.
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp "${PLATFORMS[@]}" \
  -d .whl transformers==5.24.0 gguf==0.19.0 pydantic==2.14.4 pydantic-core==2.50.5 annotated-types==0.8.0 \
  typing-inspection==0.4.5 optimum-quanto==0.2.7 termcolor
# hqq is published as source only; its wheel is pure Python, built here
python3 -m pip wheel -q --no-deps -w .whl hqq==0.2.8.post1
"$PY" - <<'PY'
import shutil
from pathlib import Path
from kvtrial.models import load_model

loaded = load_model("smollm2-135m")  # converts the embedded GGUF once (cached), then loads in about a second
folder = Path(loaded.loaded_from)
for name in ("config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json", "chat_template.jinja"):
    if (folder / name).exists():
        shutil.copy(folder / name, Path(".gpu-model") / name)
print("model files from", folder)
PY
du -sh .whl .gpu-model
