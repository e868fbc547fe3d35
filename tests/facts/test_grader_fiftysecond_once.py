"""One invented thing counted once, and background told as advice or a remark: a risk and the effect a clause after
it gives ("…, which could …", "…, что может …", "…，进而…"), or a judgement of the pilot and what it foresees of the
end ("…, at this pace we should finish on time"), is one addition; a background paragraph retold inside advice to
the reader ("use whatever tool you like, but remember the house rule: …") or beside the writer's remark on the
message ("…, so I'll keep this short") is none. Two different invented things in one sentence still count two, and
advice that brings new content still counts."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


def _brief(lang: str, extra: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + ("" if lang == "zh" else " ") + extra


def _additions(lang: str, extra: str) -> list[tuple[str, str]]:
    g = graded(lang, 5, _brief(lang, extra))
    assert set(facts(g).values()) == {"correct"}
    return kinds(g)


ONCE = [
    # a risk and its effect in a relative clause
    ("en", "Risk: the audit may collide with the holiday rush at the office, which could hold back responses from "
           "the clerks."),
    ("ru", "Риск: конец квартала может совпасть с пилотом, что может задержать отзывы сотрудников."),
    ("zh", "风险：季度末的业务高峰可能与试点重叠，进而拖慢员工反馈的收集。"),
    # a judgement and what it foresees of the end
    ("en", "Overall the pilot is on track; at this pace we should wrap up on time."),
    ("ru", "В целом пилот идёт по плану, при таком темпе должны закончить вовремя."),
    ("zh", "目前一切按计划推进，照这个速度有望按时完成。"),
]


@pytest.mark.parametrize(("lang", "extra"), ONCE)
def test_one_invented_thing_is_one_addition(lang: str, extra: str) -> None:
    assert len(_additions(lang, extra)) == 1


TWO = [
    # a judgement with its outlook, then a workshop: two things
    ("en", "Overall the pilot is on track; at this pace we should finish on time, and a workshop with the warehouse "
           "supervisors is booked for Tuesday."),
    ("ru", "В целом пилот идёт по плану, а на вторник я назначил семинар с начальниками смен склада."),
    ("zh", "目前一切按计划推进，下周五我们会和文员开个会收集反馈。"),
    # a risk, then a workshop: two things
    ("ru", "Риск: конец квартала может совпасть с пилотом, а на вторник я назначил семинар с начальниками смен склада."),
]


@pytest.mark.parametrize(("lang", "extra"), TWO)
def test_two_invented_things_still_count_two(lang: str, extra: str) -> None:
    assert len(_additions(lang, extra)) == 2


RETOLD = [
    # background inside advice to the reader
    ("en", "Pick any tracker you want, but remember the house rule: documents must end up in the document archive."),
    ("ru", "Как вести заметки — решай сам, но помни правило: документы во внутренней сети называются так — отдел, "
           "тема, автор."),
    ("zh", "汇报的格式随你，但记住公司的规矩：大家更喜欢书面摘要，而不是冗长的邮件往来。"),
    # background beside the writer's remark on the message
    ("en", "People here value punctual replies more than long explanations, so I'll keep this short."),
    ("ru", "У нас ценят быстрые ответы больше, чем длинные объяснения, поэтому буду краток."),
    ("zh", "咱们这儿的员工看重及时的回复，胜过冗长的解释，所以我就写得简短一些。"),
]


@pytest.mark.parametrize(("lang", "extra"), RETOLD)
def test_background_in_advice_or_remark_is_no_addition(lang: str, extra: str) -> None:
    assert _additions(lang, extra) == []


NEW_IN_ADVICE = [
    ("en", "Pick any tracker you want, but the pilot team logs every mismatch on a Trello board, and documents must "
           "end up in the document archive."),
    ("ru", "Счета теперь сверяем в новой системе «Контур-Сверка» с автоматической выгрузкой из бухгалтерии, но помни "
           "правило: документы во внутренней сети называются так — отдел, тема, автор."),
    ("zh", "发票核对统一用金蝶系统记录，但记住公司的规矩：大家更喜欢书面摘要，而不是冗长的邮件往来。"),
]


@pytest.mark.parametrize(("lang", "extra"), NEW_IN_ADVICE)
def test_advice_with_new_content_still_counts(lang: str, extra: str) -> None:
    assert len(_additions(lang, extra)) == 1
