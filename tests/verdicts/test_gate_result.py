"""The gate's result wording: counts and item names come from the items, never from fixed numbers."""

from __future__ import annotations

import json

from kvtrial.verdicts.gate_result import GateItem, GateResult, ItemStatus, Verdict


def _items(*statuses: ItemStatus) -> list[GateItem]:
    return [GateItem(n, f"item {n}", s, "detail", [], f"short{n}") for n, s in enumerate(statuses, start=1)]


def test_counts_come_from_the_items():
    result = GateResult("run", _items(ItemStatus.PASS, ItemStatus.PASS, ItemStatus.PASS), "scope", ["q8_0"], "t.toml",
                        {"q8_0": _items(ItemStatus.PASS, ItemStatus.PASS, ItemStatus.PASS)})
    assert result.headline == "All 3 checklist items pass for q8_0."
    assert result.verdict_lines() == ["q8_0: releasable (all 3 items pass)"]


def test_failed_and_inconclusive_items_are_named_by_number_and_short_name():
    items = _items(ItemStatus.PASS, ItemStatus.FAIL, ItemStatus.INCONCLUSIVE)
    result = GateResult("run", items, "scope", ["q4_0"], "t.toml", {"q4_0": items})
    assert result.candidate_verdicts() == {"q4_0": Verdict.NOT_RELEASABLE}
    assert result.headline == "Not releasable for q4_0: item(s) 2 fail; item(s) 3 inconclusive."
    assert result.verdict_lines() == ["q4_0: not releasable (fail: 2 short2; inconclusive: 3 short3)"]


def test_json_keeps_the_plain_status_words_and_no_short_names():
    items = _items(ItemStatus.NOT_EVALUATED)
    data = json.loads(json.dumps(GateResult("run", items, "scope", ["q8_0"], "t.toml", {"q8_0": items}).to_dict()))
    assert data["items"] == [{"number": 1, "title": "item 1", "status": "not evaluated", "detail": "detail",
                              "evidence": []}]
    assert data["candidate_verdicts"] == {"q8_0": "not releasable"}
