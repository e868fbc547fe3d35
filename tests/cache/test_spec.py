import pytest

from kvtrial.cache.spec import CacheSpec, as_of_grammar, parse_spec, plan_file_text, recorded_spec, split_settings
from kvtrial.errors import SpecError, UnknownNameError


@pytest.mark.parametrize(
    "text, expected",
    [
        ("q8_0", CacheSpec("q8_0", "q8_0")),
        ("q8_0/turbo4", CacheSpec("q8_0", "turbo4")),
        (" turbo3 ", CacheSpec("turbo3", "turbo3")),
        ("q8_0/turbo4:window=64", CacheSpec("q8_0", "turbo4", window=64)),
        ("q4_0:prefill=full,window=8", CacheSpec("q4_0", "q4_0", window=8, prefill="full")),
        ("ordinary", CacheSpec("ordinary", "ordinary")),
        ("q5_0:rotate=1", CacheSpec("q5_0", "q5_0", rotate=True)),
        ("q8_0/f16:window=4,rotate=1", CacheSpec("q8_0", "f16", window=4, rotate=True)),
        ("iq4_nl:rotate=0", CacheSpec("iq4_nl", "iq4_nl")),
        ("q4_0:qdot=int8", CacheSpec("q4_0", "q4_0", qdot="int8")),
        ("q5_1/q5_0:qdot=int8", CacheSpec("q5_1", "q5_0", qdot="int8")),
        ("turbo4:qdot=int8", CacheSpec("turbo4", "turbo4", qdot="int8")),
        ("q8_0/turbo4:qdot=int8,window=8", CacheSpec("q8_0", "turbo4", window=8, qdot="int8")),
        ("turbo4:qdot=float", CacheSpec("turbo4", "turbo4", qdot="float")),
        ("q4_0:qdot=float", CacheSpec("q4_0", "q4_0", qdot="float")),
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
        ("q8_0/turbo7", UnknownNameError, "Valid KV formats: f32"),
        ("q8_0/turbo4/f16", SpecError, "expected KEY or KEY/VALUE"),
        ("/turbo4", SpecError, "expected KEY or KEY/VALUE"),
        ("", SpecError, "empty cache setting"),
        ("q8_0:window", SpecError, "expected option=value"),
        ("q8_0:window=-3", SpecError, "whole number"),
        ("q8_0:prefill=maybe", SpecError, "quantized, full"),
        ("q8_0:speed=11", SpecError, "valid options: window, prefill"),
        ("q8_0:", SpecError, "expected option=value"),
        ("q5_0:rotate=yes", SpecError, "rotate must be 0 or 1"),
        ("turbo4:rotate=1", SpecError, "turbo4 rotate their blocks themselves"),
        ("q8_0/turbo4:rotate=1", SpecError, "turbo4 rotate their blocks themselves"),
        ("q8_0:rotate=1;0=turbo3", SpecError, "turbo3 rotate their blocks themselves"),
        ("q8_0:rotate=1,rotate=0", SpecError, "given twice"),
        ("q4_0:qdot=int4", SpecError, "qdot must be one of float, int8"),
        ("turbo3:qdot=int8", SpecError,
         "qdot=int8 scores keys stored in q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4, turbo5; keys in turbo3"),
        ("turbo6/q8_0:qdot=int8", SpecError, "keys in turbo6 keep float scores"),
        ("q8_0:qdot=int8;0=turbo3/q8_0", SpecError, "keys in turbo3"),
    ],
)
def test_bad_settings_give_one_clear_error(text, error, fragment):
    with pytest.raises(error) as info:
        parse_spec(text)
    assert fragment in str(info.value)


# --- per-layer plans ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("q8_0/turbo4;0-3=q8_0/q8_0", "q8_0/turbo4;0-3=q8_0"),
        ("q8_0/turbo4;2-3=q8_0;0-1=q8_0", "q8_0/turbo4;0-3=q8_0"),  # sorted, neighbours merged
        ("q8_0/turbo4;sliding=turbo3;0-3=q8_0", "q8_0/turbo4;sliding=turbo3;0-3=q8_0"),
        ("q8_0/turbo4;0-3=q8_0;sliding=turbo3", "q8_0/turbo4;sliding=turbo3;0-3=q8_0"),  # kinds before ranges
        ("turbo4;5=turbo4;global=turbo4", "turbo4"),  # rules that change nothing dropped
        ("turbo4;sliding=q8_0;5=turbo4", "turbo4;sliding=q8_0;5=turbo4"),  # 5 undoes the kind rule: kept
        ("turbo4:window=8,sink=0;3-3=q8_0/turbo3", "turbo4:window=8,sink=0;3=q8_0/turbo3"),
    ],
)
def test_plans_round_trip_in_canonical_form(text, canonical):
    spec = parse_spec(text)
    assert str(spec) == canonical
    assert parse_spec(canonical) == spec
    assert spec.is_plan == (";" in canonical)


