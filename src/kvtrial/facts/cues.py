"""The cue words the grader reads: date roles, approval, done/planned/progress, exclusion, and how
an item of the material is recognised in free text."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kvtrial.facts.languages.model import Language


def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A dash between two dates ("5 May - 4 July", "5 May [2] — 4 July"): the second is the end. A dash after a
# word ("Start — 5 May") is a label's punctuation, not a range.
RANGE_DASH = r"^[\s\[\]【】()（）\d,，]*[-–—~～]\s*$"
# Date roles: the last cue between the previous date (or sentence start) and this date decides.
ROLE_CUES = {
    "start": rx(r"\bstart\w*|\bbegin\w*|\bbegan\b|\bcommenc\w*|\bkick\w*[\s-]*off|\blaunch\w*|\bfrom\b|\bopen\w*"),
    "end": rx(r"\bend\w*|\bfinish\w*|\bconclu\w*|\bclos\w*|\buntil\b|\btill\b|\bthrough\b|\bthru\b|\bto\b|" + RANGE_DASH),
    "approval": rx(r"\bapprov\w*|\bsign\w*[\s-]+(?:(?:it|this|that|them)\s+)?off|\bsigned\b|\bauthori[sz]\w*"),
}
APPROVAL_WORD = rx(r"\bapprov\w*|\bsign-?off\b|\bok'?d\b|\bokayed\b|\bcleared\s+by\b|\brubber[\s-]*stamp\w*|"
                   # "waiting on the investment board", "awaiting the CFO": an approver named as the one awaited
                   r"\b(?:waiting|wait|awaiting)\s+(?:on\s+|for\s+)?(?:the\s+)?(?:\w+\s+)?(?:board|committee|council|cfo|ceo)\b|\bsign(?:ed|s)?[\s-]+(?:(?:it|this|that|them)\s+)?off|\bgo[\s-]*ahead\b|"
                   r"\bsign-off|\bauthori[sz]\w*|\bgreen[\s-]*l(?:ight|it)\b|\bstatus\b")
PENDING_WORD = rx(r"\bpending\b|\bwaiting\b|\bno\s+(?:sign-?off|go-?ahead|decision|green\s*light)\b|[:—–]\s*no\b|"
                  r"\bawait\w*|\bnot\b|n't\b|\byet to\b|\bsubject to\b|\bneeds?\b|\brequir\w*|"
                  r"\boutstanding\b|\bunapproved\b|\bno approval\b|\bwithout approval\b|"
                  # "approval still sits with the board", "depends on the board", "still open"
                  r"\bstill\b|\b(?:sits|lies|rests|remains)\s+with\b|\bdepends?\s+on\b|\bopen\b")
APPROVED_WORD = rx(r"\bapproved\b|\bapproval\s*(?:[:—–-]\s*)?(?:was\s+|has\s+been\s+)?(?:given|granted|obtained|received)|"
                   r"\bsigned[\s-]+(?:(?:it|this|that|them)\s+)?off\b|\bgreen[\s-]*l(?:ight|it)\b|\bauthori[sz]ed\b|"
                   # "gave the go-ahead", "approval: yes", "Approved? Yes"
                   r"\b(?:gave|given|got|received)\s+(?:it\s+)?(?:the|a|its|their)\s+go[\s-]*ahead\b|"
                   r"\bapprov\w*\W{0,3}\s*(?:yes|granted|given|ok)\b|\bok'?d\b|\bokayed\b|\bcleared\s+by\b|"
                   r"\brubber[\s-]*stamped\b|\bsign-?off\s*(?:[:—–-]\s*)?(?:given|received|obtained|done|yes)\b|"
                   # a label naming the approver: "Sign-off: Anna Weber, 5 May", "Approved by — Anna Weber"
                   r"\b(?:sign-?off|approved\s+by|approver)\s*[:—–]\s*(?-i:[A-Z][a-z]+\s+[A-Z])")
PLANNED_CUE = rx(
    r"\bplann\w*|\bplans?\b|\bwill\b|\bscheduled\b|\bupcoming\b|\bfuture\b|\bnext\s+steps?\b|\bto be\b|\byet to\b|"
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|done|completed|finished)|\b(?:has|have)\s+not\b|n't\b|"
    r"\bnot\s+yet\b|\bpending\b|\bintend\w*|\bforeseen\b|\blater\b|\boutstanding\b|\bremaining\b|\bgoing to\b|"
    r"\bexpected to\b|\bon the (?:road\s*map|agenda|to-?do list)\b|\bin the (?:pipeline|backlog)\b|"
    r"\bbooked\b|\bslated\b|\bpencill?ed\s+in\b|\bon the (?:calendar|schedule)\b"
)
# Participles after "is/are" that say no work was finished ("is planned", "is excluded", "is based in").
_NOT_DONE_PARTICIPLE = (r"(?:plann|schedul|expect|intend|propos|design|requir|need|includ|exclud|cover|limit|bas|"
                        r"locat|involv|restrict|allocat|estimat|assign|approv|concern|relat|focus|aim|tied|link|list|"
                        r"mention|stat|describ|consider|report|pend|budget|own|led|foreseen|envisag|anticipat|"
                        r"delay|postpon|stall|block|paus|cancel|defer|reserv|earmark|dedicat)\w*")
DONE_CUE = rx(
    r"\bcomplet(?:ed|ion)\b|\bfinish(?:ed)?\b|\bdone\b|\bdelivered\b|\bcarried out\b|\bachieved\b|\baccomplished\b|"
    r"\bwrapped up\b|\balready\b|\bin place\b|\b(?:was|were|has been|have been)\s+(?!plann|schedul|expect|intend|"
    r"propos|design|book|slat|pencil|calendar|earmark)(?:\w+ed|set up|done|held|run|built|made)\b|"
    r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+|fully\s+)?(?:complete|finali[sz]ed|closed|ready(?!\s+to\b))\b|"
    # a present passive of finished work: "the scanners are installed", "the data is exported"
    r"\b(?:is|are)\s+(?:now\s+|already\s+|fully\s+)?(?:set\s+up\b|(?!" + _NOT_DONE_PARTICIPLE + r")\w+ed\b)"
)
# Work said to be under way: for a planned item this is invented progress, for a done item a lost completion.
STARTED_CUE = rx(
    r"\b(?:has|have)\s+(?:(?:already|also|now|just|recently)\s+)?(?:started|begun|commenced|kicked off|"
    r"got under\s*way)\b|"
    r"\b(?:is|are)\s+(?:now\s+|already\s+|currently\s+|still\s+)?(?:under\s*way|in progress|ongoing|running|"
    r"being\s+(?:\w+ed|set\s+up|built|done|run|made|written|drawn\s+up|rolled\s+out|carried\s+out))\b|"
    r"\b(?:began|commenced)\b|(?<!to be )(?<!been )\bstarted\b(?!\s+(?:on|in)\b)|"
    r"\bunder\s*way\b|\bin progress\b|\bongoing\b|\bcurrently\s+(?:being\s+)?\w+(?:ed|ing)\b"
)
NEGATION_BEFORE = rx(r"(?:\bnot|n't\b|\bnever|\byet to|\bno|\bnobody|\bno one|\bnone|\bnothing)\W+(?:\w+\W+){0,2}$")
FUTURE_CUE = rx(r"\b(?:will|shall|going to|expected(?: to)?|scheduled to|due to|to be|should)\b")
# "not started yet", "has not begun": a stage said by negating progress, not an exclusion.
STAGE_NEGATION = rx(r"\b(?:nobody|no one)\s+(?:has|have)\s+(?:yet\s+)?(?:started|begun)\b(?:\s+on\s+it)?|"
                    r"\b(?:has|have|is|are)?\s*(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|commenced|"
                    r"done|completed|finished|under\s*way|in progress)\b(?:\s+(?:yet|so far))?|\byet to (?:start|begin)\b")
# A clause that only remarks on a stage ("not begun so far [2]", "still pending") states no item of its own.
STAGE_REMARK = rx(r"^\W*(?:(?:is|are|has|have|was|were)\s+)?(?:still\s+|currently\s+|so far\s+)?(?:not|yet|pending|to be|"
                  r"planned|scheduled|upcoming|outstanding|awaiting|due|complete[d]?|done|finished|under\s*way|"
                  r"in progress|ongoing)\b")
# A hedge right before a date ("around 5 May", "probably on 5 May") makes it no firm date.
DATE_HEDGE = rx(r"\b(?:around|about|approximately|approx\.?|roughly|circa|ca\.|probably|possibly|perhaps|likely|"
                r"maybe|tentatively|presumably|either)\s+(?:on\s+|in\s+|by\s+|from\s+|the\s+)?$")
# Two dates joined as alternatives: "5 May or 12 May", "5 May, or possibly 12 May", "5/12 May".
DATE_ALTERNATIVE = rx(r"^\W{0,3}(?:or|or else|or possibly|or perhaps|or maybe|or probably)\b[\s\w]{0,20}$|^\s*/\s*$")
PROGRESS_CUE = rx(
    r"\b(?:has|have)\s+(?:(?:already|also|now|just|recently)\s+)?(?:started|begun|commenced|kicked off|gone live)|"
    r"\b(?:is|are)\s+(?:now\s+|already\s+)?(?:underway|under way|in progress|running|live|ongoing)\b|\bwent live\b|"
    r"\bcomplet(?:ed|ion)\b|\bfinished\b|\bdelivered\b|\blaunched\b|\brolled out\b|\bdeployed\b|\balready\b|\bdone\b"
)
EXCLUSION = rx(r"out[\s-]+of[\s-]+(?:the\s+)?scope|\bnot\b|n't\b|\bexclu\w*|\bexcept\w*|\boutside\b|\bno\b|"
               r"\b(?:leaves?|leaving|left|keeps?|kept)\s+out\b|\bleft\s+aside\b|\b(?:stays?|remains?)\s+out(?:side)?\b|"
               r"\bwithout\b|\bnor\b|\bneither\b|"
               # "X is out", "X explicitly out", "X: out": out alone as the whole verdict, not "rolled out", "out of stock"
               r"(?<!rolled )(?<!carried )(?<!worked )(?<!sorted )(?<!sent )(?<!handed )(?<!laid )(?<!set )(?<!ruled )"
               r"\bout\b(?!\s*(?:of|on|to|for|by|with|in|at|from|the|a)\b)(?=\s*(?:[.;,!)\]]|\(|$|--|[—–-]\s))|"
               r"\bruled\s+out\b|\b(?:leaving|left|set|put|kept)\s+aside\b|\boff\s+the\s+table\b|\bout\s+of\s+bounds\b")
# A condition on what a clause states: "approved once the board signs", "if the budget is confirmed".
CONDITION = rx(r"\b(?:if|once|unless|provided(?:\s+that)?|on condition|conditional(?:ly)?|conditioned|contingent|"
               r"as soon as|only after|only when|upon|subject to)\b")
BUDGET_CUE = rx(r"\bbudget\w*|\bcost\w*|\bfund\w*|\bamount\b|\bspend\w*|\bfinanc\w*")
EMPTY_ITEM = rx(r"^\W*(?:none|nothing|n/?a|no\s+\w+)\b")
NO_ANSWER = rx(r"^\W*(?:i\s+(?:do not|don't)\s+know|unknown|not\s+(?:stated|given|mentioned)|n/?a|none)?\W*$")

# How a Sources line names a fact when it gives no value.
SOURCE_NAMES = {
    "start_date": rx(r"\bstart\w*|\bbegin\w*|\bcommenc\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "end_date": rx(r"\bend\b|\bends\b|\bend date\b|\bfinish\w*|\bconclu\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "scope": rx(r"(?<!of )(?<!of the )\bscope\b|\bcover\w*|\bworkflow\b"),
    "budget": rx(r"\bbudget\w*|\bcost\w*|\bamount\b|\bfund\w*"),
    "approval": rx(r"\bapprov\w*|\bstatus\b|\bsign\w*"),
    "done": rx(r"\bdone\b|\bcomplet\w*|\bfinished\b"),
    "planned": rx(r"\bplann\w*|\bnext steps?\b|\bupcoming\b"),
    "out_of_scope": rx(r"out[\s-]+of[\s-]+scope|\bexclu\w*|not in scope|not included"),
}


def _word(w: str) -> str:
    """One pattern word: "учётн*" is a stem (any ending); Cyrillic е and ё are one letter here."""
    stem = w.endswith("*")
    out = re.sub("[её]", "[её]", re.escape(w.rstrip("*")))
    return out + (r"\w*" if stem else "")


# A person's name: two or three capitalised words, none of them an article, a title or a word of a role,
# a unit or a place ("Project Office", "Steering Committee", "[Your Name]" name no person).
_NAME_WORD = (r"(?!(?:The|A|An|Our|Your|This|That|Its|Their|Mr|Ms|Mrs|Dr|Name|Team|Office|Department|Committee|Board|"
              r"Council|Project|Pilot|Manager|Director|Head|Lead|Group|Unit|Operations|Finance|Logistics|Officer|"
              r"Chief|Executive|Financial|Managing|Steering|Investment|Works|Hub|Warehouse|Depot|Plant|Centre|Center|"
              r"Sales|Support|Desk|Services?|Management|Owner|Sponsor|Coordinator|Contact)\b)[A-Z][a-zà-öø-ÿ'’-]+")
# "Anna Weber", "Anna M. Weber", and the surname first: "Weber, Anna"
PERSON_NAME = re.compile(r"(?<![\w'’])" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){1,2}(?![\w'’])|"
                         r"(?<![\w'’])" + _NAME_WORD + r",\s+" + _NAME_WORD + r"(?![\w'’])")
# Words right before a name that make it a person doing something in the pilot.
PERSON_CUE = rx(r"(?:\bby|\bis|\bwas|\bleads?|\bled|\bmanager|\bowner|\bcontact(?:\s+person)?|\bcoordinator|"
                r"\bchair(?:ed|s)?|\bhead|\bsponsor|\bcc|\bassigned\s+to|\bresponsible|\bowned|\bmanaged|\bcoordinated|\boverseen|"
                r"\bsupervised|\brun)\W{0,3}$")
PERSON_CUE_AFTER = rx(r"^\s*(?:\(\w[^)]{0,30}\)\s*)?(?:is\s+(?:responsible|in\s+charge|the\s+(?:lead|owner|contact))|leads|"
                      r"coordinates|manages|runs|oversees|owns|heads|will\s+(?:lead|coordinate|run|manage|chair|own|oversee)|"
                      r"(?:has\s+been|have\s+been|was|were|is|will\s+be)\s+(?:appointed|named|made|nominated|designated|"
                      r"assigned|put\s+in\s+charge|brought\s+in|tasked)|(?:takes|took|will\s+take)\s+over|steps\s+in)\b")

# Other words for the English pool items, by pattern (the English `Cues.synonyms`; each language has its own).
SYNONYMS: dict[str, tuple[str, ...]] = {
    "purchase order": ("po intake", "po processing", "po handling"),
    "shipment": ("consignment",),
    "spare part": ("replacement part", "spares"),
    "barcode": ("bar code",),
    "night shift": ("overnight shift", "night-time shift", "nightshift"),
    "sandbox": ("test environment", "testing environment", "staging environment", "sandpit"),
}


@functools.lru_cache(maxsize=512)
def _any_of(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """Any of the patterns; a word boundary before each, except for Chinese (no spaces)."""
    parts = [("" if re.match(r"[\u3400-\u9fff]", p) else r"\b") + r"[\s-]+".join(_word(w) for w in p.split())
             for p in patterns]
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
