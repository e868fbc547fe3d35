#!/bin/bash
# Two checkouts' kernels, alternating in one session: ./alt2.sh BEFORE_DIR AFTER_DIR OUT_DIR [ROUNDS]
before=$1 after=$2 out=$3 rounds=${4:-3} py=${PYTHON:-python}
mkdir -p "$out"
for r in $(seq $rounds); do
  for side in before after; do
    d=${!side}
    (cd "$d" && PYTHONPATH=src $py benchmarks/attention_stack.py --shape smollm2 --depth 7679 --layers 30 --threads 2 \
        --calls 30 --settings q8_0,turbo3,q8_0/turbo4,q4_0 > "$out/smollm2_${side}_$r.txt" 2>&1)
    (cd "$d" && PYTHONPATH=src $py benchmarks/attention_stack.py --shape 8b --depth 16384 --layers 4 --threads 2 \
        --calls 20 --settings q8_0,turbo3,q8_0/turbo4,q4_0 > "$out/8b_${side}_$r.txt" 2>&1)
  done
done
