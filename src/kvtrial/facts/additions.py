"""Unsupported additions: dates, amounts, numbers (in digits or words), people, progress claims and plans that
an output states and the source does not."""

from __future__ import annotations

import bisect
import datetime
import functools
import itertools
import re
from collections.abc import Collection, Iterable, Sequence
from decimal import Decimal
from fractions import Fraction
from functools import partial

from kvtrial.facts import memo
from kvtrial.facts.alignment import (
    card_owner,
    remarks_on_material,
    retells_background,
    revision_note,
    section_title,
    slots_only,
    speaker_label_end,
    stage_echoed,
    stage_heading,
    story_frame,
)
from kvtrial.facts.alignment import (
    column_name as column_of,
)
from kvtrial.facts.brief_rules import (
    budget_split,
    closes_items,
    content_words,
    corrects_denied_stage,
    line_from,
    line_share,
    line_units,
    range_end,
    range_lead,
    refers_back,
    remark_after_item,
    says_new,
    state_key_of_item,
)
from kvtrial.facts.claims import list_markers
from kvtrial.facts.context import (
    Dated,
    OutputContext,
    Span,
    asked_and_denied,
    distorted_days,
    overlaps,
    same_day_told,
    years_alone,
)
from kvtrial.facts.cues import ASIDES, done_word, field_said_empty, item_matches, list_said_empty, mentions
from kvtrial.facts.derived import Figures, computed_amount, computed_length, date_gaps, derived_figures, rough_length_agrees
from kvtrial.facts.grades import NotChecked, Unsupported
from kvtrial.facts.instructions import names_topic
from kvtrial.facts.languages import Language, data_keys, get_language
from kvtrial.facts.languages.model import PART_NUMBERS, Layout
from kvtrial.facts.material import Material
from kvtrial.facts.misspelt import one_edit
from kvtrial.facts.parse import DateMention, find_amounts, find_dates, find_numbers, without_citations
from kvtrial.facts.person_roles import credits_work, heading_role, name_headings, role_apart
from kvtrial.facts.segments import (
    Clause,
    header_line,
    label_of,
    opens_question_heading,
    part_word,
    run_in_sources,
    slide_count,
    strip_label,
)
from kvtrial.facts.speakers import chat_turn_count, chat_user_turns

_LABEL_FACT = {"done": "done", "planned": "planned", "out_of_scope": "out_of_scope"}


# where a number addition starts, by the addition's identity; each entry holds its addition alive, since a freed
# addition's id may go to a new one, which would then be dropped in its place (a grade that varies from run to run)
Starts = dict[int, tuple[Unsupported, int]]


def _source_values(material: Material) -> tuple[tuple[DateMention, ...], frozenset[tuple[Decimal, str]],
                                                 frozenset[Decimal]]:
    """The source's dates, amounts, and the numbers an output may repeat: digits outside dates, and the
    years of dates ("in 2027"). A day of a date is not a number the source states ("12 June" supports no
    headcount of 12)."""
    return _values_of_source(material.source_text, material.language)


# Read once per source, not once per brief and reader: a run grades many briefs of one material, and finding the
# dates of a source takes a few milliseconds. Keyed by the text and its language, so no grade sees another's values.
@functools.lru_cache(maxsize=32)
def _values_of_source(src: str, language: str) -> tuple[tuple[DateMention, ...], frozenset[tuple[Decimal, str]],
                                                        frozenset[Decimal]]:
    forms = get_language(language).forms
    dates = tuple(find_dates(src, forms))
    numbers = {n.value for n in find_numbers(src, forms)
               if not any(d.start <= n.start < d.end for d in dates)}
    numbers |= {Decimal(d.year) for d in dates if d.year is not None}
    return dates, frozenset((a.value, a.currency) for a in find_amounts(src, forms)), frozenset(numbers)


def _stage_remark(content: str, lang: Language, most: int = 6) -> bool:
    """A short clause (`most` words) that only says a stage ("not begun so far [2]", "still to come"), cut off from
    the item it describes: no addition of its own. A remark claiming progress is not one."""
    cues = lang.cues
    bare = ASIDES.sub(" ", content)
    bare = cues.stage_not_taken.sub(" not_started ", bare)  # "should not be treated as under way": one stage, one word
    words = [w for w in bare.split() if re.search(r"[^\W_]", w)]  # the stop left after a citation is no word
    if lang.code == "zh":  # no spaces between words: about two characters a word
        words = re.findall(r"[\u3400-\u9fff]{1,2}|[^\s\u3400-\u9fff]+", bare)
    if not words or len(words) > most or cues.started.search(content) and not cues.stage_negation.search(content):
        return False
    if _ANOTHER_ITEM[lang.code].match(bare) and len(words) >= 4:
        return False  # "…; также, кажется, планируется обучение персонала": another item brought in, with its stage
    return bool(cues.planned.search(content) or cues.stage_negation.search(content))


# a clause bringing in another item beside the one before it ("also", "также", "另外")
_ANOTHER_ITEM = {"en": re.compile(r"\W*(?:also|plus|in\s+addition)\b", re.IGNORECASE),
                 "ru": re.compile(r"\W*(?:а\s+)?(?:также|кроме\s+того|плюс)\b", re.IGNORECASE),
                 "zh": re.compile(r"\W*(?:另外|此外|还有)")}


# a word pointing back at the item just named ("work on it", "работа по нему", "这项工作")
_POINTS_BACK = {"en": re.compile(r"\b(?:it|them|this|that|which)\b", re.IGNORECASE),
                "ru": re.compile(r"\b(?:нему|ним|нём|нем|него|ней|неё|нее|этому|этим|которо\w+)\b", re.IGNORECASE),
                "zh": re.compile(r"它|这项|此项|该项|这一项")}


# the reader a brief is written for, by age ("for a seven-year-old", "to a ten-year-old")
_READER_AGE = re.compile(r"\b(?:for|to)\s+an?\s+$", re.IGNORECASE)
_READER_AGE_AFTER = re.compile(r"-years?-old\b", re.IGNORECASE)


def _source_length(ctx: OutputContext, start: int, end: int, value: Decimal | None) -> bool:
    """True when number words from `start` to `end` are a length of time, their unit right after them, that the
    material's own dates span ("just under two months" for a pilot of 59 days): the run told again, nothing new
    counted."""
    if value is None:
        return False
    # (a compound's hyphen is no gap: "a four-month run" is the count with its unit)
    rest = ctx.text[end:end + 24].lstrip().removeprefix("-")
    days, weeks, months = (bool(u.match(rest)) for u in (ctx.cues.day_unit, ctx.cues.week_unit, ctx.cues.month_unit))
    figures: Figures = ctx.once("figures", 0, partial(derived_figures, ctx.material))
    if (days or weeks or months) and computed_length(figures, value, months, weeks, days):
        return True
    return _rough_count_agrees(ctx, start, end, value)


def _rough_count_agrees(ctx: OutputContext, start: int, end: int, value: Decimal, marked: bool = False) -> bool:
    """True when a count of weeks or months in number words, with its half and its "more" (`Cues.length_after`,
    `Cues.length_over_before`: "two weeks and more", "七周半", "семь недель с половиной"), is a gap between the facts'
    dates as a writer rounds it: the same check as a rough length ("about a month"), since a count in words is one
    too ("比试点开始早两周多" for 18 days); a count that no gap bears out stays a number of its own. `marked`: only one
    with its half or its "more" (a count in digits alone is checked as an exact length)."""
    m = ctx.cues.length_after.match(ctx.text, end)
    if m is None:
        return False
    unit = "months" if m.group("months") else "weeks"
    half = m.group("half") or m.group("half_after")
    over = m.group("over") or m.group("over_after") or ctx.cues.length_over_before.search(
        ctx.text, max(0, start - 20), start)
    if marked and not (half or over):
        return False
    told = Fraction(value) + (Fraction(1, 2) if half else 0) + (Fraction(1, 4) if over else 0)
    gaps = ctx.once("date gaps", 0, partial(date_gaps, ctx.material))
    return rough_length_agrees(gaps, told, unit, Fraction(value) if over else None)


def _number_words(ctx: OutputContext, omitted: set[str], values: Starts,
                  exact: list[tuple[int, int]]) -> tuple[list[Unsupported], list[NotChecked]]:
    """Numbers written in words that no other rule read: a count the source does not state ("twelve drivers")
    is an addition; a budget that may be the omitted one, or a date in words, is reported as not checked."""
    added, out = [], []
    read = [(a.start, a.end) for a in ctx.amounts] + list(ctx.consumed) + [
        (s, e) for c in ctx.clauses for s, e, _ in ctx.bare_numbers(c)] + [
        (d.mention.start, d.mention.end) for d in ctx.dates] + [  # "the nineteenth of August 2026": a date, read as one
        (c.start, c.end) for c in ctx.citations]  # "paragraphs two, eight and fourteen": a citation said aloud
    source = ctx.material.source_text.lower()
    read += exact  # "七周后的4月12日", "晚了整整八周零一天": the source's own dates apart, counted right
    read += ctx.once("years alone", 0, partial(years_alone, ctx))  # "год двадцать шестой": a source's year said alone
    for c in _not_addressed(ctx, ctx.body):  # "I can rewrite it in the five sections you asked for": no count
        if ctx.lang.layout.source_silent.search(c.text) or remarks_on_material(ctx, c.text) or \
                remarks_on_material(ctx, c.sentence):
            # "the notes give only these two dates", "из восемнадцати абзацев пилоту посвящены три": a remark on the
            # material, no count of the pilot; but a count of the source's own work items in it is checked ("the only
            # three work items the file mentions", for two, adds a number)
            added += _miscounted_items(ctx, c, values)
            continue
        if revision_note(ctx, c.sentence) or revision_note(ctx, c.text):
            continue  # "The update contained two mistakes.": a count of the earlier text's mistakes, no count of the pilot
            # (a correction's own clause on its slip, "…; I swapped two digits", likewise)
        if refers_back(ctx, c):
            continue  # "第二项已列入计划": the ordinal points at a listed item, it counts nothing
        idioms = [i.span() for i in ctx.cues.number_idiom.finditer(c.text)]
        # "Two things to correct: …", "Две поправки: …": the count of the corrections a reply goes on to make
        lead = speaker_label_end(ctx, c.text)
        idioms += [(lead + k.start(), lead + k.end()) for k in [ctx.cues.turn_corrects.match(c.text[lead:])] if k]
        for m in ctx.cues.number_words.finditer(c.text):
            if overlaps((c.start + m.start(), c.start + m.end()), read) or overlaps(m.span(), idioms):
                continue  # an amount, or a number the bare-number rules read and checked; "в двух словах": an idiom
            budget = bool(ctx.cues.budget.search(c.sentence) or (c.section or "").startswith("budget"))
            fact_id = "budget" if budget and "budget" in omitted else None
            day = ctx.cues.ordinal.search(m.group(0)) or _month_in(
                ctx, c.text[max(0, m.start() - 12):m.end() + 15])  # an ordinal, or a number next to a month: a day
            if _READER_AGE.search(c.text[max(0, m.start() - 12):m.start()]) and \
                    _READER_AGE_AFTER.match(c.text, m.end()):
                continue  # "explained for a seven-year-old": the age of the reader the brief is written for, no count
            if fact_id is None and not day:
                said = next((v for _, _, v in ctx.forms.word_numbers(m.group(0), True)), None)
                if _source_length(ctx, c.start + m.start(), c.start + m.end(), said):
                    # "just under two months": the run's length told again, its claim no addition (as one in digits)
                    ctx.computed.append((c.start + m.start(), c.start + m.end()))
                    continue
                if m.group(0).lower() not in source and not _counts_source_things(ctx, c.start + m.end(), said) and \
                        not _counted_back(ctx, c.start + m.start(), c.start + m.end(), said) and \
                        not _counts_items_before(ctx, c.start + m.start(), c.start + m.end(), said):
                    added.append(Unsupported("number", m.group(0), "number (in words) not in the source"))
                    values[id(added[-1])] = (added[-1], c.start + m.start())  # one claim with a progress claim around it
                continue
            out.append(NotChecked("number-words", m.group(0), "a number written in words is not checked "
                                  "against the source", fact_id))
    return added, out


def _miscounted_items(ctx: OutputContext, c: Clause, values: Starts) -> list[Unsupported]:
    """The counts of the pilot's work items (`Cues.stage_count` after number words) in a clause that remarks on the
    material, each one that counts other than the source's done and planned items: a number added."""
    own = len(ctx.material.work_items)
    out = []
    for m in ctx.cues.number_words.finditer(c.text):
        said = next((v for _, _, v in ctx.forms.word_numbers(m.group(0), True)), None)
        if said is not None and said != own and ctx.cues.stage_count.match(c.text[m.end():]):
            out.append(Unsupported("number", m.group(0), "number (in words) not in the source"))
            values[id(out[-1])] = (out[-1], c.start + m.start())
    return out


def _counted_back(ctx: OutputContext, start: int, end: int, value: Decimal | None) -> bool:
    """True when number words between `start` and `end` stand for things the brief has just named ("Keep these two
    apart", "эти два не путать", "这两项要分开": `Cues.count_back_before` / `count_back_after`) and count as many as the
    source's work items or its dates: a pointer back, no count of the pilot. Another count ("these three") adds one."""
    cues = ctx.cues
    if value is None or not cues.count_back_before.search(ctx.text, max(0, start - 20), start) or \
            not cues.count_back_after.match(ctx.text[end:end + 30]):
        return False
    facts = ctx.material.facts
    return value in (len(ctx.material.work_items), sum(1 for f in facts if f.kind == "date"))


