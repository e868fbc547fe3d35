"""English: the material's words (pools, fact sentences, background), the forms of dates (5 May 2026, May 5th),
amounts (EUR 48,500, 48.5k euros) and citations ([3], para. 3), the cue words the grader reads and how a brief is
cut into clauses - the same shape as zh.py and ru.py; the generic code reads them from the `Language`."""

from __future__ import annotations

import datetime as dt
import re

from kvtrial.facts import parse
from kvtrial.facts.cues import (
    DEFERRED_EN,
    LABEL_HEAD,
    LABEL_TAIL,
    OTHER_VALUE_EN,
    OTHER_VALUE_RU,
    PLACEHOLDER_EN,
    PLACEHOLDER_MARK,
    RANGE_DASH,
    TEMPLATE_SLOT_EN,
    rx,
)
from kvtrial.facts.languages.data_keys import with_data_keys
from kvtrial.facts.languages.model import PART_NUMBERS, Background, Cues, Forms, Language, Layout, Pools, Templates
from kvtrial.facts.languages.numbers import english_word_numbers
from kvtrial.facts.pools import Item

# The word pools and sentence templates of the material (part of MATERIAL_VERSION, see kvtrial.facts.pools).
COMPANIES = ("Norrvik Logistics", "Calder Freight", "Brightwater Supply", "Halden Distribution", "Ostara Cargo")
PROJECT_NAMES = ("Kestrel", "Juniper", "Larkspur", "Marlin", "Osprey", "Heron")

# Scope: a workflow at a site.
PROCESSES = (
    Item("invoice matching", ("invoice",), "invoice matching"),
    Item("purchase order intake", ("purchase order",), "purchase order intake"),
    Item("returns handling", ("return",), "returns handling"),
    Item("shipment tracking", ("shipment",), "shipment tracking"),
    Item("spare parts ordering", ("spare part",), "spare parts ordering"),
    Item("container booking", ("container",), "container booking"),
)
SITES = (
    Item("Lyon warehouse", ("lyon",), "Lyon warehouse"),
    Item("Porto service centre", ("porto",), "Porto service centre"),
    Item("Gdansk depot", ("gdansk", "gdańsk"), "Gdansk depot"),
    Item("Leeds office", ("leeds",), "Leeds office"),
    Item("Tampere plant", ("tampere",), "Tampere plant"),
    Item("Valencia hub", ("valencia",), "Valencia hub"),
)
DONE_ITEMS = (
    Item("the migration of the test accounts", ("test account",), "test account migration"),
    Item("the installation of the barcode scanners", ("barcode", "scanner"), "barcode scanner installation"),
    Item("the review of the data-protection checklist", ("checklist", "data protect"), "data-protection checklist review"),
    Item("the setup of the sandbox environment", ("sandbox",), "sandbox setup"),
    Item("the interviews with the shift supervisors", ("interview", "supervisor"), "supervisor interviews", True),
    Item("the export of the historical order data", ("historical", "order data"), "historical order data export"),
)
PLANNED_ITEMS = (
    Item("the training of the front-line clerks", ("train", "clerk"), "clerk training"),
    Item("the integration with the label printers", ("label printer", "printer"), "label printer integration"),
    Item("the user satisfaction survey", ("survey",), "user satisfaction survey"),
    Item("the connection to the customer portal", ("portal",), "customer portal connection"),
    Item("the release of the mobile app", ("mobile app", "app release"), "mobile app release"),
    Item("the translation of the user guides", ("translat", "user guide"), "user guide translation"),
)
OUT_OF_SCOPE_ITEMS = (
    Item("the payroll system", ("payroll",), "payroll system"),
    Item("the night shift", ("night shift", "night-shift"), "night shift"),
    Item("the Madrid sales office", ("madrid",), "Madrid sales office", place=True),
    Item("warranty claims", ("warrant",), "warranty claims", True),
    Item("the legacy fax gateway", ("fax",), "legacy fax gateway"),
    Item("customs declarations", ("customs",), "customs declarations", True),
)
APPROVERS = (
    Item("Dana Whitfield (Head of Operations)", ("whitfield",), "Dana Whitfield"),
    Item("Marek Novak (Chief Financial Officer)", ("novak",), "Marek Novak"),
    Item("Ines Carvalho (Director of Logistics)", ("carvalho",), "Ines Carvalho"),
    Item("Oliver Brandt (Managing Director)", ("brandt",), "Oliver Brandt"),
    Item("Priya Raman (Head of Finance)", ("raman",), "Priya Raman"),
)
APPROVAL_BODIES = (
    Item("steering committee", ("steering committee",), "steering committee"),
    Item("investment board", ("investment board",), "investment board"),
    Item("works council", ("works council",), "works council"),
    Item("executive committee", ("executive committee",), "executive committee"),
)
CURRENCIES = ("EUR", "USD", "GBP", "CHF")

# the kinds of place or thing a word pointing back at the scope names ("that site", "this workflow"): no entity of its own
_POINTED = r"(?:site|location|place|office|hub|depot|plant|warehouse|cent(?:re|er)|facility|branch|workflow|process)\b"

# The words that name a thread's posts: an update (its word says nothing of the pilot), and a correction, an erratum,
# an edit or a reply. One spelling for the label a thread's line opens with (Cues.thread_label) and for a post's
# number, which points at a post and counts nothing (Layout.part_ref).
POST_UPDATE = r"upd|updates?"
POST_OTHER = r"corrections?|errat(?:um|a)|edits?|repl(?:y|ies)"

# ------------------------------------------------------------ fact sentences (one fact each)

START_SENTENCE = "The {project} pilot starts on {start}."
END_SENTENCE = "The pilot ends on {end}."
SCOPE_SENTENCE = "The pilot covers {process} at the {site} only."
BUDGET_SENTENCE = "The budget for the pilot is {currency} {amount}."
APPROVED_SENTENCE = "The pilot was approved by {approver} on {approval_date}."
PENDING_SENTENCE = "The pilot has not been approved yet: approval by the {body} is still pending."
DONE_SENTENCE = "{done_cap} {has} already been completed."
PLANNED_SENTENCE = "{planned_cap} {is_} planned but {has} not started yet."
OUT_OF_SCOPE_SENTENCE = "{out_of_scope_cap} {is_} explicitly out of scope and {is_} not part of the pilot."
FACT_PARAGRAPH_LEAD = "Note from the {project} pilot file."

# ------------------------------------------------------------ background (neutral, never a fact)

PEOPLE = (
    "Tomas Lindqvist", "Aylin Demir", "Peter Okafor", "Sofia Marchetti", "Jonas Berg", "Leila Haddad",
    "Hugo Ferreira", "Mei Tanaka", "Ruth Adeyemi", "Karl Vogel", "Nadia Rahimi", "Sean Gallagher",
)
DEPARTMENTS = (
    "customer care", "facilities", "legal", "quality assurance", "human resources", "communications",
    "IT support", "fleet maintenance", "health and safety", "procurement",
)
COLOURS = ("blue", "green", "grey", "yellow", "teal", "orange")
TOOLS = ("the shared wiki", "the team chat", "the ticket tracker", "the intranet", "the document archive")
PLACES = (
    "the canteen", "the main meeting room", "the reception area", "the quiet room", "the roof terrace",
    "the library corner", "the courtyard",
)
COUNT_WORDS = ("two", "three", "four", "five", "six", "several")
ADJECTIVES = ("friendly", "informal", "careful", "practical", "quiet", "steady")

BACKGROUND_SENTENCES = (
    "{company} grew out of a small family business that moved furniture between neighbouring towns.",
    "The founders chose the name because it sounded steady and was easy to spell on the telephone.",
    "Most employees describe the culture at {company} as {adj} and direct.",
    "The {dept} team sits next to {place}, which makes it easy to find them.",
    "{person} from {dept} is known for keeping meeting notes short and readable.",
    "New colleagues receive a welcome folder with a map of the building and a list of useful contacts.",
    "The walls of {place} are painted {colour}, a choice that staff voted on some years ago.",
    "Internal questions are usually answered in {tool}, where each department has its own page.",
    "The company prefers written summaries over long email threads.",
    "Meetings at {company} rarely last longer than half an hour, and many are held standing up.",
    "{person} keeps a small collection of old shipping maps in {place}.",
    "Visitors write their names in the guest book at the reception desk and wear a {colour} badge.",
    "The {dept} group meets once a week to share what they have learned from customer calls.",
    "Every department has {count} named contacts who answer questions from other teams.",
    "Staff can borrow books from a shelf in {place}, and nobody keeps a list of who has which.",
    "The canteen serves a vegetarian dish every day, and the soup recipes rotate with the seasons.",
    "{person} introduced a habit of writing one paragraph of context at the top of every document.",
    "Documents in {tool} follow a simple naming rule: department first, then topic, then author.",
    "The building has {count} floors, and the stairwell walls show photographs of early company trucks.",
    "Colleagues from {dept} often walk to lunch together when the weather is good.",
    "{company} sponsors a local football club, and some employees coach the youth teams.",
    "The company newsletter collects short stories from drivers, warehouse staff and engineers.",
    "Quiet hours in the open office are respected, and phone calls move to small booths.",
    "{person} maintains the glossary of internal abbreviations in {tool}.",
    "Most teams keep a whiteboard near their desks for sketches and reminders.",
    "The parking area has charging points for electric cars and a covered rack for bicycles.",
    "Feedback between teams is expected to be specific, kind and given in person where possible.",
    "The {dept} department writes its guidance in plain language and avoids legal jargon.",
    "A rotating group of volunteers looks after the plants in {place}.",
    "{company} encourages staff to spend an afternoon each quarter shadowing another department.",
    "The reception team keeps umbrellas for visitors who arrive in the rain.",
    "Long-serving employees remember when the whole company fit into one room.",
    "Questions about desk equipment go to {dept}, who keep a small stock of spare keyboards.",
    "Teams are free to choose their own tools, as long as documents end up in {tool}.",
    "{person} and {person2} organise an informal quiz evening for colleagues.",
    "The company logo shows a stylised compass drawn in {colour} and white.",
    "Emails to customers are written in a {adj} tone and carry the writer's full name.",
    "Hallway conversations are a common way to settle small questions quickly.",
    "The {dept} team publishes a short digest of useful tips in {tool}.",
    "Drivers often stop by {place} for coffee before heading out on their routes.",
    "Office plants, framed maps and a model ship give the entrance hall a calm feel.",
    "Teams are encouraged to write down decisions together with the reasons behind them.",
    "{person} believes that a good document should be readable by someone from another department.",
    "Bulletin boards near the lifts carry notices about sports groups and shared rides.",
    "The company library lends out books on logistics history, languages and cooking.",
    "Each team keeps a short page in {tool} describing what it does and how to reach it.",
    "The annual summer party is held in {place}, with food cooked by volunteers.",
    "People at {company} value punctual replies more than long explanations.",
)


def _date(d: dt.date) -> str:
    return f"{d.day} {d.strftime('%B')} {d.year}"


QUESTIONS = {
    "q_start_date": "On what date does the pilot start? Answer with the date only.",
    "q_end_date": "On what date does the pilot end? Answer with the date only.",
    "q_scope": "Which workflow and which site does the pilot cover? Answer in a few words.",
    "q_budget": "What is the budget of the pilot? Answer with the amount and currency only.",
    "q_approval": "Has the pilot been approved, or is approval still pending? Answer with one word: approved or pending.",
    "q_done": "Which preparation step is already completed? Answer in a few words.",
    "q_planned": "Which step is planned but has not started yet? Answer in a few words.",
    "q_out_of_scope": "What is explicitly out of scope for the pilot? Answer in a few words.",
}

PROMPT_HEAD = (
    "Below are numbered paragraphs from the internal notes of {company}. Some of them describe the "
    "{project} pilot; most are unrelated background."
)
PROMPT_TAIL = """Task: using only the paragraphs above, write a short project brief about the {project} pilot.

Rules:
- Use exactly these section headings, in this order: Timeline, Scope, Budget, Status, Sources.
- Timeline: the start date and the end date of the pilot.
- Scope: what the pilot covers, and what is explicitly out of scope.
- Budget: the amount and the currency.
- Status: the approval status; then, on separate lines, "Done:" for what is already completed and \
"Planned:" for what is planned but not started. Keep planned and done apart.
- Do not add progress, approvals, dates, amounts or promises that the paragraphs do not state.
- After each fact, write the number of the paragraph it comes from in square brackets (for paragraph 12, write [12]).
- Sources: list each fact with its paragraph number."""

# The question before and after the paragraphs: SmolLM2-135M answered far more questions this way
# than with the question after them only (see docs/facts.md).
QUESTION_TEMPLATE = """Read the numbered paragraphs below from the internal notes of {company}, then answer the question.
Question: {question}

{paragraphs}

Question: {question}
Give only the answer, in a few words."""

# How dates, amounts, numbers and citations are written (read by kvtrial.facts.parse).
MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
}
_MONTH_ABBREV = {name[:3]: num for name, num in MONTHS.items()} | {"sept": 9}

# A month word: full name or abbreviation with an optional dot ("Mar.", "Sept"), a whole word ("Marlin" is no "Mar")
_MONTH = r"(?P<{g}>" + "|".join(sorted(list(MONTHS) + list(_MONTH_ABBREV), key=len, reverse=True)) + r")(?![^\W\d_])\.?"
_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
_ORD = r"(?:st|nd|rd|th)?"
# A year after a month word: "2026", two digits after an apostrophe ("5 May '26"), or bare where parse.YY_AFTER allows.
# (or said aloud: "twenty twenty-seven", "two thousand and twenty-six", group yw)
_DIGIT_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_YEAR_SAID = r"(?:twenty[\s-]+|two\s+thousand(?:\s+and)?\s+)twenty(?:[\s-]+" + _DIGIT_WORDS + r")?(?![\w-])"
_YEAR = r"(?:(?P<y>\d{4})|(?:['’‘]|(?=\d{2}(?!\d)" + parse.YY_AFTER + r"))(?P<yy>\d{2})|(?P<yw>" + _YEAR_SAID + r"))(?!\d)"


_DAY_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                 "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                 "eighteenth", "nineteenth")
# a day of the month as an ordinal word: "nineteenth", "twenty-first", "thirtieth", "thirty first"
_DAY_ORDINAL = (r"(?:(?:twenty|thirty)[\s-](?:" + "|".join(_DAY_ORDINALS[:9]) + r")|twentieth|thirtieth|"
                + "|".join(_DAY_ORDINALS[::-1]) + r")")


# a day of the month as a cardinal word, as speech says it after the month ("April thirteen", "May twenty-one")
_DAY_CARDINAL = (r"(?:(?:twenty|thirty)[\s-](?:one|two|three|four|five|six|seven|eight|nine)|twenty|thirty|one|two|three|"
                 r"four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
                 r"eighteen|nineteen)")


def day_word(word: str) -> int | None:
    """The day an English ordinal word names ("nineteenth" -> 19, "twenty-first" -> 21), or a cardinal one after
    its month ("thirteen"), else None."""
    w = re.sub(r"[\s-]+", " ", word.lower()).strip()
    if re.fullmatch(_DAY_CARDINAL, w):
        day = int(english_word_numbers(w, True)[0][2])
        return day if day <= 31 else None
    if w in ("twentieth", "thirtieth"):
        return 20 if w == "twentieth" else 30
    tens, _, unit = w.rpartition(" ")
    if unit not in _DAY_ORDINALS:
        return None
    n = _DAY_ORDINALS.index(unit) + 1
    if not tens:
        return n
    return {"twenty": 20, "thirty": 30}[tens] + n if tens in ("twenty", "thirty") and n <= 9 else None


def year_word(words: str) -> int | None:
    """The year said aloud ("twenty twenty-seven", "two thousand and twenty-six" -> 2027, 2026), else None."""
    w = re.sub(r"[\s-]+", " ", words.lower()).strip()
    rest = re.sub(r"^(?:twenty|two thousand(?: and)?) ", "", w)
    found = english_word_numbers(rest, True)
    if rest == w or len(found) != 1 or found[0][:2] != (0, len(rest)):
        return None
    return 2000 + int(found[0][2])


def _month_number(word: str) -> int:
    w = word.lower().rstrip(".")
    return MONTHS.get(w) or _MONTH_ABBREV[w]


_DATE_PATTERNS = [
    re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b"),
    parse.numeric_date_patterns()[1],
    parse.numeric_date_patterns()[2],
    # the month in Roman numerals (28.V.2027): a register card's notation, as in Chinese and Russian
    parse.numeric_date_patterns()[3],
    parse.numeric_date_patterns()[4],
    # Monday, 2 March 2026 / 2nd of March, 2026 / 2 March / 16. August 2027 (day-dot-month) / the 3rd day of June
    # (a deed's "day of")
    re.compile(
        r"\b" + _WEEKDAY + r"(?P<d>\d{1,2})(?:" + _ORD + r"|\.)\s+(?:(?:day\s+)?of\s+)?" + _MONTH.format(g="mon")
        + r"(?:,?\s+" + _YEAR + ")?",
        re.IGNORECASE,
    ),
    # Monday, March 2, 2026 / March 2nd 2026 / March 2
    re.compile(
        r"\b" + _WEEKDAY + _MONTH.format(g="mon") + r"\s+(?P<d>\d{1,2})" + _ORD + r"(?!\d)"
        + r"(?:,?\s+" + _YEAR + ")?",
        re.IGNORECASE,
    ),
    # (Wednesday,) the nineteenth of August 2026: a day written as an ordinal word, before "of" and a month word;
    # a deed writes "the tenth day of June two thousand and twenty-seven"
    re.compile(
        r"\b" + _WEEKDAY + r"(?:the\s+)?(?P<d>" + _DAY_ORDINAL + r")\s+(?:day\s+)?of\s+" + _MONTH.format(g="mon")
        + r"(?:,?\s+(?:in\s+(?:the\s+year\s+)?)?" + _YEAR + ")?",
        re.IGNORECASE,
    ),
    # September the eighteenth(, 2026) / June the 3rd: the month first, then "the" and the day (an ordinal word or
    # digits with a suffix), as a formal letter or a verse says it
    re.compile(
        r"\b" + _WEEKDAY + _MONTH.format(g="mon") + r"\s+the\s+(?P<d>" + _DAY_ORDINAL + r"(?![\w-])|\d{1,2}(?=(?:st|nd|rd|th)\b))"
        + r"(?:st|nd|rd|th)?(?:,?\s+" + _YEAR + ")?",
        re.IGNORECASE,
    ),
    # April thirteen(, 2027): the month, then the day as a cardinal word, as speech says it; only where the clause
    # ends after it or a year follows ("in June two teams start" is no date)
    re.compile(
        r"\b" + _MONTH.format(g="mon") + r"\s+(?P<d>" + _DAY_CARDINAL + r")(?![\w-])(?:(?:,?\s+" + _YEAR
        + r")|(?=\s*(?:[,.;:!?)]|$)))",
        re.IGNORECASE | re.MULTILINE,
    ),
    # 10-Jun-2027, 10-June-27 (day, month word and year joined by hyphens)
    re.compile(r"\b(?P<d>\d{1,2})-" + _MONTH.format(g="mon") + r"-(?:(?P<y>\d{4})|(?P<yy>\d{2}))(?!\d)", re.IGNORECASE),
    # March 2026 (month and year only)
    re.compile(r"\b" + _MONTH.format(g="mon") + r",?\s+(?P<y>\d{4})\b", re.IGNORECASE),
]


def english_month(word: str) -> int | None:
    """The month of an English month word; None for "may" in lower case (the verb: "paragraph 3 may say")."""
    if word == "may":
        return None
    return _month_number(word)


# (or said aloud, the numbers in words: "paragraphs two, eight and fourteen", "paragraphs two comma nine comma sixteen")
_CITE_WORD = (r"(?:(?:twenty|thirty)[\s-](?:one|two|three|four|five|six|seven|eight|nine)|twenty|thirty|one|two|three|"
              r"four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
              r"nineteen)(?![\w-])")
CITE_LIST = r"\d+(?:\s*(?:,|;|and|&|or|-|–|to)\s*\d+)*"
CITATION_PATTERNS = (
    re.compile(r"\[\s*(?:(?:paragraphs?|paras?\.?|¶|p\.)\s*)?(" + CITE_LIST + r")\s*\]", re.IGNORECASE),
    re.compile(r"(?:\bparagraphs?|\bparas?\.?|\bpp?\.|¶|§)\s*(" + CITE_LIST + r")", re.IGNORECASE),
    # "only three paragraphs, 2, 8 and 16, deal with it", "described in three paragraphs: 2, 8 and 14": a list after
    # the word and a comma or a colon (two numbers at least)
    re.compile(r"\bparagraphs\s*[,:]\s*(\d+(?:\s*(?:,|;|and|&|-|–)\s*\d+)+)", re.IGNORECASE),
    re.compile(r"\(\s*(" + r"\d{1,3}(?:\s*(?:,|;|and|&|-|–)\s*\d{1,3})*" + r")\s*\)"),  # "(2)", "(2, 8)" after a fact
    # "(note 8)", "(notes 2, 8)", "[notes 13, 8]": the material's paragraphs are numbered notes
    re.compile(r"[(\[]\s*notes?\s+(" + CITE_LIST + r")\s*[)\]]", re.IGNORECASE),
    # "- Payroll system, note 9", "Sources: notes 2, 9 and 16.": the notes' numbers with no bracket, where nothing
    # follows them in their clause (a word after one, "note 3 things", makes it no citation)
    re.compile(r"\bnotes?\s+(\d{1,3}(?:\s*(?:,|;|and|&|-|–)\s*\d{1,3})*)(?=[ \t]*(?:[.;)\]]|,[ \t]*(?:\D|$)|$))",
               re.IGNORECASE | re.MULTILINE),
    re.compile(r"\bparagraphs\s+(" + _CITE_WORD + r"(?:\s*(?:,|\bcomma\b|\band\b)\s*(?:and\s+)?" + _CITE_WORD + r")+)",
               re.IGNORECASE),  # said aloud
)
# A table column of paragraph numbers: its header cell ("Para", "Paragraph", "Source", "Ref", "¶").
CITATION_COLUMN = re.compile(r"^\W*(?:(?:paras?|paragraphs?|sources?)\W+(?=\w))?"  # ("Para ref.", "Source para")
                             r"(?:paras?|paragraphs?|sources?|refs?|references?|citations?|¶|§)\W*$", re.IGNORECASE)
CITATION_SPLIT = re.compile(r"\s*(?:,|;|\band\b|&|\bor\b|\bcomma\b)\s*")
CITATION_RANGE = re.compile(r"(\d+)\s*(?:-|–|to)\s*(\d+)")
# (a scale word of Russian or Chinese in an English brief that mixes them in: "75 тыс. USD", "9.15万 USD")
ENGLISH_MULT = r"k|thousand|m|mn|million|bn|billion|тыс\.?|тысяч\w*|млн\.?|миллион\w*|万|千"
FORMS = Forms(
    date_patterns=tuple(_DATE_PATTERNS),
    month_number=english_month,
    weekday=re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day", re.IGNORECASE),
    day_word=day_word,
    year_word=year_word,
    currency_words=parse.CURRENCY_WORDS,
    currency=parse.CURRENCY,
    multipliers={**parse.ENGLISH_MULTIPLIERS, "тыс": 1000, "млн": 1_000_000, "миллион": 1_000_000, "万": 10_000,
                 "千": 1000},
    word_numbers=english_word_numbers,
    citation_patterns=CITATION_PATTERNS,
    citation_list=CITE_LIST,
    citation_split=CITATION_SPLIT,
    citation_range=CITATION_RANGE,
    # (a scale word may end in a full stop, "тыс.": no word character may follow it)
    amount_patterns=parse.amount_patterns(parse.CURRENCY, ENGLISH_MULT, mult_after=r"(?!\w)"),
    currency_rx=re.compile(r"(?<![\w])(?P<c>" + parse.CURRENCY + r")(?![a-z])", re.IGNORECASE),
    number_rx=re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|thousand|million|billion)\b)?",
                         re.IGNORECASE),
    currency_before=r"(?<![\w$€£¥])",
    citation_column=CITATION_COLUMN,
    label_multiplier=re.compile(r"(?<![\\w'])(?:thousands?|k|millions?)(?![\\w'])", re.IGNORECASE),
    # "16/6 to 28/8, both 2026", "3.5. - 1.7. (2026)", "(both in 2026)"
    year_once=re.compile(r"[^\S\n]*[,;]?[^\S\n]*(?:\(\s*(?:both\s+(?:in\s+)?)?|(?:both|each)\s+(?:dates\s+)?(?:in\s+)?)"
                         r"(?P<y>(?:19|20)\d{2})(?!\d)(?:\s*\))?", re.IGNORECASE),
)


# The cue words the grader reads: date roles, approval, done/planned/progress, exclusion, people.
# What sits between "sign" and "off": a pronoun, or a short object with its determiner ("signed the pilot off").
SIGN_OFF_OBJECT = r"(?:(?:it|this|that|them)\s+|(?:the|this|that|our|its|their)\s+(?:[^\W\d_][\w-]*\s+){1,3}?)?"
# the pilot's last day named right before its date ("the last day is", "the pilot's final day:", "the last day of the
# Osprey pilot will be"); the last day of anything else ("of the budget year", "to submit") is no end of the pilot's
_LAST_DAY = (r"\b(?:last|final|closing)\s+day\b(?=(?:\s+of\s+(?:the\s+|this\s+|our\s+)?(?:[^\W\d_]+\s+)?"
             r"(?:pilot|trial|project)\b)?(?:\s+(?:is|was|will\s+be|falls\s+on|comes\s+on|set\s+for|on))*\W*$)")
# Date roles: the last cue between the previous date (or sentence start) and this date decides.
# "the end of April 2026", "the beginning of May", right before the date: a part of the month the date is in, no role
# of its own (the role is the cue before it: "runs from towards the end of April")
_PART_OF = r"(?!\s+of\s*$)"
ROLE_CUES = {
    "start": rx(r"\bstart" + _PART_OF + r"\w*|\bbegin(?!ning\s+of\s*$)\w*|"
                # ("Dana Whitfield's approval from 1 June": the approval's own date, no start)
                r"\bbegan\b|\bcommenc\w*|\bkick\w*[\s-]*off|\blaunch\w*|"
                r"(?<!\bapproval\s)(?<!\bsign-off\s)(?<!\bsignoff\s)(?<!\bgo-ahead\s)\bfrom\b|\bopen\w*|"
                # "Go-live mid-June", "go-live on 14 June": the go-live right before its date (a "go-live review" is
                # another event)
                r"\bgo[\s-]live\b(?=\W*(?:(?:date|on|in|is|was|set\s+for)\W+)*$)"),
    # ("the approval came through on 20 April": arrived, no end)
    "end": rx(r"\bend" + _PART_OF + r"\w*|\bfinish\w*|\bconclu\w*|\bclos(?!e\s+of\s*$)\w*|\buntil\b|"
              r"\bwrap(?:s|ped|ping)?\s+(?:it\s+)?up\b|" + _LAST_DAY + "|"
              r"\btill\b|(?<!\bcame\s)(?<!\bcome\s)(?<!\bcomes\s)(?<!\bgone\s)(?<!\bwent\s)\bthrough\b|\bthru\b|"
              # (a correction's "corrected to 20 April" gives the new value of the field it names, no end; a range's
              # end told roughly, "from early May to early July 2027", is still its end)
              r"(?<!\bcorrected\s)\bto\b(?=\W*(?:(?:early|mid|late)[\s-]+)?$)|" + RANGE_DASH),
    "approval": rx(r"\bapprov\w*|\bsign\w*[\s-]+" + SIGN_OFF_OBJECT + r"off|\bsigned\b|\bauthori[sz]\w*"),
}
# the pilot said to go to plan ("on schedule", "going to plan"): a status the notes never give, and no approval state
_ON_PLAN = (r"\b(?:on\s+(?:track|schedule|course|target)|(?:ahead\s+of|behind)\s+(?:schedule|plan)|earlier\s+than\s+planned|"
            r"(?:going|running|proceeding)\s+(?:according\s+)?to\s+plan)\b")
COARSE_PERIOD = rx(r"\b(?:Q[1-4]|H[12]|(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(?:quarter|half)"
                   r"(?:\s+of)?|(?:early|mid|late)[\s-]+|(?:spring|summer|autumn|fall|winter)(?:\s+of)?)\s*(?:FY\s*)?\d{4}\b|"
                   # a part of a month with no year or day ("wraps up mid-June"): no date, a period in the date's role
                   r"\b(?:early|mid|late)[\s-]+(?:" + "|".join(MONTHS) + r")\b(?!\W{0,2}\d)" + "|"
                   # the same told in words, no year or day: "November's last weeks", "the end of November", "the
                   # first days of May"
                   r"\b(?:" + "|".join(MONTHS) + r")'s\s+(?:last|final|closing|first|opening|early|late|middle)\s+"
                   r"(?:days?|weeks?|fortnight)\b|"
                   r"\b(?:end|beginning|start|middle|close|turn|(?:last|final|closing|first|opening)\s+(?:days?|weeks?|"
                   r"fortnight))\s+of\s+(?:" + "|".join(MONTHS) + r")\b(?!\W{0,2}\d)" + "|"
                   # a week of the calendar standing for a day ("week 27 of 2026", "2027-W44"): no date, a period
                   r"\b(?:ISO\s+|calendar\s+)?week\s+\d{1,2}\s*(?:of|,)\s*\d{4}\b|\b\d{4}-?W\d{2}\b")
APPROVAL_WORD = rx(r"\b(?:un)?approv\w*|\bappr\b\.?|\bco-?sign\w*|"
                   # one more party's bare signature told beside another approval: "finance signed too", "also signed"
                   r"\bsigned(?=\s+(?:it\s+)?(?:too|as\s+well)\b)|(?<=\balso\s)signed\b(?!\s+(?:up|in|out|for|on)\b)|"
                   r"\bsign-?off\b|\bok'?d\b|\bokayed\b|\bcleared\s+by\b|\brubber[\s-]*stamp\w*|"
                   # "waiting on the investment board", "awaiting the CFO", a next step's "Await the works council's
                   # decision": an approver named as the one awaited
                   r"\b(?:waiting|waits|wait|awaiting|awaits|await)\s+(?:on\s+|for\s+)?(?:the\s+)?(?:\w+\s+)?(?:board|committee|council|cfo|ceo)\b|"
                   # or by the decision awaited from it: "still awaits a decision from the executive committee"
                   r"\b(?:waiting|waits|wait|awaiting|awaits|await)\s+(?:on\s+|for\s+)?(?:a|the)\s+(?:final\s+)?decision\s+"
                   r"(?:from|of|by)\s+(?:the\s+)?(?:\w+\s+)?(?:board|committee|council|cfo|ceo)\b|"
                   # "waiting for Oliver Brandt (Managing Director) to sign the pilot off": the party awaited, then its act
                   r"\b(?:waiting|waits|wait|awaiting|awaits|await)\s+(?:on|for)\s+[^.;:\n]{1,60}?\s+to\s+(?:sign|approve|authori[sz]e|okay|clear)\b|"
                   r"\bsign(?:ed|s)?[\s-]+" + SIGN_OFF_OBJECT + r"off|\bgo[\s-]*ahead\b|"
                   r"\bsign-off|\bauthori[sz]\w*|\bgreen[\s-]*l(?:ight|it)\b|"
                   # (a heading's "status items" names the work items listed under it, no approval's status)
                   r"\bstatus\b(?!\s+(?:items?|entries|points|lines)\b)|"
                   # the nod in idiom: "the CFO gave the nod", "the board has yet to give its nod"
                   r"\b(?:gave|given|give|gives|giving|got)\s+(?:it\s+)?(?:the|a|its|their|his|her)\s+nod\b|"
                   # or owned by its party: "the executive committee's nod is still pending"
                   r"(?<=\w)['’]s\s+nod\b|"
                   # a child's or a game's words for it: "allowed to start", "has to say yes", "permission to begin"
                   r"\ballowed\s+to\s+(?:start|begin|go\s+ahead|play)\b|\bpermission\s+to\s+(?:start|begin)\b|"
                   r"\b(?:say|says|said|saying)\s+yes\b|"
                   # the approving party's decision as a checklist's item ("[ ] Steering committee decision (awaited)",
                   # "decision of the works council — pending"): its state is the approval's
                   r"\b(?:board|committee|council|cfo|ceo)(?:['’]s)?\s+decision\b|"
                   r"\bdecision\s+(?:of|by|from)\s+(?:the\s+)?(?:\w+\s+)?(?:board|committee|council|cfo|ceo)\b|"
                   # the approving party said not to have decided yet: "the board has yet to decide", "the works
                   # council hasn't decided", "the committee is still to make its decision"
                   r"\b(?:board|committee|council|cfo|ceo)\s+(?:(?:still|also)\s+)?(?:has|have|is|are)(?:n['’]t|\s+not)?\s+"
                   r"(?:(?:still|yet)\s+)?(?:yet\s+to\s+|still\s+to\s+|to\s+)?(?:decided?|make\s+(?:a|its|their)\s+decision|"
                   r"made\s+(?:a|its|their)\s+decision)\b(?!\s+(?:to|on|whether|that|about)\b)")
