"""The decode path behind each speed verdict: the doctor's slow-fallback rule, the cell claims, the
gate's performance item and the decode-speed plot (which draws only cells the matrix compares)."""

from __future__ import annotations

from kvtrial.verdicts import gate
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.plots import comparable_decode_cells, decode_speed_vs_depth
from kvtrial.verdicts.thresholds import load_thresholds
from kvtrial.verdicts.troubleshoot import diagnose

SDPA_REASON = "the model's attention implementation is not `kvtrial`"
# What `describe` records for a request of 31 one-token decode steps over 30 layers.
TORCH = {"decode": {"path": "torch", "kernel_steps": 0, "torch_steps": 930, "torch_reasons": {SDPA_REASON: 930}}}
KERNEL = {"decode": {"path": "kernel", "kernel_steps": 930, "torch_steps": 0, "torch_reasons": {}}}


def _cell(cell_factory, report, decode_factor=1.25, **kw):
    """A compared cell whose candidate decodes `decode_factor` times slower than ordinary."""
    return cell_factory(cand_kw={"cache_report": report}, per_repeat=lambda i, b: {
        "decode_s": 10.0 * (decode_factor if b != "ordinary" else 1) + 0.1 * i}, **kw)


def test_the_doctor_flags_a_slow_fallback_with_its_cause_fix_and_measured_cost(cell_factory, run_factory):
    findings = diagnose(assess(run_factory(_cell(cell_factory, TORCH))))
    (f,) = [f for f in findings if f.rule == "slow-fallback-path"]
    assert f.severity == "warning" and f.symptom.startswith("slow fallback path: q8_0 decoded on the torch fallback")
    assert "in 3 of 3 completed rows" in f.symptom and SDPA_REASON in f.symptom
    assert "in1024-out256 0.8" in f.symptom  # the cost the run measured: the decode speed ratio
    assert 'attn_implementation to "kvtrial"' in f.action and len(f.evidence) == 3


def test_the_doctor_prices_a_fallback_it_cannot_compare_as_unmeasured(cell_factory, run_factory):
    findings = diagnose(assess(run_factory(_cell(cell_factory, TORCH, repeats=1))))  # one pair: no ratio
    (f,) = [f for f in findings if f.rule == "slow-fallback-path"]
    assert "no comparable decode ratio" in f.symptom


def test_a_kernel_decode_raises_no_fallback_finding(cell_factory, run_factory):
    assert "slow-fallback-path" not in {f.rule for f in diagnose(assess(run_factory(_cell(cell_factory, KERNEL))))}


def test_each_speed_claim_names_the_candidates_decode_path(cell_factory, run_factory):
    (v,) = assess(run_factory(_cell(cell_factory, TORCH))).cells
    assert v.decode_fallback and v.decode_path == f"torch fallback: {SDPA_REASON}"
    decode = v.metric("decode")
    assert decode is not None and decode.claim().endswith(f"[candidate decode: torch fallback: {SDPA_REASON}]")
    prefill = v.metric("prefill")
    assert prefill is not None and "candidate decode" not in prefill.claim()  # prefill reads no packed codes
    (k,) = assess(run_factory(_cell(cell_factory, KERNEL))).cells
    assert not k.decode_fallback and k.metric("decode").claim().endswith("[candidate decode: C kernel]")


def test_the_gate_says_when_a_candidates_times_rest_on_the_fallback(cell_factory, run_factory, thresholds_file):
    th = load_thresholds(thresholds_file)
    item = gate.evaluate_gate(assess(run_factory(_cell(cell_factory, TORCH))), th).items[3]
    assert item.number == 4 and "q8_0: its times rest on the torch fallback" in item.detail
    assert "not on the C kernel" in item.detail and "slow fallback path" in item.detail
    kernel = gate.evaluate_gate(assess(run_factory(_cell(cell_factory, KERNEL))), th).items[3]
    assert "fallback" not in kernel.detail and kernel.status == item.status  # a note, not a new limit


def test_the_decode_plot_leaves_out_cells_the_matrix_does_not_compare(cell_factory, run_factory):
    warm = _cell(cell_factory, KERNEL, cell="in4096-out256")
    cold = _cell(cell_factory, KERNEL, cell="in1024-out256", warmup=False)  # like the short-sample cell
    a = assess(run_factory(warm + cold))
    assert comparable_decode_cells(a) == {("in4096-out256", "q8_0"), ("in4096-out256", "ordinary")}
    assert decode_speed_vs_depth(a).has_data
    assert not decode_speed_vs_depth(assess(run_factory(cold))).has_data
