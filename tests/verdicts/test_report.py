from __future__ import annotations

import base64
import re
from html.parser import HTMLParser

import pytest

from kvtrial.records import AdmissionEvidence
from kvtrial.records.row import RowStatus
from kvtrial.verdicts import gate as gate_mod
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.report import write_report
from kvtrial.verdicts.rules import CLAIM_WORDS
from kvtrial.verdicts.thresholds import load_thresholds

VOID = {"meta", "img", "br", "hr", "link", "input"}
PLOTS = ("kv_memory", "decode_speed", "decode_steps", "kl_bits", "fact_grades")


class _Checker(HTMLParser):
    """Balanced tags, and every inline image decoded."""

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.images, self.figures = [], [], [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "img":
            self.images.append(a)
        if tag == "figure":
            self.figures.append(a.get("id"))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1] if self.stack else 'nothing'}")
        else:
            self.stack.pop()


def _check_html(text):
    c = _Checker()
    c.feed(text)
    c.close()
    assert c.errors == [] and c.stack == [], (c.errors, c.stack)
    assert text.startswith("<!DOCTYPE html>")
    return c


def _text_of(html_text: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r'src="data:[^"]+"', "", html_text))


def test_full_report_is_valid_self_contained_html_with_every_plot(cell_factory, run_factory, thresholds_file, tmp_path):
    rows = cell_factory() + cell_factory(cell="in4096-out256")
    run = run_factory(rows)
    a = assess(run)
    g = gate_mod.evaluate_gate(a, load_thresholds(thresholds_file))
    files = write_report(a, tmp_path, gate=g)
    text = files.html.read_text()
    assert "Per candidate: q8_0: releasable (all 8 items pass)." in text
    c = _check_html(text)
    assert sorted(c.figures) == sorted(f"plot-{k}" for k in PLOTS)
    assert len(c.images) == len(PLOTS)
    for img in c.images:
        assert img["src"].startswith("data:image/png;base64,")
        assert base64.b64decode(img["src"].split(",", 1)[1])[:8] == b"\x89PNG\r\n\x1a\n"
    # self-contained: no external resource
    assert not re.search(r'(src|href)="(?!data:|#)', text)
    for section in ("Admission table", "Matrix", "Quality", "Fact grades", "Release gate", "Troubleshooting",
                    "Recommendation"):
        assert section in text
    assert "saves 75 %" in text  # the compared cells do carry their claims
    md = files.markdown.read_text()
    assert all(f"report_files/{k}.png" in md for k in PLOTS)
    assert all(p.exists() and p.read_bytes()[:4] == b"\x89PNG" for p in files.plots)


@pytest.mark.parametrize("case", ["early stop", "ordinary oom", "invalid comparison", "empty", "within noise"])
def test_no_forbidden_claim_in_report(case, cell_factory, run_factory, tmp_path):
    if case == "early stop":
        rows = cell_factory(cand_kw={"output_tokens": 100, "stop_reason": "eos", "decode_s": 2.0, "kv_bytes": 10})
    elif case == "ordinary oom":
        rows = cell_factory(ord_kw={"status": RowStatus.OOM})
    elif case == "invalid comparison":
        rows = cell_factory(cand_kw={"status": RowStatus.INVALID_COMPARISON, "decode_s": 2.0, "kv_bytes": 10})
    elif case == "empty":
        rows = []
    else:
        t = {"ordinary": [10.0, 12.0, 9.0], "q8_0": [9.5, 11.0, 9.2]}
        rss = {"ordinary": [900e6, 950e6, 910e6], "q8_0": [905e6, 920e6, 940e6]}
        rows = cell_factory(per_repeat=lambda i, b: {
            "decode_s": t[b][i], "prefill_s": t[b][i] / 10, "generation_s": t[b][i] * 1.1, "kv_bytes": 1000,
            "peak_allocated_bytes": 1000, "peak_reserved_bytes": int(rss[b][i]), "monitor_peak_rss_bytes": int(rss[b][i])})
    files = write_report(assess(run_factory(rows)), tmp_path)
    for path in (files.html, files.markdown):
        text = _text_of(path.read_text()).lower()
        found = [w for w in CLAIM_WORDS if w in text]
        assert not found, (case, path.name, found)
    _check_html(files.html.read_text())
    if case == "empty":
        assert "pending verification" in files.html.read_text()


def test_report_with_capacity_table(cell_factory, run_factory, tmp_path):
    from kvtrial.memory.activations import ActivationEstimate
    from kvtrial.memory.capacity import CapacityTable, fit_capacity
    from kvtrial.memory.costs import CacheCost

    act = ActivationEstimate(512, 1e6, 100.0, "estimated (not measured)")
    from kvtrial.memory.costs import ROWS_ONE_LINE

    costs = [CacheCost("ordinary", "f32", True, 46080.0, 0.0, (128, 384), (0, 0), 0, method=ROWS_ONE_LINE),
             CacheCost("q8_0", "q8_0", True, 12240.0, 0.0, (128, 384), (0, 0), 0, method=ROWS_ONE_LINE)]
    rows = fit_capacity(2**30, 5 * 10**8, 10**8, act, costs, 8192)
    table = CapacityTable(2**30, 5 * 10**8, 10**8, "given", act, 8192, rows)
    files = write_report(assess(run_factory(cell_factory())), tmp_path, capacity=table)
    text = files.html.read_text()
    c = _check_html(text)
    assert len(c.images) == len(PLOTS) and "Capacity table" in text and "12240.0" in text
    assert "estimated (not measured)" in text
    assert "read from the run&#x27;s rows as one line" in text or "read from the run's rows as one line" in text


