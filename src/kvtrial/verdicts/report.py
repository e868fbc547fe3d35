"""`kvtrial report RUN`: one self-contained HTML file (inline CSS, plots as inline PNG) and a
markdown twin (plots as PNG files beside it), built from the records only.

Sections: scope, the answer (one line per candidate), release gate, recommendation, the matrix with
medians and ranges and the rule applied to each cell, measured rows, admission table, quality, fact grades, troubleshooting,
capacity table, plots. Static text here avoids words of a claim (see rules.CLAIM_WORDS): such words
appear only where a compared cell's measurements support them.
"""

from __future__ import annotations

import base64
import html
import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kvtrial.controls import strip_controls
from kvtrial.fsio import atomic_write, inside
from kvtrial.memory.capacity import CapacityTable
from kvtrial.memory.phases import request_memory
from kvtrial.records import AdmissionEvidence
from kvtrial.records.fact_review import latest_reviews, row_key, stored_facts
from kvtrial.records.row import ORDINARY_BRANCH, AdmissionStatus, RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.answer import CandidateAnswer, answers
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import fact_grades
from kvtrial.verdicts.gate_result import GateResult, ItemStatus, Verdict
from kvtrial.verdicts.plots import Plot, all_plots
from kvtrial.verdicts.recommend import Recommendation, recommend
from kvtrial.verdicts.rules import CellVerdict, cell_sort_key
from kvtrial.verdicts.run_data import RunData
from kvtrial.verdicts.sizes import format_size
from kvtrial.verdicts.troubleshoot import Finding, diagnose


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]]
    row_classes: list[str] | None = None  # ok | warn | bad per row: colours the row's status cell
    status_column: int = 0  # which column holds the status the row class speaks of


@dataclass
class Section:
    key: str
    title: str
    paragraphs: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    plots: list[Plot] = field(default_factory=list)


@dataclass(frozen=True)
class ReportFiles:
    html: Path
    markdown: Path
    plots: list[Path]


def _ratio_cell(v: CellVerdict, name: str) -> str:
    m = v.metric(name)
    if v.verdict != rules.COMPARED or m is None:
        return "—"
    if m.outcome == rules.NOT_COMPARABLE:  # no ratio: it would read as a finding
        return f"{m.outcome} ({m.why_not})"
    return f"{m.ratio_text()}: {m.outcome}"


def _med_range(values: Sequence[float | None], fmt) -> str:
    vals = [v for v in values if v is not None]
    if not vals:
        return "—"
    med, lo, hi = statistics.median(vals), min(vals), max(vals)
    return fmt(med) if lo == hi else f"{fmt(med)} ({fmt(lo)}–{fmt(hi)})"


def _seconds(x: float) -> str:
    return f"{x:.3g} s"


def matrix_section(verdicts: list[CellVerdict]) -> Section:
    rows, classes = [], []
    for v in verdicts:
        rows.append([
            v.cell_id, v.candidate, v.reference, v.verdict, _ratio_cell(v, "kv_bytes"), _ratio_cell(v, "peak_rss"),
            _ratio_cell(v, "peak_added"),
            _ratio_cell(v, "prefill"), _ratio_cell(v, "decode"), _ratio_cell(v, "generation"),
            (v.decode_path or "not recorded") if v.verdict == rules.COMPARED else "—", str(len(v.evidence)),
        ])
        classes.append("ok" if v.verdict in (rules.COMPARED, rules.RUNNABLE_ONLY_CANDIDATE) else "warn")
    return Section(
        "matrix", "Matrix: candidate against its engine's ordinary cache, per cell",
        ["Memory columns are candidate ÷ reference; speed columns are reference time ÷ candidate time (the speed "
         "ratio). The reference is the ordinary cache of the candidate's own engine (`ordinary`, or for a "
         "llama.cpp candidate the record's llama.cpp f16 branch). Each is the median over repeat pairs with its "
         "min–max range. Output lengths are compared "
         "before any ratio; a difference inside the repeat spread reads 'no measurable difference'. A time "
         "or peak ratio from a cell where a branch had no completed warm-up, from one repeat pair, or from rows "
         "that shared their device while running reads 'not comparable' and shows no ratio.",
         "Decode and generation speed rest on the path the candidate's decode steps took, named in 'candidate "
         "decode': a kernel that reads the packed codes (C on CPU, Triton on CUDA), or the torch fallback, which "
         "dequantizes the whole stored cache on every step, with its recorded reason."],
        [Table(["cell", "candidate", "against", "verdict", "KV bytes", "peak RSS", "peak added", "prefill speed",
                "decode speed",
                "generation speed", "candidate decode", "rows"], rows, classes, 3)],
    )


