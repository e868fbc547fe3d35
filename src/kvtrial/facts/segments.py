"""Cut a generated brief into clauses that know their section, their list label ("Done:",
"Planned:", "Out of scope:") and the paragraph citations of their sentence."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from kvtrial.facts.languages import data_keys
from kvtrial.facts.languages.model import Forms, Layout
from kvtrial.facts.memo import by_text
from kvtrial.facts.parse import SpanSet, find_citations
from kvtrial.integrity import heading_of, inline_label

# a list marker: a bullet, a number, or a letter in brackets ("(а)", "b)", "（1）", "（二）") as clauses and agreements
# list items;
# a dash or a dot opening the line is a bullet too ("— обучение операторов;", "—— 确认合同", "· 用户指南翻译")
_BULLET = re.compile(r"^\s*(?:(?:[-*•+]|\d{1,2}[.)]|\(?(?:[a-zа-я]|\d{1,2})\))\s+|（(?:\d{1,2}|[一二三四五六七八九十])）\s*|"
                     r"(?:[—–]{1,2}|[·▪◦‣])[ \t]*(?=[^\W\d_]))")
# the branch of a tree drawn in text ("│  ├─ ", "└── "): a list item one level under the node above it
_TREE_BRANCH = re.compile(r"^[│┃|\s]*[├└┣┗]\s*[─━-]+\s*")
# "Night shift? Not in scope." is one statement: a question answered by a negation does not end a sentence.
_SENTENCE_END = re.compile(r"(?:[.!]|\?(?!\s+(?i:no|not|none|excluded|нет|не|исключ\w*)\b))(?:\s*\[[^\]\n]{1,40}\])*(?=\s+\S)"
                           r"|[。！？；](?:\s*[\[【][^\]】\n]{1,40}[\]】])*(?=\s*\S)")
# Each language's abbreviations (`Layout.abbreviations`) are looked for this far before a dot: more than the
# longest abbreviation any language's pattern names ("approx", "сентябр" is a month, not one).
ABBREVIATION_REACH = 32


# A line opening with a section word and a colon or dash, bracketed or bold or not, after a bullet of any shape:
# "(Sources: ...", "Sources — ...", "▸ 来源：...", and a run-in heading closed by a full stop ("Источники. Начало — [3]")
_SOURCES_OPENER = re.compile(r"^[^\w\n\[【〔［\"“'«]*?([^\W\d_][^:：\n—–()（）\[\]【】]{0,30}?)\**\s*"
                             r"(?:[:：]|[—–]|\s-\s|[.。](?=\s|$))")


# a section's name boxed in brackets or set off by a bar, its list on the same line ("【来源】[1] 开始日期",
# "[Sources] [2] start date", "来源 ｜ [2] 开始日期", "Sources | [2] start date"): the line's heading
_BOXED_OPENER = re.compile(r"^[^\w\n]*?[【〔［\[]\s*([^\W\d_][^\]】〕］\n]{0,30}?)\s*[\]】〕］]|"
                           r"^[^\w\n|｜]*?([^\W\d_][^|｜\n]{0,30}?)\s*[|｜](?=[^|｜\n]*$)")


def _sources_opening(line: str, layout: Layout) -> str | None:
    """The Sources section's name when a line opens the Sources: its name before a colon or dash ("Sources — [9] ...",
    "(Sources: para 9 ...)", "出处 — 【4】", "Src: 2 = start"; a memo's address line, "RE: …", "主题：…", is none,
    whatever its label abbreviates), or boxed in brackets or set off by a bar (`_BOXED_OPENER`); else None."""
    opener = None if layout.memo_header.match(line) else _SOURCES_OPENER.match(line)
    if opener and _opens_sources(opener, layout):
        name = norm_section(opener.group(1))
        return name if name in layout.sources_sections else min(layout.sources_sections)
    name = _boxed_name(line)
    return name if name in layout.sources_sections else None


def _boxed_name(line: str) -> str:
    """The section name a line opens with, boxed in brackets or set off by a bar (`_BOXED_OPENER`), normalised; ""
    where it opens with none."""
    boxed = _BOXED_OPENER.match(line)
    return norm_section(boxed.group(1) or boxed.group(2)) if boxed else ""


# a bold name closed by a full stop, running text after it ("**Sources.** Start date - [2]; ..."): a run-in heading
_RUN_IN_HEADING = re.compile(r"^[^\w\n]*?\*\*([^\W\d_][^*\n.:：]{0,30}?)[.。]\*\*")
_PLAIN_RUN_IN = re.compile(r"^[^\w\n]*?([^\W\d_][^\W\d_ ]{2,30})[.。][ \t]")  # "Sources. scope — [18]", no bold


def run_in_sources(line: str, layout: Layout) -> bool:
    """True when a line opens with the Sources' name as a run-in heading, bold, plain or bracketed ("**Sources.** scope and
    completed work — [14]", "Источники. рамки и выполненный этап — [18]", "【来源】[7] 范围、已完成事项"): what follows names
    the facts each paragraph gives, it claims nothing."""
    m = _RUN_IN_HEADING.match(line) or _PLAIN_RUN_IN.match(line)
    if m is not None:
        return norm_section(m.group(1)) in layout.sources_sections
    return _boxed_name(line) in layout.sources_sections  # (boxed or barred: the Sources' opening line's name)


def names_sources(label: str, layout: Layout) -> bool:
    """True when a label names the Sources section, in full ("Sources", "来源") or abbreviated ("Src.", "Ист.", "Refs"):
    a short word whose letters follow one another in a Sources name with the same first letter. Two letters are too
    few to tell: a memo's subject line ("RE: Juniper pilot") is no Sources line."""
    name = norm_section(label)
    if name in layout.sources_sections:
        return True
    if not 3 <= len(name) <= 5 or not name.isalpha() or " " in name:
        return False
    return any(word[0] == name[0] and re.search(".*?".join(map(re.escape, name)), word)
               for full in layout.sources_sections for word in full.split())


def _inline_label(line: str) -> tuple[str, str] | None:
    """A line's label and its value ("Done: X"), or a config file's list key and its items ('planned = ["X", "Y"]',
    "done = X"): the items are under that key's list label."""
    inline = inline_label(line)
    if inline is None and (pair := data_keys.DATA_PAIR.match(line)) and data_keys.key_label(pair.group("key")):
        return pair.group("key"), line[pair.start("value"):]
    return inline


def _opens_sources(opener: re.Match[str], layout: Layout) -> bool:
    """True when a line's opening word and its colon or dash (`_SOURCES_OPENER`) open the Sources: a Sources name in full
    before either ("Sources — [9]"), a short one only before a colon ("Src: 2, 8"); a chat opener before a dash ("Sure —
    here's the brief") is a word of its own, whatever name its letters follow one another in; so is a word before a
    full stop ("Sources. …" opens them, "Src. …" does not)."""
    if opener.group(0).rstrip()[-1:] in ":：":
        return names_sources(opener.group(1), layout)
    return norm_section(opener.group(1)) in layout.sources_sections


# a check mark standing alone for "done"
_DONE_MARK = re.compile(r"[✓✔☑✅]\ufe0f?")


def line_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the line holding text[start:end] starts and ends (its line break not included)."""
    line_end = text.find("\n", end)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def header_line(text: str, pos: int, layout: Layout) -> bool:
    """True when the line holding `pos` is a message's header line (`Layout.memo_header`: "To: …", "On Tue, X wrote:",
    "пн, 31 мая в 18:20, X пишет:", "在 周三 17:42，X 写道："): how the brief or a quoted message is passed on, its date the
    message's, no claim; a clause cut out of it at a comma is read by its whole line."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return bool(layout.memo_header.match(text[start:len(text) if end < 0 else end]))


@by_text()
def label_of(text: str, layout: Layout) -> str | None:
    """The list label a heading names; a bracketed note does not change it ("Done (completed)"). A check mark alone
    (a terse table's column "| ✔ |") names the done list."""
    if _DONE_MARK.fullmatch(text.strip(" *_:：")):
        return "done"
    # "out_of_scope:" (a field key) reads as "out of scope"
    t = re.sub(r"\([^)]*\)|（[^）]*）|\[[^\]]*\]|/|_", " ", text.lower())
    t = re.sub(r"\s+", " ", re.sub(r"[^\w -]|[\d_]", "", t)).strip()
    for name, pattern in layout.labels:
        if pattern.match(t):
            return name
    full = expand_abbreviation(t, layout)
    if full != t:
        return label_of(full, layout)
    return _paired_label(t, layout)


# a slide's or page's marker opening its title line ("【幻灯片2】资金与审批", "[Slide 2] Funding", "[Слайд 2]"): a word and
# its number in brackets (a citation holds digits only); the line is that slide's title, a heading
_SLIDE_MARKER = re.compile(r"^(?:【\s*[^\W\d_]+\s*\d{1,2}\s*】|\[\s*[^\W\d_]+\s*\d{1,2}\s*\])\s*")
_CITING_WORD = re.compile(r"^[【\[]\s*(?i:paras?|paragraphs?|pp?|refs?|sources?|段落?|第|§|¶|абз\w*|п)\s*\d")
_CHECKBOX = re.compile(r"^(?:[-*+]\s+)?\[[ xXхХ~✓✔-]?\]\s+(?=\S)")
# a list's data key whose value is only a comment ("planned:      # 已列入计划，尚未开始", "done:  # [8]"): a config
# file's key heading the list under it, as "planned:" alone does; the comment is the writer's note on it
_KEY_COMMENT = re.compile(r"^([A-Za-z][\w -]{0,40}:)[ \t]+#(?:[ \t].*)?$")


