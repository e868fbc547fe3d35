"""Cutting a brief into clauses: sections, list labels, sentence citations."""

from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import segment

EN = get_language("en")
EN_FORMS = EN.forms


TEXT = """## Status
Approved [7]. Budget follows [2].
Done:
- Interviews [13]
- Sandbox setup
The next line is plain.
Planned: portal connection [2]
Out of scope:
the night shift [7]

Sources:
- Budget: 2
"""


def by_text(clauses):
    return {c.text.strip(): c for c in clauses}


def test_sections_labels_and_citations():
    c = by_text(segment(TEXT, EN.layout, EN_FORMS))
    assert c["Approved [7]."].citations == (7,) and c["Budget follows [2]."].citations == (2,)
    assert c["Approved [7]."].section == "status" and c["Approved [7]."].label is None
    assert c["- Interviews [13]"].label == "done" and c["- Sandbox setup"].label == "done"
    assert c["The next line is plain."].label is None
    assert c["Planned: portal connection [2]"].label == "planned"
    assert c["the night shift [7]"].label == "out_of_scope"
    assert c["- Budget: 2"].in_sources and not c["the night shift [7]"].in_sources


def test_clauses_split_at_contrast_and_keep_offsets():
    text = "It covers A at B, but not C [3]; D is planned, while E is done [4]."
    clauses = segment(text, EN.layout, EN_FORMS)
    assert [c.text.strip() for c in clauses] == ["It covers A at B", "not C [3]", "D is planned", "E is done [4]."]
    for c in clauses:
        assert text[c.start:c.end] == c.text
        assert c.citations == (3, 4)