def _counts_items_before(ctx: OutputContext, start: int, end: int, value: Decimal | None) -> bool:
    """True when number words count the work items its sentence has just named, right before them with at most a word
    pointing back between ("X和Y两项", "X and Y, these two, are done"): the list counted, no number of the pilot. The
    count must be as many as the items named, and followed as a pointer back is (`Cues.count_back_after`)."""
    clause = ctx.clause_at(start)
    if value is None or value < 2 or clause is None or not ctx.cues.count_back_after.match(ctx.text[end:end + 30]):
        return False
    named = ctx.once("item ends", clause.sentence_start, partial(_item_ends, ctx, clause))
    ends = [(max(e for e in item if e <= start), f) for f, item in zip(("done", "planned", "out_of_scope"), named,
                                                                       strict=True) if any(e <= start for e in item)]
    if len(ends) != value:
        return False
    last, fid = max(ends)
    gap = ctx.text[last:start]
    back = ctx.cues.count_back_before.search(gap)
    gap = (gap[:back.start()] if back else gap).lower()
    # (the rest of the last item's name may stand between: "移动应用" matched, "发布" after it)
    phrase = " ".join(str(ctx.material.fact(fid).value["item"].get(k, "")) for k in ("phrase", "short")).lower()
    return all(w in phrase for w in re.findall(r"[^\W\d_]+", gap))


def _item_ends(ctx: OutputContext, clause: Clause) -> list[list[int]]:
    """Where each naming of each of the source's work items ends in the sentence of `clause`, by item."""
    return [[clause.sentence_start + m.end() for m in item_matches(ctx.material.fact(f).value["item"], clause.sentence,
                                                                    ctx.lang)]
            for f in ("done", "planned", "out_of_scope")]


def _amount_additions(ctx: OutputContext, src_amounts: frozenset[tuple[Decimal, str]]) -> list[Unsupported]:
    """Amounts the source does not state, none of them read as a distorted budget or computed from the facts."""
    out = []
    # the amount a distorted budget was read from, restated anywhere in the brief (beside it: "thirty-one thousand …
    # pounds (GBP 31,500)", "柒万壹仟英镑整（GBP 71,000）"; or again in a summary line): the same distortion, no
    # addition of its own
    distorted = {(a.value, a.currency) for a in ctx.amounts if (a.start, a.end) in ctx.consumed}
    for a in ctx.amounts:
        if (a.value, a.currency) in distorted:
            continue
        if budget_split(ctx, a):
            ctx.computed.append((a.start, a.end))
            continue  # "about GBP 373 a day": the budget split over the pilot's days, computed from its facts
        if (a.start, a.end) not in ctx.consumed and (a.value, a.currency) not in src_amounts:
            out.append(Unsupported("amount", a.text, "amount not in the source"))
    return out


def _counts_source_things(ctx: OutputContext, end: int, value: Decimal | None) -> bool:
    """A count of the source's own things, a true remark on the material: followed by the language's word for the
    notes' paragraphs (or a colon before their numbers), counting the paragraphs that hold the pilot's facts ("three
    paragraphs deal with the pilot") or all the notes' paragraphs ("of the twenty paragraphs"); or followed by the
    word for stages, counting the pilot's work items ("these two stages"), or the word for dates, counting the dates the
    source gives ("两个日期", "the two dates"); or followed by the word for a talk's speakers ("two speakers"), or for the brief's
    headings, counting the sections the request names ("the five brief headings")."""
    if value is None:
        return False
    if value >= 2 and value == _items_listed_after(ctx, end):
        return True  # "three pieces of work: A, B and C", "两项工作：A和B": the count of the items it lists
    after = ctx.text[end:end + 40]
    if ctx.cues.speaker_count.match(after):
        return True  # "Call notes, two speakers", "два собеседника": the talk's own speakers, no count of the pilot
    if ctx.cues.heading_count.match(after):
        return value == len(ctx.material.required_sections)  # "under the five brief headings": the request's sections
    if ctx.cues.text_length.match(after):
        return True  # "under 80 words", "до 80 слов", "80字以内": the request's length told back, the answer's own form
    if ctx.cues.own_points.match(after):
        return value <= _lines_after(ctx, end)  # "in three bullets:", "в трёх пунктах:": the answer's own points
    if value >= 1 and value == _list_under(ctx, end):
        return True  # "Открытых вопросов два:", "Two things are still open:" over as many list items: the list counted
    material = ctx.material
    if ctx.cues.paragraph_count.match(after):
        return value in (len(material.fact_paragraphs), len(material.paragraphs))
    named = re.match(r"\s*[:—–-]\s*(?=\d)", after)  # "only three: 3, 11 and 18"
    if named and _lists_pilot_paragraphs(ctx, end + named.end(), end + named.end() + 1):
        return value == len(material.fact_paragraphs)
    if ctx.cues.date_count.match(after):
        return value == sum(1 for f in material.facts if f.kind == "date")
    if ctx.cues.question_count.match(after):
        # "three questions, answered below": the brief's own questions, as many as it asks at most
        return value <= ctx.once("questions asked", 0, lambda: len(re.findall(r"[?？]", ctx.text)))
    if ctx.cues.site_count.match(after):
        return value == 1  # "1 площадка — склад в Лионе": the scope's one site, counted
    if ctx.cues.option_count.match(after):
        return value <= 4  # "two options side by side", "两个方案对照": the brief's own comparison, no count of the pilot
    return bool(ctx.cues.stage_count.match(after)) and \
        value == len(material.work_items)


# the rest of a line after a count, up to its closing colon, with no value of its own
_COLON_LINE_END = re.compile(r"[^\d\n]{0,60}[:：][ \t*_]*$")


def _list_under(ctx: OutputContext, end: int) -> int:
    """How many list items the list right under a count's line holds, where that line ends on a colon after the count
    ("Two things are still open:" over "- A" and "- B"); 0 where it does not end so."""
    line_end = ctx.text.find("\n", end)
    if line_end < 0 or not _COLON_LINE_END.match(ctx.text, end, line_end):
        return 0
    return ctx.once("list under", line_end, partial(_count_list_under, ctx, line_end))


def _count_list_under(ctx: OutputContext, line_end: int) -> int:
    """The list items at the first item's indent on the lines after `line_end` (blank lines and deeper items aside),
    up to the first line that is no item."""
    starts = ctx.once("marker starts", 0, lambda: {s for s, _ in list_markers(ctx.text)})
    count, indent, pos = 0, -1, line_end + 1
    while pos < len(ctx.text):
        nxt = ctx.text.find("\n", pos)
        nxt = len(ctx.text) if nxt < 0 else nxt
        line = ctx.text[pos:nxt]
        if line.strip():
            own = len(line) - len(line.lstrip())
            if pos not in starts and not (indent >= 0 and own > indent):
                break
            if indent < 0:
                indent = own
            count += own == indent
        pos = nxt + 1
    return count


def _lines_after(ctx: OutputContext, end: int) -> int:
    """How many lines with words the brief has after the line holding `end`."""
    line_end = ctx.text.find("\n", end)
    return 0 if line_end < 0 else sum(1 for line in ctx.text[line_end:].splitlines() if re.search(r"[^\W_]", line))


def _exact_spans(ctx: OutputContext) -> list[tuple[int, int]]:
    """The lengths of time in the brief ("七周", "八周零一天") that are exactly the days between two of the source's dates
    (the start and the end, the approval and the start): a true remark on the dates, no number of its own."""
    dates = [d for d in _source_values(ctx.material)[0] if d.day is not None and d.year is not None]
    apart = set()
    for a in dates:
        for b in dates:
            try:
                apart.add(abs((datetime.date(a.year or 0, a.month, a.day or 0) -
                               datetime.date(b.year or 0, b.month, b.day or 0)).days))
            except ValueError:
                continue
    apart.discard(0)

    def count(words: str | None) -> int | None:
        if not words:
            return 0
        if words.isdigit():
            return int(words)
        # the number ending the words (a preposition before it is no part of it: "за семнадцать дней")
        found = ctx.forms.word_numbers(words, True)
        return int(found[-1][2]) if found and found[-1][1] == len(words) else None

    out = []
    for m in ctx.cues.span_length.finditer(ctx.text):
        weeks, days = count(m.group("weeks")), count(m.group("days") or m.group("only_days"))
        if weeks is not None and days is not None and weeks * 7 + days in apart:
            out.append(m.span())
    return out


def _rough_lengths(ctx: OutputContext, spans: Starts) -> list[Unsupported]:
    """Lengths of time of one unit or one and a half, told roughly or against a fact's date (`Cues.rough_length`:
    "about a month before the start", "总时长约一个半月", "примерно за месяц до старта"), which the number readers do not
    see: one that a gap between the facts' dates bears out is a figure computed from them (`ctx.computed`: its claim is
    no addition); one that none does is a number the source does not support."""
    gaps = ctx.once("date gaps", 0, partial(date_gaps, ctx.material))
    out = []
    for m in ctx.cues.rough_length.finditer(ctx.text):
        found = {k.removesuffix("_at"): v for k, v in m.groupdict().items() if v and k.startswith(("months", "weeks"))}
        unit = next(iter(found), "")
        if not found or m.start() == m.start(next(k for k, v in m.groupdict().items() if v and k.startswith(unit))):
            continue  # "месяца после старта" after a count the number readers read: nothing of its own before the unit
        # ("a little over a month", "一个多月": a quarter more, as a writer rounds)
        over = any(v for k, v in m.groupdict().items() if k.startswith(("over", "more")))
        value = (Fraction(3, 2) if m.group("half") else Fraction(1)) + (Fraction(1, 4) if over else 0)
        if rough_length_agrees(gaps, value, unit):
            ctx.computed.append(m.span())
        else:
            out.append(Unsupported("number", m.group(0).strip(), "a length of time the source's dates do not span"))
            spans[id(out[-1])] = (out[-1], m.start())
    return out


# what may stand between an invented date and the length of time that places it: a comma, a dash or a bracket and
# a word saying "that is" ("on 21 September, a week before go-live", "9月21日，即试点开始前一个星期", "21 сентября, то есть
# за неделю до старта"; in Chinese the event it is counted from comes before the length), or the other way round, the
# length first and the date after it ("a week before go-live, on 21 September")
_APPOSED = re.compile(r"[\s,，、:：(（）)—–-]*(?:(?:i\.\s?e\.|that\s+is|namely|也就是(?:说)?|即|то\s+есть|т\.\s?е\.|"
                      r"а\s+именно)[\s,，:：]*(?:试点)?(?:开始|启动|上线|结束)?(?:之)?[前后]?)?(?:(?:on|в|во|на)\s+)?",
                      re.IGNORECASE)


def _dated_lengths(ctx: OutputContext, out: list[Unsupported], lengths: Starts,
                   dates: list[tuple[int, int]]) -> list[Unsupported]:
    """One invented event told with two times is one addition: a length of time set right beside an invented date
    ("on 21 September, a week before go-live", "21 сентября, за неделю до старта") says when that date falls against the
    pilot, the same time told twice, counted once by the date."""
    dropped = set()
    for key, (u, at) in lengths.items():
        end = ctx.text.find(u.text, at) + len(u.text)
        if any(_APPOSED.fullmatch(ctx.text, de, at) or _APPOSED.fullmatch(ctx.text, end, ds) for ds, de in dates):
            dropped.add(key)
    return [u for u in out if id(u) not in dropped]


def _entry_state(ctx: OutputContext, clause: Clause) -> bool:
    """A data entry's state key after its item key on the same line ('{"item": X, "status": "not_started"}'), naming
    no item itself: it says that item's stage."""
    found = data_keys.pairs(clause.text)
    if not found or found[0][0] not in data_keys.STATE_KEYS - data_keys.APPROVAL_KEYS:
        return False
    items = [ctx.material.fact(f).value["item"] for f in ("done", "planned", "out_of_scope")]
    before = [c for c in ctx.clauses if c.line_no == clause.line_no and c.end <= clause.start]
    return bool(before) and not any(mentions(i, clause.text, ctx.lang) for i in items) and any(
        mentions(i, before[-1].text, ctx.lang) for i in items) and any(
        k in data_keys.ITEM_KEYS for k, _, _ in data_keys.pairs(before[-1].text))


def _items_listed_after(ctx: OutputContext, end: int) -> int:
    """How many of the source's work items (done, planned, excluded) the rest of the sentence names after a count."""
    clause = ctx.clause_at(end - 1)
    if clause is None:
        return 0
    return sum(1 for last in ctx.once("items named", clause.sentence_start, partial(_items_named, ctx, clause))
               if last >= end)


def _items_named(ctx: OutputContext, clause: Clause) -> list[int]:
    """Where the sentence of `clause` last names each of the source's work items (done, planned, excluded), -1 for
    one it does not name: read once per sentence (read again after each of a sentence's thousands of numbers, it was
    quadratic)."""
    out = []
    for f in ("done", "planned", "out_of_scope"):
        found = item_matches(ctx.material.fact(f).value["item"], clause.sentence, ctx.lang)
        out.append(clause.sentence_start + found[-1].start() if found else -1)
    return out


# a data key whose English name ends in a number ('"phase_2":', "step-3:"), the number in group 1
_KEY_NUMBER = re.compile(r"[\"“'{,\s][A-Za-z][A-Za-z]*[ _-](\d{1,2})[\"”']?\s*[:：=]")