def test_a_plan_resolves_per_layer_with_index_rules_winning():
    spec = parse_spec("q8_0/turbo4;sliding=turbo3;0-1=q8_0")
    types = ["sliding_attention", "full_attention", "sliding_attention", "full_attention", "linear_attention"]
    assert spec.layer_formats(types) == [("q8_0", "q8_0"), ("q8_0", "q8_0"), ("turbo3", "turbo3"),
                                         ("q8_0", "turbo4"), None]


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("q8_0;0-3=turbo4;3-5=turbo3", "layer rules 0-3 and 3-5 overlap"),
        ("q8_0;edge=turbo4", "unknown layers 'edge'"),
        ("q8_0;4-2=turbo4", "runs backwards"),
        ("q8_0;2", "expected LAYERS=KEY[/VALUE]"),
        ("q8_0;2=turbo4:window=4", "options go before the first ';'"),
        ("q8_0;sliding=q4_0;sliding=turbo3", "kind 'sliding' is given twice"),
    ],
)
def test_bad_plans_give_one_clear_error(text, fragment):
    with pytest.raises(SpecError) as info:
        parse_spec(text)
    assert fragment in str(info.value)


def test_unknown_format_in_a_rule_names_the_valid_ones():
    with pytest.raises(UnknownNameError, match="Valid KV formats"):
        parse_spec("q8_0;1=turbo7")


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("q8_0;2-4=turbo4", "layer 4 is out of range; this model has 4 layers (0-3)"),
        ("q8_0;sliding=turbo4", "selects no layer that stores keys and values"),
    ],
)
def test_a_plan_that_does_not_fit_the_model_is_refused(text, fragment):
    with pytest.raises(SpecError) as info:
        parse_spec(text).layer_formats(["full_attention"] * 4)
    assert fragment in str(info.value)


def test_plan_defaults_follow_each_layers_keys():
    assert parse_spec("turbo4;0=turbo3/q8_0").default_center() is True
    assert parse_spec("q8_0;0=q4_0").default_center() is False
    mixed = parse_spec("q8_0;0=turbo4")
    assert mixed.default_center() is None
    assert str(parse_spec("q8_0:center=0;0=turbo4").minimal()) == "q8_0:center=0;0=turbo4"  # not a default


def test_a_plan_file_gives_the_setting_it_holds_spelled_canonically(tmp_path):
    import json

    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"setting": "q8_0/turbo4;2-3=q8_0;0-1=q8_0/q8_0", "bits_per_value": 6.1}))
    spec = parse_spec(f"plan:{plan}")
    assert str(spec) == "q8_0/turbo4;0-3=q8_0"
    assert spec == parse_spec("q8_0/turbo4;0-3=q8_0")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "does not exist"),
        ("{not json", "not readable JSON"),
        ('["q8_0"]', 'holds no "setting"'),
        ('{"setting": ""}', 'holds no "setting"'),
        ('{"setting": "plan:other.json"}', "names another plan file"),
        ('{"setting": "q9_0"}', "plan.json.*unknown KV format 'q9_0'"),
    ],
)
def test_a_bad_plan_file_is_one_error_naming_it(tmp_path, content, message):
    plan = tmp_path / "plan.json"
    if content is not None:
        plan.write_text(content)
    with pytest.raises((SpecError, UnknownNameError), match=message):
        parse_spec(f"plan:{plan}")


