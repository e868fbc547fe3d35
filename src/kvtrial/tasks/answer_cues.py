"""Words the answer grader looks for around a value, per language (en, zh, ru): two candidates offered, the
role a date is given for, a day named by its place in a month, dozens, opposites, the future, refusals and
the way a choice is picked by its place in the list."""

from __future__ import annotations

import re
from dataclasses import dataclass


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@dataclass(frozen=True)
class AnswerCues:
    either: re.Pattern[str]  # joins two candidates: "or", "either", "或", "или"
    start_role: re.Pattern[str]  # a question or answer about when something starts
    end_role: re.Pattern[str]  # ... or ends
    first_day: re.Pattern[str]  # "the first day of" before a month, or after it in Chinese
    last_day: re.Pattern[str]
    month_edge: re.Pattern[str]  # "the end of", "в конце", "底": a month's start or end, not a day
    day_after_month: bool  # Chinese writes the day's place after the month ("2020年6月最后一天")
    dozen: re.Pattern[str]  # group "half" set: six; a leading number word multiplies
    future: re.Pattern[str]
    done: re.Pattern[str]  # a question about what has already happened
    refusal: re.Pattern[str]  # the model says it cannot answer, at the start of the answer
    ordinals: tuple[re.Pattern[str], ...]  # the n-th option, n = index + 1
    opposites: tuple[tuple[str, str], ...]  # word stems (prefixes) that mean the opposite of each other


_ORDINAL_EN = ("first", "second", "third", "fourth", "fifth")
_ORDINAL_RU = ("перв", "втор", "трет", "четв[её]рт", "пят")
_ORDINAL_ZH = ("一", "二", "三", "四", "五")