_CODE = re.compile(r"[A-Za-z0-9]+")


def _in_code(text: str, s: int, e: int) -> bool:
    """True when the number is part of a code of letters and digits, a digit after a letter in it ("5W1H" for the
    questions a form answers): a name, no count."""
    for m in _CODE.finditer(text, max(0, s - 12), min(len(text), e + 12)):
        if m.start() <= s and e <= m.end():
            return bool(re.search(r"[A-Za-z]\d", m.group(0))) and bool(re.match(r"\d", m.group(0)) or s > m.start())
    return False


def _not_addressed(ctx: OutputContext, clauses: list[Clause]) -> list[Clause]:
    """The clauses not in a sentence said to the reader: "I can split this into 3 slides" counts the brief's own parts."""
    return [c for c in clauses if not ctx.addressed(c)]


def _month_in(ctx: OutputContext, words: str) -> bool:
    """True when number words name a day of a month ("the twenty-first of August")."""
    for w in re.findall(r"[^\W\d_]+", words):
        try:
            if ctx.forms.month_number(w) is not None:
                return True
        except KeyError:  # not a month word
            continue
    return False


def _item_month(ctx: OutputContext, d: Dated, distorted: Collection[str]) -> bool:
    """True for a month alone heading a timeline's entry that names a work item of the notes whose stage is told wrong,
    inside the pilot's run ("Март 2026 — проверка чек-листа (предстоит)" for a done item): the entry places that item,
    whose distorted fact counts it; no date of its own. A day, a month outside the run, a month after words ("by
    mid-May"), an entry naming no item of the notes ("April 2026 — mid-point review") or one naming an item told at its
    right stage ("May 2027 – release of the app (planned)": a date the source never gives the item) still counts."""
    m = d.mention
    if m.day is not None:
        return False
    facts = {f.fact_id: f.value for f in ctx.material.facts}
    first, last = facts["start_date"]["date"][:7], facts["end_date"]["date"][:7]
    if not first <= f"{m.year or int(first[:4]):04d}-{m.month:02d}" <= last:
        return False
    line_start = ctx.text.rfind("\n", 0, m.start) + 1
    line_end = ctx.text.find("\n", m.end)
    lead = range_lead(ctx, line_start, m.start)  # (a range's first month before it, "февраль–март 2027 г.", heads it too)
    if re.search(r"[^\W\d_]", ctx.text[line_start:m.start if lead is None else lead.start()]):
        return False  # words before the month: a sentence's date, not an entry's heading
    rest = ctx.text[m.end:len(ctx.text) if line_end < 0 else line_end]
    return any(mentions(facts[k]["item"], rest, ctx.lang) for k in ("done", "planned") if k in distorted)


def _item_month_placed(ctx: OutputContext, d: Dated, distorted: Collection[str], range_ends: list[Span]) -> bool:
    """`_item_month`, the last month of its range told by its number alone after it ("2027年3月–4月 — <item>",
    `brief_rules.range_end`) kept in `range_ends`: it places the item too, no number of its own."""
    placed = _item_month(ctx, d, distorted)
    if placed and (tail := range_end(ctx, d.mention.end)) is not None:
        range_ends.append(tail[:2])
    return placed


def _deferrals(ctx: OutputContext, clause: Clause) -> _Cover:
    """The words of each deferral in a clause ("in phase 2", "во втором этапе"): a number inside one names a phase."""
    return _Cover((clause.start + m.start(), clause.start + m.end()) for m in ctx.cues.deferred.finditer(clause.text))


def unsupported_additions(ctx: OutputContext, omitted: set[str],
                          distorted: Collection[str] = ()) -> tuple[list[Unsupported], list[NotChecked]]:
    """Additions the source does not support, and what could not be checked. `omitted` names the facts
    the output was graded as omitting: an unknown item listed where such a fact belongs may be that fact
    in other words, so it is reported as not checked rather than as an addition; `distorted` those graded distorted."""
    material = ctx.material
    out: list[Unsupported]
    words: Starts = {}  # a number addition in words -> where it starts
    # lengths of time that are exactly the gap between two source dates, read once for both number readers
    exact = _exact_spans(ctx)
    ctx.computed += exact
    out, not_checked = _number_words(ctx, omitted, words, exact)
    lengths: Starts = {}  # a rough length of time -> where it starts
    out += _rough_lengths(ctx, lengths)
    added_dates: list[tuple[int, int]] = []  # where the invented dates lie
    range_ends: list[tuple[int, int]] = []  # the last months of ranges placing a work item (`range_end`)
    src_dates, src_amounts, src_numbers = _source_values(material)
    # the dates a distorted fact was read from: the same day told again, with its year or without ("Double-checking
    # the timeline: 18 March → 5 April 2026 ✔" after "starts on 18 March 2026"), is that distortion, counted there
    told_as_facts = distorted_days(ctx)
    for d in ctx.dates:
        span = (d.mention.start, d.mention.end)
        if span in ctx.consumed or header_line(ctx.text, d.mention.start, ctx.lang.layout):
            continue  # "пн, 31 мая 2027 г. в 18:20, X пишет:": the quoted message's date, no claim
        if same_day_told(d.mention, told_as_facts):
            continue
        if d.clause is not None and d.clause.asks and d.clause.answer and ctx.lang.layout.no.match(d.clause.answer) \
                or asked_and_denied(ctx.text, d.mention.end, ctx.lang.layout) >= 0:
            continue  # "А заканчиваем пятого ноября? — Нет-нет, пятого декабря": a date asked about and denied
        full = [f"{x.year:04d}-{x.month:02d}-{x.day:02d}" for x in src_dates if x.day and x.year]
        known = any(d.mention.matches(iso) for iso in full) or (
            d.mention.day is None and any(d.mention.same_month(iso) for iso in full))
        placed = _item_month_placed(ctx, d, distorted, range_ends)
        if not known and not _axis_month(ctx, d.mention) and not _cited_numbers(ctx, d) and not placed \
                and not ctx.once(
                "numbered clauses", 0, partial(clause_numbers, ctx.text)).holds(d.mention.start, d.mention.end):
            out.append(Unsupported("date", d.mention.text, "date not in the source"))
            added_dates.append(span)
    out = _dated_lengths(ctx, out, lengths, added_dates)
    out += _amount_additions(ctx, src_amounts)
    values: Starts = {}  # a number addition in digits -> where it starts
    out += _digit_numbers(ctx, src_numbers, values, exact)
    out = [u for u in out if not (u.kind == "number" and id(u) in values and
                                  any(a <= values[id(u)][1] < b for a, b in range_ends))]
    out = _spend_share(ctx, out, values)
    out.extend(_invented_people(ctx))
    out = _task_deadlines(ctx, out)
    out = _item_time_frames(ctx, out, distorted)
    out = _decision_outlooks(ctx, out)
    out = _plans_for_excluded(ctx, out, values | words)
    facts = {f.fact_id: f for f in material.facts}
    items = [facts[k].value["item"] for k in ("done", "planned", "out_of_scope")]
    scope_items = [facts["scope"].value["process"], facts["scope"].value["site"]]
    cues = ctx.cues
    layout = ctx.lang.layout
    # the answer to a question naming an item ("进展如何？——正在进行") states that item's stage, which its fact grades
    answers = item_answers(ctx, items)
    source_words = content_words(material.known_text, ctx.lang.code)
    meeting_at = -1  # the sentence a meeting set as an invented plan was read in: what it will go over is part of it
    plan_at = -1  # the sentence an invented plan was read in: what to press the one it contacts for is part of it
    for c in ctx.body:
        content = strip_label(c.text, ctx.lang.layout).lstrip("-*•+ ")  # "Done: X" - the label is not itself a claim
        if c.asks or c.start in answers or opens_question_heading(ctx.text, c.start, c.text, layout):
            continue  # a question claims nothing: its answer does, unless it only gives the asked item's stage
        if layout.memo_header.match(c.text) or header_line(ctx.text, c.start, layout) \
                or layout.source_silent.search(c.text) or _only_citations(ctx, content) \
                or _citing_pair(ctx, c.text) or run_in_sources(ctx.text[ctx.text.rfind("\n", 0, c.start) + 1:], layout) \
                or ctx.addressed(c) or layout.addressed.search(c.text) or story_frame(ctx, c.text):
            continue  # "To: the project office", "the notes do not name a lead": about the memo or the material; a
            # cell or item that is only a citation ("| Para 8 |" under a Done column) cites, it claims nothing; a
            # sentence said around the brief ("[8] 范围和已完成的工作。" in a model's reading of the notes) claims no progress
        if names_topic(content, layout) or layout.cross_reference.match(content):
            continue  # "☐ remember what is done", "☐ запомнить, что сделано": a topic for the reader, no progress; nor
            # does a pointer to another list ("Planned: see Done.", "Запланировано: см. Сделано.")
        answer = layout.yes.match(content.strip(" |*_")) or layout.no.match(content.strip(" |*_"))
        if answer and not re.search(r"[^\W\d_]", content.strip(" |*_")[answer.end():]):
            continue  # a bare "Yes" or "No" (with its citation): the question it answers says what it is about
        cells = [x.strip(" *_") for x in c.text.strip().strip("|").split("|")]
        # a next step around the approval names no item in other words: an invented plan of its own
        around = bool(cues.approval_word.search(c.text)) and _step_around_approval(ctx, c, content, source_words)
        if refers_back(ctx, c) or closes_items(ctx, c):
            continue  # "the first is complete", "后者已列入计划", "Neither has started yet": a listed item's stage, which
            # its fact grades
        if _entry_state(ctx, c):
            continue  # '{"item": X, "status": "not_started"}': the state of the entry's item, which its fact grades
        if (any(mentions(i, c.text, ctx.lang) for i in items) or cues.approval_word.search(c.text) and not around
                or cues.empty_item.match(content) or list_said_empty(content, ctx.lang) or slots_only(ctx, content)
                or field_said_empty(c.text, ctx.lang)
                or len(cells) > 1 and label_of(cells[0], layout) is not None
                and all(cues.empty_item.match(x) or list_said_empty(x, ctx.lang) for x in cells[1:] if x)):
            continue  # "| Done | none |", "Сделано: пока ничего", "завершённых работ нет": a list said empty speaks of
            # its fact, it claims no progress; nor does a template's slot left unfilled ("Done: [Insert item]"), nor
            # a field of any label said empty ("目前已完成：暂无可汇报的")
        # "Planned: X, already under way": the remark is the item's stage, graded by its fact (distorted); so is a bare
        # word of completion after a done item ("已完成：X，已搭好", "Done: X, completed")
        # (a denied stage right after the item in its sentence may say it in more words, pointing back by a pronoun
        # or a general noun: "Planned: X, although work on it has not begun (paragraph 2)")
        tail = _stage_after_dash(ctx, content) if c.label is None else None
        if tail is None and _stage_remark(content, ctx.lang) or _only_label(content, ctx.lang) or (
                cues.stage_negation.search(content) and _POINTS_BACK[ctx.lang.code].search(content)
                and remark_after_item(ctx, c, 60)
                and _stage_remark(content, ctx.lang, 9)) or (
                (cues.started.search(content) or done_word(content, ctx.lang)) and remark_after_item(ctx, c)) or \
                state_key_of_item(ctx, c) or _pronoun_stage(ctx, c, content, answers) or corrects_denied_stage(ctx, c) \
                or stage_echoed(ctx, c.start, content):
            continue
        if c.label in _LABEL_FACT and _LABEL_FACT[c.label] in omitted and layout.unnamed_item.search(content):
            continue  # "Planned: the notes list one item that is planned", "计划：第[2]段提到": no item named, the fact
            # omitted (an answer cut off before the item reads so too)
        if c.label in _LABEL_FACT and _LABEL_FACT[c.label] in omitted and _words(content, ctx.lang) >= 2 \
                and not around and not _states_fact(ctx, c, scope_items):
            not_checked.append(NotChecked("item-words", c.text.strip(), f"listed as {c.label}: may name the "
                                          f"{_LABEL_FACT[c.label]} item in other words (synonyms are not checked)",
                                          _LABEL_FACT[c.label]))
            continue
        told = ctx.dates_starting(c.start, c.end)
        if _start_day_meeting(ctx, out, c, told) \
                or any(d.role == "start" and (d.mention.start, d.mention.end) in ctx.consumed for d in told) \
                or _timeline_lead(ctx, c, told, items):
            continue  # "Launched on 18 May, it covers …": the pilot's start told again, counted on the start date;
            # "The calendar is already set: 3 February — start, 18 April — finish": the timeline told
        if section_title(ctx, c.start, c.end) or _frames_items(ctx, c, content):
            continue  # "5. Work completed", "四、已落实的控制": a numbered section's title; the lines under it say the work
        if cues.progress.search(content) and not cues.planned.search(content) and not cues.negated.search(content) \
                and not _denied_field(content, layout) and not _tallies_own_items(ctx, content) \
                and not _person_given_it(ctx, out, c) and not _done_item_cut(ctx, content):
            # ("X负责…把已完成工作的说明整理成文档": given the person, that one addition; "The data export is done": the
            # done item by a compound cut from its name, which its fact grades)
            # the count in an invented progress claim is part of it, in digits or in words ("三名采购员完成了培训")
            out = _one_claim(out, values | words, c)
            out = _held_amounts(ctx, out, c)
            out.append(Unsupported("progress", c.text.strip(), "progress the source does not report"))
            continue
        # an item listed as work that names the scope's site only ("Done: briefing of the Lyon warehouse staff") is
        # work at that site the source does not report; the workflow named there restates the scope
        listed = c.label or tail
        if tail is not None:  # "[ ] Refresher session for the site's staff – planned": the item before its stage
            content = content[:content.rfind(tail[1])].rstrip(" –—-")
            # ("📣 Osprey pilot — coming up": a headline naming the pilot the text goes on to describe, no item)
            listed = None if _names_pilot_only(ctx, content) else tail[0]
        if listed in ("done", "planned", "started") and _words(content, ctx.lang) >= 2 and not _states_fact(
                ctx, c, scope_items[:1] if _new_work(ctx, content, scope_items) else scope_items) \
                and not _person_given_it(ctx, out, c) and not (listed == "planned" and (
                    c.sentence_start == meeting_at or c.sentence_start == plan_at and layout.consequence.search(content))):
            # (a clause under the label that gives an invented person a role, "…, led by site manager X", is that
            # person's one addition, counted once as the person; a card's owner after a dash, "X — owner: J. Doe",
            # "X — отв. О. Смирнова", is a field of its own beside the work: two additions)
            # (what a meeting set as a plan before it in the sentence will go over is part of that plan: "两周后召开
            # 下一次进度会，汇总文员的反馈意见", one plan)
            kind = "plan" if listed == "planned" else "progress"  # a board's Doing column: work under way
            meeting = kind == "plan" and bool(layout.meeting_set.search(content))
            # a meeting's time in number words ("in two weeks", "через две недели", "两周后") is part of the meeting:
            # one plan; a count of things beside it ("Hiring two drivers") stays a number of its own
            out = _one_claim(out, values | (_meeting_times(ctx, words, c) if meeting else {}), c)
            out.append(Unsupported(kind, c.text.strip(), f"listed as {listed} but not in the source"))
            meeting_at = c.sentence_start if meeting else meeting_at
            plan_at = c.sentence_start if kind == "plan" else plan_at  # ("…联系秘书处，顺便问一下审批结果": one plan)
    # last: a party named inside a clause another addition already counts (a plan, progress) is part of that claim
    out.extend(_invented_parties(ctx, out))
    out.extend(_background_units_given_roles(ctx, out))
    return _once(out), not_checked