def test_cold_single_request_cell_prints_no_ratio_in_the_matrix(tmp_path):
    from kvtrial.verdicts.load import load_run
    from tests.verdicts.test_rules import _cold_first_ledger

    ledger = _cold_first_ledger(tmp_path)
    md = write_report(assess(load_run(ledger, "run-test")), tmp_path / "r").markdown.read_text()
    row = "| short-in256-out32 | q8_0 | ordinary | compared |"  # the matrix row
    (short,) = [line for line in md.splitlines() if line.startswith(row)]
    assert short.count("not comparable (no warm-up / n=1)") == 4  # peak RSS, prefill, decode, generation
    assert "5.17" not in short and "faster" not in short


def test_rows_section_shows_the_nvml_gap_on_a_gpu(cell_factory, run_factory):
    from kvtrial.verdicts.report import rows_section

    cpu = rows_section(run_factory(cell_factory()))
    assert "NVML device peak" not in cpu.tables[0].headers
    rows = cell_factory(per_repeat=lambda i, b: {"device": "cuda:0", "peak_reserved_bytes": 4 * 2**30,
                                                 "monitor_peak_device_bytes": 5 * 2**30,
                                                 "monitor_peak_process_bytes": int(4.5 * 2**30)})
    section = rows_section(run_factory(rows))
    table = section.tables[0]
    gap = table.headers.index("NVML beyond reserved")
    assert table.headers[gap - 3: gap] == ["peak reserved", "NVML device peak", "NVML process peak"]
    assert {r[gap] for r in table.rows} == {"1 GiB"}  # device peak less the allocator's reserved peak
    assert any("NVML" in p for p in section.paragraphs)


def test_report_markdown_escapes_html_and_keeps_tables_whole(cell_factory, run_factory, tmp_path):
    from kvtrial.verdicts.report import Section, Table, render_markdown

    name = "<script>alert(1)</script>|evil\nname"
    section = Section("rows", f"Rows of <b>{name}</b>", paragraphs=[f"about {name}"],
                      tables=[Table(["branch", "note"], [[name, "a|b"]])], bullets=[name])
    text = render_markdown(f"report <i>{name}</i>", [section], {})
    assert "<script>" not in text and "<b>" not in text and "<i>" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;\\|evil name" in text
    table_rows = [line for line in text.splitlines() if line.startswith("| ")]
    assert all(line.count(" | ") == 1 for line in table_rows), table_rows  # two cells per line, as the headers


def test_the_report_keeps_no_terminal_control_sequence(cell_factory, run_factory, tmp_path):
    """A model's output, an admission reason and a reviewer's name with escape sequences (a window title, a
    cleared screen, colours): `cat report.md` must not obey them, and the page shows the text without them."""
    from kvtrial.records import AdmissionEntry, AdmissionStatus

    evil = "x\x1b]0;pwned\x07y\x1b[2J\x1b[31mz\x9b1m\x00"
    rows = cell_factory(cand_kw={"error": evil, "stop_reason": "length"})
    run = run_factory(rows, admission=[AdmissionEntry("smollm2-135m", "native", "q8_0", AdmissionStatus.NOT_APPLICABLE,
                                                      AdmissionEvidence.from_dict({"reason": evil}), reason=evil)])
    files = write_report(assess(run), tmp_path)
    for path in (files.markdown, files.html):
        text = path.read_text()
        assert "\x1b" not in text and "\x07" not in text and "\x9b" not in text and "\x00" not in text, path
    assert "xyz1m" in files.markdown.read_text()  # the text stays, without what it would have done


def test_a_link_planted_at_a_report_file_is_refused_and_not_followed(cell_factory, run_factory, tmp_path):
    from kvtrial.fsio import UnsafePathError

    project, victim = tmp_path / "project", tmp_path / "victim.txt"
    victim.write_text("outside the project")
    out = project / "reports" / "run-test"
    out.mkdir(parents=True)
    (out / "report.md").symlink_to(victim)
    with pytest.raises(UnsafePathError, match="report.md: it is a symbolic link"):
        write_report(assess(run_factory(cell_factory())), out, root=project)
    assert victim.read_text() == "outside the project"
    assert not (out / "report.html").exists()  # refused before anything was written


def test_each_table_colours_its_status_cell_not_another_column() -> None:
    from kvtrial.verdicts.report import Section, Table, render_html

    tables = [Table(["candidate", "verdict", "cell"], [["q8_0", "releasable", "in4096"]], ["ok"], 1),
              Table(["#", "item", "status"], [["1", "admission", "fail"]], ["bad"], 2)]
    page = render_html("t", [Section("s", "S", [], tables)])
    assert re.findall(r'<td class="status">([^<]*)</td>', page) == ["releasable", "fail"]
    assert "nth-child" not in page  # no column fixed by position in the style sheet
