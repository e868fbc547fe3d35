"""benchmarks/model_shapes.py: the shape table, custom shapes, and one clear error for anything else."""

from __future__ import annotations

import argparse

import pytest

from tests.benchmarks.scripts import load_script

shapes = load_script("model_shapes")


def test_named_and_custom_shapes() -> None:
    big = shapes.parse_shape("8b")
    assert (big.kv_heads, big.head_dim, big.group, big.layers, big.query_heads) == (8, 128, 4, 32, 32)
    custom = shapes.parse_shape("2x64x3")
    assert (custom.kv_heads, custom.head_dim, custom.group, custom.layers) == (2, 64, 3, None)
    assert shapes.parse_shape("8x128x4x32").depth_layers == 32


@pytest.mark.parametrize("bad", ["3x64", "0x64x2", "llama", "8x128x4x", "8x128x4x32x1", "-1x64x2", ""])
def test_a_bad_shape_is_one_error_naming_what_is_allowed(bad: str) -> None:
    with pytest.raises(ValueError, match=r"unknown model shape .*smollm2, gemma3-270m, 8b or KVxDxG\[xL\]"):
        shapes.parse_shape(bad)


def test_the_command_line_says_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shape", type=shapes.shape_argument)
    with pytest.raises(SystemExit):
        parser.parse_args(["--shape", "3x64"])
    err = capsys.readouterr().err
    assert "argument --shape: unknown model shape '3x64'" in err and "e.g. 8x128x4" in err


def test_the_sliding_layers_are_told_apart() -> None:
    gemma = shapes.SHAPES["gemma3-270m"]
    assert gemma.depth_layers == 3 and "15 a window of 512 tokens" in gemma.describe()


@pytest.mark.real_model
@pytest.mark.parametrize("name", ["smollm2", "gemma3-270m"])
def test_the_embedded_models_entries_are_their_configs(name: str) -> None:
    from kvtrial.defaults import DEFAULT_MODEL, GEMMA_MODEL
    from kvtrial.models.metadata import model_config

    model = {"smollm2": DEFAULT_MODEL, "gemma3-270m": GEMMA_MODEL}[name]
    assert shapes.ModelShape.from_config(name, model_config(model)) == shapes.SHAPES[name]