def _uncommented_key(line: str) -> str:
    """A list's data key with only a comment after it, without the comment ("planned:"); any other line as it is."""
    keyed = _KEY_COMMENT.match(line)
    return keyed.group(1) if keyed and data_keys.key_label(keyed.group(1)) else line
# the box ticked ("[x]", "[✔]") or left empty ("[ ]"): a checklist's line told done, or not yet
TICKED_BOX = re.compile(r"^\s*(?:[-*+]\s+)?\[[xXхХ✓✔]\]\s+(?=\S)")
EMPTY_BOX = re.compile(r"^\s*(?:[-*+]\s+)?\[\s?\]\s+(?=\S)")
_NESTED_NUMBER = re.compile(r"^\d{1,2}(?:\.\d{1,2})+\.?\s+(?=[^\W\d_])")
_SHORT_WORD = re.compile(r"^[a-zа-яё]{3,5}$")
# "Src: 2, 8", "Искл.: X", "Ист.: 3, 9": a short label word with a dot before its colon
_ABBREVIATED_LABEL = re.compile(r"^[\s*_>#-]*([^\W\d_]{3,5})\.\s*[:：]\s*(\S.*)$")


def _subsequence(short: str, word: str) -> bool:
    it = iter(word)
    return all(ch in it for ch in short)


def expand_abbreviation(word: str, layout: Layout) -> str:
    """The heading word a short label abbreviates ("src" -> "sources", "искл" -> "исключено"): its letters in
    order, from the same first letter, in words of the layout's headings, list labels or Sources names that all
    mean one thing; else the word as it is. Only a word of three to five letters in a spaced script is read so:
    a longer one is a word of its own."""
    word = word.strip().rstrip(".").lower()
    if not _SHORT_WORD.match(word):
        return word
    names = layout.heading_word_meanings
    if word in names or word in layout.function_words:
        return word  # (a function word is a word of its own: "про" in "рассказать про «Скопу»?" names no list)
    full = [n for n in names if " " not in n and len(n) > len(word) and n[0] == word[0] and _subsequence(word, n)]
    meanings = {m for n in full for m in names[n]}
    if len(meanings) != 1:
        return word
    # a whole label or Sources name rather than a stem cut out of a label's pattern ("исключ")
    whole = [n for n in full if n in layout.sources_sections or any(p.match(n) for _, p in layout.labels)]
    return min(whole or full)


# a word joining the two halves of a paired label ("planned but not started", "计划中但未开始")
_LABEL_JOINER = re.compile(r"^(?:(?:and|but|и|но|а)\s+|[但而且])")


def _paired_label(t: str, layout: Layout) -> str | None:
    """A label written as two labels of one list, the second qualifying the first ("planned not started",
    "计划中未开始", "запланировано не начато", "done and completed"): that list's label. Halves are cut between
    words, or between any two characters in a text without spaces (Chinese)."""
    cuts = [m.start() for m in re.finditer(r" ", t)] if " " in t else list(range(1, len(t)))
    for cut in cuts:
        head, tail = t[:cut].strip(), t[cut:].strip()
        tail = _LABEL_JOINER.sub("", tail, count=1) or tail
        for name, pattern in layout.labels:
            if pattern.match(head) and pattern.match(tail):
                return name
    return None


# a label ends at a colon, a spaced dash, or a dot leader ("Done ......... X", "Start …… 5 May")
# a label before a colon, a dash, dots, or a table's cell border ("| Done | X - in progress |", "done|X|14")
_INLINE_LABEL = re.compile(r"^\W*([^\W\d_][^:：\n.…|]{0,40}?)\s*(?:[:：]|\s[—–-]\s|[.…·]{3,}|\|)\s*")


def recap_lead(text: str, layout: Layout) -> str | None:
    """The lead-in of a sentence that sums up what the brief told ("To restate the essentials:", "换句话说，",
    "Если свести всё вместе:"), by the layout's recap words, or None: it says how the sentence is told, not what."""
    lead = re.match(r"[\s*_]*([^\W\d_][^:：,，\n*_]{0,80}?)[\s*_]*[:：,，]\s*\S", text)  # bold or not
    return lead.group(1) if lead is not None and layout.recap.match(lead.group(1)) else None


def strip_label(text: str, layout: Layout) -> str:
    """The clause without a leading list label ("Not yet started: X" -> "X", "Out of scope — X" -> "X", a table
    row's label cell "| Done | X |" -> "X |"): the
    label's own words ("not", "done") are not a claim about the item."""
    m = _INLINE_LABEL.match(text)
    return text[m.end():] if m and label_of(m.group(1), layout) is not None else text


def dash_label(line: str, layout: Layout) -> str | None:
    """The list label of a line written "Out of scope — X" (a dash instead of a colon)."""
    m = re.match(r"^[\s*_#>-]*([^\W\d_][^:：\n—–.…]{0,40}?)\**(?:\s+[—–-]|\s*[.…·]{3,})\s+\S", line)
    return label_of(m.group(1), layout) if m else None


def norm_section(text: str) -> str:
    return re.sub(r"[^\w ]|[\d_]", "", text.lower()).strip()


@dataclass(frozen=True)
class Clause:
    text: str
    start: int  # offset in the whole output
    end: int
    sentence: str
    sentence_start: int
    line_no: int
    section: str | None  # normalised heading in force
    label: str | None  # "done" | "planned" | "out_of_scope" | "in_scope" | "started" (a board's column) | None
    citations: tuple[int, ...]  # paragraph numbers cited in the enclosing sentence
    in_sources: bool
    # the header cell naming the column of a wide table this clause sits in ("End", "Planned"), which states its
    # role as a heading would
    column: str | None = None
    # a question ("Test account migration complete?", "Legacy fax gateway in scope?"): its own words state nothing;
    # its label, when it has one, is what its answer says of it
    asks: bool = False
    answer: str = ""  # the answer a question clause was given, when it was answered
    # a line of a citation map ('"sources": {"budget": 1}'): every number in it cites a paragraph, right or wrong
    in_citation_map: bool = False


# a year and its short word at a sentence's end ("… 31 октября 2027 г. Next sentence")
_YEAR_WORD = re.compile(r"(?<!\d)\d{4}\s?[^\W\d_]{1,2}$")
_NAME_AHEAD = re.compile(r"\s*[^\W\d_a-zа-яё][^\W\d_]*\.?\s+[^\W\d_a-zа-яё]")
# a timeline's row up to its year's short word: the date alone opening the line ("13 октября 2026 г."), a list's mark
# before it at most, whose column of blanks goes on to the entry's event ("13 октября 2026 г.   Пилот завершается")
_DATE_ROW = re.compile(r"[ \t|*_>#•·+-]*(?:\d{1,2}[ \t]+)?[^\W\d_]+[ \t]+\d{4}[ \t]?[^\W\d_]{1,2}")


# what is left of a table row after a sentence end when only its cell borders and paragraph numbers follow
# an initial, one capital alone before the dot ("J.", "О."), and a surname ending the line or its cell or clause after it
# ("owner: J. Doe", "отв. О. Смирнова"): a person's short name on a card, no sentence end
_INITIAL = re.compile(r"(?<![^\W\d_])[^\W\d_a-zа-яё]$")
_SURNAME_ENDS = re.compile(r"[ \u00a0]?(?:[^\W\d_a-zа-яё]\.[ \u00a0]?)?[^\W\d_a-zа-яё][^\W\d_A-ZА-ЯЁ]+[ \t]*(?:$|[,;)\]|（）])")
_CELLS_LEFT = re.compile(r"[ \t]*\|[\s|\d\[\]【】,;，；]*$")


_LETTER = re.compile(r"[^\W\d_]")
# a speaker's name opening a chat's line, before its colon ("Aylin:", "Jonas K.:"): one or two capitalised words
_SPEAKER = re.compile(r"^[ \t>*_-]*((?-i:[^\W\d_a-zа-яё])[^\W\d_]{1,20}(?:[ \t](?-i:[^\W\d_a-zа-яё])[^\W\d_]{0,20}\.?)?)"
                      r"[ \t*_]*[:：][ \t]*")


# a telegram's "STOP" (in capitals, "СТОП" in Russian), written between its sentences in place of a full stop: a
# sentence end that is no word of either sentence ("SCANNERS INSTALLED STOP TRAINING PLANNED NOT STARTED STOP")
_TELEGRAM_STOP = re.compile(r"(?<=\S)[ \t]+(?:STOP|СТОП)(?=[ \t]|$)")


