"""A person given a role in the pilot the material never gives them: the reader's questions sent to a person of the
background or to one the source never names ("Scanner questions go to X", "Все вопросы по сканерам — к X",
"扫描器方面的问题找X"), one addition; a background person told with their background habit stays no addition. And one
more party's signature told beside the pilot's approval, hedged ("apparently finance signed too"), one addition, the
pilot's approval read from its own clause ("是X批的")."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


def _brief(lang: str, extra: str) -> str:
    sep = "" if lang == "zh" else "\n"
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + sep + extra


def _people(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "person"]


@pytest.mark.parametrize("lang, extra", [
    ("en", "Scanner questions go to Sofia Marchetti."),
    ("en", "If you have questions about the scanners, ask Jonas Berg."),
    ("en", "Hugo Ferreira is the go-to person for the guide translation."),
    ("ru", "Все вопросы по сканерам — к Питеру Окафору."),
    ("ru", "С вопросами по бюджету обращайтесь к Надие Рахими."),
    ("zh", "扫描器方面的问题找雨果·费雷拉。"),
    ("zh", "预算上的疑问请咨询露丝·阿德耶米。"),
])
def test_background_person_made_the_pilots_contact_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(_people(g)) == 1
    assert len(g.unsupported) == 1
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang, extra", [
    ("en", "Questions on the scanners go to Paul Smith."),
    ("ru", "По вопросам бюджета — к Ивану Смирнову."),
])
def test_unnamed_person_made_the_pilots_contact_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(_people(g)) == 1
    assert len(g.unsupported) == 1


@pytest.mark.parametrize("lang, extra", [
    ("en", "Jonas Berg looks after the internal glossary of abbreviations."),
    ("en", "Internal questions are usually answered in the shared wiki."),
    ("ru", "Надия Рахими и Питер Окафор устраивают для коллег вечер викторин."),
    ("zh", "雨果·费雷拉和露丝·阿德耶米为同事组织了一场轻松的问答之夜。"),
])
def test_background_person_with_their_background_role_is_no_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert _people(g) == []


@pytest.mark.parametrize("lang, text", [
    ("en", "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
           "Warranty claims are not part of it. The budget is USD 45,000. Marek Novak approved it on 15 May 2026, and "
           "apparently finance signed too."),
    ("ru", "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
           "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек Новак утвердил пилот 15 мая "
           "2026 г., и вроде бы финансы тоже подписали."),
    ("zh", "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
           "审批是首席财务官马雷克·诺瓦克批的。然后财务那边好像也签了字。"),
])
def test_finance_signing_too_beside_the_approval_is_one_addition(lang, text):
    g = graded(lang, 5, text)
    assert facts(g)["approval"] == "correct"
    assert [kind for kind, _ in kinds(g)] == ["approval"]


def test_bare_pi_de_after_the_approver_is_the_approval_and_what_awaits_it_is_not():
    assert facts(graded("zh", 5, "审批是马雷克·诺瓦克批的。"))["approval"] == "correct"
    assert facts(graded("zh", 5, "这个试点是需要审批的。"))["approval"] != "correct"
