"""How an item of the material is recognised in free text, and the pieces every language's cue words share;
the cue words themselves are each language's data (`Cues` in kvtrial.facts.languages: English in en.py)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

from kvtrial.facts.fields import split_field

if TYPE_CHECKING:
    from kvtrial.facts.languages.model import Cues, Language


def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A line label's head and tail, around its word: a list's bullet, number or emphasis before it ("- **Myth 2:**",
# "1. Миф —"), a colon or a spaced dash after it
LABEL_HEAD = r"[ \t>*_#•-]*(?:\d{1,2}[.)][ \t]*)?[*_]*"
LABEL_TAIL = r"(?:[ \t]*\d{1,2})?[*_]*[ \t]*(?:[:：]|[ \t][—–-](?=[ \t]))[*_]*[ \t]*"

# An arrow joining two values ("5 May → 4 July", "5 May -> 4 July"): a range's dash, unless the text calls it a change
# (`context._arrow_sides` sets the old side of "was X → now Y" aside before dates are read)
RANGE_ARROW = r"(?:[→⟶⇒]|-{1,2}>|=>|—>)"
# A dash or an arrow between two dates ("5 May - 4 July", "5 May [2] — 4 July", "５ May → ４ July"): the second is the
# end. A dash after a word ("Start — 5 May") is a label's punctuation, not a range.
RANGE_DASH = r"^[\s\[\]【】()（）\d,，]*(?:[-–—~～]|" + RANGE_ARROW + r")\s*$"

# A field's value that stands in for one not given, in signs: a dash alone, a redaction's blocks, an ellipsis, a
# question mark ("Pilot lead | —", "Исключено: ███"); and in English words, which a Russian or Chinese brief keeps as
# readily ("[REDACTED]", "TBD", "n/a"). Each language's `Cues.placeholder` adds its own words to these.
PLACEHOLDER_MARK = r"[-–—―]{1,3}|[█▇▆▅▄■▮▓▒░]+|\.{3}|…|\?{1,3}"
PLACEHOLDER_EN = (r"[\[(<]?(?:redacted|removed|withheld|hidden|censored)[\])>]?|tb[dac]|n/?a|"
                  r"to\s+be\s+(?:confirmed|determined|announced|decided|assigned)|not\s+(?:yet\s+)?(?:given|specified|stated|named|"
                  r"set|assigned)|unassigned")


# A template's slot left unfilled (a small model's leftover): the words of the slot inside square, angle or curly
# brackets ("[Insert date]", "<recipient>", "{{date}}", "【姓名】"), no digit among them. `body` is the language's
# words for what fills a slot; round brackets hold a slot only when it opens with a word asking to fill it
# (`fill`: "(insert date)"), since "(name)" may gloss a word of the text.
def template_slot(body: str, fill: str) -> str:
    return (r"(?:\[|<|\{\{?|【|〔)\s*(?:" + body + r")\s*(?:\]|>|\}\}?|】|〕)|"
            r"[(（]\s*(?:" + fill + r")[^()（）\n\d]{0,40}[)）]")


# The English slots, which a Russian or Chinese brief keeps as readily ("[Your Name]", "[Insert date]"): a slot that
# asks to be filled ("Insert …", "Your …") or names what fills it ("[Approver name]", "{recipient_name}"); a slot of
# marks ("[XX]", "[...]"); and, unbracketed, the marks of a value left blank ("XX.XX.2027", "USD XX,XXX", "____",
# "DD.MM.YYYY") and "Your Name" (a sign-off's or a field's).
SLOT_FILL_EN = r"(?:insert|enter|add|type|fill\s+in|put|write|paste|specify|your|recipient'?s?|sender'?s?)(?![a-z])"
_SLOT_NOUN_EN = (r"(?:names?|date|amount|sum|figure|value|number|title|position|signature|e-?mail|phone|address|"
                 r"recipient|sender|contact|details|placeholder|here|"
                 # (or a list entry's kind: "Done: [done item]", "[Milestone]" hold no entry)
                 r"items?|tasks?|steps?|milestones?|stages?|activit(?:y|ies)|facts?|deliverables?)(?![a-z])")
TEMPLATE_SLOT_EN = (
    template_slot(SLOT_FILL_EN + r"[^\[\]<>{}【】〔〕\n\d]{0,40}|(?:[a-z]+[\s_-]+){0,3}" + _SLOT_NOUN_EN
                  + r"(?:[\s_-]+[a-z]+){0,3}|[x×_.…]{2,}", SLOT_FILL_EN)
    + r"|(?<![^\W\d_])your\s+name(?![^\W\d_])|_{3,}|(?<![^\W\d_])(?:yyyy|yy|mm|dd)(?:[./-](?:yyyy|yy|mm|dd)){1,2}"
    r"(?![^\W\d_])|(?<![^\W\d_])(?:\d{2})?x{2,4}(?:[\s./:,-]?(?:\d{1,4}|x{1,4}))*(?![^\W\d_])")

# Words setting a second value of a fact against the first as another account of it, in English and in Russian:
# a brief in one language mixes in the other's ("USD 45,000; в другой копии заметок 54 000", "3 Oct — or 4 Oct,
# my notes disagree"), and the two values left standing are one fact distorted, the second no addition of its own.
OTHER_VALUE_EN = (r"(?<![A-Za-z])(?:elsewhere|conflicting|contradict\w*)(?![A-Za-z])|(?<![A-Za-z])(?:other|another|some|one|"
                  r"an?\s+(?:older|earlier|different))\s+(?:of\s+(?:the|my|our)\s+)?(?:notes?|places?|sources?|versions?|"
                  r"drafts?|sections?|paragraphs?|documents?|files?|cop(?:y|ies)|summar(?:y|ies)|records?|recaps?)(?![A-Za-z])|"
                  r"(?<![A-Za-z])(?:my|our|the)\s+notes\s+(?:differ|disagree|vary)(?![A-Za-z])")
OTHER_VALUE_RU = (r"(?<![а-яё])в\s+друг(?:ом|ой|их)\s+(?:мест|верси|копи|сводк|вариант|черновик|документ|файл|заметк|"
                  r"запис|источник)\w*|(?<![а-яё])в\s+разных\s+(?:местах|заметках|записях|источниках|версиях)|"
                  r"(?<![а-яё])по-разному(?![а-яё])")

# An excluded item put off to a later phase in English words, which a Russian or Chinese brief mixes in as readily as
# an English one ("deferred to the next phase", "放到 phase 2 再说", "parked for now"): Latin letters bound it,
# since a Chinese character next to it is no word boundary.
DEFERRED_EN = (r"(?<![A-Za-z])(?:phase|stage|wave|release)[\s_-]*(?:2|two|ii)(?![A-Za-z\d])|"
               r"(?<![A-Za-z])(?:in|during|for|from|to|until)\s+(?:a|the)\s+(?:later|future|next|second|subsequent|"
               r"follow-?up)\s+(?:phase|stage|wave|round|release|one|serving|batch|iteration)(?![A-Za-z])|"
               r"(?<![A-Za-z])(?:set|put|left|kept|parked|held)\s+(?:\w+\s+)?(?:aside|back|on\s+hold)\s+for\s+now(?![A-Za-z])|"
               r"(?<![A-Za-z])not\s+(?:right\s+)?now(?=\s*[,;.—–-])")


def _word(w: str) -> str:
    """One pattern word: "учётн*" is a stem (any ending); Cyrillic е and ё are one letter here."""
    stem = w.endswith("*")
    out = re.sub("[её]", "[её]", re.escape(w.rstrip("*")))
    return out + (r"\w*" if stem else "")


def _clipped(w: str) -> str:
    """A clipped or contracted form of one pattern word ("acct" for account, "тест." for тестов*): its first
    letter, then some of its other letters in order, four letters at least, or three before a full stop; "accts"
    for accounts, with the plural's "s"."""
    letters = w.rstrip("*")
    body = re.escape(letters[0]) + "".join(f"(?:{_word(c)})?" for c in letters[1:])
    # an English plural after the clipped word ("test accts") is the same word
    return r"(?=[^\W\d_]{4}|[^\W\d_]{3}\.)" + body + r"s?(?:\.|(?![^\W\d_]))"


