"""What the peer-package backends (tiny-turboquant, kvpress) share: the `ordinary` reference, the
read-back of a plain DynamicCache, and the check that a peer package is installed.

A peer's setting parses without its package (a record is checked before anything imports it); the
package is imported only when a cache is made or probed, and its absence is a `supports` reason.
"""

from __future__ import annotations

import copy
import importlib.util
from typing import Any

import torch
import transformers
from transformers.cache_utils import DynamicCache

from kvtrial.backends.base import EffectiveCache, package_version
from kvtrial.backends.native import ordinary_setting
from kvtrial.backends.transformers_engine import TransformersEngine
from kvtrial.cache import describe
from kvtrial.cache.layer_types import check_full_attention_only
from kvtrial.errors import KvtrialError


class PeerBackend(TransformersEngine):
    """A backend over a peer package's cache: subclasses give the grammar, the cache and its read-back."""

    name: str = ""
    module: str = ""  # the import the backend needs
    dist: str = ""  # its distribution name, for versions() and the install hint

    def missing(self) -> str | None:
        """Why the backend cannot run in this environment (its package is not installed), or None."""
        if importlib.util.find_spec(self.module) is None:
            return (f"{self.name} needs the Python package {self.dist!r}, which is not installed "
                    f"(make install installs it; by hand: pip install --no-deps {self.dist})")
        return None

    def versions(self) -> dict[str, str]:
        return {"torch": str(torch.__version__), "transformers": str(transformers.__version__),
                self.dist: package_version(self.dist)}

    def full_attention_reason(self, config: Any) -> str | None:
        try:
            check_full_attention_only(config, f"{self.name}'s cache")
        except KvtrialError as exc:
            return str(exc)
        return None

    def check_ready(self, setting: Any) -> None:
        if not setting.ordinary and self.missing():
            raise KvtrialError(self.missing())

    def copy_cache(self, cache: Any) -> Any:
        return copy.deepcopy(cache)


def ordinary_effective(cache: DynamicCache) -> EffectiveCache:
    """The read-back of transformers' DynamicCache (a peer backend's `ordinary`)."""
    report = describe(cache)
    summary = report.to_dict()
    summary.pop("layers")
    return EffectiveCache(ordinary_setting(report), report.confirmed, report.total_bytes, report.allocated_bytes, summary)


def nbytes(t: torch.Tensor | None) -> int:
    return 0 if t is None else t.numel() * t.element_size()
