"""`kvtrial demo` (what `make demo` runs): the whole story on the embedded default model.

admission → ordinary baseline and its rollback check → thresholds fixed → quick matrix for q8_0,
q8_0/turbo4 and turbo3 → quality (small) → gate with the shipped demo thresholds → report.

The task is one the embedded 135M model can do: an extraction question about the fictional project brief
(its budget, the fact the model answers most reliably), one cell at 1024 and one at 4096 input tokens, so
a fact a cache loses shows as a wrong answer where the ordinary cache answered right. The 4096-token cell
is where the cache matters: at 1024 tokens a 135M model's decode step reads mostly weights, at 4096 the
KV cache weighs in, so decode speed shows the cache's kernel. One question keeps the whole demo within
8 minutes on 2 cores: each cell costs a warm-up and two repeats per branch, and a 4096-token request
takes several times a 1024-token one. The steps run one after another: on a machine of two cores, the
quality step beside the matrix would take cores from the requests whose speed the matrix measures.
Every branch runs under the `kvtrial` attention implementation that `kvtrial init` writes, so the
quantized caches decode on their kernel. The long-brief task stays the default of `kvtrial init` for
real models.
Each step is the very command a user would type, run in this process, so the demo cannot drift
from the commands it shows; the commands are printed as they run.
"""

from __future__ import annotations

import shutil
import time
from importlib.resources import files
from pathlib import Path
from typing import Any

import typer

from kvtrial.defaults import DEFAULT_MODEL, default_candidates
from kvtrial.errors import KvtrialError

DEMO_CANDIDATES = ("q8_0", "q8_0/turbo4", "turbo3")
# A question a 135M model answers from the brief (docs/facts.md, model probe); each question asked adds a cell
# per length, and a 4096-token request takes several times a 1024-token one on 2 cores.
DEMO_QUESTIONS = ("q_budget",)
# `--task`: each question at one input length; a short answer fits in 24 tokens.
TASK_INPUT_TOKENS, TASK_BUDGET = 1024, 24


def _invoke(root: Any, args: list[str]) -> int:
    """Run one kvtrial command line in-process on the root command group; its exit code (errors propagate
    as KvtrialError). The root comes from the demo's own context, so this module needs no import of the CLI."""
    typer.secho("\n$ kvtrial " + " ".join(args), bold=True)
    result = root.main(args=args, prog_name="kvtrial", standalone_mode=False)
    return int(result or 0)


