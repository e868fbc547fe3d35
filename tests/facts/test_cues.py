"""An item named in a brief: in full, or with one of its longer words clipped or contracted, while the other words
stay whole, in each language; a clipped word alone, or a word that only shares a first letter, names nothing."""

from __future__ import annotations

import pytest

from kvtrial.facts.cues import mentions
from kvtrial.facts.languages import get_language

CASES = {  # item patterns, texts naming it, texts that do not
    "en": (["warehouse inventory"], ["Done: warehouse invt. count", "warehouse inventory counted", "whse inventory"],
           ["inventory only", "warehouse invoice", "warehouse in. count"]),
    "zh": (["库存盘点"], ["库存盘点：已完成"], ["库存：已完成"]),
    "ru": (["складск* инвентаризац*"], ["Готово: складск. инвентаризация", "складская инвент. завершена"],
           ["инвентаризация проведена", "складская инструкция"]),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_an_item_with_one_word_clipped_is_named_and_a_near_miss_is_not(code: str) -> None:
    patterns, named, not_named = CASES[code]
    item, lang = {"patterns": patterns}, get_language(code)
    for text in named:
        assert mentions(item, text, lang), text
    for text in not_named:
        assert not mentions(item, text, lang), text
