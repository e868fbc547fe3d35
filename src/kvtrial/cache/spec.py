"""Cache setting strings: `q8_0` (keys and values), `q8_0/turbo4` (keys/values), with options, and
per-layer plans.

Grammar: KEY[/VALUE][:option=value[,option=value...]][;LAYERS=KEY[/VALUE]...]. Options:
  window=N     keep the N most recent tokens in full precision (KIVI-style residual window);
               each token is still quantized exactly once, when it leaves the window
  prefill=quantized|full
               quantized (default, as llama.cpp): every attention read, prefill included, sees
               stored (quantized) keys and values. full: the chunk being written is read at full
               precision in the step that writes it, as transformers' QuantizedCache does
  center=0|1   store keys minus a fixed per-head mean key (exact for attention; cache/centering.py)
  gain=search|norm
               how turbo formats choose each block's gain (formats/turbo.py); turbo formats only
  sink=N       keep the first N tokens' keys and values at full precision
  rotate=0|1   1: store keys and values after an orthonormal Hadamard rotation of the head dimension,
               as llama.cpp rotates a quantized cache (formats/rotated.py); queries are rotated like
               keys and the output rotated back. Off by default; refused for turbo formats, which
               rotate their blocks themselves, and for head dimensions that are not a multiple of 64
  qdot=float|int8
               how decode steps score keys: float multiplies the float query with the decoded keys; int8
               quantizes the query per block of 32 to int8 (one scale per block) and takes integer dot
               products with the stored codes (the C kernel's int8 key path; turbo codebooks rounded to int8).
               int8 serves keys in q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4 or turbo5 only; prompt chunks
               keep float scores. Where a setting names none,
               each layer's keys decide: int8 for q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4 and turbo5 (KL within
               1.1x of the float path's), float for every other format (q8_0's int8 KL is 1.29x: docs/quality.md)
  vsum=float|int8
               how decode steps sum values: float multiplies each decoded value by its attention weight; int8
               quantizes the weights (times each value block's scale) to 8 bits per group of 32 tokens and
               takes integer dot products with the stored codes (the C kernel's int8 value path). int8 serves
               values in q8_0, q4_0, q4_1, iq4_nl or turbo4 only; prompt chunks keep float sums. float unless named
               (KL against the float path: docs/quality.md)
               center, gain and sink default to on (1, search, 1) for layers whose keys are turbo, else
               off (0, -, 0): q8_0 / q4_0 / q4_1 keep llama.cpp's definitions unless asked
Options hold for every layer. A plan gives some layers their own key and value formats after `;`:
  N=K[/V], N-M=K[/V]   layer N, layers N to M (0-based, inclusive); index ranges may not overlap
  global=K[/V]         every full-attention layer
  sliding=K[/V]        every sliding-window (or chunked) attention layer
An index rule wins over a kind rule, which wins over the first formats. `q8_0/turbo4;0-3=q8_0`
keeps keys of every layer in q8_0, values of layers 4 and up in turbo4. The canonical spelling
sorts the rules (kinds, then ranges), merges neighbouring ranges of the same formats and drops
rules that change nothing.
The name `ordinary` means transformers' own DynamicCache in the model's dtype.
`plan:PATH` names a plan file (JSON with a `setting` string, as `kvtrial tune` writes): the setting is
the one the file holds, spelled canonically, so a record stores what ran and not the file's name.

A list of settings (`kvtrial memory --settings`, `kvtrial plan --settings`, `kvtrial tune --uniform`;
`split_settings`) separates settings with commas, and a comma inside one setting's options stays with it:
an item `option=value` continues the setting before it, which must have its `:` options part and no
layer rules yet; any other item starts a new setting. `q8_0:window=64,prefill=full,turbo4` is two
settings. `;` separates no settings: it starts a setting's layer rules.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from kvtrial.cache.format_names import FORMAT_NAMES
from kvtrial.errors import KvtrialError, SpecError, UnknownNameError
from kvtrial.inputs import InputKind, read_input_text
from kvtrial.records.read_back import ReadBack, ReadBackKind

ORDINARY = "ordinary"
PLAN_FILE = "plan:"  # prefix of a setting read from a plan file
PREFILL_MODES = ("quantized", "full")
OPTIONS = ("window", "prefill", "center", "gain", "sink", "rotate", "qdot", "vsum")
QDOT_MODES = ("float", "int8")
# Value formats whose codes int8 value sums read (kernels.decode_attention.pdot_refused serves exactly these)
VSUM_FORMATS = ("q8_0", "q4_0", "q4_1", "iq4_nl", "turbo4")
# Key formats whose codes int8 query dot products read (kernels.decode_attention.qdot_refused serves exactly these)
QDOT_FORMATS = ("q8_0", "q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1", "turbo4", "turbo5")
# Key formats scored with an int8 query where a setting names no qdot, per setting grammar: grammar 1 (plan files
# written before any int8 default) scores every key in float, grammar 2 the formats whose int8 KL was measured within
# 1.1x of the float path's first, grammar 3 turbo4 and turbo5 too (docs/quality.md); q8_0's is 1.29x, so its keys
# keep float scores unless asked. A plan file names its grammar (`read_plan_file` reads it as it meant then).
_QDOT_INT8_FIRST = ("q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1")
QDOT_INT8_BY_GRAMMAR = {1: (), 2: _QDOT_INT8_FIRST, 3: (*_QDOT_INT8_FIRST, "turbo4", "turbo5")}
SETTING_GRAMMAR = 3
QDOT_INT8_DEFAULT = QDOT_INT8_BY_GRAMMAR[SETTING_GRAMMAR]


def int8_keys_by_default(key_format: str, grammar: int = SETTING_GRAMMAR) -> bool:
    """Whether keys in `key_format` are scored with an int8 query where a setting of `grammar` names no qdot."""
    return key_format in QDOT_INT8_BY_GRAMMAR[grammar]

GAIN_MODES = ("search", "norm")
DEFAULT_GAIN = "search"  # turbo sides, where a setting names no gain
# Plan rule kinds -> the transformers layer types they select (cache/layer_types.py)
LAYER_KINDS = {"global": ("full_attention",), "sliding": ("sliding_attention", "chunked_attention")}
GRAMMAR = ("KEY[/VALUE][:window=N,prefill=quantized|full,center=0|1,gain=search|norm,sink=N,rotate=0|1,"
           "qdot=float|int8,vsum=float|int8][;LAYERS=KEY[/VALUE]...] with LAYERS one of N, N-M, global, sliding")

Pair = tuple[str, str]  # (key format, value format)


def pair_text(pair: Pair) -> str:
    return pair[0] if pair[0] == pair[1] else f"{pair[0]}/{pair[1]}"


@dataclass(frozen=True, order=True)
class LayerRule:
    """Keys and values of some layers in their own formats: a kind (`global`, `sliding`) or layers
    first..last. Fields are in sort order: kinds first (`rank` 0), then index ranges by first layer."""

    rank: int  # 0: a kind rule, 1: an index range (the canonical order)
    kind: str  # "global" | "sliding" | "" for an index range
    first: int
    last: int
    key: str
    value: str

    @property
    def pair(self) -> Pair:
        return self.key, self.value

    @property
    def selector(self) -> str:
        if self.kind:
            return self.kind
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"

    def __str__(self) -> str:
        return f"{self.selector}={pair_text(self.pair)}"

    def selects(self, index: int, layer_type: str) -> bool:
        if self.kind:
            return layer_type in LAYER_KINDS[self.kind]
        return self.first <= index <= self.last


def kind_rule(kind: str, pair: Pair) -> LayerRule:
    return LayerRule(0, kind, 0, 0, *pair)


def range_rule(first: int, last: int, pair: Pair) -> LayerRule:
    return LayerRule(1, "", first, last, *pair)


@dataclass(frozen=True)
class CacheSpec:
    """A parsed, validated cache setting."""

    key: str
    value: str
    window: int = 0
    prefill: str = "quantized"
    # None: the formats' default (see cache.centering.resolve_refinements)
    center: bool | None = None
    gain: str | None = None
    sink: int | None = None
    # Hadamard-rotate keys and values before storing them (formats/rotated.py); off unless asked
    rotate: bool = False
    # Per-layer formats (a plan), canonical: sorted, merged, no rule that changes nothing
    rules: tuple[LayerRule, ...] = ()
    # Read back from a live cache only: options whose values disagree between layers in a way no setting
    # gives. Spelled `option=mixed`, which no request parses to, so such a cache never matches a request.
    mixed: tuple[str, ...] = ()
    # How decode steps score keys: "float", "int8" (the query quantized to int8, integer dot products), or None:
    # each layer's keys decide (default_qdot, layer_qdot)
    qdot: str | None = None
    # How decode steps sum values: "int8" (the weights quantized to 8 bits, integer dot products), or None: float
    vsum: str | None = None

    @property
    def is_ordinary(self) -> bool:
        return self.key == ORDINARY

    @property
    def is_plan(self) -> bool:
        return bool(self.rules)

    @property
    def pair(self) -> Pair:
        """The formats of every layer no rule selects."""
        return self.key, self.value

    @property
    def formats_text(self) -> str:
        """The formats part of the setting (no options): `q8_0/turbo4`, `q8_0/turbo4;0-3=q8_0`."""
        if self.is_ordinary:
            return ORDINARY
        return ";".join([pair_text(self.pair), *(str(r) for r in self.rules)])

    def format_names(self) -> list[str]:
        """Every format the setting names, keys and values, in order, once each."""
        names = [self.key, self.value, *(n for r in self.rules for n in r.pair)]
        return list(dict.fromkeys(names))

    @property
    def full_precision(self) -> bool:
        """Whether every layer stores plain floating-point keys and values (f32, f16, bf16): nothing to save."""
        return not self.is_ordinary and all(FORMAT_NAMES.get(n).plain for n in self.format_names())

    def key_format_names(self) -> list[str]:
        return list(dict.fromkeys([self.key, *(r.key for r in self.rules)]))

    def __str__(self) -> str:
        if self.is_ordinary:
            return ORDINARY
        head = pair_text(self.pair)
        opts = []
        if self.window:
            opts.append(f"window={self.window}")
        if self.prefill != "quantized":
            opts.append(f"prefill={self.prefill}")
        if self.center is not None:
            opts.append(f"center={int(self.center)}")
        if self.gain is not None:
            opts.append(f"gain={self.gain}")
        if self.sink is not None:
            opts.append(f"sink={self.sink}")
        if self.rotate:
            opts.append("rotate=1")
        if self.qdot is not None:
            opts.append(f"qdot={self.qdot}")
        if self.vsum is not None:
            opts.append(f"vsum={self.vsum}")
        opts += [f"{name}=mixed" for name in self.mixed]
        head += ":" + ",".join(opts) if opts else ""
        return ";".join([head, *(str(r) for r in self.rules)])

    def default_center(self) -> bool | None:
        """Centring where the setting names none: on for kvtrial's own turbo keys (a model that soft-caps
        its scores turns it off: cache.centering), off for llama.cpp's formats; None when a plan mixes
        both kinds of keys (each layer then follows its own keys)."""
        turbo = {FORMAT_NAMES.get(n).turbo for n in self.key_format_names()}
        return turbo.pop() if len(turbo) == 1 else None

    def default_sink(self) -> int | None:
        """Exact sink tokens where the setting names none: one for turbo keys, none otherwise."""
        center = self.default_center()
        return None if center is None else int(center)

    def default_qdot(self) -> str | None:
        """How decode steps score keys where the setting names no qdot: int8 when every layer's keys are in
        QDOT_INT8_DEFAULT, float when none is, None when a plan mixes both (each layer then follows its own keys)."""
        int8 = {int8_keys_by_default(n) for n in self.key_format_names()}
        return ("int8" if int8.pop() else "float") if len(int8) == 1 else None

    def layer_qdot(self, key_format: str) -> bool:
        """Whether a layer whose keys are in `key_format` scores them with an int8 query."""
        return self.qdot == "int8" if self.qdot is not None else int8_keys_by_default(key_format)

    @property
    def key_scores(self) -> str:
        """How decode steps score keys, in words a record keeps: float, int8, or int8 for the keys in
        QDOT_INT8_DEFAULT and float for the others (a plan naming no qdot that mixes both)."""
        if self.is_ordinary:
            return "float"
        found = self.qdot or self.default_qdot()
        return found or f"int8 for keys in {', '.join(QDOT_INT8_DEFAULT)}, float for the others"

    @property
    def value_sums(self) -> str:
        """How decode steps sum values, in words a record keeps: float or int8."""
        return "int8" if self.vsum == "int8" else "float"

    def minimal(self) -> CacheSpec:
        """The same setting without the center / gain / sink / qdot options that equal the formats' defaults
        (`turbo4:sink=1` is `turbo4`), so a request and the live cache's read-back spell it alike. A model
        whose scores are soft-capped leaves centring off by default, so there `turbo4:center=0` reads back
        as `turbo4` and the comparison says so."""
        if self.is_ordinary:
            return self
        center = None if self.center == self.default_center() else self.center
        gain = None if self.gain == DEFAULT_GAIN else self.gain
        sink = None if self.sink == self.default_sink() else self.sink
        qdot = None if self.qdot == self.default_qdot() else self.qdot
        vsum = None if self.vsum == "float" else self.vsum
        return replace(self, center=center, gain=gain, sink=sink, qdot=qdot, vsum=vsum)

    def uniform(self, pair: Pair) -> CacheSpec:
        """This setting's options with one pair of formats for every layer (a layer's own setting)."""
        return replace(self, key=pair[0], value=pair[1], rules=())

    def layer_formats(self, layer_types: Sequence[str]) -> list[Pair | None]:
        """Each layer's (key, value) formats on a model with these transformers layer types (None for
        layers that store no keys or values); SpecError when a rule selects no layer that stores any."""
        stores = [t in LAYER_KINDS["global"] + LAYER_KINDS["sliding"] for t in layer_types]
        for rule in self.rules:
            if not rule.kind and rule.last >= len(layer_types):
                raise SpecError(
                    f"layer rule {rule} in {self}: layer {rule.last} is out of range; this model has "
                    f"{len(layer_types)} layers (0-{len(layer_types) - 1})"
                )
            if not any(s and rule.selects(i, t) for i, (t, s) in enumerate(zip(layer_types, stores, strict=True))):
                found = ", ".join(sorted(set(layer_types)))
                raise SpecError(f"layer rule {rule} in {self} selects no layer that stores keys and values "
                                f"on this model (its layer types: {found})")
        out: list[Pair | None] = []
        for i, (t, s) in enumerate(zip(layer_types, stores, strict=True)):
            pair = self.pair
            for rule in self.rules:  # kinds first, then ranges: the later, more specific rule wins
                if rule.selects(i, t):
                    pair = rule.pair
            out.append(pair if s else None)
        return out


def plan_from_layers(pairs: Sequence[Pair | None]) -> tuple[Pair, tuple[LayerRule, ...]]:
    """The first formats and index rules that give these per-layer formats: the most common pair (the
    first layer's among equals) for the rest, index ranges for the others."""
    kv = [p for p in pairs if p is not None]
    if not kv:
        raise SpecError("no layer stores keys and values: there are no formats to spell")
    counts = Counter(kv)
    base = max(counts, key=lambda p: (counts[p], -kv.index(p)))
    rules = [range_rule(i, i, p) for i, p in enumerate(pairs) if p is not None and p != base]
    return base, _canonical_rules(base, rules, "per-layer formats")


def _canonical_rules(base: Pair, rules: Sequence[LayerRule], raw: str) -> tuple[LayerRule, ...]:
    """Sorted; kinds once each; index ranges checked for overlap and merged where neighbours agree; rules
    that change nothing dropped (an index rule equal to the first formats may undo a kind rule: kept then)."""
    kinds: dict[str, LayerRule] = {}
    for r in (r for r in rules if r.kind):
        if r.kind in kinds:
            raise SpecError(f"layer kind {r.kind!r} is given twice in {raw!r}; give each kind once")
        kinds[r.kind] = r
    ranges = sorted(r for r in rules if not r.kind)
    for a, b in zip(ranges, ranges[1:], strict=False):
        if b.first <= a.last:
            raise SpecError(f"layer rules {a.selector} and {b.selector} overlap in {raw!r}; "
                            "give each layer at most one index rule")
    merged: list[LayerRule] = []
    for r in ranges:
        if merged and merged[-1].last + 1 == r.first and merged[-1].pair == r.pair:
            merged[-1] = range_rule(merged[-1].first, r.last, r.pair)
        else:
            merged.append(r)
    kept_kinds = [r for r in kinds.values() if r.pair != base]
    if not kept_kinds:  # with no kind rule, an index rule equal to the first formats changes nothing
        merged = [r for r in merged if r.pair != base]
    return tuple(sorted(kept_kinds) + merged)


def _parse_pair(text: str, raw: str) -> Pair:
    names = text.strip().split("/")
    if len(names) > 2 or any(not n.strip() for n in names):
        raise SpecError(
            f"malformed cache setting {raw!r}: expected KEY or KEY/VALUE format names, e.g. 'q8_0' or 'q8_0/turbo4'"
        )
    names = [n.strip() for n in names]
    for n in names:
        FORMAT_NAMES.get(n)  # raises with the valid names and a suggestion
    return names[0], names[-1]


def _parse_rule(item: str, raw: str) -> LayerRule:
    selector, eq, formats = item.partition("=")
    selector = selector.strip()
    if not eq or not selector or ":" in formats:
        raise SpecError(f"malformed layer rule {item.strip()!r} in {raw!r}: expected LAYERS=KEY[/VALUE] with "
                        f"LAYERS one of N, N-M, {', '.join(LAYER_KINDS)}; options go before the first ';'")
    pair = _parse_pair(formats, raw)
    if selector in LAYER_KINDS:
        return kind_rule(selector, pair)
    first, dash, last = selector.partition("-")
    if not first.strip().isdigit() or (dash and not last.strip().isdigit()):
        raise SpecError(f"unknown layers {selector!r} in {raw!r}; expected a layer index N, a range N-M "
                        f"or a kind ({', '.join(LAYER_KINDS)})")
    lo, hi = int(first), int(last) if dash else int(first)
    if hi < lo:
        raise SpecError(f"layer range {selector!r} in {raw!r} runs backwards; write the lower index first")
    return range_rule(lo, hi, pair)


def split_settings(text: str, where: str = "the list of settings") -> list[str]:
    """The settings of a user's comma-separated list, each as written (parse each with `parse_spec`): a
    comma starts a new setting unless the item after it is an option of the setting before (`window=64`
    after `q8_0:window=...`). Empty items are skipped; SpecError names an option that belongs to no setting."""
    settings: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        if not _is_option_item(item):
            settings.append(item)
            continue
        _check_option_item(item, settings[-1] if settings else None, text, where)
        settings[-1] += "," + item
    return settings


def _is_option_item(item: str) -> bool:
    """Whether a list item is `option=value`: a setting starts with format names (or `plan:`), never with an
    `=` before its first `:` or `;`."""
    head = item.split(":", 1)[0].split(";", 1)[0]
    return "=" in head


def _check_option_item(item: str, before: str | None, text: str, where: str) -> None:
    """SpecError unless the option item `item` can continue the setting `before` in the list `text`."""
    name = item.partition("=")[0].strip()
    example = "e.g. 'q8_0:window=64,prefill=full,turbo4' (two settings)"
    if name not in OPTIONS:
        raise SpecError(f"{item!r} in {where} {text!r} is neither a cache setting ({GRAMMAR}) nor an option "
                        f"({', '.join(OPTIONS)}); layer rules follow ';' inside a setting")
    if before is None:
        raise SpecError(f"option {item!r} in {where} {text!r} comes before any setting; an option follows its "
                        f"setting's ':', {example}")
    if before.startswith(PLAN_FILE):
        raise SpecError(f"option {item!r} in {where} {text!r} follows the plan file {before!r}; a plan file's "
                        "setting takes no options (write them into the setting it holds)")
    if ";" in before:
        raise SpecError(f"option {item!r} in {where} {text!r} follows the layer rules of {before!r}; options go "
                        "before the first ';', e.g. 'q8_0:window=64,prefill=full;0-3=f16'")
    if before == ORDINARY:
        raise SpecError(f"option {item!r} in {where} {text!r} follows 'ordinary', transformers' own cache, "
                        "which takes no options")
    if ":" not in before:
        raise SpecError(f"option {item!r} in {where} {text!r} follows {before!r}, which has no options part; "
                        f"write {before}:{item}, {example}")


def parse_spec(text: str) -> CacheSpec:
    """Parse a cache setting string; raise SpecError naming what is wrong and what is allowed."""
    if not isinstance(text, str) or not text.strip():
        raise SpecError(f"empty cache setting; expected {GRAMMAR}, e.g. 'q8_0/turbo4'")
    raw = text.strip()
    if raw == ORDINARY:
        return CacheSpec(ORDINARY, ORDINARY)
    if raw.startswith(PLAN_FILE):
        path = raw.removeprefix(PLAN_FILE)
        try:
            return parse_spec(read_plan_file(path))
        except UnknownNameError as e:
            raise UnknownNameError(f"plan file {path!r}: {e}") from None
        except SpecError as e:
            if str(e).startswith(f"plan file {path!r}"):
                raise
            raise SpecError(f"plan file {path!r}: {e}") from None
    head, *rule_items = raw.split(";")
    formats_part, _, options_part = head.partition(":")
    key, value = _parse_pair(formats_part, raw)
    rules = _canonical_rules((key, value), [_parse_rule(item, raw) for item in rule_items], raw)
    names = [key, value, *(n for r in rules for n in r.pair)]
    options: dict[str, object] = {}
    if options_part or head.endswith(":"):
        for item in options_part.split(","):
            opt, eq, val = item.partition("=")
            opt = opt.strip()
            if not eq or not val.strip():
                raise SpecError(
                    f"malformed option {item!r} in {raw!r}: expected option=value with option in {', '.join(OPTIONS)}"
                )
            if opt in options:  # one value per option: a later one silently winning would hide a typo
                raise SpecError(f"option {opt!r} is given twice in {raw!r}; give each option once")
            options[opt] = _option_value(opt, val.strip(), raw, names, formats_part,
                                         [key, *(r.key for r in rules)], [value, *(r.value for r in rules)])
    return CacheSpec(key, value, rules=rules, **options)  # type: ignore[arg-type]  # _option_value types each


def _option_value(opt: str, val: str, raw: str, names: Sequence[str], formats_part: str,
                  key_names: Sequence[str] = (), value_names: Sequence[str] = ()) -> object:
    """One option's value, checked (the CacheSpec field of the same name takes it)."""
    if opt in ("window", "sink"):
        if not val.isdigit():
            raise SpecError(f"{opt} must be a whole number of tokens >= 0, got {val!r} in {raw!r}")
        return int(val)
    if opt == "prefill":
        if val not in PREFILL_MODES:
            raise SpecError(f"prefill must be one of {', '.join(PREFILL_MODES)}, got {val!r} in {raw!r}")
        return val
    if opt in ("center", "rotate"):
        if val not in ("0", "1"):
            raise SpecError(f"{opt} must be 0 or 1, got {val!r} in {raw!r}")
        turbo = [n for n in dict.fromkeys(names) if FORMAT_NAMES.get(n).turbo]
        if opt == "rotate" and val == "1" and turbo:
            raise SpecError(f"rotate=1 applies to llama.cpp's block formats and plain formats; "
                            f"{', '.join(turbo)} rotate their blocks themselves, in {raw!r}")
        return val == "1"
    if opt == "gain":
        if val not in GAIN_MODES:
            raise SpecError(f"gain must be one of {', '.join(GAIN_MODES)}, got {val!r} in {raw!r}")
        if not any(FORMAT_NAMES.get(n).turbo for n in names):
            raise SpecError(f"gain applies to turbo formats only; {formats_part!r} has none, in {raw!r}")
        return val
    if opt == "qdot":
        if val not in QDOT_MODES:
            raise SpecError(f"qdot must be one of {', '.join(QDOT_MODES)}, got {val!r} in {raw!r}")
        others = [n for n in dict.fromkeys(key_names) if n not in QDOT_FORMATS]
        if val == "int8" and others:
            raise SpecError(f"qdot=int8 scores keys stored in {', '.join(QDOT_FORMATS)}; keys in {', '.join(others)} "
                            f"keep float scores (drop qdot=int8 or store those keys in one of these), in {raw!r}")
        return val
    if opt == "vsum":
        if val not in QDOT_MODES:
            raise SpecError(f"vsum must be one of {', '.join(QDOT_MODES)}, got {val!r} in {raw!r}")
        others = [n for n in dict.fromkeys(value_names) if n not in VSUM_FORMATS]
        if val == "int8" and others:
            raise SpecError(f"vsum=int8 sums values stored in {', '.join(VSUM_FORMATS)}; values in "
                            f"{', '.join(others)} keep float sums (drop vsum=int8 or store those values in one of "
                            f"these), in {raw!r}")
        return val
    raise SpecError(f"unknown option {opt!r} in {raw!r}; valid options: {', '.join(OPTIONS)}")


def recorded_spec(text: str | None) -> CacheSpec | None:
    """A setting as a row or a verdict records it (requested, or read back from the live cache with
    `unconfirmed:` before it), parsed; None when it names no kvtrial setting: layers `mixed:` by no one
    setting, a plan file's name (recorded settings never read files), another engine's names, no text."""
    found = ReadBack.parse(text or "")
    raw = found.setting
    if not raw or found.kind is ReadBackKind.MIXED or raw.startswith(PLAN_FILE):
        return None
    try:
        return parse_spec(raw)
    except KvtrialError:
        return None


def with_float_key_scores(text: str) -> str:
    """The setting with float key scores where its keys would take int8 scores by default (`q4_0` ->
    `q4_0:qdot=float`): the float path a comparison with float arithmetic needs. A setting naming qdot, or whose keys
    keep float scores anyway, as it is."""
    spec = parse_spec(text)
    if spec.is_ordinary or spec.qdot is not None or not any(map(int8_keys_by_default, spec.key_format_names())):
        return text
    return str(replace(spec, qdot="float"))


def as_of_grammar(text: str, grammar: int) -> str:
    """The setting `text`, written in `grammar`, spelled so that it means now what it meant then: keys whose default
    scores changed since take the option that keeps their old ones (a grammar-1 `q4_0` is `q4_0:qdot=float`, a
    grammar-2 `turbo4` is `turbo4:qdot=float`). A setting naming qdot, or whose keys' defaults did not change, as
    it is. A plan that mixes keys of both defaults then and names no qdot has no spelling now (options hold for every
    layer): refused with what to do."""
    spec = parse_spec(text)
    if spec.is_ordinary or spec.qdot is not None:
        return text
    names = spec.key_format_names()
    if all(int8_keys_by_default(n, grammar) == int8_keys_by_default(n) for n in names):
        return text
    if not any(int8_keys_by_default(n, grammar) for n in names):
        return str(replace(spec, qdot="float"))
    raise SpecError(f"setting {text!r} (plan file grammar {grammar}) scored keys in "
                    f"{', '.join(n for n in names if int8_keys_by_default(n, grammar))} with an int8 query and keys in "
                    f"{', '.join(n for n in names if not int8_keys_by_default(n, grammar))} in float; a setting now "
                    f"names one qdot for every layer: write the plan again with qdot=int8 or qdot=float "
                    f"(`kvtrial tune` writes plan files of grammar {SETTING_GRAMMAR})")


def plan_file_text(setting: str, **about: object) -> str:
    """A plan file's JSON (what `read_plan_file` reads): the setting, canonical, the grammar it is spelled in,
    and what else is known about it (`kvtrial tune` adds the model, corpus, target and measured KL)."""
    if setting.strip().startswith(PLAN_FILE):
        raise SpecError(f"a plan file holds the setting itself, not another plan file ({setting!r})")
    spec = parse_spec(setting)
    return json.dumps({"setting": str(spec), "grammar": SETTING_GRAMMAR, **about}, indent=2) + "\n"


def read_plan_file(path: str) -> str:
    """The setting string a plan file holds: JSON `{"setting": "..."}`, itself not a plan file; one written
    before plan files named their grammar is read as grammar 1; an older grammar's setting as it meant then
    (`as_of_grammar`)."""
    where = Path(path).expanduser()
    if not os.path.lexists(where):
        raise SpecError(f"plan file {path!r} does not exist; `kvtrial tune` writes plan files "
                        f"(plan:PATH with PATH a JSON file holding {{\"setting\": \"...\"}})")
    text = read_input_text(where, "plan file", InputKind.SETTING, SpecError)
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as e:
        raise SpecError(f"plan file {path!r} is not readable JSON ({e}); expected {{\"setting\": \"...\"}}") from None
    setting = data.get("setting") if isinstance(data, dict) else None
    if not isinstance(setting, str) or not setting.strip():
        raise SpecError(f"plan file {path!r} holds no \"setting\" string; expected {{\"setting\": \"{GRAMMAR}\"}}")
    if setting.strip().startswith(PLAN_FILE):
        raise SpecError(f"plan file {path!r} names another plan file ({setting!r}); it must hold the setting itself")
    grammar = data.get("grammar", 1)
    if not isinstance(grammar, int) or isinstance(grammar, bool) or not 1 <= grammar <= SETTING_GRAMMAR:
        raise SpecError(f"plan file {path!r} has grammar {grammar!r}; this kvtrial reads plan files of grammar 1 to "
                        f"{SETTING_GRAMMAR} (a newer one was written by a newer kvtrial: upgrade kvtrial to read it)")
    return as_of_grammar(setting, grammar)