def _sentences(line: str, base: int, layout: Layout) -> list[tuple[int, int]]:
    stops = list(_TELEGRAM_STOP.finditer(line))
    if len(stops) >= 2:  # one capital "STOP" may be a word; a line of them is a telegram
        cut, pos = [], 0
        for m in stops:
            cut += _sentences(line[pos:m.start()], base + pos, layout)
            pos = m.end()
        return cut + _sentences(line[pos:], base + pos, layout)
    spans = []
    pos = 0
    # (read after a speaker's name opening the line, where the turn writes no capital at all: "Aylin: the review is
    # done. translation is planned" is a writer who starts sentences in lower case, whatever the name's capital)
    speaker = _SPEAKER.match(line)
    if speaker is not None and (label_of(speaker.group(1), layout) is not None or not line[speaker.end():][:1].islower()
                                or any(ch.isupper() for ch in line[speaker.end():])):
        speaker = None  # a list's label ("Done: …"), no one speaking; or a turn with a capital anywhere in it
    first = _LETTER.search(line, speaker.end() if speaker is not None else 0)
    capitalised = first is not None and first.group(0).isupper()
    for m in _SENTENCE_END.finditer(line):
        end = m.start()
        if line[end] == "." and line[max(0, end - 2):end] == "..":
            continue  # a dot leader ("Start ........ 5 May") or an ellipsis: no sentence end
        # The abbreviation is looked for in the few characters before the dot, not in the whole line up to
        # it: a `...$` search over every prefix made a long line quadratic. The window reaches past the
        # longest abbreviation of any language, and `\b` still sees the character before it.
        # (past a mark standing for a state: "integr.  ○ planned" goes on after the clipped word)
        after = re.match(r"\s*(?:[-–—(]\s*|[○●◯✔✓✘✗⏸☐☑]\ufe0f?\s*)?([^\W\d_])", line[m.end():])
        if line[end] == "." and layout.abbreviations.search(line, max(0, end - ABBREVIATION_REACH), end) and (
                not line[end - 1:end].isdigit() or layout.month_ahead.match(line, m.end())) and not (
                after and after.group(1).isupper() and _YEAR_WORD.search(line, max(0, end - 9), end)
                and not _NAME_AHEAD.match(line, m.end()) and not re.match(r"\s*[-–—]", line[m.end():])
                and not (_DATE_ROW.fullmatch(line, 0, end) and re.match(r"[ \t]{2,}|\t", line[m.end():]))):
            # an abbreviation, or a day followed by its month ("16. August"); a year's "г." before a capital
            # ends one, unless a name follows ("8 марта 2026 г. Мареком Новаком") or a dash or a column's blanks go
            # on to the event of a timeline's entry ("9 июля 2026 г. — Скопа стартует", "9 июля 2026 г.   Старт")
            continue
        if line[end] == "." and line[end - 1:end].isupper() and re.fullmatch(r"[\s|*_>#-]*[^\W\d_]", line[:end]):
            continue  # one capital opening the line ("**В. Когда …?**", "О. Нет"): a marker or an initial, no sentence
        if line[end] == "." and _INITIAL.search(line, max(0, end - 4), end) and _SURNAME_ENDS.match(line, m.end()):
            continue  # "отв. О. Смирнова", "owner: J. Doe": an initial before the surname ending the card, no sentence
        if _CELLS_LEFT.match(line, m.end()):
            continue  # "| Done | X — compl. | 17 |": only the row's citation cell is left, no sentence of its own
        # a short word before the dot, in a line whose writer starts sentences in capitals ("hey - done. next" does not)
        clipped = capitalised and re.search(r"(?<![^\W\d_])[^\W\d_]{1,5}$", line[max(0, end - 6):end])
        if line[end] == "." and (len(line) <= 80 or clipped) and after and after.group(1).islower():
            continue  # a clipped word ("тест. учёток", "hist. order data"): a sentence does not go on in lower case
        spans.append((pos, m.end()))
        pos = m.end()
    spans.append((pos, len(line)))
    out = []
    for s, e in spans:
        while s < e and line[s].isspace():
            s += 1
        if s < e:
            out.append((base + s, base + e))
    return out


# what opens a question or an answer line: "Q:", "A:", "问：", "答：", "В:", "О:", "Вопрос:", "Ответ:", and one capital with
# a full stop ("В. Когда …?" / "О. Пока нет", "Q. …" / "A. …")
QA_MARKER = re.compile(r"^[\s|*_>#-]*(?:(?:[^\W\d_]{1,2}|вопрос|ответ|question|answer)\s*[:：]|(?-i:[^\W\d_a-zа-яё])\.(?=\s))\s*",
                       re.IGNORECASE)
# the emoji a line may end in after what it says (pictographs, and the symbols and dingbats such as ✓ and ☀)
EMOJI = "\U0001F300-\U0001FAFF\u2600-\u27BF"
_ASKS = re.compile(r"[?？](?:\s*(?:\[[^\]\n]{1,40}\]|【[^】\n]{1,40}】|〔[^〕\n]{1,40}〕|（[^）\n]{1,40}）|"
                   rf"[{EMOJI}]\ufe0f?))*[\s*_|]*$")


# a chat's Chinese question without its question mark, by the particle closing it (before citations, markup or an
# emoji): "吗"; "没"/"没有" after a finished verb ("装好没", "批了没", never "还没"); "呢" after a bare topic ("结束呢",
# "移动应用发布呢"), not after a state ("还在等呢", "还没开始呢": a statement's particle)
_ASKS_ZH = re.compile(r"(?:吗|(?<=[了好完过])没有?|(?P<topic>呢))(?:\s*(?:\[[^\]\n]{1,40}\]|【[^】\n]{1,40}】|"
                      rf"[{EMOJI}]\ufe0f?))*[\s*_|]*$")
_STATE_ZH = re.compile(r"[还在正着没未不已了过吧]")


def without_particle(text: str) -> str:
    """A Chinese question without the words that ask and deny nothing: the particle closing it ("批了没有？": its
    "没有" asks whether it is approved) and an A-not-A "是不是" ("是不是已经批了？"); any other text as it is."""
    m = _ASKS_ZH.search(text)
    text = text[:m.start()] if m is not None and not m.group("topic") else text
    return text.replace("是不是", "")


def asks(text: str) -> bool:
    """A clause that is a question: it ends with a question mark (before citations, markup, a table pipe or an emoji:
    "so we're all green then? 🟢"), or, in Chinese, with a question's particle (`_ASKS_ZH`)."""
    if _ASKS.search(text):
        return True
    m = _ASKS_ZH.search(text)
    return m is not None and not (m.group("topic") and _STATE_ZH.search(text, 0, m.start()))


def _strip_marks(text: str, lead: str, trail: str) -> str:
    """`text` without the spaces and the marks `lead` before it and `trail` after it, in linear time (a pattern that
    anchors a run of spaces at the end is tried from every space of the run: quadratic on a long line)."""
    i, j = 0, len(text)
    while i < j and (text[i].isspace() or text[i] in lead):
        i += 1
    while j > i and (text[j - 1].isspace() or text[j - 1] in trail):
        j -= 1
    return text[i:j]


def question_heading(line: str, layout: Layout) -> str | None:
    """A FAQ's or a note's question written as a heading, without a question mark ("What is already done", "Что уже
    сделано", "Сколько стоит", "Что тебе нужно будет сделать."): a short line of its own (five words at most, with
    its full stop or colon) opening with the language's question word, no digit, comma or dash in it. It heads the
    lines under it; the list label its words ask for (`question_label`) is theirs."""
    text = _strip_marks(line, "#>*_", "*_")
    bare = text.rstrip(".:：").strip()
    if not bare or len(bare.split()) > 5 or re.search(r"[\d,;?!—–()\[\]]|\s-\s", bare) or \
            not layout.question_head.match(bare):
        return None
    if _QUESTION_WORD_FIELD.match(bare):
        # "WHAT  container booking", "ГДЕ: склад в Лионе", "WHERE: Porto": a form's field the question word
        # names, its value on the line; no heading over the lines under it
        return None
    return bare


def named_question_heading(line: str, layout: Layout) -> str | None:
    """The section a question heading names in brackets after its question mark ("### When does it run? (Timeline)",
    "### 什么时候开始？（时间线）", "### Что входит? (Объём)"): a short line of its own, the name a title of three words
    (eight Chinese characters) at most. The name tells the section; the question only leads into it, no claim and no
    list label of its own. Unmarked, the line is a heading only where the name is a known heading's or label's word;
    else the brackets may answer the question ("Why the delay? (Vendor)"), as a yes or no in them always does ("In
    scope? (No)")."""
    stripped = line.strip()
    m = _NAMED_QUESTION.match(_strip_marks(stripped, "#>*_", "*_"))
    if m is None or len(m.group(1).split()) > 8 or len(re.findall(r"[\u3400-\u9fff]", m.group(1))) > 16:
        return None
    name = m.group(2).strip()
    cjk = re.search(r"[\u3400-\u9fff]", name)
    if (len(name) > 8 if cjk else not name[0].isupper() or len(name.split()) > 3) or layout.yes.match(name) \
            or layout.no.match(name):
        return None
    marked = stripped.startswith("#") or stripped.startswith(("**", "__")) and stripped.endswith(("**", "__"))
    words = layout.heading_word_meanings
    known = name.lower() in words or all(w in words for w in name.lower().split()) or label_of(name, layout) is not None
    return name if marked or known else None


# a question closed by its question mark, then a name in brackets and nothing after it ("How much? (Budget)")
_NAMED_QUESTION = re.compile(
    r"^([^\W\d_][^\n?？()（）\[\]【】\d]{0,80}?)\s*[?？]\s*"
    r"[(（]\s*([^\W\d_](?:[^\W\d_]|[ /&-]){0,30}?)\s*[)）]$")


# a question word alone as a field's name, its value after a colon, a run of spaces or leader dots
_QUESTION_WORD_FIELD = re.compile(r"^[^\W\d_]+(?:\s*[:：]|\s{2,}|\t|\s*\.{2,})\s*\S")


def opens_question_heading(text: str, start: int, clause: str, layout: Layout) -> bool:
    """True when `clause`, at `start` in `text`, opens its line (after a list marker at most) and is a question
    written as a heading (`question_heading`), on a line of its own or run in before the line's text ("Что уже
    есть. Интервью проведены.")."""
    before = text[text.rfind("\n", 0, start) + 1:start]
    return not before.strip(" \t#>*_") and question_heading(clause, layout) is not None