def rule_notes_section(verdicts: list[CellVerdict]) -> Section:
    bullets = []
    for v in verdicts:
        text = f"{v.cell_id} · {v.candidate}: {v.summary}"
        if v.notes:
            text += " — " + " ".join(v.notes)
        if v.evidence:
            text += f" [evidence: {', '.join(v.evidence)}]"
        bullets.append(text)
    return Section("rules", "Rule applied to each cell", bullets=bullets or ["No cells."])


def rows_section(run: RunData) -> Section:
    groups: dict[tuple[str, str], list] = defaultdict(list)
    for r in run.measured_rows:
        groups[(r.cell_id, r.branch)].append(r)
    rows = []
    # On CUDA the NVML monitor's peaks stand beside the allocator's: the gap is what the allocator
    # does not count (CUDA context, library workspaces, other processes on the device).
    gpu = any(r.monitor_peak_device_bytes for r in run.measured_rows)
    for (cell, branch) in sorted(groups, key=lambda k: (cell_sort_key(k[0]), k[1] != ORDINARY_BRANCH, k[1])):
        rs = groups[(cell, branch)]
        ok = [r for r in rs if r.status == RowStatus.OK]
        statuses = ", ".join(f"{s} {n}" for s, n in sorted(Counter(r.status for r in rs).items()))
        memory = [m for r in ok if (m := request_memory(r.monitor_memory, r.kv_bytes)) is not None]
        rows.append([
            cell, branch, statuses,
            _med_range([r.output_tokens for r in ok], str),
            ", ".join(sorted({str(r.stop_reason) for r in ok})) or "—",
            ", ".join(sorted({str(r.effective_cache) for r in rs if r.effective_cache})) or "—",
            _med_range([r.kv_bytes for r in ok], format_size),
            _med_range([r.monitor_peak_rss_bytes for r in ok], format_size),
            _med_range([m.peak_added_bytes for m in memory], format_size),
            _med_range([m.prefill_transient_bytes for m in memory], format_size),
            _med_range([m.beyond_kv_bytes for m in memory], format_size),
            _med_range([r.peak_allocated_bytes for r in ok], format_size),
            _med_range([r.prefill_s for r in ok], _seconds),
            _med_range([r.decode_s for r in ok], _seconds),
        ] + ([
            _med_range([r.peak_reserved_bytes for r in ok], format_size),
            _med_range([r.monitor_peak_device_bytes for r in ok], format_size),
            _med_range([r.monitor_peak_process_bytes for r in ok], format_size),
            _med_range([r.monitor_peak_device_bytes - r.peak_reserved_bytes for r in ok
                        if r.monitor_peak_device_bytes is not None and r.peak_reserved_bytes is not None], format_size),
        ] if gpu else []))
    warm = len([r for r in run.rows if r.warmup])
    return Section(
        "rows", "Measured rows (medians and ranges over repeats)",
        [f"Warm-up rows are stored apart and not counted ({warm} in this run). Peak RSS is the device-monitor "
         "reading (/proc); peak allocated is the framework's figure.",
         "What a request added to the process, beside its KV bytes: 'peak added' is its RSS peak less the resident "
         "memory when it began; 'prefill transient' what the prompt's forward passes held only while they ran "
         "(activations, attention, a quantized write's temporaries); 'beyond KV' what the process held at the "
         "request's end besides the stored keys and values (decode buffers, growth slack, the heap's keeping)."]
        + (["On the GPU, NVML (sampled during each request) gives the device's and this process's peak beside the "
            "allocator's peak reserved; 'NVML beyond reserved' is the device peak less peak reserved: memory the "
            "allocator does not count (CUDA context, library workspaces, other processes)."] if gpu else []),
        [Table(["cell", "branch", "status", "output tokens", "stop", "effective cache", "KV bytes", "peak RSS",
                "peak added", "prefill transient", "beyond KV", "peak allocated", "prefill", "decode"]
               + (["peak reserved", "NVML device peak", "NVML process peak", "NVML beyond reserved"] if gpu else []),
               rows)] if rows else [],
        [] if rows else ["No rows recorded: every comparison is pending verification."],
    )


