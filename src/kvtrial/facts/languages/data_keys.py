"""A data brief's English keys: the one table every language reads.

A brief written as a JSON or YAML block names its fields with English keys whatever the language of its values
(`"done": ["条码扫描器安装"]`, `approved: no`, `"para": 2`). What each key means is the same in every language, so it
is held once, here, and every language's layout reads it (`with_data_keys`); a language module lists only its
own words. Keys are compared as written in a brief, lower case, with `_` and `-` read as spaces
(`out_of_scope`, `pending-with`).
"""

from __future__ import annotations

import dataclasses
import re

from kvtrial.facts.languages.model import Layout

# the list a key names: the items under it take that stage, or are left out of (or kept in) the pilot
LABEL_KEYS: dict[str, tuple[str, ...]] = {
    "done": ("done", "completed", "complete", "finished", "done items", "completed items"),
    "planned": ("planned", "plan", "not started", "not yet started", "planned not started", "next steps", "next step",
                "to do", "todo", "upcoming", "planned items"),
    "out_of_scope": ("excluded", "out of scope", "out", "not in scope", "exclusions", "not included",
                     "excluded items", "out of scope items", "excludes", "excluding", "won't do", "wont do"),
    "in_scope": ("included", "in scope", "included items", "includes"),
}
# a board's column of work under way ("Doing", "In progress"), in any language's board written with English names
IN_PROGRESS_KEYS: frozenset[str] = frozenset({"doing", "in progress", "ongoing", "wip", "work in progress", "under way",
                                              "underway", "started", "in work"})
# the Sources section: a key whose value is paragraph numbers cites them ('"para": 2', '"paragraphs": {…}')
# (and its short forms: '<done src="15">', '"ref": 3')
SOURCES_KEYS: frozenset[str] = frozenset({"sources", "source", "src", "paragraphs", "paragraph", "paras", "para", "refs",
                                          "ref", "references", "citations", "cites", "cited paragraphs",
                                          "source paragraphs"})
# an entry's own name: the key whose value is the entry's item ('{name: X, state: done}', "- item: X")
ITEM_KEYS: frozenset[str] = frozenset({"name", "item", "task", "title", "work item", "step", "what", "description"})
# a key naming a date's role ("start_date,2026-04-03" in a CSV row, '"end": "2027-08-22"', "approved_on: 2027-08-21"):
# the date under it is the pilot's start or end, or the approval's, whatever the brief's language
DATE_ROLE_KEYS: dict[str, frozenset[str]] = {
    "start": frozenset({"start", "start date", "starts", "start on", "begin", "begins", "begin date", "from", "kickoff",
                        "pilot start", "launch", "launch date"}),
    "end": frozenset({"end", "end date", "ends", "end on", "finish", "finish date", "until", "to", "pilot end",
                      "close", "close date"}),
    "approval": frozenset({"approved on", "approval date", "approved at", "date approved", "signed off on",
                           "sign off date"}),
}
# the budget's fields: a number under one is the budget's figure ('budget: {amount: 22000, currency: USD}')
BUDGET_KEYS: frozenset[str] = frozenset({"budget", "amount", "budget amount", "currency", "cost", "total budget"})
# the approval's fields: the parent key whose nested keys ("by", "date", "status") give the approval
APPROVAL_KEYS: frozenset[str] = frozenset({"approval", "approval status", "approvals", "sign off", "signoff"})
# a key naming a further sign-off beside the pilot's own approval ("also_endorsed_by", "co_signed_by",
# "countersigned_by"): a second approval, which the source does not report
SECOND_APPROVAL_KEY = re.compile(r"^(?:also|additionally|further|second|co)\b.*\b(?:by|from)$|^co ?signed\b|"
                                 r"^countersigned\b|^also (?:approved|endorsed|signed(?: off)?)$")
# a key naming a condition set on the approval ('"condition": "…"', "<condition>…</condition>" under <approval>): its value
# is that condition, whatever its words
CONDITION_KEYS: frozenset[str] = frozenset({"condition", "conditions", "approval condition", "approval conditions",
                                            "caveat", "caveats", "proviso", "subject to"})
# a key stating the approval as yes or no ('"approved": false', "approved: yes")
APPROVED_KEYS: frozenset[str] = frozenset({"approved", "is approved", "signed off", "approval granted", "sign off given"})
# a key naming who gave the approval ('"approved_by": "…"', "signed_off_by: …"): a party as its value says approved
APPROVER_KEYS: frozenset[str] = frozenset({"approved by", "approver", "signed off by", "signed by", "approver name"})
# a key giving the approver's role or title beside the approver ('"approver_role": "项目总监"'): part of that person
APPROVER_ROLE_KEYS: frozenset[str] = frozenset({"approver role", "approver title", "approved by role", "role", "title"})
# a key naming who the approval still waits for ('awaiting: 执行委员会', '"pending_with": "executive committee"')
AWAITING_KEYS: frozenset[str] = frozenset({"awaiting", "pending with", "pending", "waiting for", "waiting on",
                                           "awaiting approval from", "pending approval from", "pending approval by",
                                           "decision pending with"})