def question_label(question: str, layout: Layout) -> str | None:
    """The list label a question asks for: "What is finished?" asks for what is done, "哪些不包括？" for what is
    excluded, "Что в планах?" for what is planned. Any run of the question's words that is itself a list label
    decides (the longest first), so a question is read with the same words as a heading."""
    q = QA_MARKER.sub("", question)
    q = re.sub(r"[?？].*$", "", q).lower()
    if re.search(r"[\u3400-\u9fff]", q):
        units = [c for c in re.sub(r"[^\u3400-\u9fff]", "", q)]
        join = ""
    else:
        units = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", q)
        join = " "
    for size in range(min(len(units), 12), 0, -1):
        for i in range(len(units) - size + 1):
            lab = label_of(join.join(units[i:i + size]), layout)
            if lab is not None:
                return None if lab in _FLIP and _asks_both_sides(q, layout) else lab
    return None


_FLIP = {"in_scope": "out_of_scope", "out_of_scope": "in_scope"}

# the parts of a question asking two things ("what's in, and what's out", "做什么、不做什么", "что входит, а что нет")
_QUESTION_PARTS = re.compile(r"[、，,;；/]+\s*(?:and\s+|or\s+|и\s+|а\s+|или\s+)?|\s+(?:and|or|и|а|или)\s+|和|还是")
# the words telling the in side from the out side of one question ("not", "не", "不", "in", "out")
_SIDE_WORDS = re.compile(r"(?<![^\W\d_])(?:not|in|out|нет|не|а)(?![^\W\d_])|n't|不|没有")


def _asks_both_sides(question: str, layout: Layout) -> bool:
    """True when a question asks what is in the pilot and what is out of it at once ("Scope — what's in and what's
    out?", "范围——做什么、不做什么？", "Что входит, а что нет?"): its answer is the scope and the exclusion both, no
    one side's list. One part carries the opposite side's label, or is the other part with only its side's words
    changed (a bare "and what is not" among them), its subject told in the first part only ("试点做什么，不做什么")."""
    asked = re.split(r"——|\s[—–-]\s|[:：]", question)[-1]  # the question after a heading's word ("Scope — …")
    parts = [p.strip(" -—–") for p in _QUESTION_PARTS.split(asked) if p and p.strip(" -—–")]
    if len(parts) < 2:
        return False
    labels = [label_of(p, layout) or question_label_part(p, layout) for p in parts]
    if "in_scope" in labels and "out_of_scope" in labels:
        return True
    bare = [" ".join(_SIDE_WORDS.sub(" ", p).split()) for p in parts]
    return any(labels[i] in _FLIP and labels[j] is None and bare[i] and bare[j]
               and (bare[i].startswith(bare[j]) or bare[j].startswith(bare[i])
                    or bare[i].endswith(bare[j]) or bare[j].endswith(bare[i]))
               for i in range(len(parts)) for j in range(len(parts)) if i != j)


def question_label_part(part: str, layout: Layout) -> str | None:
    """One part's own label, by the longest run of its words that is a list label (as `question_label` reads)."""
    if re.search(r"[\u3400-\u9fff]", part):
        units, join = [c for c in re.sub(r"[^\u3400-\u9fff]", "", part)], ""
    else:
        units, join = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", part.lower()), " "
    for size in range(min(len(units), 12), 0, -1):
        for i in range(len(units) - size + 1):
            lab = label_of(join.join(units[i:i + size]), layout)
            if lab is not None:
                return lab
    return None


def question_section(question: str, layout: Layout) -> str | None:
    """The one section a question names by its heading word ("预算是多少？", "What is the budget?" -> budget), else
    None: its answer is read as that section's line."""
    low = question.lower()
    named = {norm_section(h) for h in layout.known_headings
             if label_of(h, layout) is None and (h in question if re.search(r"[\u3400-\u9fff]", h)
                                                 else re.search(rf"\b{re.escape(h.lower())}\b", low))}
    named -= set(layout.sources_sections)
    return named.pop() if len(named) == 1 else None


def _read_answers(text: str, clauses: list[Clause], layout: Layout) -> list[Clause]:
    """A question and its answer are read as one statement whose state is in the answer: an answer written under a
    question takes the list label the question asks for ("What is finished? — Migration of the test accounts" is
    done), and a question answered yes or no takes that label, or its opposite, itself ("Legacy fax gateway in
    scope? — No" excludes it). The answer's own "A:" marker is no part of it. The answer is the clause right after
    the question, on its line or the next one."""
    out = list(clauses)
    sentence_asks: dict[int, bool] = {}  # by its start: a sentence with a question marker that asks
    for i, q in enumerate(clauses):
        if not asks(q.text):
            # "Q: What's finished, and what's next?", "问：哪些已完成，哪些在计划中？": a question's part before its clause
            # break asks too
            # (the sentence read once, not again for each of its clauses)
            if q.sentence_start not in sentence_asks:
                sentence_asks[q.sentence_start] = bool(QA_MARKER.match(q.sentence)) and asks(q.sentence)
            if sentence_asks[q.sentence_start] and q.end < q.sentence_start + len(q.sentence.rstrip()):
                out[i] = dataclasses.replace(out[i], asks=True)
            continue
        out[i] = dataclasses.replace(out[i], asks=True)
        if i + 1 >= len(clauses):
            continue
        a = clauses[i + 1]
        if a.line_no - q.line_no > 1 or asks(a.text):
            continue
        marker = QA_MARKER.match(a.text)
        if marker and label_of(marker.group(0).strip(" :：.|*_#>-"), layout) is None and marker.end() < len(a.text):
            a = dataclasses.replace(a, text=a.text[marker.end():], start=a.start + marker.end())
        wanted = question_label(q.text, layout)
        if wanted in _FLIP and _asks_both_sides(re.sub(r"[?？].*$", "", q.sentence.lower()), layout):
            wanted = None  # "Scope — what is in, and what is out?": the clause cut at its comma asks one side only
        answer = a.text.strip(" |*_")
        said_yes, said_no = bool(layout.yes.match(answer)), bool(layout.no.match(answer))
        if wanted is not None and a.label is None:
            a = dataclasses.replace(a, label=_FLIP.get(wanted) if said_no else wanted)
        # "What is the budget? — 36,500": the answer is the budget's line, unless a heading of its own is in force
        # (a "Q:"/"问：" marker opens no section)
        if wanted is None and (named := question_section(q.text, layout)) is not None and (
                a.section is None or a.section not in {norm_section(h) for h in layout.known_headings}):
            a = dataclasses.replace(a, section=named)
        if wanted is not None and (said_yes or said_no) and q.label is None:
            out[i] = dataclasses.replace(out[i], label=_FLIP.get(wanted) if said_no else wanted)
        # the answer runs to the end of its sentence ("否，仅在计划中" is cut into two clauses)
        out[i] = dataclasses.replace(out[i], answer=text[a.start:a.sentence_start + len(a.sentence)].strip(" |*_"))
        out[i + 1] = a
        if _asks_for_sources(q.text, layout):
            _answer_as_sources(out, i + 1, layout)
    return out


def _asks_for_sources(question: str, layout: Layout) -> bool:
    """True when a question asks for the Sources by name alone ("Q: Sources?", "问：来源？", "В: Источники?"), or where
    the facts come from in words (`Layout.asks_sources`: "问：信息出自哪里？", "Q: Where does this come from?")."""
    marker = QA_MARKER.match(question)
    bare = question[marker.end() if marker else 0:].strip(" \t*_#>")
    bare = re.sub(r"[?？]+$", "", bare).strip()
    return bool(bare) and (names_sources(bare, layout) or bool(layout.asks_sources.search(bare)))


def _answer_as_sources(clauses: list[Clause], k: int, layout: Layout) -> None:
    """The answer to a question asking for the Sources, from clause `k` on its line and the lines right under it, up to
    the next question: a Sources list, whose items name the facts each paragraph gives and claim nothing."""
    name = min(layout.sources_sections)
    line = clauses[k].line_no
    while k < len(clauses) and not (clauses[k].asks or asks(clauses[k].text)) and clauses[k].line_no - line <= 1:
        line = clauses[k].line_no
        clauses[k] = dataclasses.replace(clauses[k], section=name, in_sources=True)
        k += 1


_ROW_LABEL = re.compile(r"^\|\s*([^|\n]{1,40}?)\s*\|\s*\S")
_ITEM_CELL_MAX = 24  # an item column's label cell ("Explicitly out", "Не входит", "排除项"); a longer cell is a value
_BRACKETED = re.compile(r"[\[【(（][^\]】)）\n]*[\]】)）]")


def _row_label(row: str, layout: Layout) -> str | None:
    """The list label of a table row: its first cell's, or, in a table with a section column and an item column
    ("| Scope | Explicitly out | Night shift | [9] |", "| 状态 | 已完成 | X |"), the second cell's where that cell is a
    short label and a value cell follows it: the label nearest the value is the value's, the section only its
    context."""
    cells = [c.strip(" *_") for c in row.strip().strip("|").split("|")]
    if len(cells) >= 3 and len(cells[1]) <= _ITEM_CELL_MAX and re.search(r"[^\W\d_]", _BRACKETED.sub("", cells[2])):
        near = label_of(cells[1], layout)
        if near is not None:
            return near
    first = _ROW_LABEL.match(row)
    return label_of(first.group(1).strip(" *_"), layout) if first else None
