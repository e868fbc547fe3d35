"""The prompt around a user's document: the question before and after it (a small model answers more often
so, as the fact check found), the options of a choice question, and a request for a short answer."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.tasks.model import AnswerKind, TaskQuestion


@dataclass(frozen=True)
class PromptWords:
    intro: str
    question: str
    options: str
    answer_only: str
    answer_cue: str  # a base model (no chat template) continues the text after this


_WORDS = {
    "en": PromptWords("Read the document below, then answer the question.", "Question: ", "Options: ",
                      "Give only the answer, in a few words.", "Answer:"),
    "zh": PromptWords("阅读下面的文件，然后回答问题。", "问题：", "选项：", "只给出答案，用几个词即可。", "答案："),
    "ru": PromptWords("Прочитайте документ ниже и ответьте на вопрос.", "Вопрос: ", "Варианты: ",
                      "Дайте только ответ, в нескольких словах.", "Ответ:"),
}


def words_for(language: str) -> PromptWords:
    """The prompt's words in the document's language; English for a language kvtrial has no words for."""
    return _WORDS.get(language, _WORDS["en"])


def task_prompt(document: str, question: TaskQuestion, language: str, completion: bool) -> str:
    """The user turn: intro, question, the document, the question again (with its options), the answer request.
    `completion`: for a model without a chat template the last line is the answer cue instead."""
    w = words_for(language)
    asked = w.question + question.question
    if question.kind == AnswerKind.CHOICE:
        asked += "\n" + w.options + "; ".join(question.options)
    last = w.answer_cue if completion else w.answer_only
    return f"{w.intro}\n{asked}\n\n{document}\n\n{asked}\n{last}"
