"""benchmarks/kernel_micro.py at a model shape: the kernel-only table has a row per format, over stores of that shape."""

from __future__ import annotations

import pytest
import torch

from tests.benchmarks.scripts import load_script

micro = load_script("kernel_micro", "model_shapes")


def test_the_kernel_only_table_runs_at_the_shape(capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    shape = micro.parse_shape("2x64x3")
    layers = []
    real = micro.StoredLayer

    def recorded(*args):
        layers.append(real(*args))
        return layers[-1]

    monkeypatch.setattr(micro, "StoredLayer", recorded)
    micro.layer_table(40, 2, 10e9, shape, kernel_only=True)
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| ") and "format" not in line]
    # every format once, the formats int8 key scores serve once more with them, and the formats int8 value sums serve
    # once more with those (keys as the format's default: int8 but for q8_0)
    def labels(name: str) -> list[str]:
        out = [name] + ([f"{name}:qdot=int8"] if name in micro.QDOT_FORMATS else [])
        if name in micro.VSUM_FORMATS:
            out.append(f"{name}:vsum=int8" if name == "q8_0" else f"{name}:qdot=int8,vsum=int8")
        return out

    expected = [label for name in micro.FORMATS for label in labels(name)]
    assert [r.split(" | ")[0][2:] for r in rows] == expected
    q8 = next(layer for layer in layers if layer.fmt.name == "q8_0")
    assert q8.key_store.fields()["codes"].shape == (1, 2, 40, 64) and q8.query.shape == (1, 6, 1, 64)
    assert q8.packed_bytes() == 2 * 2 * 40 * 64 // 32 * 34  # q8_0: 32 int8 codes and a float16 scale per block
    assert torch.isfinite(micro.fused_decode_attention(q8.query, *q8.sides(), None, 0.125)[0]).all()
