"""Markup is not text (the twenty-third held-out set, every language): a brief written as an HTML or LaTeX document
is read as the text it renders before claims are cut. Its tags, commands and environments are furniture, never claims,
and their numbers never additions; character entities and escapes are the characters they name, so an amount or a
date split by markup reads whole; what the text inside the markup says still counts. Each is pinned with briefs
written for these tests on the material of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.markup import rendered


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- an HTML document: the doctype, the head and its meta, tables and entities are furniture ---------------------
HTML = {
    "en": """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Pilot brief &ndash; spare parts</title></head>
<body>
<h2>Dates</h2>
<p>10&nbsp;March&nbsp;2027 &ndash; 22&nbsp;April&nbsp;2027&nbsp;<sup>[2],&nbsp;[9]</sup></p>
<h2>Coverage</h2>
<p>Spare parts ordering at the Tampere plant <em>only</em>&nbsp;<sup>[15]</sup>.</p>
<table border="1">
  <tr><th>Area</th><th>Included?</th></tr>
  <tr><td>Legacy fax gateway</td><td>&#10007;&nbsp;no &ndash; out of scope&nbsp;<sup>[9]</sup></td></tr>
</table>
<h2>Money</h2>
<p>CHF&nbsp;81,500&nbsp;<sup>[2]</sup></p>
<h2>Where it stands</h2>
<p>Approval: pending with the investment board&nbsp;<sup>[9]</sup>.</p>
<p>Done: data-protection checklist reviewed&nbsp;<sup>[15]</sup>.</p>
<p>Planned, not started: training of the front-line clerks&nbsp;<sup>[2]</sup>.</p>
</body>
</html>
""",
    "zh": """<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>试点简报</title></head>
<body>
<h2>日期</h2>
<p><time datetime="2027-03-10">2027&#24180;3&#26376;10&#26085;</time>至
<time datetime="2027-04-22">2027&#24180;4&#26376;22&#26085;</time>&nbsp;[2][4]</p>
<h2>范围</h2>
<ul>
  <li>坦佩雷工厂的备件订购&nbsp;[8]</li>
  <li class="excluded">不包括：<s>旧传真网关</s>&nbsp;[4]</li>
</ul>
<h2>预算</h2>
<p>81,500瑞士法郎&nbsp;[2]</p>
<h2>状态</h2>
<p>审批：仍在等待投资委员会审批&nbsp;[4]</p>
<p>已完成：数据保护检查清单审核&nbsp;&#10003;&nbsp;[8]</p>
<p>计划：一线文员培训&nbsp;&lt;尚未开始&gt;&nbsp;[2]</p>
</body>
</html>
""",
    "ru": """<!DOCTYPE html>
<html lang="ru">
<head><meta charset="utf-8"><title>Справка по пилоту</title></head>
<body>
<h3>Сроки</h3>
<p>10&nbsp;марта&nbsp;2027&nbsp;г. &mdash; 22&nbsp;апреля&nbsp;2027&nbsp;г. <sup>[2, 9]</sup></p>
<h3>Рамки</h3>
<ul>
  <li>Охват: заказ запчастей на&nbsp;заводе в&nbsp;Тампере <sup>[18]</sup></li>
  <li>Не входит: <del>устаревший факс-шлюз</del> <sup>[9]</sup></li>
</ul>
<h3>Бюджет</h3>
<p>81&nbsp;500&nbsp;швейцарских франков <sup>[2]</sup></p>
<h3>Статус</h3>
<p>Ожидает утверждения инвестиционного совета <sup>[9]</sup>.</p>
<p><b>Сделано:</b> проверка чек-листа по защите данных <sup>[18]</sup></p>
<p><b>Запланировано:</b> обучение операторов первой линии <sup>[2]</sup></p>
</body>
</html>
""",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_html_documents_tags_and_entities_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], HTML[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_what_an_html_element_says_still_counts(mats, lang):
    extra = {"en": "<p>Headcount: 7 clerks.</p>", "zh": "<p>团队：7人。</p>", "ru": "<p>Команда: 7 человек.</p>"}[lang]
    g = grade_output(mats[(lang, 1)], HTML[lang].replace("</body>", extra + "\n</body>"))
    assert any("7" in t for _, t in kinds(g)), kinds(g)


# --- a LaTeX document: the preamble, environments, rules and commands are furniture; escapes are their characters -
LATEX = {
    "en": r"""% brief compiled from the notes
\documentclass{article}
\usepackage{booktabs,amssymb}
\begin{document}
\section*{Pilot brief}
\begin{table}[h]
\centering
\begin{tabular}{@{}lp{6.5cm}c@{}}
\toprule
\textbf{Field} & \textbf{Value} & \textbf{Para}\\
\midrule
Start        & 10 March 2027 & [2]\\
End          & 22 April 2027 & [9]\\
Scope        & Spare parts ordering, Tampere plant only & [15]\\
Excluded     & Legacy fax gateway --- out of scope & [9]\\
Budget       & CHF~81\,500 & [2]\\
Approval     & Pending with the investment board & [9]\\
Done         & Data-protection checklist reviewed~\checkmark & [15]\\
Planned      & Training of the front-line clerks (not started) & [2]\\
\bottomrule
\end{tabular}
\end{table}
\end{document}
""",
    "zh": r"""% 试点简报
