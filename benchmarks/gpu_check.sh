#!/usr/bin/env bash
# The GPU check: kvtrial's Triton kernels compiled on a CUDA device, then the speed and memory table.
#   bash benchmarks/gpu_check.sh [OUT_DIR]          (default OUT_DIR: docs/results/gpu)
# Made to fit one run of about 8 minutes on a machine without network that already has a CUDA build of torch and
# Triton (python3 there): run benchmarks/gpu_carry.sh first on a machine with network, and carry the folders it
# writes (.whl, .gpu-model) with the working tree.
# 1. installs the carried wheels into a private folder (no network; nothing else on the machine changes) and uses
#    this checkout's src/ as kvtrial;
# 2. records the GPU (nvidia-smi) and runs the Triton kernels' tests compiled on the device (not interpreted);
# 3. runs `kvtrial bench` at batch 1 and 16, depths 4096 and 8000: prefill (pp512 at depth) and decode (tg32 at
#    depth), for the ordinary fp16 cache and every native setting (turbo keys with their defaults: centring, one
#    exact sink token, searched gain), then transformers' quanto / HQQ / fp8 caches against their own ordinary one;
#    every run row records the allocator's peaks (torch.cuda.max_memory_allocated / reserved) and NVML's beside
#    them, reset per run; JSONL and one markdown table.
# Each step is bounded by `timeout` so the whole check ends within about 8 minutes; a bench cut short writes no
# JSONL (its log keeps the rows printed so far) and the table is made from the benches that finished.
# Environment: KVTRIAL_PY (interpreter, default python3), MODEL (default: SmolLM2-135M's architecture with random
# weights, built from .gpu-model), REPEATS (default 2), SKIP_TESTS=1, SKIP_BENCH=1.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/results/gpu}
PY=${KVTRIAL_PY:-python3}
SITE=${SITE:-/tmp/kvtrial-site}
REPEATS=${REPEATS:-2}
mkdir -p "$OUT"
START=$SECONDS
step() { echo "== $1 ($((SECONDS - START)) s)" >&2; }

step "install"
if compgen -G ".whl/*.whl" >/dev/null; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$SITE" .whl/*.whl \
    || { echo "installing the carried wheels failed" >&2; exit 1; }
fi
export PYTHONPATH="$PWD/src:$SITE${PYTHONPATH:+:$PYTHONPATH}"
unset TRITON_INTERPRET  # compiled kernels on the device
export PYTHONUNBUFFERED=1

nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv | tee "$OUT/gpu.csv"
"$PY" - <<'EOF' 2>&1 | tee "$OUT/versions.txt" || exit 1
import importlib, importlib.metadata as md
import torch, triton
assert torch.cuda.is_available(), "torch sees no CUDA device: use an interpreter with a CUDA build of torch"
import kvtrial
print("kvtrial from", kvtrial.__file__)
print("torch", torch.__version__, "cuda", torch.version.cuda, "triton", triton.__version__,
      "device", torch.cuda.get_device_name(0))
missing = []
for name in ("transformers", "accelerate", "safetensors", "gguf", "pydantic", "typer", "rich", "yaml", "pynvml",
             "pytest", "optimum.quanto", "hqq"):
    try:
        importlib.import_module(name)
    except Exception as exc:
        missing.append(f"{name} ({type(exc).__name__}: {exc})")
print("transformers", md.version("transformers"))
print("missing:", ", ".join(missing) or "none")
EOF

if [[ "${SKIP_TESTS:-0}" != 1 ]]; then
  step "tests"
  # The same tests CI runs in the interpreter, now compiled; -x: the first failure is the one to read.
  timeout 120 "$PY" -m pytest -x -q -p no:cacheprovider tests/cache/kernels/gpu tests/memory/test_nvml.py 2>&1 \
    | tee "$OUT/tests.log"
fi
[[ "${SKIP_BENCH:-0}" == 1 ]] && exit 0

MODEL_DIR=${MODEL:-}
if [[ -z "$MODEL_DIR" ]]; then
  step "model"
  MODEL_DIR=/tmp/kvtrial-smollm2-random
  "$PY" - "$MODEL_DIR" <<'EOF' || exit 1
import shutil, sys
from pathlib import Path
import torch
from transformers import AutoConfig, AutoModelForCausalLM
src, dst = Path(".gpu-model"), Path(sys.argv[1])
if not (src / "config.json").exists():
    sys.exit("no .gpu-model/config.json: run benchmarks/gpu_carry.sh and carry .gpu-model, or set MODEL")
torch.manual_seed(0)
model = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(src), dtype=torch.float16)
model.save_pretrained(dst)
for f in src.iterdir():
    if f.name != "config.json":
        shutil.copy(f, dst / f.name)
print("random-weight model", model.config.model_type, sum(p.numel() for p in model.parameters()), "parameters at", dst)
EOF
fi

# fp16 weights and the ordinary fp16 cache: the targets are ratios to it. At batch 16 the text cannot hold 16
# disjoint slices of the depth, so the slices overlap at different starts (the meta line's slice_starts).
NATIVE=(--backend native)
for s in q8_0 q4_0 q4_1 turbo4 turbo3 q8_0/turbo4; do NATIVE+=(--cache "$s"); done
PEERS=(--backend transformers-quanto --backend transformers-hqq --backend transformers-fp8)
for s in quanto-int4 hqq-int4 hqq-int8 fp8; do PEERS+=(--cache "$s"); done
COMMON=(--model "$MODEL_DIR" --device cuda:0 --dtype float16 --depths 4096,8000 -p 512 -n 32 --repeats "$REPEATS")
for part in native peers; do
  for batch in 1 16; do
    step "bench $part batch $batch"
    if [[ $part == native ]]; then args=("${NATIVE[@]}"); limit=90; else args=("${PEERS[@]}"); limit=60; fi
    timeout "$limit" "$PY" -m kvtrial.cli bench "${args[@]}" "${COMMON[@]}" --batch "$batch" \
      --output "$OUT/bench-$part-batch$batch.jsonl" 2>&1 | tee "$OUT/bench-$part-batch$batch.log" \
      || echo "bench $part batch $batch stopped (exit $?): its log holds the rows printed so far (no JSONL)" >&2
  done
done

# One markdown table from the summaries (kvtrial.bench_markdown): t/s and ratio to the ordinary cache per batch
# and depth, and each line's memory peaks: RSS, the allocator's allocated / reserved, NVML's device / process
# peaks and NVML beyond reserved (the largest over the timed runs; every run row carries its own in the JSONL).
step "table"
"$PY" - "$OUT" <<'EOF' | tee "$OUT/bench.md"
import json, sys
from pathlib import Path
from kvtrial.bench_markdown import markdown_table
out = Path(sys.argv[1])
gpu = (out / "gpu.csv").read_text().splitlines()[-1].split(",")[0].strip()
print(f"GPU: {gpu}\n")
for path in sorted(out.glob("bench-*.jsonl")):
    lines = []
    for text in path.read_text().splitlines():
        row = json.loads(text)
        if row.get("kind") == "meta":
            assert row["device"].startswith("cuda"), f"{path}: the model ran on {row['device']}, not the GPU"
        lines.append(row)
    print(f"### {path.stem}\n")
    print(markdown_table(lines), end="\n\n")
EOF
step "done"
echo "wrote $OUT/bench.md; put it in docs/speed.md with the GPU's name" >&2