# A citation map written as data: a sources key over field names and paragraph numbers, on its own line
# ('"sources": {"budget": 1, "scope": 9}', "出处: {预算: 4}") or on the lines under it; its numbers cite, they claim nothing
_MAP_KEY = re.compile(r"^[\s{,]*[\"“'«]?([^\W\d_][^\"”'»:：\n]{0,30}?)[\"”'»]?\s*[:：=]\s*(.*)$")
# what a map holds besides its numbers: keys, quoted field names, brackets, separators
_MAP_WORDS = re.compile(r"[\"“'«][^\"“”'«»\n]{0,40}[\"”'»]|[^\W\d][^:：=\n,;{}\[\]]{0,40}?\s*[:：=]|[-*•]")


def _map_shape(text: str) -> bool:
    """True when `text` holds nothing but keys, quoted names, paragraph numbers and brackets."""
    rest = _MAP_WORDS.sub(" ", text)
    return not re.search(r"[^\d\s{}\[\](),;，；:：]", rest) and not re.search(r"\d{4}", rest)


def _citation_map_lines(lines: list[str], layout: Layout) -> set[int]:
    """The lines of a citation map: a sources key whose value is only field names and paragraph numbers, with the
    lines under it that continue it (deeper indented, or inside its open bracket) in the same shape."""
    out: set[int] = set()
    n = 0
    while n < len(lines):
        m = _MAP_KEY.match(lines[n])
        if not m or norm_section(m.group(1)) not in layout.sources_sections or not _map_shape(m.group(2)):
            n += 1
            continue
        out.add(n)
        indent = len(lines[n]) - len(lines[n].lstrip())
        depth = m.group(2).count("{") + m.group(2).count("[") - m.group(2).count("}") - m.group(2).count("]")
        k = n + 1
        while k < len(lines) and lines[k].strip() and _map_shape(lines[k]) and (
                depth > 0 or len(lines[k]) - len(lines[k].lstrip()) > indent):
            depth += lines[k].count("{") + lines[k].count("[") - lines[k].count("}") - lines[k].count("]")
            out.add(k)
            k += 1
        n = k
    return out


def nested_data_lines(lines: list[str]) -> set[int]:
    """The lines of a data brief nested inside one of its fields: inside a second JSON brace (`"scope": {` ... `}`
    within the outer object), or indented under a YAML key that has no value on its line (`approval:`)."""
    out: set[int] = set()
    depth = 0
    parents: list[int] = []  # the indents of the bare keys above, innermost last
    for i, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if stripped:
            while parents and indent <= parents[-1]:
                parents.pop()
            if depth >= 2 or (depth == 0 and parents):
                out.add(i)
            if re.fullmatch(r"[-*]?\s*[\"“'«]?[^\W\d][^:：\n]{0,40}?[\"”'»]?\s*[:：]", stripped):
                parents.append(indent)
        depth += line.count("{") - line.count("}")
    return out


# a nested list number ("1.1", "4.3.2") at a line start: a marker when its parent item is numbered on an earlier line
# ("1. Timeline") or a sibling shares its parent ("2.1" and "2.2"); otherwise it may be a value ("1.5 FTE"). A deep
# outline's item may end in a letter ("2.1.a", "4.2.b"): the letter counts sub-items as the digits do
NESTED_MARKER = re.compile(r"^[ \t]*(\d{1,2})((?:\.\d{1,2})+)(?:\.[a-zа-я])?\.?[ \t]+(?=\S)")


def nested_markers(lines: list[str]) -> dict[int, int]:
    """Line index -> end of its nested list number, for the lines whose number counts sub-items (see `NESTED_MARKER`),
    or of a thread post's number (see `THREAD_MARKER`)."""
    nested = {i: m for i, line in enumerate(lines) if (m := NESTED_MARKER.match(line))}
    parents = Counter(m.group(1) for m in nested.values())
    # a formal text's clauses numbered under two parts or more, the parts in order ("1.1", "1.2", "2.1", "3.1"): each
    # number counts the clauses of its part, a part with one clause too ("3.1" under "第3条 预算", "§3 预算")
    order = list(dict.fromkeys(int(m.group(1)) for m in nested.values()))
    clauses = len(order) > 1 and order == sorted(order)
    out, seen = {}, set()
    for i, line in enumerate(lines):
        top = re.match(r"^[ \t#*]*(\d{1,2})[.)）](?!\d)", line)
        if top:
            seen.add(top.group(1))
        elif (bare := _OUTLINE_HEAD.match(line)) and (under := _next_nested(lines, i, nested)) is not None \
                and under.group(1) == bare.group(1):
            out[i] = bare.end()  # "2 Scope" over "2.1 In: …": the outline's section number, no dot, is its marker
            seen.add(bare.group(1))
        if i in nested and (clauses or nested[i].group(1) in seen or parents[nested[i].group(1)] > 1):
            out[i] = nested[i].end()
    # a thread's post numbers ("1/6 …", "2/6 …", or with no total: "1/ …", "2/ …"): two lines or more counting posts
    # of one total (or none), from the first post on in order (1/6, 2/6, 3/6), number them
    posts = {i: m for i, line in enumerate(lines) if (m := THREAD_MARKER.match(line))
             and 0 < int(m.group(1)) <= int(m.group(2) or m.group(1))}
    for total in {m.group(2) for m in posts.values()}:
        mine = [(i, m) for i, m in posts.items() if m.group(2) == total]
        if len(mine) > 1 and [int(m.group(1)) for _, m in mine] == list(range(1, len(mine) + 1)):
            out.update({i: m.end() for i, m in mine})
    return out


# an outline's section number at a line start with no dot or bracket, a heading word after it ("2 Scope", "2 范围",
# "2 Рамки"): a marker only over its own sub-items ("2.1 …", `_next_nested`)
_OUTLINE_HEAD = re.compile(r"^[ \t#*]*(\d{1,2})[ \t]+(?=[^\W\d_])")


def _next_nested(lines: list[str], i: int, nested: dict[int, re.Match[str]]) -> re.Match[str] | None:
    """The nested number of the first non-blank line after line `i`, or None when that line has none."""
    k = next((k for k in range(i + 1, len(lines)) if lines[k].strip()), None)
    return nested.get(k) if k is not None else None


# a thread post's number at a line start ("1/6 Kick-off …", "3/5 Рамки: …", "2/ Money: …"), before the post's text
THREAD_MARKER = re.compile(r"^[ \t]*(\d{1,2})/(\d{1,2})?[ \t]+(?=\S)")


# a part word with its number written onto it (or a space apart), before a colon, a bar or a dash ("幻灯片2：预算与审批",
# "幻灯片 2｜时间线"), as a script without spaces
# writes it: the part word is the layout's (`Layout.part_words`); the number may be a Chinese numeral ("议题四：审批",
# an agenda item's title in minutes)
_JOINED_PART = re.compile(r"^[-*•+#>\s]*([^\W\d_]+)(?<![a-zA-Zа-яА-ЯёЁ])\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*"
                          r"(?:[:：|｜]|[—–-])\s*")


def part_word(word: str, layout: Layout, clipped: bool = False) -> bool:
    """True when `word` names a part of the brief (`Layout.part_words`: "Slide", "Слайд"), or, `clipped` (a dot after
    it), is one clipped to its first two letters or more ("Сл. 4 — статус", "Sec. 2")."""
    low = word.lower()
    return low[:5] in layout.part_words or clipped and len(low) >= 2 and any(p.startswith(low) for p in layout.part_words)


# a slide's, card's or page's number with the count of them all, opening its line: "Slide 3/5 — Money", "— Слайд 2 из
# 6 — Сроки", "Карточка 1/4", "【幻灯片 第1页/共6页】", "【第2页/共6页】时间线": the part word, its number, the count, a
# closing bracket or a dash, then the title
_SLIDE_COUNT = re.compile(r"^[ \t*_#>•\-–—【\[(（]*(?:(?P<word>[^\W\d_]+)[ \t]*)?(?:第[ \t]*)?(?P<n>\d{1,2})[ \t]*[页张]?[ \t]*"
                          r"(?:/|／|(?i:of|из|от)(?=[ \t\d]))[ \t]*(?P<zh>共[ \t]*)?(?P<m>\d{1,2})[ \t]*[页张]?(?!\d|[/.]\d)"
                          r"[ \t]*[】\])）]?[ \t]*(?:[-–—:：|｜.](?=\s|$)[ \t]*|[:：|｜][ \t]*)?")


def slide_count(line: str, layout: Layout) -> re.Match[str] | None:
    """The marker opening a numbered slide's, card's or page's title line with the count of all of them ("Slide 3/5 —",
    "Слайд 2 из 6 —", "Карточка 1/4", "【第2页/共6页】"), or None: its number and count (groups "n", "m") count the
    deck's parts, no value. A part word (`Layout.part_words`) names what is counted; in Chinese "第2页/共6页" alone
    does."""
    m = _SLIDE_COUNT.match(line)
    if m is None or not 1 <= int(m.group("n")) <= int(m.group("m")):
        return None
    word = (m.group("word") or "").removesuffix("第")
    if word and part_word(word, layout) or not word and m.group("zh") and "页" in m.group(0):
        return m
    return None