def demo_command(
    ctx: typer.Context,
    project: Path = typer.Option(Path("kvtrial-demo"), "--project", help="Folder for the demo's ledger, record and report."),
    model: str = typer.Option(DEFAULT_MODEL, "--model", help="Model id (default: the embedded SmolLM2-135M)."),
    quality_ctx: int = typer.Option(256, "--quality-ctx", min=16, help="Context of the quality windows."),
    quality_windows: int = typer.Option(2, "--quality-windows", min=1, help="Windows scored by the quality step."),
    task: Path = typer.Option(None, "--task", help="Run the demo on your own task file (a .jsonl file or a folder; "
                                                   "e.g. examples/licences/task.jsonl): every question once, at "
                                                   f"{TASK_INPUT_TOKENS} input tokens."),
) -> None:
    """Run admission, baseline, a quick matrix, quality, gate and report on the embedded model."""
    from kvtrial.protocol.ledger import Ledger

    start = time.perf_counter()
    project.mkdir(parents=True, exist_ok=True)
    record = project / "record.json"
    thresholds = project / "thresholds.toml"
    quality = project / "quality.json"
    candidates = default_candidates(model, DEMO_CANDIDATES)  # and the model's tuned window plan, where it has one
    cand_args = [a for c in candidates for a in ("--candidate", c)]
    steps: list[tuple[str, float]] = []

    def step(name: str, args: list[str], allowed: tuple[int, ...] = (0,)) -> int:
        t = time.perf_counter()
        code = _invoke(ctx.find_root().command, args)
        steps.append((name, time.perf_counter() - t))
        typer.secho(f"[demo] {name}: {steps[-1][1]:.0f} s (elapsed {time.perf_counter() - start:.0f} s)", dim=True)
        if code not in allowed:
            raise KvtrialError(f"demo step {name!r} failed (exit {code}); its output is above")
        return code

    question_args = [a for q in DEMO_QUESTIONS for a in ("--question", q)]
    task_args = ["--task", f"file:{task}"] if task is not None else ["--task", "questions", *question_args]
    step("init", ["init", str(record), "--model", model, *cand_args, "--profile", "quick", *task_args, "--force"])
    if task is not None:
        _task_matrix(record)
    step("admit", ["admit", str(record), "--project", str(project)])
    step("baseline", ["baseline", str(record), "--project", str(project)])
    step("rollback", ["rollback", "--project", str(project)], allowed=(0, 1))
    # Thresholds are fixed before the run: the run stores this file's sha256, the gate checks it.
    shutil.copyfile(str(files("kvtrial") / "data" / "thresholds-demo.toml"), thresholds)
    if task is not None:
        _task_thresholds(record, thresholds)
    step("run", ["run", str(record), "--project", str(project), "--thresholds", str(thresholds)])
    run_id = Ledger.open(project).runs()[0].run_id
    step("quality", ["quality", "--model", model, *[a for c in candidates for a in ("--cache", c)],
                     "--n-ctx", str(quality_ctx), "--windows", str(quality_windows), "--out", str(quality)])
    step("gate", ["gate", run_id, "--project", str(project), "--thresholds", str(thresholds),
                  "--quality", str(quality), "--json", str(project / "reports" / run_id / "gate.json")],
         allowed=(0, 1))
    out = project / "reports" / run_id
    step("report", ["report", run_id, "--project", str(project), "--quality", str(quality),
                    "--thresholds", str(thresholds), "--out", str(out), "--plan-memory", "4GiB"])
    step("doctor", ["doctor", run_id, "--project", str(project), "--quality", str(quality)])

    typer.echo("\nsteps: " + ", ".join(f"{n} {s:.0f} s" for n, s in steps)
               + f"; total {time.perf_counter() - start:.0f} s")
    for line in _answer_lines(project, run_id, quality, thresholds):  # the answer per candidate, one line each
        typer.echo(line)
    typer.secho(f"report: {(out / 'report.html').resolve()}", bold=True)


def _task_matrix(record: Path) -> None:
    """One cell per question of the task, one repeat pair: every question of a 20-question task stays within
    minutes on 2 cores (each question is its own cell, a warm-up and a repeat per branch)."""
    import json

    from kvtrial.protocol.record import parse_record

    data = json.loads(record.read_text(encoding="utf-8"))
    data["matrix"] = {"profile": "custom", "input_tokens": [TASK_INPUT_TOKENS], "output_budgets": [TASK_BUDGET],
                      "repeats": 1}
    parse_record(data, str(record))
    record.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    typer.secho(f"[demo] matrix: every question at {TASK_INPUT_TOKENS} input tokens, {TASK_BUDGET} output "
                "tokens, one repeat", dim=True)


def _task_thresholds(record: Path, thresholds: Path) -> None:
    """The demo's thresholds with the task's cells as targets and one repeat, written before the run."""
    import re

    from kvtrial.protocol.record import load_record
    from kvtrial.protocol.samples import record_task

    task = record_task(load_record(record))
    assert task is not None
    cells = ", ".join(f'"in{TASK_INPUT_TOKENS}-out{TASK_BUDGET}-{q}"' for q in task.question_ids)
    text = thresholds.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^target_cells = .*$", f"target_cells = [{cells}]", text)
    text = re.sub(r"(?m)^min_repeats = .*$", "min_repeats = 1", text)
    thresholds.write_text(text, encoding="utf-8")


def _answer_lines(project: Path, run_id: str, quality: Path, thresholds: Path) -> list[str]:
    from kvtrial.commands._run_options import open_run
    from kvtrial.verdicts.answer import run_answers
    from kvtrial.verdicts.assessment import assess

    return [a.line for a in run_answers(assess(open_run(project, run_id, quality)), thresholds)]