def _phrase(words: list[str], clipped: int = -1) -> str:
    return r"[\s-]+".join(_clipped(w) if i == clipped else _word(w) for i, w in enumerate(words))


@functools.lru_cache(maxsize=512)
def _any_of(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """Any of the patterns; a word boundary before each, except for Chinese (no spaces). A pattern of several
    words also matches with one of its longer words clipped ("test acct"): the other words, written in full,
    keep a clipped one from naming something else."""
    parts = []
    for p in patterns:
        words, edge = p.split(), "" if re.match(r"[\u3400-\u9fff]", p) else r"\b"
        parts.append(edge + _phrase(words))
        if edge and len(words) >= 2:
            parts += [edge + _phrase(words, i) for i, w in enumerate(words) if len(w.rstrip("*")) >= 5]
            # a social post's hashtag running the words together ("#purchaseorderintake", "#приёмзаказовназакупку")
            parts.append(r"#\w{0,20}?" + "".join(_word(w) for w in words))
        elif edge and len(words[0].rstrip("*")) >= 7:
            # one long word clipped with its full stop ("гарант." for гарантийн*): five letters at least, a run of
            # its first ones (letters left out inside it would make another word: "consent." is no "consignment")
            word = words[0].rstrip("*")
            tail = ""
            for c in reversed(word[4:]):
                tail = f"(?:{_word(c)}{tail})?"
            parts.append(edge + _word(word[:4]) + tail + r"(?<=[^\W\d_]{5})\.")
    return rx(r"(?:" + "|".join(parts) + r")")


def item_rx(item: dict[str, Any], lang: Language) -> re.Pattern[str]:
    """The item's patterns and the language's other words for them (`Cues.synonyms`): a function of the item
    and the language alone, never of which languages were loaded before."""
    patterns = tuple(item["patterns"])
    synonyms = lang.cues.synonyms
    return _any_of(patterns + tuple(s for p in patterns for s in synonyms.get(p, ())))


def mentions(item: dict[str, Any], text: str, lang: Language) -> bool:
    """True when `text` names the material's item (any of its patterns or the language's synonyms of them,
    hyphen or space between words)."""
    return bool(item_rx(item, lang).search(text))


def item_matches(item: dict[str, Any], text: str, lang: Language) -> list[re.Match[str]]:
    """Where `text` names the item."""
    return list(item_rx(item, lang).finditer(text))


# what a remark says aside, in brackets of any kind ("[2]", "(planned)", "【8】", "（未开始）"): no words of the remark
ASIDES = re.compile(r"\[[^\]]*\]|\([^)]*\)|【[^】]*】|（[^）]*）")


def done_word(content: str, lang: Language) -> bool:
    """A remark that is a word of completion and nothing else ("已搭好", "completed"): no digit, and beside its done cue
    no word (in Chinese, where a verb's ending may follow the cue, at most two characters): "песочница уже настроена"
    names a thing of its own."""
    bare = ASIDES.sub(" ", content)
    bare = lang.cues.belief.sub(" ", bare)  # "看起来已经做完了", "looks done": the hedge is no word of the remark
    bare = lang.cues.item_pronoun.sub(" ", bare, count=1)  # "这个算是完成了", "it is done": the item it stands for
    if re.search(r"\d", bare) or not lang.cues.done.search(bare):
        return False
    rest = lang.cues.done.sub(" ", bare)
    if lang.code == "zh":
        return len(re.findall(r"[\u3400-\u9fff]{1,2}|[^\W\d_]+", rest)) <= 1
    return not re.search(r"[^\W\d_]", rest)


def approver_title(phrase: str) -> str:
    """The title in an approver's phrase: "Priya Raman (Head of Finance)" -> "Head of Finance"."""
    m = re.search(r"[(（]([^)）]+)[)）]", phrase)
    return m.group(1).strip() if m else ""


def says_title(title: str, text: str, lang: Language) -> bool:
    """The title in the text: as written in Chinese, by every word's stem elsewhere ("генеральным директором")."""
    if not title:
        return False
    if lang.code == "zh":
        return title in text
    words = [w.lower()[:5] for w in re.findall(r"[^\W\d_]{4,}", title)]
    have = {w.lower()[:5] for w in re.findall(r"[^\W\d_]{4,}", text)}
    return bool(words) and all(w in have for w in words)


def budget_part_told(cues: Cues, text: str) -> bool:
    """True when `text` puts a part of the budget to a use ("CHF 10,000 of the budget is held back as contingency",
    "其中大约一半会用于培训", "из них около трети отложено на обучение"): the part named as such (a share's word, "of
    the budget", "其中", "из них") and the use it is held for. The use is a claim of its own, not another value of the
    budget."""
    return bool(cues.budget_use.search(text) and (cues.budget_share.search(text) or cues.share_word.search(text)))


# what parts a role word from the date before it: a dash, an arrow, a comma, a semicolon, a colon or a cell
_PARTING = re.compile(r"[—–▸▶►→⟶➔⇒,;:|，；：、-]")


def role_after(cues: Cues, after: str, next_date: bool) -> str | None:
    """The role the text right after a date (`after`, up to the next date or the sentence's end) names for that date,
    or None. A role word parted from the date by a dash, an arrow or a comma and touching the next date (`next_date`:
    `after` runs up to one) with only blanks between is that date's label ("start 12 June → end 26 Sept"), not this
    one's; one touching both dates with nothing parting either keeps its reading after."""
    for name, p in cues.roles_after.items():
        m = p.match(after)
        if m is None:
            continue
        word = re.search(r"[^\W\d_]", m.group())
        lead = m.group()[:word.start()] if word else ""
        if next_date and not after[m.end():].strip(" \t*_") and _PARTING.search(lead):
            return None
        return name
    return None


def field_said_empty(text: str, lang: Language) -> bool:
    """True when a short labelled field says, in its value, that it holds nothing (`list_said_empty`: "Risks: none
    reported so far", "Completed so far: nothing to report yet", "Сделано на сегодня: пока докладывать нечего"): the
    field named and left empty, no claim of its own, whatever its label."""
    return said_empty(text, lang, short_label=True) is not None


def list_said_empty(value: str, lang: Language) -> bool:
    """True when a list's value, or a clause of its own, says the list holds nothing ("nothing reported as completed
    yet", "目前还没有完成的工作", "завершённых работ нет"; `Cues.empty_list`, its citations aside): it speaks of that
    list's fact, told wrongly where the material has an item on it, and claims nothing of its own."""
    bare = ASIDES.sub(" ", value)
    bare = re.sub(r"\s+", " ", bare).strip(" \t|*_•·-–—.。;；,，!！:：")
    return bool(bare) and bool(lang.cues.empty_list.fullmatch(bare))


def said_empty(text: str, lang: Language, *, short_label: bool = False) -> tuple[str | None, str] | None:
    """(label, value) of a list said empty (`list_said_empty`) in a field ("Done: nothing yet", "已完成：暂无") or in a
    sentence of its own ("目前还没有完成的工作。", its label None), or None. Without `short_label` any label counts, the
    caller reading which list it names; with it only a field's short label does (four words, 30 characters, 10 in
    Chinese, no sentence's end in it): a field of any kind left empty, and no sentence claiming something."""
    text = text.strip()
    label: str | None
    if short_label:
        field = split_field(text, stops=".!?。！？")
        if field is None or len(field.label.split()) > 4 or len(field.label) > (10 if lang.code == "zh" else 30):
            return None
        label, value = field.label, field.value
    else:
        # a table row's bar parts a label like a colon; the label may be anything before the first one
        field = split_field(text, separators="|:：", max_label=len(text) + 1, letter_first=False, lines=True)
        label, value = (field.label.strip(" *_"), field.value.strip(" *_")) if field else \
            (None, text.strip("|").strip(" *_"))
    return (label, value) if list_said_empty(value, lang) else None