def slide_title(line: str, layout: Layout, forms: Forms | None = None) -> str | None:
    """The title of a slide's or page's title line ("【幻灯片2】资金与审批", "幻灯片2：资金与审批" -> "资金与审批"; "" for
    the marker alone), or None when the line is none: the title line names what the slide shows, a heading, no claim.
    A slide counted among all of them ("Slide 3/5 — Money", "幻灯片 3/5：做什么、不做什么") has a title of a few words
    with no value; a title with one ("Slide 3/5 — Budget CHF 63,500") is a claim."""
    counted = slide_count(line.strip(), layout)
    if counted is not None:
        title = line.strip()[counted.end():].strip()
        short = len(title) <= 16 if re.search(r"[\u3400-\u9fff]", title) else len(title.split()) <= 5
        return title if short and not re.search(r"\d|[.!。！]\s*$", title) else None
    joined = _JOINED_PART.match(line.strip())
    if joined and joined.group(1).lower()[:5] in layout.part_words:
        title = line.strip()[joined.end():].strip()  # a title with a value in it ("预算93,500英镑") is a claim
        return title if not title or not re.search(r"\d", title) and heading_of(title + "：", layout.known_headings) \
            else None
    slide = _SLIDE_MARKER.match(line.strip())
    if slide is None or _CITING_WORD.match(slide.group(0)) or (forms is not None and find_citations(slide.group(0), forms)):
        return None  # "[para 4]", "【段4】": a citation
    title = line.strip()[slide.end():].strip()
    return title if not title or heading_of(title + "：", layout.known_headings) else None


# "Slide 6 — Sources", "Section 2: Scope", "Слайд 3. Статус": a word, the part's number, a dash, colon or dot, a title
_PART_TITLE = re.compile(r"^[\s*_#>•-]*([^\W\d_]+)\s*\d{1,2}\s*[-–—:.]\s+(.+?)\s*$")


def part_title(line: str, layout: Layout) -> str | None:
    """The title of a numbered slide's, section's or part's title line ("Slide 6 — Sources" -> "Sources") when the
    title is a known heading, a Sources section's name or a list label: it heads the lines under it as that heading
    would. None for any other line (a numbered step's own statement is no heading)."""
    m = _PART_TITLE.match(line)
    if m is None or m.group(1).lower()[:5] not in layout.part_words:
        return None
    title = m.group(2).strip(" *_:：")
    norm = norm_section(title)
    known = norm in layout.sources_sections or norm in {norm_section(k) for k in layout.known_headings}
    return title if known or label_of(title, layout) is not None else None


# a line that is only a column's name, in brackets, between rules of equals signs or not ("【进行中 Doing】",
# "[ В работе ]", "== Done ==", "DONE", "**To do**")
_BOARD_HEAD = re.compile(r"^[\s#>*_=]*(?:【\s*([^【】\n]{1,40}?)\s*】|\[\s*([^\[\]\n]{1,40}?)\s*\]|"
                         r"([^\W\d_][^\n:：\[\]【】=]{0,30}?))[\s*_:：=]*$")
# the names of one column in two languages ("待办 To do", "Готово / Done"): each is read on its own
_BOARD_PARTS = re.compile(r"[\u3400-\u9fff]+|[^\W\d_\u3400-\u9fff][^\u3400-\u9fff/|·]*")


def _board_state(name: str, layout: Layout) -> str | None:
    """'done', 'planned', 'started' or 'out_of_scope' when every name of a column says that state of the work under it
    ("Done", "已完成", "Готово"; "Won't do", "不做", "вне рамок": the items there are left out)."""
    states = set()
    # a bracketed note says the column's state again ("БЭКЛОГ (не начато)"): the name decides
    name = re.sub(r"\([^()]*\)|（[^（）]*）", " ", name).strip() or name
    for part in _BOARD_PARTS.findall(name):
        t = re.sub(r"\s+", " ", re.sub(r"[^\w '-]|[\d_]", " ", part.lower().replace("’", "'"))).strip(" '")
        lab = "planned" if layout.to_do.match(t) else label_of(t, layout) if t else None
        if lab in ("done", "planned", "out_of_scope"):
            states.add(lab)
        elif t and (layout.in_progress.match(t) or t in data_keys.IN_PROGRESS_KEYS):
            states.add("started")
        elif t:
            return None
    return states.pop() if len(states) == 1 else None


def board_columns(lines: list[str], layout: Layout) -> dict[int, str]:
    """The column headings of a board written as text (Kanban: "【待办 To do】 / 【进行中 Doing】 / 【已完成 Done】",
    "TO DO / DOING / DONE", "[ К выполнению ] / [ В работе ] / [ Готово ]"), by line number, with the state each gives
    the items under it ('planned', 'started', 'done'): a board is two such lines or more naming different states. A
    heading claims nothing."""
    found = {}
    for n, line in enumerate(lines):
        m = _BOARD_HEAD.match(line.strip())
        name = next((g for g in m.groups() if g), None) if m else None
        state = _board_state(name, layout) if name else None
        if state is not None:
            found[n] = state
    return found if len(set(found.values())) >= 2 else {}


# a section's title in lenticular brackets ("【来源】") or after its number and an enumeration comma ("六、来源")
_MARKED_TITLE = re.compile(r"^[\s#>*_]*(?:【\s*([^【】\n\d]{1,20}?)\s*】|(?:[^\W\d_]{1,3}|\d{1,2})\s*、\s*([^\n]{1,20}?))"
                           r"[\s*_:：]*$")


def _marked_title(line: str, layout: Layout) -> str | None:
    """A section's title line marked by brackets or by its number ("【来源】", "六、来源") when the title is a known
    heading or a Sources section's name: it heads the lines under it as that heading would; else None."""
    m = _MARKED_TITLE.match(line)
    if m is None:
        return None
    title = (m.group(1) or m.group(2)).strip()
    norm = norm_section(title)
    return title if norm in layout.sources_sections or norm in {norm_section(k) for k in layout.known_headings} else None


def _tree_node(line: str, layout: Layout, below: str = "") -> str | None:
    """A tree's node that names a list and holds no item ("└─ 计划（未开始）", "└─ Planned (not started)"), or a nested
    list's bullet that does so with the next line indented deeper ("  - 计划（未开始）" over "    - X"): a heading,
    its branches the list's items; else None."""
    branch = _TREE_BRANCH.match(line)
    bullet = _BULLET.match(line)
    if branch is None and bullet is not None and below.strip() and \
            len(below) - len(below.lstrip()) > len(line) - len(line.lstrip()):
        branch = bullet
    if branch is None or _inline_label(line[branch.end():]):
        return None
    node = line[branch.end():]
    return node if label_of(node, layout) in ("done", "planned") else None


# a label line with a long bracketed note and nothing after its colon ("Планируемые работы (к выполнению не приступали):")
_NOTED_LABEL = re.compile(r"([^\W\d_][^:：\n]{0,30}?)\s*(\([^()\n]{1,80}\)|（[^（）\n]{1,80}）)\s*[:：]\s*")


def _noted_label(line: str, layout: Layout) -> str | None:
    """A list label heading the lines under it with a bracketed note saying its stage again, too long for a heading
    of its own: the label (the note does not change it, as in `label_of`)."""
    m = _NOTED_LABEL.fullmatch(line)
    return line.rstrip(" :：") if m and label_of(m.group(1), layout) is not None else None


# a heading line titled in two parts parted by a dash, nothing after them ("之前 —— 已经做完的", "Before – done"), no
# list item's marker or box before it
_DASH_TITLE = re.compile(r"^[\s#>]*(?:\*\*|__)?[^\W\d_][^:：\n—–\d]{0,20}?\s*(?:[—–]{1,2}|\s-{1,2}\s)\s*"
                         r"([^\W\d_][^:：\n\d]{0,30}?)[\s*_:：]*$")
# a line opened by a list item's marker
_ITEM_OPENS = re.compile(r"^[ \t]*(?:[-*•+·▪◦‣]|\d{1,2}[.)）]|[(（]\d{1,2}[)）]|[①-⑳])[ \t]*\S")


def stage_title(line: str, below: str, layout: Layout) -> str | None:
    """A heading line over list items (`below`, the line after it, one of them) whose part after its dash names a list
    ("之前 —— 已经做完的", "之后 —— 已排进计划、还没动的"): the stage it names is the stage of the items under it, as a
    "Done:" line's; else None. A work item's own line with its stage after a dash ("X —— 已列入计划") heads nothing."""
    m = _DASH_TITLE.match(line)
    return m.group(1).strip() if m and _ITEM_OPENS.match(below) and label_of(m.group(1), layout) is not None else None


# a bare title line: a name of a few words, a bracketed note after it or not, no marker, value or sentence end (the
# runs of blanks possessive: tried from each blank of a long run before a failing end, they were quadratic)
_NOTED_TITLE = re.compile(r"^[#>*_\s]*+(?P<name>[^\W\d_][^:：\n\d()（）\[\]【】.!?。！？;；]{0,30}?)[\s*_]*+"
                          r"(?:[(（](?P<note>[^()（）\n\d]{1,80})[)）][\s*_]*+)?$")


def exclusion_title(line: str, below: str, layout: Layout) -> str | None:
    """A title line over list items (`below`, the line after it, one of them) that names the list of what is left out,
    by its name or, where the name names none, by its bracketed note ("Out of scope (explicitly not part of the
    pilot)", "圈外（明确不属于试点的）", "Вне рамок (явно не входит в пилот)"): the items under it are excluded, whatever
    they are, as under "Out of scope:". The words naming the list, so that `label_of` reads them, or None; a line
    that is a list item or a label with its value heads nothing. (A title naming a stage's list is left to the
    headings and labels that name one: "Action items" over a list heads it only as a known heading would.)"""
    m = _NOTED_TITLE.match(line)
    if m is None or not _ITEM_OPENS.match(below) or _ITEM_OPENS.match(line):
        return None
    name = m.group("name").strip()
    if len(name.split()) > 5 or len(re.findall(r"[\u3400-\u9fff]", name)) > 8:
        return None
    for words in (name, m.group("note")):
        if words and label_of(words, layout) == "out_of_scope":
            return words.strip()
    return None


