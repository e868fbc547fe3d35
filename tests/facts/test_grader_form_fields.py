"""A form's fields stand on one line, a run of spaces apart ("Approved by: Dana Whitfield    Title: Head of
Operations"): a person's name ends where its field does, so the next field's label is no part of it. The source's
approver in such a line is no addition, and an invented person in one is found by the name alone. Briefs written for
these tests on the material of seed 4 (approved by Dana Whitfield, Head of Operations, on 22 June 2027)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material

FORM = {
    "en": ("Approval: [x] Approved  [ ] Pending\n"
           "Approved by: Dana Whitfield    Title: Head of Operations    Date: 22/06/2027\n"),
    "ru": ("Утверждение: [x] утверждено  [ ] ожидает\n"
           "Утвердил: Дана Уитфилд    Должность: руководитель операционного отдела    Дата: 22.06.2027\n"),
}
INVENTED = {
    "en": ("Pilot coordinator: Tom Baxter    Phone: internal line\n", "Tom Baxter"),
    "ru": ("Координатор пилота: Олег Смирнов    Телефон: внутренний\n", "Олег Смирнов"),
}


def _material(lang: str):
    material = build_material(4, 1024, approximate_tokens, language=lang)
    approval = next(f for f in material.facts if f.fact_id == "approval")
    assert "Whitfield" in approval.sentence or "Уитфилд" in approval.sentence
    return material


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_sources_approver_in_a_form_line_is_no_addition(lang):
    grades = grade_output(_material(lang), FORM[lang])
    assert [u for u in grades.unsupported if u.kind == "person"] == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_invented_person_in_a_form_line_is_found_by_the_name_alone(lang):
    line, name = INVENTED[lang]
    grades = grade_output(_material(lang), FORM[lang] + line)
    assert [(u.kind, u.text) for u in grades.unsupported if u.kind == "person"] == [("person", name)]