_LETTER = re.compile(r"[^\W\d_]")
_STAGE_DASH = re.compile(r"(?<!\s)\s+[–—-]\s+(\S.*)$")


def _plans_for_excluded(ctx: OutputContext, out: list[Unsupported], numbers: Starts) -> list[Unsupported]:
    """A plan to bring in later an item the brief excludes outright (`OutputContext.own_plans`): the exclusion is told
    right, the plan is one addition of its own, its phase's number ("in phase two") part of it."""
    for s, e in dict.fromkeys(ctx.own_plans):
        out = [u for u in out if not (id(u) in numbers and s <= numbers[id(u)][1] < e)]
        out.append(Unsupported("plan", ctx.text[s:e].strip(), "a plan for an item the source excludes, which it does not make"))
    return out


def _start_day_meeting(ctx: OutputContext, out: list[Unsupported], c: Clause, told: list[Dated]) -> bool:
    """True, the meeting added to `out` as a plan (once for its sentence), when the clause's sentence sets a meeting of
    the team's own (`Layout.team_meeting`) and the clause gives the pilot's start date as its day ("a kick-off with the
    team on the first day, 6 July"): the start is told right, which its fact grades, and the source sets no such meeting
    (one set before the start is read by the start's rule as an event of its own)."""
    if not ctx.lang.layout.team_meeting.search(c.sentence):
        return False
    start = next((f.value.get("date") for f in ctx.material.facts if f.fact_id == "start_date"), None)
    if not (isinstance(start, str) and any(d.mention.day is not None and d.mention.matches(start) for d in told)):
        return False
    out.append(Unsupported("plan", c.sentence.strip(), "a team meeting on the start day the source does not set"))
    return True


def _person_given_it(ctx: OutputContext, out: list[Unsupported], c: Clause) -> bool:
    """True when an added person is named in the clause as the one who does its work (not as a card's owner in a
    field of its own, "X — owner: J. Doe", a second addition beside the work): the person and the work, one addition."""
    return any(u.kind == "person" and u.text in c.text and not card_owner(ctx, c.text, u.text) for u in out)


def _timeline_lead(ctx: OutputContext, c: Clause, told: list[Dated], items: list[dict]) -> bool:
    """A clause telling the pilot's start and end whose progress word leads into those dates ("Календарь уже расписан:
    3 февраля — старт, 18 апреля — финал"): the timeline is set, each date graded by its fact; no work's progress (a
    word after a date may still claim some, and a work item named in it is read as before)."""
    lead = ctx.cues.progress.search(c.text) if {d.role for d in told} == {"start", "end"} else None
    return bool(lead and c.start + lead.end() <= told[0].mention.start
                and not any(mentions(i, c.text, ctx.lang) for i in items))


def item_answers(ctx: OutputContext, items: list[dict]) -> set[int]:
    """Where the answers to questions naming a work item begin: each states that item's stage, which its fact grades."""
    return {b.start for q, b in zip(ctx.clauses, ctx.clauses[1:], strict=False)
            if q.asks and q.answer and any(mentions(i, q.text, ctx.lang) for i in items)}


def pointer_stage(ctx: OutputContext, at: int, content: str) -> bool:
    """True when `content`, at `at` in the brief, points at a work item by a pronoun or a general noun and gives its
    stage ("…; that item is listed as completed", "…; этот пункт отмечен как выполненный"), right after a clause that
    names the item, points back at it or answers a question naming it: that item's stage again, no claim."""
    c = next((x for x in ctx.clauses if x.start <= at < max(x.end, x.start + 1)), None)
    items = [ctx.material.fact(f).value["item"] for f in ("done", "planned", "out_of_scope")]
    return c is not None and _pronoun_stage(ctx, c, content.strip(), item_answers(ctx, items))


def _pronoun_stage(ctx: OutputContext, c: Clause, content: str, answers: Collection[int]) -> bool:
    """A clause telling progress through a pronoun for the work item named in the clause right before it in its
    sentence ("X is not outstanding any more; it was finished last week", "X已不是计划中的事，它做完了"): the item's stage,
    which its fact grades, no progress of its own."""
    return bool(ctx.cues.item_pronoun.match(content) and ctx.cues.progress.search(content)
                and (remark_after_item(ctx, c, 60) or _after_reference(ctx, c, answers)))


def _after_reference(ctx: OutputContext, c: Clause, answers: Collection[int]) -> bool:
    """True when the clause right before `c` in its sentence points back at a work item itself, by a pronoun
    (`refers_back`) or as the answer to a question naming it (`answers`: "…scanners still need installing? / They're
    already installed; that item is listed as completed"): `c` points at that same item, its stage told again."""
    before = [b for b in ctx.clauses if b.sentence_start == c.sentence_start and b.end <= c.start]
    return bool(before) and (before[-1].start in answers or refers_back(ctx, before[-1]))


def _frames_items(ctx: OutputContext, c: Clause, content: str) -> bool:
    """True when the clause only frames the listed items: a heading saying their stage over them ("Already behind
    us"), or an item's stage followed by a tally of the listed items ("但还没有开始——这两项一个是已完成")."""
    return stage_heading(ctx, c.start, c.end, content) or _tallies_own_items(ctx, content) and _stage_remark(
        ctx.cues.item_tally.sub(" ", content), ctx.lang)


def _stage_after_dash(ctx: OutputContext, content: str) -> tuple[str, str] | None:
    """A list line naming an item and then, after a dash, only its stage ("[ ] Refresher session – planned"): the
    stage ('planned' or 'done') and the words after the dash, or None."""
    # the first dash after the line's first letter (found once, not by trying every split of the line: a long line
    # took quadratic time)
    line_end = content.find("\n")
    line_end = len(content) if line_end < 0 else line_end
    letter = _LETTER.search(content, 0, line_end)
    m = _STAGE_DASH.search(content, letter.end()) if letter else None
    if m is None or m.start() > line_end or not _stage_remark(m.group(1), ctx.lang, 4):
        return None
    said = m.group(1)
    if ctx.cues.planned.search(said):
        return "planned", said
    return ("done", said) if done_word(said, ctx.lang) else None


def _names_pilot_only(ctx: OutputContext, content: str) -> bool:
    """True when an item before a stage names only the pilot itself: its own name, with the company's and the words
    that still only name it (`Cues.pilot_title`: "the Osprey pilot", "Пилот «Скопа»", "鱼鹰试点"), no event of its own."""
    project = ctx.material.project
    if not project or project.lower() not in content.lower():
        return False
    rest = content
    for name in (project, ctx.material.company):
        if name:
            rest = re.sub(re.escape(name), " ", rest, flags=re.IGNORECASE)
    return not _LETTER.search(ctx.cues.pilot_title.sub(" ", rest))


def _tallies_own_items(ctx: OutputContext, content: str) -> bool:
    """True when the clause's words of progress all lie in tallies of the source's own work items by stage ("has one
    finished task with one further task still ahead"), each count the source's: a restatement, no progress claim."""
    tallies = list(ctx.cues.item_tally.finditer(content))
    if not tallies:
        return False
    if not all(_own_tally(ctx, m) for m in tallies):
        return False
    return all(any(m.start() <= p.start() < m.end() for m in tallies) for p in ctx.cues.progress.finditer(content))


def _own_tally(ctx: OutputContext, m: re.Match[str]) -> bool:
    """True when a tally of the work items by stage (`Cues.item_tally`) counts the source's own items of that stage."""
    own = {stage: sum(1 for f in ctx.material.facts if f.kind == kind) for stage, kind in (("done", "done"),
                                                                                            ("ahead", "planned"),
                                                                                            ("out", "out_of_scope"))}
    words = _tally_group(m, "n")
    if words is None:
        return False
    found = ctx.forms.word_numbers(words, True)
    value = int(words) if words.isdigit() else (
        int(found[0][2]) if found and found[0][0] == 0 and found[0][1] == len(words) else None)
    stage = next((g for g in ("done", "ahead", "out") if _tally_group(m, g)), "ahead")
    return value is not None and value == own[stage]


def _tally_group(m: re.Match[str], name: str) -> str | None:
    """A tally's group, read from its stage-first form (`n`, `done`, …), its count-first one (`n2`, `done2`, …) or a
    count said of in a clause (`n3`, `done3`, …: "one is still to come")."""
    groups = m.groupdict()
    return groups.get(name) or groups.get(name + "2") or groups.get(name + "3")


def _own_tallies(ctx: OutputContext, line_start: int) -> dict[Span, bool]:
    """The counts of the tallies of the items by stage on a line, each True where it counts the source's own items (a
    key-numbers box's "已完成 1 项 ｜ 计划 1 项": the brief counts the items it lists, no number of its own)."""
    line = line_from(ctx.text, line_start)
    return {(line_start + m.start(n), line_start + m.end(n)): _own_tally(ctx, m)
            for m in ctx.cues.item_tally.finditer(line) for n in ("n", "n2", "n3") if m.groupdict().get(n)}


class _Cover:
    """Whether one of some spans holds [s, e), in logarithmic time: their starts in order, and the furthest end among
    the spans starting at or before each."""

    def __init__(self, spans: Iterable[Span]):
        ordered = sorted(spans)
        self._starts = [a for a, _ in ordered]
        self._reach = list(itertools.accumulate((b for _, b in ordered), max))

    def holds(self, s: int, e: int) -> bool:
        i = bisect.bisect_right(self._starts, s) - 1
        return i >= 0 and self._reach[i] >= e


def _cited_numbers(ctx: OutputContext, d: Dated) -> bool:
    """A "date" on a Sources line that is only paragraph numbers joined by slashes or dots ("Refs: 2/7/14"), each one
    of the notes' paragraphs, no year among them: the paragraphs cited, no date."""
    parts = re.fullmatch(r"(\d{1,2})(?:[/.](\d{1,2}))+", d.mention.text.strip())
    return d.clause is not None and d.clause.in_sources and parts is not None and all(
        1 <= int(n) <= len(ctx.material.paragraphs) for n in re.findall(r"\d+", d.mention.text))