def admission_section(run: RunData) -> Section:
    if run.admission is None:
        return Section("admission", "Admission table", ["No admission table was available for this run."])
    rows = []
    for a in run.admission:
        rows.append([a.model, a.backend, a.setting, a.status, a.reason or "—", _admission_evidence(a.evidence)])
    return Section("admission", "Admission table", [],
                   [Table(["model", "backend", "setting", "status", "reason", "evidence"], rows,
                          ["ok" if a.status == AdmissionStatus.TRIAL_ALLOWED else "warn" for a in run.admission], 3)])


def _admission_evidence(e: AdmissionEvidence) -> str:
    """What a probe showed, in a line: the effective cache read back, its decode path, the short sample, versions."""
    parts = [f"effective {e.effective_cache}" + (" (confirmed)" if e.cache_confirmed else "") if e.effective_cache
             else "", f"decode: {e.decode_path.label}" if e.decode_path else "",
             f"short sample {e.input_tokens} → {e.output_tokens} tokens ({e.stop_reason})"
             if e.input_tokens is not None and e.output_tokens is not None else "",
             f"revision {e.model_revision[:12]}" if e.model_revision else "",
             ", ".join(f"{k} {v}" for k, v in e.dependency_versions.items()),
             f"record {e.config_version[:12]}" if e.config_version else ""]
    return "; ".join(p for p in parts if p) or "—"


def _est(v: float | None, err: float | None, scale: float = 1.0, digits: str = "{:.4g}") -> str:
    if v is None:
        return "—"
    text = digits.format(v * scale)
    return text + (f" ± {digits.format(err * scale)}" if err else "")


def quality_section(run: RunData) -> Section:
    q = run.quality
    if q is None or not q.entries:
        return Section("quality", "Quality against the ordinary cache's logits",
                       ["No quality results for this run (run `kvtrial quality` and pass --quality)."])
    rows = [[e.setting, _est(e.bits_per_value, None, digits="{:.3g}"), _est(e.ppl, e.ppl_error),
             _est(e.ppl_ratio, None), _est(e.kld_mean, e.kld_mean_error), _est(e.kld_p99, None),
             _est(e.same_top1, e.same_top1_error, 100, "{:.2f}") + (" %" if e.same_top1 is not None else ""),
             str(e.tokens or "—")] for e in q.entries]
    meta = ", ".join(x for x in (f"file {q.path}", f"corpus {q.corpus}" if q.corpus else "",
                                 f"n_ctx {q.n_ctx}" if q.n_ctx else "") if x)
    return Section("quality", "Quality against the ordinary cache's logits", [meta],
                   [Table(["setting", "bits/value", "PPL", "PPL ratio", "KL mean", "KL 99 %", "same top-1",
                           "tokens"], rows)])