\begin{table}[h]
\centering
\caption{试点项目简报}
\begin{tabular}{@{}lll@{}}
\toprule
条目 & 内容 & 段落 \\
\midrule
开始日期 & 2027年3月10日 & [2] \\
结束日期 & 2027年4月22日 & [4] \\
范围 & 坦佩雷工厂 --- 备件订购 & [8] \\
不包括 & 旧传真网关 & [4] \\
预算 & 81\,500瑞士法郎 & [2] \\
审批 & 仍在等待投资委员会审批 & [4] \\
已完成 & 数据保护检查清单审核 \checkmark & [8] \\
计划（未开始） & 一线文员培训 & [2] \\
\bottomrule
\end{tabular}
\end{table}
""",
    "ru": r"""\section*{Справка по пилоту}
\begin{table}[h]
\centering
\begin{tabular}{@{}lp{7cm}c@{}}
\toprule
Факт & Значение & Абз. \\
\midrule
Начало        & 10.03.2027 & [2] \\
Окончание     & 22.04.2027 & [9] \\
Рамки         & заказ запчастей на заводе в Тампере & [18] \\
Вне рамок     & устаревший факс-шлюз --- \emph{не входит} & [9] \\
Бюджет        & 81\,500~швейцарских франков & [2] \\
Утверждение   & ожидает утверждения инвестиционного совета & [9] \\
Сделано       & проверка чек-листа по защите данных~\checkmark & [18] \\
Запланировано & обучение операторов первой линии (не начато) & [2] \\
\bottomrule
\end{tabular}
\end{table}
% Поставщик в записях не указан.
""",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_latex_documents_commands_and_escapes_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], LATEX[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_what_a_latex_cell_says_still_counts(mats, lang):
    row = {"en": "Team & 7 clerks & \\\\\n", "zh": "团队 & 7人 & \\\\\n", "ru": "Команда & 7 человек & \\\\\n"}[lang]
    g = grade_output(mats[(lang, 1)], LATEX[lang].replace("\\bottomrule", row + "\\bottomrule"))
    assert any("7" in t for _, t in kinds(g)), kinds(g)


def test_rendering_keeps_every_offset():
    for text in (*HTML.values(), *LATEX.values()):
        out = rendered(text)
        assert len(out) == len(text)
        assert [len(x) for x in out.split("\n")] == [len(x) for x in text.split("\n")]
    assert "CHF 19000" in rendered("\\begin{document}\nBudget: CHF~19\\,000\n\\end{document}")
    assert "86 000 €" in rendered("<p>Budget: 86&nbsp;000&nbsp;&euro;</p>\n<p>x</p>")
    assert rendered("Plain text, no markup: 5 < 7 & 8 > 2.") == "Plain text, no markup: 5 < 7 & 8 > 2."


# --- an XML brief: an attribute's name is markup, its value what it says; `src="2 9"` cites two paragraphs ---------
XML = {
    "en": """<?xml version="1.0" encoding="UTF-8"?>
<pilot name="spare parts">
  <timeline start="2027-03-10" end="2027-04-22" src="2 9"/>
  <scope src="15">
    <workflow>spare parts ordering</workflow>
    <site exclusive="true">Tampere plant</site>
  </scope>
  <excluded src="9">legacy fax gateway</excluded>
  <budget currency="CHF" src="2">81500</budget>
  <approval status="pending" src="9">
    <with kind="board">investment board</with>
  </approval>
  <item stage="done" src="15">data-protection checklist reviewed</item>
  <item stage="planned" started="false" src="2">training of the front-line clerks</item>
</pilot>
""",
    "zh": """<?xml version="1.0" encoding="UTF-8"?>
<pilot name="备件">
  <timeline start="2027-03-10" end="2027-04-22" src="2 4"/>
  <scope src="8">
    <workflow>备件订购</workflow>
    <site exclusive="true">坦佩雷工厂</site>
  </scope>
  <excluded src="4">旧传真网关</excluded>
  <budget currency="CHF" src="2">81500</budget>
  <approval status="pending" src="4">
    <with kind="委员会">投资委员会</with>
  </approval>
  <item stage="done" src="8">数据保护检查清单审核</item>
  <item stage="planned" started="false" src="2">一线文员培训</item>
</pilot>
""",
    "ru": """<?xml version="1.0" encoding="UTF-8"?>
<pilot name="запчасти">
  <timeline start="2027-03-10" end="2027-04-22" src="2 9"/>
  <scope src="18">
    <workflow>заказ запчастей</workflow>
    <site exclusive="true">завод в Тампере</site>
  </scope>
  <excluded src="9">устаревший факс-шлюз</excluded>
  <budget currency="CHF" src="2">81500</budget>
  <approval status="pending" src="9">
    <with kind="совет">инвестиционный совет</with>
  </approval>
  <item stage="done" src="18">проверка чек-листа по защите данных</item>
  <item stage="planned" started="false" src="2">обучение операторов первой линии</item>
</pilot>
""",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_xml_attribute_names_and_spaced_citations_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], XML[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_what_an_xml_attribute_says_still_counts(mats, lang):
    g = grade_output(mats[(lang, 1)], XML[lang].replace("</pilot>", '  <team headcount="7"/>\n</pilot>'))
    assert any("7" in t for _, t in kinds(g)), kinds(g)


def test_a_later_phase_named_in_an_attribute_is_no_count(mats):
    text = XML["en"].replace('<excluded src="9">legacy fax gateway</excluded>',
                             '<item stage="phase-2" src="9">legacy fax gateway</item>')
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert not [t for k, t in kinds(g) if k == "number"], kinds(g)