def test_recorded_settings_parse_without_reading_files() -> None:
    plan = recorded_spec("turbo3;2=turbo4/turbo3")
    assert plan is not None and plan.formats_text == "turbo3;2=turbo4/turbo3" and not plan.full_precision
    assert recorded_spec("unconfirmed:q8_0/turbo4").formats_text == "q8_0/turbo4"
    for text in ("mixed:q8_0;turbo4", "plan:/nonexistent.json", "QuantoQuantizedLayer", "", None):
        assert recorded_spec(text) is None
    assert recorded_spec("f16").full_precision and recorded_spec("f16/bf16;0=f32").full_precision
    assert not recorded_spec("f16;0=q8_0").full_precision and not recorded_spec("ordinary").full_precision


def test_a_plan_file_written_is_read_back(tmp_path) -> None:
    path = tmp_path / "p.json"
    path.write_text(plan_file_text("q8_0/turbo4;0-1=q8_0", target="bits<=6.5", bits_per_value=6.2))
    assert str(parse_spec(f"plan:{path}")) == "q8_0/turbo4;0-1=q8_0"
    with pytest.raises(SpecError, match="not another plan file"):
        plan_file_text(f"plan:{path}")


# --- lists of settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, settings",
    [
        ("q8_0:window=64,prefill=full", ["q8_0:window=64,prefill=full"]),
        ("ordinary, q8_0:window=64,prefill=full ,turbo4,q8_0/turbo4",
         ["ordinary", "q8_0:window=64,prefill=full", "turbo4", "q8_0/turbo4"]),
        ("turbo4:center=0,gain=norm,sink=0,q4_0:rotate=1", ["turbo4:center=0,gain=norm,sink=0", "q4_0:rotate=1"]),
        ("q8_0:window=64,prefill=full;0-3=f16,turbo3", ["q8_0:window=64,prefill=full;0-3=f16", "turbo3"]),
        ("plan:/plans/a=b.json,q8_0", ["plan:/plans/a=b.json", "q8_0"]),
        ("q8_0,,turbo4,", ["q8_0", "turbo4"]),
        ("", []),
    ],
)
def test_a_list_of_settings_splits_only_where_a_new_setting_starts(text, settings):
    assert split_settings(text) == settings
    for setting in settings:
        if not setting.startswith("plan:"):
            parse_spec(setting)  # each piece is one whole setting


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("q8_0,window=64", "follows 'q8_0', which has no options part; write q8_0:window=64"),
        ("window=64,q8_0", "comes before any setting"),
        ("ordinary,window=64", "'ordinary', transformers' own cache, which takes no options"),
        ("q8_0;0-3=f16,window=64", "options go before the first ';'"),
        ("plan:p.json,window=64", "a plan file's setting takes no options"),
        ("q8_0:window=64,0-3=f16", "'0-3=f16' in --settings 'q8_0:window=64,0-3=f16' is neither a cache setting"),
        ("q8_0:window=64,speed=11", "nor an option (window, prefill, center, gain, sink, rotate, qdot, vsum)"),
    ],
)
def test_an_option_that_belongs_to_no_setting_of_a_list_is_named(text, fragment):
    with pytest.raises(SpecError) as info:
        split_settings(text, "--settings")
    assert fragment in str(info.value)


# --- how decode steps score keys where a setting names no qdot: its keys' format decides -----------------------------

@pytest.mark.parametrize("text, default, minimal, scores", [
    ("q4_0", "int8", "q4_0", "int8"),
    ("q5_1/q8_0", "int8", "q5_1/q8_0", "int8"),  # the keys decide, not the values
    ("q8_0", "float", "q8_0", "float"),
    ("turbo4", "int8", "turbo4", "int8"),
    ("turbo5/q8_0", "int8", "turbo5/q8_0", "int8"),
    ("turbo3", "float", "turbo3", "float"),  # its codes take no int8 path
    ("q8_0/turbo4", "float", "q8_0/turbo4", "float"),
    ("q8_0/q4_0", "float", "q8_0/q4_0", "float"),
    ("q4_0:qdot=float", "int8", "q4_0:qdot=float", "float"),  # asked otherwise than the default: kept
    ("q4_0:qdot=int8", "int8", "q4_0", "int8"),  # asked as the default: dropped
    ("q8_0:qdot=float", "float", "q8_0", "float"),
    ("q8_0:qdot=int8", "float", "q8_0:qdot=int8", "int8"),
    ("q8_0;0-3=q4_0", None, "q8_0;0-3=q4_0",
     "int8 for keys in q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4, turbo5, float for the others"),
    ("q8_0:qdot=float;0-3=q4_0", None, "q8_0:qdot=float;0-3=q4_0", "float"),
])
def test_a_setting_naming_no_qdot_scores_keys_as_their_format_says(text, default, minimal, scores):
    spec = parse_spec(text)
    assert spec.default_qdot() == default
    assert str(spec.minimal()) == minimal
    assert spec.key_scores == scores
    assert parse_spec(str(spec.minimal())).minimal() == spec.minimal()  # the minimal spelling round-trips