def facts_section(run: RunData) -> Section:
    counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    errors: dict[tuple[str, str], list[int]] = defaultdict(list)
    for r in run.measured_rows:
        if r.status != RowStatus.OK:
            continue
        for g in fact_grades(r):
            counts[(r.cell_id, r.branch)][g.label] += 1
        if r.fact_errors is not None:
            errors[(r.cell_id, r.branch)].append(r.fact_errors)
    keys = sorted(set(counts) | set(errors), key=lambda k: (cell_sort_key(k[0]), k[1] != ORDINARY_BRANCH, k[1]))
    if not keys:
        return Section("facts", "Fact grades", ["No fact grades in this run's rows."])
    grades = ["correct", "omitted", "distorted", "unsupported"]
    if any(c.get("not gradable") for c in counts.values()):
        grades.append("not gradable")  # a brief in a language without rules: no label, until a person gives one
    rows = [[cell, branch, *[str(counts[(cell, branch)].get(g, 0)) for g in grades],
             _med_range(errors[(cell, branch)], str)] for cell, branch in keys]
    return Section("facts", "Fact grades", ["Every fact graded against the source text, never against the "
                                            "ordinary output. Counts over all repeats."],
                   [Table(["cell", "branch", *grades, "fact errors per output"], rows)])


def task_section(run: RunData) -> Section | None:
    """Per question of the user's task file: each branch's answers in each cell, by where the evidence sat, and
    the questions a candidate loses that the ordinary cache answers; None for a run without a task file."""
    from kvtrial.verdicts.task_answers import losses, question_cells, summary

    cells = question_cells(run)
    if not cells:
        return None
    branches = [ORDINARY_BRANCH, *run.candidates]
    rows = [[qc.question_id, qc.kind, qc.position, qc.cell, *[summary(qc.by_branch.get(b, Counter())) for b in branches]]
            for qc in cells]
    lost = losses(cells)
    by_position = Counter(x.position for x in lost)
    paragraphs = [
        "Each answer graded against the task file's reference (dates, amounts and numbers by value, names and "
        "options by their words, free text by word overlap); uncertain: the machine was unsure, review it with "
        f"`kvtrial facts review {run.run_id}`. Position: where the answer's passage sat in the input.",
        (f"{len(lost)} question-cells a candidate loses that ordinary answers in every repeat"
         + (" (by position: " + ", ".join(f"{p} {n}" for p, n in sorted(by_position.items())) + ")" if lost else "")
         + ".")]
    tables = [Table(["question", "kind", "position", "cell", *branches], rows)]
    if lost:
        tables.append(Table(["candidate", "question", "cell", "position", "ordinary answered", "candidate answered"],
                            [[x.candidate, x.question_id, x.cell, x.position, x.ordinary_answer,
                              x.candidate_answer + (" — uncertain" if x.uncertain else "")] for x in lost]))
    return Section("questions", "Answers per question", paragraphs, tables)


def fact_review_section(run: RunData) -> Section | None:
    """The labels a person should review (uncertain) or did review, each with the machine's label beside the
    person's; None when there are none."""
    decisions = latest_reviews(run.fact_reviews)
    rows = []
    for r in run.measured_rows:
        key = row_key(r)
        for f in stored_facts(r):
            d = decisions.get((key, f.fact_id))
            if d is None and not f.uncertain:
                continue
            rows.append([f"{r.cell_id}:{r.branch}:r{r.repeat}", f.fact_id, f.label,
                         "; ".join(f.doubts[:2]) or "—", f.span.text if f.span is not None else "—",
                         d.label if d else "not reviewed", f"{d.reviewer}, {d.created_at}" if d else "—"])
    if not rows:
        return None
    waiting = sum(1 for x in rows if x[5] == "not reviewed")
    return Section("fact-reviews", "Fact labels for review", [
        "Uncertain machine labels and a person's decisions on them (`kvtrial facts review RUN`), kept beside the "
        f"machine grades, never over them. {waiting} of {len(rows)} not reviewed."],
        [Table(["row", "fact", "machine label", "why uncertain", "brief span", "reviewed label", "by, when"], rows)])


