"""Quality windows on several Ray actors: each actor loads the model once and takes a contiguous
share of the windows; the driver joins the shares in window order.

Windows are independent (each starts from a fresh cache), so the ordinary results and a
candidate's per-token scores of a share are exactly what the single-process run computes for those
windows, provided the float arithmetic is the same: every actor runs with the driver's torch thread
count (CPU matrix products round differently with another count) and declares that many CPUs, so
Ray never packs more actors on a node than it has cores. The base file is still one file, written
once by the driver; statistics are computed once, over all tokens, by the driver.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import torch

from kvtrial.cache.spec import CacheSpec
from kvtrial.errors import KvtrialError
from kvtrial.protocol.ray_executor import actor_env, connect
from kvtrial.quality.scoring import (
    BaseRun,
    CacheFactory,
    CandidateResult,
    Progress,
    compute_base,
    score_candidate,
)
from kvtrial.quality.stats import TokenScores, summarize
from kvtrial.records.row import RowStatus

ModelLoader = Callable[[], Any]  # returns the model (a PreTrainedModel) inside an actor


def load_by_id(model_id: str, attn_implementation: str) -> Any:
    """The model `kvtrial quality` loads (float32, on the CPU), as a loader an actor can call."""
    from kvtrial.models import load_model

    return load_model(model_id, dtype=torch.float32, attn_implementation=attn_implementation).model


class WindowActor:
    """One model copy scoring the windows it is given (wrapped with `ray.remote` by the pool)."""

    def __init__(self, pickled_load: bytes, threads: int, cache_factory: CacheFactory) -> None:
        import pickle

        from kvtrial.cache.attention import register_kvtrial_attention

        torch.set_num_threads(threads)
        # A model shipped by value may use the `kvtrial` attention, and the registration lives in the process,
        # not the model: the loader arrives pickled and is unpickled only once the name is registered (an
        # argument Ray unpickles itself is read before __init__ runs, in a worker that may not know the name).
        register_kvtrial_attention()
        self.model = pickle.loads(pickled_load)()
        self.cache_factory = cache_factory

    def base(self, windows: torch.Tensor, step: int, prefill_chunk: int | None) -> BaseRun:
        return compute_base(self.model, windows, step, prefill_chunk=prefill_chunk)

    def score(self, base: BaseRun, spec: CacheSpec) -> CandidateResult:
        return score_candidate(self.model, base, spec, cache_factory=self.cache_factory, keep_scores=True)


class RayWindowPool:
    """Splits the windows of a quality run across `actors` Ray actors (fewer when the cluster holds fewer)."""

    name = "ray"

    def __init__(self, load: ModelLoader, actors: int = 2, *, address: str | None = None,
                 threads: int | None = None, cache_factory: CacheFactory | None = None,
                 num_cpus: int | None = None) -> None:
        if actors < 1:
            raise KvtrialError(f"--actors must be at least 1, got {actors}")
        from kvtrial.cache import make_cache

        self.ray = connect(address, num_cpus=num_cpus)
        self.threads = threads or torch.get_num_threads()
        fit = sum(int(n.get("Resources", {}).get("CPU", 0.0) // self.threads) for n in self.ray.nodes() if n.get("Alive"))
        if fit < 1:
            raise KvtrialError(f"no node of the Ray cluster has {self.threads} CPUs for one actor with the driver's "
                               f"thread count; pass fewer threads (--threads)")
        self.requested, self.fit, self.load = actors, fit, load
        self.cache_factory = cache_factory or make_cache
        self.address = address
        self._actors: list[Any] = []  # started at the first computation, after run_quality checked its input
        # (the base, its shares in the object store): the base itself, since a freed base's id may go to the next one
        self._shared: tuple[BaseRun, list[Any]] | None = None

    def _start(self) -> None:
        if self._actors:
            return
        env = {**actor_env(self.address is None), "OMP_NUM_THREADS": str(self.threads)}
        remote = self.ray.remote(WindowActor).options(num_cpus=self.threads, runtime_env={"env_vars": env})
        pickled_load = self.ray.cloudpickle.dumps(self.load)  # cloudpickle: closures and lambdas too
        self._actors = [remote.remote(pickled_load, self.threads, self.cache_factory)
                        for _ in range(min(self.requested, self.fit))]

    def describe(self) -> dict[str, Any]:
        """What the quality report records about where its windows were computed."""
        return {"name": self.name, "ray_version": self.ray.__version__, "actors": min(self.requested, self.fit),
                "actors_requested": self.requested, "threads_per_actor": self.threads}

    def shares(self, n_windows: int) -> list[tuple[int, int]]:
        """Contiguous [start, stop) window ranges, one per actor that gets any."""
        k = min(self.requested, self.fit, n_windows)
        size, extra = divmod(n_windows, k)
        out, start = [], 0
        for i in range(k):
            stop = start + size + (1 if i < extra else 0)
            out.append((start, stop))
            start = stop
        return out

    def compute_base(self, windows: torch.Tensor, step: int, progress: Progress | None = None,
                     prefill_chunk: int | None = None) -> BaseRun:
        self._start()
        shares = self.shares(windows.shape[0])
        parts = self._gather([a.base.remote(windows[s:e].clone(), step, prefill_chunk)
                              for a, (s, e) in zip(self._actors, shares, strict=False)])
        if progress:
            progress(f"ordinary: {windows.shape[0]} windows on {len(shares)} Ray actors")
        return BaseRun(tokens=torch.cat([p.tokens for p in parts]), hidden=torch.cat([p.hidden for p in parts]),
                       logp_true=torch.cat([p.logp_true for p in parts]), top1=torch.cat([p.top1 for p in parts]),
                       step=step, prefill_chunk=prefill_chunk)

    def score(self, base: BaseRun, spec: CacheSpec, progress: Progress | None = None) -> CandidateResult:
        self._start()
        shares = self.shares(base.tokens.shape[0])
        if self._shared is None or self._shared[0] is not base:  # ship each share of the base once per run
            self._shared = (base, [self.ray.put(_slice(base, s, e)) for s, e in shares])
        parts = self._gather([a.score.remote(ref, spec) for a, ref in zip(self._actors, self._shared[1], strict=False)])
        result = CandidateResult(setting=str(spec), status=RowStatus.OK)
        for part, (start, _) in zip(parts, shares, strict=True):
            result.windows.extend(replace(w, window=w.window + start) for w in part.windows)
            if part.stats is None:
                # A cache that did not confirm the setting: invalid, with the windows before it, as locally.
                result.status, result.reason = part.status, part.reason
                return result
        result.base_max_abs_logp_error = max(p.base_max_abs_logp_error for p in parts)
        result.stats = summarize(TokenScores.concat([p.scores for p in parts]))
        if progress:
            progress(f"{spec}: {len(result.windows)} windows on {len(parts)} Ray actors, "
                     f"mean KL {result.stats.kld_mean.value:.6f}")
        return result

    def close(self) -> None:
        for actor in self._actors:
            self.ray.kill(actor, no_restart=True)
        self._actors = []

    def _gather(self, refs: list[Any]) -> list[Any]:
        try:
            return self.ray.get(refs)
        except self.ray.exceptions.RayTaskError as exc:
            cause = getattr(exc, "cause", None)
            if isinstance(cause, KvtrialError):  # e.g. a base that does not reproduce: the same error as locally
                raise cause from None
            raise


def _slice(base: BaseRun, start: int, stop: int) -> BaseRun:
    return BaseRun(tokens=base.tokens[start:stop].clone(), hidden=base.hidden[start:stop].clone(),
                   logp_true=base.logp_true[start:stop].clone(), top1=base.top1[start:stop].clone(), step=base.step,
                   prefill_chunk=base.prefill_chunk)