PENDING_WORD = rx(r"\bpending\b|\bpend\b|\bTBD\b|"
                  r"\bwait(?:ing|s)\b|\bwait\s+for\b|\bno\s+(?:sign-?off|go-?ahead|decision|green\s*light)\b|[:—–]\s*no\b|"
                  r"\bawait\w*|\bnot\b|n't\b|\byet to\b|\bsubject to\b|\bneeds?\b|\brequir\w*|"
                  r"\boutstanding\b|\bunapproved\b|\bno approval\b|\bwithout approval\b|"
                  # a negative subject: "nothing here is approved yet", "none of it has been approved", "nothing is
                  # formally signed off" (a manner word before the approval's own word)
                  r"\b(?:nothing|none)\b(?:\s+\w+){0,3}?\s+(?:is|was|has\s+been|got)\s+(?:yet\s+)?"
                  r"(?:(?:formally|officially|properly)\s+)?(?:approved|signed[\s-]+off|cleared|endorsed)\b|"
                  # "approval still sits with the board", "depends on the board", "still open"
                  r"\bstill\b|\b(?:sits|lies|rests|remains)\s+with\b|\bdepends?\s+on\b|\bopen\b|"
                  # still to be given: "approval has to come from the board", "the council has yet to say yes"
                  r"\b(?:has|have)\s+(?:yet\s+)?to\s+(?:come\s+from|say\s+yes|be\s+(?:given|granted))\b|"
                  # one more sign-off still to give: "after that, the finance department must also sign off"
                  r"\bmust\s+(?:(?:also|still|then)\s+)+(?:sign|approve|endorse|give)\b|"
                  # one more party's sign-off to come: "the CFO also has to approve", "has to sign off too"
                  r"\b(?:has|have)\s+to\s+(?:also\s+)?(?:approve|sign|endorse)\b|"
                  # a sign-off required before a step: "Finance must approve the budget before it is released"
                  r"\bmust\s+(?:first\s+)?(?:approve|sign\s+off|endorse)\b|"
                  # sent up for a decision not yet taken: "the papers were sent to the board for approval"
                  # ("the pilot went to the steering committee for approval", "was taken to the board for sign-off")
                  r"\b(?:sent|submitted|referred|forwarded|passed|went|gone|goes|taken|brought)\s+(?:\w+\s+){0,4}?"
                  r"for\s+(?:approval|sign-?off|decision)\b")
APPROVED_WORD = rx(r"\bapproved\b|\bco-?signed\b|"
                   # one more party's bare signature told beside another approval: "finance signed too", "also signed"
                   r"\bsigned(?=\s+(?:it\s+)?(?:too|as\s+well)\b)|(?<=\balso\s)signed\b(?!\s+(?:up|in|out|for|on)\b)|"
                   # the signer named, as a reply to who approved it says it: "Marek Novak signed it."
                   r"\bsigned\s+(?:it|(?:the|this)\s+(?:\w+\s+)?(?:pilot|project))\b|"
                   # ("Approval of the pilot was given by …": a formal text names what the approval is of)
                   r"\bapproval(?:\s+(?:of|for)\s+(?:the\s+)?(?:\w+\s+)?(?:pilot|project))?\s*(?:[:—–-]\s*)?"
                   r"(?:was\s+|has\s+been\s+)?(?:given|granted|obtained|received)|"
                   # "the board's approval is in (para 8)", "sign-off has come through": the approval arrived; never
                   # "is in progress", "is in review", "is in the hands of"
                   r"\b(?:approval|sign-?off|go-?ahead)\s+(?:is|was|has\s+been|has\s+come|came)\s+in\b"
                   r"(?=\s*(?:[.,;:!)\]([—–-]|\band\b|$))|\b(?:approval|sign-?off)\s+(?:has\s+)?(?:come|came)\s+through\b|"
                   r"\bsigned[\s-]+" + SIGN_OFF_OBJECT + r"off\b|\bgreen[\s-]*l(?:ight|it)\b|\bauthori[sz]ed\b|"
                   # "gave the go-ahead", "approval: yes", "Approved? Yes"
                   r"\b(?:gave|given|got|received)\s+(?:it\s+)?(?:the|a|its|their)\s+go[\s-]*ahead\b|"
                   r"\b(?:gave|given|got)\s+(?:it\s+)?(?:the|a|its|their|his|her)\s+nod\b|"
                   # "gave his approval", "has given its approval", "having given the pilot its approval" (said in
                   # passing, the pilot named as what receives it)
                   r"\b(?:gave|given|granted)\s+(?:it\s+|(?:the\s+)?(?:\w+\s+)?(?:pilot|project)\s+)?"
                   r"(?:his|her|its|their|the|an?)\s+(?:formal\s+|final\s+)?approval\b|"
                   r"\bapprov\w*\W{0,3}\s*(?:yes|granted|given|ok)\b|\bok'?d\b|\bokayed\b|\bcleared\s+by\b|"
                   r"\brubber[\s-]*stamped\b|\bsign-?off\s*(?:[:—–-]\s*)?(?:given|received|obtained|done|yes)\b|"
                   # the approval said to be at hand, as a hand-over or a checklist tells its reader ("Approval on
                   # file: Anna Weber", "the sign-off is in hand")
                   r"\b(?:approval|sign-?off|go-?ahead)\s+(?:is\s+)?(?:on\s+file|in\s+hand)\b|"
                   # a label naming the approver: "Sign-off: Anna Weber, 5 May", "Approved by — Anna Weber"
                   r"\b(?:sign-?off|approved\s+by|approver)\s*[:—–]\s*(?-i:[A-Z][a-z]+\s+[A-Z])")
# a timeline's present of a dated event: "19 July — Anna Weber approves the pilot", "gives it her approval"; the
# pilot or "it" named as what is approved, never a rule ("approves budgets")
APPROVES_NOW = rx(r"\b(?:approves|authori[sz]es|signs\s+off(?:\s+on)?)\s+(?:it\b|(?:the\s+|this\s+)?(?:\w+\s+)?"
                  r"(?:pilot|project)\b)|\bgives\s+(?:it\s+|(?:the\s+)?(?:\w+\s+)?(?:pilot|project)\s+)?"
                  r"(?:his|her|its|their|the)\s+(?:formal\s+|final\s+)?(?:approval|go[\s-]*ahead)\b")
PLANNED_CUE = rx(
    r"\bplann\w*|\bplans?\b|\bwill\b|\bscheduled\b|\bupcoming\b|\bfuture\b|\bnext\s+steps?\b|\bto be\b|\byet to\b|"
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|done|completed|finished)|\b(?:has|have)\s+not\b|n't\b|"
    r"\bnot\s+yet\b|\bpending\b|\bintend\w*|\bforeseen\b|\blater\b|\boutstanding\b|\bremaining\b|\bgoing to\b|"
    r"\bexpected to\b|\bon the (?:road\s*map|agenda|to-?do list)\b|\bin the (?:pipeline|backlog)\b|"
    r"\bbooked\b|\bslated\b|\bpencill?ed\s+in\b|\bon the (?:calendar|schedule)\b|"
    # work still ahead: "is still to come", "is yet to come", "still lies ahead"
    r"\b(?:still|yet)\s+to\s+come\b|\bstill\s+(?:lies\s+)?ahead\b|"
    # no one at work on it yet ("nobody has started on it", "no one has touched it"), or it is the work next in line
    # ("is the next piece of work", "comes next", "is up next")
    r"\b(?:nobody|no\s+one)\s+(?:has|have)\s+(?:yet\s+)?(?:started|begun|touched)\b|"
    # none of the items just named begun ("Neither has started yet", "none of them has begun")
    r"\b(?:neither|none)(?:\s+of\s+(?:them|these|the\s+two))?\s+(?:has|have|is|are)\s+(?:yet\s+)?(?:been\s+)?"
    r"(?:started|begun|underway|under\s+way)\b|"
    r"\b(?:is|are|comes?)\s+(?:up\s+)?next\b(?!\s+(?:week|month|year|quarter|time|\w+day)\b)|\bthe\s+next\s+(?:piece\s+of\s+work|task|job|work\s+item)\b|"
    # a mark after the item that puts it next in line ("X (coming up)", "X (next)", "X — next", "X: up next")
    # or put in line for it ("is lined up as the next task", "queued behind the portal work", "next in line")
    r"\blined\s+up\b|\bqueued\b|\bnext\s+in\s+line\b|"
    r"\bcoming\s+(?:up|next)\b|\b(?:up\s+next|next\s+up)\b|\(\s*(?:next|to\s+come|soon)\s*\)|[—–]\s*next\b(?!\s*\w)"
)
# Participles after "is/are" that say no work was finished ("is planned", "is excluded", "is based in").
# a writer's remark on an error of its earlier answer ("I had the approver wrong", "I got the budget wrong in my last
# message", "I mixed up the dates"): a later turn's framing, read whole by the layout's `addressed`
_ERRED = (r"I\s+(?:had|got)\s+(?:the\s+|a\s+|one\s+|two\s+)?(?:[^\W\d_]+\s+){1,3}?wrong(?:\s+(?:in|on)\s+(?:my\s+)?"
          r"(?:earlier|previous|last|first)\s+(?:reply|answer|message|summary|response|version))?|I\s+mixed\s+up\s+"
          r"(?:the\s+)?(?:[^\W\d_]+\s*){1,3}")
# a closing call to write back, whole: on something in the message being off, unclear or not matching what the reader
# has ("If anything here doesn't match your records, just reply and I'll correct it.", "Spotted a mistake? Tell me."),
# the call to reply, ask or flag it, and the writer's promise to set it right: said to the reader, no claim. The call
# goes to the writer only: a person or a role named to ask is someone's part in the pilot, read as such.
_AMISS = (r"(?:['’]s|\s+is|\s+seems|\s+looks|\s+reads|\s+sounds)\s+(?:(?:a\s+(?:bit|little)\s+)?(?:unclear|missing|wrong|off|"
          r"incorrect|inaccurate|outdated|out\s+of\s+date|confusing)|not\s+(?:right|correct|clear|accurate))|"
          r"\s+(?:doesn['’]t|does\s+not|don['’]t|do\s+not)\s+(?:match|agree\s+with|line\s+up\s+with|square\s+with|"
          r"tally\s+with|add\s+up|look\s+right|fit)|\s+(?:differs?|deviates?)\s+from|\s+needs?\s+(?:correcting|fixing|a\s+fix)")
_SOMETHING = (r"(?:anything|something|any\s+of\s+(?:this|it|that|the\s+above)|any\s+(?:detail|figure|date|point|fact|line)s?)"
              r"(?:\s+(?:here|above|below|in\s+(?:this|the|my)\s+(?:summary|note|e-?mail|update|message|brief|recap)))?")
_THEIRS = (r"(?:\s+(?:what\s+you\s+have|your\s+(?:records?|notes|figures|numbers|files?|version)|"
           r"(?:the|our)\s+(?:file|records?|tracker)))?")
_FLAGGED = (r"(?:(?:spotted|spot|see|seen|found|find|notice|noticed)\s+(?:a|an|any)\s+(?:mistake|error|typo|inaccuracy|"
            r"discrepancy|mismatch|gap)s?|anything\s+(?:off|wrong|missing|unclear|amiss))\s*\?")
# the reader's wish an offer waits on ("if you need one", "if you'd like it shorter")
_WISH = r"(?:need|want|['’]d\s+like|would\s+like|prefer)"
_WRITE_BACK = (r"(?:just\s+|simply\s+|please\s+|do\s+)?(?:reply|respond|write\s+back|write|ask(?:\s+me)?|get\s+in\s+touch|"
               r"let\s+me\s+know|ping\s+me|tell\s+me|shout|flag\s+it|drop\s+me\s+a\s+(?:line|note)|message\s+me|e-?mail\s+me|"
               r"give\s+me\s+a\s+shout)(?:\s+(?:to\s+(?:this|the|my)\s+(?:e-?mail|message|thread|note|post)|here|below|"
               r"in\s+the\s+(?:thread|channel|chat|comments)|(?:at\s+)?any\s*time))?")
_SET_RIGHT = (r"(?:(?:\W+|\s+and\s+)(?:I['’]ll|I\s+will|we['’]ll|we\s+will|I\s+can)\s+(?:gladly\s+|happily\s+|quickly\s+)?"
              r"(?:correct|fix|update|amend|adjust|change|revise|put\s+(?:it|that|this|things)\s+right|sort\s+(?:it|that|this)\s+out)"
              r"(?:\s+(?:it|that|this|them|the\s+(?:summary|note|e-?mail|update|message|brief|recap)))?"
              r"(?:\s+(?:right\s+away|straight\s+away|asap|quickly|then))?)?")
_CALL_BACK = (r"^\W*(?:p\.?\s?s\.?\W*)?(?:if\s+" + _SOMETHING + r"(?:" + _AMISS + r")" + _THEIRS + r"\s*[,;:—–-]?\s*(?:then\s+)?|"
              + _FLAGGED + r"\s*)" + _WRITE_BACK + _SET_RIGHT + r"\W*$")
_NOT_DONE_PARTICIPLE = (r"(?:plann|schedul|expect|intend|propos|design|requir|need|includ|exclud|cover|limit|bas|"
                        r"locat|involv|restrict|allocat|estimat|assign|approv|concern|relat|focus|aim|tied|link|list|"
                        r"mention|stat|describ|consider|report|pend|budget|own|led|foreseen|envisag|anticipat|"
                        r"delay|postpon|stall|block|paus|cancel|defer|reserv|earmark|dedicat|"
                        # put in line for later ("is queued", "is lined up as the next task"): planned, not done
                        r"queu|lined(?=\s+up\b)|"
                        # an adjective negated by its prefix ("are unrelated", "is unchanged") says no work was done
                        r"un(?:relat|connect|chang|affect|touch|start|finish|resolv|confirm|assign|fund|approv))\w*")
DONE_CUE = rx(
    # clipped in a terse note: "compl.", "impl.", "fin."
    r"\b(?:compl|cmpl|implem|impl|fin|finish)\.|"
    r"\bcomplet(?:ed|ion)\b|\bfinish(?:ed)?\b|\bdone\b|\bdelivered\b|\bcarried out\b|\bachieved\b|\baccomplished\b|"
    r"\bwrapped up\b|\balready\b|\bin place\b|\b(?:was|were|has been|have been)\s+(?!plann|schedul|expect|intend|"
    r"propos|design|book|slat|pencil|calendar|earmark|queu|lined\s+up)(?:\w+ed|set up|done|held|run|built|made)\b|"
    r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+|fully\s+)?(?:complete|finali[sz]ed|closed|ready(?!\s+to\b))\b|"
    # finished work said to be past: "the interviews are behind us", "is now behind the team"
    r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+|safely\s+|well\s+)?behind\s+(?:us|them|the\s+team)\b|"
    # a present passive of finished work: "the scanners are installed", "the data is exported"
    r"\b(?:is|are)\s+(?:now\s+|already\s+|fully\s+)?(?:set\s+up\b|(?!" + _NOT_DONE_PARTICIPLE + r")\w+ed\b)"
)
# a thing put to use: the product of finished work in service ("the scanners are being used"), no work under way
_IN_USE = r"(?:used|utili[sz]ed|operated)\b"
# Work said to be under way: for a planned item this is invented progress, for a done item a lost completion.
STARTED_CUE = rx(
    r"\b(?:has|have)\s+(?:(?:already|also|now|just|recently)\s+)?(?:started|begun|commenced|kicked off|"
    r"got under\s*way)\b|"
    # (a thing "being used" is the work's product in service, no work under way: "how the new scanners are being used")
    r"\b(?:is|are)\s+(?:now\s+|already\s+|currently\s+|still\s+)?(?:under\s*way|in progress|ongoing|running|"
    r"being\s+(?:(?!" + _IN_USE + r")\w+ed|set\s+up|built|done|run|made|written|drawn\s+up|rolled\s+out|carried\s+out))\b|"
    # work told in full swing, now or in a story's past ("the installation was still in full swing")
    r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+|currently\s+|still\s+)?(?:in\s+full\s+swing|well\s+under\s*way)\b|"
    # the team at work on the item now: "the team is working flat out on X", "they're busy with X"
    r"(?:\b(?:is|are)\s+|['’](?:s|re)\s+)(?:now\s+|already\s+|currently\s+|still\s+)?(?:working\s+(?:(?:hard|"
    r"flat\s+out|away|full\s+tilt)\s+)?on|busy\s+(?:with|on)|hard\s+at\s+work\s+on)\b|"
    # a progressive of the work itself: "the release is rolling out now", "the survey is going live"
    r"\b(?:is|are)\s+(?:now\s+|already\s+|currently\s+|still\s+)?(?:rolling\s+out|going\s+live|taking\s+place|"
    r"progressing|proceeding)\b|"
    r"\b(?:began|commenced)\b|(?<!to be )(?<!been )\bstarted\b(?!\s+(?:on|in)\b)|"
    r"\bunder\s*way\b|\bin progress\b|\bongoing\b|\bcurrently\s+(?:being\s+)?(?!" + _IN_USE + r"|using\b)\w+(?:ed|ing)\b|"
    # clipped in a terse note: "release → in prog.", "WIP"
    r"\bin\s+prog\b\.?|\bWIP\b|"
    # a stage given after its item's colon or arrow, the verb left out: "X: being finalised", "X → in prog."
    r"(?:[:：→⟶>–—]|->|=>)\s*(?:still\s+|now\s+)?(?:being\s+(?:\w+ed|set\s+up|built|done|run|made|written)\b|in\s+prog\b)"
)
NEGATION_BEFORE = rx(r"(?:\bnot|n't\b|\bnever|\bneither|\byet to|\bno|\bnobody|\bno one|\bnone|\bnothing)\W+(?:\w+\W+){0,2}$")
FUTURE_CUE = rx(r"\b(?:will|shall|going to|expected(?: to)?|scheduled to|due to|to be|should|so that|in order that)\b")
# the stage a reader is told not to take an item for ("should not be treated as under way"): its stage said again
STAGE_NOT_TAKEN = (r"\b(?:should|must|cannot|can't|is)\s+not\s+(?:be\s+)?(?:treated|regarded|seen|counted|read|taken)\s+"
                   r"as\s+(?:already\s+)?(?:started|begun|under\s*way|in\s+progress)\b")
# "not started yet", "has not begun": a stage said by negating progress, not an exclusion.
STAGE_NEGATION = rx(r"\b(?:nobody|no one)\s+(?:has|have)\s+(?:yet\s+)?(?:started|begun)\b(?:\s+on\s+it)?|"
                    r"\b(?:has|have|is|are)?\s*(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|commenced|"
                    r"done|completed|finished|under\s*way|in progress)\b(?:\s+(?:yet|so far))?|\byet to (?:start|begin)\b|"
                    # (said of two items at once: "A and B — neither has started")
                    r"\bneither(?:\s+(?:one|item|of\s+them))?\s+(?:has|have|is|are)\s+(?:yet\s+)?(?:been\s+)?(?:started|"
                    r"begun|commenced|done|completed|finished|under\s*way|in\s+progress)\b|"
                    + STAGE_NOT_TAKEN)
# An approximation right before a date or an amount ("around 5 May", "roughly EUR 40,000") makes it no firm value; a
# hedge of belief ("probably 5 May", "Probably CHF 31,000") leaves the value as stated.
DATE_HEDGE = rx(r"\b(?:around|about|approximately|approx\.?|roughly|circa|ca\.|"
                r"tentatively|either)\s+(?:on\s+|in\s+|by\s+|from\s+|the\s+)?$")
# Two dates joined as alternatives: "5 May or 12 May", "5 May, or possibly 12 May", "5/12 May".
DATE_ALTERNATIVE = rx(r"^\W{0,3}(?:or|or else|or possibly|or perhaps|or maybe|or probably)\b[\s\w]{0,20}$|^\s*/\s*$")
PROGRESS_CUE = rx(
    r"\b(?:has|have)\s+(?:(?:already|also|now|just|recently)\s+)?(?:started|begun|commenced|kicked off|gone live)|"
    r"\b(?:is|are)\s+(?:now\s+|already\s+)?(?:underway|under way|in progress|running|live|ongoing)\b|\bwent live\b|"
    r"\bcomplet(?:ed|ion)\b|\bfinished\b|\bdelivered\b|\blaunched\b|\brolled out\b|\bdeployed\b|\balready\b|\bdone\b"
)
# ("readers outside the team", "anyone outside the company": people outside a group, no item left out)
# workplace shorthand for out of scope: "OOS", "descoped"
EXCLUSION = rx(r"out[\s-]+of[\s-]+(?:the\s+)?scope|\boos\b|\bde-?scoped\b|"
               r"\bnot\b|n't\b|\bexclu(?!sively\b)\w*|\bexcl\b|\bexcept\w*|"
               r"\boutside\b(?!\s+(?:the|our|your|this)\s+(?:team|company|business|department|group|organi[sz]ation)\b)|\bno\b|"
               r"\b(?:leaves?|leaving|left|keeps?|kept)\s+out\b|\bleft\s+aside\b|\b(?:stays?|remains?)\s+out(?:side)?\b|"
               r"\bwithout\b|\bnor\b|\bneither\b|"
               # "never part of it", "never included": membership denied for all time, the item kept out
               r"\bnever\s+(?:been\s+|once\s+)?(?:part|in(?:cluded)?|within|inside|covered|in\s+scope)\b|"
               # "X is out", "X explicitly out", "X: out": out alone as the whole verdict, not "rolled out", "out of stock"
               r"(?<!rolled )(?<!carried )(?<!worked )(?<!sorted )(?<!sent )(?<!handed )(?<!laid )(?<!set )(?<!ruled )"
               r"\bout\b(?!\s*(?:of|on|to|for|by|with|in|at|from|the|a)\b)(?=\s*(?:[.;,!)\]]|\(|$|--|[—–-]\s))|"
               # "the pilot leaves the legacy fax gateway alone": the item left untouched by the work
               r"\b(?:leaves?|leaving|left)\s+(?:[\w-]+\s+){0,6}?alone\b|"
               r"\brul(?:e|es|ed|ing)\s+out\b|\b(?:leaving|left|set|put|kept)\s+aside\b|\boff\s+the\s+table\b|\bout\s+of\s+bounds\b|"
               # "taken out of the pilot", "removed from it": removed from the pilot, no work done on the item
               r"\b(?:taken|carved|cut|pulled|struck|dropped|removed)\s+(?:out\s+of|from)\s+(?:the\s+|this\s+|its\s+)?(?:pilot|scope|it)\b"
               # a chat's or a status board's no-entry or cross mark beside the item ("🚫 legacy fax gateway",
               # "night shift = out 🚫"): the item kept out of the pilot
               r"|[🚫⛔❌✖]")
_SPAN = (r"(?:(?:about|roughly|around|approximately|some|nearly|almost|circa|just\s+(?:over|under))\s+|~\s*)?"
         r"(?:\d{1,3}(?:\.\d)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
         r"sixteen|seventeen|eighteen|nineteen|twenty|a\s+few|several)"
         r"(?:\s+and\s+a\s+half)?\s+(?:weeks?|months?)")
DURATION = rx(r"\b(?:for|lasting|lasts?|spanning|over|within)\s+" + _SPAN + r"\b|\b" + _SPAN
              + r"\s+(?:later|after(?:wards)?|long|in\s+length)\b")
# the approval told as depending on something ("its approval depends on X being done first", "approval hinges on
# X"): a condition set on it, whatever the approval's state
_APPROVAL_DEPENDS = (r"\b(?:approval|sign-?off|go-ahead|decision)\b(?:\s+[\w'’-]+){0,3}?\s+"
                     r"(?:depends|hinges|(?:will|would)\s+(?:depend|hinge)|is\s+dependent)\s+(?:up)?on\b|"
                     # (or the decision told as resting on a result: "the board will decide on approval based on the
                     # results of X", "it will base its decision on X")
                     r"\b(?:decid|decision|approv|sign(?:s|ed|ing)?\s+off)\w*(?:\s+[\w'’-]+){0,5}?\s+(?:based\s+on|"
                     r"depending\s+on|in\s+(?:the\s+)?light\s+of|on\s+the\s+(?:basis|strength)\s+of)\s+(?:the\s+)?"
                     r"(?:results?|outcomes?|findings|feedback|conclusions?)\b|"
                     r"\bbase[sd]?\s+(?:its|their|the|this|that|a)\s+decision\s+on\b")
# A condition on what a clause states: "approved once the board signs", "if the budget is confirmed"; "once more",
# "once again" say a fact again, and set no condition.
# (a counterfactual, "if it were still pending, …", "if approval had been refused, …", sets no condition on the
# pilot: it denies what it supposes)
CONDITION = rx(r"\b(?:if(?!\s+(?:it|the\s+pilot|approval)\s+(?:were|had)\b)"
               # the reader's question ("if you are asking whether it has approval: yes") sets no condition: it asks
               r"(?!\s+(?:you|anyone|someone|people)\s+(?:are\s+|were\s+|is\s+)?(?:ask|wonder|want\s+to\s+know)\w*)|"
               r"once(?!\s+(?:more|again)\b)|unless|"
               r"provided(?:\s+that)?|on condition|"
               r"conditional(?:ly)?|conditioned|contingent|as soon as|only after|only when|upon|subject to)\b|"
               + _APPROVAL_DEPENDS)
# A condition set on an approval told as given: "approved, subject to a later review", "approved provided that ...",
# "approved, pending a final review".
GIVEN_CONDITION = rx(r"\b(?:subject\s+to|provided(?:\s+that)?|on\s+(?:the\s+)?condition(?:\s+that)?|"
                     r"conditional(?:ly)?\s+(?:up)?on|contingent\s+(?:up)?on|"
                     r"pending\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}review\w*)\b")
# A site of the pools' kinds at a named place ("at the Oulu plant", "Site: Turku service centre"): the place, one
# capitalised word after "at", "in" or "from" (and "the"), a label's colon, a cell's bar, a comma after the workflow
# ("invoice matching, Turku plant") or the clause's start, is group `place` ("reported to Head Office", "the Madrid
# Sales Office" name no site the scope is at); the site's kind is group `kind`.
# A condition set in so many words, which a pending approval may carry too: "conditional on spend staying below …",
# "subject to a legal opinion", "only after the audit", "provided that …"; the decision's verb between "only" and its
# condition ("will only approve it if …", "will only sign off on the pilot once …").
FIRM_CONDITION = rx(r"\b(?:subject\s+to|provided(?:\s+that)?|on\s+(?:the\s+)?condition(?:\s+that)?|"
                    r"conditional(?:ly)?\s+(?:up)?on|contingent\s+(?:up)?on|as\s+long\s+as|"
                    r"only\s+(?:(?:approve|sign|agree|accept|endorse|decide|green-?light)\w*(?:\s+off)?\s+"
                    r"(?:[\w'’-]+\s+){0,3}?|"
                    # the approval itself as the subject: "it will only be given once …", "only be granted after …"
                    r"be\s+(?:given|granted|issued|signed(?:\s+off)?|approved|made|taken)\s+)?(?:after|once|when|if))\b|"
                    + _APPROVAL_DEPENDS)
# the firm condition's words that only gate the approval on a step ("only after", "only once", "only when", "only if")
TIMED_CONDITION = rx(r"\b(?:after|once|when|if)$")
# a sign-off after another one, told in the past: "once Novak approved it, the CFO co-signed it too", "after Novak,
# the CFO also signed it" (a verb told as still to come, "once the board has signed", "once approved", is a condition;
# so is "only once")
PAST_SEQUENCE = rx(r"(?<!\bonly )\b(?:once|after|as\s+soon\s+as)\s+\S[^.;:!?\n]{0,60}?\s(?<!\bhas )(?<!\bhave )(?<!\bis )"
                   r"(?<!\bare )(?<!\bbe )(?<!\bgets )(?<!\bget )(?<!ly )"
                   r"(?:signed|approved|endorsed|co-?signed|countersigned|cleared|okayed|ok'd)\b")
# a prohibition until the approval comes, either way round: "no spending before approval", "nothing may be ordered
# until the board approves", "until sign-off, the budget must not be touched"
_UNTIL_APPROVAL = (r"\b(?:before|until|till|prior\s+to)\s+(?:the\s+|its\s+|it\s+is\s+|it's\s+)?(?:[\w'’-]+\s+){0,2}?"
                   r"(?:approv\w*|sign(?:ed)?[\s-]?off|go-ahead|green\s+light)\b")
_NOT_ALLOWED = (r"\b(?:no|nothing|not|cannot|can't|mustn't|must\s+not|may\s+not|shall\s+not|won't|will\s+not|"
                r"is\s+not\s+to|are\s+not\s+to)\b")
HELD_UNTIL_APPROVAL = rx(rf"{_NOT_ALLOWED}[^.;\n]{{0,40}}?{_UNTIL_APPROVAL}|{_UNTIL_APPROVAL}[^.;\n]{{0,40}}?{_NOT_ALLOWED}")
SITE_PLACE = re.compile(r"(?:\b(?i:at|in|from)\s+(?:(?i:the)\s+)?|^\W*|[:：|,]\s*)(?P<place>[A-Z][\w'’-]+)\s+"
                        r"(?P<kind>(?i:warehouse|service\s+cent(?:re|er)|depot|office|plant|hub))\b")
# The words after a count of the notes' paragraphs: "three paragraphs deal with the pilot", "3 short paragraphs", "from three
# separate notes in the pilot file".
PARAGRAPH_COUNT = rx(r"^\s+(?:[^\W\d_]+\s+)?(?:paragraphs|paras|entries|notes|passages)\b")
# An item said to be brought in later: "to be added in a later phase", "will be included in phase two" (an
# attribute's "phase-2").
DEFERRED = rx(# a timeline's entry dated after the pilot ("After the pilot — connecting X"): put off to then
              r"^[^\S\n]*(?:(?:after|following)\s+(?:the\s+)?(?:(?:end|close)\s+of\s+(?:the\s+)?)?pilot|post-?pilot)"
              r"\s*[—–:-]|"
              r"\b(?:will|shall|would|to|(?:is|are)\s+(?:expected|planned|scheduled|due)\s+to)\s+be\s+(?:\w+\s+)?"
              r"(?:added|included|covered|brought\s+in(?:to)?|rolled\s+out\s+to|onboarded|integrated|phased\s+in)\b|"
              # brought in "later", whatever the verb's form: "they will be connected later", "they come in later"
              r"\b(?:add|includ|connect|cover|integrat|onboard|bring|brought|hook|plug|come|coming|came|follow|"
              # taken up as work later: "it will be picked up later", "dealt with later"
              r"pick|tak|took|dealt|deal|handl|address|tackl|revisit)\w*\s+"
              r"(?:(?:in|on|up|with|them|it)\s+)?(?:(?:only|a\s+bit|some\s+time)\s+)?later\b|"
              r"\b(?:in|at|with|during|for|from)\s+(?:a|the)\s+(?:later|future|next|second|subsequent|follow-?up)\s+"
              # ("outside for this phase, brought in during a later one": the phase named by "one")
              r"(?:phase|stage|wave|round|release|one)\b|\bphase[\s_-]*(?:2|two|ii)\b|"
              # left out of the present phase only, which names a later one: "not part of this phase", "not in this
              # round", "excluded from the current stage" (the negation is the deferral's own, so it opens the match)
              r"\b(?:not|n't|excluded|left\s+out|out\s+of\s+scope|outside)\s+(?:(?:yet|be|been|part|included|"
              r"covered|in|at|of|for|from)\s+){0,3}?(?:this|the\s+(?:current|present|first|initial))\s+"
              r"(?:(?:first|initial)\s+)?(?:phase|stage|wave|round)\b|" + DEFERRED_EN)
BUDGET_CUE = rx(r"\bbudget\w*|\bcost\w*|\bfund\w*|\bamount\b|\bspend\w*|\bfinanc\w*|\bmoney\b")
EMPTY_ITEM = rx(r"^\W*(?:none|nothing|empty|n/?a|no\s+\w+)\b")  # (a board's column said "(empty)")
# a list said empty in a clause: "nothing reported as completed yet", "no work has been finished so far", "none yet",
# "nothing to report yet"
_EMPTY_STAGE_EN = (r"(?:done|completed?|finished|delivered|started|begun|under\s*way|planned|scheduled|excluded|pending|"
                   r"waiting\s+to\s+(?:start|begin|be\s+started)|lined\s+up|queued)")
# nothing more than what the list already names ("no other items", "nothing further", "none besides the above"): the
# list said empty all the same
_EMPTY_MORE_EN = r"(?:other|further|more|additional)"
_EMPTY_BESIDES_EN = (r"(?:besides|beyond|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?)\s+(?:the\s+above|"
                     r"th(?:is|at|ese|ose)(?:\s+ones?)?|the\s+(?:ones?|items?|work)\s+(?:above|listed))")
_EMPTY_TIME_EN = (r"(?:yet|so\s+far|to\s+date|at\s+(?:present|the\s+moment|this\s+(?:point|stage))|for\s+now|"
                  r"as\s+of\s+(?:now|today))")
EMPTY_LIST = rx(
    r"(?:(?:there\s+)?(?:is|are|has\s+been|have\s+been)\s+)?"
    # (a stage before the noun: "no other planned items", "no further pending work")
    r"(?:nothing|none|no\s+(?:" + _EMPTY_MORE_EN + r"\s+)?(?:" + _EMPTY_STAGE_EN + r"\s+)?"
    r"(?:(?:work|task|item|step|activit(?:y|ie)|milestone|"
    r"deliverable)s?|progress))"
    r"(?:\s+(?:of\s+(?:the|it|them)(?:\s+work)?|at\s+all|else|further|more|" + _EMPTY_BESIDES_EN + r"))?"
    r"(?:\s+" + _EMPTY_TIME_EN + r")?"
    # (nothing there to tell: "nothing to report yet", "nothing to show so far")
    r"(?:\s+to\s+(?:report|show|list|note|mention|flag|add|announce|start|begin))?(?:\s+" + _EMPTY_TIME_EN + r")?"
    r"(?:\s+(?:is|are|was|were|has|have|had)(?:\s+(?:yet|so\s+far))?(?:\s+been)?)?(?:\s+(?:yet|so\s+far))?"
    r"(?:\s+(?:reported|listed|recorded|noted|mentioned|marked|logged|confirmed)(?:\s+as)?)?"
    r"(?:\s+" + _EMPTY_STAGE_EN + r")?(?:\s+" + _EMPTY_TIME_EN + r")?")
NO_ANSWER = rx(r"^\W*(?:i\s+(?:do not|don't)\s+know|unknown|not\s+(?:stated|given|mentioned)|n/?a|none)?\W*$")

