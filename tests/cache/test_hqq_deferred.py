"""A worker imports transformers' cache module without hqq, and an HQQ cache built later still gets hqq's quantizer:
checked in a fresh interpreter, where nothing imported transformers before the worker."""

import subprocess
import sys
import textwrap

PROGRAM = textwrap.dedent("""
    import sys
    import kvtrial.protocol.worker  # noqa: F401
    import transformers.cache_utils as cu
    from transformers.utils import import_utils
    assert "hqq" not in sys.modules, "hqq imported with the worker"
    assert cu.is_hqq_available is import_utils.is_hqq_available and cu.is_hqq_available()
    from kvtrial.backends import get_backend
    from transformers import LlamaConfig
    config = LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, vocab_size=100)
    backend = get_backend("transformers-hqq")
    setting = backend.parse("hqq-int4")
    assert backend.supports(setting, config) is None
    from hqq.core.quantize import Quantizer
    assert cu.HQQQuantizer is Quantizer
    print("ok")
""")


def test_the_worker_defers_hqq_until_an_hqq_cache_is_built():
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("ok")
