"""A brief's status marks and the legend that says what they mean ("Legend: ✅ done · ⏳ planned · 🚫 excluded",
"图例：✅ 已完成 ⏳ 计划中", "Обозначения: ✅ — сделано, ⏳ — запланировано"). A legend is the reader's key to the marks:
no claim, no progress, no approval and no addition, so it is blanked (one character for one). A mark it gives a
stage the rules would not read from it ("🔵 done") reads as that stage's usual mark wherever else it stands; a mark
with no legend reads by its common meaning (`WAITING_MARK`, and the check marks the stage rules read as done)."""

from __future__ import annotations

import re
import unicodedata

from kvtrial.facts.cues import mentions
from kvtrial.facts.languages import get_language
from kvtrial.facts.languages.model import Cues, Language
from kvtrial.facts.markup import blanked
from kvtrial.facts.material import Material

# an hourglass or a clock: work waiting, planned and not started (or an approval still pending)
WAITING_MARK = re.compile("[⏳⌛🕓]\ufe0f?")
# each stage's usual mark, the one the rules read it by
_USUAL_MARK = {"done": "✅", "planned": "⏳", "excluded": "🚫", "approved": "✔"}
# the marks the rules already read as each stage: a legend giving one of them that stage changes nothing
_READ_AS = {"done": "✓✔☑✅", "planned": "⏳⌛🕓", "excluded": "🚫⛔❌✖", "approved": "✓✔☑✅"}
_VARIATION = "\ufe0f"
# what parts one pair of a legend from the next, and a mark from its meaning ("✅ — done", "✔ = 已完成")
_PARTING = " \t\u3000·•;；,，、/|｜=:：—–-()（）"
# the end of a legend's last meaning: its sentence's end ("… ✔ — утверждено. Зачёркнутое значение недействительно.")
_SENTENCE_END = re.compile(r"[.。!！](?=\s|$)|$")
# the most characters of one meaning ("planned / pending, not started"), and of one written in Chinese ("等待中 / 计划中"):
# a legend says what a mark means in a few words, never tells a fact of its own
_MEANING_CHARS = 40
_MEANING_HAN = 8


def is_mark(ch: str) -> bool:
    """True for a symbol that can mark a line's status: a pictograph or dingbat (Unicode's "other symbol")."""
    return len(ch) == 1 and unicodedata.category(ch) == "So"


def _marks(text: str) -> list[tuple[int, int]]:
    """(start, end) of each mark in `text`, its variation selector included."""
    return [(i, i + 2 if text[i + 1:i + 2] == _VARIATION else i + 1) for i, ch in enumerate(text) if is_mark(ch)]


def _short(meaning: str) -> bool:
    han = len(re.findall(r"[\u3400-\u9fff]", meaning))
    return bool(re.search(r"[^\W\d_]", meaning)) and not re.search(r"\d", meaning) and len(meaning) <= _MEANING_CHARS \
        and han <= _MEANING_HAN


def _pairs(body: str) -> tuple[list[tuple[str, str]], int] | None:
    """The (mark, meaning) pairs after a legend's label and where its last meaning ends, or None when what follows the
    label is no key to marks: it opens with a mark, and each mark has a meaning of a few words, no digit."""
    lead = len(body) - len(body.lstrip(" \t\u3000"))
    marks = [m for m in _marks(body) if m[0] >= lead]
    if not marks or marks[0][0] != lead:
        return None
    found = _SENTENCE_END.search(body, marks[-1][1])
    last_end = found.start() if found else len(body)
    out = []
    for n, (s, e) in enumerate(marks):
        stop = marks[n + 1][0] if n + 1 < len(marks) else last_end
        meaning = body[e:stop].strip(_PARTING)
        if not _short(meaning):
            return None
        out.append((body[s:e].rstrip(_VARIATION), meaning))
    return out, last_end


def _stage(meaning: str, cues: Cues) -> str | None:
    """The stage a legend's meaning names, read by the language's cues (its planned words before its done words:
    "planned, not started"), or None (a risk, a colour)."""
    if cues.planned.search(meaning):
        return "planned"
    if cues.done.search(meaning):
        return "done"
    if cues.approved_word.search(meaning):
        return "approved"
    if cues.exclusion.search(meaning):
        return "excluded"
    return "planned" if cues.pending_word.search(meaning) else None


def _names_fact(meaning: str, material: Material, lang: Language) -> bool:
    """True when a meaning names one of the pilot's work items: a status line under a note's label ("说明：✔ 历史订单数据
    导出"), no key to the marks."""
    return any(mentions(f.value["item"], meaning, lang) for f in material.facts if "item" in f.value)


def legend_read(text: str, material: Material) -> str:
    """`text` with each legend blanked, and each mark a legend gives a stage its rules would not read from it written
    as that stage's usual mark (one character for one; a mark whose meaning the rules read from it already, or whose
    meaning is no stage, stays as it is). A legend is a line opened by the language's legend label (`Layout.legend`)
    with marks and their meanings after it, blanked from the label to its last meaning's end: a further sentence on
    its line ("Dates run start → end.") is read as it is."""
    lang = get_language(material.language)
    lines = text.split("\n")
    meanings: dict[str, str] = {}
    found = False
    for k, line in enumerate(lines):
        label = lang.layout.legend.match(line)
        read = _pairs(line[label.end():]) if label else None
        if label is None or read is None or any(_names_fact(m, material, lang) for _, m in read[0]):
            continue
        pairs, end = read
        for mark, meaning in pairs:
            stage = _stage(meaning, lang.cues)
            if stage is not None:
                meanings.setdefault(mark, stage)
        stop = label.end() + end
        lines[k] = line[:label.start()] + blanked(line[label.start():stop]) + line[stop:]
        found = True
    if not found:
        return text
    changed = {mark: _USUAL_MARK[stage] for mark, stage in meanings.items() if mark not in _READ_AS[stage]}
    return "".join(changed.get(ch, ch) for ch in "\n".join(lines))
