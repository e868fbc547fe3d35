import pytest

from kvtrial.errors import SpecError, UnknownNameError
from kvtrial.spec import CacheSpec, parse_spec


@pytest.mark.parametrize(
    "text, expected",
    [
        ("q8_0", CacheSpec("q8_0", "q8_0")),
        ("q8_0/turbo4", CacheSpec("q8_0", "turbo4")),
        (" turbo3 ", CacheSpec("turbo3", "turbo3")),
        ("q8_0/turbo4:window=64", CacheSpec("q8_0", "turbo4", window=64)),
        ("q4_0:prefill=full,window=8", CacheSpec("q4_0", "q4_0", window=8, prefill="full")),
        ("ordinary", CacheSpec("ordinary", "ordinary")),
    ],
)
def test_valid_settings(text, expected):
    spec = parse_spec(text)
    assert spec == expected
    assert parse_spec(str(spec)) == spec  # canonical string round-trips


@pytest.mark.parametrize(
    "text, error, fragment",
    [
        ("q8", UnknownNameError, "Did you mean 'q8_0'"),
        ("q8_0/turbo5", UnknownNameError, "Valid KV formats: f32"),
        ("q8_0/turbo4/f16", SpecError, "expected KEY or KEY/VALUE"),
        ("/turbo4", SpecError, "expected KEY or KEY/VALUE"),
        ("", SpecError, "empty cache setting"),
        ("q8_0:window", SpecError, "expected option=value"),
        ("q8_0:window=-3", SpecError, "whole number"),
        ("q8_0:prefill=maybe", SpecError, "quantized, full"),
        ("q8_0:speed=11", SpecError, "valid options: window, prefill"),
        ("q8_0:", SpecError, "expected option=value"),
    ],
)
def test_bad_settings_give_one_clear_error(text, error, fragment):
    with pytest.raises(error) as info:
        parse_spec(text)
    assert fragment in str(info.value)