CUES = {
    "en": AnswerCues(
        either=_rx(r"\bor\b|\beither\b"),
        start_role=_rx(r"\b(?:start|begin|began|begun|commenc|launch|open)\w*"),
        end_role=_rx(r"\bend(?:s|ed|ing)?\b|\b(?:finish|conclud|expir|clos)\w*"),
        first_day=_rx(r"\b(?:the\s+)?first\s+day\s+of\s+$"),
        last_day=_rx(r"\b(?:the\s+)?(?:last|final)\s+day\s+of\s+$"),
        month_edge=_rx(r"\b(?:the\s+)?(?:end|start|beginning|close)\s+of\s+$"),
        day_after_month=False,
        dozen=_rx(r"\b(?P<half>half\s+a\s+)?(?:a\s+)?dozen\b"),
        future=_rx(r"\bwill\b|\bgoing\s+to\b|\bnext\b|\bnot\s+yet\b|\bplanned\b|\bupcoming\b"),
        done=_rx(r"\balready\b|\bcompleted\b|\bdone\b|\bfinished\b|\bhas\s+been\b|\bhave\s+been\b"),
        refusal=_rx(r"^\W*(?:i\s+(?:do\s+not|don't|cannot|can't)\s+(?:know|say|tell|answer)|"
                    r"(?:the\s+)?(?:document|text|passage)\s+(?:does\s+not|doesn't)\s+(?:say|mention|state|give)|"
                    r"(?:it\s+is\s+)?not\s+(?:stated|mentioned|given|specified)|unknown|no\s+information)"),
        ordinals=tuple(_rx(rf"^\W*(?:the\s+)?{w}(?:\s+(?:one|option))?\W*$") for w in _ORDINAL_EN),
        opposites=(("higher", "lower"), ("more", "less"), ("more", "fewer"), ("increas", "decreas"),
                   ("rise", "fall"), ("rose", "fell"), ("grew", "shrank"),
                   ("before", "after"), ("earlier", "later"), ("above", "below"),
                   ("larger", "smaller"), ("bigger", "smaller"), ("up", "down"), ("gain", "loss"),
                   ("profit", "loss"), ("accept", "reject"), ("approv", "reject"), ("allow", "forbid"),
                   ("open", "closed"), ("minimum", "maximum"), ("earliest", "latest")),
    ),
    "zh": AnswerCues(
        either=_rx(r"或者|或是|或(?!许)|要么"),  # not 或许 "perhaps", nor 还是 (mostly "still")
        start_role=_rx(r"开始|启动|开工|开幕|起始|开展"),
        end_role=_rx(r"结束|截止|到期|完成|终止|闭幕|收尾"),
        first_day=_rx(r"^\s*的?(?:第一天|首日|1日|一日)"),
        last_day=_rx(r"^\s*的?(?:最后一天|末日)"),
        month_edge=_rx(r"^\s*的?(?:底|末|初|上旬|下旬)"),
        day_after_month=True,
        # "打" alone is mostly the verb ("打电话"); "一打" / "半打" before a noun is a dozen / half a dozen
        dozen=_rx(r"(?:(?P<half>半)|一)打(?!了|过|着|电话|球|架|开|算)"),
        future=_rx(r"将|将要|会|即将|计划|下一步|尚未|还没"),
        done=_rx(r"已经|已|完成了|做完"),
        refusal=_rx(r"^\W*(?:文件|文中|文档)?(?:没有|未)(?:提到|提及|说明|给出)|^\W*无法(?:确定|回答)|^\W*不知道"),
        ordinals=tuple(_rx(rf"^\W*(?:选项)?第{w}(?:个|项)?(?:选项)?\W*$") for w in _ORDINAL_ZH),
        opposites=(("高", "低"), ("多", "少"), ("增", "减"), ("升", "降"), ("早", "晚"), ("大", "小"), ("前", "后"),
                   ("批准", "拒绝"), ("盈利", "亏损")),
    ),
    "ru": AnswerCues(
        either=_rx(r"\bили\b|\bлибо\b"),
        start_role=_rx(r"\b(?:начин|начал|начн|старт|запуск|открыва|стартова)\w*"),
        end_role=_rx(r"\b(?:заверш|оконч|закончи|заканчива|конча|истека|истеч|закрыва)\w*"),
        first_day=_rx(r"\bперв(?:ый|ого|ое|ое\s+число)\s+(?:день\s+|число\s+)?$"),
        last_day=_rx(r"\bпоследн(?:ий|его|ее)\s+(?:день\s+|число\s+)?$"),
        month_edge=_rx(r"\b(?:в\s+)?(?:конц[еау]|конец|начал[еоа])\s+$"),
        day_after_month=False,
        dozen=_rx(r"\b(?P<half>пол)?дюжин\w*"),
        future=_rx(r"\bбудет\b|\bбудут\b|\bпредстоит\b|\bзапланирован\w*|\bследующ\w*|\bещ[её]\s+не\b|\bпока\s+не\b"),
        done=_rx(r"\bуже\b|\bзаверш[её]н\w*|\bвыполнен\w*|\bсделан\w*|\bзакончен\w*"),
        refusal=_rx(r"^\W*(?:в\s+(?:документе|тексте)\s+(?:не\s+)?(?:не\s+сказано|не\s+указано|нет)|"
                    r"невозможно\s+(?:определить|ответить)|не\s+могу\s+(?:сказать|ответить)|нет\s+информации)"),
        ordinals=tuple(_rx(rf"^\W*(?:вариант\s+)?{w}\w*(?:\s+вариант)?\W*$") for w in _ORDINAL_RU),
        opposites=(("выше", "ниже"), ("больше", "меньше"), ("увелич", "уменьш"), ("рост", "снижен"),
                   ("раньше", "позже"), ("повыш", "пониж"), ("прибыл", "убыт"), ("одобр", "отклон"),
                   ("утвержд", "отклон"), ("минимал", "максимал")),
    ),
}

# A choice picked by its place in the list: "B", "(b)", "Option 2", "Вариант Б", "选项2"; the options are listed
# unlabelled ("Options: rail; road; air"), so letters and numbers count them in that order.
LATIN_LETTERS = "abcdefgh"
CYRILLIC_LETTERS = "абвгдежз"
PICKED = re.compile(r"^\W*(?:(?:the\s+)?(?:option|answer|choice|вариант|ответ|选项|答案)\s*[:：]?\s*)?[(\[]?"
             r"(?P<pick>[a-hа-з]|[1-8])(?![\w])(?P<delim>[)\].:：])?(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)


def cues_for(language: str) -> AnswerCues:
    return CUES.get(language, CUES["en"])