def test_each_layer_follows_its_own_keys_unless_the_setting_names_qdot():
    plan = parse_spec("q8_0;0-3=q4_0")
    assert plan.layer_qdot("q4_0") and not plan.layer_qdot("q8_0")
    assert not parse_spec("q4_0:qdot=float").layer_qdot("q4_0")
    assert parse_spec("q8_0:qdot=int8").layer_qdot("q8_0")


def test_a_plan_file_written_before_the_int8_default_keeps_float_key_scores(tmp_path):
    older = tmp_path / "older.json"  # no grammar: written when every key was scored in float
    older.write_text('{"setting": "q8_0;0-3=q4_0", "kl": 0.01}')
    assert str(parse_spec(f"plan:{older}")) == "q8_0:qdot=float;0-3=q4_0"
    kept = tmp_path / "kept.json"  # one that named qdot, or whose keys keep float scores anyway, reads as written
    for setting in ("q4_0:qdot=int8", "q8_0/turbo4"):
        kept.write_text(f'{{"setting": "{setting}"}}')
        assert parse_spec(f"plan:{kept}") == parse_spec(setting)
    now = tmp_path / "now.json"
    now.write_text(plan_file_text("q8_0;0-3=q4_0"))
    assert '"grammar": 3' in now.read_text()
    assert str(parse_spec(f"plan:{now}")) == "q8_0;0-3=q4_0"
    newer = tmp_path / "newer.json"
    newer.write_text('{"setting": "q4_0", "grammar": 4}')
    with pytest.raises(SpecError, match="grammar 4; this kvtrial reads plan files of grammar 1 to 3"):
        parse_spec(f"plan:{newer}")


@pytest.mark.parametrize("setting, grammar, now", [
    ("turbo4", 2, "turbo4:qdot=float"),  # turbo keys took float scores by default before grammar 3
    ("q8_0/turbo4;0-3=turbo5", 1, "q8_0/turbo4:qdot=float;0-3=turbo5"),
    ("q8_0;0-3=turbo4", 2, "q8_0:qdot=float;0-3=turbo4"),
    ("q4_0", 2, "q4_0"),  # its default did not change since grammar 2
    ("q4_0;0-3=q5_0", 1, "q4_0:qdot=float;0-3=q5_0"),
    ("turbo4:qdot=int8", 2, "turbo4"),  # named: as written
    ("turbo3/turbo4", 2, "turbo3/turbo4"),  # the keys decide, and turbo3's keep float scores
    ("turbo4", 3, "turbo4"),
])
def test_a_plan_file_of_an_older_grammar_means_what_it_meant_then(tmp_path, setting, grammar, now):
    plan = tmp_path / "plan.json"
    plan.write_text(f'{{"setting": "{setting}", "grammar": {grammar}}}')
    assert parse_spec(f"plan:{plan}").minimal() == parse_spec(now).minimal()
    assert parse_spec(as_of_grammar(setting, grammar)).minimal() == parse_spec(now).minimal()


def test_an_older_plan_mixing_keys_whose_defaults_parted_is_refused_with_what_to_do(tmp_path):
    plan = tmp_path / "plan.json"
    plan.write_text('{"setting": "q4_0;0-3=turbo4", "grammar": 2}')  # q4_0 int8 then, turbo4 float: no spelling now
    with pytest.raises(SpecError, match="scored keys in q4_0 with an int8 query and keys in turbo4 in float.*qdot=int8 "
                                        "or qdot=float"):
        parse_spec(f"plan:{plan}")
    plan.write_text('{"setting": "q4_0:qdot=int8;0-3=turbo4", "grammar": 2}')  # named: every layer int8, as then
    assert parse_spec(f"plan:{plan}").layer_qdot("turbo4") and parse_spec(f"plan:{plan}").layer_qdot("q4_0")