# How a Sources line names a fact when it gives no value.
# a later change of a value, right before the new one: "end date moved to", "pushed back from 3 May to", "is now"
CHANGED_TO = rx(r"\b(?:moved|changed|pushed(?:\s+back|\s+out)?|postponed|delayed|brought\s+forward|rescheduled|shifted|"
                r"extended|slipped|revised|updated|amended|now)(?:\s+from\s+[^,;\n]{1,30}?)?\s+(?:to|until|till|for|on)\s*$|"
                r"\bis\s+now\s*$")

SOURCE_NAMES = {
    "start_date": rx(r"\bstart\w*|\bbegin\w*|\bcommenc\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "end_date": rx(r"\bend\b|\bends\b|\bend date\b|\bfinish\w*|\bconclu\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "scope": rx(r"(?<!of )(?<!of the )\bscope\b|\bcover\w*|\bworkflow\b|\bsites?\b"),
    "budget": rx(r"\bbudget\w*|\bcost\w*|\bamount\b|\bfund\w*"),
    "approval": rx(r"\bapprov\w*|\bstatus\b|\bsign\w*"),
    "done": rx(r"\bdone\b|\bcomplet\w*|\bfinished\b"),
    "planned": rx(r"\bplann\w*|\bnext steps?\b|\bupcoming\b"),
    "out_of_scope": rx(r"out[\s-]+of[\s-]+scope|\bexclu\w*|not in scope|not included"),
}

# A person's name: two or three capitalised words, none of them an article, a title or a word of a role,
# a unit or a place ("Project Office", "Steering Committee", "[Your Name]" name no person).
_NAME_WORD = (r"(?!(?:The|A|An|Our|Your|This|That|Its|Their|Mr|Ms|Mrs|Dr|Name|Team|Office|Department|Committee|Board|"
              r"Council|Project|Pilot|Manager|Director|Head|Lead|Group|Unit|Operations|Finance|Logistics|Officer|"
              r"Chief|Executive|Financial|Managing|Steering|Investment|Works|Hub|Warehouse|Depot|Plant|Centre|Center|"
              r"Sales|Support|Desk|Services?|Management|Owner|Sponsor|Coordinator|Contact)\b)[A-Z][a-zà-öø-ÿ'’-]+")
# "Anna Weber", "Anna M. Weber", and the surname first: "Weber, Anna"
# A name's words stand one space apart: a run of spaces or a tab separates a form's fields ("Approved by: Dana
# Whitfield    Title: …"), whose next label is no part of the name.
# (and a board card's shorthand, initials before the surname: "owner: J. Doe", "J.K. Doe")
PERSON_NAME = re.compile(r"(?<![\w'’])" + _NAME_WORD + r"(?:[ \u00a0]" + _NAME_WORD + r"){1,2}(?![\w'’])|"
                         r"(?<![\w'’])" + _NAME_WORD + r",[ \u00a0]" + _NAME_WORD + r"(?![\w'’])|"
                         r"(?<![\w'’.])(?:[A-Z]\.[ \u00a0]?){1,2}" + _NAME_WORD + r"(?![\w'’])")
# Words right before a name that make it a person doing something in the pilot.
PERSON_CUE = rx(r"(?:\bby|\bis|\bwas|\bleads?|\bled|\bmanager|\bowner|\bcontact(?:\s+person)?|\bcoordinator|"
                r"\bchair(?:ed|s)?|\bhead|\bsponsor|\bcc|\bassigned\s+to|\bresponsible|\bowned|\bmanaged|\bcoordinated|\boverseen|"
                r"\bsupervised|\brun|\b(?:sits|lies|rests)\s+with)"  # "coordination rests with X"
                r"\W{0,3}(?:(?:dr|mr|mrs|ms|mx|prof|sir)\b\.?\s*)?$")  # "owner: Dr Anna Petrov"
PERSON_CUE_AFTER = rx(r"^\s*(?:\(\w[^)]{0,30}\)\s*)?(?:is\s+(?:responsible|in\s+charge|the\s+(?:lead|owner|contact|go-to))|leads|"
                      r"coordinates|manages|runs|oversees|owns|heads|will\s+(?:lead|coordinate|run|manage|chair|own|oversee)|"
                      r"(?:has\s+been|have\s+been|was|were|is|will\s+be)\s+(?:appointed|named|made|nominated|designated|"
                      r"assigned|put\s+in\s+charge|brought\s+in|tasked|asked\s+to)|(?:takes|took|will\s+take)\s+over|steps\s+in|"
                      # a role set beside the name: "Marta Silva, project lead at the plant", "X, the site coordinator",
                      # "X, who acts as the pilot coordinator"
                      r",\s+(?:who\s+(?:acts|serves|works|is\s+acting|is\s+serving)\s+as\s+)?(?:the\s+|our\s+|a\s+)?"
                      r"(?:[^\W\d_]+[ \t-]+){0,2}(?:lead|leader|manager|owner|coordinator|"
                      # (a story names a role in passing: "which X, the finance controller for the office, kept")
                      r"contact|champion|liaison|controller|officer|supervisor|analyst|administrator)\b|"
                      # the role in brackets after the name, in a table's cell or a list: "Marta Kowal (IT lead)"
                      r"\(\s*(?:the\s+)?(?:[^\W\d_]+[ \t-]+){0,2}(?:lead|leader|manager|owner|coordinator|contact|champion|"
                      r"liaison)\s*\))")
# What is said of a person apart from the name (`Cues.person_role`): a role ("point of contact for the clerks", "the
# pilot's coordinator"), or an action in the pilot, done, under way or assigned ("led the checklist review", "completed
# the installation", "to draft a test plan by June", "will prepare the training")
PERSON_ROLE = rx(r"(?:(?:the|a|our|their|its)\s+)?(?:[^\W\d_]+(?:['’]s)?[ \t-]+){0,3}(?:lead|leader|manager|owner|coordinator|"
                 r"contact|champion|liaison|sponsor|supervisor)s?\b|"
                 r"(?:leads|led|coordinat(?:es|ed)|manag(?:es|ed)|runs|ran|oversees|oversaw|owns|owned|heads|headed|handles|"
                 r"handled|completed|carried\s+out|finished|delivered|drafted|prepared|(?:is|was)\s+(?:responsible|in\s+charge)|"
                 r"responsible\s+for|in\s+charge\s+of|(?:will|is\s+to|to)\s+(?!be\b|have\b)[a-z]+)\b")

# Other words for the English pool items, by pattern (the English `Cues.synonyms`; each language has its own).
SYNONYMS: dict[str, tuple[str, ...]] = {
    "purchase order": ("po intake", "po processing", "po handling"),
    "shipment": ("consignment",),
    "spare part": ("replacement part", "spares"),
    "barcode": ("bar code",),
    "night shift": ("overnight shift", "night-time shift", "nightshift"),
    "sandbox": ("test environment", "testing environment", "staging environment", "sandpit"),
}

_UNITS = r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" \
         r"seventeen|eighteen|nineteen)"
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|" \
        r"eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?"
_ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|" \
           r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)"
_MONTH_WORD = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
# A number written in words: cardinals ("twelve", "twenty-eight thousand"; "one" only with a scale word, as the
# pronoun is common), and ordinals next to a month ("the twenty-first of August").
NUMBER_WORDS = rx(
    r"\b(?:(?:" + _TENS + "|" + _UNITS + r"|one|a)[\s-]+(?:hundred|thousand|million)(?:[\s-]+(?:and[\s-]+)?(?:"
    + _TENS + "|" + _UNITS + r"))?|" + _TENS + "|" + _UNITS + r"|(?:" + _TENS + "|" + _ORDINAL + r")\s+of\s+"
    + _MONTH_WORD + r"|" + _MONTH_WORD + r"\s+(?:the\s+)?(?:" + _TENS + "|" + _ORDINAL + r"))\b"
)


# a date told first and named after it, in passing ("20 September 2027, the day it ends", "4 June 2027, which is its
# start date", "3 February — start"; never a range's "– end of December"): what follows it decides its role
# (the text after a date runs to the next date: a line's end is its "$" with no space before it, never a word before
# the next date, "START 1 FEB 2026 END 28 MAY")
# (citations may stand between the noun and its part's end: "12 June 2027 start [2], 26 September 2027 end [8]")
_BARE_ROLE = r"[ \t]+(?:{})(?:[ \t]+date)?(?=(?:[ \t]*\[[^\]\n]{{1,20}}\])*(?:[ \t]*[,;.)\n]|$)|\s+(?:and|&)\s)|"
# the role's bare noun in brackets right after the date, all the bracket says ("3 Mar 2026 (start) · 8 May 2026 (end)")
_BRACKET_ROLE = r"[ \t]*\([ \t]*(?:{})(?:[ \t]+date)?[ \t]*\)|"
# what stands between a timeline's date and what it names: a dash, an arrow mark, a colon, a table's next cell or a
# column's run of blanks on the same line, the date in bold or not ("**2 May 2026** — pilot ends", "2 May 2026 ▸ End.",
# "2 May 2026: pilot ends", "| 2 May 2026 | Pilot ends |", "02 May 2026   Pilot ends")
_ROLE_SEP = r"[*_]{0,2}(?:\s+[—–▸▶►→⟶➔⇒-]|\s*[:|]|(?:[ \t]{2,}|\t)(?=\S))\s*[*_]{0,2}\s*"


# citations closing a timeline line's event ("— start [3]"): they end its part as a line end does
_CITES_AFTER = r"(?:\[[^\]\n]{1,20}\][ \t*_]*)*"


def _role_of_pilot(noun: str, verb: str) -> str:
    """The pilot's start or end named after a timeline's date: "— start of the pilot", ": pilot ends", "| End |"."""
    # (the pilot maybe named before it, one word, and its phase: "— The Osprey pilot goes live", "— Pilot phase ends";
    # or the pilot's own noun for the fact ending its part: "— Pilot start.")
    return (_ROLE_SEP + rf"(?:the\s+)?(?:(?:{noun})\s+of\s+(?:the\s+)?(?:pilot|trial|project)\b|"
            rf"(?:[^\W\d_]+\s+)?(?:pilot|trial)(?:\s+(?:phase|run))?\s+(?:(?:{verb})\b|(?:{noun})(?:\s+date)?"
            rf"(?=[ \t*_]*{_CITES_AFTER}(?:[,;.)|\n]|$)))|(?:{noun})(?:\s+date)?(?=[ \t*_]*{_CITES_AFTER}(?:[,;.)|\n]|$)))|")


# what a timeline's entry says the pilot does on its date, its start or its end ("14 June 2026 — Pilot goes live.",
# "3 October 2026 — Pilot concludes."): the date's role, whatever day it gives
_START_VERBS = (r"starts|begins|kicks\s+off|launches|goes\s+live|commences|opens|gets\s+under\s*way|"
                r"is\s+(?:launched|kicked\s+off)")
_END_VERBS = r"ends|finishes|closes|wraps\s+up|concludes|completes|is\s+(?:over|closed|completed|wrapped\s+up)"


ROLES_AFTER = {
    # (a recipe's or a game's step with its date, the pilot's start or end said after a dash: "light the stove on 10
    # Feb - the pilot starts")
    # (or its role's bare noun after it, ending its part of the line: "23/03/2027 start, 11/05/2027 end")
    # (or the start or end of the pilot itself named after a dash: "1 May 2026 - start of the pilot", "— end of the trial")
    "start": rx(r"^(?:\s+[—–▸▶►→⟶➔⇒-]\s*(?:the\s+)?(?:start|launch|kick-?off|go-?live)\b(?!\s+of\b)|"
                + _role_of_pilot("start|launch|kick-?off|go-?live", _START_VERBS)
                + _BARE_ROLE.format("start|launch|kick-?off|go-?live")
                + _BRACKET_ROLE.format("start|launch|kick-?off|go-?live") +
                r"\s+[—–▸▶►→⟶➔⇒-]\s*(?:the\s+)?pilot\s+(?:" + _START_VERBS + r")\b|"
                r",\s*(?:which\s+is\s+)?(?:its|the\s+pilot's|the\s+pilot’s)\s+(?:start\s+date|first\s+day)\b|,\s*the\s+(?:day|date)\s+(?:it|the\s+pilot)\s+(?:starts|begins|"
                r"started|began|got\s+under\s*way)\b)"),
    "end": rx(r"^(?:\s+[—–▸▶►→⟶➔⇒-]\s*(?:the\s+)?(?:end|finish|close)\b(?!\s+of\b)|"
              + _role_of_pilot("end|finish|close", _END_VERBS) +
              _BARE_ROLE.format("end|finish") + _BRACKET_ROLE.format("end|finish|close") +
              r"\s+[—–▸▶►→⟶➔⇒-]\s*(?:the\s+)?pilot\s+(?:" + _END_VERBS + r")\b|"
              r",\s*(?:which\s+is\s+)?(?:its|the\s+pilot's|the\s+pilot’s)\s+(?:end\s+date|last\s+day)\b|,\s*the\s+(?:day|date)\s+(?:it|the\s+pilot)\s+(?:ends|finishes|closes|"
              r"ended|finished|closed|wraps\s+up)\b)"),
    # (a value first, then what it is: "24 Feb 2027 – date of approval", "3 May – pilot approved by X")
    "approval": rx(r"^(?:" + _BRACKET_ROLE.format(r"approval|approved|sign-?off|signed\s+off")
                   + r"\s+[—–▸▶►→⟶➔⇒-]\s*(?:the\s+)?(?:(?:date|day)\s+of\s+(?:the\s+)?(?:approval|sign-?off)|"
                   r"(?:approval|sign-?off)(?:\s+date)?|(?:pilot\s+)?(?:approved|signed\s+off))\b)"),
}


# How a brief is cut: list labels, headings, the Sources section, clause ends.
SOURCES_SECTIONS = {"sources", "source", "references", "citations", "source paragraphs", "paragraph references",
                    "sources and citations"}
LABELS = (
    # (a short closing word as the list's title: "Closed: X", "Wrapped up: X")
    ("done", re.compile(r"^(?:done|completed?|already (?:done|completed)|finished|achieved|progress(?: so far)?|"
                        r"closed(?: out)?|wrapped(?: up)?|"
                        r"completed (?:so far|works?|steps|tasks|items)|(?:work|works) (?:completed|done|finished))$")),
    ("planned", re.compile(r"^(?:planned|planning|plans|next(?: steps?| up)?|upcoming|to ?do|not (?:yet )?(?:done|started)|"
                           r"future(?: work| steps)?|planned (?:works?|steps|tasks|items)|"
                           # a section's title: "Work planned, not commenced", "Works planned"
                           r"(?:work|works) planned(?: not (?:yet )?(?:started|commenced|begun))?|(?:my )?recommendations|"
                           r"recommended (?:next )?steps|action items|backlog|"
                           # what is left: "What is still to be done?", "Left to do:", "Remaining work"
                           r"(?:still |yet )?to be (?:done|completed)|(?:still )?left to (?:do|be done)|still to do|"
                           r"remaining(?: work| steps| items)?|"
                           # a date not yet set for the entry: "TBD: X", "To be scheduled: X"
                           r"tbd|tbc|to be (?:scheduled|confirmed|determined))$")),
    # a qualifier before the out side ("Explicitly out of scope", "Strictly excluded") keeps it the out side
    ("out_of_scope", re.compile(r"^(?:(?:explicitly|expressly|strictly|clearly|definitely) )?"
                                r"(?:out[ -]of[ -]scope|oos|de-?scoped|not in scope|excluded|exclusions?|not included|"
                                r"outside (?:the )?(?:scope|pilot)|out|excluded (?:items?|from (?:the )?(?:scope|pilot))|"
                                r"explicitly (?:excluded|out)|not (?:in|part of|covered by|included in) (?:the )?(?:scope|pilot)|"
                                r"not covered|out[ -]of[ -]scope items?|out of bounds|off the table|left aside|"
                                # a board's column of work that will not be done: "WON'T DO (this pilot)"
                                r"wont do|will not do|not doing|"
                                # a question as a label: "What's out:", "What is not included:"
                                r"what(?:'s|’s|s| is) (?:out|excluded|not (?:in|included|covered))|"
                                r"what (?:it|the pilot) (?:does not|doesnt|doesn’t) cover)$")),
    ("in_scope", re.compile(r"^(?:in scope|covers|covered|included|what(?:'s|’s|s| is) (?:in|included|covered))$")),
)
# Bare lines that are headings in a brief (besides markdown/colon headings).
KNOWN_HEADINGS = ("Timeline", "Scope", "Budget", "Status", "Sources", "References", "Done", "Completed", "Planned",
                  "Next steps", "Out of scope", "In scope")
# A dot after these is not a sentence end: "(para. 2)", "cf. p. 4", "23. Nov. 2027".
ABBREVIATIONS = re.compile(r"(?:\b(?:paras?|pp?|cf|ref|refs|no|nos|e\.g|i\.e|approx|appr|ca|vs|incl|"
                            r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|\d)$", re.IGNORECASE)
