"""The Ray executor on a local Ray runtime (2 CPUs): the same rows as the local executor, a killed
actor is a crashed row and the run resumes without duplicates, quality windows on several actors
give the local figures, and a missing Ray or a wrong executor name is one clear error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.protocol.ray_executor import INSTALL_HINT, RayExecutor, RayUnavailableError
from kvtrial.protocol.runner import start_run
from kvtrial.protocol.worker import KILL_AT_ENV
from kvtrial.records.row import Row, RowStatus
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json

ONE_CELL = {"input_tokens": [850], "output_budgets": [6], "repeats": 2, "warmup": False}
KILLED = "in850-out6|q8_0|r0"


@pytest.fixture(scope="module")
def ray_runtime():
    """One local Ray runtime for the module (start-up takes seconds); the executors join it."""
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


def _compared(row: Row) -> tuple:
    return (row.cell_id, row.branch, row.repeat, row.status, row.requested_cache, row.effective_cache,
            row.cache_confirmed, row.output_tokens, row.extra.get("output_token_ids"), row.fact_errors)


def test_ray_gives_the_local_rows_with_their_placement(ray_runtime, tiny_folder: Path, tmp_path: Path) -> None:
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **dict(ONE_CELL, repeats=1)))
    ledger = Ledger.open(tmp_path / "project")
    local_id = start_run(record, ledger, require_admission=False)
    executor = RayExecutor(tmp_path / "ray-logs")
    # The actors take the driver for another node: texts and logs stay on "their" node and are copied back.
    executor.driver_node = "a-driver-elsewhere"
    ray_id = start_run(record, ledger, require_admission=False, executor=executor)

    local, remote = ledger.rows(local_id, include_warmup=True), ledger.rows(ray_id, include_warmup=True)
    assert [_compared(r) for r in remote] == [_compared(r) for r in local]
    assert {r.status for r in remote} == {RowStatus.OK} and len(remote) == 4
    assert ledger.run(ray_id).executor == "ray" and ledger.run(local_id).executor == "local-subprocess"
    node = ray_runtime.get_runtime_context().get_node_id()
    texts = ledger.project_dir / "runs" / ray_id / "texts"
    for row in remote:
        place = row.placement
        assert (place.executor, place.node_id, place.device, place.mode) == ("ray", node, "cpu", "serial")
        assert place.ray_version == ray_runtime.__version__
        # the text is in the run's folder, the actor's output (its raw log) copied back beside the run's logs
        text = ledger.resolve(row.artifact_path)  # stored relative to the project
        assert text.parent == texts and text.is_file()
        log = Path(row.extra["log_path"])
        assert log.parent == tmp_path / "ray-logs" and f"begin {row.cell_id}" in log.read_text()
    assert {r.placement.executor for r in local} == {"local-subprocess"}


def test_killed_actor_is_a_crashed_row_and_the_run_resumes(ray_runtime, tiny_folder: Path, tmp_path: Path,
                                                           monkeypatch, capsys) -> None:
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **ONE_CELL))
    project = tmp_path / "project"
    ledger = Ledger.open(project)
    monkeypatch.setenv(KILL_AT_ENV, KILLED)  # forwarded to the actors: the q8_0 actor kills itself there
    seen: list[Row] = []

    def interrupt_after_the_next_row(row: Row) -> None:
        seen.append(row)
        if len(seen) >= 2 and seen[-2].status == RowStatus.CRASHED:
            raise KeyboardInterrupt  # stopped once the run went on past the crash

    with pytest.raises(KeyboardInterrupt):
        start_run(record, ledger, on_row=interrupt_after_the_next_row, require_admission=False, executor_name="ray")
    (info,) = ledger.runs()
    assert info.status == RunStatus.INTERRUPTED
    before = [r.to_dict() for r in ledger.rows(info.run_id, include_warmup=True)]
    assert [(r["cell_id"], r["branch"], r["repeat"], r["status"]) for r in before] == [
        ("short-in800-out4", "ordinary", 0, RowStatus.OK), ("short-in800-out4", "q8_0", 0, RowStatus.OK),
        ("in850-out6", "ordinary", 0, RowStatus.OK), ("in850-out6", "q8_0", 0, RowStatus.CRASHED),
        ("in850-out6", "q8_0", 1, RowStatus.OK)]
    crashed = before[3]
    assert "actor died" in crashed["error"] and crashed["output_tokens"] is None
    assert f"begin {KILLED}" in ledger.resolve(crashed["artifact_path"]).read_text()  # the raw log shows where it died
    # the request after the crash ran in a fresh actor of the same branch
    assert before[4]["extra"]["worker_pid"] != crashed["extra"]["worker_pid"]

    monkeypatch.delenv(KILL_AT_ENV)
    code, out, err = kvtrial(capsys, "run", "--resume", info.run_id, "--project", project, "--executor", "ray",
                             "--no-progress")
    assert code == 0, err
    after = ledger.rows(info.run_id, include_warmup=True)
    assert [r.to_dict() for r in after[: len(before)]] == before  # finished rows untouched
    keys = [(r.cell_id, r.branch, r.repeat) for r in after]
    assert len(keys) == len(set(keys)) == len(info.schedule.requests)  # every request once, none twice
    assert ledger.run(info.run_id).status == RunStatus.COMPLETE and len(ledger.runs()) == 1


def test_quality_windows_on_two_actors_match_the_local_run(ray_runtime, tiny_model, tmp_path: Path) -> None:
    import copy

    from kvtrial.cache.attention import use_kvtrial_attention
    from kvtrial.cache.spec import parse_spec
    from kvtrial.quality.base_file import load_base
    from kvtrial.quality.parallel import RayWindowPool
    from kvtrial.quality.run import CorpusInfo, ModelInfo, run_quality

    info, corpus = ModelInfo("tiny", "rev-a", 1024, "float32", "sdpa"), CorpusInfo("synthetic", "ab" * 32)
    tokens = torch.randint(3, 256, (300,), generator=torch.Generator().manual_seed(5)).tolist()
    args = (info, tokens, corpus, [parse_spec("q8_0"), parse_spec("q4_0/turbo3")])
    kwargs = {"n_ctx": 64, "windows": 4, "step": 8}
    model = copy.deepcopy(tiny_model)
    use_kvtrial_attention(model)  # kvtrial quality's default; the actors must know it too
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # the pool's actors use the driver's thread count: the same float arithmetic
    try:
        local = run_quality(model, *args, base_path=tmp_path / "local.npz", **kwargs)
        pool = RayWindowPool(lambda: model, actors=2)
        try:
            remote = run_quality(model, *args, base_path=tmp_path / "ray.npz", pool=pool, **kwargs)
        finally:
            pool.close()
    finally:
        torch.set_num_threads(threads)

    assert pool.shares(4) == [(0, 2), (2, 4)]
    assert remote.executor["actors"] == 2 and local.executor == {"name": "local"}

    def figures(report) -> list[dict]:
        cands = [c.to_dict() for c in report.candidates]
        for c in cands:
            for w in c["per_window"]:
                w.pop("seconds")  # wall time, not a figure
        return cands

    assert figures(remote) == figures(local)
    assert all(c.stats is not None for c in remote.candidates)
    _, base_local, _ = load_base(tmp_path / "local.npz")
    _, base_ray, _ = load_base(tmp_path / "ray.npz")
    assert torch.equal(base_ray.hidden, base_local.hidden) and torch.equal(base_ray.tokens, base_local.tokens)


def test_without_ray_the_executor_is_one_clear_error(tiny_folder: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **ONE_CELL))
    project = tmp_path / "project"
    monkeypatch.setitem(sys.modules, "ray", None)  # what an installation without the extra sees
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--executor", "ray")
    assert code == 2 and INSTALL_HINT in err and "not installed" in err
    assert Ledger.open(project).runs() == []  # no run was created
    from kvtrial.protocol.ray_executor import import_ray

    with pytest.raises(RayUnavailableError):
        import_ray()


def test_an_unknown_executor_or_a_stray_address_is_refused(tiny_folder: Path, tmp_path: Path, capsys) -> None:
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **ONE_CELL))
    project = tmp_path / "project"
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--executor", "slurm")
    assert code == 2 and "unknown executor 'slurm'; choose one of local, ray" in err
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--ray-address", "auto")
    assert code == 2 and "--ray-address applies to --executor ray only" in err
    assert Ledger.open(project).runs() == []
    with pytest.raises(KvtrialError, match="--actors must be at least 1"):
        from kvtrial.quality.parallel import RayWindowPool

        RayWindowPool(lambda: None, actors=0)


def test_idle_actors_hold_a_share_of_a_slot_and_a_request_still_needs_a_whole_one() -> None:
    # Requests are serial: a 2-CPU node keeps IDLE_ACTORS_PER_SLOT loaded actors per CPU slot rather than
    # two (which reloaded a model at almost every request of an alternating order), and a node that
    # cannot run one request of the size asked hosts none.
    from kvtrial.protocol.ray_executor import IDLE_ACTORS_PER_SLOT

    executor = RayExecutor.__new__(RayExecutor)
    executor.spread, executor.driver_node, executor._node = False, "driver", None
    nodes = [{"NodeID": "driver", "Alive": True, "Resources": {"CPU": 2.0}},
             {"NodeID": "gpu-node", "Alive": True, "Resources": {"CPU": 16.0, "GPU": 1.0}}]
    executor._nodes = lambda: nodes
    assert executor._capacity({"CPU": 1.0}) == ("driver", 2 * IDLE_ACTORS_PER_SLOT)
    assert executor.reservation({"CPU": 1.0, "GPU": 1.0}) == {"CPU": 1 / IDLE_ACTORS_PER_SLOT,
                                                              "GPU": 1 / IDLE_ACTORS_PER_SLOT}
    executor._node = None
    assert executor._capacity({"CPU": 4.0, "GPU": 1.0}) == ("gpu-node", IDLE_ACTORS_PER_SLOT)
    executor._node = None
    nodes.pop()
    assert executor._capacity({"CPU": 4.0}) == (None, 0)