# a bare title of a few words: no marker, digit, bracket, colon, comma or sentence end
_BARE_TITLE = re.compile(r"^[#>*_\s]*+([^\W\d_][^:：\n\d()（）\[\]【】.!?。！？;；,，|]{0,40}?)[\s*_]*+$")
# prose under such a title: a sentence that ends, no list marker, citation or table bar before it
_PROSE_LINE = re.compile(r"^\s*[^\W\d_].*[.!?。！？]\s*$")


def title_over_prose(line: str, below: str, after_blank: bool) -> str | None:
    """A title line after a blank line, over a line of running prose ("Notes", "Summary for readers outside the
    project", "小结" over sentences): a section of its own, whatever its name. After a Sources list it closes that
    list: the recap under it states facts again, as a brief's body does, and is read as one. None for any other line
    (a list under its title, a label with its value)."""
    m = _BARE_TITLE.match(line)
    if m is None or not after_blank or _ITEM_OPENS.match(below) or not _PROSE_LINE.match(below):
        return None
    name = m.group(1).strip()
    cjk = len(re.findall(r"[\u3400-\u9fff]", name))
    if len(name.split()) > 7 or cjk > 10 or len(re.findall(r"[\u3400-\u9fff]|[^\W\d_\u3400-\u9fff]+", below)) < 5:
        return None
    return name


def _sources_closed(section: str | None, layout: Layout, cites: bool, line: str, below: str,
                    after_blank: bool) -> str | None:
    """The title of a recap over prose (`title_over_prose`) where it ends a Sources section, else None."""
    if section not in layout.sources_sections or cites:
        return None
    return title_over_prose(line, below, after_blank)


def _sources_left(section: str | None, inline: tuple[str, str] | None, line_label: str | None,
                  layout: Layout) -> str | None:
    """The section a line is in, where a chat's next turn ("User: thanks", "Ассистент: …", "助手：…") ends the Sources
    list the reply before it closed with: a speaker's run-in label is no field of that list."""
    if section not in layout.sources_sections or inline is None or line_label is not None:
        return section
    who = re.sub(r"\s+", " ", inline[0].strip(" \t*_.")).lower()
    return None if layout.chat_user.fullmatch(who) or layout.chat_assistant.fullmatch(who) else section


def _line_label(name: str, layout: Layout) -> str | None:
    """The list a line's own label names, or 'started' for a data key naming work under way ("in_progress: X", a log
    line's "status.in_progress=X")."""
    lab = label_of(name, layout)
    return "started" if lab is None and data_keys.key_name(name) in data_keys.IN_PROGRESS_KEYS else lab


def segment(text: str, layout: Layout, forms: Forms, date_roles: Mapping[str, re.Pattern[str]] | None = None) -> list[Clause]:
    """The text cut into clauses, read with a language's layout and forms (and its cues for the dates' roles, which
    name the columns of a two-column table of dates: "| Start | End |")."""
    clauses: list[Clause] = []
    header: list[str] | None = None  # the column names of the wide table being read
    header_bars = 0  # the bars of its header row
    prev_bars = -1  # the bars of the line before, a CSV row's
    section: str | None = None
    label: str | None = None
    label_lines_left = 0  # -1 right after a label line: it governs the next line, and bullet lines after it
    offset = 0
    cite_map = _citation_map_lines(text.splitlines(), layout)
    # a citation key inside a data field ('"scope": {…, "source": "[9]"}') cites for that field: its line is a
    # citation map of its own, and no Sources section opens there for the fields after it
    nested_cites = cite_map & nested_data_lines(text.splitlines())
    nested = nested_markers(text.splitlines(keepends=True))
    board = board_columns(text.splitlines(), layout)
    after_blank = False  # the line before was blank
    for line_no, line in enumerate(text.splitlines(keepends=True)):
        base = offset
        offset += len(line)
        stripped = line[nested.get(line_no, 0):].strip()  # "4.2 Done:" is read as "Done:" (its number counts items)
        # a CSV block read as a table (`context.csv_as_table`) has bars between its cells only: a row of it has as
        # many bars as its header
        bare = not stripped.startswith("|") and stripped.count("|") >= 2
        if not stripped.startswith("|") and not (bare and header is not None and stripped.count("|") == header_bars):
            header = None
        if not stripped:
            prev_bars = -1
            after_blank = True
            continue
        # (a title is one after a blank line: `title_over_prose`)
        after_blank, was_blank = False, after_blank
        # the line after this one, as `splitlines` cuts it (a header or rule line is short), read once per line
        below = (text[offset:offset + 2000].splitlines() or [""])[0]
        names = _wide_header(line, below, layout, date_roles or {}) \
            if stripped.startswith("|") or bare and header is None and prev_bars != stripped.count("|") else None
        prev_bars = stripped.count("|") if bare else -1  # (a CSV block's header is its first line)
        if names is not None or (header is not None and _TABLE_RULE.match(stripped)):
            header = names or header  # a header row names fields and its rule line draws one: neither states a thing
            header_bars = stripped.count("|") if names is not None else header_bars
            continue
        if header is not None:
            clauses.extend(_row_clauses(text, base, line.rstrip("\n"), line_no, header, section, layout, forms))
            continue
        # a nested list number ("4.2 Done:", "2.1. Scope: X") numbers the line; it is no part of its heading or label
        unnumbered = _NESTED_NUMBER.sub("", stripped)
        # a checklist's box ("[x] Out: X", "[ ] Approval: …") marks the line, as a bullet does: the label is after it
        unnumbered = _CHECKBOX.sub("", unnumbered)
        unnumbered = _uncommented_key(unnumbered)
        # a board's column heading ("【进行中 Doing】") is one too: the items under it take its state
        head = board.get(line_no) or heading_of(unnumbered, layout.known_headings) or part_title(unnumbered, layout) \
            or _marked_title(unnumbered, layout) or _noted_label(unnumbered, layout) \
            or stage_title(stripped, below, layout) or exclusion_title(stripped, below, layout) \
            or _tree_node(unnumbered if unnumbered != stripped else line.rstrip("\n"), layout, below)
        if head is None and (head := slide_title(unnumbered, layout, forms)) == "":
            continue  # a slide's marker alone
        # a recap under its own title after the Sources list ("Notes", "Summary", "小结"): no Sources line
        head = head if head is not None else _sources_closed(section, layout, line_no in cite_map, unnumbered, below,
                                                              was_blank)
        # "### How much? (Budget)": the section its brackets name, the question only leading into it
        head = head if head is not None else named_question_heading(unnumbered, layout)
        asked = head is None and (head := question_heading(unnumbered, layout)) is not None
        if head is not None:
            lab = board.get(line_no) or label_of(head, layout) or (question_label(head, layout) if asked else None)
            if lab is not None:
                label, label_lines_left = lab, -1
            else:
                section, label, label_lines_left = norm_section(head), None, 0
            continue
        line_label = dash_label(unnumbered, layout)
        inline = _inline_label(unnumbered)
        if inline is None and (short := _ABBREVIATED_LABEL.match(unnumbered)):
            inline = (short.group(1), short.group(2))
        section = _sources_left(section, inline, line_label, layout)
        if inline is not None and line_label is None:
            lab = _line_label(inline[0], layout)
            if lab is not None:
                line_label = lab
            elif section not in layout.sources_sections and line_no not in nested_cites and (
                    norm_section(inline[0]) in layout.sources_sections or len(inline[0].split()) == 1):
                section = expand_abbreviation(norm_section(inline[0]), layout)  # "Budget: GBP 37,500" opens a Budget section
        row = _ROW_LABEL.match(stripped)
        if line_label is None and row:  # "| Done | X; Y |": the row's label cell labels every clause of its row
            line_label = _row_label(stripped, layout)
        # a memo's address line ("RE: …", "主题：…") is no Sources line, whatever its label abbreviates
        if line_label is None and line_no not in nested_cites and (opened := _sources_opening(stripped, layout)):
            section = opened
        if line_label is None and label is not None:
            if _BULLET.match(line) or _TREE_BRANCH.match(line) or label_lines_left == -1:
                line_label = label
                label_lines_left = 0
            else:
                label = None
        # a label line's hold on "the next line" is spent on the first line under it, even one with its own label
        label_lines_left = 0 if line_label is not None else label_lines_left
        # a line opened by the Sources' name as a run-in heading ("Источники. Начало и бюджет — [3]") is that line's
        # Sources, whatever section it sits in
        in_sources = section in layout.sources_sections or line_no in cite_map or run_in_sources(stripped, layout) or (
            row is not None and names_sources(row.group(1).strip(" *_"), layout))  # "| Sources | 2, 9, 14 |": a row of citations
        for s, e in _sentences(line.rstrip("\n"), base, layout):
            sentence = text[s:e]
            opens = _SOURCES_OPENER.match(sentence)  # "... [14]. Sources: paragraphs 3 (start), 8 (end)": its numbers cite
            cited_here = in_sources or bool(opens and line_label is None and _opens_sources(opens, layout))
            cites = tuple(n for c in find_citations(sentence, forms) for n in c.numbers)
            # a sentence opening with a list label in running text ("... [8]. Done: X [13].") is under that label
            opening = _INLINE_LABEL.match(sentence)
            sentence_label = label_of(opening.group(1), layout) if opening else None
            if opening is None and (short := _ABBREVIATED_LABEL.match(sentence)):
                sentence_label = label_of(short.group(1), layout)
            clause_label = sentence_label or line_label
            pos = s
            for cut in _cuts(sentence, layout) + [None]:
                cend = s + cut[0] if cut else e
                # emphasis left over after a cut ("**问：…？**": the closing "**") is no clause: it would stand
                # between a question and its answer
                if text[pos:cend].strip().strip("*_~").strip():
                    # a field of an object written on one line ('"scope": {"included": "X", "excluded": ["Y"]}')
                    # is under its own key's list label
                    key = _PAIR_KEY.match(text, pos, cend) if pos > s else None
                    own = label_of(key.group(1), layout) if key else None
                    # "Done: A · Planned: B, C": a run-in field's label holds to the next one
                    clause_label = _run_in_label(text, s, pos, cend, layout) or clause_label
                    clauses.append(Clause(text[pos:cend], pos, cend, sentence, s, line_no, section,
                                          own or clause_label, cites, cited_here, in_citation_map=line_no in cite_map))
                if cut:
                    pos = s + cut[1]
    return _read_answers(text, clauses, layout)


