"""What a language brings to the fact check, as data: the material's words and templates, the forms its
dates, amounts and citations take, the cue words the grader reads, and how a brief is cut into clauses.

Every language fills the same `Language`; the material generator and the grader run the same code over
it (one dispatch over fact kinds for all languages).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol

from kvtrial.facts.pools import Item

Pattern = re.Pattern[str]

# a list of a formal text's clause or part numbers after the word naming the part ("clauses 1.1, 1.3 and 4.2",
# "Разделы 1–3", "第2.1条"): each language's `Layout.part_ref` puts its own words around it
# (each number may carry a short gloss in brackets: "Articles 3 (commencement), 4 and 6.2", "пункты 3 (начало) и 4")
_PART_GLOSS = r"(?:\s*[(（][^()（）\n\d]{1,30}[)）])?"
PART_NUMBERS = (r"\d{1,2}(?:\.\d{1,2})*\.?" + _PART_GLOSS + r"(?:\s*(?:,|;|&|-|–|—|\band\b|\bor\b|\bи\b|\bили\b|、|和|"
                r"及|或|至)\s*\d{1,2}(?:\.\d{1,2})*" + _PART_GLOSS + r")*")
class WordNumbers(Protocol):
    """Numbers written in words in a text: (start, end, value) for each. A lone small number word ("three") is
    read only with `keep_single` (a short answer to a question asking for a number)."""

    def __call__(self, text: str, keep_single: bool = False) -> list[tuple[int, int, Decimal]]: ...


@dataclass(frozen=True)
class Pools:
    """The word pools a seed draws from; the same sizes and order in every language, so one seed draws
    the same pilot in each."""

    companies: tuple[str, ...]
    project_names: tuple[str, ...]
    processes: tuple[Item, ...]
    sites: tuple[Item, ...]
    done_items: tuple[Item, ...]
    planned_items: tuple[Item, ...]
    out_of_scope_items: tuple[Item, ...]
    approvers: tuple[Item, ...]
    approval_bodies: tuple[Item, ...]
    currencies: tuple[str, ...]  # ISO codes


@dataclass(frozen=True)
class Background:
    """Neutral background sentences and their slot fills: never a date, amount, approval, progress or
    plan word, nor any item of the pools."""

    sentences: tuple[str, ...]
    people: tuple[str, ...]
    departments: tuple[str, ...]
    colours: tuple[str, ...]
    tools: tuple[str, ...]
    places: tuple[str, ...]
    count_words: tuple[str, ...]
    adjectives: tuple[str, ...]


@dataclass(frozen=True)
class Templates:
    """The fact sentences, the prompts and the questions. Fact templates take {project}, {start}, {end},
    {process}, {site}, {amount} (the whole amount phrase), {approver}, {approval_date}, {body}, {done},
    {planned}, {out_of_scope}, and the English verb agreement {has}/{is_} (ignored elsewhere)."""

    start: str
    end: str
    scope: str
    budget: str
    approved: str
    pending: str
    done: str
    planned: str
    out_of_scope: str
    fact_lead: str
    prompt_head: str
    prompt_tail: str
    question_template: str
    questions: Mapping[str, str]  # question id -> question text
    required_sections: tuple[str, ...]
    format_date: Callable[[dt.date], str]
    format_amount: Callable[[int, str], str]  # (amount, ISO currency) -> the amount as the brief writes it
    capitalise_items: bool = True  # an item opening a sentence takes a capital letter
    # For a model without a chat template (a base model, which continues text rather than answering a turn):
    # the question prompt ends with the question and then this cue ("Answer:"), in place of the template's
    # last line, so the model's continuation is the answer. `question_label` opens a question line
    # ("Question:"): a line of an answer starting with it (or with the cue) begins a new question, not the answer.
    question_label: str = "Question:"
    answer_cue: str = "Answer:"


@dataclass(frozen=True)
class Forms:
    """How dates, amounts, numbers and citations are written (see `kvtrial.facts.parse`)."""

    date_patterns: tuple[Pattern, ...]  # groups y/m/d, or a/sep/b/y (numeric), or d/mon/y (month word)
    month_number: Callable[[str], int | None]  # a month word (any case or inflection) -> 1..12
    currency_words: Mapping[str, str]  # lower-case word or symbol -> ISO code
    currency: str  # regex alternation of the currency words (no groups)
    multipliers: Mapping[str, int]  # "k", "thousand", "тыс", "万" ... (a word starting with a key)
    word_numbers: WordNumbers  # numbers written in words
    citation_patterns: tuple[Pattern, ...]  # group 1: the cited numbers
    citation_list: str  # regex of a list of cited numbers, e.g. "3, 7 and 9"
    citation_split: Pattern  # separators inside such a list
    citation_range: Pattern  # "3-5" as (3, 4, 5): groups 1, 2
    amount_patterns: tuple[Pattern, ...]  # groups num, mult, cur
    currency_rx: Pattern  # group c: a currency word anywhere
    number_rx: Pattern  # group 1: a digit number, group 2: its multiplier word
    currency_before: str  # regex right before a currency word (kept for amounts in words)
    citation_column: Pattern  # a table header cell naming the column of paragraph numbers ("Para", "Source")
    # a day written as a word in a date pattern's group `d` ("десятого" -> 10); None where days are digits only
    day_word: Callable[[str], int | None] | None = None
    # a year said aloud, in a date pattern's group `yw` ("twenty twenty-seven", "двадцать седьмого года" -> 2027)
    year_word: Callable[[str], int | None] | None = None
    # a multiplier word written in a form's field name, the unit of the field's value ("Budget (GBP, thousands): 84",
    # "预算（万元）：6.4", "Бюджет, тыс. евро: 62,5"): the amount is the value times it (a key of `multipliers`)
    label_multiplier: Pattern = re.compile(r"(?!)")
    # a year said once for the two dates of a short range before it, matched right after the second ("16/6 to 28/8,
    # both 2026", "3.5. - 1.7. (2026)", "с 16.06 по 28.08, оба — 2026", "6月16日至8月28日（均为2026年）"; the year in
    # group `y`): both dates take it (`kvtrial.facts.parse`)
    year_once: Pattern = re.compile(r"(?!)")
    # a weekday's name, whole ("Monday", "понедельник", "周一"): a time, never the name of a party
    weekday: Pattern = re.compile(r"(?!)")


@dataclass(frozen=True)
class Cues:
    """The cue words the grader reads (see `kvtrial.facts.languages.en` for the English ones)."""

    roles: Mapping[str, Pattern]  # the last cue before a date decides its role
    roles_after: Mapping[str, Pattern]  # a cue right after a date ("2026年7月3日结束") decides first
    approval_word: Pattern
    pending_word: Pattern
    approved_word: Pattern
    planned: Pattern
    done: Pattern
    started: Pattern
    negation_before: Pattern
    future: Pattern
    stage_negation: Pattern
    date_hedge: Pattern
    date_hedge_after: Pattern
    date_alternative: Pattern
    progress: Pattern
    exclusion: Pattern
    # the item's scope told as not settled yet ("whether it is included has not been decided", "是否纳入还没有定论",
    # "пока не решено, входит ли"): of an item the source excludes, a wrong state, however its negation reads
    undecided: Pattern
    negated: Pattern  # any negation: a progress word under it claims no progress
    budget: Pattern
    empty_item: Pattern
    no_answer: Pattern
    answer_approved: Pattern
    answer_pending: Pattern
    source_names: Mapping[str, Pattern]
    number_words: Pattern  # numbers in words: an invented count is an addition, a date in words is not checked
    # other words for an item of the pools, by one of its patterns ("shipment": "consignment"): the grader
    # reads them as that item (kvtrial.facts.cues.mentions); the material never writes them
    synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # a list's whole value, or a clause of its own, saying the list holds nothing, in more words than `empty_item`
    # ("nothing reported as completed yet", "no work has been finished so far", "目前还没有完成的工作", "пока ничего не
    # сделано", "завершённых работ нет"), matched whole: it speaks of that list's fact, never a claim of its own
    empty_list: Pattern = re.compile(r"(?!)")
    # the language's noun for the pilot: the pilot's own name as the subject of a timeline's dated entry ("3 March —
    # Osprey starts", "2027年3月3日——鱼鹰启动") is read as it when `roles_after` names the date's role
    pilot_word: str = "pilot"
    # the words that, beside the pilot's own name (and the company's), still only name the pilot ("the Osprey pilot",
    # "наш пилот «Скопа»", "鱼鹰试点项目"): a headline "📣 Osprey pilot — coming up" names the pilot the text describes,
    # no plan of its own (`additions._names_pilot_only`)
    pilot_title: Pattern = re.compile(r"(?!)")
    # a person's name ("Anna Weber") and the words that introduce one ("led by", "chaired by", "contact:"):
    # a named person the source does not know is an addition. Never matching where names have no capitals.
    person_name: Pattern = re.compile(r"(?!)")
    person_cue: Pattern = re.compile(r"(?!)")
    # words right after a name that give the person a role ("Ivan Petrov leads the pilot", "王建国负责试点")
    person_cue_after: Pattern = re.compile(r"(?!)")
    # a clause that only says who the person just named is, by a pronoun or "who" ("she coordinates the pilot", "who is
    # our coordinator", "她是这个试点的协调人", "он у нас координатор"): one addition with the clause naming them
    person_pronoun_role: Pattern = re.compile(r"(?!)")
    # a clause that only sends the reader to the person just named, by a pronoun, with no value of its own ("so check
    # with her before …", "уточняйте у неё", "有事先找她确认"): what follows from naming them, one addition with them
    person_pronoun_ask: Pattern = re.compile(r"(?!)")
    # an item's owner named in a field of its own closing it ("(owner: J. Doe)", "(ответственный: О. Смирнова)",
    # "，由李娜负责"): the owner is an addition beside the item's (`additions.card_owner`)
    owner_field: Pattern = re.compile(r"(?!)")
    # the words right before a name that give the role in the pilot itself ("the pilot is overseen by", "Курирует
    # пилот", "试点负责人为"), or a bare role label opening the line ("Owner:", "Ответственный:", "负责人：物资供应的…"):
    # a person of the background named so is given a role in the pilot, whatever else of the background is said
    pilot_role: Pattern = re.compile(r"(?!)")
    # a role in the pilot as the subject of the sentence, its link right before the name, however far back its noun
    # ("Your contact on the IT side for Heron is", "Ваш контакт со стороны ИТ по «Пустельге» —", "你在IT方面的联系人是"):
    # a person of the background named so is given that role, whatever else of the background is said
    role_subject: Pattern = re.compile(r"(?!)")
    # a table column's whole name that asks who does the row's work ("Who", "Кто", "Исполнитель", "负责方"): the cell
    # under it names an owner, as a column named by a role label does
    owner_column: Pattern = re.compile(r"(?!)")
    # the words right before a name that send the reader's questions to the person ("Budget questions go to", "По
    # вопросам бюджета — к", "预算方面的问题找"): a contact in the pilot, which the background gives no one
    person_referral: Pattern = re.compile(r"(?!)")
    # what is said of a person standing apart from the name, after a dash or a colon ("– point of contact for the
    # clerks", "— координатор пилота"), opening the item under a heading that names them ("Led the checklist review",
    # "牵头完成了…"), or after the name opening an action item ("to draft a test plan"): a role or an action in the pilot
    person_role: Pattern = re.compile(r"(?!)")
    # a task given to a person after a dash or a colon, an action item's verb in the imperative with its object
    # ("Jonas Berg – gather the error reports by Friday"): an action in the pilot, read there only (after a name
    # opening a sentence, "Ruth keeps the notes", the same words tell what the person does)
    task_apart: Pattern = re.compile(r"(?!)")
    # an outside party the pilot works with ("the vendor is", "подрядчик опроса:", "供应商是") and a company's own
    # name by its legal form ("Acme Ltd", "ООО «ОпросПро»", "星河科技有限公司"): a party the source never names is an
    # addition, whatever its quotes
    party_cue: Pattern = re.compile(r"(?!)")
    party_name: Pattern = re.compile(r"(?!)")
    # the words right before a unit's name that give it a role in the pilot itself ("the pilot's sponsor is",
    # "Заказчик пилота —", "试点发起方为"): a department the notes name only in a background paragraph, named so, is given
    # a role the source never gives it
    party_role: Pattern = re.compile(r"(?!)")
    # the words right after a unit's name that make it a partner in the pilot's own work ("…共同实施", "IT support is our
    # partner on the pilot", "… выступает партнёром пилота"): a role the source never gives it, as `party_role` before it
    party_role_after: Pattern = re.compile(r"(?!)")
    # a part of a sentence that says more of the party named before it ("we have a call with them", "с ними в пятницу
    # созвон", "还要跟他们开会"): a claim of its own beside the party
    party_again: Pattern = re.compile(r"(?!)")
    # the word joining two clauses without a comma ("…, ScanTech, and we meet them on Friday"): a part saying more of
    # the party is cut there
    clause_and: Pattern = re.compile(r"(?!)")
    # a word joining two work items' parts of one clause where no space or comma parts them ("A完成的日期和B的启动日期"):
    # what is said on each side is that item's (English and Russian "and"/"и" are spaced, and cut as such)
    item_and: Pattern = re.compile(r"(?!)")
    # the words after two work items joined in one clause that give one stage to both ("A and B — neither has
    # started", "A и B — ни то ни другое не начато", "A和B都还没开始"): matched at the start of the words after the
    # second item, the stage said there is each item's
    items_shared: Pattern = re.compile(r"(?!)")
    # the words alone joining two work items named as one list or one subject ("A and B are planned", "Scheduled: A,
    # then B", "A и B пока в планах", "A和B还在计划中"), matched on the whole gap between them, citations removed: a
    # stage said once for the list (after its last item, or by its lead) is each item's
    items_joined: Pattern = re.compile(r"(?!)")
    # the word placing a state on a day, matched at the end of the words right before a date ("approved on", "已于",
    # "от"): a part of the date's telling, no party named
    date_lead: Pattern = re.compile(r"(?!)")
    # a condition ("once the board signs", "после подписания", "…后才"): a label resting on a span with one is
    # uncertain, and an approval under a condition is not yet given
    condition: Pattern = re.compile(r"(?!)")
    # a sign-off told as following another one, in the past ("once Novak approved it, the CFO co-signed it too",
    # "после Новака его ещё подписал финдиректор", "诺瓦克批准后，财务总监还签了字"): a sequence of sign-offs given, no
    # condition on the approval; its time word is no `condition` (a future in the sentence keeps it one)
    past_sequence: Pattern = re.compile(r"(?!)")
    # a condition set on an approval told as given ("approved, subject to a later review", "утверждён при условии
    # пересмотра", "已获批准，但须接受复核"): the approval is claimed, the condition is a claim on top of it
    given_condition: Pattern = re.compile(r"(?!)")
    # a condition set in so many words ("conditional on", "subject to", "only after", "前提是", "以…为条件", "при
    # условии", "только после"): told on a pending approval or decision, it sets a term the approval is to meet
    firm_condition: Pattern = re.compile(r"(?!)")
    # the firm condition's words when they only order it in time ("only after", "только после", "须先…之后"), matched
    # on those words: the approval set after a step of the pilot's own work, a plan for that work, not a term set on
    # the decision as "on condition that" / "при условии" / "前提是" set one
    timed_condition: Pattern = re.compile(r"(?!)")
    # a prohibition until the approval comes ("no spending before approval", "до утверждения средства не тратим",
    # "获批前不得动用预算"): a term the pending approval is told to hold the pilot to, one the source does not set
    held_until_approval: Pattern = re.compile(r"(?!)")
    # a site of one of the pools' kinds at a named place, the place in group `place` ("the Oulu plant", "на заводе в
    # Оулу", "奥卢工厂"): where the place is none the source names, the scope is given at another site
    site_place: Pattern = re.compile(r"(?!)")
    # a length of time standing for a date ("runs for about two months", "为期约四个月", "продлится около трёх месяцев"):
    # an end given this way is no date, and the count in it is part of it, not an added number
    duration: Pattern = re.compile(r"(?!)")
    # the end told as an exact count of days or weeks from the start ("exactly 109 days after the start", "起点后116天",
    # "через 90 дней после старта"; group `n` the count in digits, `week` set when weeks are counted): that date, told
    # by its distance from the brief's own start; the count is part of it, no added number
    counted_end: Pattern = re.compile(r"(?!)")
    # a change of a value told later, right before the new value ("end date moved to", "перенесена на", "改为"), in a
    # decision log or a changelog: the fact named before it takes that value, the last one told; no date of its own
    changed_to: Pattern = re.compile(r"(?!)")
    # a correction of a value told earlier, in the sentence giving the new one ("typo, sorry - End is 5 May",
    # "поправка: конец не 26 октября, а 26 ноября", "更正：结束日期是…"): the fact named before the new value takes it,
    # and the earlier value it corrects is no date of its own
    corrected: Pattern = re.compile(r"(?!)")
    # a speaker breaking off a value to say it again, in a voice note's transcript: the ellipsis and the word that takes
    # it back ("sixty-two... sorry, sixty-two and a half", "сорок... ой, сорок пять", "三万……不对，三万五"); the value
    # broken off is no value of the brief (`context.superseded_blanked`)
    redo: Pattern = re.compile(r"(?!)")
    # a year said alone, in short or in words, with no day or month beside it ("'26", "也是二六年", "都是26年的",
    # "год двадцать шестой"), its digits or words in group `y`: a source's year told again, no count
    year_alone: Pattern = re.compile(r"(?!)")
    # a negation right before a value, in a correction ("not 22 April", "не 26 октября", "不是4月2日"): the value corrected
    not_value: Pattern = re.compile(r"(?!)")
    # what a revision supersedes, shown beside the value that stands (`context.superseded_blanked`): the words opening
    # an aside or an arrow's old side that hold the earlier value ("(was EUR)", "(ранее: …)", "（原为…）"), the words
    # opening an arrow's new side ("now", "стало", "现"), the words saying what the earlier text said ("the update said",
    # "там стояло", "昨日写的是"; group `error`: the words saying a value was given in error, "wrongly gave", "по ошибке
    # указали", "误写为", whose clause holds the draft and the field it names), and a negation setting a value aside for
    # the one that stands (group `old`: "not 8 May but", "не 8 мая, а", "不是5月8日，而是")
    was_value: Pattern = re.compile(r"(?!)")
    now_value: Pattern = re.compile(r"(?!)")
    draft_said: Pattern = re.compile(r"(?!)")
    not_but: Pattern = re.compile(r"(?!)")
    # a myths-and-facts list: the label opening a claim the writer rejects ("Myth:", "误区：", "Миф:") and the label
    # opening the fact that refutes it ("Fact:", "事实：", "Факт:"), each at a line's start or the fact's after the
    # myth on its line (`context.refuted_myths_blanked`): the myth is no claim of the brief, its items aside
    # a thread's update or correction label opening a line, its number in group `n`, its word in group `update` where
    # it is an update's ("upd 2:", "update #3:", "поправка 2:", "更正2："): the number orders the thread's messages, no
    # count; an update's word says nothing (a correction's stays: it tells the value after it replaces one before)
    thread_label: Pattern = re.compile(r"(?!)")
    # a currency set aside for the one after it, in a correction ("not euros but US dollars", "не евро, а долларов
    # США", "不是欧元，而是美元"), the words set aside in group `old` (`context.superseded_blanked`)
    not_but_word: Pattern = re.compile(r"(?!)")
    myth_label: Pattern = re.compile(r"(?!)")
    fact_label: Pattern = re.compile(r"(?!)")
    # an answer opening by saying the line it answers is wrong ("No - it ends in July", "Нет: …", "不对，…"): in a
    # reply quoting a draft point by point, that quoted line is superseded whole
    answer_denies: Pattern = re.compile(r"(?!)")
    # a dialogue's turn opening by denying the turn before it, another speaker's ("No, on 10 June", "不是，四月七号",
    # "Нет, десятого"): a date or an amount that turn gave and this one gives otherwise is superseded (`facts.turns`)
    turn_denies: Pattern = re.compile(r"(?!)")
    # a turn opening by giving its own value as a correction of the turn before it ("It's Leeds, actually", "Вообще-то,
    # это Лидс", "其实是在利兹"), or by announcing the corrections it goes on to make ("Two things to correct:", "Две
    # поправки:", "有两处需要更正："): what that turn put forward is set aside as by a no (`turn_denies`), each of its
    # claims, and the count announced is no number of the pilot
    turn_corrects: Pattern = re.compile(r"(?!)")
    # a reply's lead that only names the place in the notes it reads, its citation taken out ("According to",
    # "据", "По абзацу"): the reply's statement after it is its opening one
    source_lead: Pattern = re.compile(r"(?!)")
    # a reply taking up the correction the turn before it asks for ("OK, corrected:", "you're right, I've updated it",
    # "好的，已更正：", "Про валюту вы правы, поправляю:"): a value of the fact it restates after these words supersedes
    # the one the same speaker gave earlier (`facts.turns`)
    accepts_correction: Pattern = re.compile(r"(?!)")
    # a reply opening by agreeing with the turn before it, beyond a bare yes ("Yes, right,", "You're right, it's",
    # "Sorry,", "Да, верно,", "Прошу прощения,", "对，是", "没错，应该是", "抱歉，"): a value that turn gave, told again
    # in the reply, supersedes the one the same speaker gave earlier, as after `accepts_correction` (`facts.turns`)
    agrees_correction: Pattern = re.compile(r"(?!)")
    # a pronoun for a person and its "is", before what the person is ("he's the COO", "他是首席运营官", "он операционный
    # директор"): a reply correcting the asker's title for a person names the new one after it
    pronoun_is: Pattern = re.compile(r"(?!)")
    # a verdict of false after a quoted statement ("“…” False.", "«…» — ложь", "“……”错误"), beside answer_denies
    judged_false: Pattern = re.compile(r"(?!)")
    # a verdict of true on an exercise's statement ("→ TRUE.", "Верно [3].", "—— 正确"), beside judged_false
    # (`exercises.exercises_read`)
    judged_true: Pattern = re.compile(r"(?!)")
    # a yes or a no given as the verdict on an exercise's statement ("… 12 June 2027. — No, 10 June", "Да [3].",
    # "是"/"否"): a verdict only after a statement, never after a question it answers ("Approved? No")
    verdict_yes: Pattern = re.compile(r"(?!)")
    verdict_no: Pattern = re.compile(r"(?!)")
    # an exercise's title or instruction ("true or false?", "Вставьте пропущенные слова", "请判断下列说法是否正确"): no
    # claim; and the heading of its answer list ("Answers:", "Ответы:", "参考答案"), what follows it in group `rest`
    exercise_cue: Pattern = re.compile(r"(?!)")
    answers_heading: Pattern = re.compile(r"(?!)")
    # talk the writer reports without vouching for it: a rumour, a claim someone made, two versions of a value
    # ("a figure was going around", "кто-то уверял", "群里传的是", "有两种说法"); and the writer's words that then reject
    # or settle it ("but that was a slip", "Это не так", "实为", "确定为", "правы вторые"): the rejected report is no value
    # of a fact and no addition (`context.superseded_blanked`)
    hearsay: Pattern = re.compile(r"(?!)")
    report_rejected: Pattern = re.compile(r"(?!)")
    # a value the writer read first and then turns from in the same sentence ("I first jotted down 20 March, but [8]
    # says 20 May", "一开始我把结束日期看成了10月7日，但……", "сначала мне показалось, что …, но …"): from the first
    # reading's words to the turn (`reading_turn`) it is no value of a fact and no addition; the value after the turn
    # is the one the brief states (`context.superseded_blanked`)
    first_reading: Pattern = re.compile(r"(?!)")
    reading_turn: Pattern = re.compile(r"(?!)")
    # the word for struck-out text in a note on the brief's own strikes ("struck-out values are superseded", "Зачёркнутое
    # значение недействительно", "划掉的数值作废"): that note speaks of the text, no claim of the pilot
    # (`context.superseded_blanked`, only where the brief strikes something)
    struck_note: Pattern = re.compile(r"(?!)")
    # the whole of a field's value standing in for one not given: a dash alone, a redaction ("███", "[REDACTED]",
    # "[удалено]", "【已删除】"), "TBD", "n/a" (`kvtrial.facts.cues.PLACEHOLDER_MARK`, `PLACEHOLDER_EN`): such a field
    # states nothing, no claim and no addition (matched whole)
    placeholder: Pattern = re.compile(r"(?!)")
    # a template's slot left unfilled, a small model's leftover ("[Your Name]", "[Insert date]", "[插入金额]",
    # "[Вставьте дату]", "XX.XX.2027", "____"; `kvtrial.facts.cues.TEMPLATE_SLOT_EN` and the language's own words):
    # it states nothing, so a field whose value is a slot, or a greeting or sign-off around one ("Уважаемый [Имя
    # получателя],"), is no claim and no addition, and a slot is no value of a fact (searched inside a line)
    template_slot: Pattern = re.compile(r"(?!)")
    # a fact's field named where its value belongs, after the word that would lead into the value, with no brackets
    # ("from start date", "to end date", "с даты начала", "从开始日期"): a weak model's template filled with the field
    # names themselves; a sentence holding two of them, no digit and few words new to the source beside them ("The
    # pilot runs from start date to end date.") is a slot left unfilled, no claim (searched inside a line); a field
    # as a subject ("Start date and end date were moved") is no slot
    field_slot: Pattern = re.compile(r"(?!)")
    # the brief's own advice opening a claim ("Советуем ...", "Рекомендуем ..."): a next step the writer proposes, an
    # addition even where it names a fact's item
    advice: Pattern = re.compile(r"(?!)")
    # a clause advising the reader how to use what the brief retells of the company ("just follow that rule", "if you
    # need a model, look at X's minutes", "照这个规则来就行"): no claim of the pilot; what it is said of is read alone
    reader_advice: Pattern = re.compile(r"(?!)")
    # a minutes' agenda label ("Agenda:", "Повестка:", "议程："), and the words naming a meeting's purpose on it
    # ("review of the facts", "сверка", "核对"): the meeting's own frame, no claim of the pilot
    agenda_label: Pattern = re.compile(r"(?!)")
    agenda_purpose: Pattern = re.compile(r"(?!)")
    # a span coarser than a month standing for a date ("Q2 2026", "2026年第二季度", "II квартал 2026 г."): no date
    coarse_period: Pattern = re.compile(r"(?!)")
    # a range told as lying between two dates ("between 9 July and 7 Oct", "между 9 июля и 7 октября", "在7月9日和10月7日
    # 之间"): the word opening it right before the first date, the word joining the second, and what closes it after
    # the second (matched empty where the language closes nothing): the first date is the start, the second the end
    range_open: Pattern = re.compile(r"(?!)")
    range_join: Pattern = re.compile(r"(?!)")
    range_close: Pattern = re.compile(r"")
    # a state word alone after an item, the whole of what is said of it ("Barcode scanners installed", "Sandbox: set
    # up", "Сканеры установлены"): a bare participle reports the work done
    bare_done: Pattern = re.compile(r"(?!)")
    # the tense of a work item's own verb, the verb formed on the item's work noun (`work_noun_end` cut off it) and told
    # with no stage word ("the team translated the user guides", "Команда перевела руководства", "团队翻译了用户指南";
    # "Сканеры установят"): matched at the verb, its past or perfect reports the work done, its future the work planned
    work_verb_done: Pattern = re.compile(r"(?!)")
    work_verb_planned: Pattern = re.compile(r"(?!)")
    # the ending of a work noun left off to find its verb ("installation" → "install", "установка" → "установ");
    # Chinese, whose item names end on their two-character verb ("条码扫描器安装"), has none
    work_noun_end: Pattern = re.compile(r"(?!)")
    # the end of number words that make them an ordinal ("twenty-first", "the fifth"): a day, not a count
    ordinal: Pattern = re.compile(r"(?!)")
    # a unit's ordinal word right after number words, the two one compound ordinal ("две тысячи двадцать седьмой",
    # "two thousand twenty seventh"): a year said in words, as verse says it, no count
    ordinal_after: Pattern = re.compile(r"(?!)")
    # an ordinal written in digits ("1st", "1-й"; group `n` the number) and the stems of the first ordinal words
    # ("first", "перв"): "1-й линии" where the source writes "первой линии" is the source's word, no number of its own
    ordinal_digits: Pattern = re.compile(r"(?!)")
    ordinal_stems: tuple[str, ...] = ()
    # a title given to a person, right before the name or in brackets after it ("IT主管彼得", "Head of IT Peter Okafor"):
    # a person of the background given a title beside a pending approval told as given takes a role in the pilot
    person_title: Pattern = re.compile(r"(?!)")
    # a word joining two parties ("and", "и"): a title before it is another person's, not that of the name after it
    # ("the Head of Finance and Ines Carvalho approved it")
    name_joined: Pattern = re.compile(r"(?!)")
    # the characters before a title word that are no part of it, in a language without spaces (zh: "由", "已经由", a
    # date's "日"): "已经由总监" gives a bare title word, "由运营总监" one saying its office
    title_lead: Pattern = re.compile(r"(?!)")
    # the label of the approval's date or of the one who gave it ("date of approval", "approver", "дата утверждения",
    # "утверждающее лицо"), before its value or after it ("24 February 2027 – date of approval"): a date or a party
    # given for it tells the approval given, with no word of the state
    approval_detail: Pattern = re.compile(r"(?!)")
    # the writer's hedge of belief ("looks", "probably", "应该", "看起来", "похоже"): doubt about what is said, no word of
    # the claim; a stage told under it is that stage ("看起来已经做完了", "looks done", "похоже, уже сделано")
    belief: Pattern = re.compile(r"(?!)")
    # how much of the money is spent or left ("почти не тронут", "израсходована треть"): said of the budget, a claim
    # the source never makes
    spending: Pattern = re.compile(r"(?!)")
    # the money still to be released or paid out ("has to release the funds", "还需放款", "должен выделить средства"):
    # a step on the budget, which with a party named is a release by someone the notes never give one
    funds_release: Pattern = re.compile(r"(?!)")
    # a time frame set on a work item by another event, with no date ("to be finished before the pilot ends", "将在试点
    # 结束前完成", "начнут сразу после приёмки сканеров"): a commitment the source never gives the item
    item_time_frame: Pattern = re.compile(r"(?!)")
    # a time frame counted from now, no date and no event ("next month", "in two weeks", "下个月", "两周后", "в следующем
    # месяце", "через две недели"): said of a work item, a commitment the source never gives it
    relative_time: Pattern = re.compile(r"(?!)")
    # a rough time in a named month or a weekday ("first week of June", "by end of July", "8月底前", "к концу июля",
    # "on Friday at 10:00", "周五上午10点", "в пятницу"): said of a work item, a deadline the source never gives it
    approx_time: Pattern = re.compile(r"(?!)")
    # a weekday a step is set for or a cadence a task recurs at ("I'll chase the committee on Friday", "weekly report
    # every Friday", "周五我去催一下", "每周五汇报", "в пятницу напомню", "еженедельный отчёт"): a next step or a recurring
    # task the source never sets, no digit needed (a weekday inside a date is the date's; "Monday to Friday" is a range)
    step_day: Pattern = re.compile(r"(?!)")
    # a step said to come before the decision ("will decide once finance has confirmed the budget", "待财务部确认预算后再
    # 审批", "решение примут после того, как финансовый отдел подтвердит бюджет"): group `step`, to the clause's end
    step_first: Pattern = re.compile(r"(?!)")
    # a function of the company named bare as the one taking that step, at the step's opening ("once finance has
    # confirmed", "待财务确认…后"); a word of a thing after it ("finance figures", "财务数据") names no party
    bare_party: Pattern = re.compile(r"(?!)")
    # the decision the step comes before, in words other than an approval's ("will decide", "作出决定", "примут решение")
    decides: Pattern = re.compile(r"(?!)")
    # the pilot as what is approved ("approved the pilot", "утвердил пилот", "批准试点"): the object, no party that signed
    approved_thing: Pattern = re.compile(r"(?!)")
    # the approval told as given in person ("personally", "亲自", "лично"): a manner of the approval, no fact of its own
    in_person: Pattern = re.compile(r"(?!)")
    # money asked for or added on top of the budget ("a top-up of EUR 12,000 on top of the approved budget", "ещё
    # 10 000 евро сверх бюджета", "追加12,000欧元"): a request of its own beside the budget, never the budget restated
    on_top: Pattern = re.compile(r"(?!)")
    # work put off to a later phase ("to be added in a later phase", "will be included in phase two", "перенесён на
    # следующий этап"): an excluded item said to come later is planned work, an invented plan, not out of scope
    deferred: Pattern = re.compile(r"(?!)")
    # an exclusion said outright as firm, in the source's own word for it ("explicitly out of scope", "明确不在范围内",
    # "явно исключена"): the item is told out of this pilot, and a plan to bring it in later is a plan of the brief's
    # own, an addition, not the exclusion turned into deferred work
    firm_exclusion: Pattern = re.compile(r"(?!)")
    # the approval told in the present of a timeline's dated entry ("3 May — X approves the pilot"): given, unless
    # its line is told under a scenario ("Scenario 1: the board approves the pilot")
    approves_now: Pattern = re.compile(r"(?!)")
    # the first part of a date the text breaks off in, right before its last number ("… to 2027-0", "至2027年6"): a
    # date cut short, no number of its own (a language adds its own date words)
    date_cut: Pattern = re.compile(r"\d{4}\s*[-/.]\s*(?:\d{1,2}\s*[-/.]\s*)?$")
    # when that later phase is to come ("once Leeds is up and running", "после завершения пилота", "等里昂仓库跑顺以后"):
    # the place or work it names sets the time, it is not what the clause puts off
    phase_condition: Pattern = re.compile(r"(?!)")
    # a stage told in the conditional or as a condition not yet met ("staff would begin with translated guides",
    # "hold the start until the guides are translated", "мы бы начали", "等指南翻译好"): from there on the clause
    # states no stage of the item
    unreal: Pattern = re.compile(r"(?!)")
    # a step's time told by the item's completion still to come, to the condition's end ("once the scanners are
    # installed, the team moves on to …", "как только сканеры будут установлены", "一旦扫描器安装完毕"): a done word
    # there tells the item is not done yet (a past "once the scanners were installed" keeps it done)
    still_to_come: Pattern = re.compile(r"(?!)")
    # every other place named as one ("at any other site", "на любом другом складе", "其他任何站点"): denied beside the
    # scope's workflow ("IS NOT: returns handling at any other site"), the scope's "only" told again
    other_place: Pattern = re.compile(r"(?!)")
    # the scope told over more than its one site: every site, the company as a whole, the rest after it ("at every
    # depot", "на всех площадках", "所有站点", "then the rest"); and the site named as where it begins, before the site
    # (`first_site`, matched at the end of the words before it: "starting with the", "начиная с", "先从") or after it
    # (`site_first`, matched at the start of the words after it: "… first", "… для начала", "…先行"): beside the
    # scope's workflow and site, the "only" of the source is contradicted
    widened: Pattern = re.compile(r"(?!)")
    # another place or unit joined to the site right after it ("Y and its satellite offices", "Y plus the Lisbon
    # depot", "Y和各办公室", "Y, а также его филиалы"): matched at the start of the words after the site, the scope
    # told beyond its one site (the company named beside the site, "Y of Norrvik Logistics", joins nothing)
    joined_site: Pattern = re.compile(r"(?!)")
    # the words setting what follows aside for what the sentence then says ("instead of", "rather than", "вместо",
    # "而非"): a widening after them is denied ("Instead of a network-wide rollout, X covers Y only")
    instead: Pattern = re.compile(r"(?!)")
    # a ranking ("the largest in the company", "在全公司最大", "самый большой в компании"): the company or the sites
    # beside it are what the site is compared with, no reach of the scope (a reason for the site, one addition)
    ranked: Pattern = re.compile(r"(?!)")
    first_site: Pattern = re.compile(r"(?!)")
    site_first: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the notes' paragraphs ("three paragraphs deal with the
    # pilot"): a remark on the material, no claim of the pilot, when it counts the paragraphs the pilot's facts are in
    paragraph_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of a talk's speakers, in a transcript's title ("Call notes,
    # two speakers", "расшифровка, два собеседника", "两人通话记录"): the talk's own, no claim of the pilot
    # the word for the brief's headings after a count ("the five brief headings", "пять разделов", "五个标题"): the
    # request's own sections counted, no count of the pilot
    heading_count: Pattern = re.compile(r"(?!)")
    speaker_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the pilot's dates ("两个日期", "the two dates"): a remark
    # on the facts, no claim of its own, when it counts the dates the source gives
    date_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the brief's own options ("two options", "两个方案", "два
    # варианта"): the comparison's layout, no value of the pilot
    option_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the pilot's stages ("these two stages", "два этапа"): a
    # remark on the source's own work items, no addition, when it counts them
    stage_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the pilot's sites ("1 site", "1 площадка", "一个站点"): the
    # scope names one site, so a count of one restates it, no value of its own
    site_count: Pattern = re.compile(r"(?!)")
    # a count standing for things the brief has just named, no noun of its own: a demonstrative right before it
    # (`count_back_before`, matched at the words' end: "these", "эти", "这") and, right after it, no noun or a word
    # for things in general (`count_back_after`: "keep these two apart", "эти два не путать", "这两项要分开"); it counts
    # the source's own work items or dates, no number of the pilot (`additions._counted_back`)
    count_back_before: Pattern = re.compile(r"(?!)")
    count_back_after: Pattern = re.compile(r"(?!)")
    # a set phrase holding a number word that counts nothing ("in two words", "в двух словах", "三言两语"): the brief's
    # way of putting it short, no count of the pilot
    number_idiom: Pattern = re.compile(r"(?!)")
    # the words right after 30 that make it the days of a month a budget is split over ("a 30-day month", "按每月30天折算",
    # "на 30-дневный месяц"): a unit of the computation, no count of its own
    per_month_days: Pattern = re.compile(r"(?!)")
    # the word for months by a length of time ("3 calendar months", "整3个月"): a count of months is a length only with it
    month_unit: Pattern = re.compile(r"(?!)")
    # the word for weeks by a length of time ("about 13.3 weeks"): a count of weeks is a length only with it
    week_unit: Pattern = re.compile(r"(?!)")
    # the word for days by a length of time ("74 days", "共计108天"): a count of days is a length only with it
    day_unit: Pattern = re.compile(r"(?!)")
    # the word for a share of a whole by an amount ("half of it", "половина", "一半"): a share of the budget only with it
    share_word: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of questions ("three questions", "пять вопросов"):
    # the brief's own questions, no claim of the pilot, when the brief asks at least that many
    question_count: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it the brief's own length, the request told back ("under 80 words", "до
    # 80 слов", "80字以内"): the answer's form, no count of the pilot
    text_length: Pattern = re.compile(r"(?!)")
    # the words right after a count that make it a count of the brief's own points, ending the phrase ("in three
    # bullets:", "в трёх пунктах:", "分三点说"): the answer's form, no count of the pilot, when as many lines follow
    own_points: Pattern = re.compile(r"(?!)")
    # words setting a second value of a fact against the first in one sentence, as another account of it ("although
    # elsewhere in my notes I have it starting on 18 May", "(some notes say 25 May)"): one fact, two values
    other_value: Pattern = re.compile(r"(?!)")
    # the words after a fact's name that say its value holds, before the value ("End date stays at", "Дата окончания
    # остаётся"): the fact's field given again
    value_kept: Pattern = re.compile(r"(?!)")
    # words after a second amount in the budget's own sentence that make it a part of the budget, not a second value
    # ("但其中20,000欧元用于培训")
    part_of: Pattern = re.compile(r"(?!)")
    # a part of the budget put to a use, told beside the budget ("About CHF 10,000 of the budget is held back as
    # contingency", "其中大约一半会用于培训", "из них около трети отложено на обучение"): the words putting it to the use
    # (`budget_use`) and the words naming it a part (`budget_share`, with `share_word`): one addition, no second value
    budget_use: Pattern = re.compile(r"(?!)")
    budget_share: Pattern = re.compile(r"(?!)")
    # the words around an item that name it only as the time of another step ("a workshop after the interviews",
    # "после интервью", "访谈结束后"): before the item (`reference_before`, matched at the words' end) or right after it
    # (`reference_after`); such a mention tells nothing of the item's own stage
    reference_before: Pattern = re.compile(r"(?!)")
    reference_after: Pattern = re.compile(r"(?!)")
    # the item named as what has results to pass on ("share the results of the X", "разослать результаты X", "分享X的
    # 结果"): before the item (`results_before`, matched at the words' end) or right after it (`results_after`); the
    # plan is the sharing's, and results tell the item is done
    results_before: Pattern = re.compile(r"(?!)")
    results_after: Pattern = re.compile(r"(?!)")
    # the item named as finished, the object of a new step ("demo the finished X", "показать готовую X", "演示已搭好的X"),
    # matched at the words' end before the item: the step is new work of its own, and the item is done
    finished_before: Pattern = re.compile(r"(?!)")
    # a clause opening with a word that points back at one of the work items just listed ("the first", "the latter",
    # "前者", "第二项", "последний"; group `first`, `second`, `third` or `last` says which): its stage or exclusion is
    # said of that item
    item_ordinal: Pattern = re.compile(r"(?!)")
    # a clause opening with a pronoun standing for one thing ("It", "它", "Она"): after a sentence naming one work item
    # and nothing of its stage, what it says is said of that item
    item_pronoun: Pattern = re.compile(r"(?!)")
    # the writer denying the statement after it ("it is not true that", "it is not that", "нельзя сказать, что",
    # "неверно, что", "并非", "不是说"): an exclusion after it is denied, the item in scope; a negated one after it
    # (a double negation, "it is not that X is not excluded") excludes it
    denial: Pattern = re.compile(r"(?!)")
    # a question choosing between a word and its negation, the word told twice ("算不算", "在不在", "包不包括"): its
    # negation asks, it excludes nothing; group `w` is the word
    either_or: Pattern = re.compile(r"(?!)")
    # an "only" told by denying every other place or thing ("and at no other site", "and nowhere else", "и больше
    # нигде", "不涉及其他任何地点"): it restricts the scope to what it follows, it excludes nothing named
    none_other: Pattern = re.compile(r"(?!)")
    # the same "only" told by pointing at the place just named ("and only there", "только там", "只在这一处进行"): the
    # scope's "only" told again, no claim of its own
    only_here: Pattern = re.compile(r"(?!)")
    # a word that names no one thing but the others or all ("other", "anything", "the rest", "其他", "остальные"): an
    # exclusion said of such words ("everything else is out of scope") names no item in the source's item's stead
    unnamed_other: Pattern = re.compile(r"(?!)")
    # a tally of the work items by stage ("one finished task", "one further task still ahead"; the count in group `n`,
    # the stage in group `done` or `ahead`): where it counts the source's own items, a restatement, no progress claim
    # (the count may come after the stage or before it, in groups `n2`, `done2`, `ahead2`, `out2`; `out` counts the
    # excluded items: "1 тема явно исключена")
    item_tally: Pattern = re.compile(r"(?!)")
    # a length of time in weeks and days ("七周", "八周零一天", "57天"; groups `weeks`, `days`, or `only_days` alone): where
    # it is exactly the span between two of the source's dates, a true remark on them, no added number
    span_length: Pattern = re.compile(r"(?!)")
    # a length of time of one unit, or one and a half, told roughly or set against a fact's date ("about a month before
    # the start", "总时长约一个半月", "примерно за месяц до старта"; unit group `months` or `weeks`, group `half` for the
    # half, a group named from `over` or `more` for "a little over", "一个多月"): no number word the number readers see,
    # so it is checked here against the gaps between the facts' dates
    rough_length: Pattern = re.compile(r"(?!)")
    # the stage a reader is told not to take an item for ("should not be treated as under way", "不应视为进行中", "не
    # следует считать начатым"; part of `stage_negation`): however many words, one stage said again
    stage_not_taken: Pattern = re.compile(r"(?!)")
    # a remark after a stage item, in its sentence, that says the stage again in the writer's words and no more ("so
    # that box is ticked", "that is the work still ahead of us", "这是目前唯一完成的事项", "别把它当成已经在做的工作",
    # "это единственный завершённый пункт"): the item's fact grades the stage, the remark adds nothing
    stage_echo: Pattern = re.compile(r"(?!)")
    # the unit right after a count in number words, with its half and its "more" ("two weeks", "七周半", "两个多月",
    # "семь недель с половиной"; unit group `months` or `weeks`, groups named from `half` and `over`): a length the
    # number readers leave to the same check as a rough one; and the "more than" before the count ("over two weeks",
    # "超过两周", "больше двух недель")
    length_after: Pattern = re.compile(r"(?!)")
    length_over_before: Pattern = re.compile(r"(?!)")
    # a negation taking back a pending or planned state, said with the state's word ("no longer pending", "not
    # outstanding", "is not waiting any more", "不再待审批", "已不是计划中的事", "больше не ожидается", "уже не в очереди"): the
    # state it names is over, so its words are no pending or planned cue (what the item or approval is now is told
    # beside it: "not outstanding any more: done", "不再待审批——已批准")
    state_denied: Pattern = re.compile(r"(?!)")
    # a stage denied at the end of the clause naming the item, its correction in the next clause ("X — уже не планы,
    # а сделанная работа", "X is no longer a plan, but done work"): the denied stage is not the item's, the next
    # clause says what it is
    stage_denied_end: Pattern = re.compile(r"(?!)")
    # a negation over every other thing but the one it names, in group `kept` ("no workflow other than X", "никакие
    # процессы, кроме X, не входят", "除了X以外，其他都不…"): X is the one kept in, not excluded
    all_but: Pattern = re.compile(r"(?!)")
    # an instruction forbidding the reader to say or treat something as so, opening a clause ("Don't tell colleagues
    # X has started", "不要说X已经开始", "Не считайте X готовой"): the words after it up to the statement's end are what
    # must not be said, the opposite of a claim (`instructions.forbidden_statement`)
    prohibited_say: Pattern = re.compile(r"(?!)")
    # a threshold's word right before an amount ("spend above CHF 5,000", "расходы свыше 5 000 CHF", "超过5,000英镑的支出")
    # or, in `threshold_after`, right after it ("5,000英镑以上的支出"): a limit in a spending rule, no value of the budget
    threshold: Pattern = re.compile(r"(?!)")
    threshold_after: Pattern = re.compile(r"(?!)")


@dataclass(frozen=True)
class Layout:
    """How a brief is cut: list labels, headings, the Sources section, sentence and clause ends."""

    labels: tuple[tuple[str, Pattern], ...]  # label name -> the normalised label text it matches
    known_headings: tuple[str, ...]
    sources_sections: frozenset[str]
    clause_split: Pattern
    abbreviations: Pattern  # a dot after these does not end a sentence
    month_ahead: Pattern  # "16. August": a dot after a day followed by its month
    # words (in Chinese: characters) that carry no content, left out when a claim's words are compared with the
    # source's (kvtrial.facts.alignment)
    function_words: frozenset[str] = frozenset()
    # words naming the brief itself or how it is passed on (notes, minutes, a call, a summary): a claim using one
    # is about the document, not the pilot (stems of five letters; in Chinese, words)
    document_words: frozenset[str] = frozenset()
    # words naming a part of the brief ("Slide", "Section", "Phase", "Слайд"): the number after one at a line's start
    # numbers that part ("Slide 2 - Status"), it is no value (stems of five letters)
    part_words: frozenset[str] = frozenset()
    # a line told under a supposition: a scenario's label or a condition leading it ("Scenario 2:", "If the board
    # approves:", "Сценарий 1:", "如果…："), or a counterfactual ("had the file said …"); what follows on it is what
    # would happen, not a claim of the pilot's own unless it brings something new
    scenario: Pattern = re.compile(r"(?!)")
    # a short section label told as a sentence of its own ("Input data.", "Исходные данные.", "基本信息。"): a heading
    # over what follows, never a claim
    section_label: Pattern = re.compile(r"(?!)")
    # a period's label in a timeline, a week-by-week plan or a text Gantt chart ("W3", "Q3", "Wk 2-5", "第2周",
    # "нед. 5"): its number names a column or a row, no count; `axis_month` a month told by its number only ("2月"),
    # a column header where a line holds only such labels ("2月    3月    4月")
    period_label: Pattern = re.compile(r"(?<![^\W_])(?:W|KW|Q|H)\s?\d{1,2}(?:\s*[-–]\s*\d{1,2})?(?![^\W_])")
    axis_month: Pattern = re.compile(r"(?!)")
    # how an answer opens when it affirms or denies its question ("Yes", "No", "是", "否", "Да", "Нет"): the state of
    # a Q&A pair or a yes/no field is in its answer, the question only says what it is about
    yes: Pattern = re.compile(r"(?!)")
    no: Pattern = re.compile(r"(?!)")
    # a remark that the material is silent on something ("the file does not name a lead", "资料未说明", "в документах
    # не указано"): it claims nothing of the pilot, so it is no addition
    source_silent: Pattern = re.compile(r"(?!)")
    # a question asking where the brief's facts come from, in words, not by the Sources' name ("Where does this come
    # from?", "信息出自哪里？", "Откуда эти сведения?"): its answer is the Sources list
    asks_sources: Pattern = re.compile(r"(?!)")
    # the contrast after such a remark ("…, but X will take it on", "…, но …", "…，但…"): what follows it is a claim of
    # its own, read apart from the remark (`alignment._after_silence`)
    silence_turn: Pattern = re.compile(r"(?!)")
    # what follows such a contrast when it only guesses that the gap may be filled ("…, but that may come later",
    # "…, но, возможно, это уточнят позже", "…，不过之后可能会补上"): the gap its subject, a possibility its verb — talk
    gap_guess: Pattern = re.compile(r"(?!)")
    # what a sentence asserts happened or will happen to its subject, its verb in group `verb` ("the supplier was paid",
    # "поставщику заплатили", "供应商已付款"): a verb the source never uses makes a short sentence a claim of its own,
    # whatever its other words share with the source (`alignment._new_predicate`); a negated verb ("the board has not
    # decided") tells no event
    event_predicate: Pattern = re.compile(r"(?!)")
    # people or things said to appear only in the notes' background ("mentioned only in the background paragraphs",
    # "упоминаются только в фоновых заметках", "只在背景段落中出现"), in a claim going on to nothing else after a "but":
    # it restates where the notes put them, no claim of the pilot (`alignment._says_nothing`)
    background_only: Pattern = re.compile(r"(?!)")
    # a topic listed under such a remark, told as an indirect question ("Who leads the pilot day to day.", "Whether
    # anything follows", "Кто отвечает", "是否延期"): what the notes leave open, no claim (`alignment._silent_topic`)
    silent_topic: Pattern = re.compile(r"(?!)")
    # a model's check of its own answer opening a line ("Double-checking the budget:", "Self-check:", "自检：",
    # "Проверка:"): the ticked points under it restate the facts or the brief's form, no claim of their own; a value
    # or an invented claim in it is still read (`alignment._framing`)
    self_check: Pattern = re.compile(r"(?!)")
    # a listed entry that says an item exists without naming it ("the notes list one item that is planned",
    # "第[2]段提到，有一项工作…", "этап, который ещё не начат"): it names no item, so an omitted fact's list line holding
    # only it is no item in other words (`additions.unsupported_additions`)
    unnamed_item: Pattern = re.compile(r"(?!)")
    # a clause opening by saying again what the one before it gave ("that is, the day the pilot starts", "也就是试点开始
    # 当天", "то есть в день старта"): with few words of its own after it, it restates, no claim (`alignment`)
    restatement: Pattern = re.compile(r"(?!)")
    # a thing set before the pilot's start ("before the start", "ещё до старта", "在试点开始之前"): said of the approval, the
    # order of the source's approval and start dates, told again where they bear it out (`brief_rules`)
    before_start: Pattern = re.compile(r"(?!)")
    # what a pending approval is expected to come to, or its decision still awaited, told after the approval it follows
    # ("…, expected to go through", "…，预计会获得通过", "…, ожидается, что его утвердят"): that approval's own state told on,
    # no claim of its own (`alignment`)
    approval_outlook: Pattern = re.compile(r"(?!)")
    # the question word opening a FAQ's, an announcement's or a handover note's question written as a heading, with no
    # question mark ("What is already done", "Что уже сделано", "Сколько стоит", "Что тебе нужно будет сделать."): a
    # short line of its own, it heads the lines under it and claims nothing (`segments.question_heading`)
    question_head: Pattern = re.compile(r"(?!)")
    # a formal text's reference to one of its own parts by number: a clause, section, article, schedule, annex or
    # recital ("as set out in clause 3.2", "Schedule 1", "第2.1款", "附件1", "п. 2.1", "Приложение 1", "Разделы 1–3"),
    # or the part's own number in its heading ("第1条 期限"): the numbers name parts of the text, no values (a `§`
    # before them reads so in every language, `additions._part_number`)
    part_ref: Pattern = re.compile(r"(?!)")
    # the words a pending approval is told again in, beside its body and pending word: the time up to it ("until",
    # "在此之前", "до этого момента"), its manner ("formally", "正式", "формально"), its staying so ("remains", "仍然",
    # "остаётся") and a concession that other facts are set ("even though … already", "虽然…已经", "хотя … уже")
    # (`alignment._pending_again`: a sentence of these words only tells the pending state again)
    pending_frame: Pattern = re.compile(r"(?!)")
    # a pointer back to the approval just told, opening a clause ("until then", "在此之前", "до этого момента"): the
    # clause is about that approval, whose body it need not name again
    pending_back: Pattern = re.compile(r"(?!)")
    # words naming the material or the brief itself, not the pilot: the notes, their paragraphs, records and
    # background, this brief and its sections, its reader ("the notes", "three paragraphs", "this brief", "a reader",
    # "笔记", "档案记录", "записи", "абзац", "читатель"): a sentence holding one and nothing of the pilot (no value, item,
    # person, state, condition or view of the writer's own) is the writer's remark on the material, no claim
    # (`alignment.remarks_on_material`)
    material_words: Pattern = re.compile(r"(?!)")
    # the material as a document handled: given to the writer, or still to go to its readers ("the paragraphs
    # provided", "before the brief is shared", "所提供的笔记", "перед рассылкой"): it names the material, and its verb
    # ("provided", "is shared") is no condition and no done stage of the pilot (`alignment.remarks_on_material`)
    material_handled: Pattern = re.compile(r"(?!)")
    # a request to the reader to check a figure of the brief, and with whom ("so confirm the budget with finance",
    # "请…与财务核对预算", "сверьте бюджет с финансами"): the brief's figure handled, no budget or step of the pilot
    # (`alignment.remarks_on_material`; "finance must approve the budget" is none: it says what the pilot's people do)
    verify_request: Pattern = re.compile(r"(?!)")
    # a remark that someone is not the approver, or that there is no second one ("no second approver", "都不是批准人",
    # "не является утверждающим лицом"): it denies a party the approver's part, never the approval itself
    approver_denied: Pattern = re.compile(r"(?!)")
    # the writer's remark that it left a fact out of the answer ("I left it out", "我就没放进去", "я не стал это
    # включать"), and the reason such a remark gives, that the fact is of no use to the reader ("not relevant on
    # site", "现场用不上", "на складе не нужно"): in a sentence holding the remark, the reason's negation denies no
    # approval; the fact named is the one left out (`brief_rules._read_own_states`)
    left_out: Pattern = re.compile(r"(?!)")
    not_needed: Pattern = re.compile(r"(?!)")
    # the pilot's approval told in passing with a pronoun for its party, in a phrase naming the pilot ("the pilot she
    # signed off", "他签批的这个试点", "утверждённый им пилот"): after the approval is told, that approval again, no
    # second one
    approver_pronoun: Pattern = re.compile(r"(?!)")
    # a memo's address lines ("To:", "From:", "Subject:", "收件人：", "Кому:"): how the brief is passed on, no claim
    # (a transcript's title or source line too, whole: "Voice memo (auto-transcribed)", "电话记录（转写稿）",
    # "Расшифровка звонка")
    memo_header: Pattern = re.compile(r"(?!)")
    # a minutes' title line ("Minutes: …", "Протокол встречи …", "…会议纪要") and the header fields under it (date,
    # attendees, chair, note-taker): together they tell one meeting, one addition whatever lines it has
    minutes_title: Pattern = re.compile(r"(?!)")
    minutes_field: Pattern = re.compile(r"(?!)")
    # a note on how the brief writes its dates or amounts ("dates written day.month.year, months in Roman numerals",
    # "даты в порядке месяц/день/год", "日期格式：日/月/年"): the reader's key to the notation, no claim of the pilot
    # (read only in a claim with no digit: a date or amount beside it is a value)
    notation_note: Pattern = re.compile(r"(?!)")
    # a legend's label opening its line, with its colon ("Legend:", "Key:", "图例：", "说明：", "Обозначения:"): followed
    # by status marks and their meanings ("Legend: ✅ done · ⏳ planned"), the reader's key to the marks, no claim
    # (`legend.legend_read`)
    legend: Pattern = re.compile(r"(?!)")
    # a dialogue's own opening or closing line about the talk itself ("Let's go through the dates", "That's all for
    # today", "先对一下时间", "今天就到这里", "На сегодня всё"): how the talk goes, no claim of the pilot
    talk_frame: Pattern = re.compile(r"(?!)")
    # a hesitation said between two commas ("the Madrid office, uh, is not part of it", "马德里销售办事处，呃，明确不算在
    # 里面", "офис в Мадриде, э-э, не входит"): no word of the sentence, which reads on across it (`fillers.fillers_blanked`)
    filler: Pattern = re.compile(r"(?!)")
    # a transcript's speaker label, its word for a speaker with the speaker's number or letter ("Speaker 2",
    # "SPEAKER_02", "Спикер А", "说话人1", "甲"): opening a turn's line before its colon, no word of the brief
    speaker: Pattern = re.compile(r"(?!)")
    # a chat export's marks for its two sides, each a whole speaker mark before its colon (`speakers.chat_turns`): the
    # user's ("User", "You", "Вы", "我", "用户") and the assistant's ("Assistant", "AI", "Bot", "ИИ", "助手"); and the
    # marks of a question and its answer ("Q"/"A", "问"/"答", "В"/"О"), a chat's only where one of its questions asks
    # nothing (a request, "Q: shorter please"): an FAQ's questions all ask
    # a reasoning model's visible thinking, shown before its answer (`facts.thinking`): a line opening it that a later
    # line closes ("Thinking...", "**Reasoning:**", "Рассуждение:", "思考过程："), the line closing it or opening the
    # answer ("...done thinking.", "**Answer:**", "Ответ:", "Итог:", "回答："), and a front-end's note of a thinking
    # shown collapsed or expanded under it, with no closing line ("▸ Thought for 12 seconds", "已深度思考（用时 8 秒）")
    thinking_open: Pattern = re.compile(r"(?!)")
    thinking_close: Pattern = re.compile(r"(?!)")
    thinking_note: Pattern = re.compile(r"(?!)")
    # the name of a tag around the thinking ("<think>", "<размышления>", "<思考>"), the whole name
    thinking_tag: Pattern = re.compile(r"(?!)")
    chat_user: Pattern = re.compile(r"(?!)")
    chat_assistant: Pattern = re.compile(r"(?!)")
    chat_question: Pattern = re.compile(r"(?!)")
    chat_answer: Pattern = re.compile(r"(?!)")
    # a chat export's count of its own messages, the count in group "n" ("Chat export · 8 messages", "Экспорт диалога ·
    # 8 сообщений", "对话导出 · 8条消息"): it counts the export's turns, no value of the pilot (`speakers.chat_turn_count`)
    message_count: Pattern = re.compile(r"(?!)")
    # an issue tracker's own field of a ticket, its label before the colon ("Type", "Labels", "Статус тикета", "标签"):
    # what kind of ticket it is and how it is filed, no claim about the pilot; a line of such fields only ("Type: Task ·
    # Labels: pilot, kestrel") is the tracker's (`context.ticket_read`). A priority is none: it judges the pilot's
    # weight, which the source does not ("Priority: High" is an addition)
    tracker_field: Pattern = re.compile(r"(?!)")
    # a ticket's heading over its history of state changes, the whole line but its colon ("Status history", "История
    # статусов", "工单流转记录"): the tracker's, no claim (`context.ticket_read`)
    history_heading: Pattern = re.compile(r"(?!)")
    # a log line saying only that the log's own run ended ("import finished", "импорт завершён", "导入完成"): the
    # log's, no claim of the pilot (`log_lines.log_lines_read`)
    log_run_end: Pattern = re.compile(r"(?!)")
    # the word a board's or a file's export stamp opens with ("exported", "export", "выгрузка", "导出于"): the date and
    # time right after it say when the file was written, no date of the pilot (`boards.board_read`)
    export_stamp: Pattern = re.compile(r"(?!)")
    # one reply a calendar invite offers its guest ("Accept", "Tentative", "Decline", "Принять", "Под вопросом", "接受"):
    # a line of two or more of them only, parted by bars or slashes, is the calendar's buttons (`context.invite_read`)
    invite_reply: Pattern = re.compile(r"(?!)")
    # what an assistant says to the reader around a brief, by its form: an offer or a wish in the first or second
    # person ("I can put this in a table", "希望对你有帮助", "Надеюсь, это поможет"), or a remark pointing at the source's
    # other paragraphs or at where the citations are: framing, no claim about the pilot
    addressed: Pattern = re.compile(r"(?!)")
    # a list's value that only points to another part of the brief ("Planned: see Done.", "Запланировано: см. Сделано.",
    # "计划：见已完成"): no item and no stage of its own (`additions.unsupported_additions`)
    cross_reference: Pattern = re.compile(r"(?!)")
    # a letter's salutation opening a line ("Hi Maria, quick update:", "Привет, Мария!", "玛丽亚你好："): the reader
    # greeted, no per-person view's heading over the lines under it (`person_roles.heading_role`)
    salutation: Pattern = re.compile(r"(?!)")
    # the writer's words about the message itself, its sending and the house habit it follows ("I'm sending this as",
    # "присылаю", "у нас так принято", "按公司习惯", "发给你"): with them aside, a remark whose words retell a background
    # paragraph ("Присылаю письменной сводкой, а не цепочкой писем — у нас так принято.") is no claim of the pilot
    message_remark: Pattern = re.compile(r"(?!)")
    # a recap's heading ("Ключевые выводы", "Key takeaways"): its items sum up what the brief told above, so a word
    # of their own beside the source's ("узкий", "ждёт") restates; two or more claim something new
    recap: Pattern = re.compile(r"(?!)")
    # the other side of a comparison, marked as no part of this pilot (last year's trial, another team's project, an
    # option kept only for discussion): `other_side` anywhere in a clause ("not this pilot", "不是本试点", "не этот
    # пилот"); `other_party` also in a table's column heading, a line's label or a bracketed aside ("another team",
    # "другая команда", "另一团队"); `not_named` the negation that, before the pilot's own name, marks another
    # ("not Kestrel", "не «Марлин»", "非杜松试点"): that side's values are none of the brief's (`compared`)
    other_side: Pattern = re.compile(r"(?!)")
    other_party: Pattern = re.compile(r"(?!)")
    not_named: str = r"(?!)"
    # one of the brief's own options, by its name ("Option A", "Вариант Б", "方案甲"): a clause naming it speaks of the
    # comparison, not of the pilot (`alignment._further_clauses`)
    option_name: Pattern = re.compile(r"(?!)")
    # a heading or a line label of an assessment's weak side (a SWOT's Weaknesses and Threats, a list of cons or
    # risks: "Threats", "劣势（W）", "Угрозы (T)"): what is listed under it is a claim of its own about the pilot, so a
    # line naming the site or the workflow in new words ("the summer holidays may leave the Lyon desk short of
    # staff") is no restatement of the scope (`alignment`)
    weak_side: Pattern = re.compile(r"(?!)")
    # a table's header cell naming a column of risks or concerns ("Risk", "Concern", "Риск", "关注点"), and what a row under
    # it says may go wrong ("may not be ready", "могут не успеть", "可能出现超支"): such a row is the writer's own risk, one
    # claim however many dates or figures it names (`alignment.risk_rows`)
    risk_column: Pattern = re.compile(r"(?!)")
    risk_effect: Pattern = re.compile(r"(?!)")
    # a failure the writer foresees under a condition ("if one fails", "一旦出故障", "если один сломается"): with
    # `risk_effect`, what a contrast after a fact says may go wrong with it (`alignment._risk_turn`)
    failure_if: Pattern = re.compile(r"(?!)")
    # a commentary line's label ("Comment:", "点评：", "Комментарий:"): the line is read as a sentence of its own,
    # restating the facts (no addition) unless its words say something new ("the main risk is ...")
    commentary: Pattern = re.compile(r"(?!)")
    # a list label naming work under way ("Doing", "进行中", "В работе"), read as a board's column heading: the items
    # under it are in progress (English's words are the data keys' table: data_keys.IN_PROGRESS_KEYS)
    in_progress: Pattern = re.compile(r"(?!)")
    # a board's column of work not begun that no list label names elsewhere ("Сделать", "К выполнению"): planned
    to_do: Pattern = re.compile(r"(?!)")
    # a data entry's keys in the language's own words, lower case, as the data keys' table holds English's
    # (data_keys.ITEM_KEYS, STATE_KEYS): an entry's own name ("название", "事项") and the state of its work item
    # ("состояние", "статус", "状态"), which says that item's stage on the line under it ("- название: X" /
    # "  состояние: завершён")
    item_keys: frozenset[str] = frozenset()
    state_keys: frozenset[str] = frozenset()
    # a key giving a person's role or title ("роль", "должность", "职务"), as data_keys.APPROVER_ROLE_KEYS in English
    role_keys: frozenset[str] = frozenset()
    # a clause giving the consequence of the one before it in its sentence ("…较短，收集到的数据可能不足以支撑结论"): one
    # claim with it (a risk and what it may lead to), never a second addition
    consequence: Pattern = re.compile(r"(?!)")
    # a connective leading to what follows from the clause before it ("…, so we leave them out", "…, поэтому …",
    # "…，所以…"): that clause is the cause of what follows
    hence: Pattern = re.compile(r"(?!)")
    # a clause that only leads into the one after it ("需要留意的是，…", "值得注意的是"): one claim with it
    lead_in: Pattern = re.compile(r"(?!)")
    # a topic or frame phrase with no verb of its own before the clause it introduces ("For a pilot of this size, …",
    # "Given the scope, …", "对…来说，…", "考虑到…，…", "С учётом …, …", "На мой взгляд, …"): part of that clause, never a
    # claim part of its own (matched alone, its comma cut off; a digit in it is a value the rules read)
    frame_lead: Pattern = re.compile(r"(?!)")
    # a reason, a purpose or a goal the writer gives ("so that it covers the peak", "цель пилота — …", "之所以…，是因为…",
    # "…，检查…情况" after a review it sets up): a claim of its own beside a fact it explains (two words new to the
    # source suffice), and one claim with the part it explains, its further parts with it (`alignment`)
    reason: Pattern = re.compile(r"(?!)")
    # a choice told with its cause ("(chosen because …)", "（选那边是因为…）", "(выбрали, потому что …)"): the notes never say
    # why the pilot's site or workflow was chosen, so such a reason is the writer's own, whatever its words
    chosen_reason: Pattern = re.compile(r"(?!)")
    # a sentence or an item opening on the writer's goal or risk ("Goal: cut …", "The main risk is that …", "Основной
    # риск — …", "主要风险是…"): a claim of its own, whatever fact it names as its topic (`alignment._opens_own_remark`)
    aim_or_risk: Pattern = re.compile(r"(?!)")
    # what the pilot was set up for, as a clause beside its name ("set up to cut …", "为了…而设立", "запущен, чтобы …"):
    # a motive the notes never give, a claim though it names the pilot (`alignment._motive`); the writer's own purpose
    # ("so you needn't reread the file") is none
    motive: Pattern = re.compile(r"(?!)")
    # the writer's or the team's own follow-up, arranged or promised: a meeting, a check-in, results to share ("I'll set
    # up a short check-in with …", "the team expects to share its first results …", "我这边已经和…约好下周二碰一次"): a
    # claim of its own however few its words, told with what it will do (one claim), never the brief's framing
    follow_up: Pattern = re.compile(r"(?!)")
    # an offer to tell, explain or walk through more on a call, at a meeting or in person, whole, in the writer's voice
    # and with no day, no date and no party but the reader ("Happy to walk you through it on a call", "расскажу при
    # встрече", "细节可以电话里再聊"): it sets no meeting, so it is said to the reader and no follow-up of the pilot
    meeting_offer: Pattern = re.compile(r"(?!)")
    # a closing call to write back, whole: on something in the message being off or not matching what the reader has,
    # the call to reply, ask or flag it, and the writer's promise to set it right ("If anything here doesn't match your
    # records, just reply and I'll correct it.", "如有出入请告知，我来更正", "Если что-то не сходится — напишите, поправлю"):
    # said to the reader (part of `addressed`), and its promise to correct the message is no follow-up of the pilot
    call_back: Pattern = re.compile(r"(?!)")
    # a meeting set for a time, in a next step, an action item or under a "next meeting" heading ("the next step is a
    # kick-off with the depot team in the first week of March", "Повторный разбор — через две недели после старта",
    # "三月第一周开启动会"): a claim of its own, the site or the item it names only who meets or its topic, and a length
    # of time it is set by (two weeks after the start) no figure computed from the facts that silences it
    meeting_set: Pattern = re.compile(r"(?!)")
    # a meeting of the team's own, held with or for its people ("a kick-off with the returns team", "встреча с
    # командой", "和退货团队开启动会"): set on a day before the pilot's start it is an event of its own, no second start
    # date, whatever its word ("kick-off"); the pilot kicking off itself ("the pilot kicks off on …") is the start
    team_meeting: Pattern = re.compile(r"(?!)")
    # a next step told as what comes next, in any mood ("The next step would be a kick-off with …", "Следующим шагом
    # было бы …", "下一步可以是…"): a claim of its own unless it names a work item of the source (the item's stage)
    next_step: Pattern = re.compile(r"(?!)")
    # a clause opening on a subject of its own, a role or a body, and its own verb ("采购主管还必须会签…"): a claim of its
    # own after a reason, a follow-up or a meeting set, not what they go on to say ("…，会上再确认进度")
    own_subject: Pattern = re.compile(r"(?!)")
    # a section heading's own numeral in the language's words, before its title ("四、下一步", "（二）风险"): no word
    # of the title (a numeral in digits is none already)
    section_numeral: Pattern = re.compile(r"(?!)")
    # a sentence opening on its cause ("Because it hasn't started, …", "Поскольку …", "因为…"): right after an added
    # claim in the same paragraph (a FAQ's answer, a risk), it gives that claim's reason, one addition with it
    because_opening: Pattern = re.compile(r"(?!)")
    # a task set in minutes or a list of next steps, opening on its verb with no one named ("Prepare and circulate the
    # plan for …", "Подготовить и разослать …", "整理并发送…"): new work of its own, whatever item it names as its topic
    action_item: Pattern = re.compile(r"(?!)")
    # a date given as a task's deadline: the words before it ("by 20 May", "до 20 мая", `due_before`, matched at the
    # end of the text before the date) or after it ("5月20日前", `due_after`, matched at the start of the text after)
    due_before: Pattern = re.compile(r"(?!)")
    due_after: Pattern = re.compile(r"(?!)")
    # a clause supposing what the one after it follows from, inside a sentence ("…，若对方排期紧张，可能…", "…, if the
    # vendor is late, …"), or saying only when it follows ("对接完成后，安排…", "once the integration is done, …"): one
    # claim with the clauses around it (a risk told with its condition, a step with its time), never a claim alone
    condition_part: Pattern = re.compile(r"(?!)")
    # the pilot's scope told by its shape, a count of one workflow and one site ("one workflow at one site",
    # "一个地点的一个流程", "один процесс, одна площадка"): a summary line restating the scope, no claim of its own
    scope_shape: Pattern = re.compile(r"(?!)")
    # a field label naming a further sign-off beside the pilot's own approval ("会签：财务部 ✔"), as the data keys'
    # "countersigned_by" does in English: with a party as its value, a second approval the source does not report
    second_signoff: Pattern = re.compile(r"(?!)")
    # a word of a department's further sign-off that is no approval word of the language ("会签", a countersign):
    # read only in a list's item beside the pilot's own pending approval ("[ ] 法务部会签"), one more sign-off
    listed_signoff: Pattern = re.compile(r"(?!)")
    # an approving body that no pool holds, named whole ("совет директоров", "правление"): a pending approval told as
    # waiting on it waits on another body than the source's
    other_body: Pattern = re.compile(r"(?!)")
    # a field label, a stage or an approval's state written in another European language around the brief's own item
    # names ("Erledigt: …", '"prévu": […]', "Goedgekeurd? Ja", "Nicht Teil des Piloten: …"): each word as the
    # language's own ("done", "planned", "approved", "y", "not"), no longer than the word it replaces
    # (`context.borrowed_as_own`); a brief written mostly in such a language is still not gradable
    borrowed: tuple[tuple[Pattern, str], ...] = ()
    # the same sign-off told as done by a party in a cell of the pilot's own approval row ("| <approver> | IT部门已会签 |"),
    # beside the language's approval words
    countersigned: Pattern = re.compile(r"(?!)")
    # a letter's closing formula on a line of its own ("Best regards,", "С уважением,", "祝好！"): the short lines after
    # it at the brief's end are the writer's signature, no claim
    closing: Pattern = re.compile(r"(?!)")
    # a field said empty, its whole value a word that nothing was noted ("Attendees: not recorded", "行动项：无新增"): the
    # document's own furniture, no claim
    field_empty: Pattern = re.compile(r"(?!)")
    # the whole value of a form's field nobody filled in ("TBD", "N/A", "—", "待定", "н/д"): the field states nothing
    # (`context.blank_fields`)
    field_blank: Pattern = re.compile(r"(?!)")
    # a form's own parts (`context.form_furniture`): its template's name with the version ("template v1.4"), an
    # instruction in brackets to whoever fills it in ("(tick what applies)"), a word naming a form in its title
    form_version: Pattern = re.compile(r"(?!)")
    form_instruction: Pattern = re.compile(r"(?!)")
    form_title: Pattern = re.compile(r"(?!)")
    # a heading opening the writer's own assessment ("Risks", "Concerns"), which the notes do not give: it claims one
    own_view: Pattern = re.compile(r"(?!)")
    # the writer's forecast of how the pilot will turn out, which the notes never give ("will be a great success",
    # "скорее всего, придётся продлевать", "肯定会很成功"): a claim of its own, even one naming the pilot or a figure
    # computed from its dates
    forecast: Pattern = re.compile(r"(?!)")
    # the pending decision foreseen, which the notes never give: what the deciding party will do ("the board is
    # expected to approve it", "комитет, скорее всего, одобрит", "委员会预计会批准"), or when the decision comes or must
    # come ("the decision has to land by the end of August", "решение должно быть принято до конца августа",
    # "须在8月底前作出决定"); the pilot's own approval told on in the passive ("expected to go through",
    # `approval_outlook`) is none (`additions._decision_outlooks`)
    decision_outlook: Pattern = re.compile(r"(?!)")
    # the writer's judgement of how the pilot goes or of the team's confidence, which the notes never give ("everyone
    # feels confident it lands on time", "Overall status: on course", "в команде уверены в успехе", "整体进展顺利"): a
    # claim, even one naming the pilot
    judgement: Pattern = re.compile(r"(?!)")
    # the opening of the clause giving what a belief holds, after the clause naming its holder ("the team is confident,
    # that …", "команда уверена, что …", "团队有信心，能…"): the holder and what it holds, one claim
    belief_content: Pattern = re.compile(r"(?!)")
    # what the writer foresees of the pilot's end from the judgement before it in the sentence ("Overall it goes well;
    # at this pace we should finish on time", "整体进展顺利，按目前节奏应该能按时收尾"): the judgement's own outlook, one
    # claim with it
    judged_outlook: Pattern = re.compile(r"(?!)")
    # a colour a status label takes ("Status: Amber", "状态：黄灯", "Статус: жёлтый"), the whole first word of its value:
    # a status of its own the notes never give, even where a bracket after it restates the approval ("(waiting on
    # approval)")
    status_colour: Pattern = re.compile(r"(?!)")
    # the part of it saying the pilot goes to plan ("on schedule", "идём по плану", "按计划推进"): a status of its own
    # however few its words, and no approval state ("по плану" is no planned approval)
    on_plan: Pattern = re.compile(r"(?!)")
    # the writer's view of whether the budget covers the work, which the notes never give ("more than enough",
    # "с запасом", "绰绰有余"): beside the budget, a claim of its own
    sufficiency: Pattern = re.compile(r"(?!)")
    # the writer's judgement of a fact of the pilot, its budget, timeline, scope or approval, as realistic, ambitious,
    # tight, generous, safe or risky ("the timeline is tight", "сроки сжатые", "时间有点紧"), which the notes never
    # give: a claim of its own however few its words, and though it also restates a length or a fact
    measure_view: Pattern = re.compile(r"(?!)")
    # the writer's judgement of a fact's size with the reason for it ("the budget is modest because …", "Бюджет
    # небольшой, потому что …", "预算不多，因为…"): a view the notes never give, a claim of its own however many of
    # the source's words the reason repeats
    reasoned_view: Pattern = re.compile(r"(?!)")
    # a revision's own line about the text, not the pilot, whole (each clause of it): its first version ("First
    # version.", "初稿。", "Первая версия."), an apology or thanks for the earlier text ("Sorry for the confusion.", "谢谢你的
    # 初稿。", "Приносим извинения"), a remark that the rest of it stands or is repeated ("Everything else stands",
    # "其余内容不变", "Остальные пункты сводки верны", "повторяем её целиком"), that the text may go out once corrected
    # ("按以上几处改完就可以发了。"), a count of the earlier text's mistakes ("The update contained two mistakes."), a reply's
    # lead into its points ("Going through it point by point:"): no claim, its numbers no values
    # (`alignment.revision_note`)
    revision_note: Pattern = re.compile(r"(?!)")
    # a remark on what a revision changed in a value of the text, its old form beside the new ("Approver's title
    # corrected to X (was Y)", "审批方由“X”改为“Y”", "Валюта бюджета: франки (в 1.1 стояли евро)"): naming a fact, it says which
    # fact's value changed, and that value is graded by the fact; the remark adds nothing of its own
    change_remark: Pattern = re.compile(r"(?!)")
    # a version of the text named by its word and number ("version 2", "Версия 1.2", "第2版", "2.0版"): the number names
    # the version, no value (a bare "v1.2", a changelog's "## [1.2]" and that number again elsewhere read so in every
    # language, `additions._version_numbers`)
    version_label: Pattern = re.compile(r"(?!)")
    # a word naming the brief's own medium, a deck, cards, a board or sticky notes, or how it was copied out ("slide",
    # "whiteboard", "transcribed", "Фото доски", "переписано", "便签", "抄录"): a line in brackets with one and no digit
    # is a transcriber's remark on the layout ("[photo of the whiteboard, copied out]"), and a title line with one
    # beside a version tag ("Cue cards for the stand-up (v0.3)") the deck's title, no claim (`claims.medium_note`)
    medium_word: Pattern = re.compile(r"(?!)")
    # a word saying what happened, in a heading ("Scanners installed", "Contract signed"): a heading that claims it
    heading_state: Pattern = re.compile(r"(?!)")
    # a narrative's own furniture (`alignment.story_frame`): a diary's or journal's entry heading ("Second entry.",
    # "Closing thought.", "Запись вторая.", "其二"), a letter's greeting, its lead-in that the friend asked what is new
    # and its sign-off ("Dear Ana,", "Ты спрашивал, что у нас нового.", "Твой Миша", "你的老同学"), the writer's
    # remark on their own writing or on the notes ("as the chronicler took up the pen", "это уже мои домыслы",
    # "档案里写得清清楚楚"): a clause of nothing else claims nothing of the pilot (an invented event or risk beside it
    # still does)
    story_frame: Pattern = re.compile(r"(?!)")
    # a creative or formal frame's own lines, whole (`alignment.story_frame`): a show's, recipe's or game's greeting
    # and sign-off ("Thanks for watching", "Приятного аппетита!", "感谢收看，下期再见"), a verse's remark on its own rhyme
    # ("a pilot in rhyme"), a comparison explaining what a pilot is ("it's like learning to swim in the shallow end",
    # "это как …", "就像…"), a formal text's operative words or preamble ("NOW THEREFORE the following are noted:",
    # "Стороны договорились о нижеследующем", "特此通知") and a numbered section heading naming only its topic ("三、经费安排。",
    # "Раздел 2. Бюджет"): the frame's furniture, no claim of the pilot. Matches hold no digit, so a value beside
    # them is still read; a judgement, risk, spend or invented step in the frame's words stays an addition
    creative_frame: Pattern = re.compile(r"(?!)")
    # a handover note's own lines, whole (`alignment.story_frame`): its title naming the note and its reader ("Handover
    # note – for the incoming team lead", "Передача дел"), a lead-in to its next part ("Before the project details, a
    # few things about how people work here", "Несколько практических мелочей.", "Теперь сам пилот.", "下面说试点本身。")
    # and its remark that what it told comes from the notes, to be checked against them ("Всё, что выше, взято из
    # записей…; сверяйтесь с ними"): the note's furniture, no claim of the pilot (a value or a claim beside it is read)
    handover_frame: Pattern = re.compile(r"(?!)")
    # a creative form's own words for a fact (`alignment.restated_in_form`): a game's, verse's, recipe's or horoscope's
    # name for the scope's limit ("the only playable quest", "no other process is touched", "Единственное подземелье",
    # "主线任务"), the approval as a gate or a boss ("the gate of approval", "批文到手"), a done item as an achievement,
    # a planned one as a locked side quest, an excluded one as a forbidden zone: with these words out, a clause whose
    # other words the source all holds restates its fact, no addition (a spend, a risk or a status in the same form
    # has words of its own and stays one). A group named `kept` holds words of the fact the form's words enclose ("主宫位只落在
    # X这一项": X), read as the rest is
    form_restatement: Pattern = re.compile(r"(?!)")
    # a creative form's numbered part: a game's level or save slot, a show's episode or scene ("Level 2", "save slot 2",
    # "[Уровень 1]", "第1关"): the number names a part of the form, no value (`additions._part_numbers`)
    form_part: Pattern = re.compile(r"(?!)")
    # a multiple-choice quiz's parts (`quiz.quiz_read`): the label of its answer key, matched at a line's start ("Answer
    # key", "Key:", "Ответы:", "Ключ", "答案："), its letters after it; a word marking one option inline as the keyed one
    # ("(correct)", "← верно", "（正确）"; the ticks ✔ ✓ ☑ are every language's); and the quiz's instruction to its
    # reader ("Choose one answer", "The key is at the bottom", "Выберите один вариант", "每题只有一个正确答案"):
    # how the quiz is taken, no claim
    answer_key: Pattern = re.compile(r"(?!)")
    keyed_mark: Pattern = re.compile(r"(?!)")
    quiz_instruction: Pattern = re.compile(r"(?!)")
    # a flashcard's side labels, opening a line ("Front:", "Back:", "正面：", "背面：", "Лицо:", "Оборот:"), and a card's
    # number ("Card 3", "【卡片3】", "Карточка 3"): where a front's line is followed by a back's, the card's furniture
    # (`instructions.card_furniture_blanked`); the front is the back's question, the back its answer
    card_front: Pattern = re.compile(r"(?!)")
    card_back: Pattern = re.compile(r"(?!)")
    card_number: Pattern = re.compile(r"(?!)")
    # a checklist item giving the reader a topic to learn ("remember what is done", "запомнить, что сделано", "记住哪些已
    # 完成"): an indirect question naming a topic, no claim of progress (`instructions.names_topic`)
    reader_topic: Pattern = re.compile(r"(?!)")

    @functools.cached_property
    def heading_word_meanings(self) -> Mapping[str, frozenset[str]]:
        """What each word of the headings, the Sources names and the list labels means (`segments.expand_abbreviation`):
        "excluded" (in "excluded items") the out-of-scope list, "sources" and "source" the Sources line. Read once
        per layout: a brief asks it of every short label."""
        names: dict[str, set[str]] = {}
        for heading in (h.lower() for h in self.known_headings):
            means = "sources" if heading in self.sources_sections else next(
                (name for name, p in self.labels if p.match(heading)), heading)
            for w in heading.split():
                names.setdefault(w, set()).add(means)
        for name, pattern in self.labels:
            for w in re.findall(r"[^\W\d_]{4,}", pattern.pattern):
                names.setdefault(w.lower(), set()).add(name)
        for w in self.sources_sections:
            names.setdefault(w, set()).add("sources")
        return {w: frozenset(m) for w, m in names.items()}


@dataclass(frozen=True)
class Language:
    code: str  # "en", "zh", "ru"
    name: str
    pools: Pools
    background: Background
    templates: Templates
    forms: Forms
    cues: Cues
    layout: Layout


def with_english_words(language: Language, english: Language) -> Language:
    """A language whose briefs may mix English into their lines ("Slide 2 — 资金与审批", "Vendor / owner: the notes do
    not say", "перевод руководств — planned, not started", "报关单 — out of scope"): its layout also reads English's words
    naming a part of the brief, English's remarks that the notes are silent and English's legend label ("Legend: ✅ …"),
    and its cues English's words for a stage, a stage's negation and an exclusion, beside its own (not English's
    "started", which its own rules would read apart from the negation before it)."""
    own, en = language.layout, english.layout

    def both(mine: Pattern, theirs: Pattern) -> Pattern:
        return re.compile(f"(?:{mine.pattern})|(?:{theirs.pattern})", mine.flags | theirs.flags)

    layout = dataclasses.replace(own, part_words=own.part_words | en.part_words,
                                 source_silent=both(own.source_silent, en.source_silent),
                                 legend=both(own.legend, en.legend))

    own_cues, en_cues = language.cues, english.cues
    cues = dataclasses.replace(own_cues, planned=both(own_cues.planned, en_cues.planned),
                               done=both(own_cues.done, en_cues.done),
                               stage_negation=both(own_cues.stage_negation, en_cues.stage_negation),
                               exclusion=both(own_cues.exclusion, en_cues.exclusion))
    return dataclasses.replace(language, layout=layout, cues=cues)
