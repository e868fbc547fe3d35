"""Is a brief written in the material's language? A brief the grader has no rules for (German against an English
material, English against a Chinese one) is `not gradable`: grading it would call every fact omitted."""

from __future__ import annotations

import re

_SCRIPTS = {
    "Chinese characters": re.compile(r"[\u3400-\u9fff]"),
    "Cyrillic": re.compile(r"[\u0400-\u04ff]"),
    "Latin": re.compile(r"[A-Za-z\u00c0-\u024f]"),
    "Japanese kana": re.compile(r"[\u3040-\u30ff]"),
    "Korean hangul": re.compile(r"[\uac00-\ud7af]"),
    "Arabic": re.compile(r"[\u0600-\u06ff]"),
    "Greek": re.compile(r"[\u0370-\u03ff]"),
}
_EXPECTED_SCRIPT = {"en": "Latin", "zh": "Chinese characters", "ru": "Cyrillic"}
_NAMES = {"en": "English", "zh": "Chinese", "ru": "Russian"}

# Common words of Latin-script languages: a brief whose words are mostly another language's is not English.
_STOPWORDS = {
    "English": "the and of to is in for on with by at from not has have was will be are this that it",
    "German": "der die das und ist nicht mit von für auf wird im dem den des ein eine noch bis zum zur sind wurde",
    "French": "le la les et est pas des du une un pour sur dans avec par au aux sont été sera ne",
    "Spanish": "el la los las y es no del con por para una un en se está son fue será aún",
    "Italian": "il lo gli le e è non del della con per una un nel sono stato sarà ancora",
    "Dutch": "de het en is niet van met voor op een wordt zijn nog tot bij",
    "Portuguese": "o os as e é não do da com por para uma um em são foi será ainda",
    "Polish": "i w z na nie jest się do od dla oraz przez jeszcze został będzie",
}
_WORDS = {lang: frozenset(words.split()) for lang, words in _STOPWORDS.items()}
# What is no word of the brief's language and must not vote for one: a key or an identifier ("start_date",
# "approvedBy"), a field's key in JSON or YAML ('"budget": ...', "scope: ..."), a code fence's language tag, a
# currency code ("USD"), a log line's level and `key=value` keys, a paragraph citation ("para 9", "p2", "§8"), a line's
# field label before its value ("* Finish date: …", "**Summary:** …": the frame, not what carries the facts) and a
# yes/no shared with English ("no" is Spanish too).
_NOT_WORDS = re.compile(
    r"\b\w+(?:_\w+)+\b|\b[a-z]+[A-Z]\w*\b|(?:\b(?i:paras?|paragraphs?|pp?|refs?)\.?|§|¶)\s*\d+|"
    r"(?m:^[ \t{,\-]*[\"“]?[A-Za-z][\w-]{0,30}[\"”]?(?=[ \t]*:))|[\"“][A-Za-z][\w-]{0,30}[\"”](?=[ \t]*:)|"
    r"(?m:^[ \t]*(?:```|~~~)[\w+-]*)|\b[A-Z]{3}\b|"
    # XML or HTML markup: a tag's name, an attribute's name, a declaration ('<?xml version="1.0"?>', '<stage name=')
    r"<[?!/]?[A-Za-z][\w:.-]*|\b[A-Za-z][\w:.-]*(?=[ \t]*=[ \t]*[\"'])|"
    # a log line's level and its keys, quoted value or not ('INFO field=start value=2027-05-19', 'scope.site=里昂仓库'),
    # and a dotted field name as a value ('field=scope.workflow')
    r"(?m:^[ \t]*(?:INFO|DEBUG|WARN|WARNING|ERROR|TRACE|NOTICE)\b)|(?<![\w.])[A-Za-z][\w.-]*(?==(?![=\s]))|"
    r"\b[A-Za-z]\w+(?:\.[A-Za-z]\w+)+\b|"
    r"(?m:^[ \t#>*•\-]*[A-Za-z][A-Za-z /&-]{0,30}?(?=\**[ \t]*[:：][ \t]*\**[ \t]*\S))")