def _digit_numbers(ctx: OutputContext, src_numbers: frozenset[Decimal], values: Starts,
                   exact: list[tuple[int, int]]) -> list[Unsupported]:
    """Numbers in digits the source does not state and no other rule read: each an addition, once per sentence the
    brief repeats word for word (`values`: where each starts; `exact`: lengths of time that are the gap between two
    source dates, no numbers of their own)."""
    n_par = len(ctx.material.paragraphs)
    markers = _Cover(list_markers(ctx.text))  # "1）", "(2)": the claims' list markers count items
    out: list[Unsupported] = []
    repeated: set[tuple[str, str]] = set()  # (number, its sentence) counted
    days = {(d.month, d.day) for d in _source_values(ctx.material)[0] if d.day}
    for c in _not_addressed(ctx, ctx.clauses):
        for s, e, value in ctx.bare_numbers(c):
            if overlaps((s, e), ctx.consumed) or value in src_numbers or overlaps((s, e), exact):  # "八周零一天"
                continue
            if overlaps((s, e), ctx.once("years alone", 0, partial(years_alone, ctx))):
                continue  # "也是二六年", "'26": a source's year said alone, in short
            short = _SHORT_DAY.match(ctx.text, s)
            if short and not re.search(r"[\d/.]$", ctx.text[max(0, s - 1):s]) and \
                    (int(short.group(1)), int(short.group(2))) in days:
                continue  # "appr. ✔ <approver> 3/29": a source date's month and day, its year told elsewhere
            if value >= 1000 and ctx.cues.ordinal_after.match(ctx.text, e):
                continue  # "две тысячи двадцать седьмой": a year said in full words as a compound ordinal, no count
            line_start = ctx.text.rfind("\n", 0, s) + 1
            # a tally of the items by stage ("1 stage already completed") counts that stage's items, or adds a number
            tally = ctx.once("tallies", line_start, partial(_own_tallies, ctx, line_start)).get((s, e))
            if tally is None and (_RATIO.search(ctx.text, max(0, s - 12), s) or _counts_source_things(ctx, e, value)):
                continue  # "25 of 40 clerks", "25 из 40", "25/40": one claim, counted with its first number; "three
                # paragraphs deal with the pilot": a remark on the notes
            if _heading_number(ctx, line_start, s, e) or tally:
                continue  # a list or heading number: "1. Timeline", "Slide 2 - Status", "Слайд 2. Статус"
            if ctx.once("periods", line_start, partial(_period_labels, ctx, line_start)).holds(s, e) or \
                    _axis_months(ctx, line_start).holds(s, e):
                continue  # a timeline's week, quarter or month column ("Wk 2-5", "第3周", "Q3", "2月    3月    4月")
            if markers.holds(s, e) or _ordinal_of_source(ctx, s, value) or _in_code(ctx.text, s, e):
                continue  # a list marker of any form, as the claims are cut; "1-й" for the source's "первой"; "5W1H"
            if ctx.once("parts", line_start, partial(_part_numbers, ctx, line_start)).holds(s, e):
                continue  # "as set out in clause 3.2", "Schedule 1", "§ 4", "第2.1款", "п. 2.1": a part of the text named
            if ctx.once("numbered clauses", 0, partial(clause_numbers, ctx.text)).holds(s, e) or \
                    ctx.once("document numbers", 0, partial(document_numbers, ctx.text)).holds(s, e):
                continue  # "6.2 The integration…" under "6.1 …", "ORDER No. J/1", "AWP-7": a clause or a document named
            if ctx.once("message counts", 0, partial(_message_counts, ctx)).holds(s, e):
                continue  # "Экспорт диалога · 8 сообщений" over a chat of eight turns: the export counts its own messages
            if ctx.once("versions", 0, partial(_version_numbers, ctx)).holds(s, e):
                continue  # "version 2", "v1.2", "## [1.1]", "в 1.1 стояло": a version of the text named, no value
            if not ctx.text[e:].strip() and ctx.cues.date_cut.search(ctx.text, max(0, s - 12), s):
                continue  # "…至2027年6", "… to 2027-0": the text breaks off inside a date, no number of its own
            if ctx.once("deferrals", c.start, partial(_deferrals, ctx, c)).holds(s, e):
                continue  # "in phase 2": the name of a later phase, no count (an item put off to it is graded by its fact)
            if any(m.span(1) == (s, e) for m in _KEY_NUMBER.finditer(ctx.text, max(0, s - 30), min(len(ctx.text), e + 4))):
                continue  # '"phase_2": [...]': a number in a data key's name, no count
            if c.in_sources and value == int(value) and (1 <= value <= n_par or c.in_citation_map):
                continue  # a paragraph number in the Sources section, or any number of a citation map
            if _lists_pilot_paragraphs(ctx, s, e):
                continue  # "only three deal with the pilot: 3, 11 and 18": the paragraphs holding the facts, named
            if _computed(ctx, c, line_start, s, e, value) or _rough_count_agrees(
                    ctx, s, e, value, marked=bool(re.search(r"\d", ctx.text[s:e]))):
                # ("16周半", "16 weeks and a half": a count with its half, checked as a rough length; "十六周", a count
                # in number words the bare-number readers read, as one in words is)
                ctx.computed.append((s, e))
                continue  # "114 days", "about 1,000 per day", "1 site", "50 %": a figure computed from the facts
            if (ctx.text[s:e], c.sentence.strip()) in repeated:
                continue  # a sentence the brief repeats word for word (a section written twice) is one claim
            repeated.add((ctx.text[s:e], c.sentence.strip()))
            out.append(Unsupported("number", ctx.text[s:e], "number not in the source"))
            values[id(out[-1])] = (out[-1], s)
    return out


def _computed(ctx: OutputContext, c: Clause, line_start: int, s: int, e: int, value: Decimal) -> bool:
    """True when the number at s:e (on the line from `line_start`) is a figure computed from the material's facts: a
    length of time between its dates, the budget split over the pilot's days, weeks or months, a count of the facts'
    own items in a clause naming one of them (or their stages, or the approval), a share of the work items in per cent,
    or the days of a week or month a computation divides by ("78,000 / 108 x 7", "a 30-day month")."""
    figures: Figures = ctx.once("figures", 0, partial(derived_figures, ctx.material))
    if _PERCENT.match(ctx.text, e, e + 12):
        return value == int(value) and int(value) in figures.percents
    # days, weeks and months only with their word on the line ("74 days", "整3个月", "约13.3周"; "about forty clerks"
    # is a count, however near a gap between dates); read once per line
    days, weeks, months = ctx.once("length units", line_start, partial(line_units, ctx, line_start))
    if computed_length(figures, value, months, weeks, days) or value >= 10 and computed_amount(
            figures, value, days or weeks or months, ctx.once("share", line_start, partial(line_share, ctx, line_start))):
        return True
    if value in (7, 30) and (_OPERATOR.search(ctx.text, max(0, s - 3), s) or ctx.cues.per_month_days.match(ctx.text, e)):
        return True
    if value != int(value) or int(value) not in figures.counts or value and _LINE_LABEL.match(ctx.text, line_start, s):
        return False  # "Art. 2 Coverage.", "问3：": the number of a line's article or question, no count
    if value > 1:  # "the 2 work items": the count of the facts' work items, said with the word for them
        return bool(ctx.cues.stage_count.match(ctx.text[e:e + 40]))
    # "1 site", "Done: 1, X" (each thing of the facts is one), "0 approvals so far" (the pending approval)
    return ctx.once("names a fact's thing", c.start, partial(_names_thing, ctx, c)) if value else bool(
        ctx.cues.approval_word.search(c.text))


def _names_thing(ctx: OutputContext, c: Clause) -> bool:
    """Whether the clause names one of the facts' things (an item, the site, the workflow) or the approval."""
    facts = {f.fact_id: f for f in ctx.material.facts}
    things = [facts[k].value["item"] for k in ("done", "planned", "out_of_scope") if k in facts]
    if "scope" in facts:
        things += [facts["scope"].value["process"], facts["scope"].value["site"]]
    return any(mentions(i, c.text, ctx.lang) for i in things) or bool(ctx.cues.approval_word.search(c.text))


_PERCENT = re.compile(r"\s?(?:%|％|per\s?cent\b)")
_LINE_LABEL = re.compile(r"\W*[^\W\d_]{1,4}\.?\s*$")
_OPERATOR = re.compile(r"[×x*]\s*$")


# a short month/day ("3/29"), no year and no third part after it
_SHORT_DAY = re.compile(r"(1[0-2]|0?[1-9])/(3[01]|[12]\d|0?[1-9])(?![\d/])")
# (in Chinese each paragraph's number may keep its 第: "第1、第4和第8段"; each run of digits taken whole, once, so a
# long run is read in linear time)
_NUMBER_LIST = re.compile(r"(?<!\d)\d++(?:\s*(?:,|;|&|、|和|及|\band\b|\bи\b)\s*第?\s*\d++)+")


def _lists_pilot_paragraphs(ctx: OutputContext, s: int, e: int) -> bool:
    """True when the number at s:e is in a list of numbers that are exactly the paragraphs holding the pilot's facts
    ("3, 11 and 18"): the brief names the notes' paragraphs, no count of its own."""
    pilot = ctx.material.fact_paragraphs
    for m in _NUMBER_LIST.finditer(ctx.text, max(0, s - 40), min(len(ctx.text), e + 40)):
        if m.start() <= s and e <= m.end():
            return len(pilot) > 1 and {int(d) for d in re.findall(r"\d+", m.group(0))} == pilot
    return False


def _once(out: list[Unsupported]) -> list[Unsupported]:
    """An invented progress claim or plan the brief repeats word for word (a section written twice) is one claim."""
    said: set[tuple[str, str]] = set()
    once = []
    for u in out:
        if u.kind in ("progress", "plan") and (u.kind, u.text) in said:
            continue
        said.add((u.kind, u.text))
        once.append(u)
    return once


def _only_citations(ctx: OutputContext, content: str) -> bool:
    """Text with no letter left once its paragraph citations are taken out ("Para 8", "[2][5]")."""
    return not re.search(r"[^\W\d_]", without_citations(content, ctx.forms))


def _citing_pair(ctx: OutputContext, text: str) -> bool:
    """A data key of the Sources table whose value is only citations ('"source_paragraphs": [14]}],'): it cites."""
    pair = data_keys.DATA_PAIR.match(text.strip())
    return bool(pair and data_keys.key_name(pair.group("key")) in data_keys.SOURCES_KEYS
                and _only_citations(ctx, text.strip()[pair.end():]))


def _step_around_approval(ctx: OutputContext, clause: Clause, content: str, known: frozenset[str]) -> bool:
    """A next step of the team's own around the approval, listed as planned work ("下一步：项目组将跟进委员会的审批进度",
    "Next steps: the team will chase the board for its decision"): an invented plan, not the approval's state. Its
    words are mostly new to the source (four pairs of Chinese characters, two words elsewhere); "Planned: awaiting the
    board's approval" restates the state."""
    if clause.label != "planned":
        return False
    # (the words of awaiting the approval are the state's own: "Await the works council's decision, which is still
    # pending" says no step of the team's)
    cues = ctx.cues
    return says_new(cues.pending_word.sub(" ", cues.approval_word.sub(" ", content)), known, ctx.lang.code)


def _done_item_cut(ctx: OutputContext, content: str) -> bool:
    """True when a clause names the done item by a compound cut from its short name: a word of that name no pattern of
    the item holds (its action: "export", "выгрузка", "导出") and another word of it ("The data export is done" for the
    historical order data export, "Выгрузка данных завершена", "数据导出已完成"): that item told as done, no progress of
    its own."""
    cues = ctx.cues
    if not cues.done.search(content) or cues.spending.search(content) or cues.share_word.search(content) or \
            cues.number_words.search(content) or re.search(r"\d", content):
        return False  # "около трети уже ушло на выгрузку данных": what is spent on it, or a count, is a claim of its own
    item = ctx.material.fact("done").value["item"]
    code = ctx.lang.code
    short = content_words(item.get("short") or item["phrase"], code)
    covered = set().union(*(content_words(p.replace("*", ""), code) for p in item["patterns"]))
    said = content_words(content, code) & short
    return bool(said - covered) and len(said) >= (3 if code == "zh" else 2)


def _denied_field(text: str, layout: Layout) -> bool:
    """A field whose value is a bare no ("Started: no", "Начато: нет", "已开始：否"): its label's word claims nothing."""
    field = re.match(r"\s*[^:：\n]{1,30}?[:：]\s*(.*)$", text)
    if field is None:
        return False
    value = field.group(1).strip(" |*_")
    no = layout.no.match(value)
    return no is not None and not re.search(r"[^\W\d_]", value[no.end():])


def _ordinal_of_source(ctx: OutputContext, start: int, value: Decimal) -> bool:
    """True when the number at `start` is an ordinal in digits ("1st", "1-й") whose word the source uses."""
    stems = ctx.cues.ordinal_stems
    if value != int(value) or not 1 <= value <= len(stems):
        return False
    m = ctx.cues.ordinal_digits.match(ctx.text, start)
    return bool(m and m.start("n") == start and stems[int(value) - 1] in ctx.material.source_text.lower())


def _heading_number(ctx: OutputContext, line_start: int, s: int, e: int) -> bool:
    """A list or heading number ("1. Timeline", in bold too: "**1. Timeline.** ..."), or a slide's, section's or phase's
    own number ("Slide 2 - Status", "Phase 2: ...", "Слайд 2. ..."): it counts parts of the brief, it is no value. Any
    other word before it leaves it a value ("Participants 12.")."""
    text = ctx.text
    if _LIST_NUMBER_LEAD.fullmatch(text[line_start:s]) and re.match(r"[.)](?:\*\*|__)?\s", text[e:e + 4]):
        return True
    if (s, e) in ctx.once("agenda", line_start, partial(_agenda_numbers, text, line_start)):
        return True  # an agenda run on one line, "Agenda: 1. Timeline  2. Scope  3. Budget": its items' numbers
    counted = slide_count(line_from(text, line_start), ctx.lang.layout)
    if counted and (s - line_start, e - line_start) in (counted.span("n"), counted.span("m")):
        return True  # "Slide 3/5 — Money", "Слайд 2 из 6", "【第2页/共6页】": the slide's number and the deck's count
    head = _NUMBERED_HEAD.fullmatch(text[line_start:s])
    return bool(head and part_word(head.group(1), ctx.lang.layout, bool(head.group(2))) and _HEAD_END.match(text, e))


# what may open a line before a list item's number: a heading's marks, bold, or a checklist's tick box ("[x] 1. Timeline",
# "☐ 5. Approval"): the item is numbered all the same
_LIST_NUMBER_LEAD = re.compile(r"\s*(?:#+\s*)?(?:\[[ xX✓✔]\]\s*|[☐☑☒]\s*)?(?:\*\*|__)?")
# "§ 4", "§§ 2–3": a clause's number in any language
_SECTION_SIGN = re.compile(rf"§§?\s*(?:{PART_NUMBERS})")