# a field's key in a data brief, quoted or not, in any script, and its colon; group 1 the key ('"scope":', "awaiting："),
# the one spelling of a key that the field readers here and in brief_rules share
FIELD_KEY = r"[\"“'«]?([^\W\d][^:：\n,{}\"“”'«»]{0,40}?)[\"”'»]?\s*[:：]"
# an object written on one line in a data brief ('{"amount": 22000, "currency": "USD"}', "{approved: no, awaiting: X}"),
# and a field's key inside it, quoted or not, after the brace or a comma
_INLINE_OBJECT = re.compile(r"\{[^{}\n]*\}?")
_PAIR_START = re.compile(r"(?:\{|,)\s*(?=" + FIELD_KEY + ")")
# a data list of quoted items ('["настройка песочницы", "опрос"]') and the comma between two of its items
_DATA_LIST = re.compile(r"\[\s*[\"“«][^\[\]\n]*[\"”»]\s*\]")
_ITEM_BREAK = re.compile(r"(?<=[\"”»]),\s*(?=[\"“«])")
_PAIR_KEY = re.compile(r"\s*" + FIELD_KEY)


# a list's field run in on a line, opening it or after a dot, a bullet, a bar or a semicolon ("Done: A · Planned, not
# started: B", "已完成：A · 已计划，未开始：B"): group 1 its label, up to the colon
_RUN_IN_FIELD = re.compile(r"(?:^[\W_]*|(?<=[·•|;；])\s*)([^\W\d_][^:：·•|;；\n]{0,30}?)\s*[:：]")
# a run-in list's dot between two fields, spaced ("A · Planned: B"): a cut in every language (a name's "·" is unspaced)
_FIELD_DOT = re.compile(r"(?<=\S)[ \t]+[·•][ \t]+(?=\S)")
# the dot, bullet, bar or semicolon ending the field before a run-in one, and the label opening that one
_FIELD_END = re.compile(r"[·•|;；]\s*$")
_FIELD_OPEN = re.compile(r"\s*([^\W\d_][^:：·•|;；\n]{0,30}?)\s*[:：]")


def _run_in_label(text: str, s: int, pos: int, end: int, layout: Layout) -> str | None:
    """The list label of a run-in field opening the clause at `pos` after a dot, a bullet, a bar or a semicolon in
    its sentence (from `s`): "Planned, not started" in "Done: A · Planned, not started: B"; None for another clause."""
    if pos <= s or not _FIELD_END.search(text, s, pos):
        return None
    field = _FIELD_OPEN.match(text, pos, end)
    return label_of(field.group(1), layout) if field else None


def _cuts(sentence: str, layout: Layout) -> list[tuple[int, int]]:
    """Where a sentence is cut into clauses, (start, end) of each separator: the language's clause ends, and the
    separators between the fields of an object written on one line (each field is a statement of its own)."""
    # a field's label holding a comma ("· 已计划，未开始：B", "Planned, not started: B") is cut at its own start only
    labels = [m.span(1) for m in _RUN_IN_FIELD.finditer(sentence) if label_of(m.group(1), layout) is not None]
    cuts = [m.span() for m in layout.clause_split.finditer(sentence)
            if not any(a < m.start() < b for a, b in labels)]
    taken = SpanSet(cuts)  # asked once per field: a long line holds thousands of them
    for m in _FIELD_DOT.finditer(sentence):
        if any(m.end() == a for a, _ in labels) and not taken.overlaps(m.span()):
            cuts.append(m.span())  # "Готово: A · Запланировано: B": the dot ends A's field where the next label opens
            taken.add(m.span())
    for items in _DATA_LIST.finditer(sentence):  # '["A", "B"]': each quoted item of a data list is a clause
        for m in _ITEM_BREAK.finditer(sentence, items.start(), items.end()):
            if not taken.overlaps(m.span()):
                cuts.append(m.span())
                taken.add(m.span())
    for obj in _INLINE_OBJECT.finditer(sentence):
        for m in _PAIR_START.finditer(sentence, obj.start(), obj.end()):
            if not taken.overlaps(m.span()):
                cuts.append(m.span())
                taken.add(m.span())
    return sorted(cuts)


def _row_clauses(text: str, base: int, line: str, line_no: int, header: list[str], section: str | None,
                 layout: Layout, forms: Forms) -> list[Clause]:
    """A data row of a wide table: each cell a statement of its own, under its column's name, which is its list
    label ("Not included", "Planned") or its section ("Budget", "Approval")."""
    out: list[Clause] = []
    for i, (cs, ce) in enumerate(_cells(line)):
        name = header[i] if i < len(header) else None
        # a board's column ("| В РАБОТЕ |", "| BACKLOG |") gives its cells that column's state
        label = (label_of(name, layout) or _board_state(name, layout)) if name else None
        cell_section = section if name is None or label is not None else norm_section(name) or section
        in_sources = cell_section in layout.sources_sections
        for s, e in _sentences(line[cs:ce], base + cs, layout):
            sentence = text[s:e]
            cites = tuple(n for c in find_citations(sentence, forms) for n in c.numbers)
            pos = s
            for m in list(layout.clause_split.finditer(sentence)) + [None]:
                cend = s + m.start() if m else e
                if text[pos:cend].strip():
                    out.append(Clause(text[pos:cend], pos, cend, sentence, s, line_no, cell_section, label, cites,
                                      in_sources, column=name))
                if m:
                    pos = s + m.end()
    return out


_TABLE_RULE = re.compile(r"^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*$")


def _cells(line: str) -> list[tuple[int, int]]:
    """The cells of a table row as (start, end) offsets in the line, without the outer bars and spaces."""
    out, pos = [], 0
    parts = line.split("|")
    for i, part in enumerate(parts):
        s, e = pos, pos + len(part)
        pos = e + 1
        if (i == 0 or i == len(parts) - 1) and not part.strip():
            continue
        while s < e and line[s].isspace():
            s += 1
        while e > s and line[e - 1].isspace():
            e -= 1
        out.append((s, e))
    return out


def _wide_header(line: str, next_line: str, layout: Layout, date_roles: Mapping[str, re.Pattern[str]]) -> list[str] | None:
    """The column names of a table whose header row names the fields, read across ("| Start | End | ... | Done |
    Planned |" over one row of values): a header row over a rule line, naming two list labels or more (or one, among
    the brief's headings). A table
    whose rows are labelled by their first cell ("| Done | X |") is read row by row instead."""
    # (a CSV header read as a table, its bars between cells only, stands over rows with as many bars and no rule line)
    bare = not line.lstrip().startswith("|")
    if not (next_line.count("|") == line.count("|") and not _TABLE_RULE.match(next_line.rstrip("\n")) if bare
            else _TABLE_RULE.match(next_line.rstrip("\n"))):
        return None
    names = [line[s:e].strip(" *_") for s, e in _cells(line.rstrip("\n"))]
    if bare and any(re.search(r"\d", n) for n in names):
        return None  # a CSV header names its columns in words
    labels = sum(label_of(n, layout) is not None or _board_state(n, layout) is not None for n in names)
    # or one list label among the brief's own section names ("| 范围 | 范围外 | 预算 |"): fields read across too
    known = {norm_section(k) for k in layout.known_headings}
    sections = sum(norm_section(n) in known and label_of(n, layout) is None for n in names)
    # two columns naming two roles of the pilot's dates ("| Start | End |", "| Начало | Окончание |"): each row's cells
    # are read under their columns, as a wide table's are
    roles = [next((r for r, p in date_roles.items() if p.search(n)), None) for n in names]
    dated = len(names) == 2 and None not in roles and roles[0] != roles[1] and all(len(n) <= 30 for n in names)
    # two columns naming a scope's two sides ("| In scope | Out of scope |", "| Входит | Не входит |", "| 包含 | 不包含 |"):
    # each cell stands on its column's side, the item under the out column excluded
    sides = len(names) == 2 and sorted(label_of(n, layout) or "" for n in names) == ["in_scope", "out_of_scope"]
    if (len(names) < 3 or labels < 2 and not (labels == 1 and sections >= 2)) and not dated and not sides:
        return None
    return names
