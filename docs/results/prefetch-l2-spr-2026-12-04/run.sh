#!/bin/bash
# Figures of record for the prefetch change; run with nothing else computing.
set -u
OUT=/tmp/meas/out; mkdir -p $OUT
cd /tmp/wt-pf
date -u > $OUT/started
uptime >> $OUT/started
for rep in 1 2 3; do for v in old new; do
  cp /tmp/pf_$v.c src/kvtrial/cache/kernels/decode_attention.c
  PYTHONPATH=src /work/main/.venv/bin/python benchmarks/attention_stack.py --shape smollm2 --depth 7679 --layers 30 --threads 2 --calls 30 \
    --settings q8_0,q8_0:qdot=int8,q4_0,q4_1,iq4_nl,q5_0,q5_1,turbo4,turbo3,q8_0/turbo4 > $OUT/stack-smollm2-$v-$rep.txt 2>&1
done; done
for rep in 1 2; do for v in old new; do
  cp /tmp/pf_$v.c src/kvtrial/cache/kernels/decode_attention.c
  PYTHONPATH=src /work/main/.venv/bin/python benchmarks/kernel_micro.py --depths 65536 --threads 2 --calls 20 --shape 8b --kernel-only > $OUT/micro-8b-$v-$rep.txt 2>&1
done; done
cp /tmp/pf_new.c src/kvtrial/cache/kernels/decode_attention.c
cd /work/main
PYTHONPATH=src .venv/bin/python benchmarks/profile_decode.py --depths 0,7679 --attn kvtrial --threads 2 --clock wall --steps 8 --repeats 8 \
    --settings q8_0,q4_0,q4_1,iq4_nl,q5_0,q5_1,turbo4,turbo3,q8_0/turbo4,q8_0:qdot=int8 > $OUT/depth-ratios-new.txt 2>&1
date -u >> $OUT/started; uptime >> $OUT/started