def _agenda_numbers(text: str, line_start: int) -> set[Span]:
    """The numbers of an agenda run on one line ("Agenda: 1. Timeline  2. Scope  3. Budget"), its items numbered 1, 2,
    3, ... (none where the line holds no such run)."""
    run = list(_INLINE_ITEM.finditer(line_from(text, line_start)))
    if len(run) < 2 or [int(m.group(1)) for m in run] != list(range(1, len(run) + 1)):
        return set()
    return {(line_start + m.start(1), line_start + m.end(1)) for m in run}


def _part_numbers(ctx: OutputContext, line_start: int) -> _Cover:
    """Where a formal text numbers one of its own parts on a line, in a reference to it or in its heading ("as set out
    in clause 3.2", "clauses 1.1, 1.3 and 4.2", "SCHEDULE 1 — KEY DATES", "§ 4", "第1条 期限", "见第2.1款", "п. 2.1", "в
    Приложении 1"): a number there names a clause, schedule or annex of the text, no value (what the part says is graded
    there)."""
    line = line_from(ctx.text, line_start)
    return _Cover((line_start + m.start(), line_start + m.end())
                  for p in (ctx.lang.layout.part_ref, ctx.lang.layout.form_part, _SECTION_SIGN)
                  for m in p.finditer(line))


# a formal text's numbered clause opening its line ("6.2 The integration…", "3.1　本试点…", "1.10. Ссылки…"): two levels
# or more, then a space (or a Chinese character) and the clause's words
_CLAUSE_HEAD = re.compile(r"(?m)^[ \t\u3000]*(?:[-*•][ \t]*)?(?:\*\*|__)?(?P<n>(?P<up>\d{1,2}(?:\.\d{1,2})*)\.(?P<last>\d{1,2}))"
                          r"\.?(?:\*\*|__)?(?=[ \t\u3000]+[^\d\s]|[ \t\u3000]*[\u3400-\u9fff])")


# an outline number inside a line, closed by its dot or bracket before the item's words ("…; 5.2. окончание — [10]",
# "2.3) scope", "5.2、范围"): a label wherever the line runs on; its last part has no leading zero, as a date's month has
_OUTLINE_MARK = re.compile(r"(?<![\w.,])(?P<n>(?P<up>\d{1,2}(?:\.\d{1,2})*)\.(?P<last>[1-9]\d?))[.)）、]"
                           r"(?=[ \t\u3000]*[^\W\d_])")


def clause_numbers(text: str) -> _Cover:
    """Where a formal text numbers its clauses at the heads of lines ("6.1 …" / "6.2 …", "1.9. …" / "1.10. …"), or an
    outline numbers its items inside a line ("5.1. начало — [3]; 5.2. окончание — [10]"): a number there names a
    clause, no value and no date. Only a run of siblings counts (the same upper level, the last part one apart), so a
    lone "10.06 Kick-off" of a timeline stays a date and a lone "5.2." ending a sentence stays a value."""
    heads = list(_CLAUSE_HEAD.finditer(text)) + list(_OUTLINE_MARK.finditer(text))
    seen = {(m.group("up"), int(m.group("last"))) for m in heads}
    return _Cover(m.span("n") for m in heads
                  if (m.group("up"), int(m.group("last")) - 1) in seen or (m.group("up"), int(m.group("last")) + 1) in seen)


# a document's own number: a code after "No."/"Nr."/"№"/"编号"/"номер" ("ORDER No. J/1", "记录编号：FY-01", "приказ № 12-П"),
# or capital letters joined to digits by a hyphen or a slash ("AWP-7", "FY-01", "J/1"): it names a paper, counts nothing
_DOCUMENT_NUMBER = re.compile(
    r"(?:\b(?:No|Nr|Ref)\.|№|编号|\b(?i:номер)\b)[ \t\u3000]*[:：]?[ \t\u3000]*[A-Za-zА-Яа-я]{0,5}[-/]?\d{1,4}"
    r"(?:[-/.][A-Za-zА-Яа-я\d]{1,4})*|(?<![\w-])[A-ZА-Я]{1,5}[-/]\d{1,4}(?![\w/-]|[.,]\d)")


def document_numbers(text: str) -> _Cover:
    """Where the text names a document by its number or code ("No. J/1", "AWP-7"): no value of the pilot's."""
    return _Cover(m.span() for m in _DOCUMENT_NUMBER.finditer(text))


# a version named without words, the same in every language: "v1.2" alone, or a changelog's heading "## [1.2] — 2027-03-01"
_VERSION_MARK = re.compile(r"(?<![\w.])[vV]\d{1,2}(?:\.\d{1,2}){0,2}(?![\w]|\.\d)|"
                           r"(?m:^[ \t#]*\[[vV]?\d{1,2}(?:\.\d{1,2}){1,2}\])")
_DOTTED = re.compile(r"\d{1,2}(?:\.\d{1,2}){1,2}")


def _message_counts(ctx: OutputContext) -> _Cover:
    """Where a chat export counts its own messages before its first turn (`Layout.message_count`: "Chat export · 8
    messages"), the count being the chat's turns (`speakers.chat_turn_count`): no value of the pilot. A count the
    turns do not bear out stays a number of the brief's."""
    turns = chat_user_turns(ctx.text, ctx.lang.layout)
    if not turns:
        return _Cover([])
    count = chat_turn_count(ctx.text, ctx.lang.layout)
    return _Cover(m.span("n") for m in ctx.lang.layout.message_count.finditer(ctx.text, 0, turns[0][0])
                  if int(m.group("n")) == count)


def _version_numbers(ctx: OutputContext) -> _Cover:
    """Where a number names a version of the text, no value: a version's word before it ("version 2", "Версия 1.2",
    "第2版", `Layout.version_label`), a "v" ("v1.2") or a changelog's brackets ("## [1.1]"); and a dotted number such a
    label names, wherever the text names that version again ("в 1.1 ошибочно стояло", "(was wrong in 1.0)")."""
    text = ctx.text
    labels = [m for p in (ctx.lang.layout.version_label, _VERSION_MARK) for m in p.finditer(text)]
    named = {d.group(0) for m in labels for d in _DOTTED.finditer(m.group(0))}
    spans = [m.span() for m in labels]
    for version in named:
        spans += [m.span() for m in re.finditer(rf"(?<![\d.]){re.escape(version)}(?!\d|\.\d)", text)]
    return _Cover(spans)


def _axis_month(ctx: OutputContext, mention: DateMention) -> bool:
    """A month with no day on a line of such months only (a text Gantt chart's or a quarter view's header, "Mar 2027
    Apr 2027  May 2027", "| июл 2026 | авг 2026 |"): a column's name, no date the brief adds."""
    line_start = ctx.text.rfind("\n", 0, mention.start) + 1
    return mention.day is None and _axis_months(ctx, line_start).holds(mention.start, mention.end)


def _axis_months(ctx: OutputContext, line_start: int) -> _Cover:
    """The months of the line starting at `line_start` when it is a line of months with no day only (`_axis_month`),
    read once per line (a line of thousands of months was read again for each of them)."""
    def read() -> _Cover:
        line_end = ctx.text.find("\n", line_start)
        line_end = len(ctx.text) if line_end < 0 else line_end
        months = [d.mention for d in ctx.dates_starting(line_start, line_end) if d.mention.end <= line_end]
        if len(months) < 2 or any(m.day is not None for m in months):
            return _Cover(())
        pieces, at = [], line_start
        for m in sorted(months, key=lambda m: m.start):
            pieces += [ctx.text[at:max(at, m.start)], " "]
            at = max(at, m.end)
        rest = "".join(pieces) + ctx.text[at:line_end]
        if re.search(r"[^\s|｜:：\-–—]", ctx.lang.layout.period_label.sub(" ", rest)):
            return _Cover(())
        return _Cover((m.start, m.end) for m in months)
    return ctx.once("axis months", line_start, read)


def _period_labels(ctx: OutputContext, line_start: int) -> _Cover:
    """Where a number on a line names a period of a timeline or a week-by-week plan, not a count: a week's or quarter's
    label ("Wk 6", "W2–W5", "第2周", "Q3"), or, on a line of such labels only, a month by its number too (a text Gantt
    chart's header, "2月    3月    4月    5月")."""
    layout = ctx.lang.layout
    line = line_from(ctx.text, line_start)
    periods = [m.span() for m in layout.period_label.finditer(line)]
    labels = [m.span() for p in (layout.period_label, layout.axis_month) for m in p.finditer(line)]
    # (the year of the whole axis, in brackets at its end: "4月    5月    6月    (2026)")
    rest = _AXIS_YEAR.sub(" ", layout.axis_month.sub(" ", layout.period_label.sub(" ", line)))
    if len(labels) >= 2 and not re.search(r"[^\s|｜:：\-–—]", rest):
        periods += labels  # a line of such labels only: each of them
    return _Cover((line_start + a, line_start + b) for a, b in periods)


_AXIS_YEAR = re.compile(r"[(（]\s*(?:19|20)\d\d\s*[)）]")
# a line's first word before its number, and what follows the number: a numbered slide, section, part or phase
# (a script without spaces writes the number onto the word: "幻灯片2：")
# (the part word clipped, with its dot: "Сл. 4 — статус")
# (a game log's stage in brackets, "[Level 1] Start: …", "[Уровень 2]": the stage's number, no count)
_NUMBERED_HEAD = re.compile(r"\s*(?:[-*•+#>\[【]+\s*)?([^\W\d_]+)(\.)?(?:\s+|(?<=[\u3400-\u9fff]))")
# ("幻灯片 2｜时间线": a bar parts the number from the title; "Item 3, money.": a comma does too)
# (a slide's number alone on its line, or before its title in brackets: "SLIDE 1", "SLIDE 3 (timeline)", "Слайд 2 (сроки)")
_HEAD_END = re.compile(r"\s*(?:[-–—:.),]\s|[:：|｜，\]】])|[ \t]*(?:[(（\[【]|\r?\n|$)")
# an item's number in a run of items on one line ("1. Timeline  2. Scope"; "1) 时间 2) 范围")
_INLINE_ITEM = re.compile(r"(?<![\w.,])(\d{1,2})[.)）、](?!\d)\s*(?=[^\W\d_])")
_RATIO = re.compile(r"\d\s*(?:of|out of|из|/)\s*$", re.IGNORECASE)


def _spend_share(ctx: OutputContext, out: list[Unsupported], values: Starts) -> list[Unsupported]:
    """One spend is one addition: the share in digits beside the amount it comes to, in a sentence saying what is spent
    ("Budget used: about 40% (about USD 28,000)", "已用预算：约40%（约29,600瑞士法郎）"), is that amount's claim, the
    amount counted alone."""
    spent = [a for a in ctx.amounts if any(u.kind == "amount" and u.text == a.text for u in out)]
    sentences = [(c.sentence_start, c.sentence_start + len(c.sentence)) for a in spent
                 if (c := ctx.clause_at(a.start)) is not None and ctx.cues.spending.search(c.sentence)]
    return [u for u in out if not (id(u) in values and any(s <= values[id(u)][1] < e for s, e in sentences))]


def _one_claim(out: list[Unsupported], values: Starts, c: Clause) -> list[Unsupported]:
    """One invented claim is one addition: the numbers in the sentence of an invented progress claim ("3 of 5 depots
    onboarded", "已收到120份回复") are that claim, not additions of their own."""
    end = c.sentence_start + len(c.sentence)
    return [u for u in out if not (id(u) in values and c.sentence_start <= values[id(u)][1] < end)]


def _held_amounts(ctx: OutputContext, out: list[Unsupported], c: Clause) -> list[Unsupported]:
    """One invented spend is one addition: an amount told inside an invented progress claim ("of which about EUR 8,000
    is already spent", "из них 8 000 € уже израсходовано") is what that claim says, not an amount of its own."""
    held = {a.text for a in ctx.amounts if c.start <= a.start < c.end}
    return [u for u in out if not (u.kind == "amount" and u.text in held)]


def _meeting_times(ctx: OutputContext, words: Starts, c: Clause) -> Starts:
    """The number-word additions in the clause that count a length of weeks or months (`Cues.length_after`: "two
    weeks", "две недели", "两周"): in a meeting set for a time, the time it is set for, no count of its own."""
    return {k: (u, at) for k, (u, at) in words.items()
            if c.start <= at < c.end and ctx.cues.length_after.match(ctx.text, at + len(u.text))}


def _task_deadlines(ctx: OutputContext, out: list[Unsupported]) -> list[Unsupported]:
    """One action item is one addition: a person the source gives no role, set a task with its deadline in the same
    sentence ("X to circulate the schedule by 20 May", "X：5月20日前分发培训安排", "X — разослать график до 20 мая"),
    is counted as that person; the deadline (`Layout.due_before`, `Layout.due_after`) is part of their task."""
    layout = ctx.lang.layout
    people = [u.text for u in out if u.kind == "person"]
    if not people:
        return out
    due: set[str] = set()
    for d in ctx.dates:
        c = d.clause
        if c is None or not any(p in c.sentence for p in people):
            continue
        at = d.mention.start - c.sentence_start  # the date inside its sentence
        if 0 <= at <= len(c.sentence) and (layout.due_before.search(c.sentence[:at])
                                            or layout.due_after.match(c.sentence[at + len(d.mention.text):])):
            due.add(d.mention.text)
    return [u for u in out if not (u.kind == "date" and u.text in due)]