def gate_section(gate: GateResult | None, refusal: str | None = None) -> Section:
    if refusal:
        return Section("gate", "Release gate", [refusal])
    if gate is None:
        return Section("gate", "Release gate", ["Not evaluated: no thresholds file was given "
                                                "(`kvtrial report RUN --thresholds FILE`)."])
    rows = [[str(i.number), i.title, i.status, i.detail, "; ".join(i.evidence[:6])] for i in gate.items]
    classes = ["ok" if i.status == ItemStatus.PASS else "bad" if i.status == ItemStatus.FAIL else "warn" for i in gate.items]
    verdicts = "Per candidate: " + "; ".join(gate.verdict_lines()) + "." if gate.per_candidate else ""
    return Section("gate", "Release gate", [f"Thresholds: {gate.thresholds_path}", gate.conclusion, verdicts],
                   [Table(["#", "item", "status", "detail", "evidence"], rows, classes, 2)])


def troubleshooting_section(findings: list[Finding]) -> Section:
    if not findings:
        return Section("troubleshooting", "Troubleshooting", ["No symptom found in the records."])
    rows = [[f.severity, f.symptom, "; ".join(f.causes), f.action, "; ".join(f.evidence[:6])
             + (f" (+{len(f.evidence) - 6} more)" if len(f.evidence) > 6 else "")] for f in findings]
    return Section("troubleshooting", "Troubleshooting", [],
                   [Table(["severity", "symptom", "likely causes", "action", "evidence"], rows,
                          ["bad" if f.severity == "error" else "warn" if f.severity == "warning" else "" for f in findings], 0)])


def recommendation_section(recs: list[Recommendation]) -> Section:
    rows = [[r.use_case.title, r.status, r.setting or "—", r.cell_id or "—", r.reason,
             "; ".join(f"{c}: {why}" for c, why in r.considered) or "—"] for r in recs]
    return Section("recommendation", "Recommendation per use case",
                   ["From the records of this run only; the scope above bounds every recommendation."],
                   [Table(["use case", "status", "setting", "judged on cell", "why", "candidates considered"], rows)])


def capacity_section(table: CapacityTable | None) -> Section | None:
    if table is None:
        return None
    rows = [[p.setting, f"{p.cost.bytes_per_token:.1f}" if p.cost else "—", str(p.max_context), p.limited_by,
             format_size(p.kv_bytes_at_max), p.admission or "—", p.note or "—"] for p in table.rows]
    a = table.activations
    terms = (f"Memory {format_size(table.memory_bytes)} = weights {format_size(table.weights_bytes)} (measured) + runtime "
             f"{format_size(table.runtime_bytes)} ({table.runtime_note}) + activations {format_size(a.fixed_bytes)} + "
             f"{a.per_token_bytes:.0f} B per context token ({a.note}) + the KV cache "
             f"({table.kv_method or 'method not recorded'}); model limit {table.model_max_context} tokens.")
    return Section("capacity", "Capacity table", [terms],
                   [Table(["setting", "KV bytes/token (measured)", "longest context", "limited by",
                           "KV cache there", "admission", "note"], rows)])


def answer_section(lines: list[CandidateAnswer], gated: bool) -> Section:
    rows = [[x.candidate, x.verdict, x.cell or "—", x.kv_saved, x.decode, x.prefill, x.kl, x.facts] for x in lines]
    classes = ["ok" if x.verdict.startswith(Verdict.RELEASABLE) else
               "bad" if x.verdict.startswith(Verdict.NOT_RELEASABLE) else "warn" for x in lines]
    return Section(
        "answer", "Answer",
        ["One line per candidate; the evidence follows. KV, decode and prefill are read at the deepest compared "
         "cell (speed: ordinary's time ÷ the candidate's, median over repeat pairs); KL is the mean KL divergence "
         "from the ordinary cache's logits; facts count fact errors over the candidate's rows, the ordinary "
         "cache's on the same inputs beside them."
         + ("" if gated else " No thresholds were given, so no release verdict (`--thresholds FILE`).")],
        [Table(["candidate", "verdict", "cell", "KV", "decode speed", "prefill speed", "KL mean", "facts"], rows,
               classes, 1)] if rows else [],
        [] if rows else ["No candidates in this run."])


