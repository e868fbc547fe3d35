"""A whole tuning run on the tiny random model: measured, resumed, verified, recorded."""

import json
from dataclasses import replace

import pytest
import torch

from kvtrial.errors import KvtrialError
from kvtrial.tune.plot import frontier_png
from kvtrial.tune.run import Schedule, spaced, tune
from kvtrial.tune.sensitivity import Item, Measurements, plain_format, probe_setting

SCHEDULE = Schedule(calib_n_ctx=32, calib_windows=1, n_ctx=32, windows=1, step=8, estimator="exact")


def _tokens(seed, n=128):
    return torch.randint(3, 256, (n,), generator=torch.Generator().manual_seed(seed))


def _run(tiny_model, path, messages):
    return tune(tiny_model, _tokens(0), _tokens(1), SCHEDULE, ["q8_0", "turbo3"], [6.0], 1.0, ["turbo3", "q8_0"],
                path, ("tiny", "random", "random-2"), progress=messages.append)


def test_probe_changes_one_layer_and_side_only(tiny_model):
    assert plain_format(tiny_model) == "f32"
    assert str(probe_setting("f32", Item(1, "values", 128), "turbo3")) == "f32;1=f32/turbo3"


def test_a_tuning_run_verifies_plans_beside_uniform_settings_and_resumes(tiny_model, tmp_path):
    path, messages = tmp_path / "m.json", []
    result = _run(tiny_model, path, messages)
    assert sum("sensitivity" in m for m in messages) == 8  # 2 layers x 2 sides x 2 formats
    stored = json.loads(path.read_text())["kld"]
    assert set(stored) == {"0:keys", "0:values", "1:keys", "1:values"}
    # turbo3 costs more than q8_0 on every item (q8_0's cost is at float rounding, ~1e-7, either sign)
    assert all(by_fmt["turbo3"] > by_fmt["q8_0"] + 1e-6 for by_fmt in stored.values())
    rows = result.to_dict()["rows"]
    assert [(r["kind"], r["target"]) for r in rows] == [("plan", "bits<=6"), ("plan", "kld<=1"),
                                                          ("uniform", ""), ("uniform", "")]
    plan = rows[0]
    assert 3.25 < plan["layout_bits"] <= 6.0
    # predicted with the full-precision sink token and key mean of turbo keys, which weigh much over the 31
    # tokens held: exactly what the live cache reads back (up to float summation order)
    assert plan["bits_per_value"] == pytest.approx(plan["layout_bits"], rel=1e-9) and plan["bits_per_value"] < 8.5
    assert plan["heldout_kld_mean"] > 0 and plan["transfer_kld_mean"] > 0 and plan["calib_kld_mean"] > 0
    uniform = {r["setting"]: r for r in rows if r["kind"] == "uniform"}
    assert uniform["q8_0"]["heldout_kld_mean"] < uniform["turbo3"]["heldout_kld_mean"]
    assert frontier_png(result).startswith(b"\x89PNG")
    assert "ordinary run of the held-out windows" in messages
    again = []
    rerun = _run(tiny_model, path, again)
    assert not any("sensitivity" in m for m in again)  # every measurement resumed from the file
    # and every verification scoring: no ordinary run of the held-out or transfer windows is needed
    assert not any("held-out windows" in m or "transfer windows" in m for m in again)
    assert rerun.to_dict()["rows"] == rows


def test_a_stored_scoring_that_is_not_a_kl_is_refused(tmp_path):
    from kvtrial.tune.sensitivity import read_measurements

    path = tmp_path / "m.json"
    path.write_text(json.dumps({"key": {}, "kld": {}, "scored": {"held-out x": {"turbo4": {"kld": -1}}}}))
    with pytest.raises(KvtrialError, match=r"scored\['held-out x'\]\['turbo4'\]"):
        read_measurements(path)


def test_measurements_of_another_run_are_refused(tmp_path):
    path = tmp_path / "m.json"
    Measurements(path, {"model": "a"}).put(Item(0, "keys", 64), "q8_0", 0.1)
    with pytest.raises(KvtrialError, match="another model, text or schedule"):
        Measurements(path, {"model": "b"})