MONTH_AHEAD = re.compile(r"\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.IGNORECASE)
# ", not started yet" says the stage of what precedes it; ", not the night shift" excludes something.
_STAGE_NEGATION = r"not\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|commenced|done|completed|finished|under\s*way)\b"
# `(?<!\s)`: a conjunction's spaces are tried from the start of their run only; tried from every space of
# a long run, each try scanning the rest of it, a line of spaces was quadratic.
CLAUSE_SPLIT = re.compile(
    r";|(?:,|(?<!\s))\s+(?:but|while|whereas|although|however)\s+|,\s+(?=(?:and\s+)?(?:not|excluding|except)\b)"
    r"(?!(?:and\s+)?" + _STAGE_NEGATION + r")|,\s+and\s+|"
    r"(?<=\S)[ \t]+[·•][ \t]+(?=\S)"  # "scanners installed ✓ · customer portal hooked up ✓": a run-in list's parts
)
# words that carry no content of their own, when a claim's words are compared with the source's
FUNCTION_WORDS = frozenset("""the and for are but not was were has have had its it's this that these those with from
into onto than then there their they them our ours you your yours who whom which what when where why how all any
also just only very still yet will would shall should can could may might must been being does did done doing
about over under after before again each both few more most other some such own same too out off per via
let's here okay thanks thank please cheers best regards dear team everyone all hey hello note notes
none nothing else below above following""".split())
# the pilot's fact kinds by name ("the budget", "the scope", "one completed item"), for a line saying what a note
# covers in these terms only
_KINDS = (r"(?:the\s+|a\s+|an\s+|one\s+|its\s+)?(?:(?:start|end)(?:\s+date)?|dates?|timeline|budget|scope|workflow|"
          r"site|approval|exclusion|(?:completed|finished|done|planned)\s+(?:work|items?|steps?|stages?)|"
          r"work\s+(?:done|planned)|stages?|status)")

# field labels, stages and approval states written in another European language (German, French, Dutch, Swedish)
# around English item names ("Erledigt: …", '"réalisé": […]', "Goedgekeurd? Ja", "Klart: …", "Nicht Teil des Piloten:
# …"), each with the English word it reads as (never longer: the brief is read one character for one); longer phrases
# first. A bare "ja"/"nee" is the field's yes or no, written as its letter ("y", "n")
_BORROWED_WORDS: tuple[tuple[str, str], ...] = (
    # not started, under way
    (r"noch\s+nicht\s+(?:gestartet|begonnen)|pas\s+encore\s+(?:commencée?s?|démarrée?s?)|"
     r"nog\s+niet\s+(?:gestart|begonnen)|inte\s+påbörja[dt]", "not yet started"),
    (r"ej\s+påbörja[dt]", "not started"),
    (r"in\s+bearbeitung|in\s+uitvoering", "in progress"),
    (r"en\s+cours|pågående", "underway"),
    (r"gestartet|gestart|begonnen|påbörja[dt]|commencée?|démarrée?", "started"),
    # done, planned
    (r"abgeschlossen|genomför[dt]", "completed"),
    (r"erledigt|fertig|réalisée?s?|terminée?s?|afgerond|voltooid|gedaan|klaar|klart|avklara[dt]", "done"),
    (r"geplant|gepland|planera[dt]|planifiée?s?", "planned"),
    (r"prévue?s?", "plan"),
    # out of scope, included
    (r"nicht\s+teil\s+des\s+pilot(?:en|s)", "not part of the pilot"),
    (r"nicht\s+im\s+umfang|hors[\s_]+(?:du\s+)?périmètre|utanför\s+(?:omfattningen|omfattning|scope)|"
     r"buiten\s+(?:de\s+)?scope", "out of scope"),
    (r"nicht\s+enthalten|niet\s+inbegrepen", "not included"),
    (r"ausgeschlossen|uitgesloten", "excluded"),
    (r"inbegriffen|inbegrepen|enthalten", "included"),
    # the approval and its state
    (r"genehmigung|freigabe|approbation|goedkeuring|godkännande", "approval"),
    (r"genehmigt|freigegeben|approuvée?|goedgekeurd", "approved"),
    (r"ausstehend|en\s+attente|in\s+afwachting", "pending"),
    (r"avvaktar|inväntar", "awaiting"),
    (r"durch", "by"),
    # not, not yet; yes and no
    (r"noch\s+nicht|pas\s+encore|nog\s+niet|ännu\s+inte|inte\s+ännu", "not yet"),
    (r"nicht|niet|inte", "not"),
    (r"ja", "y"),
    (r"oui", "yes"),
    (r"nee|nein|nej", "n"),
)
BORROWED = tuple((re.compile(r"(?<![^\W_])(?:" + pattern + r")(?![^\W_])", re.IGNORECASE), word)
                 for pattern, word in _BORROWED_WORDS)


# a meeting set for a follow-up: a definite one ("the", "our", "next", "Thursday's") of a meeting's kind
_SET_MEETING = (r"(?:the|our|next|this|tomorrow['’]s|\w+day['’]s)\s+(?:[\w-]+\s+){0,2}?(?:meeting|call|stand-?up|"
                r"check-?in|sync|catch-?up|review)\b")


# a meeting named as one (an article before it: "a call", not the verb "call me") and a coming day it is set for
_A_MEETING = r"(?:a|an|the|our)\s+(?:[\w-]+\s+){0,2}?(?:meeting|call|stand-?up|check-?in|sync|catch-?up)\b"
_MONTH_NAME = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_COMING_DAY = (r"(?:next\s+week|tomorrow|(?:on|this|next)\s+(?:monday|tuesday|wednesday|thursday|friday)|"
               r"(?:monday|tuesday|wednesday|thursday|friday)\s+morning)")

# an offer to say more on a call, at a meeting or in person (`Layout.meeting_offer`): the writer's voice, a verb of
# telling or going through, the place it is said in; a day, a date or a party other than the reader sets a meeting
_OFFER_WHEN = (r"(?!.*(?:\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\btomorrow\b|\b(?:next|this)\s+week\b|"
               rf"\b{_MONTH_NAME}\b|\bwith\s+(?!you\b|everyone\b|pleasure\b)))")
_OFFER_VOICE = (r"(?:(?:I|we)(?:['’]ll|\s+will|\s+can|\s+could|['’]d\s+be\s+(?:happy|glad)\s+to|\s+would\s+be\s+(?:happy|"
                r"glad)\s+to|['’]m\s+(?:happy|glad)\s+to|\s+am\s+(?:happy|glad)\s+to)\s+|(?:always\s+)?(?:happy|glad)\s+"
                r"to\s+|can\s+)(?:also\s+|gladly\s+|then\s+)?")
_TELL_MORE = (r"(?:tell|explain|walk|go\s+(?:through|over|into)|talk|run|take\s+you|cover|discuss|elaborate|expand|"
              r"share\s+more|fill\s+(?:you|everyone)\s+in|answer|clarify)\b")
_SAID_AT = (r"\b(?:(?:on|in|at|during|over)\s+(?:a|an|the|our|your)?\s*(?:next\s+|quick\s+|short\s+|brief\s+|follow-?up\s+|"
            r"video\s+|phone\s+|regular\s+|weekly\s+)?(?:call|meeting|sync|catch-?up|chat|check-?in|stand-?up|phone)|"
            r"in\s+person|face\s+to\s+face|when\s+we\s+(?:next\s+)?(?:meet|speak|talk))\b")


# a newsletter's or a bulletin's name or section ("Internal newsletter", "Project news", "Weekly digest")
_MASTHEAD = (r"(?:(?:internal|company|staff|team|project|pilot|weekly|monthly|operations|ops)\s+){0,2}"
             r"(?:newsletter|news|bulletin|digest|round-?up|in\s+brief)")

LAYOUT = with_data_keys(Layout(LABELS, KNOWN_HEADINGS, frozenset(SOURCES_SECTIONS), CLAUSE_SPLIT, ABBREVIATIONS, MONTH_AHEAD,
                FUNCTION_WORDS, frozenset(w[:5] for w in """brief notes minutes meeting call summary summarise update
                report email message subject memo digest recap overview reported written compiled paragraphs
                """.split()),
                part_words=frozenset(w[:5] for w in """slide card section part phase step stage page chapter item level
                appendix annex scenario""".split()),
                scenario=re.compile(r"^\W*(?:scenario\b|option\s+(?:\d{1,2}|[a-d]|one|two|three)\b|what\s+if\b|counterfactual\b|suppose\b|if\b|in\s+(?:either|both|any)\s+"
                                    r"(?:scenario|case)\b|had\s+(?:the\s+)?(?:file|notes?|records?|source|material)\b)",
                                    re.IGNORECASE),
                section_label=rx(r"^\W*(?:(?:the\s+)?(?:input|base|basic|background|starting|key|known|core)\s+(?:data|facts|"
                                 r"information|info|figures|details|position)|(?:the\s+)?facts(?:\s+on\s+file)?|background|"
                                 r"context|baseline|(?:the\s+)?starting\s+point|where\s+(?:things|it|we)\s+stands?|"
                                 r"status\s+quo|current\s+(?:state|situation|position)|(?:the\s+)?givens?|"
                                 # a publication's masthead or section, whole ("Internal newsletter · Project news")
                                 rf"{_MASTHEAD}(?:\s*[·•|/:—–-]\s*{_MASTHEAD})?)\W*$"),
                borrowed=BORROWED,
                period_label=re.compile(r"\b(?:wk|week|w|kw|q|h)\.?\s?\d{1,2}(?:\s*[-–]\s*\d{1,2})?\b", re.IGNORECASE),
                # a field's bare letter ("Approved: y", "Signed: N"), never "n/a"
                yes=re.compile(r"^\W*(?:yes|yep|yeah|correct|done|true|✓|✔)\b|^\W*[✓✔]|^\W*y(?![\w/])", re.IGNORECASE),
                no=re.compile(r"^\W*(?:no|nope|not yet|not at all|of course not|absolutely not|none|false|✗|✘)\b|"
                              r"^\W*[✗✘]|^\W*n(?![\w/])", re.IGNORECASE),
                other_side=re.compile(r"\bnot\s+(?:this|the\s+same)\s+(?:pilot|project|trial)\b(?!['’]s)|"
                                      r"\b(?:a\s+)?separate\s+(?:project|pilot|trial)\b", re.IGNORECASE),
                other_party=re.compile(r"\b(?:another|a\s+different|other)\s+(?:team|company|project|pilot|trial)\b|"
                                       r"\blast\s+year['’]s\b|\bprevious\s+(?:pilot|project|trial)\b", re.IGNORECASE),
                not_named=r"\bnot\s+",
                option_name=re.compile(r"\b(?:option|alternative|variant)\s+(?:[A-D]|\d|one|two|three)\b", re.IGNORECASE),
                weak_side=re.compile(r"^\W*(?:weakness(?:es)?|threats?|risks?|cons|downsides?|drawbacks?|blocked|blockers?|on\s+hold)\b"
                                     r"(?:\s*\(\w\))?\s*[\]】]?\s*(?::|$)", re.IGNORECASE),
                risk_column=re.compile(r"(?:(?:main|key|open)\s+)?(?:risks?|concerns?|issues?|threats?|watch[\s-]?outs?)"
                                       r"(?:\s+(?:item|area|description))?", re.IGNORECASE),
                risk_effect=re.compile(r"\b(?:may|might|could)\b|\bat\s+risk\b|\brisk\s+of\b|\b(?:is|are)\s+likely\s+to\b",
                                       re.IGNORECASE),
                failure_if=re.compile(r"\b(?:if|should|in\s+case|once)\b[^.;:\n]{0,60}?\b(?:fails?|breaks?(?:\s+down)?|"
                                      r"crash(?:es)?|goes\s+down|slips?|stalls?|drops?\s+out|falls?\s+(?:through|behind)|"
                                      r"runs?\s+(?:late|out|over)|(?:is|are|gets?)\s+(?:late|delayed|lost|damaged))\b",
                                      re.IGNORECASE),
                recap=re.compile(r"^\W*(?:key\s+(?:takeaways?|points|messages|findings)|takeaways?|in\s+short|"
                                 r"bottom\s+line|tl;?\s?dr|"
                                 # "To restate the essentials for readers outside logistics", "In other words"
                                 r"(?:to\s+)?(?:restate|re-?state|sum\s+(?:it\s+|this\s+)?up|summari[sz]e|recap)\b[^:,.;]{0,60}|"
                                 r"in\s+(?:one\s+(?:line|sentence)|a\s+nutshell|other\s+words|summary|sum|brief)|"
                                 # a one-line recap offered to the reader ("If you need a one-liner", "If you want it in one
                                 # sentence")
                                 r"(?:if\s+you\s+(?:need|want)\s+(?:it\s+in\s+)?|for\s+)?(?:a\s+)?one[\s-]+liner|"
                                 r"if\s+you\s+(?:need|want)\s+(?:it\s+)?in\s+(?:one\s+(?:line|sentence)|short|brief)|"
                                 # "Summary of the summary", "One-line summary", "Recap of the above"
                                 r"(?:one[\s-]+line|short|quick|final)\s+(?:summary|recap)|(?:summary|recap)\s+of\s+the\s+"
                                 r"(?:summary|brief|above)|"
                                 r"putting\s+it\s+(?:all\s+)?together|all\s+told|"
                                 # the short form offered for the reader's need ("If you need a one-liner:")
                                 r"if\s+you(?:'d|’d|\s+would)?\s+(?:need|want|like|prefer)\s+(?:it\s+in\s+)?(?:a|the|one)\s+"
                                 r"(?:one[\s-]*liner|short(?:er)?\s+version|quick\s+version|summary|line|sentence)|"
                                 # a brief written conclusion first: its label ("Conclusion:", "Verdict in one line:")
                                 r"(?:the\s+)?(?:short\s+|overall\s+|one[\s-]+line\s+)?(?:conclusion|verdict)(?:\s+in\s+one\s+(?:line|sentence))?)\W*$",
                                 re.IGNORECASE),
                # a frame the clause after it is said in (`Layout.frame_lead`): a preposition of scope or view, and
                # no verb, "that" or "which" of its own ("Given that the budget is half spent" is a claim)
                frame_lead=re.compile(r"^\W*(?:for|given|considering|in\s+(?:light|view)\s+of|relative\s+to|compared\s+"
                                      r"(?:with|to)|by\s+the\s+standards\s+of|to\s+my\s+mind|in\s+(?:my|our)(?:\s+[^\W\d_]+)"
                                      r"{0,3}\s+(?:view|opinion|judge?ment|experience))\b(?![^,;]*\b(?:is|are|was|were|has|have|"
                                      r"had|will|would|can|could|should|must|may|might|do|does|did|that|which|who)\b)[^\d,;]*$",
                                      re.IGNORECASE),
                # a hedge leading into the part after it ("as things stand, …", "from what I can tell, …"): one claim
                lead_in=re.compile(r"^\W*(?:"
                                   # a lead-in only announcing what follows, on its line or below ("What matters:",
                                   # "Key points:", "One thing to flag:"): no claim, the part after says it (one opened
                                   # by "what" with its colon: without it, a clause of the sentence, "we know what matters")
                                   r"(?:(?:here(?:['’]s|\s+is|\s+are)\s+)?what(?:['’]s|\s+is)?\s+(?:really\s+)?(?:matters?|"
                                   r"important|worth\s+knowing)(?:\s+(?:most|to\s+know|here))?|"
                                   r"what\s+you\s+(?:need|should|have)\s+to\s+know)\s*:|"
                                   r"(?:the\s+)?(?:key|main|important)\s+(?:points?|things?|takeaways?)(?:\s+(?:to\s+know|are))?|"
                                   r"(?:just\s+)?one\s+(?:more\s+|last\s+)?(?:thing|point)\s+to\s+(?:flag|note|mention|keep\s+in\s+mind)|"
                                   r"(?:a\s+)?word\s+of\s+(?:caution|warning)|(?:I\s+should|I['’]d|let\s+me)\s+(?:flag|point\s+out|"
                                   r"mention)\s+(?:one\s+thing|this|that)|"
                                   r"as\s+things\s+stand|as\s+it\s+stands|as\s+far\s+as\s+I\s+can\s+tell|"
                                   r"from\s+what\s+I\s+can\s+(?:tell|see)|by\s+the\s+look\s+of\s+(?:it|things)|"
                                   r"at\s+this\s+point|for\s+now|so\s+far|it\s+seems|"
                                   # (the present state named as the measure: "as things are now", "going by the
                                   # current situation")
                                   r"as\s+things\s+(?:are|look)(?:\s+(?:now|today|at\s+the\s+moment))?|(?:going\s+)?by\s+the\s+"
                                   r"(?:current|present)\s+(?:situation|picture|state\s+of\s+things)|"
                                   # what the writer draws a view from, pointing back ("judging by these two", "taken
                                   # together"): one claim with the view after it
                                   r"judging\s+(?:by|from)\s+(?:these|this|that|those|the\s+above|all\s+(?:this|that))"
                                   r"(?:\s+[^\W\d_]+){0,2}|on\s+(?:that|this)\s+basis|taken\s+together|"
                                   r"given\s+(?:all\s+)?(?:this|that|the\s+above)|"
                                   # who holds the view, under a minutes' label ("Discussion: the participants felt
                                   # that, …"), and the pace it is judged by ("at the current pace, …"): one judgement
                                   # with the part after
                                   r"(?:[^\W\d_]+(?:\s+[^\W\d_]+)?:\s*)?(?:the\s+)?(?:participants|attendees|team|"
                                   r"group|meeting|we|everyone)\s+(?:all\s+)?(?:felt|feel|believed?|believes|think|"
                                   r"thought|agreed|judged|expect(?:ed)?)(?:\s+that)?|"
                                   r"(?:at|given)\s+(?:the\s+)?(?:current|present|this)\s+(?:pace|rate|speed)|"
                                   # a condition of politeness before the writer's follow-up ("If you have no objections,
                                   # I'll …")
                                   r"if\s+(?:you\s+(?:have\s+no\s+objections?|don['’]t\s+object|agree|are\s+(?:ok|okay|fine)\s+"
                                   r"with\s+(?:it|this|that))|there\s+are\s+no\s+objections?|no\s+one\s+objects|that\s+works\s+"
                                   r"for\s+you))\W*$", re.IGNORECASE),
                # a reason or a goal the writer gives (`Layout.reason`)
                # the writer's goal or risk opening a sentence or an item (`Layout.aim_or_risk`)
                # (or a fact the writer names as its risk: "I'd flag the approval as the main risk: …")
                aim_or_risk=re.compile(r"(?:I['’]d|I\s+would|we['’]d|we\s+would)\s+(?:flag|call\s+out|single\s+out|name|see|"
                                       r"treat|rate|list|count)\s+(?:the\s+|this\s+|our\s+)?[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,5}?"
                                       r"\s+as\s+(?:the\s+|a\s+|our\s+)?(?:(?:main|key|biggest|chief|principal|major|only|primary)\s+)?"
                                       r"risk\s*(?:[:—–]|-\s)|"
                                       r"(?:the\s+|one\s+)?(?:pilot['’]s\s+|project['’]s\s+)?(?:(?:main|key|biggest|chief|"
                                       r"principal|major|only|primary)\s+)?(?:risk|goal|aim|purpose|objective)s?"
                                       r"(?:\s+of\s+(?:the\s+)?[^\W\d_]+)?\s*(?:[:—–]|-\s|(?:is|are|here\s+is|would\s+be)\b)",
                                       re.IGNORECASE),
                reason=re.compile(r"\b(?:so\s+that|so\s+as\s+(?:not\s+)?to|in\s+order\s+(?:not\s+)?to|because|"
                                  r"the\s+(?:main\s+)?(?:goal|aim|purpose|rationale|reason)\s+(?:of\s+\w+\s+|"
                                  r"behind\s+\w+\s+)?(?:is|was|being)\b|(?:was|were|has\s+been|have\s+been)\s+chosen\s+(?:so|to|"
                                  r"because))\b|"
                                  # a purpose opening the part after a step it explains ("…, to check how it runs")
                                  # a part opening on its cause ("…, since the depot is the busiest")
                                  r"^since\b(?!\s+(?:then|when|last|early|mid|late|the\s+(?:start|beginning|end)))|"
                                  r"^to\s+(?:check|see|review|assess|confirm|verify|test|make\s+sure)\b|"
                                  # a purpose opening the part after a limit it explains ("…, to keep the risk low")
                                  # (its weight said first: "(mainly to keep the risk low)")
                                  r"^(?:(?:mainly|chiefly|largely|partly|primarily)\s+)?to\s+(?:keep|reduce|lower|limit|"
                                  r"contain|minimi[sz]e|avoid|manage)\b|"
                                  # what a step is to settle ("…, and decide from the booking data whether to adjust")
                                  r"^(?:and\s+)?(?:to\s+)?decide\s+(?:[\w-]+\s+){0,5}?(?:whether|if|how)\b", re.IGNORECASE),
                chosen_reason=re.compile(r"\b(?:chosen|picked|selected|chose|picking|choosing)\b[^.;!?\n()]{0,30}?"
                                         r"\b(?:because|since|due\s+to)\b|"
                                         # (or for what it has: "(picked for its high return volume)")
                                         r"\b(?:chosen|picked|selected)\s+(?:mainly\s+|largely\s+)?for\s+(?:its|their|being|"
                                         r"having)\b", re.IGNORECASE),
                # what the pilot was set up for (`Layout.motive`)
                motive=re.compile(r"\b(?:set\s+up|designed|meant|intended|launched|started|created|introduced)\s+"
                                  r"(?:(?:so\s+as\s+|in\s+order\s+)?to\s+(?!be\b)|with\s+the\s+(?:aim|goal)\s+of\b)|"
                                  r"\baim(?:s|ed|ing)\s+(?:at|to)\b|\bwith\s+the\s+(?:aim|goal|intention|object|objective)\s+of\b|"
                                  r"\bin\s+a\s+bid\s+to\b|\b(?:the\s+)?(?:pilot['’]s\s+)?(?:goal|aim|purpose)\s+"
                                  r"(?:of\s+the\s+pilot\s+)?is\s+to\b", re.IGNORECASE),
                # what the clause before leads to (`Layout.hence`)
                hence=rx(r"[,;]\s*(?:so|therefore|hence|which\s+is\s+why|that['’]?s\s+why)\b"),
                # a call to watch what the part before says ("…, which needs watching"): one claim with it
                # (or what to press the one just contacted for: "…, and nudge them about the approval")
                consequence=re.compile(r"^(?:and\s+)?(?:nudge|chase|prod|remind)\s+(?:them|her|him)\b(?![^\n]*\d)"
                                       r"(?:[ \t,]+[^\W\d_][\w'’-]*){0,8}\W*$|"
                                       r"^(?:which|and\s+this|this|and|so\s+it)?\s*(?:needs?|will\s+need|should\s+be|must\s+be|"
                                       r"has\s+to\s+be|requires?)\s+(?:to\s+be\s+)?(?:closely\s+|carefully\s+)?"
                                       r"(?:watch|monitor|track)\w*|"
                                       # a risk told of the part before, its subject ("…, with a risk of slipping",
                                       # "…, so there is a risk it slips"): one risk with it
                                       r"^(?:and\s+|so\s+)?(?:with\s+(?:a|an|some|the)|there(?:['’]s|\s+is)\s+(?:a|an|some|the))\s+"
                                       r"(?:real\s+|clear\s+|high\s+|serious\s+|certain\s+)?risk\b|^(?:and\s+|so\s+)?(?:it|this)\s+risks\b|"
                                       # the effect of the part before told in a relative clause ("…, which could
                                       # hold back responses"): the same risk carried on, no second point
                                       r"^which\s+(?:in\s+turn\s+)?(?:could|may|might|would)\b|^which\s+(?:would\s+)?means?\b|"
                                       # what may go ahead only once the part before is done ("…, and only then
                                       # can it go live")
                                       r"^(?:and\s+)?only\s+(?:then|after\s+that|afterwards)\s+(?:can|may|will|could)\b|"
                                       # the strain the part before is predicted to bring, said as its outcome
                                       # ("…, and the load on order intake will be heavy": the same risk spelled out)
                                       r"\b(?:pressure|strain|load|workload)\s+(?:on\s+(?:[\w-]+\s+){1,4}?)?(?:will|would|could|"
                                       r"may|might)\s+be\s+(?:very\s+|quite\s+|rather\s+|especially\s+|particularly\s+)?"
                                       r"(?:high|heavy|great|considerable|significant|intense)\b|"
                                       # the effect the part before may have on the work ("…, and testing could be
                                       # affected": the same risk carried on to what it touches)
                                       r"\b(?:could|may|might|would|will|is\s+likely\s+to)\s+(?:well\s+)?(?:be\s+)?"
                                       r"(?:affected|impacted|slowed(?:\s+down)?|held\s+up)\b|"
                                       r"\b(?:could|may|might|would|will)\s+(?:well\s+)?(?:affect|slow(?:\s+down)?|hold\s+up)\s+"
                                       r"(?:the\s+)?(?:testing|progress|schedule|timeline|rollout|work)\b",
                                       re.IGNORECASE),
                meeting_offer=re.compile(rf"^{_OFFER_WHEN}\W*(?:(?:and\s+|but\s+)?if\s+[^,;:—–.!?\n]{{1,30}}[,;:—–-]\s*)?"
                                         rf"{_OFFER_VOICE}{_TELL_MORE}[^.!?\n]{{0,50}}?{_SAID_AT}[^.!?\n]{{0,40}}?\W*$",
                                         re.IGNORECASE),
                call_back=re.compile(_CALL_BACK, re.IGNORECASE),
                # the writer's or the team's own follow-up (`Layout.follow_up`)
                follow_up=re.compile(r"\b(?:I|we)(?:['’]ll|\s+will|\s+(?:am|are)\s+going\s+to|\s+(?:plan|intend)\s+to|"
                                     r"(?:['’]ve|\s+have)\s+(?:already\s+)?(?:arranged|scheduled|booked|set\s+up))\s+"
                                     r"(?:\w+\s+){0,2}?(?:set\s+up|schedule|arrange|book|organi[sz]e|hold|share|present|"
                                     r"circulate|meet|check\s+in|follow\s+up|(?:a|an|the)\s+(?:\w+\s+){0,2}?"
                                     r"(?:check-?in|meeting|call|catch-?up|session|review|walkthrough))\b|"
                                     r"\b(?:the\s+)?(?:team|project\s+team|we)\s+(?:expects?|hopes?|plans?|intends?|aims?|"
                                     r"promises?|is\s+going|are\s+going)\s+to\s+(?:share|present|publish|circulate|report|"
                                     r"announce)\b|"
                                     # the results reported to someone later, said in the passive ("Results will be
                                     # presented to the executive committee when the pilot ends")
                                     r"\b(?:results?|findings|outcomes?|lessons(?:\s+learn[te]d)?|(?:a|the)\s+(?:final\s+|"
                                     r"closing\s+|short\s+)?(?:report|summary|write-?up))\s+(?:will|is\s+to|are\s+to|"
                                     r"(?:is|are)\s+(?:due|scheduled|expected)\s+to)\s+be\s+(?:presented|shared|reported|"
                                     r"circulated|published|sent|submitted|handed\s+over|taken)\b|"
                                     # a report handed to a party, as a task of its own ("Submit a closing report to
                                     # management after the pilot", "the final summary goes to the board")
                                     r"\b(?:submit|send|present|deliver|hand\s+(?:in|over))\s+(?:a|an|the)\s+(?:\w+\s+){0,2}?"
                                     r"(?:report|write-?up)\s+to\b|\b(?:final|closing|summary|wrap-?up)\s+(?:report|summary)\s+"
                                     r"(?:goes|will\s+go|is\s+sent|gets\s+sent)\s+to\b|"
                                     # the team's own reporting promised ("The project team will report progress to
                                     # management every week", "we'll update the board monthly")
                                     r"\b(?:I|we|(?:the\s+)?(?:project\s+|pilot\s+)?team)(?:['’]ll|\s+will|\s+is\s+to|"
                                     r"\s+(?:commits?|undertakes?|promises?)\s+to)\s+(?:\w+\s+){0,2}?(?:report|update|brief|"
                                     r"send\s+(?:a\s+)?(?:\w+\s+)?(?:update|report|summary))\b|"
                                     # the details gone through at a meeting set for it ("I'll go over the details with you
                                     # at Thursday's project meeting", "at the next stand-up we'll walk you through it")
                                     r"\b(?:I|we)(?:['’]ll|\s+will)\s+[^.;!?\n]{0,50}?\b(?:at|in|during)\s+"
                                     rf"{_SET_MEETING}|\b(?:at|in|during)\s+{_SET_MEETING}\s*,?\s+(?:I|we)(?:['’]ll|\s+will)\b|"
                                     # a meeting set for a coming day, as a chat turn says it ("there's a call on the
                                     # survey next week", "Tomorrow we have a sync with IT")
                                     rf"\b{_A_MEETING}[^.;!?\n]{{0,50}}?\b{_COMING_DAY}\b|\b{_COMING_DAY}\b[^.;!?\n]{{0,30}}?"
                                     rf"\b{_A_MEETING}", re.IGNORECASE),
                # a meeting set for a time (`Layout.meeting_set`)
                because_opening=re.compile(r"^\s*(?:because|since)\b", re.IGNORECASE),
                meeting_set=re.compile(r"\b(?:kick-?off|meeting|call|session|workshop|check-?in|catch-?up|review|"
                                       r"walk-?through|debrief|retrospective)s?\b[^.;!?\n]{0,60}?\b(?:(?:in|during|before|"
                                       r"by|within|after|on|at|for)\s+(?:the\s+)?(?:(?:first|second|third|fourth|last|"
                                       r"final|next|coming|end|start|beginning|middle|early|mid|late)\b|week\b|month\b|\d|"
                                       # its time in number words ("a progress meeting in two weeks")
                                       rf"(?:{_UNITS})\s+(?:weeks?|days?|months?)\b|"
                                       rf"{_MONTH_NAME}\b|(?:mon|tues|wednes|thurs|fri)day\b)|(?:weeks?|days?|months?)\s+"
                                       rf"(?:after|before|from|into|later)\b|{_COMING_DAY})|"
                                       # a body's next meeting ("settled at the works council's next meeting")
                                       r"\b(?:at|in|during|by|before|for)\s+(?:(?:its|their)\s+|the\s+(?:[\w-]+['’]s\s+|[\w-]+\s+){0,3}?)"
                                       r"(?:next|coming|upcoming)\s+(?:meeting|session|sitting)s?\b|"
                                       # a meeting set on the day of the entry before it ("…; the same day — team kick-off")
                                       r"\b(?:(?:on\s+)?the\s+same\s+day|that\s+same\s+day|on\s+that\s+day)[\s,—–:-]+(?:an?\s+|the\s+)?"
                                       r"(?:[\w-]+\s+){0,2}?(?:kick-?off|meeting|call|session|workshop|check-?in|review)s?\b|"
                                       # a body sitting at a coming time ("the board meets this Friday")
                                       rf"\b(?:meets|will\s+meet|is\s+meeting|convenes|will\s+convene|sits)\s+(?:again\s+)?"
                                       rf"(?:{_COMING_DAY}|in\s+(?:two|three|a\s+few)\s+(?:days|weeks))\b|"
                                       # the day first ("On Friday at 10:00 a call with the depot team")
                                       r"\b(?:on|this|next)\s+(?:monday|tuesday|wednesday|thursday|friday)\b[^.;!?\n]{0,25}?"
                                       r"\b(?:kick-?off|meeting|call|session|workshop|check-?in|catch-?up|sync)s?\b",
                                       re.IGNORECASE),
                # a meeting of the team's own (`Layout.team_meeting`)
                team_meeting=re.compile(r"\b(?:kick-?off|meeting|session|call|walk-?through|briefing|workshop|huddle|check-?in)s?"
                                        r"\s+(?:with|for)\s+(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,4}?(?:team|staff|clerks|"
                                        r"colleagues|operators|users|crew|agents)\b|\b(?:team|staff)\s+(?:kick-?off|meeting|"
                                        r"session|call|walk-?through|briefing|workshop|huddle)s?\b", re.IGNORECASE),
                next_step=re.compile(r"\bnext\s+steps?\s+(?:is|are|will\s+be|would\s+be|could\s+be|should\s+be|might\s+be|"
                                     r"may\s+be)\b|\b(?:what|the\s+thing)\s+(?:comes|would\s+come)\s+next\s+(?:is|would\s+be)\b",
                                     re.IGNORECASE),
                due_before=re.compile(r"\b(?:by|before|until|due(?:\s+(?:on|by))?|no\s+later\s+than)\s+(?:the\s+)?$",
                                      re.IGNORECASE),
                # a task opening on its verb ("Prepare and circulate the migration plan by Friday"; not a label, "Schedule:")
                # (a deadline before the verb, group `due`: "By 14 May, prepare …", the task's date, no pilot's end)
                action_item=re.compile(r"^\W*(?P<due>(?:by|before|until|no\s+later\s+than)\s+[^,:;\n]{1,30}?[,:]?\s+)?"
                                       r"(?:prepare|send|circulate|draft|distribute|compile|collect|arrange|organi[sz]e|"
                                       r"book|schedule|set\s+up|share|write\s+up|agree|confirm|update)\b(?![^\w\n]*[:：])",
                                       re.IGNORECASE),
                condition_part=re.compile(r"^(?:and\s+|but\s+)?(?:if|unless|should\s+(?:the|it|they)|once|as\s+soon\s+as|"
                                          r"after\s+(?:the|it|they|this|that|its)\s+[^,;]{0,40}?(?:is|are|has|have)\s+"
                                          r"(?:done|finished|complete|completed|in\s+place|live|approved|signed\s+off))\b",
                                          re.IGNORECASE),
                question_head=re.compile(r"^(?:what|who|when|where|why|how|which)\b", re.IGNORECASE),
                silent_topic=re.compile(r"^\W*(?:what|who|whom|whose|when|where|why|how|which|whether|if)\b", re.IGNORECASE),
                pending_frame=re.compile(
                    r"\b(?:until|till|then|formally|officially|remains?|stays?|gives?|given|(?:even\s+)?though|although|"
                    r"already|set\s+out|nothing|anything|signed[\s-]+off)\b", re.IGNORECASE),
                pending_back=re.compile(r"^\W*(?:until|till)\s+(?:then|that\s+(?:point|happens|moment))\b", re.IGNORECASE),
                part_ref=re.compile(r"\b(?:sub-?)?(?:clauses?|sections?|articles?|schedules?|annex(?:es)?|appendix|items?|fields?|"
                                    rf"appendices|recitals?)\s+(?:{PART_NUMBERS}|\(?(?-i:[A-Z])\)?(?!\w))|"
                                    # a thread's reply or update by its number ("Update 2:", "[Reply 3]")
                                    rf"\b(?:{POST_UPDATE}|{POST_OTHER})\s*#?\d{{1,2}}(?=\s*[:)\]】])",
                                    re.IGNORECASE),
                material_words=re.compile(
                    r"\b(?:the\s+notes|(?:these|those|its|their)\s+notes|paragraphs?|footnotes?|"
                    r"this\s+(?:brief|summary|memo|write-?up|answer|issue|newsletter|(?:handover\s+)?note|faq|deck|one-pager|"
                    r"announcement|retrospective|retro)|(?:summaries|briefs)\s+of\s+this\s+kind|"
                    r"(?:a|the)\s+(?:summary|brief)\s+(?:is\s+)?most|readers?|"
                    r"(?:the\s+)?section\s+(?:above|below)|(?:the\s+)?background|"
                    # the file's own columns, where its values' sources are ("Sources are in the third column")
                    r"columns?)\b", re.IGNORECASE),
                material_handled=re.compile(
                    r"\b(?:notes?|paragraphs?|material|information|text|extracts?|excerpts?|details|sources?)\s+"
                    r"(?:(?:as\s+)?(?:provided|given|supplied|shared|sent|received|attached)|(?:you|they)\s+"
                    r"(?:provided|gave|supplied|shared|sent))\b|"
                    r"\bbefore\s+(?:(?:it|this|the\s+(?:brief|summary|note|memo|document|update|write-?up))\s+(?:is|gets|goes)\s+"
                    r"(?:out|shared|sent(?:\s+out)?|circulated|distributed|forwarded|published)|(?:sharing|sending|"
                    r"circulating|distributing|forwarding|publishing)(?:\s+(?:it|this))?)\b", re.IGNORECASE),
                verify_request=re.compile(
                    r"(?:^|[,;:]\s*|\b(?:so|please|then|and)\s+)(?:(?:re|double-|cross-)?(?:check|confirm|verify))\s+"
                    r"(?:the\s+|this\s+|that\s+|these\s+|its\s+)?(?:budget|figures?|numbers?|amounts?|dates?|totals?)"
                    r"(?:\s+(?:figure|amount|line))?(?:\s+(?:with|against)\s+(?:the\s+)?[\w-]+(?:\s+(?:team|department|office|lead))?)?",
                    re.IGNORECASE),
                approval_outlook=re.compile(
                    r"^\W*(?:and\s+)?(?:(?:it|this)\s+)?(?:is\s+)?(?:expected|likely|set)\s+to\s+(?:go\s+through|pass|"
                    r"be\s+(?:approved|signed\s+off|granted)|get\s+(?:approved|the\s+go-?ahead))\b|"
                    r"^\W*(?:and\s+)?(?:(?:it|we|they)\s+(?:is|are)\s+|(?:it|we|they)['’](?:s|re)\s+|is\s+)?(?:still\s+)?"
                    r"(?:(?:awaiting|waiting\s+(?:for|on))\s+(?:a|an|the|its|their)\s+(?:decision|answer|verdict|reply|"
                    r"outcome|response|result)\b|waiting\s+to\s+hear\s+back\b)", re.IGNORECASE),
                before_start=re.compile(r"\b(?:well\s+|already\s+|even\s+)?(?:before|ahead\s+of|prior\s+to)\s+(?:the\s+)?"
                                        r"(?:pilot(?:'s)?\s+)?(?:start|launch|kick-?off)\b|\bbefore\s+(?:the\s+pilot\s+|it\s+)"
                                        r"(?:started|began|starts|begins)\b", re.IGNORECASE),
                restatement=re.compile(r"^\W*(?:that\s+is(?:\s+to\s+say)?|i\.\s?e\.|in\s+other\s+words|namely)\b\W*",
                                       re.IGNORECASE),
                self_check=re.compile(r"^\W*(?:(?:double|self|sanity|cross|quick|final)[- ]?check(?:ing|ed)?|"
                                      r"re-?check(?:ing|ed)?|checking|check|verification|verifying)\b[^:\n]{0,40}:|"
                                      # checked against the notes and found right: "#1 Checked the dates against the
                                      # file, all correct."
                                      r"^\W*(?:\d{1,2}\s*)?(?:checked|verified|cross-checked)\b[^.\n]{0,40}?\b(?:against|with)\s+"
                                      r"(?:the\s+)?(?:notes?|file|source|records?)\b[^.\n]{0,20}?[,;:—-]\s*(?:all\s+)?"
                                      r"(?:correct|accurate|consistent|matches|no\s+(?:errors?|issues|discrepancies))\b",
                                      re.IGNORECASE),
                unnamed_item=re.compile(r"\b(?:notes?|file|source|paragraph)\s+(?:lists?|names?|mentions?|gives?|has)\s+"
                                        r"(?:one|an?|another|a\s+single)\s+(?:(?:further|other|more)\s+)?(?:item|task|step|"
                                        r"stage|activity|piece\s+of\s+work)\b|^\W*(?:one|an?|another)\s+(?:item|task|step|"
                                        r"stage|activity)\s+(?:that|which)\b", re.IGNORECASE),
                # what happened to a subject: a participle after an auxiliary ("was paid", "has been paid"), or a bare
                # past tense with its object after it ("The team trained the pickers", "The supplier invoiced us"); a
                # bare "-ed" word with no object is as often a participle qualifying it ("the items listed below")
                event_predicate=re.compile(
                    r"\b(?P<subject>[a-z]{3,})\s+(?:(?P<aux>was|were|is|are|has|have|had|been|be|will|got|gets|get)\s+"
                    r"(?:been\s+|be\s+)?(?:\w+ly\s+|just\s+|also\s+)?)?"
                    r"(?P<verb>(?(aux)[a-z]{2,}(?:ed|en|id|wn|nt|ld|ght|ne|ut)|(?:[a-z]{3,}ed|paid|sent|spent|bought|sold|"
                    r"built|brought|lost|won|wrote))\b(?(aux)|(?=\s+(?:the|a|an|us|them|him|her|our|their|its|all|some|"
                    r"every|each|both|two|three|several|new)\b)))", re.IGNORECASE),
                silence_turn=re.compile(r",?\s+(?:but|though|although|yet)\b", re.IGNORECASE),
                gap_guess=re.compile(r"^\W*(?:(?:maybe|perhaps|possibly|probably)\W+)?(?:that|this|it)(?:\s+(?:part|detail|point))?"
                                     r"(?:\s+(?:may|might|could|will|should|would)\b|['’]s\s+(?:probably|likely|still)\b)",
                                     re.IGNORECASE),
                asks_sources=re.compile(r"^(?:where\s+(?:does|do|did)\s+(?:(?:all\s+)?(?:this|that|it)|the\s+\w+|these\s+\w+)"
                                        r"(?:\s+\w+)?\s+come\s+from|where\s+(?:is|are)\s+(?:this|that|it|the\s+\w+|these\s+\w+)"
                                        r"\s+from|what\s+are\s+the\s+sources)$", re.IGNORECASE),
                source_silent=re.compile(
                    r"\b(?:does|do|did)(?:\s+not|n['’]t)\s+(?:(?:say|state|tell)\s+(?:who|what|how|whether|which|when)|"
                    r"name|mention|specify|identify|give\s+(?:a|an|the|any)|list|record)\b|"
                    r"\b(?:not|never)\s+(?:stated|mentioned|specified|recorded|named|identified)\s+(?:in|by)\s+"
                    r"(?:the\s+)?(?:file|notes?|source|material|documents?|record)|\bno\s+mention\s+of\b|"
                    r"\b(?:notes?|source|file|material|record)\s+(?:gives?|names?|lists?|states?|mentions?|contains?|holds?)\s+no\b|"
                    r"\b(?:is|are)\s+silent\s+(?:on|about)\b|"
                    # "The notes don't say anything about spending to date", "the file says nothing of a follow-up"
                    r"\b(?:does|do|did)(?:\s+not|n['’]t)\s+say\s+(?:anything|a\s+word)\s+(?:about|on|of)\b|"
                    r"\b(?:notes?|source|file|material|record)s?\s+(?:says?|said)\s+nothing\s+(?:about|on|of)\b|"
                    # a value the notes do not hold: "17 June does not appear in the notes"
                    r"\b(?:does|do|did)(?:\s+not|n['’]t)\s+(?:appear|occur|come\s+up)\s+(?:anywhere\s+)?in\s+(?:the\s+)?"
                    r"(?:file|notes?|source|material|documents?|record)\b|"
                    # the writer's refusal to go past them: "Anything beyond that would be guesswork on my part."
                    r"\bwould\s+be\s+(?:(?:pure|just|mere|only)\s+)?(?:guesswork|guessing|speculation|speculating)\b|"
                    # what the notes give only: "The notes give only the total amount; there is no breakdown"
                    r"\b(?:notes?|source|file|material|record)s?\s+(?:only\s+)?(?:gives?|names?|lists?|states?|mentions?|"
                    r"contains?|holds?|has|have)\s+only\b|"
                    # formal: "no further work items are recorded in the notes", "nothing else is stated in the file"
                    r"\b(?:no|nothing)\s+(?:[^\W\d_]+\s+){0,5}(?:is|are|was|were)\s+(?:recorded|stated|given|named|"
                    r"mentioned|listed)\s+in\s+(?:the\s+)?(?:file|notes?|source|material|documents?|record)\b|"
                    # in a chat's answer, the notes understood: "No pending approval is mentioned."
                    r"\bno\s+(?:[^\W\d_]+\s+){0,4}(?:is|are|was|were)\s+(?:mentioned|listed)(?=\s*(?:[.;!]|$))|"
                    # clipped in a terse note: "→ notes silent on owner / vendor", "file: nothing on vendor"
                    r"\b(?:notes?|source|file|material|record)s?\s*[:—–-]?\s*(?:silent|nothing)\s+(?:on|about|re)\b|\bsays?\s+nothing\s+(?:(?:more|else|further)\s+)?(?:of|about|on)\b|"
                    # the notes (or "they", "it") as subject: "They name no project lead", "Nor do they say what happens next"
                    r"\b(?:they|it)\s+(?:names?|mentions?|lists?|gives?|states?|records?|specif(?:y|ies)|contains?|holds?)\s+no\b|"
                    r"\bnor\s+(?:do|does|did)\s+(?:they|it|the\s+(?:notes?|source|file|material|documents?))\s+"
                    r"(?:say|state|tell|name|mention|specify|give|list|record)\b|"
                    # hedged or bare: "The notes don't seem to say.", "something the notes simply do not address"
                    r"\b(?:does|do|did)(?:\s+not|n['’]t)\s+(?:(?:simply|really|actually|seem\s+to|appear\s+to)\s+)+"
                    r"(?:say|state|tell|name|mention|specify|address|cover)\b|"
                    r"\b(?:does|do|did)(?:\s+not|n['’]t)\s+(?:(?:say|state|tell)\s*(?:[.;,!?)]|$)|address\b)|"
                    # the writer's own search that came back empty: "I found nothing on how much has been used"
                    r"\bI\s+(?:found|find|could\s+find|can\s+find|saw|see)\s+nothing\s+(?:on|about|in|regarding|of)\b|"
                    # or could not read from them: "though I honestly can't tell how it fits in"
                    r"\bI\s+(?:honestly\s+|really\s+|just\s+)?(?:can['’]?t|cannot|could\s*n['’]t|could\s+not)\s+"
                    r"(?:tell|work\s+out|figure\s+out|see)\s+(?:how|what|whether|if|why|where|when)\b|"
                    # the only thing of its kind the notes give: "the only two work items the pilot file mentions",
                    # "the only body named in the notes"
                    r"\bthe\s+only\s+(?:[^\W\d_]+\s+){0,4}?(?:(?:that\s+)?(?:the\s+|its\s+)?(?:pilot\s+)?(?:notes?|file|"
                    r"source|material|record|documents?)\s+(?:gives?|names?|lists?|states?|mentions?|contains?|holds?|has|"
                    r"have|records?)|(?:named|mentioned|listed|given|recorded|stated)\s+in\s+(?:the\s+)?(?:pilot\s+)?"
                    r"(?:notes?|file|source|material|record|documents?))\b|"
                    # what the notes leave undone, a second thing said or left beside it: "The notes do not break this
                    # down or say how much has been spent"
                    r"\b(?:notes?|file|source|material|record|documents?|they|it)\s+(?:does|do|did)(?:\s+not|n['’]t)\s+"
                    r"(?:break\s+(?:it|this|that|them|the\s+[^\W\d_]+)\s+down|(?:[^\W\d_]+\s+){1,4}?(?:or|nor)\s+"
                    r"(?:say|state|tell|name|mention|specify|give|list|record)\b)|"
                    # a heading over what no one in the file is given: "Not attributed to anyone in the file"
                    r"\bnot\s+(?:attributed|assigned|credited|tied)\s+to\s+(?:any(?:one|body|\s+(?:one|person|team))|"
                    r"a\s+(?:named\s+)?person)\s+in\s+(?:the\s+)?(?:pilot\s+)?(?:notes?|file|source|material|record|"
                    r"documents?)\b",
                    re.IGNORECASE),
                background_only=re.compile(r"^(?![^\n]*\b(?:but|however|although|though|yet|while)\b)[^\n]*?"
                                           r"\b(?:mentioned|named|appear\w*|come\s+up|feature[sd]?)\s+only\s+in\s+"
                                           r"(?:the\s+)?(?:background|other|remaining)\b", re.IGNORECASE),
                # "mention no second approver", "they are not approvers", "neither of them is the approver"
                approver_pronoun=re.compile(r"\b(?:pilot|project)\s+(?:that\s+|which\s+)?(?:he|she|they)\s+(?:had\s+|has\s+|have\s+)?"
                                            r"(?:signed(?:\s+it)?\s+off|approved|okayed|cleared|authori[sz]ed)\b", re.IGNORECASE),
                left_out=re.compile(r"\bI(?:\s+have|'ve)?\s+(?:left|kept)\s+(?:[\w-]+\s+){0,3}?out\b|"
                                    r"\bI\s+(?:did\s+not|didn't|have\s+not|haven't)\s+(?:include|add|put|list|cover|go\s+into)\w*|"
                                    r"\bI(?:\s+have|'ve)?\s+(?:omitted|skipped)\b", re.IGNORECASE),
                not_needed=re.compile(r"(?:\b(?:is|are|was|were)|['’]s|['’]re)(?:n't|\s+not)\s+(?:really\s+|very\s+)?(?:relevant|needed|"
                                      r"necessary|useful|important)\b|\b(?:do|does)(?:n't|\s+not)\s+(?:need|matter)\b|"
                                      r"\bno\s+use\b", re.IGNORECASE),
                approver_denied=re.compile(r"\bno\s+(?:second|other|further|additional)\s+(?:approver|sign-?off|approval)s?\b|"
                                           r"\b(?:is|are|was|were)\s+(?:not|neither|never)\s+(?:the\s+|an?\s+)?"
                                           r"(?:pilot['’]s\s+)?approvers?\b|\bnot\s+the\s+approver\b", re.IGNORECASE),
                # (a forwarded or quoted message's header too: its marker line, its date with a clock time, the
                # line introducing the quote: "---------- Forwarded message ---------", "Date: Tuesday, 10:41",
                # "On Tue, 3 Mar at 09:12, Lena <lena@…> wrote:")
                # (a diary's or a note's own day and time of day, whole: "Tue eve.", "Mon 9:40", "Friday morning")
                # (a press release's marks and a text's title with its note that it is a draft, whole: "FOR IMMEDIATE
                # RELEASE", "###", "- ENDS -", "Speech to the depot staff (draft)": how the text is put out, no claim)
                minutes_title=re.compile(r"^\W*(?:(?:meeting\s+)?minutes|meeting\s+notes|notes\s+of\s+(?:the\s+)?meeting)\b[^\n]{0,80}$|"
                                         r"^[^\n]{0,80}\b(?:minutes|meeting\s+notes)\W*$", re.IGNORECASE),
                minutes_field=re.compile(r"^\W*(?:date|time|venue|location|place|attendees|attendance|participants|present|"
                                         r"apologies|absent|chair(?:ed\s+by)?|chairperson|facilitator|minutes?\s+(?:taken\s+)?by|"
                                         r"note-?\s*taker|notes\s+(?:taken\s+)?by|recorder|scribe|secretary)\s*:", re.IGNORECASE),
                memo_header=re.compile(r"^\W*(?:to|from|cc|bcc|subject|re|date sent|sent|classification)\s*:|"
                                       # a voicemail's, captions' or text thread's title, whole ("[Voicemail, automatic
                                       # transcript, 0:58]", "[SMS thread, Acme]"): how the talk was taken down
                                       r"^\W*(?:voice\s*-?mail|live\s+captions?|auto-?captions?|(?:sms|text|chat)\s+"
                                       r"(?:thread|log|messages?|export|history|transcript))\b[^.!?\n]{0,60}$|"
                                       r"^\W*(?:for\s+immediate\s+release|press\s+release|ends)\W*$|^\s*#{3}\s*$|"
                                       r"^[^.!?\n\d]{0,80}\((?:(?:first|working|rough)\s+)?draft\)\W*$|"
                                       r"^\W*(?:(?:diary|journal|log)\W+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|"
                                       r"sat(?:ur)?|sun)(?:day)?\.?,?\s*(?:(?:early\s+|late\s+)?(?:morning|morn|a\.?m|"
                                       r"afternoon|aft|p\.?m|evening|eve|night|lunch(?:time)?)\.?|\d{1,2}[:.]\d{2}"
                                       r"(?:\s*[ap]\.?m\.?)?)?[\W_]*$|"
                                       r"^\W*(?:forwarded|original)\s+message\b[\W_]*$|"
                                       r"^\W*date\s*:(?=[^\n]*\b\d{1,2}:\d{2}\b)|^[^\n]{0,160}?\bwrote\s*:\s*$|"
                                       # a transcript's title or source line, whole ("Voice memo (auto-transcribed)",
                                       # "Call transcript (automatic), two speakers", "[Dictated on phone, sent as text]")
                                       r"^\W*(?:(?:auto(?:matic)?[- ]?)?transcript|(?:call|meeting|voice)\s+(?:transcript|memo|"
                                       r"recording)|dictated)\b[^.!?\n]{0,60}$|"
                                       # a voice note's marker that it was transcribed, whole ("[voice note,
                                       # transcribed]", "(voice message - auto-transcribed)")
                                       r"^\W*(?:voice|audio)\s+(?:note|message|msg|memo)\W+(?:auto(?:matically)?[- ]?)?"
                                       r"transcri\w*\W*$", re.IGNORECASE),
                notation_note=re.compile(
                    r"\b(?:day|dd?)\W{1,3}(?:month|mm?)\W{1,3}(?:year|yy(?:yy)?)\b|\b(?:month|mm?)\W{1,3}(?:day|dd?)\W{1,3}"
                    r"(?:year|yy(?:yy)?)\b|\b(?:year|yyyy)\W{1,3}(?:month|mm)\W{1,3}(?:day|dd)\b|\broman\s+numerals?\b|"
                    r"\b(?:decimal|thousands?)\s+(?:commas?|points?|separators?)\b|\b(?:us|american|european|iso)\s+"
                    r"(?:date\s+)?(?:order|format|notation|style)\b", re.IGNORECASE),
                legend=re.compile(r"^[ \t>*_#(]*(?:legend|key|(?:status\s+)?(?:symbols|icons|marks)|notation)[*_]*[ \t]*"
                                  r"(?:[:：]|[—–-](?=[ \t]))", re.IGNORECASE),
                filler=rx(r"(?:uh+|um+|uhm|erm?|hmm+|ah+)"),
                talk_frame=re.compile(
                    r"^\W*(?:(?:ok(?:ay)?|right|good|great|so|fine|well|done)\W+)*(?:let'?s\s+(?:go\s+(?:through|over)|run\s+through|"
                    r"check|look\s+at|start\s+with|begin\s+with|wrap\s+(?:it\s+)?up)\b[^.!?\n]{0,50}|(?:that'?s|that\s+is)\s+(?:all|everything|it)"
                    r"(?:\s+(?:for\s+(?:today|now)|from\s+me))?|(?:thanks|thank\s+you)(?:,?\s+(?:all|everyone))?|"
                    # (an assistant's reply in a chat that carries nothing of the pilot: "You're welcome.", "I'm sure.",
                    # "Done - I removed the subject line.", "the rest is unchanged")
                    r"(?:you'?re|you\s+are)\s+(?:very\s+)?welcome|(?:my\s+)?pleasure|any\s*time|"
                    # (a reply's compliance before the text it gives: "Sure — here it is.", "Of course, here you go")
                    r"(?:(?:sure|certainly|of\s+course|absolutely|ok(?:ay)?|alright|all\s+right)\W+)?(?:here\s+(?:it\s+is|"
                    r"they\s+are|you\s+(?:go|are))|there\s+you\s+(?:go|are))(?:\s+again)?|"
                    # (a handover's welcome to the reader's new role or team: "Welcome aboard", "Welcome to the team
                    # lead role"; a welcome naming a place or a date says more, and is read as a claim)
                    r"welcome\s+(?:aboard|to\s+(?:the|your|our)\s+(?:new\s+)?(?:[^\W\d_]+\s+){0,2}(?:role|job|position|"
                    r"post|team|seat))|(?:happy|glad)\s+to\s+help|"
                    r"(?:yes,?\s+)?(?:i'?m|i\s+am)\s+(?:quite\s+|completely\s+)?(?:sure|certain|positive)|done|"
                    r"(?:i'?ve\s+|i\s+have\s+)?(?:removed|dropped|deleted|cut|taken\s+out)\s+(?:the\s+)?(?:subject(?:\s+line)?|"
                    r"greeting|sign-?off|signature|title|heading)|(?:the\s+)?rest\s+(?:of\s+(?:it|the\s+text)\s+)?"
                    r"(?:is\s+)?(?:unchanged|as\s+before|the\s+same)|"
                    r"(?:we'?re|we\s+are)\s+done(?:\s+(?:for\s+today|here))?|"
                    # a call's or a message's own greeting, filler, acknowledgement and sign-off, each a part of a turn
                    # ("hi all", "it's me", "quick one from the train", "sry for typos", "got it", "call me back if
                    # anything's unclear", "bye"): how the talk goes, no claim (read part by part: `alignment._talk_turn`)
                    r"(?:ok(?:ay)?|right|so|well|um+|uh+|er+m?|alright|sure|yes|yeah|yep|great|good|cool|perfect|thanks|"
                    r"thx|ty|got\s+it|noted|understood|bye(?:\s+now)?|goodbye|cheers|talk\s+soon|hang\s+on|"
                    # (and the acknowledgements and replies a chat closes or opens a turn with: "of course", "super,
                    # thanks!", "makes sense", "no, on both counts" to a question's two points)
                    r"no|nope|of\s+course|certainly|absolutely|no\s+problem|sounds\s+good|makes\s+sense|will\s+do|"
                    # (a reply granting the user's correction, or owning its slip, the fix told after it: "Yes,
                    # you're right, correcting the status:", "right, my apologies")
                    r"(?:you'?re|you\s+are)\s+(?:quite\s+|absolutely\s+)?right|(?:my\s+)?apologies|sorry(?:\s+about\s+that)?|"
                    r"my\s+(?:mistake|bad)|(?:correcting|fixing|updating)\s+(?:it|that|this|the\s+(?:status|entry|list|brief))|"
                    # (a reply confirming or judging what the other said, its value told after it: "Yes, that's
                    # right.", "Wrong currency.", "The month is off.")
                    r"(?:that'?s|that\s+is)\s+(?:right|correct)|(?:wrong|not\s+the\s+right)\s+(?:currency|month|day|year|"
                    r"date|amount|figure|number)|(?:the\s+)?(?:currency|month|day|year|date|amount|figure|number)\s+"
                    r"(?:is|was)\s+(?:wrong|off|incorrect|not\s+right)|"
                    # (a bare answer to the user's question or premise, its words after it telling what is so: "Not
                    # yet.", "Not according to the file.", "No, and that's worth being careful about.")
                    # ("Partly right.", "Not quite.": a verdict on the user's premise, what is so told after it)
                    r"(?:only\s+)?(?:partly|partially|half)\s+(?:right|correct|true)|not\s+(?:quite|entirely|exactly)"
                    r"(?:\s+(?:right|correct|true))?|"
                    # ("Close.", "Exactly.", "Spot on.": a verdict word alone, the value told after it)
                    r"(?:very\s+|pretty\s+)?close(?:\s+enough)?|almost|nearly|exactly|precisely|spot\s+on|"
                    r"not\s+yet|not\s+(?:according\s+to|in|from\s+what\s+I\s+see\s+in)\s+(?:the|my|our)\s+(?:file|notes|"
                    r"records?|material|source|documents?|paperwork)|(?:and\s+|but\s+)?(?:that['’]?s|that\s+is|this\s+is|"
                    r"it['’]?s)\s+(?:(?:something\s+)?worth|(?:something\s+)?to\s+be)\s+(?:being\s+)?(?:careful\s+(?:about|with)|"
                    r"noting|flagging|keeping\s+in\s+mind)|"
                    # (a lead-in to one more item, the item told after it or cut off: "There's one more thing:")
                    r"(?:(?:and|also|plus)\s+)?(?:there\s+is|there['’]s)\s+(?:also\s+)?one\s+more(?:\s+(?:thing|item|point))?|"
                    r"(?:(?:and|also|plus)\s+)?one\s+more\s+(?:thing|item|point)|"
                    r"super|awesome|brilliant|lovely|nice|clear|crystal\s+clear|(?:many\s+)?thanks(?:\s+a\s+lot)?|"
                    r"(?:(?:on|to)\s+)?(?:both|all)(?:\s+(?:counts|points|questions|of\s+them))?|neither(?:\s+of\s+them)?)|"
                    r"(?:hi|hello|hey)(?:\s+(?:all|everyone|everybody|team|there|folks))?|(?:it'?s|it\s+is|this\s+is)\s+me|"
                    r"(?:just\s+)?(?:a\s+)?quick\s+(?:one|run-?through|rundown|recap|summary|update|note|heads-?up)"
                    r"(?:\s+(?:from|on)\s+(?:the\s+)?(?:train|road|bus|plane|airport|phone|go))?(?:\s+so\s+you\s+have\s+it"
                    r"(?:\s+before\s+(?:the\s+)?[^\W\d_]+)?)?|"
                    r"(?:sorry|sry|excuse|pardon|apologies)\s+(?:for\s+)?(?:the\s+|any\s+|my\s+)?typos|"
                    r"(?:call|ring|text|ping)\s+me(?:\s+back)?(?:\s+if\s+(?:anything(?:'?s|\s+is)\s+(?:unclear|missing)|"
                    r"you\s+have\s+(?:any\s+)?questions))?)[\W_]*$", re.IGNORECASE),
                speaker=re.compile(r"speaker[ \t_]*(?:\d{1,2}|[A-Z])", re.IGNORECASE),
                # (or a heading alone on its line, a front-end's fold toggle after it: "Reasoning ▾" … "Answer")
                thinking_open=re.compile(r"^[ \t>#*_]*(?:(?:my\s+|internal\s+)?(?:thinking|reasoning|thoughts)|thought\s+process|"
                                         r"chain\s+of\s+thought|scratch\s?pad)"
                                         r"(?:\s*(?:\.{2,}|…)|[ \t*_]*:[ \t*_]*|[ \t*_]*(?:[▾▸▼►▶︎][ \t]*)?$)",
                                         re.IGNORECASE),
                thinking_close=re.compile(r"^[ \t>#*_]*(?:(?:\.{2,}|…)\s*done\s+thinking\b[.!]?|"
                                          r"(?:final\s+|my\s+)?(?:answer|response)(?:[ \t*_]*:[ \t*_]*|[ \t*_]*$))",
                                          re.IGNORECASE),
                thinking_tag=re.compile(r"think|thinking|thoughts?|reasoning|reflection|scratch_?pad", re.IGNORECASE),
                # (or the thinking's word with its time in brackets: "▸ Thinking (9 s)", "Reasoning (12s)",
                # "Reasoned for 9 seconds")
                thinking_note=re.compile(r"^[ \t]*(?:[▸▾►▶︎>+-]\s*)?(?:(?:thought|reasoned|thinking|reasoning)\s+for\s+|"
                                         r"(?:thinking|reasoning|thought|reasoned)(?:\s*(?:\.{2,}|…))?\s*[(\[]\s*)"
                                         r"\d+(?:[.,]\d+)?\s*(?:s|sec|secs|seconds?|min|minutes?)\b[^\n]*$", re.IGNORECASE),
                # (a chat front-end's export names each side with its verb: "You said:", "ChatGPT said:")
                chat_user=re.compile(r"(?:(?:the\s+)?user|you|me|i|human|customer|prompt)(?:\s+(?:said|says|wrote|asked))?",
                                     re.IGNORECASE),
                chat_assistant=re.compile(r"(?:(?:the\s+|ai\s+|chat\s+)?assistant|ai|bot|chat-?bot|chatgpt|gpt(?:-?\d[\w.]*)?|"
                                          r"claude|gemini|copilot|llm|model|response)(?:\s+(?:said|says|wrote|replied))?",
                                          re.IGNORECASE),
                chat_question=re.compile(r"q|question", re.IGNORECASE),
                chat_answer=re.compile(r"a|answer", re.IGNORECASE),
                message_count=re.compile(r"(?<![\w.,])(?P<n>\d{1,3})\s+(?:messages?|msgs?|turns|replies)\b", re.IGNORECASE),
                tracker_field=re.compile(r"(?:issue\s+|ticket\s+)?type|labels?|tags?|components?|"
                                         r"(?:ticket|issue)\s+status|resolution|sprint", re.IGNORECASE),
                history_heading=re.compile(r"(?:(?:status|state|workflow|change|ticket|issue)\s+)?history|"
                                           r"(?:status|state)\s+changes|changelog|activity(?:\s+log)?", re.IGNORECASE),
                export_stamp=re.compile(r"\b(?:export(?:ed)?|generated|dumped|snapshot(?:\s+taken)?|printed|last\s+synced)"
                                        r"(?:\s+(?:on|at))?", re.IGNORECASE),
                log_run_end=re.compile(r"(?:(?:import|extract(?:ion)?|sync|job|run|batch|load)\s+)?(?:done|finished|"
                                       r"complete[d]?|ended|ok)\W*", re.IGNORECASE),
                invite_reply=re.compile(r"accept|decline|tentative|maybe|yes|no|going|not\s+going|"
                                        r"propose\s+new\s+time", re.IGNORECASE),
                field_empty=re.compile(r"^[\W_]*[^\W\d_][^:\n]{0,30}:\s*(?:(?:not|none|nothing)\s+(?:recorded|listed|noted|"
                                       r"minuted|captured|given\s+in\s+the\s+notes)|-+|—|–)[\W_]*$", re.IGNORECASE),
                own_view=re.compile(r"\b(?:risks?|issues|concerns?|recommendations?|mitigations?)\b", re.IGNORECASE),
                forecast=re.compile(r"\b(?:will|is\s+going\s+to)\s+(?:\w+\s+){0,2}(?:be|prove)\s+(?:\w+\s+){0,3}"
                                    r"success(?:ful)?\b|\b(?:most\s+likely|probably|almost\s+certainly)\b[^.;!?\n]{0,40}?"
                                    r"\b(?:have|need)\s+to\s+be\s+(?:extended|delayed|postponed|pushed)\b|"
                                    # a benefit foreseen ("The pilot will improve efficiency at the depot.")
                                    r"\b(?:will|should|is\s+(?:going|expected|likely|set)\s+to)\s+(?:\w+ly\s+)?(?:improve|increase|boost|"
                                    r"reduce|cut|lower|speed\s+up|streamline|enhance|transform|simplify|pay\s+off)\b",
                                    re.IGNORECASE),
                # the end foreseen from the judgement before it ("…, at this pace we should finish on time")
                # (`Layout.judged_outlook`)
                judged_outlook=re.compile(r"\b(?:should|ought\s+to|(?:likely|expected|set|going)\s+to|will|can|could)\b[^.;,\n]{0,40}?"
                                          r"\b(?:on\s+time|in\s+time|as\s+planned|within\s+(?:the\s+)?budget|by\s+the\s+(?:end\s+date|"
                                          r"deadline))\b|"
                                          # (or the end named first, then judged no trouble: "finishing on time should be
                                          # no problem")
                                          r"\b(?:on\s+time|in\s+time|as\s+planned)\b[^.;,\n]{0,30}?\b(?:(?:should|will)\s+be|is|looks)\s+"
                                          r"(?:no|not\s+an?)\s+(?:problem|issue|concern)\b", re.IGNORECASE),
                decision_outlook=re.compile(
                    # the deciding party's act foreseen: "the board is expected to approve it", "will most likely sign off"
                    r"\b(?:is|are|seems?|looks?)\s+(?:\w+\s+)?(?:expected|likely|set|certain|sure|bound|poised)\s+to\s+"
                    r"(?:approve|sign\b|give\s+(?:it\s+|the\s+pilot\s+)?(?:the\s+)?(?:go-?ahead|green\s+light)|say\s+yes|"
                    r"rubber-?stamp)|"
                    # the writer's own expectation of it, or the party's leaning told ("I'd expect the board to sign
                    # off soon", "the committee seems well disposed towards the pilot")
                    r"\bI(?:'d|’d|\s+would)?\s+(?:(?:fully|do\s+not|don['’]t)\s+)?expect\b[^.;!?\n]{0,40}?\b(?:approve|sign\b|say\s+yes|"
                    r"give\s+(?:it\s+|the\s+pilot\s+)?(?:the\s+)?(?:go-?ahead|green\s+light))|"
                    r"\b(?:is|are|seems?|looks?)\s+(?:\w+\s+)?(?:favou?rable|positive|supportive|well[-\s]disposed|"
                    r"sympathetic)\s+(?:to|towards?|about)\b|\b(?:is|are)\s+leaning\s+towards?\s+(?:approv|yes)|"
                    r"\bwill\s+(?:(?:most|very|quite)\s+)?(?:(?!only\b)\w+ly\s+|almost\s+certainly\s+|in\s+all\s+likelihood\s+)(?:approve|sign\b|give\s+(?:it\s+|"
                    r"the\s+pilot\s+)?(?:the\s+)?(?:go-?ahead|green\s+light)|say\s+yes|rubber-?stamp)|"
                    # when the decision is expected, the start included: "a decision is expected before the pilot
                    # starts", "it should be signed off soon" (a forecast, where "has to come before the start" only
                    # tells the order the notes' dates give)
                    r"(?:\b(?:decision|approval|sign-?off|verdict|answer|go-?ahead|green\s+light)\b[^.;!?\n]{0,30}?\b"
                    r"(?:is|are)\s+(?:expected|likely|anticipated)\b|\b(?:is|are)\s+(?:expected|likely)\s+to\s+"
                    r"(?:decide|rule|vote|approve|sign\b))[^.;!?\n]{0,25}?\bbefore\b|"
                    r"\b(?:should|ought\s+to|is\s+(?:expected|likely)\s+to)\s+be\s+(?:signed\s+off|approved|decided|cleared)\s+"
                    r"(?:(?:very\s+)?soon|shortly|next\s+(?:week|month)|this\s+(?:week|month)|within\b|in\s+the\s+(?:next|coming))|"
                    # when the decision comes or must come: "the decision has to land by the end of August", "the
                    # council must decide by July", "a decision is expected next week" (not "has to come before the
                    # start": the order the notes' dates give)
                    r"(?:\b(?:decision|approval|sign-?off|verdict|answer|go-?ahead|green\s+light)\b[^.;!?\n]{0,30}?\b"
                    r"(?:has|have|needs?|must|ought|is\s+(?:due|expected|likely|set)|should\s+(?:come|land|arrive|be))\b|"
                    r"\b(?:has|have|needs?|must|is\s+(?:due|expected|likely|set))\s+to\s+(?:decide|rule|vote|approve|sign\b))"
                    r"[^.;!?\n]{0,25}?(?:\b(?:by|no\s+later\s+than|within|in\s+the\s+(?:next|coming)|next\s+(?:week|month)|"
                    r"this\s+(?:week|month)|soon|shortly)\b|\bbefore\b(?!\s+(?:the\s+)?(?:pilot|start|launch|kick-?off|"
                    r"go-?live|it\s+(?:starts|begins)|work\s+(?:starts|begins))\b))", re.IGNORECASE),
                # what a belief holds, after its holder ("the team is confident, that …") (`Layout.belief_content`)
                belief_content=re.compile(r"^\W*that\b", re.IGNORECASE),
                judgement=re.compile(r"\b(?:confident|confidence)\b|" + _ON_PLAN + r"|^\W*overall(?:\s+status)?\s*[:：]|"
                                     # the writer's own call on it ("I'd call this one green", "I would rate it amber")
                                     r"\bI(?:['’]d|\s+would)\s+(?:call|rate|mark|score|flag|put|say|class\s+as)\b|"
                                     # how ready it is ("The pilot is well prepared for launch.")
                                     r"\b(?:well|fully|thoroughly|properly|adequately)\s+(?:prepared|positioned|placed)\b|"
                                     r"\bready\s+(?:to\s+(?:start|launch|go\s+live)|for\s+(?:the\s+)?(?:start|launch|go-?live|"
                                     r"kick-?off))\b|\bin\s+good\s+shape\b|"
                                     # a status colour told as a zone it sits in ("the pilot is in the green")
                                     r"\bin\s+the\s+(?:green|amber|yellow|red)(?:\s+zone)?\b",
                                     re.IGNORECASE),
                on_plan=re.compile(_ON_PLAN, re.IGNORECASE),
                status_colour=re.compile(r"(?:red|amber|yellow|orange|green)\b", re.IGNORECASE),
                field_blank=re.compile(r"TBD|TBC|TBA|N/?A|[-–—]{1,3}", re.IGNORECASE),
                sufficiency=re.compile(r"\b(?:more\s+than\s+|not\s+|barely\s+|hardly\s+|easily\s+|quite\s+)?(?:enough|"
                                       r"sufficient|adequate)\b|\binsufficient\b|\bample\b|\bplenty\b|\bgenerous\b|"
                                       # (or the margin it leaves: "on the lean side", "leaves little room for surprises")
                                       r"\bon\s+the\s+(?:lean|thin|tight|low)\s+side\b|\b(?:leaves?|leaving|gives?|giving|with)\s+"
                                       r"(?:little|no|not\s+much|hardly\s+any|barely\s+any)\s+(?:room|margin|headroom|buffer|slack|"
                                       r"cushion)\b|"
                                       r"\btight\b|\b(?:should|will|would|can)\s+(?:easily\s+|comfortably\s+)?cover\s+(?:it|them|this|that|all|"
                                       r"everything|what|the\s+(?:costs?|work|spend(?:ing)?|expenses?|needs?|rest))\b|"
                                       # ("will cover shipment tracking at X": the scope, no judgement of money)
                                       r"\bcomfortabl[ey]\b|"
                                       # (or the spend foreseen to fit it: "we should come in under it")
                                       r"\b(?:stay|keep|remain|come\s+in|end\s+up)\s+(?:well\s+|safely\s+)?(?:within|under|below)\s+"
                                       r"(?:it|that|this|budget|the\s+budget)\b", re.IGNORECASE),
                # said of a fact, or before a fact's noun ("1 generous pinch of patience" judges none); "safe to say",
                # "on the safe side" judge nothing; a scope "kept tight" is its narrow shape, told again
                measure_view=re.compile(r"(?<![\w-])(?:(?:un)?realistic|(?:over-?)?ambitious|risky|safe(?!\s+(?:to|side)\b)|"
                                        r"aggressive|(?:un)?achievable|(?:in)?feasible|doable|(?<!kept\s)tight|generous|"
                                        r"ample|(?:in)?adequate)(?![\w-])(?!\s+(?!(?:budget|sum|amount|timeline|schedule|"
                                        r"time\s*frame|window|deadline|plan|scope|target|one|enough|for|given|as|at|in|on|"
                                        r"and|but|so|with|to|too|though)\b)[a-z])", re.IGNORECASE),
                reasoned_view=re.compile(r"\b(?:is|are|was|looks|seems|stays|remains)\s+(?:(?:quite|rather|fairly|very|so|"
                                         r"relatively)\s+)?(?:small|modest|low|large|big|high|short|long|limited(?!\s+to\b)|lean)\b"
                                         r"[^.;!?\n]{0,30}?\b(?:because|since|as|given\s+that|due\s+to)\b", re.IGNORECASE),
                form_version=re.compile(r"\b(?:template|form)(?:\s+(?:version|ver\.|rev\.))?\s*[:#]?\s*(?:v\.?\s*)?"
                                        r"[A-Z]{0,4}-?\d{1,3}(?:\.\d{1,3}){0,2}\b", re.IGNORECASE),
                form_instruction=re.compile(r"\((?:please\s+)?(?:tick|check|fill\s+in|select|circle|mark)\b[^()\n]{0,30}\)",
                                            re.IGNORECASE),
                form_title=re.compile(r"\b(?:form|template|checklist|register|card)\b", re.IGNORECASE),
        # a revision's own lines about the text, each whole (`alignment.revision_note`)
        revision_note=re.compile(
            r"^\W*(?:(?:the\s+)?(?:first|initial|original)\s+(?:version|draft|release)|"
            r"(?:spelling|typos?|wording|formatting|layout)\s+(?:fix(?:es|ed)?|changes?|corrections?)(?:\s+only)?|"
            r"(?:fixed|corrected)\s+(?:typos|spelling|wording|formatting)(?:\s+only)?|"
            r"(?:(?:we\s+are\s+|I\s+am\s+|I'm\s+|we're\s+)?sorry|(?:our|my)?\s*apologies|(?:we|I)\s+apologi[sz]e)\b[^.!?\n]{0,40}|"
            r"thanks?(?:\s+you)?\s+for\s+(?:the|your)\s+(?:first\s+)?(?:draft|summary|version|note|update|write-?up)|"
            r"(?:everything|all)\s+else\b[^.!?\n]{0,60}?\b(?:stands|is\s+(?:unchanged|correct|right)|remains\s+"
            r"(?:unchanged|valid|correct))(?:\s+and\s+is\s+repeated\b[^.!?\n]{0,40})?|"
            r"the\s+rest\b[^.!?\n]{0,40}?\b(?:stands|is\s+unchanged|is\s+correct)|"
            # (a pointer back to what was said: "everything else is as above", "the rest stands as listed")
            r"(?:(?:everything|all)\s+else|the\s+rest)\s+(?:(?:is|are|remains?|stays?|stands?)\s+)?as\s+(?:(?:stated|listed|given|"
            r"set\s+out|written)\s+)?(?:above|before|earlier|listed)\b|"
            r"the\s+(?:corrected|updated|revised|full)\s+(?:text|summary|version|note|brief|update)\s+(?:follows|is\s+below)|"
            r"(?:current|corrected|revised|updated)\s+(?:text|version|summary|brief)(?:\s*\([^)\n]{0,20}\))?|"
            r"[^.!?\n]{0,80}\b(?:contained|contains|had|has)\s+(?:\w+\s+){0,2}(?:mistakes?|errors?|typos?)|"
            # (what a correction says of its own slip: "I swapped two digits", "I had the months mixed up")
            r"(?:I|we)\s+(?:swapped|transposed|switched|flipped|mixed\s+up|misread|mistyped)\s+(?:the\s+)?(?:\w+\s+)?"
            r"(?:digits|numbers|figures|dates|months|days)|"
            # (a turn owning its slip, and its thanks for the catch: "Good catch, I added a zero.", "You're right, my
            # mistake.")
            # (a correction note naming the line it takes back: "Correction: the budget line above is wrong")
            r"(?:correction\s*[:：—–-]\s*)?(?:the\s+|my\s+)?(?:[\w-]+\s+){0,2}(?:line|figure|entry|value|number|amount|date)"
            r"\s+(?:above|earlier|before)\s+(?:is|was)\s+(?:wrong|incorrect|mistaken|(?:a\s+)?typo|in\s+error)|"
            r"good\s+catch|well\s+spotted|(?:you'?re|you\s+are)\s+(?:right|correct)|my\s+(?:mistake|bad)|"
            # ("that was my mistake", "that's a slip on my part")
            r"(?:that|it|this)(?:\s+was|\s+is|'s)\s+(?:(?:my|an?)\s+(?:own\s+)?(?:mistake|error|slip|typo|bad)"
            r"(?:\s+on\s+my\s+(?:part|side|end))?|on\s+me)|"
            r"(?:I|we)\s+(?:misread|misremembered|mistyped|got)\s+(?:that|it|this)(?:\s+wrong)?|"
            r"I\s+(?:added|dropped|missed)\s+(?:a|an\s+extra|one)\s+(?:zero|digit)|I\s+was\s+wrong(?:\s+(?:there|"
            r"about\s+(?:that|this|it)))?|(?:I|we)\s+got\s+(?:that|it|this)\s+wrong(?:\s+there)?|"
            r"thanks?(?:\s+you)?\s+for\s+(?:checking|asking|double-checking|catching\s+(?:that|it|this)|the\s+catch|"
            r"pointing\s+(?:that|it|this)\s+out)|"
            r"(?:going|taking\s+it|I'?ll\s+go)\s+(?:through\s+)?(?:it\s+|this\s+|them\s+)?point\s+by\s+point|"
            r"(?:what\s+(?:has\s+)?changed|changes)\s+(?:since|from|compared\s+(?:with|to))\s+(?:version|v\d|the\s+(?:previous|"
            r"last|first|earlier)\s+(?:version|draft|update))[^.!?\n]{0,30}|"
            r"with\s+(?:that|these|those)(?:\s+(?:changes|fixes|corrections))?\s*,?\s+(?:it|the\s+\w+)\s+(?:is|can)\s+"
            r"(?:ready|go|be\s+sent)\b[^.!?\n]{0,30})\W*$", re.IGNORECASE),
        change_remark=re.compile(r"\b(?:corrected|changed|amended|updated)\s+(?:from\b|to\b)|\(was\s+[^)\n]{1,40}\)|"
                                 r"\bmoved\s+from\s+\w+\s+to\b", re.IGNORECASE),
        medium_word=re.compile(r"\b(?:photo(?:graph)?s?|(?:white|pin)-?boards?|flip-?charts?|sticky|stickies|post-?its?|"
                               r"transcrib\w*|copied|typed\s+up|handwrit\w*|illegible|slides?|deck|cue\s+cards?|"
                               r"presentation)\b", re.IGNORECASE),
        version_label=re.compile(r"\b(?:version|ver\.|revision|rev\.)\s*(?:of\s+the\s+(?:deck|slides|cards|document|"
                                   r"brief|note)\s+)?[vV]?\d{1,2}(?:\.\d{1,2}){0,2}(?![\w]|\.\d)",
                                   re.IGNORECASE),
                heading_state=re.compile(r"(?<![^\W\d_])[^\W\d_]{2,}ed\b", re.IGNORECASE),
                # a narrative's furniture: a diary's entry heading ("Second entry.", "Closing thought.", "3 May,
                # evening"), a letter's greeting, its lead-in and sign-off ("Dear Ana,", "You asked what's new.",
                # "Yours, Misha"), the writer's remark on their own writing ("this is my own guess", "as the chronicler
                # takes up the pen"): read whole in a clause (`alignment.story_frame`)
                story_frame=re.compile(
                    r"^\W*(?:(?:first|second|third|fourth|fifth|sixth|next|last|final|another|new|later)\s+(?:entry|note)|"
                    r"entry\s+(?:\d{1,2}|one|two|three|four|five|six)|day\s+(?:\d{1,2}|one|two|three|four|five)|"
                    r"(?:closing|final|last|parting)\s+(?:thoughts?|words?|remarks?)|(?:later|that|this|next)\s+"
                    r"(?:evening|morning|night)|(?:\d{1,2}\s+[a-z]{3,9}|[a-z]{3,9}\s+\d{1,2}),?\s+"
                    r"(?:morning|evening|night|afternoon|late))\W*$|"
                    r"^\W*(?:dear|hi|hello|hey)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\W*$|"
                    r"^\W*(?:yours|your\s+(?:old\s+)?(?:friend|pal)|love|warmly|all\s+the\s+best|take\s+care|write\s+soon|"
                    r"talk\s+soon|hugs)(?:\W+[^\W\d_]+\.?){0,2}\W*$|"
                    r"^\W*you\s+(?:asked|wanted\s+to\s+know|were\s+asking)(?:\s+me)?\s+(?:what(?:'s|’s|\s+is|\s+was)\s+new|"
                    r"what(?:'s|’s|\s+has\s+been)\s+(?:happening|going\s+on|up)|how\s+(?:things|work)\s+(?:are|is)"
                    r"(?:\s+going)?|for\s+(?:news|an\s+update))(?:\s+(?:here|with\s+(?:us|me)|at\s+work))?\W*$|"
                    r"\b(?:(?:but\s+)?(?:this|that)\s+is\s+(?:just\s+|only\s+|all\s+)?my\s+(?:own\s+)?(?:guess(?:work)?|"
                    r"speculation|hunch)|(?:so\s+)?I\s+(?:won't|won’t|will\s+not|shan't)\s+guess|(?:as|when|by\s+the\s+time)"
                    r"\s+(?:the|this|a)\s+(?:chronicler|writer|diarist|scribe)\s+(?:takes?|took)\s+up\s+(?:the|his|her|a)\s+pen)\b",
                    re.IGNORECASE),
                # a creative or formal frame's own lines, whole (`Layout.creative_frame`): a show's, recipe's or game's
                # greeting and sign-off, a verse's remark on its rhyme, a comparison explaining what a pilot is, a formal
                # text's operative words or preamble, a numbered section heading naming only its topic
                # a creative form's own words for a fact (`Layout.form_restatement`): the scope's limit as the only quest,
                # level or map, no other one touched; the approval as a gate or a boss; a done item as an achievement; a
                # planned one as a locked side quest; an excluded one as a forbidden zone; a verse's start and end
                form_restatement=rx(
                    r"\b(?:main|only)\s+(?:playable\s+)?(?:quest|mission|level|dungeon|map|stage)s?\b(?:\s+(?:on|in|of)\s+"
                    r"(?:this|the)\s+(?:map|game|level))?|\bthe\s+only\s+one\s+(?:you\s+can\s+|to\s+)?play(?:able)?\b|"
                    r"\bno\s+other\s+(?:process|workflow|site|quest|level|map|dish)(?:es|s)?\s+(?:is|are|gets?|will\s+be)\s+"
                    r"(?:touched|played|included|involved|cooked|in\s+play)\b|"
                    r"\b(?:(?:final\s+)?boss|gatekeeper)\b\s*[:\-–—]?\s*(?:the\s+)?(?:gate|door)\s+of\s+(?:approval|sign-?off)\b|"
                    r"\bthe\s+(?:gate|door)\s+of\s+(?:approval|sign-?off)\b|"
                    r"\b(?:achievement|trophy|badge)\s+(?:unlocked|earned|won)\b|\b(?:level|quest|stage)\s+(?:cleared|complete(?:d)?)\b|"
                    r"\bside\s+quest(?:\s*\((?:locked|not\s+yet\s+unlocked)\))?|\bforbidden\s+(?:zone|area|room|land)\b|"
                    r"\bno-?go\s+(?:zone|area)\b|\bthe\s+curtain\s+(?:rises|falls|goes\s+up|comes\s+down)\b"),
                form_part=rx(r"\b(?:level|save\s+slot|world|episode|scene)\s+\d{1,2}\b"),
                answer_key=rx(r"(?:(?:the\s+)?(?:answer\s+key|key(?:\s+to\s+the\s+(?:quiz|questions))?|"
                              r"(?:correct\s+|right\s+)?answers?|solutions?)(?![^\W\d_]))"),
                keyed_mark=rx(r"[(\[]\s*(?:correct|right)(?:\s+answer)?\s*[)\]]|[←<]-?\s*(?:correct|right|the\s+answer)\b"),
                quiz_instruction=rx(r"\b(?:choose|pick|select|circle|tick|mark)\b[^.\n]*\b(?:answers?|options?)\b|"
                                    r"\b(?:the\s+)?(?:answer\s+)?key\s+(?:is|are)\s+(?:at|below|on|in)\b|"
                                    r"\banswers?\s+(?:is|are)\s+(?:at|below|on)\b|\bonly\s+one\s+(?:answer|option)\b"),
                card_front=rx(r"^[ \t]*(?:[-*•][ \t]+)?[*_]*front(?:\s+side)?[*_]*[ \t]*[:：][*_]*"),
                card_back=rx(r"^[ \t]*(?:[-*•][ \t]+)?[*_]*(?:back(?:\s+side)?|reverse)[*_]*[ \t]*[:：][*_]*"),
                card_number=rx(r"^[ \t]*[#*_]*[ \t]*(?:flash\s*)?card[ \t]*(?:no\.?[ \t]*|#[ \t]*)?\d{1,3}\b[*_]*[ \t]*[:.—–-]?"),
                reader_topic=rx(r"^\W*(?:remember|note|know|learn|understand|check|keep\s+(?:track\s+of|in\s+mind)|"
                                r"be\s+clear\s+(?:on|about))\s+(?:(?:what|which)(?:\s+[^\W\d_]+){0,8}\W*$|(?:the\s+)?(?:two\s+|both\s+)?dates\b)"),
                # a handover note's own lines, whole (`Layout.handover_frame`): its title, a lead-in to its next part, the remark
                # that what it told comes from the notes
                handover_frame=rx(
                    r"^\W*handover(?:\s+(?:note|notes|memo|brief|summary|document|pack))?(?:\W+(?:for|to)\s+(?:(?:the|my|our|a)\s+)?"
                    r"(?:new|incoming|next|future)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?)?\W*$|"
                    # the reader named alone under the title ("(for the new team lead)"), and a part's heading saying
                    # it turns from the pilot to the company's ways
                    r"^\W*(?:for|to)\s+(?:(?:the|my|our|a)\s+)?(?:new|incoming|next|future)\s+(?:[^\W\d_]+\s+)?(?:lead|manager|"
                    r"owner|colleague|hire|member|head|coordinator)s?(?:\s+[^\W\d_]+){0,2}\W*$|"
                    r"^\W*how\s+(?:things\s+work|we\s+work|it\s+works|people\s+work)(?:\s+(?:here|around\s+here))?"
                    r"(?:\W+(?:this\s+is\s+)?(?:no\s+longer\s+|not\s+)(?:about\s+)?the\s+(?:pilot|project)(?:,?\s+but\s+(?:about\s+)?"
                    r"the\s+company(?:\s+as\s+a\s+whole)?)?)?\W*$|"
                    r"^\W*(?:before\s+(?:the|we\s+get\s+(?:in)?to\s+the|I\s+get\s+to\s+the|going\s+into\s+the)\s+(?:project|pilot)(?:'s)?"
                    r"(?:\s+(?:details|itself|facts|specifics))?\W+)?(?:first\W+)?(?:a\s+few|some|several)\s+(?:more\s+)?(?:practical\s+|small\s+)?"
                    r"(?:things|words|notes|points|details|tips)(?:\s+that\s+(?:save|will\s+save)\s+[^.!?\n\d]{0,40})?(?:\s+(?:about|on)\s+how\s+(?:people|we|things|teams|the\s+team)\s+"
                    r"(?:work|do\s+things)(?:\s+(?:here|around\s+here))?)?(?:\W+(?:they|which|these)\s+should\s+help\s+you\s+"
                    r"(?:find\s+your\s+way\s+around|settle\s+in|get\s+started))?\W*$|"
                    r"^\W*(?:(?:and\s+)?now\W+)?(?:(?:on|over)\s+)?(?:(?:to|for)\s+)?the\s+(?:pilot|project)\s+itself\W*$|"
                    r"^\W*now\s+(?:for|to|on\s+to)\s+the\s+(?:pilot|project)\W*$|"
                    r"^\W*(?:everything|all\s+of\s+(?:this|the\s+above))\s+(?:above\s+)?(?:is|comes?|was)\s+(?:taken\s+)?from\s+the\s+"
                    r"(?:pilot(?:'s)?\s+)?(?:file|notes|records)(?:\s+(?:of|on)\s+the\s+pilot|\s+in\s+the\s+pilot(?:'s)?\s+file)?"
                    r"(?:\W+if\s+you\s+hear\s+(?:anything|something)\s+(?:else|different)(?:\s+in\s+the\s+(?:corridor|hallway|kitchen))?"
                    r"\W+(?:check|go)\s+(?:against|by|with)\s+(?:them|those|the\s+notes|the\s+file))?\W*$"),
                creative_frame=re.compile(
                    r"^\W*(?:(?:bon\s+app[ée]tit|enjoy(?:\s+your\s+meal)?|game\s+over|the\s+end|(?:thanks|thank\s+you)\s+for\s+"
                    r"(?:watching|listening|reading|playing|tuning\s+in)|see\s+you\s+(?:next\s+(?:time|week|episode)|"
                    r"in\s+the\s+next\s+(?:episode|one))|stay\s+tuned|happy\s+(?:cooking|baking|gaming|questing)|"
                    r"(?:hello|good\s+(?:morning|evening)),?\s+(?:viewers|listeners|players|kids|everyone)|spend\s+(?:it\s+)?wisely|"
                    r"believe\s+it\s+or\s+not)\W*)+$|"
                    r"^\W*(?:and\s+)?so\s+ends\s+(?:the|this|my|our)\s+(?:verse|rhyme|poem|ballad|song|tale|log|quest|show|"
                    r"forecast|recipe)\W*$|"
                    r"^\W*(?:a|the|this|our)\s+(?:pilot|project|story|tale)\s+(?:told\s+)?in\s+(?:rhyme|verse)\b[^\d.;:!?\n]*(?:[.;:!?]\W*)?$|"
                    r"^\W*(?:(?:it|that|this)(?:'s|’s|\s+is)\s+)?(?:just\s+|a\s+bit\s+|rather\s+)?like\s+[a-z]+ing\b[^\d.;:!?\n]*(?:[.;:!?]\W*)?$|"
                    r"^\W*(?:that(?:'s|’s|\s+is)|this\s+is)\s+what\s+(?:grown-?ups|adults|people|we)\s+call\s+a\s+pilot\W*$|"
                    r"^\W*now,?\s+therefore,?\s+(?:it\s+is\s+)?(?:the\s+following\s+(?:are|is|items?\s+are)\s+)?(?:hereby\s+)?"
                    r"(?:noted|agreed|resolved|recorded|declared)(?:\s+as\s+follows)?\W*$|"
                    r"^\W*in\s+this\s+(?:document|agreement|record|section|schedule|instrument|deed|notice)\s*,?\s+unless\s+"
                    r"the\s+context\s+otherwise\s+requires\W*$|"
                    r"^\W*(?:section|part|chapter)\s+(?:\d{1,2}|[ivx]{1,4})\.?\s+(?:timeline|dates?|term|scope|budget|funding|"
                    r"approval|status|progress|work|definitions|exclusions?)\W*$",
                    re.IGNORECASE),
                closing=re.compile(r"^\W*(?:(?:best|kind|warm)\s+(?:regards|wishes)|regards|sincerely|yours(?:\s+\w+)?|cheers|"
                                   r"thanks|thank you|many thanks)\W*$", re.IGNORECASE),
                salutation=re.compile(r"^\W*(?:dear|hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))\b",
                                      re.IGNORECASE),
                cross_reference=re.compile(
                    r"^\W*(?:see|cf\.?|refer\s+to)\s+(?:the\s+)?(?:above|below|[\"“']?(?:done|completed|planned|next\s+steps?|"
                    r"in\s+progress|scope|status)[\"”']?(?:\s+(?:list|section|field|above|below))?)\W*$", re.IGNORECASE),
                addressed=re.compile(
                    # what the answer says of itself around the facts (the request told back aside): a lead-in
                    # naming the facts in general over the list under it, after the writer's purpose ("So the talk has
                    # something concrete to go on, here are the key facts:"); a signpost over the remarks after it
                    # ("A couple of caveats."); that it keeps to the notes ("I've kept to what the pilot file says");
                    # where the notes put the items ("The two are recorded separately in the notes"): no claim
                    r"^\W*(?:(?:so|to|for|in\s+order)\b[^\d\n.:;!?]{0,70}?[,—–-]\s*)?(?:(?:here|below)\s+(?:are|is)\s+)?"
                    r"(?:the\s+)?(?:key|main|basic|core|essential|headline)\s+(?:facts|parameters|details|points|figures|"
                    r"numbers)\W*:\s*$|"
                    # advice not to confuse what was told, whole ("Don't mix the two up.", "The two should not be
                    # confused."): about reading the brief, no claim of the pilot
                    r"^\W*(?:(?:do\s+not|don['’]t)\s+(?:confuse|conflate|mix\s+up|mix)\s+(?:the\s+two|these\s+two|them|"
                    r"one\s+with\s+the\s+other)(?:\s+up)?|(?:the\s+two|these\s+two|they)\s+(?:should|must)\s+not\s+be\s+"
                    r"(?:confused|conflated|mixed\s+up)(?:\s+with\s+each\s+other)?)\W*$|"
                    # a lead-in to the lines on the work, whole ("As for the work, the picture is this:", "Here is where
                    # the work stands.")
                    r"^\W*(?:(?:as\s+for|on)\s+(?:the\s+)?(?:progress|work(?:\s+itself)?),?\s+(?:the\s+picture\s+is\s+"
                    r"(?:this|as\s+follows)|here(?:['’]s|\s+is)\s+the\s+picture)|here(?:['’]s|\s+is)\s+where\s+(?:the\s+)?"
                    r"(?:work|things)\s+stands?)\W*$|"
                    r"^\W*(?:a\s+(?:couple|few)\s+of|a\s+few|some|several|two|three|one|a)\s+(?:more\s+|final\s+|last\s+|"
                    r"quick\s+|short\s+)?(?:caveats?|reservations?|remarks?|clarifications?|footnotes?)\W*$|"
                    r"\bI(?:['’]ve|\s+have)?\s+(?:kept|stuck|stayed|held)\s+(?:strictly\s+|closely\s+|only\s+)?to\s+(?:what\s+)?"
                    r"(?:the\s+|your\s+)?(?:pilot\s+)?(?:file|notes|source|material|records?|paragraphs)\b|"
                    r"\b(?:are|is)\s+(?:recorded|listed|noted|kept|entered|logged)\s+(?:separately|apart|in\s+separate\s+"
                    r"(?:paragraphs|entries|places|notes))\b|"
                    # a lead-in to the list under it, whole ("The rest, since you'll probably be asked:", "Everything
                    # else:"); advice to the reader where the notes are silent ("if you need these details", "check with
                    # the project team rather than guess", "Don't mix them up."); a remark that the background leaves
                    # the pilot alone ("but it does not affect the pilot"): no claim of the pilot
                    r"^\W*(?:the\s+rest|everything\s+else|the\s+other\s+(?:details|points|facts)|(?:a\s+(?:bit|little)\s+)?"
                    r"more\s+details?|in\s+more\s+detail)\b[^.!?\n\d]{0,60}:\s*$|"
                    # (in other words: what is known, told as following, or told for the reader's sake: "On the work,
                    # the following is known:", "A few more everyday things, to help you settle in:")
                    r"^\W*(?:(?:on|about|regarding|as\s+for|as\s+to)\s+(?:the\s+)?[^\W\d_]+(?:\s+[^\W\d_]+)?,?\s+)?"
                    r"(?:the\s+following\s+is\s+known|(?:here['’]s|here\s+is|this\s+is)\s+what\s+(?:is|we)\s+known?|"
                    r"we\s+know\s+the\s+following)\W*:\s*$|"
                    r"^\W*(?:and\s+)?(?:a\s+few|some)\s+(?:more|other|further)\s+(?:things|points|notes|details|facts)\b"
                    r"[^.!?\n\d]{0,60}:\s*$|"
                    r"^\W*(?:so\s+(?:that\s+)?you|to\s+help\s+you|for\s+your\s+(?:reference|information|convenience))\b"
                    r"[^.!?\n\d]{0,50}:\s*$|"
                    r"^\W*if\s+you\s+need\s+(?:these|those|this|that|it|them|more|such|any\s+of\s+(?:these|those|this|that|"
                    r"them)|(?:any|all|some)\s+of\s+(?:it|that))(?:\s+(?:details?|information|facts|specifics|points))?\b|"
                    r"\b(?:check|confirm|ask)\s+(?:with|the)\s+(?:the\s+)?(?:project|pilot)\s+(?:team|office|owner|lead)\b"
                    r"[^.!?\n]{0,20}(?:rather\s+than|instead\s+of)\s+(?:guess|assum|infer)\w*|"
                    r"^\W*(?:please\s+)?(?:do\s+not|don['’]t)\s+(?:guess|infer|assume|speculate|mix\s+(?:them|these|the\s+two)"
                    r"\s+up|confuse\s+(?:them|these|the\s+two))\W*$|"
                    r"\b(?:does\s+not|doesn['’]t|do\s+not|don['’]t)\s+affect\s+(?:the\s+)?pilot\W*$|"
                    # the writer's offer to keep the reader posted, whole ("I'll keep you posted.", "and I'll update you
                    # then"): said to the reader, no step of the pilot
                    r"^\W*(?:and\s+)?(?:(?:then|after\s+that)\s+)?(?:I['’]ll|I\s+will|we['’]ll|we\s+will)\s+(?:keep\s+you\s+"
                    r"(?:posted|updated|informed|in\s+the\s+loop)|update\s+you|let\s+you\s+know|notify\s+you|tell\s+you)\b[^.!?\n\d]{0,30}\W*$|"
                    # a letter's call to write back, whole ("P.S. If anything here is unclear, just reply to this email.")
                    + _CALL_BACK + r"|"
                    # ("she has nothing to do with the pilot", "he is not linked to the pilot there")
                    r"\b(?:has|have|had)\s+(?:nothing|no\s+(?:link|connection|role))\s+(?:to\s+do\s+)?(?:with|in)\s+(?:the\s+)?"
                    r"pilot(?:\s+(?:there|at\s+all))?\W*$|\b(?:is|are|was|were)\s+(?:not|in\s+no\s+way)\s+(?:linked|connected|"
                    r"related|tied)\s+to\s+(?:the\s+)?pilot(?:\s+(?:there|at\s+all))?\W*$|"
                    # an answer's opening, whole: a model's lead-in to the brief it gives and its steps through the
                    # notes ("Sure — here's a brief based on the paragraphs you provided.", "Let me go through the
                    # notes first.", "Going back to [8]"): no claim of the pilot
                    r"^\W*(?:(?:sure|certainly|of\s+course|okay|ok|absolutely|alright|all\s+right)\b\W*)?(?:here(?:['’]s|\s+is)|"
                    r"below\s+is)\s+(?:a|an|the|your|my)\s+(?:short\s+|brief\s+|quick\s+)?(?:brief|summary|overview|"
                    r"write-?up|draft|recap|digest)\b[^.!?\n\d]{0,100}[.!:]?\W*$|"
                    r"^\W*(?:but\s+|and\s+)?(?:going|looking|turning)\s+back\s+(?:to|at)\s+(?:paragraph\s+|para\.?\s+|¶\s*)?"
                    r"\[?\s*\d{0,2}\s*\]?(?:\s+(?:again|more\s+closely|carefully))?\W*$|"
                    # a note's own framing line, whole: who it is kept for ("Note to self:", "just for me")
                    r"^\W*(?:(?:a\s+)?notes?\s+to\s+(?:self|myself)|(?:just\s+|only\s+)?for\s+(?:me|myself|my\s+own\s+"
                    r"(?:reference|use|records?))|for\s+my\s+eyes\s+only)\W*$|"
                    # a thread's pleasantries, whole, or a reply agreeing that the brief matches its source ("FYI, see
                    # below.", "See you soon!", "thx", "+1, matches the file"): what passes the brief on, no claim
                    r"^\W*(?:fyi|see\s+(?:below|above|the\s+thread))(?:\W+(?:see\s+(?:below|above)|fyi))?\W*$|"
                    # a remark to the reader on where the brief may go as it is, whole ("You can paste this straight
                    # into the summary sheet"): about the brief itself, no claim of the pilot
                    r"^\W*(?:so\s+)?(?:you\s+can|feel\s+free\s+to)\s+(?:just\s+)?(?:paste|copy|drop|put|enter|add|use)\s+"
                    r"(?:(?:this|it|that|them|these)\s+)?(?:(?:straight|directly|right|as\s+is)\s+)?(?:in|into|on)\s+"
                    r"(?:the|your)\s+(?:[^\W\d_]+\s+){0,2}?(?:sheet|table|spreadsheet|tracker|report|deck|slides?|dashboard|"
                    r"form)\W*$|"
                    # (and a call to send the writer a document the notes lack, to update the brief: "If you have the
                    # minutes, send them over and I'll update it")
                    r"^\W*if\s+you\s+have\s+[^.!?\n\d]{1,40}?,\s*(?:please\s+|just\s+)?(?:send|forward|pass|share)\s+"
                    r"(?:it|them|that|those|this)(?:\s+(?:over|along|on))?(?:\s+(?:to\s+me|my\s+way))?(?:\s*(?:,\s*)?(?:and\s+)?"
                    r"(?:I['’]ll|I\s+will|I\s+can)\s+(?:update|revise|amend|correct|fix)\s+(?:it|the\s+brief|the\s+summary|this))?\W*$|"
                    r"^\W*(?:see|talk\s+to|speak\s+to|catch)\s+you\s+(?:soon|later|then|there|tomorrow|next\s+week)\W*$|"
                    # a remark on where the notes put things or on how the writer checked them ("the dates and the
                    # budget sit in different paragraphs", "I checked each figure against its paragraph")
                    r"\b(?:are|is|sit|sits|appear|appears|come|comes)\s+(?:spread\s+|scattered\s+|split\s+)?(?:across|over|"
                    r"among|between|in)\s+(?:different|separate|several|various)\s+(?:paragraphs|places|entries|notes|"
                    r"parts|records)\b|\bI\s+(?:have\s+)?(?:checked|cross-checked|double-checked|verified|compared)\s+"
                    r"(?:each|every|all\s+(?:the\s+)?)\s*(?:figure|number|date|value|amount)s?\s+(?:against|with)\b|"
                    # a sign-off welcoming the reader or calling them to follow the news, whole ("Welcome aboard!",
                    # "Stay tuned for further updates!")
                    # (and a wish to the reader closing the note, whole: "Good luck in the new role!", "All the best!")
                    r"^\W*(?:(?:and\s+)?(?:good|the\s+best\s+of|best\s+of)\s+luck|all\s+the\s+best)(?:\s+(?:in|with|on|for)\s+"
                    r"(?:the|your)\s+(?:new\s+)?(?:role|job|position|post|team|start|first\s+(?:days?|weeks?))|\s+settling\s+in)?\W*$|"
                    # (a greeting before it with it: "Hi and welcome!")
                    r"^\W*(?:(?:(?:hi|hello|hey)(?:\s+there)?\W*(?:and\s+)?)?(?:and\s+)?(?:once\s+again\s+|again\s+)?welcome(?:\s+(?:aboard|on\s+board|to\s+the\s+"
                    r"(?:team|project|pilot)))?|stay\s+tuned(?:\s+for\s+(?:more|further|the\s+next)\b[^\d\n]{0,30})?|"
                    r"watch\s+this\s+space|more\s+(?:news|updates)\s+(?:soon|to\s+follow))\W*$|"
                    r"^\W*(?:thx|ty|thanks(?:\s+a\s+lot)?|thank\s+you|cheers|much\s+appreciated)\W*$|"
                    # a letter's closing thanks to its readers and its pleasure in the work, whole ("Thank you all for
                    # the work together - it was a pleasure.", "It has been a pleasure working with you."): no claim
                    r"^\W*(?:(?:many\s+)?thanks|thank\s+you)(?:\s+(?:all|again|everyone|both))?\s+for\s+(?:your|the|our|all|"
                    r"working|reading)\b(?![^\n]*\bapprov)[^\d\n]{0,80}$|"
                    r"^\W*it\s+(?:has\s+been|was|is)\s+(?:a\s+)?(?:real\s+|great\s+)?pleasure\b[^\d\n]{0,60}$|"
                    # a notice's call to pass it on or to keep its dates in mind, whole ("Please forward this to your
                    # team.", "Kindly note these dates."), and a line that a fact is left out here ("The exclusions
                    # are in the file.", "Details are omitted here."): said to the reader, no claim (the fact left out
                    # stays omitted)
                    r"^\W*(?:please|kindly)\s+(?:pass\s+(?:this|it|the\s+\w+)\s+on|forward\s+(?:this|it)|share\s+(?:this|it)|"
                    r"circulate\s+(?:this|it))\b[^\d\n]{0,60}$|"
                    r"^\W*(?:please|kindly)\s+(?:note|keep|bear|mark)\s+(?:these|the\s+above|those)\s+(?:dates?|points?|details?)"
                    r"(?:\s+in\s+mind|\s+down|\s+in\s+your\s+calendars?)?\W*$|"
                    r"^\W*(?:the\s+)?(?:exclusions?|details?|dates?|figures?|rest)\s+(?:are|is)\s+(?:(?:left\s+out|omitted|not\s+"
                    r"repeated)\s+here|in\s+the\s+(?:file|notes|annex|appendix))\W*$|"
                    # a turn's backchannel, whole ("Cool.", "Got it.", "Great, thanks.", "Sounds good."): no claim
                    r"^\W*(?:(?:ok(?:ay)?|cool|great|perfect|got\s+it|noted|understood|sounds\s+good|thanks|"
                    r"thank\s+you|cheers)\W*){1,3}$|"
                    # a call's check that the line works, whole ("Can you hear me? Okay.")
                    r"^\W*can\s+you\s+hear\s+me(?:\s+(?:ok(?:ay)?|now|all\s+right))?\W*(?:(?:ok(?:ay)?|good|great)\W*)?$|"
                    r"\b(?:matches|agrees\s+with|is\s+in\s+line\s+with|checks\s+out\s+against)\s+the\s+"
                    r"(?:file|notes|source|record)s?\W*$|"
                    # a remark on the notes' clarity, whole ("the notes are clear on this [8]")
                    r"^\W*the\s+notes\s+are\s+(?:very\s+|quite\s+)?(?:clear|explicit)(?:\s+(?:on|about)\s+(?:this|that|it))?(?:\s*(?:\[[\d\s,;–-]*\]|\((?:para\.?|¶)?\s*\d+\)))*\W*$|"
                    # the audience's own contacts for questions, by their part in it, never by name ("Questions can go
                    # to your department's contact people", "If you have any questions, ask your team lead"): said to
                    # the reader, no claim
                    r"\b(?:(?:questions|queries)\s+(?:can|should|may)\s+(?:go|be\s+(?:sent|directed|addressed|taken))\s+to|"
                    r"(?:with|for)\s+(?:any\s+)?(?:questions|queries)|if\s+you\s+have\s+(?:any\s+)?(?:questions|queries))\b"
                    r"[^.!?\n]{0,25}?\byour\s+(?:own\s+)?(?-i:[a-z'’-]+)(?:\s+(?-i:[a-z'’-]+)){0,2}\W*$|"
                    # a chat note's closing call to take questions to the team's channel, whole ("Questions? Shout in
                    # the channel", "Any questions, ask in the thread"): said to the reader, no claim
                    r"^\W*(?:any\s+)?(?:questions|qs|queries)\W+(?:just\s+)?(?:shout|ask|post|ping|holler|drop\s+them)\s+"
                    r"(?:\w+\s+)?in\s+(?:the\s+|this\s+|our\s+)?(?:channel|chat|thread|group(?:\s+chat)?)\W*$|"
                    # or to the writer, whole ("Any questions, just ask anytime.", "Questions? Let me know.")
                    r"^\W*(?:(?:any|got\s+any|have\s+any|more)\s+)?(?:questions|qs|queries)\W+" + _WRITE_BACK + r"\W*$|"
                    # an answer's lead-in: "Short answer:" alone
                    r"^\W*(?:the\s+)?(?:short|quick)\s+answer\W*$|"
                    r"\\bI\\s+hope\\b|\bhope\s+(?:this|it|that|the\s+\w+)\s+(?:helps|is\s+(?:useful|helpful))|"
                    # a request to the reader to tell the writer, whole, after what they may know ("If you know,
                    # please tell me.", "If anyone finds out, drop me a line"), and an offer to look up what the notes
                    # leave unsaid, whole ("I can dig it up if needed.", "If need be, I'll find out who"): said to the
                    # reader, no claim of the pilot (a task for someone else, "Ask Dana to …", names no "me")
                    r"^\W*(?:(?:and\s+|so\s+)?if\s+(?:you|anyone|anybody|someone|somebody)\s+(?:happens?\s+to\s+|does\s+|do\s+)?"
                    r"(?:knows?|finds?\s+out|hears?|has\s+(?:it|that)|have\s+(?:it|that))\b[^.!?\n\d]{0,50}?[,;:—–-]?\s+)?"
                    r"(?:please\s+|kindly\s+|do\s+|just\s+)?(?:tell|ping|message|e-?mail|text|drop|update|fill)\s+(?:me|us)\b"
                    r"(?:\s+(?:in|know|a\s+(?:line|note|message)))?(?:\s+(?:please|if\s+you\s+(?:know|can|find\s+out)))?\W*$|"
                    r"^\W*(?:(?:and\s+|but\s+)?if\s+(?:needed|need\s+be|necessary|required|useful|you\s+(?:want|like|need|wish)"
                    r"(?:\s+(?:it|me\s+to))?)\s*[,;:—–-]?\s*)?(?:I|we)(?:['’]ll|\s+will|\s+can|\s+could|['’]m\s+happy\s+to|"
                    r"\s+am\s+happy\s+to|['’]d\s+be\s+happy\s+to)\s+(?:try\s+(?:to|and)\s+|gladly\s+|also\s+)?(?:dig|look|find|check|"
                    r"chase|track|hunt|search|ask\s+around)\b(?:\s+(?:it|that|this|them|those))?(?:\s+(?:up|out|down|around|into\s+"
                    r"(?:it|that|this)|for\s+(?:it|that|this)))?(?:\s+(?:who|what|when|where|whether|which)\b[^.!?\n\d]{0,40}?)?"
                    r"(?:\s+(?:for\s+you|later|too|as\s+well|if\s+(?:needed|need\s+be|necessary|required|you\s+(?:want|like|need|wish)"
                    r"(?:\s+(?:it|me\s+to))?)))*\W*$|"
                    r"\blet\s+me\s+know\b|\bfeel\s+free\b|\b(?:happy|glad)\s+to\s+(?:help|adjust|change|tweak|revise|rework|"
                    r"reformat|expand|shorten|condense|trim|edit|update|turn|put|convert|add|draft|prepare|go\s+into|"
                    r"forward|send|pass\s+on|resend|explain|clarify|elaborate|walk\s+you)\b|"
                    # an offer on the reader's wish or need ("Happy to dig out the paragraphs if you'd like to see them.",
                    # "Happy to go through it on a call if that helps."): a hand-off, never a report ("happy to report that …")
                    r"^\W*(?:(?:I['’]m|I\s+am|I['’]d\s+be|we['’]re|we\s+are)\s+)?(?:(?:always|more\s+than)\s+)?(?:happy|glad)\s+"
                    r"to\s+(?!report|announce|say|confirm|tell|inform|note|share\s+that)[a-z]+\b[^.!?\n\d]{0,50}?\bif\s+"
                    r"(?:you\b|(?:that|it|this)(?:['’]s|\s+is|\s+would\s+be|\s+would)?\s+(?:helps?|useful|helpful)\b|"
                    r"(?:useful|helpful|needed)\b)[^.!?\n\d]{0,60}[.!]?\W*$|"
                    r"\b(?:shout|ping\s+me|give\s+me\s+a\s+shout|reach\s+out)\b.{0,30}\b(?:if|with)\b|"
                    r"\b(?:I|we)\s+(?:can|could|would\s+be\s+happy\s+to|am\s+happy\s+to)\s+(?:also\s+)?(?:put|turn|format|"
                    r"convert|expand|shorten|translate|draft|prepare|add|make|give|provide|break|rewrite|reformat|"
                    r"summari[sz]e|send|trim|tighten|condense|cut|simplify|adjust|rework)\b|"
                    # a reply's courtesy and an offer on the reader's wish, whole ("You're welcome — if you need it in
                    # German, just say so.", "No problem, tell me if you want it shorter.", "I can also do an English
                    # version if you need one."): said to the reader, no claim of the pilot
                    r"^\W*(?:[^\W\d_]+:\s*)?(?:(?:(?:you['’]?re|you\s+are)\s+(?:very\s+|most\s+)?welcome|no\s+problem|"
                    r"(?:my\s+)?pleasure|any\s*time|(?:happy|glad)\s+to\s+help|sure|of\s+course)\W+)?(?:(?:if\s+you\s+"
                    + _WISH + r"\b[^.!?\n\d]{0,50}?[,;:—–-]\s*)?(?:just\s+|please\s+)?(?:say\s+(?:so|the\s+word)|ask|tell\s+me|"
                    r"let\s+me\s+know)|(?:I|we)\s+(?:can|could)\s+(?:also\s+)?(?:do|make|write|prepare)\s+(?:you\s+)?(?:a|an)\s+"
                    r"(?:[\w-]+\s+){0,3}?(?:version|copy|translation)(?:\s+(?:too|as\s+well))?)(?:\s+if\s+you\s+" + _WISH +
                    r"\b[^.!?\n\d]{0,50})?\W*$|"
                    # an offer asked of the reader, whole ("Want me to put this into the five-section brief?", "Shall
                    # I turn it into three slides?"): the count is the offered format's, no claim of the pilot
                    r"^\W*(?:[^\W\d_]+:\s*)?(?:(?:do\s+you\s+)?want\s+me\s+to|shall\s+I|should\s+I|(?:how|what)\s+about\s+I)\s+"
                    r"(?:also\s+)?(?:put|turn|format|convert|expand|shorten|translate|draft|prepare|make|break|rewrite|reformat|"
                    r"summari[sz]e|trim|tighten|condense|cut|simplify|rework|split|lay|write|pack|boil)\b[^.!?\n]{0,120}\?\W*$|"
                    # a lead-in to the brief's format ("Here's a slide-style outline you can drop into a deck:")
                    r"^\W*(?:here(?:['’]s|\s+is|\s+are)|below\s+(?:is|are))\b[^.!?\n]{0,100}:\W*$|"
                    # (how to use a checklist, said to its reader: "Tick items off as you go.")
                    r"^\W*(?:just\s+|please\s+)?(?:tick|check|cross)\s+(?:(?:the|each|these|those|your)\s+)?(?:items?|boxes|lines|"
                    r"them|it|things)?\s*off\b[^.!?\n\d]{0,30}\W*$|"
                    # what the conclusion above rests on, told to come below ("Below is what this rests on.")
                    r"^\W*(?:below|what\s+follows)\s+(?:is|are)\s+(?:what|why|the\s+(?:evidence|grounds?|facts?))\b"
                    r"[^.!?\n]{0,40}?\b(?:rests?|rel(?:y|ies)|based|builds?|stands?|behind)\b|"
                    r"\byou\s+can\s+(?:drop|paste|copy|put|use)\b[^.!?\n]{0,40}\b(?:into|in)\s+(?:a|an|your|the)\s+"
                    r"(?:deck|slides?|presentation|document|doc|email|e-mail|report|wiki|page|chat|message)\b|\b(?:would|do)\s+you\s+(?:like|want|need)\b|"
                    # (the wish anyone's: "If anyone needs the full note with links, I'll send it")
                    r"\bif\s+(?:(?:you|anyone|anybody|someone|somebody|any\s+of\s+you)\s+)?(?:need(?:s|ed)?|wants?|wish(?:es)?|"
                    r"prefers?|likes?|would\s+like)\b.{0,60}?\b(?:I|I'll|let\s+me|just\s+ask)\b|"
                    # a model thinking aloud about reading the notes or writing the brief ("Let me work through the
                    # notes first.", "I will leave those out rather than guess.", "The two must stay on separate lines,
                    # as the task asks.", "Two pieces of work are worth mentioning.")
                    r"\blet\s+me\s+(?:first\s+)?(?:work|go|run|walk|read|look|sort|check|start|pull|gather|list|lay)\b|"
                    r"\b(?:I|we)(?:'ll|\s+will|\s+shall|\s+should|\s+must)?\s+(?:leave|keep)\s+(?:those|these|them|that|"
                    r"this|it)\s+out\b|\brather\s+than\s+(?:guess|speculate|invent)\b|"
                    # the writer's doubt about the brief, or a request to check it ("but it may be worth double-checking",
                    # "I'm fairly sure I caught everything", "I'd want someone closer to the project to confirm that",
                    # "Here's my best attempt at a structured version", "I would treat that as an open question")
                    r"\bworth\s+(?:a\s+)?(?:double-?check(?:ing)?|re-?check(?:ing)?|checking|verifying|confirming|second\s+look)\b|"
                    r"\b(?:I['’]d|I\s+would|we['’]d|we\s+would)\s+(?:want|like|need|ask)\s+someone\b[^.;\n]{0,60}?\bto\s+"
                    r"(?:confirm|check|verify|double-?check)\b|"
                    r"\b(?:sure|certain|confident)\s+(?:that\s+)?I(?:['’]ve|\s+have)?\s+(?:caught|got|covered|captured)\s+"
                    r"(?:everything|it\s+all|all\s+of\s+it)\b|\bI\s+(?:may|might)\s+have\s+missed\b|\bcorrect\s+me\b|"
                    r"\bmy\s+(?:best\s+)?(?:attempt|try|shot)\s+at\b|"
                    r"\b(?:treat|leave|keep|mark|flag|list)\s+(?:that|this|it|them|those)\s+as\s+(?:an?\s+)?open\s+"
                    r"(?:questions?|points?|items?)\b|"
                    r"\bas\s+the\s+(?:task|prompt|instructions?|request)\s+(?:asks|requires|says|wants|demands)\b|"
                    # a later turn's framing, whole: an apology or a remark on the earlier answer's error ("Sorry, I
                    # got the budget wrong in my last message.", "I had the approver wrong."): no claim, no approval state
                    r"^\W*(?:actually,?\s+|sorry,?\s+|apologies,?\s+|my\s+apologies,?\s+)?" + _ERRED + r"\W*$|"
                    r"^\W*(?:[^\W\d_]+\s+){1,4}(?:are|is)\s+worth\s+(?:mentioning|noting)\W*$|"
                    # a background section's lead-in ("First, some background."), a turn to the pilot ("Now to the
                    # pilot itself."), or a remark that what was told bears not on it ("None of this changes the pilot
                    # itself.", "This is background only.")
                    r"^\W*(?:first|to\s+begin(?:\s+with)?|to\s+start(?:\s+with)?),?\s+(?:some|a\s+little|a\s+bit\s+of|a\s+few\s+"
                    r"words\s+of|a\s+word\s+on)\s+(?:background|context)\b[^.:;!?\d]*\W*$|"
                    r"^\W*(?:and\s+)?(?:now|next|turning|moving\s+on),?\s+(?:on\s+)?to\s+the\s+pilot(?:\s+itself|\s+proper)?\W*$|"
                    # the writer's signposts through the brief's own parts, whole ("I will come back to it below.",
                    # "A word on reading the status")
                    r"^\W*I\s+(?:will|['’]ll|shall)\s+(?:come\s+back|return|get\s+back)\s+to\s+(?:it|this|that|them)"
                    r"(?:\s+(?:below|later|at\s+the\s+end))?\W*$|^\W*a\s+(?:word|few\s+words|note)\s+on\s+[^\W\d_][^.!?;:\n]{0,40}$|"
                    r"^\W*(?:none|nothing)\s+of\s+(?:this|that|these|the\s+above|it)\s+(?:\w+\s+)?(?:changes?|affects?|"
                    r"bears?\s+on|concerns?|touch(?:es)?|relates?\s+to|involves?)\s+the\s+pilot(?:\s+itself)?\W*$|"
                    r"^\W*(?:all\s+)?(?:this|that|the\s+above)\s+is\s+(?:just\s+|only\s+|merely\s+)?(?:background|context)"
                    r"(?:\s+only)?\W*$|"
                    # where the writer will put an item in the brief ("so it belongs under Planned", "it goes under
                    # Done", "a quick check on the status lines")
                    r"\b(?:belongs?|goes|go|fits?|sits?|should\s+go|must\s+go)\s+under\s+(?:the\s+)?[\"“'*]*(?:Done|"
                    r"Planned|Out\s+of\s+scope|Scope|Status|Budget|Timeline)\b|\b(?:check|look)\s+(?:on|at)\s+the\s+"
                    r"(?:status|timeline|scope|budget)\s+(?:lines?|sections?|fields?)\b|"
                    # a line saying what a note covers by the fact kinds only ("Note [4] gives the budget.", "[8]: the
                    # scope and the completed work."): framing, no stage read from "completed"
                    r"^\W*(?:in\s+)?(?:(?:note|paragraph|para\.?)\s*)?\[?\d{1,3}\]?\s*(?:[:—–-]\s*|(?:gives|has|holds|covers|"
                    r"contains|records|states|sets\s+out|deals\s+with|is\s+about)\s+)" + _KINDS + r"(?:\s*(?:,|and|,\s*and)\s*"
                    + _KINDS + r")*\W*$|"
                    # (or the kinds first, the note after them: "the end date, approval and exclusion — from paragraph
                    # [10]", "the budget is taken from note 3")
                    r"^\W*" + _KINDS + r"(?:\s*(?:,|and|,\s*and)\s*" + _KINDS + r")*\s*(?:[:—–-]\s*)?(?:(?:is|are|was|were)\s+)?"
                    r"(?:(?:taken|drawn|comes?|came)\s+)?(?:from|in|see)\s+(?:note|paragraph|para\.?)\s*\[?\d{0,3}\]?\W*$|"
                    r"\b(?:the\s+)?(?:other|remaining)\s+paragraphs\b|\brest\s+of\s+the\s+(?:notes|source|material)\b|"
                    r"\bcitations?\s+(?:are|is)\s+(?:given|shown|listed)\b|"
                    # a pointer to the brief's own table or sections ("details in the table 👆", "details below")
                    r"\bdetails?\s+(?:are\s+)?(?:in\s+the\s+(?:table|list|sections?)|below|above)\b|"
                    # a later turn's remark on the writer's earlier answer, which the reader cannot see ("one correction
                    # to my earlier reply", "the table I sent earlier had two rows swapped"): what it corrects is told
                    # after it, the remark claims nothing of the pilot
                    r"\b(?:correct(?:ion|ions|ing)?|fix(?:es|ing)?|updat(?:e|es|ed|ing)|amend(?:s|ed|ing|ment)?|"
                    r"clarify(?:ing)?|clarification)\b[^.!?\n]{0,40}\b(?:my|our|the)\s+(?:earlier|last|previous|prior|"
                    r"first|original)\s+(?:reply|answer|message|msg|response|version|table|list|summary|note|draft)\b|"
                    r"\b(?:the|my|our)\s+(?:table|list|summary|reply|answer|message|version|brief|draft|e-?mail)\s+(?:I|we)\s+"
                    r"(?:sent|gave|posted|shared|wrote)\s+(?:you\s+)?(?:earlier|before|previously|last\s+time|yesterday)\b|"
                    # an answer's lead-in, the reader's question said back, whole ("You asked whether X is approved and
                    # when it ends.", "You asked about the budget —"): the answer after it claims, the question does not
                    r"^\W*you\s+(?:asked|wanted\s+to\s+know|were\s+asking)\b(?:[^.!?\n]{0,80}[.:—–-]?\W*|"
                    r"\s+(?:whether|if|about|who|what|when|how|which|why)\b[^:;!\n]*)$|"
                    # an invitation to reach the writer, whole, by any channel, at any time, on the reader's doubt
                    # ("Give me a call any time if something is not clear.", "Message me on Teams with questions."):
                    # said to the reader (someone else to ask, "ask Liu first", names no "me" and stays a claim)
                    r"^\W*(?:(?:if|whenever|should)\s+(?:you\s+(?:have|get|need)|anything|something|any|there)\b[^.!?\n\d]{0,40}?[,—–-]\s*)?"
                    r"(?:(?:just|please|do|feel\s+free\s+to)\s+)*"
                    r"(?:give\s+me\s+a\s+(?:call|ring|shout|buzz|message|text|ping)|(?:call|ring|phone|text|message|e-?mail|ping|dm|"
                    r"slack|whatsapp|reach)\s+me|drop\s+me\s+a\s+(?:line|note|message|mail))(?:\s+(?:on|via|in|over|by)\s+[^\W\d_]+)?"
                    r"(?:\s+(?:any\s*time|at\s+any\s+time|whenever))?(?:\s*,?\s+(?:(?:if|whenever|should)\s+(?:you\s+(?:have|get|need)|"
                    r"anything|something|any|there)\b[^.!?\n\d]{0,40}|with\s+(?:any\s+)?(?:questions|doubts|queries)))?\W*$|"
                    # an instruction to the reader that only keeps an item out, by a pronoun ("so stay out of it",
                    # "keep clear of them"): the exclusion said again, no claim
                    r"^\W*(?:so\s+|and\s+)?(?:(?:please|just)\s+)?(?:stay\s+out\s+of|keep\s+(?:clear|away)\s+(?:of|from)|"
                    r"(?:don['’]t|do\s+not)\s+(?:get\s+)?(?:pulled|drawn|dragged|sucked)\s+into|(?:don['’]t|do\s+not)\s+touch)\s+"
                    r"(?:it|them|that|this|those)\W*$", re.IGNORECASE),
                message_remark=re.compile(r"\b(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+(?:sending|writing|putting|sharing)\s+"
                                          r"(?:this|it)(?:\s+(?:up|out|over))?(?:\s+as)?|\bas\s+(?:the\s+company|we|the\s+house)\s+"
                                          r"(?:prefers?|likes?|do(?:es)?)(?:\s+(?:it|things))?(?:\s+here)?|\bas\s+is\s+(?:the\s+)?"
                                          r"(?:custom|habit|norm|usual)(?:\s+here)?|\bas\s+usual\s+here\b|"
                                          # its length ("so I'll keep this short", "I'll be brief")
                                          r"\b(?:I['’]ll|I\s+will|I['’]m\s+going\s+to|I\s+(?:try|tried)\s+to|let\s+me)\s+"
                                          r"(?:keep\s+(?:this|it)\s+(?:short|brief)|be\s+brief)\b", re.IGNORECASE),
                commentary=re.compile(r"^\W*(?:comments?|commentary|my\s+comment|editor'?s\s+(?:comment|note)|"
                                      r"reviewer'?s\s+(?:comment|note))\s*:", re.IGNORECASE),
                scope_shape=re.compile(r"\b(?:one|a\s+single|single)\s+(?:workflow|process)\b[^.;\n]{0,20}?"
                                       r"\b(?:one|a\s+single|single)\s+(?:site|location|place)\b|"
                                       r"\b(?:one|a\s+single|single)\s+(?:site|location|place)\b[^.;\n]{0,20}?"
                                       r"\b(?:one|a\s+single|single)\s+(?:workflow|process)\b|"
                                       # one of the two alone, the scope held to it ("limited to a single site")
                                       r"\b(?:limited|restricted|confined|held)\s+to\s+(?:just\s+)?(?:one|a\s+single|single)\s+"
                                       r"(?:site|location|place|workflow|process)\b|"
                                       # the pilot placed at one site ("A narrowly scoped pilot at a single site.")
                                       r"\b(?:at|to|in|on)\s+(?:just\s+|only\s+)?(?:one|a\s+single|single)\s+(?:site|location)\b|"
                                       # the scope's "only" said again, pointing back at the site or the workflow just
                                       # named ("…, this one site only", "only this one site")
                                       r"\b(?:only|just)\s+(?:this|that)\s+(?:one\s+)?(?:site|location|workflow|process)\b|"
                                       r"\b(?:this|that)\s+one\s+(?:site|location|workflow|process)\s+only\b|"
                                       # (or the limit held to them by a word pointing back, no new place or thing
                                       # after it: "limited to this workflow at that site", "nothing beyond that one
                                       # process")
                                       r"\b(?:(?:limited|restricted|confined|held|kept)\s+to|nothing\s+(?:beyond|outside(?:\s+of)?|"
                                       r"but|other\s+than|except))\s+(?:just\s+|only\s+)?(?:this|that)\s+(?:one\s+|single\s+)?"
                                       rf"{_POINTED}(?:\s+(?:at|in|on)\s+(?:this|that)\s+(?:one\s+|single\s+)?{_POINTED})?"
                                       r"(?!\s+(?:at|in|on|for)\s+(?!(?:this|that)\b))|"
                                       r"\b(?:this|that)\s+(?:one\s+|single\s+)?(?:workflow|process)\s+(?:at|in)\s+(?:this|that)\s+"
                                       rf"(?:one\s+|single\s+)?{_POINTED}|"
                                       # the site as the pilot's only one, its name beside it ("| X | the only pilot site |")
                                       r"\b(?:only|sole)\s+(?:pilot\s+|trial\s+)?(?:site|location)\b",
                                       re.IGNORECASE),
                # a department of the company (the background's "the legal department") as the body deciding
                # a department named by its bare name ("Finance and the steering committee") or as a team: capitals
                # only, and not as a word qualifying a thing ("Legal review", "Finance figures"), which names no body
                other_body=re.compile(r"\b(?:[A-Za-z]+\s+){1,2}department\b|\bboard\s+of\s+directors\b|"
                                      r"(?-i:\b(?:Finance|Legal|Procurement|Compliance|Accounting|Purchasing|HR)\b)"
                                      r"(?![ \t]+(?:reviews?|checks?|figures|data|terms|advice|questions?|issues?|"
                                      r"requirements?|costs?|matters?)\b)|"
                                      r"\b(?:finance|legal|procurement|compliance|accounting|purchasing|HR)\s+team\b",
                                      re.IGNORECASE)))


# a value in a clause, a digit group's comma or point inside it ("EUR 25,800"): the value a correction sets aside (a
# date, a sum, a name: at most 40 characters on either side of its first digit, so a run with no value ends soon)
_OLD = r"(?:[^,.;:\n]|(?<=\d)[,.](?=\d))"


ENGLISH = Language(
    code="en",
    name="English",
    pools=Pools(COMPANIES, PROJECT_NAMES, PROCESSES, SITES, DONE_ITEMS,
                PLANNED_ITEMS, OUT_OF_SCOPE_ITEMS, APPROVERS, APPROVAL_BODIES,
                CURRENCIES),
    background=Background(BACKGROUND_SENTENCES, PEOPLE, DEPARTMENTS, COLOURS, TOOLS,
                          PLACES, COUNT_WORDS, ADJECTIVES),
    templates=Templates(
        start=START_SENTENCE, end=END_SENTENCE, scope=SCOPE_SENTENCE,
        budget=BUDGET_SENTENCE, approved=APPROVED_SENTENCE, pending=PENDING_SENTENCE,
        done=DONE_SENTENCE, planned=PLANNED_SENTENCE, out_of_scope=OUT_OF_SCOPE_SENTENCE,
        fact_lead=FACT_PARAGRAPH_LEAD, prompt_head=PROMPT_HEAD, prompt_tail=PROMPT_TAIL,
        question_template=QUESTION_TEMPLATE, questions=QUESTIONS,
        required_sections=("Timeline", "Scope", "Budget", "Status", "Sources"),
        format_date=_date, format_amount=lambda amount, currency: f"{currency} {amount:,}",
    ),
    forms=FORMS,
    cues=Cues(
        # the party steps before a decision and the approval's object and manner (brief_rules)
        step_first=re.compile(r"\b(?:once|after|when|as\s+soon\s+as)\s+(?P<step>[^,;.:!?\n\[]{2,70})", re.IGNORECASE),
        bare_party=re.compile(r"^(?:the\s+)?(?:finance|legal|procurement|compliance|accounting|purchasing|audit|"
                              r"controlling|treasury)\s+(?:has|have|had|is|are|will|must|can|\w+s|\w+ed)\b", re.IGNORECASE),
        decides=re.compile(r"\b(?:decid\w*|decision|verdict|go-ahead|green\s+light)\b", re.IGNORECASE),
        approved_thing=re.compile(r"\b(?:(?:the|this|our)\s+)?(?:pilot|trial|project)\b|\bit\b", re.IGNORECASE),
        in_person=re.compile(r"\b(?:personally|in\s+person|himself|herself|themselves)\b", re.IGNORECASE),
        # "just follow that rule", "if you need a good example", "have a look at her notes", "worth a look"
        reader_advice=re.compile(r"\b(?:(?:just\s+)?follow\s+(?:th(?:is|at|e\s+same)|their|her|his)\s+(?:rule|convention|pattern|example)|"
                                 r"if\s+you\s+(?:ever\s+)?(?:need|want)\b|(?:have|take)\s+a\s+look\s+at|(?:are|is)\s+worth\s+a\s+look|"
                                 r"worth\s+(?:a\s+look|reading|copying)|look\s+at\s+(?:her|his|their)\b|"
                                 # the reader's own choice left open, the house rule recalled ("use whatever tool you
                                 # like", "but remember the house rule")
                                 r"\b(?:whatever|any)\s+(?:[\w-]+\s+){1,2}you\s+(?:like|want|prefer)\b|\bup\s+to\s+you\b|"
                                 r"\bremember\s+(?:the|our)\s+(?:house\s+)?(?:rule|convention)|\bkeep\s+in\s+mind\b)",
                                 re.IGNORECASE),
        agenda_label=re.compile(r"^\W*(?:meeting\s+)?agenda\s*[:—–-]", re.IGNORECASE),
        agenda_purpose=re.compile(r"\b(?:review(?:ing)?|check(?:ing)?|go(?:ing)?\s+through|discuss(?:ion|ing)?|facts?|"
                                  r"confirm(?:ation|ing)?|arrangements?|schedule|timeline|(?:monthly|weekly)\s+meeting|meeting|"
                                  r"status|update|before|ahead\s+of|decision|of|on|the|pilot's)\b", re.IGNORECASE),
        roles=ROLE_CUES, roles_after=ROLES_AFTER, approval_word=APPROVAL_WORD, pending_word=PENDING_WORD,
        approved_word=APPROVED_WORD, approves_now=APPROVES_NOW, planned=PLANNED_CUE, done=DONE_CUE, started=STARTED_CUE,
        # a post before a name or beside it ("Head of Operations Ines Carvalho", "Ines Carvalho, Finance Director");
        # an acronym ("CFO") is not read as one: it may stand for the source's own title in few letters; "Lead" only
        # capitalised ("Operations Lead"), the verb and "lead time" being no post
        person_title=rx(r"\b(?:head|director|chief|officer|manager|president|vice[\s-]president|controller|"
                        r"chair(?:man|woman|person)?|treasurer|(?-i:Lead))\b"),
        name_joined=rx(r"\b(?:and|or|with)\b|&"),
        approval_detail=rx(r"\b(?:date\s+of\s+(?:the\s+)?(?:approval|sign-?off)|(?:approval|sign-?off)\s+date|"
                           r"date\s+(?:approved|signed\s+off)|approver)\b"),
        negation_before=NEGATION_BEFORE, future=FUTURE_CUE, stage_negation=STAGE_NEGATION,
        stage_not_taken=rx(STAGE_NOT_TAKEN),
        stage_echo=rx(r"\b(?:so\s+)?(?:that|this|which)(?:\s+one)?\s+(?:(?:box|item)\s+)?(?:is|'s)\s+(?:"
                      r"(?:already\s+)?(?:ticked|checked)(?:\s+off)?(?:\s+the\s+list)?|off\s+the\s+list|"
                      r"(?:the|our)\s+(?:work|part|bit|item|job)\s+(?:that\s+is\s+)?(?:still\s+)?(?:ahead(?:\s+of\s+us)?|to\s+come|"
                      r"left(?:\s+to\s+do)?|still\s+to\s+do|outstanding)|the\s+only\s+(?:item|thing|one|piece\s+of\s+work)\s+"
                      r"(?:done|completed|finished)(?:\s+so\s+far)?)"),
        date_hedge=DATE_HEDGE, date_hedge_after=rx(r"^\s*(?:or so)\b"),
        date_alternative=DATE_ALTERNATIVE, progress=PROGRESS_CUE, exclusion=EXCLUSION,
        value_kept=rx(r"\b(?:stays|remains|is\s+still|is\s+kept|stays\s+at|remains\s+at|is\s+kept\s+at|is\s+confirmed\s+as|"
                      r"confirmed\s+as)$"),
        condition=CONDITION, given_condition=GIVEN_CONDITION, firm_condition=FIRM_CONDITION, timed_condition=TIMED_CONDITION,
        held_until_approval=HELD_UNTIL_APPROVAL, site_place=SITE_PLACE,
        firm_exclusion=rx(r"(?<!\bnot\s)\b(?:explicitly|expressly)\b"),
        deferred=DEFERRED, paragraph_count=PARAGRAPH_COUNT,
        heading_count=rx(r"^[ \t]+(?:(?:brief|section|required|standard)\s+)?(?:headings|sections|headers)\b"),
        speaker_count=rx(r"^[ \t]+(?:speakers?|voices|participants|people\s+on\s+the\s+(?:call|line))\b"),
        past_sequence=PAST_SEQUENCE,
        phase_condition=rx(r"\b(?:once|after|when|as\s+soon\s+as|until)\b[^,;.\n]*"),
        other_place=rx(r"\b(?:(?:at|in|on|for)\s+)?(?:any|all|the)\s+other\s+(?:sites?|places?|locations?|offices?|plants?|"
                       r"warehouses?|depots?|hubs?|cent(?:re|er)s?)\b|\banywhere\s+else\b"),
        # ("all sites", "every depot", "all of Halden's warehouses", "company-wide", "the other sites", "then the rest";
        # "all" with a plural only: "all warehouse staff" is no site)
        # (a comparison among the sites, "the busiest of all the depots", "more than the other sites", is no widening)
        # ("and its satellite offices", "plus the Lisbon depot", "as well as every branch"; a team or its staff beside
        # the site, "and warehouse staff", is no place)
        joined_site=rx(r"^\s*,?\s*(?:and|plus|as\s+well\s+as|along\s+with|together\s+with|with\s+(?:its|their)|including)\s+"
                       r"(?!(?:no|not|none|any|nowhere)\b)(?:(?:at|in)\s+)?"
                       r"(?:(?!(?:staff|team|clerks?|workers?|employees|personnel|drivers?)\b)[\w'’-]+\s+){0,4}?"
                       r"(?:sites?|depots?|locations?|warehouses?|offices?|plants?|hubs?|cent(?:re|er)s?|facilit(?:y|ies)|"
                       r"branch(?:es)?|units?|departments?|divisions?|subsidiar(?:y|ies)|outlets?|stores?)\b"
                       r"(?!\s+(?:staff|teams?|clerks?|workers?|employees|personnel|managers?|leads?|systems?)\b)"),
        # ("whether it is included has not been decided yet", "still an open question", "TBD")
        undecided=rx(r"\b(?:(?:not|n['’]t)\s+(?:yet\s+)?(?:been\s+)?(?:decided|settled|determined|resolved|clear)|yet\s+to\s+be\s+"
                     r"(?:decided|settled|determined|agreed|resolved)|to\s+be\s+(?:decided|determined|settled)|undecided|"
                     r"unresolved|unsettled|unclear|(?:an?\s+)?open\s+(?:question|point|issue)|(?:is|remains|still|left)\s+"
                     r"open|up\s+in\s+the\s+air|tbd|no\s+decision|"
                     # no one said to have decided it ("nobody has decided yet whether …", "no one has settled it")
                     r"(?:nobody|no[\s-]+one)\s+(?:has\s+|have\s+)?(?:yet\s+|so\s+far\s+)?(?:decided|settled|determined|agreed))\b"),
        widened=rx(r"(?<!\bof\s)(?<!\bamong\s)(?<!\bthan\s)\b(?:all|across)\s+(?:(?:of\s+)?(?:the|our|its|their|[\w-]+['’]s?)\s+)?(?:[\w-]+\s+)?(?:sites|depots|"
                   r"locations|warehouses|offices|plants|hubs|cent(?:re|er)s|facilities|branches)\b|"
                   r"\b(?:every|each)\s+(?:(?:of\s+)?(?:the|our|its|their|[\w-]+['’]s?)\s+)?(?:[\w-]+\s+)?(?:site|depot|"
                   r"location|warehouse|office|plant|hub|cent(?:re|er)|facility|branch)\b|"
                   r"(?<!\bthan\s)(?<!\bthan\sthe\s)(?<!\bthan\sall\s)(?<!\bthan\sany\s)"
                   r"\bother\s+(?:sites|depots|locations|warehouses|offices|plants|hubs|cent(?:re|er)s|facilities|"
                   r"branches)\b|\b(?:company|network|group|organi[sz]ation)[\s-]wide\b|"
                   r"\b(?:across|throughout)\s+the\s+(?:whole\s+|entire\s+)?(?:company|business|network|group|"
                   r"organi[sz]ation)\b|\b(?:the\s+)?(?:whole|entire)\s+(?:company|network|organi[sz]ation)\b|"
                   r"\bthen\s+(?:to\s+|at\s+)?(?:the\s+rest|everywhere|the\s+others)\b|\beverywhere\b"),
        instead=rx(r"\b(?:instead\s+of|rather\s+than|as\s+opposed\s+to|in\s+place\s+of)\b"),
        ranked=rx(r"\b(?:largest|biggest|busiest|highest|lowest|greatest|heaviest|smallest|fewest|strongest|weakest|"
                  r"the\s+(?:most|least)|(?:more|fewer|less)\s+[\w\s-]{0,30}?than\s+(?:any|anywhere)|number\s+one|"
                  r"ranks?\s+(?:first|top))\b"),
        first_site=rx(r"\b(?:starting|beginning|kicking\s+off)\s+(?:with|at)\s+(?:[^\W\d_]+\s+){0,2}$|"
                      r"\bfirst\s+at\s+(?:the\s+)?$"),
        # ("first" before a span of time is when, not an order of sites: "a workshop in Porto in the first week")
        site_first=rx(r"^(?:[\s-]+[^\W\d_]+){0,2}?\s+(?:first|initially|to\s+(?:start|begin)(?:\s+with)?)\b"
                      r"(?!\s+(?:(?:few|two|three|couple\s+of)\s+)?(?:days?|weeks?|fortnight|months?|quarters?|"
                      r"half|year|morning|afternoon|session)\b)"),
        unreal=rx(r"\b(?:would|could|might)\b|\b(?:until|till)\b(?=[^,;.\n]*\b(?:is|are|has|have)\b)"),
        # (a present or perfect verb in the condition, no past one: "once X is installed", "as soon as X has been done";
        # not a condition set on the approval, "approves only once X is done", which asks for the work)
        still_to_come=rx(r"(?<!\bonly\s)\b(?:once|as\s+soon\s+as)\b(?=[^,;.\n]*\b(?:is|are|has|have|gets?)\b)"
                         r"(?![^,;.\n]*\b(?:was|were|had)\b)[^,;.\n]*"),
        date_lead=rx(r"\b(?:on|since|as\s+of|dated)\s*$"),
        items_joined=rx(r"^\s*[,;]?\s*(?:and\s+then|then|and|as\s+well\s+as|followed\s+by|along\s+with|together\s+with)?"
                        r"\s*(?:the\s+)?$"),
        items_shared=rx(r"^[^.;!?\n]{0,12}?\b(?:both|neither|none\s+of\s+them|each\s+of\s+them|the\s+two\s+of\s+them)\b"),
        stage_count=rx(r"^\s+(?:[^\W\d_]+\s+)?(?:stages|steps|tasks|(?:work\s+)?items|workstreams)\b"),
        option_count=rx(r"^\s+(?:[^\W\d_]+\s+)?(?:options|alternatives|variants|choices)\b"),
        site_count=rx(r"^\s+(?:sites?|locations?)\b"),  # "1 site: the Lyon warehouse"
        number_idiom=rx(r"\bin\s+(?:one|two|three|a\s+few)\s+(?:words|lines|sentences)\b"),
        count_back_before=rx(r"\b(?:these|those|the|both\s+of\s+these)\s+$"),
        count_back_after=rx(r"^(?:\s*[^\w\s]|\s+(?:apart|together|separate|distinct|are|were|have|had|should|must|need|"
                            r"can(?:not)?|differ|items?|things|ones|of\s+them)\b)"),
        question_count=rx(r"^\s+(?:[^\W\d_]+\s+)?questions\b"),
        text_length=rx(r"^\s*-?\s*(?:words?|characters|chars)\b"),
        own_points=rx(r"^\s+(?:short\s+|quick\s+|key\s+)?(?:bullets?|bullet\s+points|points|sentences)\b(?=\s*(?:[:.,;!)—–-]|$))"),
        month_unit=rx(r"\bmonths?\b"),
        week_unit=rx(r"\bweeks?\b"),
        day_unit=rx(r"\bdays?\b"),
        share_word=rx(r"\b(?:half|third|quarter)s?\b"),
        per_month_days=rx(r"\s*-?\s*days?\s+(?:calendar\s+)?months?\b"),
        # (and the Russian words a brief mixing the two uses for it)
        other_value=rx(OTHER_VALUE_EN + "|" + OTHER_VALUE_RU),
        item_ordinal=rx(r"^\W*(?:(?:and|but|while|whereas)\s+)?the\s+(?:(?P<first>first|former)|(?P<second>second)|"
                        r"(?P<third>third)|(?P<last>latter|last))\b(?!\s+(?:day|week|month|phase|half|quarter|time)\b)"),
        item_pronoun=rx(r"^\W*(?:it|they|(?:this|that)\s+(?:one|item|task|step))\b"),
        # (and, after a comma or a dash, the others denied: "only this workflow, no others expected")
        unnamed_other=rx(r"\b(?:others?|another|else|elsewhere|rest|remaining|any\w*|every\w*|all|nothing|none|"
                         r"further|additional|more|some|certain|one|unnamed|unspecified)\b"),
        # (the other places denied in a statement of their own, after a comma, a dash or a table's cell border:
        # "X at the Leeds office only | Other offices are not part of it")
        only_here=rx(r"\b(?:and\s+|but\s+)?(?:only|solely|just)\s+(?:there|here|in\s+(?:that|this)\s+(?:one\s+)?place)\b|"
                     # (the place named by its kind: "only at that site", "nothing beyond that site")
                     r"\b(?:and\s+|but\s+)?(?:(?:only|solely|just)\s+(?:at|in)|nothing\s+(?:beyond|outside(?:\s+of)?))\s+"
                     r"(?:that|this)\s+(?:one\s+)?(?:site|location|office|depot|plant|warehouse|place)\b"),
        none_other=rx(r"(?:(?<=[,—–:;|])|^)\s*(?:and\s+)?(?:no\s+others?(?:\s+[\w-]+)?|(?:all\s+)?(?:the\s+)?(?:others|"
                      r"other\s+(?:site|place|location|office|plant|warehouse|depot|hub|centre|center)s)\s+"
                      r"(?:are\s+)?(?:not|excluded\b|left\s+out\b|out\s+of\s+scope\b))(?:\s+(?:is|are)\s+)?"
                      r"(?:\s*(?:expected|planned|included|covered|in|part\s+of\s+(?:it|this|the\s+(?:pilot|scope))))?\b|"
                      r"\b(?:and\s+|but\s+)?(?:(?:at|in|on|for)\s+)?no\s+other\s+(?:site|place|location|office|plant|warehouse|"
                      r"depot|hub|centre|center|workflow|process)s?\b|\b(?:and\s+)?(?:nowhere|nothing)\s+else\b|"
                      # "not at any other plant", "not anywhere else": the same "only", said by a negation
                      r"\b(?:and\s+|but\s+)?not\s+(?:(?:at|in|on|for)\s+)?any\s*(?:other|where\s+else)\b(?:\s+(?:site|place|"
                      r"location|office|plant|warehouse|depot|hub|centre|center|workflow|process)s?\b)?"),
        # "no workflow other than X", "nothing but X", "none except X": every other thing denied, X kept in
        # (and "anything other than X is out", "is anything besides X covered?": the one thing set apart is the scope)
        all_but=rx(r"(?:\b(?:no|none|nothing|not\s+any)\b[^.;:\n]{0,40}?\b(?:other\s+than|except(?:\s+for)?|but|besides|"
                   r"apart\s+from)|\bany(?:thing|where|\s+(?:other\s+)?(?:work|workflow|process|site|place))?\s+"
                   r"(?:other\s+than|except(?:\s+for)?|besides|apart\s+from))\s+(?P<kept>[^,;:.\n]{1,60})"),
        prohibited_say=rx(r"^\W*(?:please\s+)?(?:don['’]?t|do\s+not|never|avoid)\s+(?:ever\s+)?(?:tell(?:ing)?|say(?:ing)?|"
                          r"claim(?:ing)?|report(?:ing)?|describ(?:e|ing)|present(?:ing)?|treat(?:ing)?|count(?:ing)?|"
                          r"list(?:ing)?|call(?:ing)?|impl(?:y|ying)|assum(?:e|ing)|mark(?:ing)?|announc(?:e|ing)|"
                          r"writ(?:e|ing)|consider(?:ing)?|suggest(?:ing)?|refer(?:ring)?\s+to)\b"),
        threshold=rx(r"\b(?:above|over|more\s+than|exceeding|in\s+excess\s+of|upwards\s+of|beyond)\s*$"),
        date_count=rx(r"^\s+(?:[^\W\d_]+\s+)?dates\b"),  # "Note the two dates": the pilot's start and end
        # a share set aside from the budget right after its amount ("£5,000 of that is earmarked for …", "EUR 6,000 of
        # the budget is reserved for …")
        part_of=rx(r"\s*(?:of\s+(?:that|this|it|which|the\s+(?:total|budget|sum))\b|(?:is\s+|are\s+)?(?:earmarked|"
                   r"set\s+aside|reserved|ring-?fenced|allocated)\b)"),
        budget_use=rx(r"\b(?:earmarked|set\s+aside|reserved|ring-?fenced|allocated|(?:held|kept|put)\s+(?:back|aside|in\s+reserve)|"
                      r"(?:held|kept)\s+as\s+(?:a\s+)?(?:contingency|reserve|buffer)|(?:will|would|is\s+to|are\s+to)\s+"
                      r"(?:\w+\s+)?go\s+(?:in)?to(?:wards)?|goes\s+(?:in)?to(?:wards)?)\b"),
        budget_share=rx(r"\bof\s+(?:that|this|it|which|the\s+(?:total|budget|sum|money))\b|\b(?:most|part)\s+of\b"),
        on_top=rx(r"\btop[\s-]*up\b|\bon\s+top\s+of\b|\bin\s+addition\s+to\s+the\s+(?:\w+\s+)?budget\b|"
                  r"\b(?:additional|extra|further)\s+(?:funding|money|funds)\b"),
        denial=rx(r"\bit\s+(?:is|was|would\s+be)\s+not\s+(?:true|the\s+case|correct|right)\s+(?:to\s+say\s+)?that\b|"
                  r"\bit\s+(?:(?:is|was)\s+not|isn't|wasn't)\s+that\b|\bit\s+(?:is|was|would\s+be)\s+(?:untrue|false|wrong)\s+"
                  r"(?:to\s+say\s+)?that\b"),
        item_tally=rx(r"\b(?P<n>\d|[a-z]+)\s+(?:(?P<done>finished|completed|done|closed)|(?P<ahead>further|remaining|planned|"
                      r"open|pending|upcoming|outstanding)|(?P<out>excluded))\s+(?:tasks?|items?|steps?|workstreams?|"
                      r"pieces?\s+of\s+work|topics?)\b|"
                      # the count before its item and stage, as a numbers-first list writes it ("1 stage already
                      # completed", "1 topic explicitly excluded")
                      r"(?<![\w.,])(?P<n2>\d)\s+(?:tasks?|items?|steps?|stages?|workstreams?|topics?)\s+"
                      r"(?:(?:already|still|explicitly|so\s+far)\s+)*(?:(?P<done2>finished|completed|done|closed)|"
                      r"(?P<ahead2>planned|pending|ahead|upcoming|outstanding|to\s+come)|(?P<out2>excluded))\b|"
                      # the count, then what is said of it ("one work item is finished and one is still to come")
                      r"\b(?P<n3>\d|one|two|three)\s+(?:(?:work\s+)?(?:tasks?|items?|steps?|stages?)\s+)?(?:is|are|has\s+been|"
                      r"have\s+been)\s+(?:(?:already|still|explicitly|so\s+far)\s+)*(?:(?P<done3>finished|completed|done|"
                      r"closed)|(?P<ahead3>planned|pending|ahead|upcoming|outstanding|to\s+come)|(?P<out3>excluded))\b"),
        # "no longer pending", "not outstanding", "is not waiting any more", "not a planned item": the state is over
        stage_denied_end=rx(r"\b(?:no\s+longer|not\s+any\s*more|not)\s+(?:just\s+)?(?:a\s+|on\s+the\s+)?"
                            r"(?:plan|planned|task|to-?do(?:\s+item)?|roadmap)\s*$"),
        state_denied=rx(r"\b(?:no\s+longer|not\s+any\s*more|not|isn't|aren't|wasn't|weren't)\s+(?:(?:a|an)\s+)?(?:still\s+)?"
                        r"(?:pending|waiting|awaiting|outstanding|planned|on\s+hold)(?:\s+(?:item|task|step|work))?"
                        r"(?:\s+(?:any\s*more|any\s+longer))?\b|"
                        # a pending state denied as a whole ("it is not the case that approval is pending", "approval
                        # is not an open question") or named as the value not chosen ("approved rather than pending",
                        # "planned rather than started"): the value after "rather than" is not asserted
                        r"\bnot\s+(?:the\s+case|true|so)\s+that\s+(?:the\s+)?(?:approval|pilot|sign-?off)\s+is\s+"
                        r"(?:still\s+)?(?:pending|waiting|awaited|outstanding|open)\b|"
                        r"\b(?:is|was)\s+(?:not|no\s+longer)\s+(?:an?\s+)?open\s+(?:question|issue|point|matter)\b|"
                        # nothing at all left open ("so there is nothing outstanding on that front"), unless one thing
                        # is kept out of it ("nothing outstanding except the board's sign-off")
                        r"(?:\bnothing\s+(?:else\s+)?(?:(?:is|left|still|remains)\s+)*(?:outstanding|pending|open|awaited)\b|"
                        # or said of the open points ("so there is no open approval point", "no outstanding issues")
                        r"\bno\s+(?:more\s+|further\s+|other\s+)?(?:open|outstanding|pending|unresolved)\s+"
                        r"(?:(?:approval|sign-?off)\s+)?(?:questions?|issues?|points?|items?|matters?)\b)"
                        r"(?![^.;:\n]{0,40}\b(?:except|but|apart|other\s+than|besides|save)\b)|"
                        r"\b(?:rather\s+than|instead\s+of)\s+(?:being\s+)?(?:still\s+)?(?:pending|waiting|outstanding|"
                        r"planned|started|under\s*way|in\s+progress|live|done|finished|completed)\b|"
                        # a counterfactual's supposition ("if it were still pending, …") asserts nothing
                        r"\bif\s+(?:it|the\s+pilot|approval)\s+(?:were|had)\b[^,;:.—]*|"
                        # and one inverted, with its consequence ("had the file said it was signed off, this sheet
                        # would say 'approved'"): a file that does not exist, the state it would give
                        r"\bhad\s+(?:the\s+)?(?:file|notes?|records?|source|material|sheet|brief)\s+"
                        r"(?:said|stated|shown|recorded)\b[^;.—]*"),
        span_length=rx(r"\b(?P<weeks>\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+weeks?(?:\s+(?:and|\+)\s+(?P<days>\d|[a-z]+)\s+days?)?\b|"
                       r"\b(?P<only_days>\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+days?\b"),
        # "about a month before the start", "roughly one and a half months", "a week after the approval" (a month
        # told with no hedge and no fact's date beside it, "once a month", is a frequency, no length)
        # ("two weeks", "seven and a half weeks", "seven weeks and a half", "two-plus weeks"; "over two weeks")
        # (not "a six-week window": a length joined to a noun by a hyphen says what that noun is, a claim of its own)
        length_after=rx(r"(?P<over>-plus|-odd)?\s+(?P<half>and\s+a\s+half\s+)?(?:(?P<months>months?)|(?P<weeks>weeks?))\b"
                        r"(?P<half_after>\s+and\s+a\s+half\b)?(?P<over_after>\s+(?:plus|and\s+a\s+bit|and\s+change)\b)?"),
        length_over_before=rx(r"\b(?:over|more\s+than|upwards\s+of|a\s+little\s+over|just\s+over)\s+$"),
        rough_length=rx(r"\b(?:(?:(?:just|a\s+little|slightly|a\s+bit)\s+)?(?:about|roughly|around|approximately|nearly|"
                        r"almost|some|(?P<over>over|more\s+than)|under|less\s+than)\s+(?:an?|one)(?P<half>\s+and\s+a\s+half)?\s+"
                        r"(?:(?P<months>months?)|(?P<weeks>weeks?))\b(?:\s+(?:before|after|ahead\s+of)\s+(?:the\s+)?"
                        r"(?:pilot(?:'s)?\s+)?(?:start|end|launch|kick-?off|approval|sign-?off|go-?live)\w*)?|"
                        r"(?<!\bonce\s)(?<!\btwice\s)(?:an?|one)\s+(?:(?P<months_at>month)|(?P<weeks_at>week))\s+"
                        r"(?:before|after|ahead\s+of)\s+(?:the\s+)?(?:pilot(?:'s)?\s+)?"
                        r"(?:start|end|launch|kick-?off|approval|sign-?off|go-?live)\w*)"),
        counted_end=rx(r"\b(?:exactly\s+|precisely\s+)?(?P<n>\d{1,4})\s+(?:(?P<week>weeks?)|days?)\s+(?:after|from)\s+"
                       r"(?:the\s+)?(?:pilot'?s\s+)?(?:start|launch|kick-?off)(?:\s+date)?\b"),
        duration=DURATION, coarse_period=COARSE_PERIOD, changed_to=CHANGED_TO,
        range_open=rx(r"\bbetween\s*$"), range_join=rx(r"^\s*and\s*$"),
        not_value=rx(r"\bnot\s*$"),
        was_value=rx(r"^(?:was|previously|formerly|originally|old(?:\s+value)?)\b[:\s]*"),
        now_value=rx(r"^(?:now|new(?:\s+value)?|corrected|becomes)\b[:\s]*"),
        draft_said=rx(r"\b(?:the|your|yesterday's|last\s+week's|my|our|that)\s+(?:[\w-]+\s+){0,2}?(?:update|draft|version|"
                      r"note|summary|text|brief|e-?mail|original|report|message)\s+(?:said|had|stated|gave|read|showed|"
                      r"listed|put)\b|\byou\s+(?:wrote|had|said|gave|put|listed)\b|"
                      # (or, group `error`, a value said to have been given in error: "the first version of this
                      # summary wrongly gave the start as 4 September")
                      r"\b(?P<error>(?:wrongly|mistakenly|erroneously|incorrectly|in\s+error|by\s+mistake)\s+(?:gave|given|"
                      r"stated|listed|said|put|showed|shown|written|wrote|entered))\b"),
        thread_label=rx(rf"^[ \t]*(?:(?P<update>{POST_UPDATE})|(?:{POST_OTHER}))"
                        r"[ \t]*(?:#|№|第)?[ \t]*(?P<n>\d{1,2})?[ \t]*(?=[:：])"),
        not_but_word=rx(r"\bnot\s+(?:in\s+)?(?P<old>[^\W\d_]+(?:\s+[^\W\d_]+){0,2}?),?\s+but\s+(?:in\s+)?"),
        myth_label=rx(LABEL_HEAD +
                      r"(?:myths?|misconceptions?|misbeliefs?|rumou?rs?|false\s+claims?|wrong\s+beliefs?|heard)" + LABEL_TAIL),
        fact_label=rx(LABEL_HEAD + r"(?:facts?|the\s+facts?|truth|the\s+truth|reality|in\s+reality)" + LABEL_TAIL),
        # a rumour or a claim someone made, and the writer's rejection of it (`Cues.hearsay`, `Cues.report_rejected`)
        hearsay=rx(r"\b(?:(?:was|were|is|are)\s+(?:going\s+a?round|doing\s+the\s+rounds)|went\s+a?round|rumou?r(?:ed|s)?|"
                   r"hearsay|on\s+the\s+grapevine|in\s+the\s+(?:hallway|corridors?)|some(?:one|body|\s+people)\s+"
                   r"(?:said|claimed|insisted|thought|believed|swore)|(?:many|most)\s+(?:people\s+)?(?:thought|assumed|believed)|"
                   r"(?:two|different|conflicting)\s+(?:versions|figures|"
                   r"dates|accounts|readings)\s+(?:were|was)\s+(?:going\s+around|circulating|given|mentioned))\b"),
        # a first reading the writer turns from (`Cues.first_reading`, `Cues.reading_turn`)
        first_reading=rx(r"\b(?:I\s+(?:first|initially|originally)\s+(?:jotted|wrote|noted|read|took|put|had|thought|misread)|"
                         r"my\s+(?:first|initial)\s+(?:reading|read|guess|impression|note|thought)|"
                         r"at\s+first\s+(?:glance|sight)|I\s+misread)\b"),
        reading_turn=rx(r",?\s+but\b"),
        report_rejected=rx(r"\b(?:that|this|it)\s+(?:was|is|turned\s+out\s+to\s+be)\s+(?:a\s+slip|wrong|incorrect|"
                           r"mistaken|a\s+mistake|an\s+error|untrue|false|not\s+(?:true|right|correct|the\s+case))\b|"
                           r"\b(?:that|this|it)\s+(?:isn't|wasn't)\s+(?:true|right|correct|the\s+case)\b|"
                           # (or says the opposite holds: "quite the opposite", "on the contrary")
                           r"\bquite\s+the\s+(?:opposite|reverse)\b|\bon\s+the\s+contrary\b|"
                           # (or settles it: "the file settled it", "we settled on")
                           r"\bsettle[sd]?\s+(?:it|on)\b"),
        pronoun_is=rx(r"\b(?:he|she|they)(?:'s|'re|\s+(?:is|was|are|were))\s+(?:actually\s+|in\s+fact\s+)?"
                      r"(?:the\s+|an?\s+|our\s+)?"),
        accepts_correction=rx(r"\b(?:(?:I(?:'ve|\s+have)\s+)?(?:corrected|updated|amended|fixed|changed)(?:\s+(?:it|that|this|"
                              r"the\s+\w+))?\s*[:—–]|you(?:'re|\s+are)\s+right\b)"),
        agrees_correction=rx(r"^\W*(?:(?:yes|yeah|yep|oh|ah|ok(?:ay)?)\W+)?(?:(?:that'?s|that\s+is|you'?re|you\s+are)\s+"
                             r"(?:right|correct)|right|correct|true|exactly|indeed|sorry|apologies|my\s+(?:mistake|bad)|"
                             r"good\s+catch)\b"),
        turn_corrects=rx(r"^\W*(?:it'?s|it\s+is|that'?s|that\s+is)\s+(?:[^\s,.;:!?]+\s+){0,4}?[^\s,.;:!?]+,?\s+actually\b|"
                         # (or announcing the corrections it goes on to make: "Two things to correct:", "A couple of
                         # corrections:", "Let me correct two points")
                         r"^\W*(?:(?:there\s+are\s+)?(?:one|two|three|a\s+couple\s+of|a\s+few|several)\s+(?:things?|points?|details?)\s+"
                         r"(?:to|that\s+need\s+to|need\s+to)\s+(?:be\s+)?(?:correct|fix)(?:ed)?\b|(?:one|two|three|a\s+couple\s+of|"
                         r"a\s+few|several|a\s+small|a\s+quick)\s+corrections?\b|(?:let\s+me|I\s+(?:need|have)\s+to)\s+correct\s+"
                         r"(?:two|three|a\s+couple\s+of|a\s+few|several|both)\b|corrections?\s*:)"),
        source_lead=rx(r"^\W*(?:according\s+to|per|as\s+per)(?:\s+(?:the\s+)?(?:notes?|paragraphs?|para|source))?[\d\W]*$"),
        # (after the place in the notes it reads, "According to [5], no —"; or the rejection naming that place, "Not
        # according to [5]")
        turn_denies=rx(r"^\W*(?:(?:according\s+to|per)\s+[^,;:—–\n.]{1,30}?\s*[,;:—–]\s*)?"
                       r"(?:no|nope|nah|not\s+(?:quite|really|so|according\s+to)|wrong|incorrect|actually|"
                       r"that'?s\s+(?:wrong|not\s+right)|"
                       # (or that the notes hold no such thing: "The notes don't have that", "That's not in the notes")
                       r"(?:the\s+)?(?:notes?|file|source|record)s?\s+(?:do(?:es)?\s+not|do(?:es)?n['’]t)\s+(?:have|say|show|contain)\s+"
                       r"(?:that|this|so|it)|(?:that|this)(?:['’]s|\s+is)\s+not\s+in\s+the\s+(?:notes?|file|source|record)s?)\b"),
        answer_denies=rx(r"^\W*(?:no|nope|not\s+(?:yet|quite|so|really|true)|wrong|incorrect|not\s+correct)\b"),
        placeholder=rx(PLACEHOLDER_MARK + "|" + PLACEHOLDER_EN),
        template_slot=rx(TEMPLATE_SLOT_EN),
        field_slot=rx(r"\b(?:from|to|until|till|on|is|of|in|by)\s+(?:the\s+)?(?:(?:start|end|finish|approval)\s+date|"
                      r"budget\s+amount|amount|currency|approver(?:['’]s)?(?:\s+(?:name|title))?)\b"),
        struck_note=rx(r"\b(?:struck(?:[\s-]+(?:out|through))?|strike[\s-]*(?:through|outs?)|crossed[\s-]+out|"
                       r"cross[\s-]*outs?|(?:shown|marked)\s+as\s+deleted)\b"),
        judged_false=rx(r"^\W*(?:false|untrue|wrong|incorrect|myth)(?!\w)"),
        judged_true=rx(r"^\W*(?:true|correct|right)(?!\w)"),
        verdict_yes=rx(r"^\W*(?:yes|yep)(?!\w)"), verdict_no=rx(r"^\W*(?:no|nope)(?!\w)"),
        exercise_cue=rx(r"\btrue\s*(?:or|/)\s*false\b|\bverdicts?\b|\bfill\s+in\b|\bblanks?\b|\bmissing\s+words?\b|"
                        r"\bcomplete\s+the\s+sentences?\b|\bdecide\s+whether\b"),
        answers_heading=rx(r"^\W*(?:answers?(?:\s+key)?|key|solutions?)\s*[:：]?\s*(?P<rest>.*)$"),
        not_but=rx(r"\bnot\s+(?P<old>" + _OLD + r"{0,40}?\d" + _OLD + r"{0,40}?),?\s+but\b|"
                   # the value set aside after the one that stands ("the 11th, not the 1st")
                   # (to the clause's end; a digit group's comma is none: "EUR 22,500, not 225,000.")
                   r"(?<=,)\s*(?:and\s+)?not\s+(?P<after>(?:the\s+)?\d" + _OLD + r"{0,40}?)(?=,(?!\d)|[;:\n]|\.(?!\d)|$)|"
                   r"\binstead\s+of\s+(?P<old2>" + _OLD + r"{0,40}?\d" + _OLD + r"{0,40}?)(?=[,;:\n]|\.(?!\d)|$)|"
                   r"\b(?:changed|moved|corrected|revised|updated|amended|raised|lowered|cut|reduced|increased|adjusted)\s+"
                   r"from\s+(?P<changed>[^;:\n]{1,40}?)\s+to\b"),
        corrected=rx(r"\b(?:typo|correction|corrected|my\s+(?:mistake|bad)|mixed\s+(?:it\s+|them\s+)?up|should\s+(?:read|say)|"
                     r"no,\s+sorry|sorry,\s+no|"
                     # (a line opening with an update that sets a value aside: "Update: it is 13 October 2026, not 3
                     # October.")
                     r"(?<![^\n])[ \t]*update(?=\s*:[^\n]*,\s+not\s+(?:the\s+)?\d)|"
                     # (a turn owning its slip: "Good catch, I added a zero.", "I misread the month")
                     r"good\s+catch|I\s+(?:added|dropped|missed)\s+(?:a|an\s+extra|one)\s+(?:zero|digit)|I\s+misread|"
                     r"I\s+was\s+wrong|I\s+got\s+(?:\w+\s+){0,3}?wrong|I\s+(?:swapped|transposed)\s+(?:\w+\s+)?(?:digits|numbers|"
                     r"figures|months|days))\b"),
        year_alone=rx(r"(?<![\w'’‘])['’‘](?P<y>\d{2})(?![\w%'’])"),
        redo=rx(r"(?:\.{3}|…)[ \t]*(?:sorry|I\s+mean|no,?\s+wait|wait,?\s+no|rather|make\s+that|scratch\s+that)\b|"
                # (or after a comma or a dash, the words a speaker takes a value back with, no bare "rather": "the
                # thirteenth of March, no, sorry, April", "GBP 14k, sorry, fat fingers, I mean 41k")
                r"(?:,|\s[-–—]|—)[ \t]*(?:no,?\s+sorry|sorry|no,?\s+wait|wait,?\s+no|make\s+that|scratch\s+that)\b"),
        bare_done=rx(r"^(?:(?:now|all|fully)\s+)?(?:[a-z]+ed|set\s+up|done|built|made|complete)$"),
        # "Staff installed the scanners", "the guides were translated": the work verb's past (its future, "will
        # translate", is a planned cue already)
        work_verb_done=rx(r"[a-z]+ed\b"), work_noun_end=rx(r"(?:ation|ion|ing|ment|s)$"),
        negated=rx(r"\bnot\b|n't\b|\bnever\b|\bnobody\b|\bno one\b"), budget=BUDGET_CUE, empty_item=EMPTY_ITEM,
        empty_list=EMPTY_LIST,
        # a time frame on a work item by another event ("to be finished before the pilot ends", "due by go-live")
        item_time_frame=rx(r"\b(?:(?:to\s+be|will\s+be|should\s+be|is|are)\s+(?:finished|completed|done|delivered|ready|"
                           r"started|launched|rolled\s+out)|due|scheduled|set\s+to\s+(?:start|finish|begin)|(?:will|should)\s+"
                           r"(?:start|begin|finish|be\s+finished))\s+(?:(?:right|straight|immediately|soon|shortly)\s+)?"
                           # "by" also names who does it ("delivered by the vendor"): only before a time or an event
                           r"(?:(?:before|after|once|ahead\s+of)\s+(?!\d)(?:the\s+)?[a-z]|by\s+(?:the\s+)?(?:pilot'?s\s+)?"
                           r"(?:end|close|start|launch|go-?live|kick-?off|deadline|then|time|cut-?over|pilot\s+(?:ends?|starts?)|"
                           r"end\s+of|start\s+of|next|this|that|mid|early|late)\b)"),
        # a time frame counted from now ("next month", "in two weeks", "within a few days", "three weeks from now")
        relative_time=rx(r"\b(?:(?:early|late|later|mid)[\s-]+)?next\s+(?:week|month|quarter|year|sprint)\b|"
                         r"\b(?:this\s+coming|later\s+this)\s+(?:week|month|quarter|year)\b|"
                         r"\b(?:in|within)\s+(?:the\s+next\s+)?(?:a|an|one|two|three|four|five|six|a\s+few|a\s+couple\s+of|"
                         r"several|\d+)\s+(?:days?|weeks?|months?)\b(?!\s+(?:of|after|before)\b)|"
                         r"\b(?:days?|weeks?|months?)\s+from\s+now\b"),
        # (no "before Monday": the reader's own time to read it by, "a quick run-through before Monday")
        step_day=rx(r"\b(?:on|by|this|next|every|each|until|till)\s+(?:coming\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
                    r"\bevery\s+(?:other\s+)?(?:week|fortnight|month)\b(?![^,.;\n\d]{0,12}\d)|"
                    r"\b(?:weekly|fortnightly|bi-?weekly|monthly)\s+(?:[\w-]+\s+){0,2}?(?:reports?|updates?|summar(?:y|ies)|"
                    r"check-?ins?|calls?|meetings?|syncs?|stand-?ups?|reviews?|e-?mails?|figures|status)\b"),
        approx_time=rx(r"\b(?:(?:the\s+)?(?:first|second|third|fourth|last|final)\s+(?:week|fortnight|half)\s+of|"
                       r"(?:the\s+)?(?:end|start|beginning|middle|close)\s+of|early|mid|late)[\s-]+(?:january|february|march|"
                       r"april|may|june|july|august|september|october|november|december)\b|"
                       r"\b(?:on|by|this|next|until|before)\s+(?:monday|tuesday|wednesday|thursday|friday)\b"),
        # how much of the money is spent or left ("most of it still unspent", "a third already spent")
        # the writer's hedge of belief: "looks done", "seems finished", "probably complete"
        belief=rx(r"\b(?:looks?|seems?|appears?|apparently|probably|presumably|likely|I\s+(?:think|believe|guess))\b(?:\s+(?:to\s+be|like))?"),
        spending=rx(r"\b(?:un)?spent\b|\bspending\b|\b(?:used|burn(?:ed|t)|committed|drawn\s+down|left\s+over|remaining)\b|"
                    r"\b(?:is|are|was|remains?)\s+(?:still\s+)?left\b|"
                    # (money said to have gone into something: "a third has already gone into the sandbox setup")
                    r"\b(?:(?:has|have|had)\s+(?:already\s+)?gone|went)\s+(?:in)?to\b"),
        funds_release=rx(r"\b(?:release[sd]?|releasing|disburse[sd]?|pay\s+out|free\s+up|unlock)\b(?=[^.;\n]{0,30}?"
                         r"(?:\d|\b(?:funds?|money|budget|amount|sum)\b))|\brelease\s+of\s+(?:the\s+)?(?:funds?|money|budget)\b"),
        no_answer=NO_ANSWER, answer_approved=rx(r"\bapproved\b|\byes\b"),
        answer_pending=rx(r"\bpending\b|\bawait\w*|\byet to\b|^\W*no\b|\bnot\b|n't\b"),
        source_names=SOURCE_NAMES, number_words=NUMBER_WORDS,
        synonyms=SYNONYMS, person_name=PERSON_NAME, person_cue=PERSON_CUE,
        owner_column=rx(r"(?:who|by\s+whom|done\s+by|assignee|responsible(?:\s+party)?|owner\s+/\s+body)"),
        pilot_role=rx(r"\bpilot(?:['’]s)?\s+(?:[^\W\d_]+\s+){0,2}?(?:by|lead|owner|manager|coordinator|head|sponsor|contact)"
                      r"\W{0,3}$|^[\W_]*(?:owner|lead|contact(?:\s+person)?|coordinator|responsible)\s*[:–—]\s*$"),
        # the role the subject of the sentence, its link verb right before the name: "Your contact on the IT side for
        # Heron is", "The main coordinator for the rollout will be" (`Cues.role_subject`)
        role_subject=rx(r"\b(?:contact(?:\s+person)?|point\s+of\s+contact|liaison|go-to\s+person|lead|coordinator|owner|"
                        r"person\s+to\s+(?:talk|speak|turn|go)\s+to)\b"
                         r"(?:\s+(?:on|for|at|in|from|of)\s+[^.!?\n:;]{1,40}?)?\s+(?:is|will\s+be)\W{0,3}$"),
        # (the questions named, then where they go: "Budget questions go to", "For questions about the scanners, contact",
        # "Any budget questions: ask"; or the go-to person named before the name)
        person_referral=rx(r"\b(?:questions?|queries|query|enquiries|issues|problems)\b[^.!?\n]{0,60}?(?:\bgo(?:es)?\s+to|"
                           r"\b(?:sent|send|direct(?:ed)?|refer(?:red)?|forward(?:ed)?|address(?:ed)?)\s+(?:them\s+)?to|\bcontact|"
                           r"\bask|\bsee|\bemail|\bping|\bcall|\breach\s+out\s+to|\btalk\s+to|\bspeak\s+(?:to|with)|\bcheck\s+with|"
                           r"[:–—])\W{0,3}$|\bgo-to(?:\s+(?:person|contact))?(?:\s+(?:is|for\s+[^.!?\n]{1,40}?\s+is))?\W{0,3}$"),
        person_cue_after=PERSON_CUE_AFTER, person_role=PERSON_ROLE,
        # (the role, then a few words of what it is over and no further claim: "she coordinates the pilot for the clerks")
        owner_field=rx(r"[(（]\s*(?:owner|responsible|assignee|assigned\s+to|lead)\s*[:：–—-]?\s*[^()（）\n]{2,40}[)）]\W*$"),
        # (a call to turn to them, then a few words of when or why and no value: "so check with her before telling
        # anyone it's a go"; or that they know it: "she's in the loop")
        person_pronoun_ask=rx(r"^\W*(?:(?:(?:so|and|but)\s+)?(?:(?:please|just|always|first)\s+)?(?:(?:you\s+(?:can|could|should|"
                              r"may|might\s+want\s+to)|(?:it['’]s\s+)?best\s+to|be\s+sure\s+to)\s+)?(?:(?:check|confirm|talk|"
                              r"speak|touch\s+base|clear\s+(?:it|things|that))\s+with|ask|ping|contact|email|message|call|consult|"
                              r"(?:reach\s+out|go|turn)\s+to|loop\s+in)\s+(?:her|him|them)|(?:she|he|they)(?:['’]s|['’]re|"
                              r"\s+(?:is|are))\s+(?:already\s+)?(?:in\s+the\s+loop|up\s+to\s+speed))\b"
                              r"(?![^\n]*\d)(?:[ \t,]+(?!and\b|but\b|then\b)[^\W\d_][\w'’-]*){0,10}\W*$"),
        person_pronoun_role=rx(r"^\W*(?:she|he|they|who)\b\s*(?:(?:['’]s|['’]re|\s(?:is|are|will\s+be|acts\s+as|serves\s+as))\s+"
                               r"(?:also\s+|actually\s+)?(?:the\s+|our\s+|their\s+|an?\s+)?(?:[^\W\d_]+(?:['’]s)?[ \t-]+){0,3}?"
                               r"(?:lead|leader|manager|owner|coordinator|point\s+of\s+contact|contact|champion|liaison|sponsor|"
                               r"supervisor|go-to(?:\s+person)?)|(?:leads|coordinates|manages|runs|oversees|owns|heads|handles|"
                               r"(?:is|are)\s+(?:responsible\s+for|in\s+charge\s+of)))\b"
                               r"(?:[ \t]+(?!and\b|but\b|then\b)[^\W\d_][\w'’-]*){0,6}\W*$"),
        # (a bare verb, then its object's determiner: "– gather the error reports", "– brief all drivers")
        # (not a preposition or a link verb: "– from the customer care team", "– was the contact" is no task)
        task_apart=rx(r"(?!(?:from|with|for|and|but|not|into|about|like|near|over|under|after|before|since|via|per|"
                      r"who|which|that|was|were|has|had|are|also|only|just|now|then)\b)[a-z]{3,}\s+"
                      r"(?:the|a|an|all|our|their|each|every|any|some)\s"),
        # (or the agent who supplied or installed an item, by its name: "supplied by ScanTech")
        party_cue=rx(r"\b(?:(?:sub)?contractor|vendor|supplier|(?:service\s+)?provider|integrator|consultancy)s?\b|"
                     r"\b(?:supplied|provided|delivered|installed|fitted|built|configured)\s+by(?=\s+(?-i:[A-Z«“\"]))"),
        party_name=re.compile(r"\b[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3},?\s+(?:Ltd|Limited|LLC|Inc|Corp|GmbH|AG|plc|PLC|"
                              r"B\.V\.|BV|S\.A\.|Oy|AB|SE)\b\.?"),
        # (a role in the pilot given to a unit: `Cues.party_role`)
        party_role=rx(r"\b(?:sponsor|owner|client|customer|requester)(?:\s+of\s+the\s+(?:pilot|project))?(?:\s+(?:is|are|was))?"
                      r"\s*[:–—-]?\s*(?:the\s+)?$|\b(?:pilot|project)(?:['’]s)?\s+(?:sponsor|owner|client|customer)"
                      r"(?:\s+(?:is|are|was))?\s*[:–—-]?\s*(?:the\s+)?$|\b(?:sponsored|owned|commissioned|requested|initiated)"
                      r"\s+by\s+(?:the\s+)?$|"
                      # who did or handles a work item: "(handled by the IT support team)", "done by IT support"
                      r"\b(?:handled|done|carried\s+out|performed|run|managed|delivered|completed|taken\s+care\s+of)\s+by\s+"
                      r"(?:the\s+)?$|"
                      # a partner in the work itself: "carried out jointly with IT support", "in partnership with the"
                      r"\b(?:jointly|together)\s+with\s+(?:the\s+|our\s+)?$|\bin\s+(?:partnership|cooperation|collaboration)"
                      r"\s+with\s+(?:the\s+|our\s+)?$|\bco-?(?:run|led|owned|delivered)\s+(?:with|by)\s+(?:the\s+)?$"),
        party_role_after=rx(r"^(?:\s+(?:team|department|group))?\s+(?:is|are|will\s+be|acts\s+as|serves\s+as)\s+"
                            r"(?:a\s+|the\s+|our\s+)?(?:[^\W\d_]+\s+){0,2}?(?:partner|co-?owner|co-?lead|co-?sponsor)s?\b"),
        party_again=rx(r"\b(?:them|they(?:'ll|'re|'ve)?)\b"),
        clause_and=rx(r"\s+and\s+"),
        pilot_title=rx(r"\b(?:the|our|this|pilot(?:'s)?|project)\b"),
        ordinal=rx(r"(?:first|second|third|th)$"),
        ordinal_after=rx(r"[\s-]+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b"),
        finished_before=rx(r"\b(?:the\s+|our\s+|this\s+)?(?:finished|completed|ready|ready-made|installed|built|configured|"
                           r"set-up)\s+(?:[a-z-]+\s+)?$"),
        results_before=rx(r"\b(?:results?|findings?|outcomes?|conclusions?)\s+(?:of|from)\s+(?:the\s+)?(?:[\w-]+\s+)?$"),
        reference_before=rx(r"\b(?:after|following|once|before|until|ahead\s+of|prior\s+to)\s+(?:the\s+|these\s+|those\s+|all\s+the\s+)?(?:[a-z-]+\s+)?$"),
        ordinal_digits=rx(r"(?P<n>\d{1,2})(?:st|nd|rd|th)\b"), ordinal_stems=("first", "second", "third", "fourth", "fifth"),
    ),
    layout=LAYOUT,
)