_TO_CLAUSE_END = re.compile(r"[^,.;:!?，。；：！？\n]+")


def _item_time_frames(ctx: OutputContext, out: list[Unsupported], distorted: Collection[str]) -> list[Unsupported]:
    """A time frame set on a work item of the notes by another event, no date in it (`Cues.item_time_frame`: "to be
    finished before the pilot ends", "将在试点结束前完成", "начнут сразу после приёмки сканеров"), or counted from now
    (`Cues.relative_time`: "next month", "两周后", "через две недели"): a commitment the source never gives the item, one
    addition for its sentence, which takes in the count of weeks it says ("two" of "in two weeks"). A sentence whose
    other addition already counts it (a date, a plan) adds nothing more. A time from now is read on the planned item
    only, its stage told right: on work done ("安装下周才能收尾") it tells the stage wrong, which the fact counts. Returns
    `out` with these added."""
    facts = {f.fact_id: f.value for f in ctx.material.facts}
    items = [facts[k]["item"] for k in ("done", "planned")]
    staged = [] if "planned" in distorted else [facts["planned"]["item"]]
    found: list[Unsupported] = []
    seen: set[int] = set()
    named: dict[int, bool] = {}  # by sentence: a long sentence of many clauses is searched once, not once a clause
    for c in _not_addressed(ctx, ctx.body):
        if c.asks or c.sentence_start in seen:
            continue
        if c.sentence_start not in named:
            named[c.sentence_start] = any(mentions(i, c.sentence + _item_line_above(ctx, c.sentence_start), ctx.lang)
                                          for i in items)
        if not named[c.sentence_start]:
            continue
        m = ctx.cues.item_time_frame.search(c.sentence) or _item_relative_time(
            ctx, c.sentence, items, staged, _item_line_above(ctx, c.sentence_start))
        if m is None:
            continue
        seen.add(c.sentence_start)
        if ctx.cues.negated.search(c.sentence, max(0, m.start() - 5), m.start()):
            continue  # "могут не закончить к концу пилота", "赶不上在试点收尾之前交付": a risk to the item, no commitment
        # (the count of a relative time frame is that frame, no number of its own)
        out = [u for u in out if not (u.kind == "number" and u.text in m.group(0))]
        # (an addition told in this sentence already counts it, also one running on over the line's break: a month
        # read with the next line's list number, "February.\n2")
        if not any(u.text.split("\n")[0] in c.sentence or c.sentence.strip() in u.text for u in out):
            told = _TO_CLAUSE_END.match(c.sentence, m.start())
            found.append(Unsupported("deadline", told.group(0).strip() if told else m.group(0),
                                     "a time frame for a work item the source does not give"))
    return out + found


def _item_line_above(ctx: OutputContext, at: int) -> str:
    """The list item an indented line at `at` continues ("• Next up: X, planned.\n  Target start: first week of June."):
    what the continuation says is said of that item; "" elsewhere."""
    line_start = ctx.text.rfind("\n", 0, at) + 1
    if not re.match(r"[ \t\u3000]+\S", ctx.text[line_start:at + 1]) or line_start == 0:
        return ""
    above = ctx.text[ctx.text.rfind("\n", 0, line_start - 1) + 1:line_start - 1]
    return " " + above if re.match(r"\s*(?:[-*•·+]|\d{1,2}[.)])\s", above) else ""


_PIECE_CUT = re.compile(r"[,;:，；：、—–]\s*")


def _piece_start(sentence: str, at: int) -> int:
    """Where the piece of `sentence` holding offset `at` begins: after the last comma, colon or dash before it."""
    return max((p.end() for p in _PIECE_CUT.finditer(sentence, 0, at)), default=0)


def _outlook_at(ctx: OutputContext, sentence: str) -> int | None:
    """Where the sentence foresees the pending decision (`Layout.decision_outlook`), outside a remark that the notes
    are silent on it ("the notes don't say whether the board will approve it"), or None."""
    layout = ctx.lang.layout
    pos = 0
    while (m := layout.decision_outlook.search(sentence, pos)) is not None:
        if not layout.source_silent.search(sentence[_piece_start(sentence, m.start()):m.end()]):
            return m.start()
        cut = _PIECE_CUT.search(sentence, m.start() + 1)
        if cut is None:
            return None
        pos = cut.end()
    return None


def _decision_outlooks(ctx: OutputContext, out: list[Unsupported]) -> list[Unsupported]:
    """The pending decision foreseen (`Layout.decision_outlook`: "the board is expected to approve it", "the decision
    has to land by the end of August", "комитет, скорее всего, одобрит", "须在8月底前作出决定"), where the source has
    the approval pending and gives no time or outcome for it: one addition, from the clause saying it to its sentence's
    end (the deadline's own date in it is part of it), beside the pending approval told right or after a remark on the
    notes. A sentence another addition already counts (a person's) adds nothing more; a question, a remark that the
    notes are silent ("the notes give no date for the decision") or a sentence said to the reader foresees nothing.
    Returns `out` with these added."""
    if ctx.material.fact("approval").value.get("status") != "pending":
        return out
    layout = ctx.lang.layout
    body = _not_addressed(ctx, ctx.body)
    found: list[Unsupported] = []
    seen: set[int] = set()
    for c in body:
        if c.asks or c.sentence_start in seen:
            continue
        seen.add(c.sentence_start)
        at = _outlook_at(ctx, c.sentence)
        if at is None:
            continue
        said = next((k for k in body if k.sentence_start == c.sentence_start and k.start <= c.sentence_start + at < k.end),
                    c)
        cut = _PIECE_CUT.search(c.sentence, at)
        if said.asks or ctx.cues.condition.search(c.sentence, at, cut.start() if cut else len(c.sentence)):
            continue  # (a decision foreseen on a condition, "it will approve the pilot if …": the condition, counted so)
        # (from its clause, or from its piece where the clause opens on a remark on the notes: "…срок не указан, но …")
        start = said.start if not layout.source_silent.search(said.text) else c.sentence_start + _piece_start(c.sentence, at)
        told = ctx.text[max(start, said.start):c.sentence_start + len(c.sentence)].strip()
        # (the deadline's own date or count is part of it: counted once, with it)
        out = [u for u in out if not (u.kind in ("date", "number", "deadline") and u.text in told)]
        if told and not any(u.text in c.sentence or told in u.text for u in out + found):
            found.append(Unsupported("forecast", told, "a forecast or a deadline of the pending decision the source "
                                                       "does not give"))
    return out + found


# the pieces of a sentence a relative time frame is read in ("the pilot ends in three months; the translation …")
_SENTENCE_PIECE = re.compile(r"[^,;:，；：、—]+")


def _item_relative_time(ctx: OutputContext, sentence: str, items: list[dict[str, object]],
                        staged: list[dict[str, object]], above: str = "") -> re.Match[str] | None:
    """The time frame counted from now in the sentence, said of the work item: not in a piece of it that names the
    pilot and no item ("the pilot ends in three months" tells the pilot's run, which its dates hold), in a sentence
    naming the planned item, its stage told right (`staged`), or continuing the list item `above` that names it."""
    layout = ctx.lang.layout
    if not any(mentions(i, sentence + above, ctx.lang) for i in staged) or layout.follow_up.search(sentence) \
            or layout.meeting_set.search(sentence):
        return None  # (a meeting or follow-up set for the time, "a call next week on the survey": a claim of its own)
    # (or a rough time in a named month or a weekday, `Cues.approx_time`: "Target start: first week of June", "Ines to
    # confirm the app release date by end of July": the step's deadline, one addition with it)
    for m in (*ctx.cues.relative_time.finditer(sentence), *ctx.cues.approx_time.finditer(sentence)):
        piece = next((p.group(0) for p in _SENTENCE_PIECE.finditer(sentence) if p.start() <= m.start() < p.end()), "")
        if ctx.cues.pilot_word in piece.lower() and not any(mentions(i, piece, ctx.lang) for i in items):
            continue
        return m
    return None


def _role_ends(ctx: OutputContext, found: str, i: int) -> bool:
    """True when a role word and its 为/是/：end at found[i] and a name begins there ("负责人为莱拉·哈达德"); in Chinese
    the role word may run straight into the name ("…的协调人托马斯·林德奎斯特"), a role word of two characters or more
    (not 由 alone, which opens "由约纳斯·伯格批准")."""
    cue = ctx.cues.person_cue.search(found[:i])
    if cue is None or not re.match(r"[^\W\d_]", found[i:]):
        return False
    return found[i - 1] in "：:是为" or ctx.lang.code == "zh" and len(cue.group(0)) >= 2


@memo.by_text()
def _source_people(source: str, lang: Language) -> tuple[frozenset[str], frozenset[str], tuple[frozenset[str], ...],
                                                         tuple[list[str], ...]]:
    """What `_invented_people` knows of a source, read once per source: its words, their first five letters, the words
    of each background person it names, and the words of the people it names (the pools' approvers and the
    background's people)."""
    known = frozenset(re.findall(r"[^\W\d_]+", source.lower()))
    background = tuple(frozenset(re.findall(r"[^\W\d_]+", p.lower())) for p in lang.background.people if p in source)
    people = tuple(re.findall(r"[^\W\d_]+", p.lower()) for p in
                   (*(a.short for a in lang.pools.approvers), *lang.background.people) if p in source)
    return known, frozenset(w[:5] for w in known), background, people


def _invented_people(ctx: OutputContext) -> list[Unsupported]:
    """A person given a role in the pilot ("the pilot lead is Anna Weber", "Weber, Anna coordinates it", "联系人：王建国",
    "Иван Петров отвечает за пилот") whom the source does not give one: a name the source does not know (some word of
    it is no word of the source or the prompt; inflected forms share their first five letters; in Chinese, the name
    is not in the source), or a person of the background paragraphs, in any word order. An approver or a board of
    the pools is left to the approval rule."""
    cues = ctx.cues
    source = ctx.material.known_text
    known, prefixes, background, people = _source_people(source, ctx.lang)
    pool_people = [i for key in ("approvers", "bodies") for i in ctx.material.distractors.get(key, [])]
    approval = next((f.value for f in ctx.material.facts if f.fact_id == "approval"), {})
    approver = approval.get("approver") if isinstance(approval.get("approver"), dict) else None
    out = []
    sites = [(c.text, c.start, c.column, c.sentence) for c in ctx.body]
    # (a per-person view's heading the clauses leave out as a heading, "**Jonas Berg**", "### 莱拉·哈达德:", is read as
    # a line of its own: the items under it say what the person does)
    sites += [(line, at, None, line) for at, line in name_headings(ctx)
              if not any(c.start < at + len(line) and at < c.end for c in ctx.body)]
    for text, start, column_name, sentence in sites:
        for m in cues.person_name.finditer(text):
            found = m.group(0)
            if any(start + m.start() <= a and b <= start + m.end() for a, b in ctx.consumed):
                continue  # the approval given to a person the source never names: that approval's distortion
            # the role word and its 为/是/：may open the match ("负责人为莱拉·哈达德"): the name is what follows
            cut = next((i for i in range(1, len(found)) if _role_ends(ctx, found, i)), 0)
            name = found[cut:].strip(" ：:是为")
            if ctx.lang.code == "zh":  # "试点由约纳斯·伯格…": the words before the role word 由 are not the name
                name = re.sub(r"^[^·•・]*(?:由|交由|委托)(?=[^·•・]+[·•・])", "", name)
            # the role word may sit inside the match, before the name ("…16日由约纳斯·伯格批准"): its cue is there
            inside = found[:len(found) - len(name)] if found.endswith(name) else ""
            # (a table's column naming the role, "| Item | Owner |", "| 事项 | 负责人 |", gives it to the name in its cell)
            named = column_name if column_name is not None else column_of(ctx.text, start + m.start())
            column = named is not None and bool(cues.person_cue.search(named.strip(" *_")))
            # (a record's row naming the role in its first cell, "owner | assigned | X", "试点负责人,X": the row's field)
            field = _row_label(ctx.text, start + m.start())
            # (a role given by the row's own field is given, whatever of the background the row says beside the name)
            by_field = field is not None and bool(cues.person_cue.search(field.strip(" *_")))
            column = column or by_field
            # (or the role stands apart from the name: after a dash, "X – point of contact"; after the name opening an
            # action item, "X (IT support) to draft …"; in the items under the name's heading, a per-person view)
            apart = role_apart(ctx, text, m.start(), m.end())
            # (an item under the heading is what is said of the person: told with them, one addition, placed there)
            item = None if apart else heading_role(ctx, start + m.start(), start + m.end())
            # (a label in bold, "**Pilot lead**: X", "**试点负责人：**X", is that label: its emphasis is markup)
            lead = _EMPHASIS.sub("", text[:m.start()] + inside)
            # (questions sent to the person, "Budget questions go to X", "预算方面的问题找X": a contact in the pilot; in
            # Chinese the match runs into the words before the name, which are read with the lead)
            who = _known_part(name, source) if ctx.lang.code == "zh" else name
            referral = bool(cues.person_referral.search(lead + found[:max(found.rfind(who), 0)]))
            # (the role named further back in the clause, "Ваш контакт со стороны склада по «Скопе» —": `Cues.role_subject`)
            subject = bool(cues.role_subject.search(lead))
            if not (cut or column or apart or item or referral or subject or cues.person_cue.search(lead[-30 - len(inside):])
                    or cues.person_cue_after.match(text[m.end():])):
                continue
            said = item or text[m.end():]
            if approver is not None and mentions(approver, name, ctx.lang) and credits_work(ctx, said) and \
                    not cues.approval_word.search(text):  # (in an approval, "approved by X, provided …": its rule's)
                # the source's approver credited with a work item's doing: a role the source does not give them
                out.append(Unsupported("person", item or text.strip(), f"{name}: the approver given a work item's doing"))
                continue
            if any(mentions(i, name, ctx.lang) for i in pool_people) and cues.approval_word.search(text):
                continue  # an approver of the pools named in an approval: the approval rule reads it
            if cues.party_name.search(name):
                continue  # "the supplier is Tallyhoe Ltd": a company by its legal form, a party (`_invented_parties`)
            words = [w.lower() for w in re.findall(r"[^\W\d_]+", name)]
            if ctx.lang.code == "zh":
                name = _known_part(name, source)
                invented = name not in source
                # (a background person's name inside the match is that person: the source may write their unit before
                # it, "物资供应的雨果·费雷拉", which the match takes in)
                words = next((re.findall(r"[^\W\d_]+", p) for p in ctx.lang.background.people if p in name), words)
            else:
                # (a name in another case, "к Надией Рахими", "Карлу Фогелю": each word the person's own, inflected)
                words = next((p for p in people if len(p) == len(words) and all(
                    _name_form(w, n) for w, n in zip(words, p, strict=True))), words)
                invented = any(w not in known and w[:5] not in prefixes for w in words)
                misheard = _misheard(words, people) if invented else None
                if misheard is not None:  # "Priya Ramen": the source's Priya Raman, misspelt; read as that person
                    words, invented = misheard, False
            if invented:
                out.append(Unsupported("person", item or name, f"{name}: person not in the source"
                                       if item else "person not in the source"))
            elif any(all(any(w[:5] == b[:5] for b in person) for w in words) for person in background) \
                    and (by_field or item or referral or subject or cues.pilot_role.search(lead)
                         or apart and says_new(text[m.end():], content_words(source, ctx.lang.code), ctx.lang.code)
                         or not retells_background(ctx, _without_name(ctx, sentence, found))):  # "the quiz evening run by X"
                # (an action item, "— X — collect the hub staff's feedback", gives the task apart from the name: in
                # words of its own it is a task in the pilot, whatever background words it shares)
                out.append(Unsupported("person", item or name, "a person of the background paragraphs given a role in "
                                       "the pilot" + (f" in the item under their name, {name}" if item else "")))
    return out