def test_the_proxy_scores_each_item_once_and_checks_itself_on_sampled_layers(tiny_model, tmp_path):
    messages: list[str] = []
    schedule = Schedule(calib_n_ctx=32, calib_windows=1, n_ctx=32, windows=1, step=8, estimator="proxy",
                        anchor="turbo3", check_layers=1)
    result = tune(tiny_model, _tokens(0), _tokens(1), schedule, ["q4_0", "turbo3"], [6.0], None, ["q8_0"],
                  tmp_path / "m.json", ("tiny", "random", "random-2"), progress=messages.append)
    assert sum(m.startswith("sensitivity") for m in messages) == 4  # each layer's keys and values in turbo3
    assert sum(m.startswith("estimator check") for m in messages) == 2  # layer 0's keys and values in q4_0
    est = result.to_dict()["estimator"]
    assert est["check_layers"] == [0] and est["checked"] == 2 and len(est["checks"]) == 2
    assert {c["item"] for c in est["checks"]} == {"0:keys", "0:values"}
    assert all(c["format"] == "q4_0" and c["estimated"] > 0 for c in est["checks"])
    assert result.rows[0].kind == "plan" and result.rows[0].heldout_kld_mean is not None
    # The checks' floor is measured, not assumed: f32 through a rotation, float rounding only. How far it lies
    # under a format's damage depends on the CPU's summation order (measured on this tiny model: q8_0's KL 1000x
    # the floor on an Intel Sapphire Rapids, 7-12x on an AMD EPYC). The check format is q4_0, whose step is 16x
    # q8_0's, so its KL (quadratic in the logit error) is ~256x q8_0's: with the worst CPU seen that leaves it
    # over 1000x the floor, and the test asks 100x, well clear of the CHECK_FACTOR (2x) that decides "at floor".
    assert est["floor_setting"] == "f32:rotate=1" and est["at_floor"] == 0
    assert 0 <= est["floor"] < 1e-2 * min(c["exact"] for c in est["checks"])
    assert any(m.startswith("rounding floor") for m in messages)


def test_spaced_layers_reach_from_first_to_last():
    assert spaced(range(30), 4) == [0, 10, 19, 29]
    assert spaced([0, 1], 4) == [0, 1]
    assert spaced(range(5), 1) == [0] and spaced(range(5), 0) == []


def test_a_chunked_prefill_is_part_of_the_schedule_and_of_the_measurements_key(tiny_model, tmp_path):
    schedule = Schedule(calib_n_ctx=64, calib_windows=1, n_ctx=64, windows=1, step=8, estimator="proxy",
                        anchor="turbo3", check_layers=0, prefill_chunk=16)
    path = tmp_path / "m.json"
    result = tune(tiny_model, _tokens(0, 256), _tokens(1), schedule, ["q8_0", "turbo3"], [6.0], None, [],
                  path, ("tiny", "random", "random-2"))
    assert result.to_dict()["schedule"]["prefill_chunk"] == 16
    assert json.loads(path.read_text())["key"]["prefill_chunk"] == 16
    # measurements made with one chunk are not reused by a run with another (nor by a one-pass run)
    with pytest.raises(KvtrialError, match="another model, text or schedule"):
        tune(tiny_model, _tokens(0, 256), _tokens(1), replace(schedule, prefill_chunk=None), ["q8_0", "turbo3"],
             [6.0], None, [], path, ("tiny", "random", "random-2"))


def test_a_model_with_sliding_layers_is_tuned_by_layer_and_by_kind(tmp_path):
    import transformers

    from kvtrial.cache.spec import parse_spec
    from kvtrial.models.families import FAMILIES

    fam = next(f for f in FAMILIES if f.name == "gemma3")  # sliding (window 8), sliding, global
    torch.manual_seed(0)
    model = getattr(transformers, fam.model_class)(fam.make_config()).eval()
    # turbo keys: centred (a mean key per layer) with one sink token in the global layer, both counted
    schedule = Schedule(calib_n_ctx=32, calib_windows=1, n_ctx=32, windows=1, step=8, estimator="proxy",
                        anchor="turbo3", check_layers=1)
    tokens, other = (torch.randint(3, 128, (n,), generator=torch.Generator().manual_seed(n)) for n in (96, 64))
    result = tune(model, tokens, other, schedule, ["q8_0", "turbo3"], [6.0], None, ["turbo3"], tmp_path / "m.json",
                  ("tiny-gemma3", "random", "random-2"))
    assert {p["level"] for p in result.frontier} == {"layer", "kind"}
    for p in result.frontier:
        if p["level"] == "kind":  # a kind walk's plan gives every layer of a kind the same formats
            pairs = parse_spec(p["setting"]).layer_formats(["sliding_attention", "sliding_attention", "full_attention"])
            assert pairs[0] == pairs[1]
    plan = next(r for r in result.rows if r.kind == "plan")
    assert parse_spec(plan.setting).rules  # a mixed plan, where how layers are weighed matters
    # at the 31 tokens a scored 32-token window leaves in the cache each sliding layer holds 7 (window 8 - 1),
    # the global one 31: the frontier's bits are exactly what the live cache reads back (up to float
    # summation order)
    assert plan.layout_bits is not None and plan.layout_bits <= 6.0
    assert plan.bits_per_value == pytest.approx(plan.layout_bits, rel=1e-9)
    assert result.estimator["checked"] == 2  # 1 layer x 2 sides x q8_0
