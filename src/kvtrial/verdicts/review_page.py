"""What a person reviews in a run's fact labels, and the review page (`kvtrial facts review RUN --serve`): each
label with the source fact, the brief's span and the machine's proposal, beside any decision already made."""

from __future__ import annotations

import html
from dataclasses import dataclass

from kvtrial.records import ClaimAlignment
from kvtrial.records.fact_review import FactReview, latest_reviews, row_key, stored_facts
from kvtrial.records.row import Row, RowStatus
from kvtrial.verdicts.evidence import row_ref

TOKEN_FIELD = "token"  # the form field carrying the page's token, which the server checks on every decision


@dataclass(frozen=True)
class ReviewItem:
    """One machine label of one row, as a reviewer sees it."""

    row: str  # the row, as the gate names it
    request_key: str
    fact_id: str
    paragraph: int
    source: str  # the source sentence ("" for grades stored before it was kept)
    span: str | None  # the brief's words the label rests on; None: nothing in the brief states it
    label: str  # the machine's
    detail: str
    rule: str
    doubts: tuple[str, ...]
    uncertain: bool
    decision: FactReview | None  # the decision in force, if any
    claims: tuple[ClaimAlignment, ...] = ()  # the brief's claims aligned to this fact, with their scores
    row_additions: tuple[ClaimAlignment, ...] = ()  # the row's claims that restate nothing of the source


def review_items(rows: list[Row], reviews: list[FactReview], every_label: bool = False) -> list[ReviewItem]:
    """The labels to show: the uncertain ones, those a person decided, and with `every_label` all of them."""
    decisions = latest_reviews(reviews)
    out = []
    for row in rows:
        if row.status != RowStatus.OK or row.warmup:
            continue
        key = row_key(row)
        record = row.fact_grades
        added = tuple(a for a in record.alignment if a.status == "addition") if record is not None else ()
        for f in stored_facts(row):
            decision = decisions.get((key, f.fact_id))
            if not (every_label or f.uncertain or decision is not None):
                continue
            out.append(ReviewItem(row_ref(row), key, f.fact_id, f.paragraph or 0, f.source, f.shown_span, f.label,
                                  f.detail, f.rule, f.doubts, f.uncertain, decision,
                                  record.claims_of(f.fact_id) if record is not None else (), added))
    return out


_CSS = """body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1d1d1f}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{border:1px solid #ddd;padding:.3rem .45rem;
text-align:left;vertical-align:top}th{background:#f3f4f6}tr.done td{background:#f1f8e9}.msg{padding:.5rem;
background:#fff8e1}.why{color:#7a4b00;font-size:.8rem}
.claim{font-size:.8rem;color:#374151}"""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _claims_html(claims: tuple[ClaimAlignment, ...]) -> str:
    """The brief's claims aligned to a fact: each claim's words, where it sits, how it aligned and how closely."""
    return "".join(f'<div class="claim">claim {a.start}-{a.end} ({_e(a.kind)}, {_e(a.status)} {a.score:.2f}): '
                   f'{_e(a.text)}</div>' for a in claims)


def _additions_html(items: list[ReviewItem]) -> str:
    """One line per claim a row made that restates nothing of the source (each row once)."""
    seen: set[str] = set()
    lines = []
    for i in items:
        if i.request_key in seen:
            continue
        seen.add(i.request_key)
        lines += [f'<tr><td>{_e(i.row)}</td><td>{a.start}-{a.end}</td><td>{_e(a.kind)}</td><td>{_e(a.text)}</td>'
                  f'<td>{_e(", ".join(a.additions) or "aligned to nothing")}</td></tr>' for a in i.row_additions]
    if not lines:
        return ""
    return ('<h2>Additions: claims aligned to no fact and no paragraph of the source</h2>\n<table id="additions">'
            '<tr><th>row</th><th>span</th><th>form</th><th>claim</th><th>found as</th></tr>\n'
            + "\n".join(lines) + "</table>")


def _form(n: int, item: ReviewItem, token: str) -> str:
    """One label's decision form: accept the proposal, or give the right label; a POST to /decide."""
    buttons = "".join(
        f'<button name="choice" value="{value}" id="{value}-{n}">{text}</button> '
        for value, text in (("accept", f"accept ({_e(item.label)})"), ("correct", "correct"), ("omitted", "omitted"),
                            ("distorted", "distorted")))
    return (f'<form method="post" action="/decide"><input type="hidden" name="{TOKEN_FIELD}" value="{_e(token)}">'
            f'<input type="hidden" name="request_key" value="{_e(item.request_key)}">'
            f'<input type="hidden" name="fact_id" value="{_e(item.fact_id)}">'
            f'<input type="hidden" name="machine_label" value="{_e(item.label)}">{buttons}</form>')


def render_review_page(run_id: str, items: list[ReviewItem], reviewer: str = "", message: str = "", *,
                       token: str = "", read_only: str = "") -> str:
    """The page: one form per label carrying the server's `token`, the decision in force beside the machine's
    label. With `read_only` (why no decision can be stored) the page shows the labels and that reason, no forms."""
    left = sum(1 for i in items if i.uncertain and i.decision is None)
    rows = []
    for n, i in enumerate(items):
        decided = (f"{_e(i.decision.label)} <br><small>{_e(i.decision.reviewer)}, {_e(i.decision.created_at)}</small>"
                   if i.decision else "not reviewed")
        why = "".join(f'<div class="why">{_e(d)}</div>' for d in i.doubts)
        form = "<em>read-only</em>" if read_only else _form(n, i, token)
        rows.append(f'<tr class="{"done" if i.decision else "open"}" id="item-{n}"><td>{_e(i.row)}</td>'
                    f'<td>{_e(i.fact_id)}</td><td>¶{i.paragraph}: {_e(i.source) or "—"}</td>'
                    f'<td>{_e(i.span) if i.span else "<em>no span</em>"}{_claims_html(i.claims)}</td>'
                    f'<td>{_e(i.label)} <small>({_e(i.rule) or "—"})</small><div>{_e(i.detail)}</div>{why}</td>'
                    f'<td class="decision">{decided}</td><td>{form}</td></tr>')
    body = "\n".join(rows) or '<tr><td colspan="7">No uncertain or reviewed labels in this run.</td></tr>'
    msg = f'<p class="msg" id="message">{_e(message)}</p>' if message else ""
    if read_only:
        msg += f'<p class="msg" id="read-only">This page is read-only: {_e(read_only)}.</p>'
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fact review: {_e(run_id)}</title><style>{_CSS}</style></head>
<body><h1>Fact labels of run {_e(run_id)}</h1>
<p>Reviewer: <strong id="reviewer">{_e(reviewer)}</strong>. {left} uncertain labels not reviewed. Each decision is
appended to the ledger beside the machine's label, never over it; a later decision on a label is the one in
force.</p>{msg}
<table><tr><th>row</th><th>fact</th><th>source</th><th>brief span</th><th>machine label</th><th>decision</th>
<th>decide</th></tr>
{body}
</table>{_additions_html(items)}</body></html>
"""