# a label's emphasis, closing before its colon or dash or after it ("**Pilot lead**:", "**试点负责人：**")
_EMPHASIS = re.compile(r"[*_]{1,3}(?=\s*[:：–—])|(?<=[:：–—])[*_]{1,3}")


# a company's name in any quotes ("«ОпросПро»", "“ScanTech”", "「星河」"), or a capitalised name after a party's word
# ("the vendor is Acme", "там подрядчик ещё, СканТех вроде"); the quotes are typography, the same in every language
_PARTY_QUOTED = re.compile(r"[«“„「『\"]([^\W\d_][^«»“”„「」『』\"\n]{1,40}?)[»”“」』\"]")
_PARTY_WORD = re.compile(r"(?<![\w])[A-ZА-ЯЁ][\w&-]*[a-zа-яё][\w&-]*(?:\s+[A-ZА-ЯЁ][\w&-]*[a-zа-яё][\w&-]*){0,2}")
_PARTY_REACH = 40  # how far after a party's word its name may sit ("подрядчик ещё, «СканТех»"), within the sentence
_DATE_REACH = 60  # the longest date mention a name may sit inside ("Wednesday, the twenty-first of September 2026")


def _invented_parties(ctx: OutputContext, found: list[Unsupported]) -> list[Unsupported]:
    """An outside party the source never names: a company by its legal form anywhere ("Acme Ltd", "ООО «ОпросПро»",
    "星河科技有限公司"), or a name after a party's word ("the vendor is Acme", "подрядчик опроса: «ОпросПро»",
    "供应商是「星河」"). A name the source (or the prompt) holds is its own; a clause already counted for another
    addition (a person, a plan, progress) names the party in that claim."""
    cues, lang = ctx.cues, ctx.lang
    low = ctx.material.known_text.lower()
    fw = lang.layout.function_words
    out: list[Unsupported] = []
    taken: list[Span] = []  # the names already read: "ООО «ОпросПро»" once, not again as "«ОпросПро»"
    for c in ctx.body:
        if any(u.text.strip() and (u.text.strip() in c.text or c.text.strip() in u.text) for u in found
               if u.kind not in ("date", "amount", "number")):
            continue
        names = [(m.start(), m.group(0)) for m in cues.party_name.finditer(c.text)]
        for cue in cues.party_cue.finditer(c.text):
            # the name may sit in the clause after the cue's, within the sentence ("there's a contractor too, ScanTech")
            at = c.start + cue.end()
            sentence_end = c.sentence_start + len(c.sentence)
            after = ctx.text[at:min(at + _PARTY_REACH, sentence_end)]
            after = re.split(r"[.!?。！？\n]", after, maxsplit=1)[0]
            m = _PARTY_QUOTED.search(after) or cues.party_name.search(after) or _PARTY_WORD.search(after)
            if m is not None:
                names.append((at - c.start + m.start(), m.group(0)))
        for where, name in sorted(names, key=lambda x: (x[0], -len(x[1]))):
            span = (c.start + where, c.start + where + len(name))
            if any(a < span[1] and span[0] < b for a, b in taken):
                continue
            plain = name.strip(" «»“”„「」『』\"")
            bare = _PARTY_QUOTED.search(plain)
            key = (bare.group(1) if bare else plain).strip().lower()
            if not key or key in low or key in fw or lang.code != "zh" and not key[:1].isalpha():
                continue
            if lang.forms.weekday.fullmatch(key):
                continue  # "the supplier got paid on Monday": the day of the claim, no party (the claim is read as one)
            if any(d.mention.start < span[1] and span[0] < d.mention.end
                   for d in ctx.dates_starting(max(0, span[0] - _DATE_REACH), span[1])):
                continue  # "the vendor may raise prices after 12 August": the month of a date, read as the date
            if lang.code != "zh" and not (bare.group(1) if bare else plain)[:1].isupper() and not _PARTY_WORD.search(name):
                continue  # '"vendor", "number of users"': quoted words, no name (a name takes its capital)
            if lang.code != "zh" and all(w.lower() in fw or w.lower() in low for w in re.findall(r"[^\W\d_]+", key)):
                continue  # "Vendor: Not decided", "Подрядчик: Не выбран": words, no name of its own
            taken.append(span)
            out.append(Unsupported("party", name.strip(), "an outside party the source does not name"))
    return out


def _background_units_given_roles(ctx: OutputContext, found: list[Unsupported]) -> list[Unsupported]:
    """A department the notes name only in a background paragraph, or nowhere, given a role in the pilot by the words
    right before its name (`Cues.party_role`: "Заказчик пилота — Служба качества", "the pilot's sponsor is quality
    assurance", "carried out jointly with IT support") or after it (`Cues.party_role_after`: "与IT支持团队共同实施"): a
    role the source never gives it. The same unit retold as the background tells it has no such words around it; a unit
    the fact paragraphs name for the pilot's work is the source's own."""
    material = ctx.material
    in_facts = " ".join(material.paragraphs[n - 1] for n in material.fact_paragraphs).lower()
    units = [u for u in ctx.lang.background.departments if u.lower() not in in_facts]
    out: list[Unsupported] = []
    for c in ctx.body:
        if any(u.text.strip() and (u.text.strip() in c.text or c.text.strip() in u.text) for u in found + out
               if u.kind not in ("date", "amount", "number")):
            continue  # (a clause already counted for another addition names the unit in that claim)
        for unit in units:
            m = _unit_form(unit, ctx.lang.code).search(c.text)
            if m is not None and (ctx.cues.party_role.search(_EMPHASIS.sub("", c.text[:m.start()])[-40:])
                                  or ctx.cues.party_role_after.search(c.text[m.end():m.end() + 40])):
                out.append(Unsupported("party", m.group(0), "a department the notes never name for the pilot's work, "
                                       "given a role in it"))
                break
    return out


@functools.lru_cache(maxsize=256)  # (asked for each department of each clause of every brief)
def _unit_form(unit: str, code: str) -> re.Pattern[str]:
    """A department's name in any case ("Службу качества" for "Служба качества"): each word's first letters, its ending
    free; in Chinese the name as written."""
    if code == "zh":
        return re.compile(re.escape(unit))
    words = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)?", unit)
    return re.compile(r"(?<![\w-])" + r"\s+".join(re.escape(w[:max(3, len(w) - 2)]) + r"[\w-]*" for w in words),
                      re.IGNORECASE)


def _without_name(ctx: OutputContext, sentence: str, found: str) -> str:
    """The sentence without the background person's name, in Chinese: a name's pairs of characters alone are enough
    to retell the paragraph that names it ("培训由托马斯·林德奎斯特负责"); elsewhere a name is two words, the sentence
    whole."""
    if ctx.lang.code != "zh":
        return sentence
    # (the person told with the words the background writes before their name, "健康与安全的雨果·费雷拉": the background
    # retold with them, the sentence whole)
    return next((sentence.replace(p, " ") for p in ctx.lang.background.people if p in found
                 and not (found != p and found.endswith(p) and found in ctx.material.known_text)), sentence)


def _name_form(word: str, name: str) -> bool:
    """True when `word` is the word of a name as written, or that word in another case: its stem (the word without a
    final vowel, й or ь; three letters at least) with an ending of up to three letters ("надией" of "надия", "бергу"
    of "берг")."""
    stem = name[:-1] if name[-1] in "аяоеыиьй" else name
    return word == name or len(stem) >= 3 and word.startswith(stem) and len(word) - len(stem) <= 3


def _misheard(words: list[str], people: Sequence[list[str]]) -> list[str] | None:
    """The words of the one person of the source whose name `words` misspells, as speech recognition or a hurried hand
    does ("Priya Ramen", "Olivr Brandt"): as many words, each the person's own, all but one exactly and that one (of
    four letters or more) one edit off (`misspelt.one_edit`); None where no person, or more than one, is so near (a
    genuinely different name, "Priya Patel", is none)."""
    near = [p for p in people if len(p) == len(words) and
            sum(w == n for w, n in zip(words, p, strict=True)) == len(p) - 1 and
            all(w == n or (len(w) >= 4 and one_edit(w, n)) for w, n in zip(words, p, strict=True))]
    return near[0] if len(near) == 1 else None


def _row_label(text: str, at: int) -> str | None:
    """The first cell of the table row (an exported record's row, a CSV line read as one) the text at `at` sits in
    past that cell, or None outside a table row or inside its first cell."""
    start = text.rfind("\n", 0, at) + 1
    before = text[start:at]
    cells = before.lstrip().removeprefix("|").split("|")
    return cells[0] if len(cells) > 1 else None


def _known_part(name: str, source: str) -> str:
    """A Chinese name as the source writes it, where the match ran on into the words around it ("总经理奥利弗·勃兰特批准"
    -> "奥利弗·勃兰特"): the longest run of the match across its middle dot that the source holds, else the match."""
    dot = re.search(r"[·•・]", name)
    if dot is None:
        return name
    left, right = name[:dot.start()], name[dot.end():]
    for size in range(len(name), 4, -1):
        for k in range(min(len(left), size - 3), 1, -1):
            n = size - 1 - k
            if 2 <= n <= len(right) and (found := f"{left[-k:]}{dot.group(0)}{right[:n]}") in source:
                return found
    return name


_MARKS = re.compile(r"[\s✓✔☑✅✗✘❌☐□■▪•·*+#>|_.…:：—–-]+")


def _only_label(content: str, lang: Language) -> bool:
    """A clause that is only a list label or a heading word, with check marks or leaders around it ("✓ Done",
    "Completed ......", "**Done**"): it claims nothing until an item follows it."""
    bare = _MARKS.sub(" ", content).strip()
    return not bare or label_of(bare, lang.layout) in ("done", "planned", "out_of_scope", "in_scope")


def _states_fact(ctx: OutputContext, c: Clause, scope_items: list[dict]) -> bool:
    return (any(mentions(i, c.text, ctx.lang) for i in scope_items) or any(d.clause == c for d in ctx.dates)
            or any(c.start <= a.start < c.end for a in ctx.amounts))


def _new_work(ctx: OutputContext, content: str, scope_items: list[dict]) -> bool:
    """True when a listed item names the scope's site, not its workflow, beside two words or more of its own: work
    of its own done at that site ("briefing of the Lyon warehouse staff")."""
    process, site = scope_items
    if mentions(process, content, ctx.lang) or not mentions(site, content, ctx.lang):
        return False
    return len(content_words(content, ctx.lang.code) - content_words(site["phrase"], ctx.lang.code)) >= 2


def _words(text: str, lang: Language) -> int:
    """Words of a clause, its bracketed citations none ("линии [2]", a cell's last word wrapped onto the next line, is one);
    Chinese, written without spaces, counts about two characters a word."""
    text = re.sub(r"\[[\d\s,;–-]*\]|【[\d\s,;，–-]*】", " ", text)
    if lang.code == "zh":
        return len(re.findall(r"[\u3400-\u9fff]{1,2}|[A-Za-z0-9]+", text))
    return len(text.split())
