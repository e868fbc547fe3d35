"""hqq imported when an HQQ cache is built, not whenever transformers' cache module is.

transformers' `cache_utils` imports hqq's quantizer at its own import whenever hqq is installed (the `peers` extra),
and hqq's import pulls in torch's compiler stack: about a second of every worker process, though only the
`transformers-hqq` settings use it. `defer()`, run when this module is imported (the worker imports it before
anything of transformers), lets transformers' cache module import without hqq; `bind()`, called before an HQQ cache
is built, imports hqq then and hands transformers' cache module the quantizer it would have imported. A process that
imported the cache module first keeps what it imported."""

from __future__ import annotations

import sys


def defer() -> None:
    """Import transformers' cache module without hqq, unless it is imported already."""
    if "transformers.cache_utils" in sys.modules:
        return
    import transformers.utils as utils

    real = utils.is_hqq_available
    utils.is_hqq_available = lambda *args, **kwargs: False
    try:
        import transformers.cache_utils as cache_utils
    finally:
        utils.is_hqq_available = real
    cache_utils.is_hqq_available = real  # (the HQQ layer asks it again when built: the real answer)


def bind() -> None:
    """Give transformers' cache module hqq's quantizer where `defer()` left it out and hqq is installed (where it is
    not, transformers' HQQ layer says so itself when built)."""
    import transformers.cache_utils as cache_utils

    if getattr(cache_utils, "HQQQuantizer", None) is not None or not cache_utils.is_hqq_available():
        return
    from hqq.core.quantize import Quantizer

    cache_utils.HQQQuantizer = Quantizer


defer()
