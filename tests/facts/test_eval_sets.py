"""The grader against the hand-written evaluation sets (tests/facts/briefs): per-language agreement must stay
at the targets. The sets and the rules share an author, so this guards against regressions; it is no
estimate of agreement on model-written briefs."""

import importlib.util
import sys
from pathlib import Path

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("facts_agreement", ROOT / "benchmarks" / "facts_agreement.py")
assert _spec is not None and _spec.loader is not None
agreement = importlib.util.module_from_spec(_spec)
sys.modules["facts_agreement"] = agreement  # its dataclass looks its module up
_spec.loader.exec_module(agreement)


@pytest.mark.parametrize("name,language,labels_min,additions_min", [
    ("eval_set.txt", "en", 0.98, 0.95), ("eval_set_zh.txt", "zh", 0.98, 0.95), ("eval_set_ru.txt", "ru", 0.98, 0.95),
    ("heldout_en.txt", "en", 0.98, 0.95),  # held out until its first run; the rules were fixed against it since
    # the second held-out sets, likewise (their first-run figures are in docs/facts.md)
    ("heldout2_en.txt", "en", 0.98, 0.95), ("heldout2_zh.txt", "zh", 0.98, 0.95), ("heldout2_ru.txt", "ru", 0.98, 0.95),
    ("heldout3_en.txt", "en", 0.98, 0.95), ("heldout3_zh.txt", "zh", 0.98, 0.95), ("heldout3_ru.txt", "ru", 0.98, 0.95),
    # the fourth set keeps two English briefs whose addition count is left as labelled (docs/facts.md says which)
    ("heldout4_en.txt", "en", 0.98, 0.90), ("heldout4_zh.txt", "zh", 0.98, 0.95), ("heldout4_ru.txt", "ru", 0.98, 0.95),
    ("heldout5_en.txt", "en", 0.98, 0.95), ("heldout5_zh.txt", "zh", 0.98, 0.95), ("heldout5_ru.txt", "ru", 0.98, 0.95),
    ("heldout6_en.txt", "en", 0.98, 0.95), ("heldout6_zh.txt", "zh", 0.98, 0.95), ("heldout6_ru.txt", "ru", 0.98, 0.95),
    # the seventh set, held at its figures after the eighth set's round (docs/facts.md says which briefs still differ)
    ("heldout7_en.txt", "en", 0.98, 0.80), ("heldout7_zh.txt", "zh", 0.98, 0.80), ("heldout7_ru.txt", "ru", 0.98, 0.85),
    ("heldout8_en.txt", "en", 0.98, 0.95), ("heldout8_zh.txt", "zh", 0.98, 0.95), ("heldout8_ru.txt", "ru", 0.98, 0.95),
    ("heldout9_en.txt", "en", 0.98, 0.95), ("heldout9_zh.txt", "zh", 0.98, 0.95), ("heldout9_ru.txt", "ru", 0.98, 0.95),
    # the tenth set after one round of fixes (docs/facts.md says which briefs still differ)
    ("heldout10_en.txt", "en", 0.98, 0.90), ("heldout10_zh.txt", "zh", 0.98, 0.90), ("heldout10_ru.txt", "ru", 0.99, 0.95),
    # the eleventh set after one round of fixes
    ("heldout11_en.txt", "en", 0.98, 0.95), ("heldout11_zh.txt", "zh", 0.98, 0.95), ("heldout11_ru.txt", "ru", 0.98, 0.95),
    # the twelfth set after one round of fixes
    ("heldout12_en.txt", "en", 0.98, 0.90), ("heldout12_zh.txt", "zh", 0.98, 0.95), ("heldout12_ru.txt", "ru", 0.98, 0.90),
    # the thirteenth and fourteenth sets after one round of fixes (both sets at once)
    ("heldout13_en.txt", "en", 0.98, 0.95), ("heldout13_zh.txt", "zh", 0.98, 0.95), ("heldout13_ru.txt", "ru", 0.98, 0.95),
    ("heldout14_en.txt", "en", 0.98, 0.95), ("heldout14_zh.txt", "zh", 0.98, 0.95), ("heldout14_ru.txt", "ru", 0.98, 0.95),
    # the fifteenth set after one round of fixes (docs/facts.md says what still differs)
    ("heldout15_en.txt", "en", 0.93, 0.70), ("heldout15_zh.txt", "zh", 0.98, 0.95), ("heldout15_ru.txt", "ru", 0.98, 0.80),
    # the sixteenth set after one round of fixes (docs/facts.md says what still differs)
    ("heldout16_en.txt", "en", 0.98, 0.85), ("heldout16_zh.txt", "zh", 0.98, 0.95), ("heldout16_ru.txt", "ru", 0.98, 0.95),
    # the seventeenth set after two rounds of fixes, the eighteenth after one (docs/facts.md says what still differs)
    ("heldout17_en.txt", "en", 0.98, 0.95), ("heldout17_zh.txt", "zh", 0.98, 0.90), ("heldout17_ru.txt", "ru", 0.98, 0.95),
    ("heldout18_en.txt", "en", 0.98, 0.95), ("heldout18_zh.txt", "zh", 0.98, 0.95), ("heldout18_ru.txt", "ru", 0.98, 0.95),
    # the nineteenth set (facts told in the writers' own words) after one round of fixes
    ("heldout19_en.txt", "en", 0.98, 0.95), ("heldout19_zh.txt", "zh", 0.98, 0.95), ("heldout19_ru.txt", "ru", 0.98, 0.95),
    # the twentieth set (small local models' and chat models' habits) after one round of fixes
    ("heldout20_en.txt", "en", 0.98, 0.95), ("heldout20_zh.txt", "zh", 0.98, 0.90), ("heldout20_ru.txt", "ru", 0.98, 0.95),
    # the twenty-first set (answers to a question, later turns, mixed languages) after one round of fixes; its two
    # English briefs written mostly in Spanish and Italian are refused as not English (16 labels)
    ("heldout21_en.txt", "en", 0.89, 0.85), ("heldout21_zh.txt", "zh", 0.98, 0.95), ("heldout21_ru.txt", "ru", 0.98, 0.95),
    # the twenty-second set (minutes, executive reports, tickets) after one round of fixes
    ("heldout22_en.txt", "en", 0.98, 0.90), ("heldout22_zh.txt", "zh", 0.99, 0.90), ("heldout22_ru.txt", "ru", 0.98, 0.75),
    # the twenty-third set (very short, long discursive, markup and machine formats) after one round of fixes
    ("heldout23_en.txt", "en", 0.93, 0.45), ("heldout23_zh.txt", "zh", 0.98, 0.55), ("heldout23_ru.txt", "ru", 0.94, 0.55),
    # the twenty-fourth set (threads, decks, texts for another audience) after one round of fixes
    ("heldout24_en.txt", "en", 0.98, 0.75), ("heldout24_zh.txt", "zh", 0.99, 0.70), ("heldout24_ru.txt", "ru", 0.99, 0.70),
    # the twenty-fifth set (spoken text written down, formal and legal texts, notes for oneself) after one round of fixes
    ("heldout25_en.txt", "en", 0.96, 0.80), ("heldout25_zh.txt", "zh", 0.97, 0.65), ("heldout25_ru.txt", "ru", 0.94, 0.75),
    # the twenty-sixth set (revisions and corrections, narrative and persuasive prose, machine artefacts) after one round
    ("heldout26_en.txt", "en", 0.99, 0.95), ("heldout26_zh.txt", "zh", 0.97, 0.75), ("heldout26_ru.txt", "ru", 0.98, 0.85),
    # the twenty-seventh set (decision and planning documents, reported and hedged text, extremes of length) after one
    # round of fixes
    ("heldout27_en.txt", "en", 0.95, 0.65), ("heldout27_zh.txt", "zh", 0.98, 0.60), ("heldout27_ru.txt", "ru", 0.97, 0.60),
    # the twenty-eighth set (notations of numbers and dates, dialogue and narrative, negation and change) after one
    # round of fixes
    ("heldout28_en.txt", "en", 0.97, 0.80), ("heldout28_zh.txt", "zh", 0.98, 0.75), ("heldout28_ru.txt", "ru", 0.96, 0.80),
    # the twenty-ninth set (filled-in forms and templates, jargon and mixed scripts, briefs organised around something
    # other than the facts) after one round of fixes
    ("heldout29_en.txt", "en", 0.98, 0.95), ("heldout29_zh.txt", "zh", 0.98, 0.75), ("heldout29_ru.txt", "ru", 0.98, 0.85),
    # the thirtieth set (structured data and machine-ish text, reported speech and hedging, chat and telegraphic text)
    # after one round of fixes
    ("heldout30_en.txt", "en", 0.98, 0.80), ("heldout30_zh.txt", "zh", 0.96, 0.80), ("heldout30_ru.txt", "ru", 0.97, 0.80),
    # the thirty-first set (outlines and numbering, briefs for an audience, figures computed from the facts) after one
    # round of fixes
    ("heldout31_en.txt", "en", 0.95, 0.80), ("heldout31_zh.txt", "zh", 0.97, 0.50), ("heldout31_ru.txt", "ru", 0.97, 0.55),
    # the thirty-second set (negation, conditions and counterfactuals, slides and fragments, narrative retellings)
    # after two rounds of fixes
    ("heldout32_en.txt", "en", 0.98, 0.85), ("heldout32_zh.txt", "zh", 0.95, 0.75), ("heldout32_ru.txt", "ru", 0.96, 0.85),
    # the thirty-third set (formal and legal texts, background-heavy and mixed-language briefs, verse, recipes, games and
    # riddles) after two rounds of fixes
    ("heldout33_en.txt", "en", 0.98, 0.80), ("heldout33_zh.txt", "zh", 0.98, 0.65), ("heldout33_ru.txt", "ru", 0.99, 0.90),
    # the thirty-fourth set (data and markup artefacts, spoken and error-prone text, comparisons and hypotheticals)
    # after three rounds of fixes
    ("heldout34_en.txt", "en", 0.99, 0.90), ("heldout34_zh.txt", "zh", 0.99, 0.95), ("heldout34_ru.txt", "ru", 0.99, 0.95),
    # the thirty-fifth set (symbols and notation, language-model output artefacts, quizzes, exercises and instructions
    # for readers) after two rounds of fixes
    ("heldout35_en.txt", "en", 0.99, 0.95), ("heldout35_zh.txt", "zh", 0.99, 0.95), ("heldout35_ru.txt", "ru", 0.99, 0.95),
    # the thirty-sixth set (what a user's first run gives: plain assistant answers, the pilot retold for a purpose, facts
    # reorganised around one axis; subtle faults) after one round of fixes
    ("heldout36_en.txt", "en", 0.99, 0.95), ("heldout36_zh.txt", "zh", 0.99, 0.95), ("heldout36_ru.txt", "ru", 0.99, 0.95),
    # the thirty-seventh set (a second sample of the thirty-sixth's registers) after one round of fixes
    ("heldout37_en.txt", "en", 0.99, 0.95), ("heldout37_zh.txt", "zh", 0.99, 0.95), ("heldout37_ru.txt", "ru", 0.99, 0.95),
    # the thirty-eighth set (a third sample, forms less often first to mind) after one round of fixes
    ("heldout38_en.txt", "en", 0.99, 0.95), ("heldout38_zh.txt", "zh", 0.99, 0.95), ("heldout38_ru.txt", "ru", 0.99, 0.95),
    # the thirty-ninth set (answers to users' own one-line requests) after one round of fixes
    ("heldout39_en.txt", "en", 0.99, 0.95), ("heldout39_zh.txt", "zh", 0.99, 0.95), ("heldout39_ru.txt", "ru", 0.99, 0.95),
    # the fortieth set (user-assistant conversations) after one round of fixes
    ("heldout40_en.txt", "en", 0.99, 0.95), ("heldout40_zh.txt", "zh", 0.99, 0.95), ("heldout40_ru.txt", "ru", 0.99, 0.95),
    # the forty-first set (a degraded model's briefs: faults late in recaps, a small model's leftovers) after two rounds
    ("heldout41_en.txt", "en", 0.99, 0.95), ("heldout41_zh.txt", "zh", 0.99, 0.95), ("heldout41_ru.txt", "ru", 0.99, 0.95),
    # the forty-second set (a reasoning model's visible thinking, then its answer) after one round of fixes
    ("heldout42_en.txt", "en", 0.99, 0.95), ("heldout42_zh.txt", "zh", 0.99, 0.95), ("heldout42_ru.txt", "ru", 0.99, 0.95),
    # the forty-third set (a mixed sample of a user's first run) after one round of fixes
    ("heldout43_en.txt", "en", 0.99, 0.95), ("heldout43_zh.txt", "zh", 0.99, 0.95), ("heldout43_ru.txt", "ru", 0.99, 0.90),
    # the forty-fourth set (a second mixed sample of a user's first run) after one round of fixes
    ("heldout44_en.txt", "en", 0.99, 0.95), ("heldout44_zh.txt", "zh", 0.99, 0.95), ("heldout44_ru.txt", "ru", 0.99, 0.95),
    # the forty-fifth set (a third mixed sample of a user's first run) after one short round of fixes
    ("heldout45_en.txt", "en", 0.99, 0.80), ("heldout45_zh.txt", "zh", 0.99, 0.75), ("heldout45_ru.txt", "ru", 0.99, 0.80),
    # the forty-sixth set (a fourth mixed sample of a user's first run) after one round of fixes
    ("heldout46_en.txt", "en", 0.99, 0.95), ("heldout46_zh.txt", "zh", 0.99, 0.95), ("heldout46_ru.txt", "ru", 0.99, 0.95),
    # the forty-seventh set (a fifth mixed sample of a user's first run) after one round of fixes
    ("heldout47_en.txt", "en", 0.99, 0.95), ("heldout47_zh.txt", "zh", 0.99, 0.95), ("heldout47_ru.txt", "ru", 0.99, 0.95),
    # the forty-eighth set (a sixth mixed sample of a user's first run) after two rounds of fixes
    ("heldout48_en.txt", "en", 0.99, 0.95), ("heldout48_zh.txt", "zh", 0.99, 0.95), ("heldout48_ru.txt", "ru", 0.99, 0.95),
    # the forty-ninth set (a seventh mixed sample of a user's first run) after one round of fixes
    ("heldout49_en.txt", "en", 0.99, 0.95), ("heldout49_zh.txt", "zh", 0.99, 0.95), ("heldout49_ru.txt", "ru", 0.99, 0.95),
    # the fiftieth set (an eighth mixed sample of a user's first run) after two rounds of fixes
    ("heldout50_en.txt", "en", 0.99, 0.95), ("heldout50_zh.txt", "zh", 0.99, 0.95), ("heldout50_ru.txt", "ru", 0.99, 0.95),
    # the fifty-first set (a ninth mixed sample of a user's first run) after one round of fixes
    ("heldout51_en.txt", "en", 0.99, 0.95), ("heldout51_zh.txt", "zh", 0.99, 0.95), ("heldout51_ru.txt", "ru", 0.99, 0.95),
    # the fifty-second set (a tenth mixed sample of a user's first run) after one round of fixes
    ("heldout52_en.txt", "en", 0.99, 0.95), ("heldout52_zh.txt", "zh", 0.99, 0.95), ("heldout52_ru.txt", "ru", 0.99, 0.95),
    # the fifty-third set (an eleventh mixed sample of a user's first run) after one round of fixes
    ("heldout53_en.txt", "en", 0.99, 0.95), ("heldout53_zh.txt", "zh", 0.99, 0.95), ("heldout53_ru.txt", "ru", 0.99, 0.95),
    # the fifty-fourth set (a twelfth mixed sample of a user's first run) after one round of fixes
    ("heldout54_en.txt", "en", 0.99, 0.95), ("heldout54_zh.txt", "zh", 0.99, 0.95), ("heldout54_ru.txt", "ru", 0.98, 0.95),
    # the fifty-fifth set (a thirteenth mixed sample of a user's first run) after one round of fixes
    ("heldout55_en.txt", "en", 0.99, 0.95), ("heldout55_zh.txt", "zh", 0.99, 0.95), ("heldout55_ru.txt", "ru", 0.99, 0.95),
    # the fifty-sixth set (a fourteenth mixed sample of a user's first run) after one round of fixes
    ("heldout56_en.txt", "en", 0.99, 0.95), ("heldout56_zh.txt", "zh", 0.99, 0.95), ("heldout56_ru.txt", "ru", 0.99, 0.95),
    # the fifty-seventh to sixtieth sets (fifteenth to eighteenth mixed samples of a user's first run) after one round each
    ("heldout57_en.txt", "en", 0.99, 0.95), ("heldout57_zh.txt", "zh", 0.99, 0.95), ("heldout57_ru.txt", "ru", 0.99, 0.95),
    ("heldout58_en.txt", "en", 0.99, 0.95), ("heldout58_zh.txt", "zh", 0.99, 0.95), ("heldout58_ru.txt", "ru", 0.99, 0.95),
    ("heldout59_en.txt", "en", 0.99, 0.95), ("heldout59_zh.txt", "zh", 0.99, 0.95), ("heldout59_ru.txt", "ru", 0.99, 0.95),
    ("heldout60_en.txt", "en", 0.99, 0.95), ("heldout60_zh.txt", "zh", 0.99, 0.95), ("heldout60_ru.txt", "ru", 0.99, 0.95),
    # the sixty-first set (a nineteenth mixed sample) after one round of fixes (docs/facts.md says what still differs)
    ("heldout61_en.txt", "en", 0.99, 0.85), ("heldout61_zh.txt", "zh", 0.99, 0.90), ("heldout61_ru.txt", "ru", 0.99, 0.95),
])
def test_agreement_per_language(name, language, labels_min, additions_min):
    path = ROOT / "tests" / "facts" / "briefs" / name
    assert agreement.read_language(path) == language
    briefs = agreement.read_set(path)
    assert len(briefs) >= 15
    materials = {s: build_material(s, 1024, approximate_tokens, language=language) for s in {b.seed for b in briefs}}
    agree = total = additions = 0
    for b in briefs:
        g = grade_output(materials[b.seed], b.text)
        agree += sum(b.labels[f.fact_id] == f.label for f in g.facts)
        total += len(g.facts)
        additions += len(g.unsupported) == b.unsupported
    assert agree / total >= labels_min, (agree, total)
    assert additions / len(briefs) >= additions_min, (additions, len(briefs))