def build_sections(a: Assessment, gate: GateResult | None = None, capacity: CapacityTable | None = None,
                   gate_refusal: str | None = None) -> list[Section]:
    """Every section of the report, all read from one assessment of the run."""
    run, verdicts = a.run, list(a.cells)
    findings = diagnose(a)
    recs = recommend(a)
    sections = [
        Section("scope", "Scope", [f"Run {run.run_id}" + (f", started {run.created_at}" if run.created_at else "") + ".",
                                   "Scope: " + run.scope_text()]),
        answer_section(answers(a, gate), gate is not None),
        gate_section(gate, gate_refusal),
        recommendation_section(recs),
        matrix_section(verdicts),
        rule_notes_section(verdicts),
        Section("plots", "Plots", plots=all_plots(a, [r.cost for r in capacity.rows if r.cost] if capacity else None)),
        rows_section(run),
        admission_section(run),
        quality_section(run),
        facts_section(run),
        troubleshooting_section(findings),
    ]
    per_question = task_section(run)
    if per_question:
        sections.insert(next(i for i, x in enumerate(sections) if x.key == "facts") + 1, per_question)
    reviews = fact_review_section(run)
    if reviews:
        sections.insert(next(i for i, x in enumerate(sections) if x.key == "facts") + 1, reviews)
    capacity_part = capacity_section(capacity)
    if capacity_part:
        sections.append(capacity_part)
    return sections


CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem auto;max-width:1200px;
padding:0 1rem;color:#1d1d1f;line-height:1.45}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;border-bottom:2px solid #e0e0e0;padding-bottom:.2rem;
margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.85rem;margin:.6rem 0}
th,td{border:1px solid #ddd;padding:.3rem .45rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}tr.ok td.status{background:#e8f5e9}tr.warn td.status{background:#fff8e1}
tr.bad td.status{background:#ffebee}
nav a{margin-right:.8rem;font-size:.85rem}figure{margin:1rem 0;display:inline-block;width:48%;min-width:420px;
vertical-align:top}figure img{max-width:100%;border:1px solid #eee}figcaption{font-size:.8rem;color:#555}
li{margin:.2rem 0;font-size:.9rem}.meta{color:#555;font-size:.9rem}
"""


def _e(text: object) -> str:
    return html.escape(strip_controls(str(text)), quote=True)


def render_html(title: str, sections: list[Section]) -> str:
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           f"<title>{_e(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>", f"<h1>{_e(title)}</h1>",
           "<nav>" + "".join(f'<a href="#{s.key}">{_e(s.title)}</a>' for s in sections) + "</nav>"]
    for s in sections:
        out.append(f'<section id="{_e(s.key)}">')
        out.append(f"<h2>{_e(s.title)}</h2>")
        out.extend(f'<p class="meta">{_e(p)}</p>' for p in s.paragraphs if p)
        for t in s.tables:
            out.append("<table>")
            out.append("<thead><tr>" + "".join(f"<th>{_e(h)}</th>" for h in t.headers) + "</tr></thead>")
            out.append("<tbody>")
            for i, row in enumerate(t.rows):
                cls = t.row_classes[i] if t.row_classes and t.row_classes[i] else ""
                attr = f' class="{_e(cls)}"' if cls else ""
                out.append(f"<tr{attr}>" + "".join(f'<td class="status">{_e(c)}</td>' if j == t.status_column and cls
                                                   else f"<td>{_e(c)}</td>" for j, c in enumerate(row)) + "</tr>")
            out.append("</tbody>")
            out.append("</table>")
        if s.bullets:
            out.append("<ul>" + "".join(f"<li>{_e(b)}</li>" for b in s.bullets) + "</ul>")
        for p in s.plots:
            data = base64.b64encode(p.png).decode("ascii")
            out.append(f'<figure id="plot-{_e(p.key)}"><img alt="{_e(p.title)}" src="data:image/png;base64,{data}">'
                       f"<figcaption>{_e(p.caption)}</figcaption></figure>")
        out.append("</section>")
    out.extend(["</body>", "</html>"])
    return "\n".join(out) + "\n"


# Markdown that would make a viewer fetch or link something: `[` and `]` (every link and image needs
# both), and bare URLs that GFM links by itself (`https://`, `www.`). A backslash is escaped too, so the
# text's own `\[` stays text.
_MD_ACTIVE = re.compile(r"[\\\[\]]|(?<=[A-Za-z])(?=://)|(?<=\bwww)(?=\.)", re.IGNORECASE)


def _md(text: object) -> str:
    """Text from the ledger (names, errors, model output) as inert Markdown, as the HTML report shows it:
    HTML escaped (a viewer must not render a name's tags), no link or image (`![t](https://...)` stays
    text), table cells kept whole ("|" escaped), one line."""
    inert = _MD_ACTIVE.sub(lambda m: "\\" + m.group(0), strip_controls(str(text)))
    return html.escape(inert, quote=False).replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def render_markdown(title: str, sections: list[Section], plot_files: dict[str, str]) -> str:
    out = [f"# {_md(title)}", ""]
    for s in sections:
        out += [f"## {_md(s.title)}", ""]
        for p in s.paragraphs:
            if p:
                out += [_md(p), ""]
        for t in s.tables:
            out.append("| " + " | ".join(_md(h) for h in t.headers) + " |")
            out.append("|" + "---|" * len(t.headers))
            out.extend("| " + " | ".join(_md(c) for c in row) + " |" for row in t.rows)
            out.append("")
        if s.bullets:
            out += [f"* {_md(b)}" for b in s.bullets] + [""]
        for plot in s.plots:
            out += [f"![{_md(plot.title)}]({plot_files[plot.key]})", "", f"*{_md(plot.caption)}*", ""]
    return "\n".join(out)


def write_report(a: Assessment, out_dir: str | Path, gate: GateResult | None = None,
                 capacity: CapacityTable | None = None, name: str = "report", gate_refusal: str | None = None,
                 root: str | Path | None = None) -> ReportFiles:
    """Write `<name>.html` (self-contained), `<name>.md` and its plots under `<name>_files/`.

    `root`: the folder no write may leave through a link (the project, when the report goes inside it)."""
    out = Path(out_dir)
    if root is not None:  # refuse a planted link before anything is written, not halfway through
        for target in (out / f"{name}.html", out / f"{name}.md"):
            inside(target, root)
    sections = build_sections(a, gate, capacity, gate_refusal)
    title = f"kvtrial report — run {a.run.run_id}"
    plots_dir = out / f"{name}_files"
    plot_files, written = {}, []
    for s in sections:
        for p in s.plots:
            path = plots_dir / f"{p.key}.png"
            atomic_write(path, p.png, root=root)
            plot_files[p.key] = f"{plots_dir.name}/{path.name}"
            written.append(path)
    html_path, md_path = out / f"{name}.html", out / f"{name}.md"
    # Both rendered before either is written, and each written atomically: a failure leaves no half report.
    page, markdown = render_html(title, sections), render_markdown(title, sections, plot_files)
    atomic_write(html_path, page, root=root)
    atomic_write(md_path, markdown, root=root)
    return ReportFiles(html_path, md_path, written)