# a key whose English value names the approval's state ('"status": "approved"', "approval: pending"), or a work
# item's ("- item: X / stage: in_progress")
STATE_KEYS: frozenset[str] = APPROVAL_KEYS | {"status", "state", "decision", "approval state", "stage"}
APPROVED_VALUE = re.compile(r"^\W*(?:approved|granted|signed off)\W*$", re.IGNORECASE)
PENDING_VALUE = re.compile(r"^\W*(?:pending|awaiting|not (?:yet )?approved|under review|in review)\W*$", re.IGNORECASE)
# a data value saying yes or no (a yes and a state alone: "approved: yes, once the board signs" is no approval given)
YES_VALUE = re.compile(r"^\W*(?:yes|true|y)\W*$", re.IGNORECASE)
NO_VALUE = re.compile(r"^\W*(?:no|false|n|not yet)(?![\w/])", re.IGNORECASE)
# a key flagging the value before it as the only one ("site_only", "only_site", 'scope.exclusive=true'): set yes, it
# restates the source's "only" of that value (every scope is one site only), bound to its column, no claim of its own
ONLY_FLAG_KEYS: frozenset[str] = frozenset({"only", "exclusive", "exclusively", "sole", "site only", "only site",
                                            "single site", "only this site", "site exclusive", "scope exclusive"})
# a data value saying there is nothing ("none", "null", "n/a", "-"): no party, no state
EMPTY_VALUE = re.compile(r"none|null|n/?a|-+", re.IGNORECASE)

# every key the table reads, whatever it means (a dotted log key is read by its last part only where this holds it)
KNOWN_KEYS: frozenset[str] = frozenset(k for keys in LABEL_KEYS.values() for k in keys) | IN_PROGRESS_KEYS | \
    SOURCES_KEYS | ITEM_KEYS | BUDGET_KEYS | STATE_KEYS | APPROVED_KEYS | APPROVER_KEYS | AWAITING_KEYS

# a key and its value as a data brief writes them: quoted or not, at a line's start or after an object's brace or
# comma ('"approved": false', "awaiting: X", '{"para": 2'), or a bare CSV row's first cell before its bar, the row read
# as a table ("budget_amount|49000|3"); group `key`, then the value from `value` on
_KEY = r"[A-Za-z][A-Za-z _-]{0,40}?"
DATA_PAIR = re.compile(r"(?:^|(?<=[{,\n]))[ \t]*[-*]?[ \t]*[\"“'«]?(?P<key>" + _KEY + r")[\"”'»]?[ \t]*"
                       r"(?:[:：=]|(?<=[A-Za-z])\|(?=[^|\n]*\S))[ \t]*(?P<value>)")


def key_name(key: str) -> str:
    """A key as the table lists it: lower case, `_` and `-` as spaces, no quotes or markup."""
    return re.sub(r"\s+", " ", re.sub(r"[_\-]+|[^\w\s]", " ", key.lower())).strip()


def key_label(key: str) -> str | None:
    """The list a key names ("done", "planned", "out_of_scope", "in_scope"), or None."""
    name = key_name(key)
    return next((label for label, keys in LABEL_KEYS.items() if name in keys), None)


def pairs(text: str) -> list[tuple[str, int, int]]:
    """The data keys in a text: (key as the table lists it, where the key starts, where its value starts)."""
    return [(key_name(m.group("key")), m.start("key"), m.start("value")) for m in DATA_PAIR.finditer(text)]


def names_key(text: str, keys: frozenset[str]) -> bool:
    """True when the text holds one of these keys as a data key (followed by its colon)."""
    return any(k in keys for k, _, _ in pairs(text))


def _label_pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("^(?:" + "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True)) + ")$")


# the list labels the keys name, as a layout reads them (its normalised label text)
DATA_LABELS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (label, _label_pattern(keys)) for label, keys in LABEL_KEYS.items())


def with_data_keys(layout: Layout) -> Layout:
    """A language's layout that also reads a data brief's English keys: its own list labels first, then the
    table's; its own Sources names and the table's."""
    return dataclasses.replace(layout, labels=layout.labels + DATA_LABELS,
                               sources_sections=layout.sources_sections | SOURCES_KEYS)
