"""A protocol run with contention planted on purpose: a CPU-burning process runs during one candidate request.

The run is the embedded SmolLM2-135M, ordinary against one candidate, one question at one input length, three
repeat pairs (warm-ups first, the order alternating). While the candidate's repeat 1 runs, a second process spins
on the worker's CPUs. What it shows: that row's `contention` reading, the flag the comparison rules put on it, and
the cell's speed verdict resting on the two quiet pairs only (or "not comparable" with fewer than two).

    python benchmarks/planted_contention.py [--candidate q8_0] [--tokens 1024] [--budget 32] [--out FILE.json]

Run it on a quiet machine: every other row should read close to no contention.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

BURN = "import time\nend = time.monotonic() + 600\nwhile time.monotonic() < end: pass\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--candidate", default="q8_0")
    parser.add_argument("--tokens", type=int, default=1024)
    parser.add_argument("--budget", type=int, default=32)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    from kvtrial.protocol.example import example_record
    from kvtrial.protocol.ledger import Ledger
    from kvtrial.protocol.runner import start_run
    from kvtrial.records.row import Row
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.load import load_run
    from kvtrial.verdicts.rules import contended

    folder = Path(tempfile.mkdtemp(prefix="kvtrial-contention-"))
    record = example_record("smollm2-135m", (args.candidate,), "custom", task="questions", questions=("q_budget",))
    record["matrix"] = {"profile": "custom", "input_tokens": [args.tokens], "output_budgets": [args.budget],
                        "repeats": 3}
    path = folder / "record.json"
    path.write_text(json.dumps(record, indent=1))
    burner: list[subprocess.Popen] = []

    def on_row(row: Row) -> None:
        # the candidate's repeat 1 runs right after its repeat 0 (the order alternates): burn through it
        if row.branch == args.candidate and not row.warmup and not row.cell_id.startswith("short-"):
            if row.repeat == 0:
                burner.append(subprocess.Popen([sys.executable, "-c", BURN]))
            elif row.repeat == 1 and burner:
                burner.pop().kill()

    ledger = Ledger.open(folder / "project")
    try:
        run_id = start_run(path, ledger, require_admission=False, on_row=on_row)
    finally:
        for p in burner:
            p.kill()
    run = load_run(ledger, run_id)
    out = {"run_id": run_id, "rows": [], "verdicts": []}
    for r in run.measured_rows:
        share = r.contention.share if r.contention is not None else None
        out["rows"].append({"cell": r.cell_id, "branch": r.branch, "repeat": r.repeat, "decode_s": r.decode_s,
                            "contention_share": share, "flagged": contended(r, run.speed_rule)})
        print(f"{r.cell_id} {r.branch:12} r{r.repeat}: decode {r.decode_s:.3f} s, competing CPU "
              f"{'—' if share is None else f'{share:.0%}'}{'  FLAGGED' if contended(r, run.speed_rule) else ''}")
    for v in assess(run).cells:
        if v.cell_id.startswith("short-"):
            continue
        out["verdicts"].append({"cell": v.cell_id, "candidate": v.candidate, "summary": v.summary, "notes": v.notes})
        print(f"\n{v.cell_id} {v.candidate}: {v.summary}")
        for note in v.notes:
            print(f"  note: {note}")
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
