"""An outline's numbering is the outline's, the thirty-first held-out set's outline class in every language: a deep
outline's section signs ("§2 Scope"), its nested numbers with a letter at the end ("2.2.a") and an article's
number ("Art. 4", numbering that skips a number or not) count items and never values; a numbered sub-heading
("2.2 Out of scope") heads the items under it as the bare heading does; and a section's title after its sign
("§5 Sources") heads the source lines under it. Each is pinned with briefs written for these tests on the material
of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_classes_all_languages import LANGS
from tests.facts.test_grader_thirtieth_heldout_machine import WORDS

HEADS = {
    "en": dict(title="MARLIN PILOT (outline)", time="Timeline", start="Start", end="End", scope="Scope",
               inside="Covered", out="Out of scope", money="Budget", status="Status", appr="Approval",
               appr_text="not approved yet; pending with the {body}", done="Done", planned="Planned, not started",
               src="Sources", src_lines=("¶{a}: start, budget", "¶{b}: end, approval", "¶{c}: scope"),
               d1="10 March 2027", d2="22 April 2027", amount="CHF 81,500", only="{workflow} at the {site} only"),
    "zh": dict(title="枪鱼试点 提纲", time="时间线", start="开始", end="结束", scope="范围", inside="涵盖",
               out="不涵盖", money="预算", status="状态", appr="审批", appr_text="尚未获批，仍在等待{body}",
               done="已完成", planned="计划（尚未开始）", src="来源",
               src_lines=("[{a}] 开始日期、预算", "[{b}] 结束日期、审批", "[{c}] 范围"),
               d1="2027年3月10日", d2="2027年4月22日", amount="81,500瑞士法郎", only="仅{site}的{workflow}"),
    "ru": dict(title="Пилот «Марлин» — тезисы", time="Сроки", start="Начало", end="Окончание", scope="Рамки",
               inside="Охват", out="Исключено", money="Бюджет", status="Статус", appr="Утверждение",
               appr_text="не утверждён; ожидается решение: {body}", done="Сделано", planned="Запланировано, не начато",
               src="Источники", src_lines=("абз. {a} — начало, бюджет", "абз. {b} — окончание", "абз. {c} — охват"),
               d1="10 марта 2027 г.", d2="22 апреля 2027 г.", amount="81 500 швейцарских франков",
               only="процесс «{workflow}», площадка «{site}», и только там"),
}


def outline(lang: str, sources: bool = False) -> str:
    w, h = WORDS[lang], HEADS[lang]
    a, b, c = w["p"]
    text = (f"{h['title']}\n\n"
            f"§1 {h['time']}\n"
            f"  1.1 {h['start']}\n    1.1.a {h['d1']}\n"
            f"  1.2 {h['end']}\n    1.2.a {h['d2']}\n"
            f"§2 {h['scope']}\n"
            f"  2.1 {h['inside']}\n    2.1.a {h['only'].format(**w)}\n"
            f"  2.2 {h['out']}\n    2.2.a {w['oos']}\n"
            f"§3 {h['money']}\n  3.1 {h['amount']}\n"
            f"§4 {h['status']}\n"
            f"  4.1 {h['appr']}\n    (i) {h['appr_text'].format(**w)}\n"
            f"  4.2 {h['done']}\n    (i) {w['done']}\n"
            f"  4.3 {h['planned']}\n    (i) {w['planned']}\n")
    if sources:
        text += f"§5 {h['src']}\n" + "".join(f"  {line.format(a=a, b=b, c=c)}\n" for line in h["src_lines"])
    return text


@pytest.mark.parametrize("lang", LANGS)
def test_a_deep_outlines_numbers_and_headings_are_no_claims(lang):
    g = graded(lang, 1, outline(lang))
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_section_signs_title_heads_its_source_lines(lang):
    g = graded(lang, 1, outline(lang, sources=True))
    assert not g.unsupported, kinds(g)


def test_article_numbers_that_skip_count_no_values():
    w = WORDS["en"]
    a, b, c = w["p"]
    text = ("MARLIN PILOT: TERMS OF REFERENCE\n\n"
            f"Art. 1 Duration. The pilot runs from 10 March 2027 to 22 April 2027 (para. {a}, para. {b}).\n"
            f"Art. 2 Coverage. {w['workflow'].capitalize()} at the {w['site']}, and only there (para. {c}).\n"
            f"Art. 4 Exclusion. The {w['oos']} is not part of the pilot (para. {b}).\n"
            f"Art. 5 Funds. CHF 81,500 (para. {a}).\n"
            f"Art. 7 Authority. Not approved yet; the {w['body']} has still to decide (para. {b}).\n"
            f"Art. 8 Work completed. The {w['done']} is complete (para. {c}).\n"
            f"Art. 9 Work foreseen. The {w['planned']}; not yet started (para. {a}).\n")
    g = graded("en", 1, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)
