"""Fact retention check (seed 000 section 7): generated fictional brief material and its grader."""

from kvtrial.facts.grader import AnswerGrade, Confidence, FactGrade, FactGrades, Label, grade_answer, grade_output
from kvtrial.facts.material import (
    DEFAULT_POSITIONS,
    MATERIAL_VERSION,
    QUESTION_IDS,
    REQUIRED_SECTIONS,
    Fact,
    Material,
    Question,
    build_material,
    tokenizer_counter,
)

__all__ = [
    "AnswerGrade", "Confidence", "DEFAULT_POSITIONS", "Fact", "FactGrade", "FactGrades", "Label", "MATERIAL_VERSION",
    "Material",
    "QUESTION_IDS", "Question", "REQUIRED_SECTIONS", "build_material", "grade_answer", "grade_output", "tokenizer_counter",
]