_ENGLISH_TOO = frozenset("no".split())
_ENGLISH_MONTHS = frozenset("january february march april june july august september october november december".split())
_UKRAINIAN = re.compile(r"[іїєґІЇЄҐ]")
# An English gloss beside the material's own words ("只包括 备件订购 (spare parts ordering)", "沙箱环境搭建 sandbox
# setup", "报关单 customs declarations"): a translation of the words that carry the fact, which are written in the
# material's language, so it casts no vote. It follows a word in the material's script, in brackets or as a few words
# that end the line or the phrase (a comma, a bracket, a citation); running English prose after a name is no gloss.
_GLOSS = {
    lang: re.compile(
        r"(?<=[" + cls + r"])[ \t]*(?:[(（][ \t]*[A-Za-z][A-Za-z '&/-]*[)）]|"
        r"[A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3}(?=[ \t]*(?:[,，;；.。)）\[【]|$)))", re.M)
    for lang, cls in {"zh": "\u3400-\u9fff", "ru": "\u0400-\u04ff"}.items()
}


def without_glosses(text: str, language: str) -> str:
    """The text without the English glosses beside the material's own words ("测试账户迁移 (test account migration)"):
    each is blanked to spaces, one character for one; in English, the text as it is."""
    pattern = _GLOSS.get(language)
    return text if pattern is None else pattern.sub(lambda m: " " * len(m.group(0)), text)


MIN_LETTERS = 40  # fewer letters than this (a Chinese character counts 3): too little to tell, graded as it is


def not_gradable_reason(text: str, language: str) -> str | None:
    """Why a brief cannot be graded against material in `language` (its script or its words are another
    language's), or None when it is (or is too short to tell)."""
    text = _NOT_WORDS.sub(" ", text)  # keys and citations are written in Latin letters whatever the language
    if language in _GLOSS:
        text = _GLOSS[language].sub(" ", text)
    counts = {name: len(p.findall(text)) for name, p in _SCRIPTS.items()}
    letters = sum(counts.values()) + 2 * counts["Chinese characters"]  # a Chinese character says about a word
    if letters < MIN_LETTERS:
        return None
    want = _EXPECTED_SCRIPT[language]
    # the vote weighs what each script says, not its letters: a Chinese character says about a word, so a brief
    # whose items are written in Chinese under English headings, labels and dates ("Start: 2027年8月5日",
    # "Out: 旧传真网关") is a Chinese brief
    weight = {name: 3 if name == "Chinese characters" else 1 for name in counts}
    script = max(counts, key=lambda k: counts[k] * weight[k])
    name = _NAMES[language]
    if script != want:
        return f"the brief is written mostly in {script}, not in {name} (the material's language): no rules grade it"
    if language == "zh" and counts["Japanese kana"] >= max(5, counts["Chinese characters"] // 10):
        return f"the brief reads as Japanese ({counts['Japanese kana']} kana), not {name}: no rules grade it"
    if language == "ru" and len(_UKRAINIAN.findall(text)) >= 5:
        return f"the brief reads as Ukrainian, not {name}: no rules grade it"
    if language == "en":
        words = re.findall(r"[^\W\d_]+", text.lower())
        hits = {lang: sum(w in ws and w not in _ENGLISH_TOO for w in words) for lang, ws in _WORDS.items()}
        hits["English"] += sum(w in _ENGLISH_MONTHS for w in words)  # its dates are written in English words
        other = max((k for k in hits if k != "English"), key=lambda k: hits[k])
        if hits[other] >= 5 and hits[other] > 2 * hits["English"]:
            return (f"the brief reads as {other} ({hits[other]} common {other} words, {hits['English']} English), "
                    f"not {name}: no rules grade it")
    return None
