#!/bin/bash
# "new": main at b788469 (after the 4-bit key rework); "old": main at d732868 (before it),
# checked out in a second worktree. Alternates new and old per shape, two rounds.
for r in 1 2; do
 for s in smollm2 8b gemma3-270m; do
  for v in new old; do
   d=/work/main; [ $v = old ] && d=/work/wt-old
   (cd $d && PYTHONPATH=src /work/main/.venv/bin/python benchmarks/kernel_micro.py --depths 16384,65536 --threads 2 --calls 40 --shape $s --kernel-only > /tmp/ab/$s-$v-$r.txt 2>&1)
  done
 done
done
date
